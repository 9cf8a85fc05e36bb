package matching

// HasBlossoms reports whether the last solve ended with a nontrivial
// blossom whose dual variable is not zero. When it did not, the vertex
// duals alone are an optimal dual solution: every maximum-weight matching
// uses only edges of zero reduced cost, and [Graph.SlackBelow] is exact.
func (g *Graph) HasBlossoms() bool {
	s := g.st
	if s == nil {
		return false
	}
	for b := s.n; b < 2*s.n; b++ {
		if s.base[b] >= 0 && !wIsZero(s.zb(b)) {
			return true
		}
	}
	return false
}

// SlackBelow reports whether the edge uv, with its current weight, has a
// reduced cost y(u) + y(v) - w(uv) under the vertex duals of the last solve
// below 2^bit. It ignores blossom duals (see [Graph.HasBlossoms]). It
// panics if there was no solve or the edge is absent.
//
// A caller that changes weights after a solve can still use the duals as a
// bound: removing edges or lowering weights keeps them feasible, and the
// duals then exceed the new optimum by at most what the weights lost, so an
// edge whose reduced cost is at least that loss is in no maximum-weight
// matching of the changed graph.
func (g *Graph) SlackBelow(u, v, bit int) bool {
	s := g.st
	if s == nil || !g.HasEdge(u, v) {
		panic("matching: SlackBelow needs a solve and a present edge")
	}
	k := s.k
	t := make([]uint64, k)
	wAdd(t, s.yv(u), s.yv(v))
	wSub(t, t, s.w2(s.edge(u, v)))
	// Duals and weights are stored doubled: compare with 2^(bit+1).
	bit++
	if bit >= 64*k-1 {
		return true
	}
	bound := make([]uint64, k)
	bound[bit/64] = 1 << uint(bit%64)
	return wLessS(t, bound)
}

// ReducedBelow is [Graph.SlackBelow] with the blossom duals counted: it
// reports whether the edge uv, with its current weight, has a reduced
// cost y(u) + y(v) + z(the blossoms of the last solve that hold both u and
// v) - w(uv) below 2^bit. That is the reduced cost of the blossom LP
// (Edmonds), whose optimal duals prove every maximum-weight matching made
// of edges of zero reduced cost, whether or not blossoms have duals; the
// bound of SlackBelow's note holds for it alike (the matching's weight is
// at most the dual objective minus the reduced costs of its edges). It
// panics if there was no solve or the edge is absent.
func (g *Graph) ReducedBelow(u, v, bit int) bool {
	s := g.st
	if s == nil || !g.HasEdge(u, v) {
		panic("matching: ReducedBelow needs a solve and a present edge")
	}
	k := s.k
	t := make([]uint64, k)
	s.reducedSum(t, u, v)
	wSub(t, t, s.w2(s.edge(u, v)))
	// Duals and weights are stored doubled: compare with 2^(bit+1).
	bit++
	if bit >= 64*k-1 {
		return true
	}
	bound := make([]uint64, k)
	bound[bit/64] = 1 << uint(bit%64)
	return wLessS(t, bound)
}

// Tight reports whether the present edge uv has a zero reduced cost under
// the duals of the last solve, blossom duals counted (as
// [Graph.ReducedBelow]): y(u) + y(v) + z(the blossoms that hold both) =
// w(uv), with the edge's current weight. It panics if there was no solve.
// When the duals are feasible for the current weights and optimal, every
// maximum-weight matching is made of such edges (complementary slackness).
func (g *Graph) Tight(u, v int) bool {
	s := g.st
	if s == nil {
		panic("matching: Tight needs a solve")
	}
	return s.tightEdge(u, v)
}

// DualZero reports whether the dual of vertex v is zero after the last
// solve. It panics if there was no solve. When the duals are optimal,
// every maximum-weight matching covers each vertex whose dual is not zero
// (complementary slackness).
func (g *Graph) DualZero(v int) bool {
	s := g.st
	if s == nil {
		panic("matching: DualZero needs a solve")
	}
	return wIsZero(s.yv(v))
}
