package matching_test

import (
	"fmt"

	"github.com/swisscheck/swisscheck/pairing/matching"
)

// Pack two criteria into each weight: a cardinality bit above everything
// else (so that a maximum-weight matching also has maximum cardinality),
// then a score-difference field.
func Example() {
	const bits = 1 + 3 + 8 // cardinality bit, gap for n/2 edges, field
	weight := func(scoreDiff uint64) matching.Weight {
		return matching.NewWeight(bits).Set(bits-1, 1, 1).Set(0, 8, 255-scoreDiff)
	}
	g := matching.NewGraph(4, bits)
	g.SetEdge(0, 1, weight(0))
	g.SetEdge(1, 2, weight(0))
	g.SetEdge(2, 3, weight(5))
	g.SetEdge(0, 3, weight(3))
	mate := g.MaxWeightMatching()
	fmt.Println(mate, g.TotalWeight(mate))

	// The engine fixes the pair 1-2 and re-solves the rest.
	g.RemoveVertex(1)
	g.RemoveVertex(2)
	fmt.Println(g.Resolve())

	fmt.Println(matching.MaxCardinality(4, func(u, v int) bool { return v == u+1 }))
	// Output:
	// [3 2 1 0] 4603
	// [3 -1 -1 0]
	// [1 0 3 2]
}
