package matching

import (
	"fmt"
	"math/big"
)

// headroomBits is the number of bits beyond the weight width that the
// solver needs. With W the largest weight, doubled weights are below 2W
// (one bit), vertex and blossom duals (doubled) stay below 3W, the
// comparison keys below 8W (three bits), and signed keys need a sign bit.
const headroomBits = 5

// Graph is an undirected graph on the vertices 0..n-1 with multi-word edge
// weights, stored as a dense adjacency matrix. An edge is either absent or
// present with a weight in [0, 2^bits); a present edge of weight zero differs
// from an absent edge only in that it may be matched.
//
// A Graph also keeps the solution of its last solve, used by [Graph.Resolve].
// It is not safe for concurrent use.
type Graph struct {
	n     int
	bits  int
	k     int      // words per stored value, weights and duals alike
	adj   []bool   // n*n
	w2    []uint64 // n*n*k: twice the weight of each ordered pair
	dirty []bool   // n: ends of edges added or made heavier since the last solve
	// Edges removed or made lighter since the last solve (x*n+y), unless
	// there were too many (overflow); used to keep unaffected blossoms in
	// Resolve.
	loosened []int
	overflow bool
	// Edges added or made heavier since the last solve (x*n+y), unless
	// there were too many (raisedOver); normalize checks them alone.
	raised     []int
	raisedOver bool
	scratch    []uint64 // k words, for SetEdge
	st         *solver  // state of the last solve, or nil
}

// NewGraph returns a graph without edges on n vertices whose edge weights
// have at most bits significant bits. Weights and duals are stored in
// (bits+5+63)/64 words each; the graph takes about n*n*(1+8*words) bytes
// (41 MB for n = 1000 and bits = 256, 3 words up to 187 bits).
func NewGraph(n, bits int) *Graph {
	if n < 0 || bits < 0 {
		panic("matching: negative size")
	}
	k := (bits + headroomBits + 63) / 64
	adj, w2 := newArrays(n, k)
	return &Graph{
		n:       n,
		bits:    bits,
		k:       k,
		adj:     adj,
		w2:      w2,
		dirty:   make([]bool, n),
		scratch: make([]uint64, k),
	}
}

// Capacity returns the widest weight that a graph made for weights of bits
// bits holds in the same number of words: widening a weight up to it costs
// nothing.
func Capacity(bits int) int {
	return 64*((bits+headroomBits+63)/64) - headroomBits
}

// N returns the number of vertices.
func (g *Graph) N() int { return g.n }

// Bits returns the maximum width of an edge weight.
func (g *Graph) Bits() int { return g.bits }

func (g *Graph) checkPair(u, v int) {
	if u < 0 || u >= g.n || v < 0 || v >= g.n || u == v {
		panic(fmt.Sprintf("matching: invalid edge (%d,%d) in graph of %d vertices", u, v, g.n))
	}
}

// SetEdge adds the edge uv, or changes its weight, to w (little-endian
// words; len(w) may differ from the graph's word count). It panics if
// u == v, if a vertex is out of range or if w has more than Bits() bits.
func (g *Graph) SetEdge(u, v int, w Weight) {
	g.checkPair(u, v)
	if w.BitLen() > g.bits {
		panic(fmt.Sprintf("matching: weight of %d bits exceeds the graph's %d", w.BitLen(), g.bits))
	}
	k := g.k
	i, j := (u*g.n+v)*k, (v*g.n+u)*k
	a, b := g.w2[i:i+k:i+k], g.w2[j:j+k:j+k]
	// d = 2w in k words (w's words beyond k are zero: it has at most
	// bits bits), compared with the old value before it is stored; word
	// by word, as copy's call costs more than a few words.
	d := g.scratch[:k:k]
	var low uint64
	for x := range d {
		var word uint64
		if x < len(w) {
			word = w[x]
		}
		d[x] = word<<1 | low>>63
		low = word
	}
	switch {
	case !g.adj[u*g.n+v] || wLess(a, d):
		g.adj[u*g.n+v], g.adj[v*g.n+u] = true, true
		g.dirty[u], g.dirty[v] = true, true
		if len(g.raised) < 8*g.n+16 {
			g.raised = append(g.raised, u*g.n+v)
		} else {
			g.raisedOver = true
		}
	case wLess(d, a):
		g.loosen(u, v)
	}
	for x, word := range d {
		a[x], b[x] = word, word
	}
}

// loosen records that the edge uv was removed or made lighter.
func (g *Graph) loosen(u, v int) {
	if len(g.loosened) < 8*g.n+16 {
		g.loosened = append(g.loosened, u*g.n+v)
	} else {
		g.overflow = true
	}
}

// RemoveEdge removes the edge uv if it is present.
func (g *Graph) RemoveEdge(u, v int) {
	g.checkPair(u, v)
	if !g.adj[u*g.n+v] {
		return
	}
	g.loosen(u, v)
	g.adj[u*g.n+v], g.adj[v*g.n+u] = false, false
	// A few words each: a loop, as clear's call costs more.
	a, b := g.w2[(u*g.n+v)*g.k:(u*g.n+v+1)*g.k], g.w2[(v*g.n+u)*g.k:(v*g.n+u+1)*g.k]
	for x := range a {
		a[x], b[x] = 0, 0
	}
}

// RemoveVertex removes all edges incident to v, which stays in the graph as
// an isolated vertex.
func (g *Graph) RemoveVertex(v int) {
	for u := 0; u < g.n; u++ {
		if u != v && g.adj[v*g.n+u] {
			g.RemoveEdge(v, u)
		}
	}
}

// HasEdge reports whether the edge uv is present.
func (g *Graph) HasEdge(u, v int) bool {
	return u != v && g.adj[u*g.n+v]
}

// Edge returns the weight of the edge uv and whether it is present.
func (g *Graph) Edge(u, v int) (Weight, bool) {
	if !g.HasEdge(u, v) {
		return nil, false
	}
	k := g.k
	w := make(Weight, k)
	wShr1(w, g.w2[(u*g.n+v)*k:(u*g.n+v+1)*k])
	return w[:(g.bits+63)/64], true
}

// TotalWeight returns the sum of the weights of the matched edges of mate
// (as returned by [Graph.MaxWeightMatching]). It panics if mate is not a
// valid matching of g.
func (g *Graph) TotalWeight(mate []int) *big.Int {
	if len(mate) != g.n {
		panic("matching: mate has wrong length")
	}
	sum := new(big.Int)
	for u, v := range mate {
		if v < 0 {
			continue
		}
		if v >= g.n || mate[v] != u || !g.HasEdge(u, v) {
			panic(fmt.Sprintf("matching: invalid matching at vertex %d", u))
		}
		if u < v {
			w, _ := g.Edge(u, v)
			sum.Add(sum, w.Big())
		}
	}
	return sum
}

// MaxWeightMatching returns a matching of maximum total weight: mate[v] is
// the vertex matched to v, or -1.
//
// It does not favour cardinality, and an edge of weight zero may or may
// not be matched. To get a maximum-weight matching among those of maximum
// cardinality, give every edge a common high field C larger than n/2 times
// the largest value of the fields below it (for example a 1 placed at
// least bits.Len(n/2) bits above the highest of the other fields), so that
// one more matched edge always outweighs any difference in the rest.
//
// When several matchings have maximum weight, which one is returned is
// unspecified but deterministic: it depends only on the graph (its
// vertices, edges and weights), not on the order of SetEdge calls or on
// earlier solves. The solution is kept for a later [Graph.Resolve].
func (g *Graph) MaxWeightMatching() []int {
	s := g.solverFor()
	s.initFresh()
	s.run()
	return append([]int(nil), s.mate...)
}

// Resolve is like [Graph.MaxWeightMatching] but starts from the solution of
// the previous solve (of either kind) on this graph, which makes it much
// faster when only a few edges changed since, for example when the edges of
// a few vertices were removed. Removing an edge or making it lighter is
// cheapest; adding an edge or making it heavier costs O(n) per end vertex.
// Setting an edge to its current weight costs nothing. The result is a
// maximum-weight matching of the current graph, but when several matchings
// have maximum weight, which one is returned may depend on the earlier
// graphs and solves. Without a previous solve it is the same as
// MaxWeightMatching.
func (g *Graph) Resolve() []int {
	if g.st == nil {
		return g.MaxWeightMatching()
	}
	s := g.st
	s.initWarm()
	s.run()
	return append([]int(nil), s.mate...)
}

func (g *Graph) solverFor() *solver {
	if g.st == nil {
		g.st = newSolver(g)
	}
	return g.st
}
