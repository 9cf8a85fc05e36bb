package matching

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
		for b, ok := range g.adj[a*n : a*n+n] {
			if !ok || b == skip || b == mate[a] || !s.tightEdge(a, b) {
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

// tightEdge reports whether the present edge uv has a zero reduced cost,
// the duals of the blossoms that hold both ends counted.
func (s *solver) tightEdge(u, v int) bool {
	if s.parent[u] < 0 || s.parent[v] < 0 {
		// No blossom holds both: the vertex duals' sum, word by word
		// with an early exit (tight).
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
