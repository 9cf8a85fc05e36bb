package dutch2017

import (
	"slices"

	"github.com/swisscheck/swisscheck/trf"
)

// sdLevels turns score differences into cost levels for a matching: each
// distinct value gets a power of two so far above the one below that no
// number of smaller differences outweighs one larger difference. Summed
// costs then compare like PSDs (A.8) of equal length: lexicographically
// from the highest difference down.
type sdLevels struct {
	values []trf.Points // distinct, ascending
	step   int          // bits between levels: more than the number of elements
}

func newSDLevels(values []trf.Points, elements int) sdLevels {
	v := slices.Clone(values)
	slices.Sort(v)
	return sdLevels{values: slices.Compact(v), step: bitsFor(uint64(elements)) + 1}
}

// savingsWidth is the number of bits a field needs whose edges each earn
// at most the costs of their two players: a player is in one edge at most,
// fewer than 2^step players have a cost, and the highest cost is
// 2^(step*(levels-1)), so the total stays below 2^(step*levels).
func (l sdLevels) savingsWidth() int { return l.step*len(l.values) + 1 }

// top is the position just above the highest level: a fixed amount that
// outweighs any one cost, for fields in reward form.
func (l sdLevels) top() int { return l.step * len(l.values) }

// shift returns the bit position of the cost of a score difference.
func (l sdLevels) shift(sd trf.Points) int {
	i, _ := slices.BinarySearch(l.values, sd)
	return i * l.step
}
