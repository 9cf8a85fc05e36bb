package matching

import "github.com/swisscheck/swisscheck/internal/keep"

// graphBufs holds the two n*n arrays of a released graph (its adjacency
// and its doubled weights) for the next NewGraph.
type graphBufs struct {
	adj []bool
	w2  []uint64
}

// released keeps the arrays of the largest released graphs, at most
// keepReleased of them. A check builds one or more graphs per bracket, up
// to n*n*k words each (32 MB for 1,000 vertices and 4 words); taking fresh
// memory for each costs page faults and collections, reusing it a clear.
//
// It used to be a sync.Pool, whose Get hands out the last array put back:
// a smaller graph's, too small for the next large graph and then dropped,
// and the pool is emptied by every second collection. On corpus/large
// (dutch-2017) 61 of 131 graphs took fresh memory that way (77 MB), 27 of
// them after dropping a smaller array. A graph now takes the smallest kept
// array that fits, and a released array replaces the smallest kept one
// when that is smaller. Graphs of fewer than minReuse words take fresh
// memory and are not kept: cheap to allocate, and a small graph holding a
// large array would leave the next large graph without one.
var released = keep.New(keepReleased, func(b *graphBufs) int { return cap(b.w2) })

// keepReleased is the number of released arrays kept: a bracket's graph
// and the next one of about its size (the retry of a bracket, the
// following bracket) while a larger one is still kept.
const keepReleased = 2

// minReuse is the least number of weight words of a graph whose arrays
// are reused (a variable for the tests).
var minReuse = 1 << 16

// newArrays returns zeroed arrays of n*n entries and n*n*k words, those of
// a released graph when one is large enough.
func newArrays(n, k int) (adj []bool, w2 []uint64) {
	if n*n*k >= minReuse {
		if b := takeReleased(n*n, n*n*k); b != nil {
			adj, w2 = b.adj[:n*n], b.w2[:n*n*k]
			clear(adj)
			clear(w2)
			return adj, w2
		}
	}
	return make([]bool, n*n), make([]uint64, n*n*k)
}

// takeReleased removes and returns the kept arrays with the fewest words
// that hold na entries and nw words, or nil if none does.
func takeReleased(na, nw int) *graphBufs {
	b, _ := released.Take(func(b *graphBufs) bool { return cap(b.adj) >= na && cap(b.w2) >= nw })
	return b
}

// Release hands the graph's memory to the graphs made after it. The graph
// must not be used afterwards, nor any matching it returned be read from
// it. Releasing is optional: an unreleased graph is collected as any
// value.
func (g *Graph) Release() {
	if g.adj == nil {
		return
	}
	if cap(g.w2) >= minReuse {
		released.Put(&graphBufs{adj: g.adj[:cap(g.adj)], w2: g.w2[:cap(g.w2)]})
	}
	*g = Graph{}
}
