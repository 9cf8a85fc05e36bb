package matching

import (
	"slices"
	"testing"
)

// TestReleaseReuse checks that a graph made after a release, in the
// released graph's memory, starts without edges and solves as a graph made
// in fresh memory: the same matching, edge for edge.
func TestReleaseReuse(t *testing.T) {
	defer func(m int) { minReuse = m }(minReuse)
	minReuse = 0 // the test's graphs are small
	for _, c := range []struct{ first, second, bits int }{
		{40, 30, 128}, // smaller: reuses the memory
		{30, 30, 64},
		{20, 40, 128}, // larger: fresh memory
	} {
		old := denseGraph(c.first, c.bits, 1)
		old.MaxWeightMatching()
		old.Release()
		if old.N() != 0 {
			t.Errorf("released graph still has %d vertices", old.N())
		}
		reused := NewGraph(c.second, c.bits)
		for u := 0; u < c.second; u++ {
			for v := 0; v < c.second; v++ {
				if reused.HasEdge(u, v) {
					t.Fatalf("%v: new graph has the edge %d-%d of the released one", c, u, v)
				}
			}
		}
		// Every other edge of a dense graph: the absent ones must read
		// as absent, not as the released graph's.
		fresh := denseGraph(c.second, c.bits, 2)
		for u := 0; u < c.second; u++ {
			for v := u + 1; v < c.second; v++ {
				if (u+v)%2 == 0 {
					w, _ := fresh.Edge(u, v)
					reused.SetEdge(u, v, w)
				} else {
					fresh.RemoveEdge(u, v)
				}
			}
		}
		if got, want := reused.MaxWeightMatching(), fresh.MaxWeightMatching(); !slices.Equal(got, want) {
			t.Errorf("%v: matching in reused memory %v, in fresh memory %v", c, got, want)
		}
	}
}

// TestReleasedBySize checks that a graph takes the smallest kept arrays
// that fit, whatever the order of the releases (a sync.Pool handed out the
// last one, too small here), and that at most keepReleased are kept, the
// largest.
func TestReleasedBySize(t *testing.T) {
	defer func(m int) { minReuse = m }(minReuse)
	minReuse = 0
	released.Clear()
	big, mid, small := NewGraph(40, 64), NewGraph(30, 64), NewGraph(10, 64)
	bigCap, midCap := cap(big.w2), cap(mid.w2)
	big.Release()
	mid.Release()
	small.Release() // smaller than both kept: dropped
	if released.Len() != keepReleased {
		t.Fatalf("%d arrays kept, want %d", released.Len(), keepReleased)
	}
	if g := NewGraph(20, 64); cap(g.w2) != midCap {
		t.Errorf("a graph of 20 vertices got %d words, want the 30-vertex graph's %d", cap(g.w2), midCap)
	}
	if g := NewGraph(35, 64); cap(g.w2) != bigCap {
		t.Errorf("a graph of 35 vertices got %d words, want the 40-vertex graph's %d", cap(g.w2), bigCap)
	}
	if g := NewGraph(20, 64); released.Len() != 0 || cap(g.w2) != 20*20*g.k {
		t.Errorf("fresh graph: %d words, %d arrays kept", cap(g.w2), released.Len())
	}
}
