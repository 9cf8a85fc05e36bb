package matching

// initFresh prepares a solve from scratch: every vertex dual starts at the
// weight of its heaviest edge (a feasible dual solution), then the duals of
// exposed vertices are lowered and tight edges matched greedily.
func (s *solver) initFresh() {
	s.resetBlossoms()
	n := s.n
	for v := 0; v < n; v++ {
		s.mate[v] = -1
		yv := s.yv(v)
		clear(yv)
		adj := s.g.adj[v*n : v*n+n]
		for u, ok := range adj {
			if ok && wLess(yv, s.w2(v*n+u)) {
				copy(yv, s.w2(v*n+u))
			}
		}
		wShr1(yv, yv) // y = w2/2 = the weight itself (duals are doubled)
	}
	s.normalize()
}

// initWarm prepares a solve that starts from the previous solution: the
// blossoms are dissolved, moving half of each blossom dual to each of its
// vertices, which keeps every edge feasible and every matched edge inside a
// blossom tight; then the solution is repaired for the current edges.
func (s *solver) initWarm() {
	for v := 0; v < s.n; v++ {
		for b := s.parent[v]; b >= 0; b = s.parent[b] {
			wShr1(s.tmp, s.zb(b))
			wAdd(s.yv(v), s.yv(v), s.tmp)
		}
	}
	s.resetBlossoms()
	s.normalize()
}

// normalize turns the current duals and matching (without blossoms) into
// a valid starting point: feasible duals and matched edges present and
// tight.
func (s *solver) normalize() {
	n := s.n
	t := s.tmp
	// Unmatch edges that are absent or not tight, and the ends of
	// infeasible edges.
	for v := 0; v < n; v++ {
		if m := s.mate[v]; m >= 0 {
			if !s.g.adj[v*n+m] {
				s.unmatch(v)
				continue
			}
			s.slack(t, v, m)
			if !wIsZero(t) {
				s.unmatch(v)
			}
		}
	}
	for v := 0; v < n; v++ {
		adj := s.g.adj[v*n : v*n+n]
		for u := v + 1; u < n; u++ {
			if !adj[u] {
				continue
			}
			wAdd(t, s.yv(v), s.yv(u))
			if wLess(t, s.w2(v*n+u)) {
				s.unmatch(v)
				s.unmatch(u)
			}
		}
	}
	// Set the dual of each exposed vertex to the least feasible value.
	for v := 0; v < n; v++ {
		if s.mate[v] < 0 {
			s.lowerDual(v)
		}
	}
	// Match tight edges between exposed vertices greedily.
	for v := 0; v < n; v++ {
		if s.mate[v] >= 0 || wIsZero(s.yv(v)) {
			continue
		}
		adj := s.g.adj[v*n : v*n+n]
		for u := v + 1; u < n; u++ {
			if adj[u] && s.mate[u] < 0 {
				s.slack(t, v, u)
				if wIsZero(t) {
					s.mate[v], s.mate[u] = u, v
					break
				}
			}
		}
	}
}

func (s *solver) unmatch(v int) {
	if m := s.mate[v]; m >= 0 {
		s.mate[m] = -1
		s.mate[v] = -1
	}
}

// lowerDual sets y[v] to the least value that keeps every edge of v
// feasible (zero if v has no edge).
func (s *solver) lowerDual(v int) {
	n := s.n
	yv := s.yv(v)
	clear(yv)
	t := s.tmp
	adj := s.g.adj[v*n : v*n+n]
	for u, ok := range adj {
		if !ok {
			continue
		}
		w := s.w2(v*n + u)
		if !wLess(s.yv(u), w) {
			continue
		}
		wSub(t, w, s.yv(u))
		if wLess(yv, t) {
			copy(yv, t)
		}
	}
}
