package pairing

import (
	"math/bits"

	"github.com/swisscheck/swisscheck/trf"
)

// forbidden holds the forbidden pairs of one round (XXP, TRF26 260). A line
// of n start ranks forbids every pair among them, n(n-1)/2 pairs, and may
// repeat a start rank any number of times; it is not expanded into pairs.
// Each player of a line that applies gets one row: the start ranks he may
// not meet, as a bit set indexed by start rank (at most 9999, so a row is
// at most 157 words). A line costs its length plus one OR of its bit set
// into the row of each distinct player in it, whatever the number of pairs
// it stands for, and the question "may a and b meet?" one map look-up.
type forbidden struct {
	rows map[int][]uint64 // by start rank
}

// newForbidden collects the lines that apply in round r, for the players
// present (the others cannot be paired anyway). It returns nil when no pair
// is forbidden.
func newForbidden(lines []trf.Prohibition, r int, present func(id int) bool) *forbidden {
	f := &forbidden{rows: map[int][]uint64{}}
	var group []uint64
	var members []int
	for _, pr := range lines {
		if r < pr.First || (pr.Last != 0 && r > pr.Last) {
			continue
		}
		group, members = group[:0], members[:0]
		for _, id := range pr.IDs {
			if id < 0 || !present(id) {
				continue
			}
			w := id >> 6
			for len(group) <= w {
				group = append(group, 0)
			}
			if group[w]&(1<<(id&63)) == 0 {
				group[w] |= 1 << (id & 63)
				members = append(members, id)
			}
		}
		if len(members) < 2 {
			continue
		}
		for _, id := range members {
			row := f.rows[id]
			if len(row) < len(group) {
				row = append(row, make([]uint64, len(group)-len(row))...)
			}
			for w, bits := range group {
				row[w] |= bits
			}
			f.rows[id] = row
		}
	}
	if len(f.rows) == 0 {
		return nil
	}
	return f
}

// holds reports whether a line forbids a and b to meet.
func (f *forbidden) holds(a, b int) bool {
	if f == nil || a == b || b < 0 {
		return false
	}
	row := f.rows[a]
	w := b >> 6
	return w < len(row) && row[w]&(1<<(b&63)) != 0
}

// of lists, ascending, the start ranks a line forbids id to meet.
func (f *forbidden) of(id int) []int {
	if f == nil {
		return nil
	}
	var out []int
	for w, word := range f.rows[id] {
		for word != 0 {
			b := bits.TrailingZeros64(word)
			word &^= 1 << b
			if other := w<<6 | b; other != id {
				out = append(out, other)
			}
		}
	}
	return out
}

// size is the number of words the rows hold (the tests' measure of what a
// line costs).
func (f *forbidden) size() int {
	if f == nil {
		return 0
	}
	n := 0
	for _, row := range f.rows {
		n += len(row)
	}
	return n
}
