package matching

import "sync"

// graphBufs holds the two n*n arrays of a released graph (its adjacency
// and its doubled weights) for the next NewGraph.
type graphBufs struct {
	adj []bool
	w2  []uint64
}

// released keeps the arrays of released graphs. A check builds one or
// more graphs per bracket, up to n*n*k words each (32 MB for 1,000
// vertices and 4 words); taking fresh memory for each costs page faults
// and collections, reusing it a clear.
var released sync.Pool

// newArrays returns zeroed arrays of n*n entries and n*n*k words, those of
// a released graph when they are large enough.
func newArrays(n, k int) (adj []bool, w2 []uint64) {
	if b, ok := released.Get().(*graphBufs); ok {
		if cap(b.adj) >= n*n && cap(b.w2) >= n*n*k {
			adj, w2 = b.adj[:n*n], b.w2[:n*n*k]
			clear(adj)
			clear(w2)
			return adj, w2
		}
	}
	return make([]bool, n*n), make([]uint64, n*n*k)
}

// Release hands the graph's memory to the graphs made after it. The graph
// must not be used afterwards, nor any matching it returned be read from
// it. Releasing is optional: an unreleased graph is collected as any
// value.
func (g *Graph) Release() {
	if g.adj == nil {
		return
	}
	released.Put(&graphBufs{adj: g.adj, w2: g.w2})
	*g = Graph{}
}
