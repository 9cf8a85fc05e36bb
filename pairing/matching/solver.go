package matching

import "math/bits"

// Labels of top-level blossoms during a stage.
const (
	unlabeled int8 = iota
	outer          // "S": even distance from the root of its tree
	inner          // "T": odd distance from the root of its tree
)

// solver holds the state of the primal-dual algorithm for one graph.
//
// Vertices are blossoms 0..n-1 (trivial blossoms); nontrivial blossoms have
// ids n..2n-1. Edges are directed vertex pairs encoded as x*n+y.
//
// Dual values are stored doubled: the slack of an edge xy whose endpoints
// lie in different top-level blossoms is y[x]+y[y]-w2[x,y], where w2 is
// twice the weight. Blossom duals z are doubled too; they change by twice
// the vertex adjustment.
type solver struct {
	g    *Graph
	n, k int

	y    []uint64 // n*k vertex duals
	z    []uint64 // 2n*k blossom duals (ids >= n)
	mate []int    // n: matched vertex or -1

	top    []int   // n: top-level blossom containing the vertex
	parent []int   // 2n: enclosing blossom or -1
	childs [][]int // 2n: sub-blossoms around the cycle, base first
	endps  [][]int // 2n: endps[b][i] is an edge from childs[i] to childs[i+1]
	base   []int   // 2n: base vertex
	unused []int   // free blossom ids

	// Per-stage state. delta is the total dual change of outer vertices so
	// far in the stage. For an outer vertex x, yhat[x] = y[x]+delta does not
	// change for the rest of the stage, which makes the keys below
	// independent of later dual changes.
	label     []int8   // 2n: label of a top-level blossom
	labelEdge []int    // 2n: edge by which a labeled blossom was reached, or -1
	yhat      []uint64 // n*k
	delta     []uint64 // k
	delta2    []uint64 // k: 2*delta
	minYhat   int      // outer vertex with least yhat, or -1
	vbest     []int    // n: for a non-outer vertex u, the outer vertex x of least slack(xu), or -1
	vkey      []uint64 // n*k: yhat[x]-w2[x,u] (signed); slack = vkey+y[u]-delta
	sbest     []int    // 2n: for an outer blossom, least-slack edge to another outer blossom, or -1
	skey      []uint64 // 2n*k: yhat[x]+yhat[y]-w2[x,y]; slack = skey-2*delta
	slist     [][]int  // 2n: least-slack edges to other outer blossoms, if hasList
	hasList   []bool   // 2n
	queue     []int    // outer vertices still to scan

	// Scratch space.
	tmp, tmp2, dmin []uint64
	mark            []int
	stamp           int
	bestTo          []int
	bestToKey       []uint64
	touched         []int
	leafBuf         []int
	otherBuf        []int // computeBest's mask of the vertices in other outer blossoms
	pathBuf         []int
	rotBuf          []int
	redo            []bool // n
	raisedBuf       []int  // normalize's list of changed edges

	// The jump start's forest (forest.go): labels, roots and, for inner
	// vertices, the outer vertex each was reached from.
	jlab        []int8
	jroot, jpar []int

	// TightWalks' and SwapCycle's marks (by stamp), queue and, for
	// SwapCycle, the vertex each was reached from.
	walkSeen, walkFrom []int
	walkStamp          int
	walkQueue          []int
	// markChain's marks (by stamp) of the blossoms holding a vertex, and
	// their duals summed from the top.
	chainMark  []int
	chainStamp int
	chainZ     []uint64
}

func newSolver(g *Graph) *solver {
	n, k := g.n, g.k
	s := &solver{
		g: g, n: n, k: k,
		y:         make([]uint64, n*k),
		z:         make([]uint64, 2*n*k),
		mate:      make([]int, n),
		top:       make([]int, n),
		parent:    make([]int, 2*n),
		childs:    make([][]int, 2*n),
		endps:     make([][]int, 2*n),
		base:      make([]int, 2*n),
		label:     make([]int8, 2*n),
		labelEdge: make([]int, 2*n),
		yhat:      make([]uint64, n*k),
		delta:     make([]uint64, k),
		delta2:    make([]uint64, k),
		vbest:     make([]int, n),
		vkey:      make([]uint64, n*k),
		sbest:     make([]int, 2*n),
		skey:      make([]uint64, 2*n*k),
		slist:     make([][]int, 2*n),
		hasList:   make([]bool, 2*n),
		tmp:       make([]uint64, k),
		tmp2:      make([]uint64, k),
		dmin:      make([]uint64, k),
		mark:      make([]int, 2*n),
		bestTo:    make([]int, 2*n),
		bestToKey: make([]uint64, 2*n*k),
		redo:      make([]bool, n),
	}
	for i := range s.bestTo {
		s.bestTo[i] = -1
	}
	s.resetBlossoms()
	return s
}

// resetBlossoms makes every vertex its own top-level blossom.
func (s *solver) resetBlossoms() {
	n := s.n
	for v := 0; v < n; v++ {
		s.top[v] = v
		s.base[v] = v
	}
	for b := range s.parent {
		s.parent[b] = -1
	}
	s.unused = s.unused[:0]
	for b := 2*n - 1; b >= n; b-- {
		s.base[b] = -1
		s.childs[b] = s.childs[b][:0]
		s.endps[b] = s.endps[b][:0]
		s.unused = append(s.unused, b)
	}
	clear(s.z)
}

// Small accessors.

func (s *solver) yv(v int) []uint64     { return s.y[v*s.k : v*s.k+s.k] }
func (s *solver) zb(b int) []uint64     { return s.z[b*s.k : b*s.k+s.k] }
func (s *solver) yh(v int) []uint64     { return s.yhat[v*s.k : v*s.k+s.k] }
func (s *solver) vk(v int) []uint64     { return s.vkey[v*s.k : v*s.k+s.k] }
func (s *solver) sk(b int) []uint64     { return s.skey[b*s.k : b*s.k+s.k] }
func (s *solver) w2(e int) []uint64     { return s.g.w2[e*s.k : e*s.k+s.k] }
func (s *solver) edge(x, y int) int     { return x*s.n + y }
func (s *solver) rev(e int) int         { return (e%s.n)*s.n + e/s.n }
func (s *solver) ends(e int) (x, y int) { return e / s.n, e % s.n }

// slack sets d to the slack of the edge xy, whose endpoints must lie in
// different top-level blossoms.
func (s *solver) slack(d []uint64, x, y int) {
	wAdd(d, s.yv(x), s.yv(y))
	wSub(d, d, s.w2(s.edge(x, y)))
}

// tight reports whether the edge xy, whose endpoints must lie in
// different top-level blossoms, has zero slack: y[x]+y[y] = w2[x,y].
// Word by word from the lowest, carries in order, stopping at the first
// word that differs (most edges differ in their lowest word), where slack
// computed the whole difference and tested it for zero: the same answer,
// as the sum is compared modulo 2^(64k) either way.
func (s *solver) tight(x, y int) bool {
	a, b, w := s.yv(x), s.yv(y), s.w2(s.edge(x, y))
	b, w = b[:len(a)], w[:len(a)]
	var c uint64
	for i := range a {
		var d uint64
		d, c = bits.Add64(a[i], b[i], c)
		if d != w[i] {
			return false
		}
	}
	return true
}

// leaves appends the vertices of blossom b to buf.
func (s *solver) leaves(b int, buf []int) []int {
	if b < s.n {
		return append(buf, b)
	}
	for _, c := range s.childs[b] {
		if c < s.n { // a vertex: no call (most children are)
			buf = append(buf, c)
		} else {
			buf = s.leaves(c, buf)
		}
	}
	return buf
}

// newBlossom returns an unused blossom id.
func (s *solver) newBlossom() int {
	b := s.unused[len(s.unused)-1]
	s.unused = s.unused[:len(s.unused)-1]
	return b
}

// freeBlossom releases the id of blossom b, whose children must already
// have been detached.
func (s *solver) freeBlossom(b int) {
	s.childs[b] = s.childs[b][:0]
	s.endps[b] = s.endps[b][:0]
	s.parent[b] = -1
	s.base[b] = -1
	s.label[b] = unlabeled
	s.labelEdge[b] = -1
	s.hasList[b] = false
	s.sbest[b] = -1
	clear(s.zb(b))
	s.unused = append(s.unused, b)
}

// detach makes the children of b top-level blossoms. A child that is a
// vertex is its own top without a walk of its leaves (most children are
// vertices): the same assignment as the walk, which would list it alone.
func (s *solver) detach(b int) {
	for _, c := range s.childs[b] {
		s.parent[c] = -1
		if c < s.n {
			s.top[c] = c
			continue
		}
		s.leafBuf = s.leaves(c, s.leafBuf[:0])
		for _, v := range s.leafBuf {
			s.top[v] = c
		}
	}
}

// run executes stages until no exposed vertex has a positive dual, then
// expands the blossoms whose dual is zero.
func (s *solver) run() {
	for s.stage() {
	}
}
