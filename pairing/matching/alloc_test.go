package matching

import "testing"

// TestAllocs checks that updating edges and re-solving do not allocate once
// the graph has been solved.
func TestAllocs(t *testing.T) {
	g := tiedGraph(60, 128, 3)
	g.MaxWeightMatching()
	w := NewWeight(128).Set(127, 1, 1)
	allocs := testing.AllocsPerRun(20, func() {
		g.SetEdge(1, 2, w)
		g.RemoveEdge(3, 4)
		g.SetEdge(3, 4, w)
		g.Resolve()
	})
	if allocs > 1 { // the returned mate slice
		t.Errorf("%v allocations per edge update and Resolve", allocs)
	}
}
