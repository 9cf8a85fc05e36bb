package trf

import (
	"fmt"
	"strings"
)

// Shifted player records. A 001 record is read by fixed columns (TRF16
// §3), so one character typed into a name, or deleted from it, moves every
// later field: read at their columns, the rating, the points and each
// round block are wrong, dozens of problems for one fault. Before those
// are reported, Read looks for a single shift that explains them all: the
// record read with the columns from some column on moved back by 1 to
// maxShift characters, or with its tabs expanded to 8-column stops, has no
// problem at all. Then the line gets one problem that says where the shift
// is and by how much. It stays a problem: the record is not taken as
// read right, only described (the Player is the one read with the shift
// undone).

// maxShift is the most characters by which a record is looked for
// shifted: a tab stands for up to 8 blanks.
const maxShift = 8

// shiftWindow bounds how far before the first problem of a record its
// shift is looked for: a shift in a name shows only at the first checked
// field after it, which may be the points (columns 81-84) when the
// fields between are blank.
const shiftWindow = 110

// maxShiftLine bounds the length of a record searched for a shift: past
// the last round block, shifted, a record is wrong anyway.
const maxShiftLine = roundsStart + blockStep*maxRounds + maxShift

// shift is a player record that reads without a problem with a shift
// undone: the problem to report and the record so read.
type shift struct {
	col int // 1-based
	msg string
	p   *Player
}

// findShift looks for the shift that explains all the problems probs of
// the player record rs: the shift by the fewest characters, to the right
// (characters too many) before the left, from the last column that makes
// the record read without a problem; of characters too many, blanks are
// taken out before others (a name may have lost a letter, a rating a
// digit, and still read). Only the first MaxErrors records with problems
// are searched: the problems of later ones would not be listed. A single
// problem is not a cascade: it is reported as it is.
func (rd *reader) findShift(n int, rs []rune, probs ErrorList) (shift, bool) {
	if len(probs) < 2 || rd.shiftSearches >= MaxErrors || len(rs) > maxShiftLine {
		return shift{}, false
	}
	rd.shiftSearches++
	if s, ok := rd.tabShift(n, rs); ok {
		return s, true
	}
	first := len(rs)
	for _, e := range probs {
		first = min(first, e.Col-1)
	}
	hi := min(len(rs), first+blockStep+2) // past the field of the first problem
	for k := 1; k <= 2*maxShift; k++ {
		by := (k + 1) / 2
		if k%2 == 0 {
			by = -by
		}
		if s, ok := rd.shiftBy(n, rs, by, hi); ok {
			return s, true
		}
	}
	return shift{}, false
}

// shiftBy looks for the last index at or before hi from which undoing
// the shift by makes the record rs read without a problem.
func (rd *reader) shiftBy(n int, rs []rune, by, hi int) (shift, bool) {
	if !rd.tailReads(n, rs, by, hi) {
		return shift{}, false
	}
	var found shift
	for at := hi; at >= max(3, hi-shiftWindow); at-- {
		v, ok := unshift(rs, at, by)
		if !ok {
			continue
		}
		p, probs, _ := rd.tryPlayer(n, v, true)
		if len(probs) > 0 {
			continue
		}
		s := shift{col: at + 1, msg: shiftMessage(rs, v, at, by), p: p}
		if by < 0 || blankRunes(rs[at:at+by]) {
			return s, true
		}
		if found.p == nil {
			found = s
		}
	}
	return found, found.p != nil
}

// tailReads reports whether the record rs, read shifted by by from the
// start, has no problem in a field that starts at index hi or later: a
// shift at or before hi cannot mend such a problem. (A problem is reported
// at most 9 columns after the start of its field: a round block's blank.)
// The round blocks are tried first, one by one, so that a record that no
// shift mends is given up at its first bad block.
func (rd *reader) tailReads(n int, rs []rune, by, hi int) bool {
	v, ok := unshift(rs, 3, by)
	from := hi + max(0, -by)
	if !ok || !rd.blocksRead(v, from) {
		return false
	}
	_, probs, dropped := rd.tryPlayer(n, v, true)
	if dropped > 0 {
		return false
	}
	for _, e := range probs {
		if e.Col-1-9 >= from {
			return false
		}
	}
	return true
}

// blocksRead reports whether the round blocks of the record v that start
// at index from or later read without a problem (player.go, games).
func (rd *reader) blocksRead(v []rune, from int) bool {
	for r := 1; ; r++ {
		s := roundsStart + blockStep*(r-1)
		switch {
		case blankFrom(v, s):
			return true
		case r > maxRounds:
			return false
		case s < from:
			continue
		case s+blockLen > len(v):
			g, ok := rd.block(0, r, v, s)
			return ok && g == Game{Result: ResultNone}
		}
		if _, ok := rd.block(0, r, v, s); !ok || at(v, s+8) != ' ' || at(v, s+9) != ' ' {
			return false
		}
	}
}

// unshift returns rs with the shift by from index at undone: by > 0
// characters removed at at, or -by blanks put there. ok is false when
// nothing that is not blank would move back: then the record is not
// shifted, it has something else too many.
func unshift(rs []rune, at, by int) (v []rune, ok bool) {
	if by > 0 {
		if at+by > len(rs) || blankFrom(rs, at+by) {
			return nil, false
		}
		v = append(append(v, rs[:at]...), rs[at+by:]...)
		return v, true
	}
	if blankFrom(rs, at) {
		return nil, false
	}
	v = append(append(v, rs[:at]...), []rune(strings.Repeat(" ", -by))...)
	return append(v, rs[at:]...), true
}

// tabShift reads a record that has tabs with the tabs expanded to 8-column
// stops; it explains the problems when the record so read has none.
func (rd *reader) tabShift(n int, rs []rune) (shift, bool) {
	first := -1
	var v []rune
	for i, r := range rs {
		if r != '\t' {
			v = append(v, r)
			continue
		}
		if first < 0 {
			first = i
		}
		v = append(v, ' ')
		for len(v)%8 != 0 {
			v = append(v, ' ')
		}
	}
	if first < 0 || len(v) > maxShiftLine {
		return shift{}, false
	}
	p, probs, _ := rd.tryPlayer(n, v, true)
	if len(probs) > 0 {
		return shift{}, false
	}
	msg := fmt.Sprintf("player record: expected blanks, found a tab at column %d: the fields are at fixed columns "+
		"(TRF16), and a tab moves those after it; with tab stops every 8 columns the record reads without a problem", first+1)
	return shift{col: first + 1, msg: msg, p: p}, true
}

// shiftMessage describes the shift by from index at of the record rs,
// which reads without a problem as v, with the shift undone.
func shiftMessage(rs, v []rune, at, by int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "player record: expected each field at its columns (TRF16), found the columns from %d on", at+1)
	if f, ok := fieldAt(at); ok && f.from < at {
		fmt.Fprintf(&b, ", inside the %s (%d-%d),", f.name, f.from+1, f.to)
	}
	dir := "right"
	if by < 0 {
		dir = "left"
	}
	fmt.Fprintf(&b, " shifted %d to the %s", abs(by), dir)
	for i := at; i < len(v); i++ {
		if f, ok := fieldAt(i); ok && f.from >= at && v[i] != ' ' {
			fmt.Fprintf(&b, " (the %s at %d-%d, not %d-%d)", f.name, f.from+1+by, f.to+by, f.from+1, f.to)
			break
		}
	}
	switch {
	case by < 0:
		fmt.Fprintf(&b, ": %s missing at or before column %d; with %s put there the record reads without a problem",
			count(-by, "a character", "characters"), at+1, count(-by, "a blank", "blanks"))
	case blankRunes(rs[at : at+by]):
		fmt.Fprintf(&b, ": %s too many at or before column %d; without %s there the record reads without a problem",
			count(by, "a character", "characters"), at+1, count(by, "the blank", "the blanks"))
	default:
		fmt.Fprintf(&b, ": %s too many at or before column %d; without the %q there the record reads without a problem",
			count(by, "a character", "characters"), at+1, string(rs[at:at+by]))
	}
	return b.String()
}

// blankRunes reports whether rs holds only blanks.
func blankRunes(rs []rune) bool { return blankFrom(rs, 0) }

// span is a field of a player record, 0-based [from, to).
type span struct {
	name     string
	from, to int
}

// recordFields are the fields of a 001 record before the round blocks
// (TRF16 §3).
var recordFields = []span{
	{"start rank", 4, 8}, {"sex", 9, 10}, {"title", 10, 13}, {"name", 14, 47},
	{"rating", 48, 52}, {"federation", 53, 56}, {"FIDE ID", 57, 68}, {"birth date", 69, 79},
	{"points", 80, 84}, {"rank", 85, 89},
}

// fieldAt returns the field of a player record at index i: one of
// recordFields or a round block ("round 3", its 8 columns); ok is false
// at a blank between fields.
func fieldAt(i int) (span, bool) {
	for _, f := range recordFields {
		if i >= f.from && i < f.to {
			return f, true
		}
	}
	if i < roundsStart || (i-roundsStart)%blockStep >= blockLen {
		return span{}, false
	}
	r := (i-roundsStart)/blockStep + 1
	s := roundsStart + blockStep*(r-1)
	return span{fmt.Sprintf("round %d block", r), s, s + blockLen}, true
}

// count names one thing, or n of them: "a blank", "2 blanks"; "the
// blank", "the blanks".
func count(n int, one, more string) string {
	switch {
	case n == 1:
		return one
	case strings.HasPrefix(more, "the "):
		return more
	}
	return fmt.Sprintf("%d %s", n, more)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
