package matching

import "math/bits"

// TightWalks searches, under the duals of the last solve, the walks that
// alternate between tight edges (as [Graph.Tight]) not in mate and edges
// of mate: from each vertex a of starts, and of the walks' later vertices
// a, by a present tight edge ab (b not skip, not mate[a]) to b, then by
// mate to mate[b]. It reports whether a walk ends, at a vertex a whose
// dual is zero or at a vertex b that mate leaves exposed, and whether one
// reaches target as a vertex b (target -1: none; the search then stops at
// the first end). Each vertex a is searched once. mate must be a matching
// of the graph; the duals are read as they are (see the caller's argument
// for what they prove). It panics if there was no solve.
//
// The rows of the adjacency matrix are read directly, and tightness is
// the vertex duals' sum compared word by word from the lowest (most edges
// differ there) when no blossom holds both ends, as Tight.
func (g *Graph) TightWalks(mate, starts []int, skip, target int) (end, hit bool) {
	s := g.st
	if s == nil {
		panic("matching: TightWalks needs a solve")
	}
	n := s.n
	if len(s.walkSeen) < n {
		s.walkSeen = make([]int, n)
	}
	s.walkStamp++
	queue := s.walkQueue[:0]
	for _, a := range starts {
		if s.walkSeen[a] != s.walkStamp {
			s.walkSeen[a] = s.walkStamp
			queue = append(queue, a)
		}
	}
	defer func() { s.walkQueue = queue[:0] }()
	for i := 0; i < len(queue); i++ {
		a := queue[i]
		if wIsZero(s.yv(a)) {
			end = true
			if target < 0 {
				return end, false
			}
		}
		if s.top[a] >= n {
			s.markChain(a)
		}
		for b, ok := range g.adj[a*n : a*n+n] {
			if !ok || b == skip || b == mate[a] || !s.tightFrom(a, b) {
				continue
			}
			if b == target {
				return end, true
			}
			c := mate[b]
			if c < 0 {
				end = true
				if target < 0 {
					return end, false
				}
				continue
			}
			if s.walkSeen[c] != s.walkStamp {
				s.walkSeen[c] = s.walkStamp
				queue = append(queue, c)
			}
		}
	}
	return end, false
}

// markChain marks the blossoms that hold a, each with the sum of the duals
// of it and the blossoms above it, for tightFrom.
func (s *solver) markChain(a int) {
	n, k := s.n, s.k
	if len(s.chainMark) < 2*n {
		s.chainMark, s.chainZ = make([]int, 2*n), make([]uint64, 2*n*k)
	}
	s.chainStamp++
	chain := s.pathBuf[:0]
	for b := s.parent[a]; b >= 0; b = s.parent[b] {
		chain = append(chain, b)
	}
	var above []uint64
	for i := len(chain) - 1; i >= 0; i-- {
		b := chain[i]
		z := s.chainZ[b*k : b*k+k]
		if above == nil {
			copy(z, s.zb(b))
		} else {
			wAdd(z, above, s.zb(b))
		}
		above = z
		s.chainMark[b] = s.chainStamp
	}
	s.pathBuf = chain[:0]
}

// tightFrom is tightEdge for an edge ab whose a was last given to
// markChain when it lies in a blossom: the blossoms that hold both a and b
// are those above the lowest blossom holding b that markChain marked (the
// chains of enclosing blossoms meet there), whose duals' sum markChain
// kept. The same sum as reducedSum's, found by walking b's chain alone.
func (s *solver) tightFrom(a, b int) bool {
	if s.top[a] != s.top[b] {
		return s.tight(a, b)
	}
	k := s.k
	x := s.parent[b]
	for s.chainMark[x] != s.chainStamp {
		x = s.parent[x]
	}
	t := s.tmp2
	wAdd(t, s.yv(a), s.yv(b))
	wAdd(t, t, s.chainZ[x*k:x*k+k])
	w := s.w2(s.edge(a, b))
	for i := range t {
		if t[i] != w[i] {
			return false
		}
	}
	return true
}

// tightEdge reports whether the present edge uv has a zero reduced cost,
// the duals of the blossoms that hold both ends counted.
func (s *solver) tightEdge(u, v int) bool {
	if s.top[u] != s.top[v] {
		// No blossom holds both (every blossom lies inside one
		// top-level blossom): the vertex duals' sum, word by word with
		// an early exit (tight).
		return s.tight(u, v)
	}
	t := s.tmp2
	s.reducedSum(t, u, v)
	w := s.w2(s.edge(u, v))
	for i := range t {
		if t[i] != w[i] {
			return false
		}
	}
	return true
}

// SwapCycle looks for a matching of the same weight as mate that pairs u
// with v, by an alternating cycle: u-v, v's matched edge to a0 = mate[v],
// then tight edges not in mate and matched edges in turn (a0-b0, b0-a1,
// a1-b1, ..., ak-bk with bk = mate[u]), back to u by u's matched edge. The
// search is breadth-first over tight edges between vertices that no
// blossom of the last solve holds (u and v never taken as a b); the cycle
// found is checked: its vertices distinct, matched in mate as in the
// solver's own matching, and the weight of the edges it brings in equal to
// that of the matched edges it takes out, summed exactly. It returns the
// new matching, and makes it the solver's own too (the next Resolve starts
// from it), or nil when no such cycle is found or the check fails. u and
// v must be matched, not to each other, and uv must be an edge.
//
// The solver's state stays a valid starting point: the duals are
// unchanged, every edge of the new matching is tight (the cycle's edges
// were checked tight), and no blossom is touched, as no vertex of the
// cycle is in one (so none of their matched edges, a blossom's base's
// included, changes).
func (g *Graph) SwapCycle(mate []int, u, v int) []int {
	s := g.st
	if s == nil {
		panic("matching: SwapCycle needs a solve")
	}
	n, m, a0 := s.n, mate[u], mate[v]
	free := func(x int) bool { return s.top[x] == x && mate[x] == s.mate[x] }
	if !free(u) || !free(v) || !free(m) || !free(a0) {
		return nil
	}
	if len(s.walkFrom) < n {
		s.walkSeen, s.walkFrom = make([]int, n), make([]int, n)
	}
	s.walkStamp++
	s.walkSeen[a0], s.walkFrom[a0] = s.walkStamp, -1
	queue := append(s.walkQueue[:0], a0)
	defer func() { s.walkQueue = queue[:0] }()
	last := -1 // the vertex ak from which bk = m is reached
	for i := 0; i < len(queue) && last < 0; i++ {
		a := queue[i]
		for b, ok := range g.adj[a*n : a*n+n] {
			if !ok || b == u || b == v || b == mate[a] || !free(b) || !s.tight(a, b) {
				continue
			}
			if b == m {
				last = a
				break
			}
			c := mate[b]
			if c >= 0 && free(c) && s.walkSeen[c] != s.walkStamp {
				s.walkSeen[c], s.walkFrom[c] = s.walkStamp, a
				queue = append(queue, c)
			}
		}
	}
	if last < 0 {
		return nil
	}
	return s.swap(mate, u, v, last)
}

// swap checks and applies SwapCycle's cycle, found back from last.
func (s *solver) swap(mate []int, u, v, last int) []int {
	m := mate[u]
	// The cycle's new edges: uv, then (a, b) for each a on the path back
	// from last, b being m for last and mate of the a after it otherwise.
	s.walkStamp++
	seen := func(x int) bool {
		old := s.walkSeen[x] == s.walkStamp
		s.walkSeen[x] = s.walkStamp
		return old
	}
	seen(u)
	seen(v)
	next := make([]int, s.n)
	copy(next, mate)
	in, out := make([]uint64, s.k+1), make([]uint64, s.k+1)
	addTo(in, s.w2(s.edge(u, v)))
	addTo(out, s.w2(s.edge(u, m)))
	next[u], next[v] = v, u
	for a, b := last, m; a >= 0; a = s.walkFrom[a] {
		if seen(a) || seen(b) {
			return nil
		}
		addTo(in, s.w2(s.edge(a, b)))
		addTo(out, s.w2(s.edge(a, mate[a])))
		next[a], next[b] = b, a
		b = mate[a]
		if s.walkFrom[a] < 0 && b != v {
			panic("matching: SwapCycle's path does not start at v's mate")
		}
	}
	for i := range in {
		if in[i] != out[i] {
			return nil
		}
	}
	copy(s.mate, next)
	return next
}

// addTo adds the k-word value x to acc, of k+1 words: a sum of up to 2^64
// values cannot overflow it.
func addTo(acc, x []uint64) {
	var c uint64
	for i, word := range x {
		acc[i], c = bits.Add64(acc[i], word, c)
	}
	acc[len(x)] += c
}
