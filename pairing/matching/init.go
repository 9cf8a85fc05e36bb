package matching

import "slices"

// initFresh prepares a solve from scratch: every vertex dual starts at the
// weight of its heaviest edge (a feasible dual solution), then the duals of
// exposed vertices are lowered and tight edges matched greedily.
func (s *solver) initFresh() {
	s.g.loosened = s.g.loosened[:0]
	s.g.overflow = false
	s.resetBlossoms()
	n := s.n
	for v := 0; v < n; v++ {
		s.mate[v] = -1
		yv := s.yv(v)
		clear(yv)
		adj := s.g.adj[v*n : v*n+n]
		for u, ok := range adj {
			if ok && wLess(yv, s.w2(v*n+u)) {
				wCopy(yv, s.w2(v*n+u))
			}
		}
		wShr1(yv, yv) // y = w2/2 = the weight itself (duals are doubled)
	}
	s.normalize(true)
}

// initWarm prepares a solve that starts from the previous solution. The
// blossoms affected by the changes of the graph since then are dissolved:
// those containing both ends of an edge removed or made lighter, and those
// containing an end of an edge added or made heavier that is now
// infeasible (or all blossoms, if too many edges were loosened; those
// containing an end of any edge added or made heavier, if the graph did
// not keep them all). Then the solution is repaired for the current edges.
func (s *solver) initWarm() {
	g := s.g
	n := s.n
	switch {
	case g.overflow:
		for v := 0; v < n; v++ {
			s.dissolveUp(v)
		}
	default:
		for _, e := range g.loosened {
			u, v := s.ends(e)
			for s.top[u] == s.top[v] && s.top[u] >= n {
				s.dissolve(s.top[u])
			}
		}
		if !g.raisedOver {
			s.dissolveInfeasible()
			break
		}
		for v := 0; v < n; v++ {
			if g.dirty[v] {
				s.dissolveUp(v)
			}
		}
	}
	g.loosened = g.loosened[:0]
	g.overflow = false
	s.normalize(false)
}

// dissolveInfeasible dissolves the blossoms containing an end of an edge
// added or made heavier since the last solve whose reduced cost (Edmonds'
// LP: y(u) + y(v) + z(the blossoms holding both ends) - w(uv)) is now
// negative. It used to dissolve those containing an end of any such edge:
// a decision's bonus raises a few players' edges to nearly every vertex
// of the bracket, and every blossom of the bracket was dissolved, to be
// shrunk again by the stages.
//
// Why it is exact: the stages start from any point with feasible,
// non-negative duals, matched edges that are tight and blossoms whose
// cycles are tight and whose matchings are near-perfect, and end at a
// maximum-weight matching. A raised edge that is still feasible breaks
// none of it: it was not tight before (a tight edge raised is infeasible),
// so it is neither matched nor an edge of a blossom's cycle, and its
// feasibility is what it has to keep. The infeasible ones have their ends
// in no blossom after this, as normalize requires to unmatch them; and
// dissolving a blossom moves half its dual to each of its vertices, which
// changes the reduced cost of no edge with both ends inside and raises
// the others', so every edge found feasible here stays so. normalize
// checks only the raised edges between different top-level blossoms,
// where the reduced cost is the vertex duals' slack: one inside a
// blossom was found feasible here.
func (s *solver) dissolveInfeasible() {
	g := s.g
	t := s.tmp
	for _, e := range g.raised {
		if !g.adj[e] {
			continue
		}
		u, v := s.ends(e)
		s.reducedSum(t, u, v)
		if wLess(t, s.w2(e)) {
			s.dissolveUp(u)
			s.dissolveUp(v)
		}
	}
}

// reducedSum sets t to y(u) + y(v) + z(the blossoms that hold both u and
// v): the edge uv's reduced cost plus its (doubled) weight. The blossoms
// that hold both are those above their lowest common blossom, where the
// chains of enclosing blossoms meet.
func (s *solver) reducedSum(t []uint64, u, v int) {
	wAdd(t, s.yv(u), s.yv(v))
	if s.parent[u] < 0 || s.parent[v] < 0 {
		return
	}
	s.stamp++
	for b := s.parent[u]; b >= 0; b = s.parent[b] {
		s.mark[b] = s.stamp
	}
	for b := s.parent[v]; b >= 0; b = s.parent[b] {
		if s.mark[b] == s.stamp {
			wAdd(t, t, s.zb(b))
		}
	}
}

// dissolveUp dissolves the blossoms containing v, outermost first.
func (s *solver) dissolveUp(v int) {
	for s.top[v] >= s.n {
		s.dissolve(s.top[v])
	}
}

// dissolve dissolves the top-level blossom b, moving half of its dual to
// each of its vertices. This keeps every edge feasible and every matched
// edge inside b tight; only the matched edge at the base of b, if any, may
// lose tightness (normalize then unmatches it).
//
// Each child's leaves are walked once, for the dual, the mark and the new
// top together (detach's work, child by child): the leaves of b are those
// of its children, and each vertex gets the same values as when b's leaves
// were walked for the duals and detach walked them again for the tops (the
// updates of different vertices are independent).
func (s *solver) dissolve(b int) {
	half := s.tmp
	wShr1(half, s.zb(b))
	for _, c := range s.childs[b] {
		s.parent[c] = -1
		if c < s.n { // a vertex: no walk (most children are)
			wAdd(s.yv(c), s.yv(c), half)
			s.redo[c] = true // lower its dual if it is exposed
			s.top[c] = c
			continue
		}
		s.leafBuf = s.leaves(c, s.leafBuf[:0])
		for _, v := range s.leafBuf {
			wAdd(s.yv(v), s.yv(v), half)
			s.redo[v] = true
			s.top[v] = c
		}
	}
	s.freeBlossom(b)
}

// normalize turns the current duals and matching into a valid starting
// point: feasible duals, and matched edges present and tight. If all is
// true (after initFresh), the duals are already feasible, every vertex is
// exposed and every dual is lowered. Otherwise (after initWarm) only the
// edges of the vertices marked dirty in the graph (ends of edges added or
// made heavier since the last solve) are checked for feasibility, and only
// the duals of exposed vertices that are dirty, newly exposed or marked in
// s.redo are recomputed. The other edges were feasible before and stay so:
// removing or lightening edges cannot make an edge infeasible, duals only grow here, and
// lowerDual keeps every edge of its vertex feasible. Last, the jump start
// (forest.go) matches more.
func (s *solver) normalize(all bool) {
	n := s.n
	t := s.tmp
	redo := s.redo
	mark := func(v int) { redo[v] = true }
	// Unmatch edges that are absent or not tight. (Matched edges inside a
	// blossom kept by initWarm are unchanged, hence present and tight.)
	for v := 0; v < n; v++ {
		if m := s.mate[v]; m > v && s.top[v] != s.top[m] {
			ok := s.g.adj[v*n+m]
			if ok {
				ok = s.tight(v, m)
			}
			if !ok {
				s.unmatch(v)
				mark(v)
				mark(m)
			}
		}
	}
	// Unmatch the ends of infeasible edges. Only changed edges can be
	// infeasible, and their ends are in no blossom (see initWarm and
	// dissolveInfeasible: a changed edge inside a blossom is feasible).
	// The duals set by initFresh are feasible.
	k, hi := s.k, s.k-1
	raised := s.raisedEdges(all)
	for v := 0; v < n; v++ {
		if all {
			mark(v)
			continue
		}
		if !s.g.dirty[v] {
			continue
		}
		if s.mate[v] < 0 {
			mark(v)
		}
		if raised != nil {
			// Only v's changed edges, in the same order as the row's.
			for len(raised) > 0 && raised[0]/n <= v {
				u := raised[0] % n
				onV := raised[0]/n == v
				raised = raised[1:]
				if onV && s.g.adj[v*n+u] && s.top[u] != s.top[v] {
					wAdd(t, s.yv(v), s.yv(u))
					if wLess(t, s.w2(v*n+u)) {
						s.unmatchInfeasible(v, u, mark)
					}
				}
			}
			continue
		}
		adj := s.g.adj[v*n : v*n+n]
		yv := s.yv(v)
		w := s.g.w2[v*n*k : (v+1)*n*k]
		for u, ok := range adj {
			if !ok {
				continue
			}
			// The top words decide most edges: the sum's top word is
			// yv[hi]+y[u][hi] or one more (the carry from below), with
			// no overflow (the headroom bits); above the weight's top
			// word, the sum is above the weight: the edge is feasible.
			if top := yv[hi] + s.y[u*k+hi]; top > w[u*k+hi] {
				continue
			}
			wAdd(t, yv, s.yv(u))
			if wLess(t, w[u*k:u*k+k]) {
				s.unmatchInfeasible(v, u, mark)
			}
		}
	}
	// Set the dual of each of those exposed vertices to the least feasible
	// value, except at the base of a blossom, whose dual is tied to the
	// blossom's internal edges.
	for v := 0; v < n; v++ {
		if redo[v] && s.mate[v] < 0 && s.top[v] == v {
			s.lowerDual(v)
		}
	}
	// Match tight edges between exposed vertices greedily. (Two exposed
	// vertices are never in the same blossom.)
	for v := 0; v < n; v++ {
		if !redo[v] || s.mate[v] >= 0 || wIsZero(s.yv(v)) {
			continue
		}
		adj := s.g.adj[v*n : v*n+n]
		for u, ok := range adj {
			if ok && s.mate[u] < 0 {
				if s.tight(v, u) {
					s.mate[v], s.mate[u] = u, v
					break
				}
			}
		}
	}
	s.jumpStart()
	clear(redo)
	clear(s.g.dirty)
	s.g.raised, s.g.raisedOver = s.g.raised[:0], false
}

// unmatchInfeasible unmatches the ends of the infeasible edge vu and marks
// them and their mates for new duals.
func (s *solver) unmatchInfeasible(v, u int, mark func(int)) {
	for _, x := range [...]int{v, u, s.mate[v], s.mate[u]} {
		if x >= 0 {
			mark(x)
		}
	}
	s.unmatch(v)
	s.unmatch(u)
}

// raisedEdges returns the edges added or made heavier since the last
// solve, each in both directions (v*n+u and u*n+v), sorted and without
// repeats, or nil when the graph did not keep them all (or all is set).
//
// normalize checks them instead of every edge of their ends (the dirty
// vertices): only they can be infeasible (see normalize), so the
// infeasible edges, and the order in which normalize meets them (by
// vertex, then by the other end), are the same, at a cost of the changed
// edges instead of n per dirty vertex. A decision's bonus raises a few
// players' edges and dirties nearly every vertex of the bracket.
func (s *solver) raisedEdges(all bool) []int {
	g := s.g
	if all || g.raisedOver || len(g.raised) == 0 {
		return nil
	}
	list := s.raisedBuf[:0]
	for _, e := range g.raised {
		u, v := s.ends(e)
		list = append(list, e, v*s.n+u)
	}
	slices.Sort(list)
	list = slices.Compact(list)
	s.raisedBuf = list
	return list
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
	k, hi := s.k, s.k-1
	adj := s.g.adj[v*n : v*n+n]
	row := s.g.w2[v*n*k : (v+1)*n*k]
	y := s.y[:n*k]
	for u, ok := range adj {
		if !ok {
			continue
		}
		// The top words first, before the values are sliced: a top word
		// of y[u] above w's means y[u] > w (as !wLess(yu, w) below).
		wHi, yuHi := row[u*k+hi], y[u*k+hi]
		if yuHi > wHi {
			continue
		}
		// w-y[u] has the top word w[hi]-yu[hi] or one less (the borrow
		// from below; when y[u] < w it does not wrap): a top word of y[v]
		// above it means y[v] > w-y[u] already. (When y[u] >= w, the
		// test below skips u anyway: the same u are skipped.)
		if yv[hi] > wHi-yuHi {
			continue
		}
		w := row[u*k : u*k+k]
		yu := y[u*k : u*k+k]
		if !wLess(yu, w) {
			continue
		}
		wSub(t, w, yu)
		if wLess(yv, t) {
			wCopy(yv, t)
		}
	}
}
