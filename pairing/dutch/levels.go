package dutch

import (
	"math/bits"
	"slices"

	"github.com/swisscheck/swisscheck/trf"
)

// Levels turns score differences into cost levels for a matching: each
// distinct value gets a power of two so far above the one below that no
// number of smaller differences outweighs one larger difference. Summed
// costs then compare like PSDs (A.8) of equal length: lexicographically
// from the highest difference down.
type Levels struct {
	Values []trf.Points // distinct, ascending
	step   int          // bits between levels: more than the number of elements
}

// NewLevels gives levels to the values, for at most elements players.
func NewLevels(values []trf.Points, elements int) Levels {
	v := slices.Clone(values)
	slices.Sort(v)
	return Levels{Values: slices.Compact(v), step: bits.Len64(uint64(elements)) + 1}
}

// AppendDistinct appends x to xs unless xs holds it already: it gathers
// the values of NewLevels, which keeps only the distinct ones, without a
// slice of every pair's (score differences take few values).
func AppendDistinct(xs []trf.Points, x trf.Points) []trf.Points {
	if slices.Contains(xs, x) {
		return xs
	}
	return append(xs, x)
}

// SavingsWidth is the number of bits a field needs whose edges each earn
// at most the costs of their two players: a player is in one edge at most,
// fewer than 2^step players have a cost, and the highest cost is
// 2^(step*(levels-1)), so the total stays below 2^(step*levels).
func (l Levels) SavingsWidth() int { return l.step*len(l.Values) + 1 }

// Top is the position just above the highest level: a fixed amount that
// outweighs any one cost, for fields in reward form.
func (l Levels) Top() int { return l.step * len(l.Values) }

// Shift returns the bit position of the cost of a score difference.
//
// The position is that of the first value not below sd, as
// slices.BinarySearch gives it (Values is ascending), found by the same
// halving written out for trf.Points: the generic call and its comparison
// function were about 3 % of a 1,000-player check (every edge of every
// bracket graph asks it a few times).
func (l Levels) Shift(sd trf.Points) int {
	lo, hi := 0, len(l.Values)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if l.Values[m] < sd {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo * l.step
}

// Count is a count of failures as a criterion's value.
func Count(n int) []trf.Points { return []trf.Points{trf.Points(n)} }

// SortDesc sorts scores or score differences in descending order, as the
// criteria take them, and returns them.
func SortDesc(xs []trf.Points) []trf.Points {
	slices.SortFunc(xs, func(a, b trf.Points) int { return int(b - a) })
	return xs
}
