package matching

// Labels of the jump start's forest.
const (
	jFree  int8 = iota
	jOuter      // an exposed root, or the mate of an inner vertex
	jInner      // matched, reached by a tight edge from an outer vertex
	jDead       // the root of a tree that augmented during this pass
)

// Limits of the jump start: the fewest exposed roots worth a pass, the
// most passes, and the most idle passes in a row, a pass being idle when it
// augments fewer than a share (1/jumpShare) of its roots: a dual change
// alone, or a few augmentations.
const (
	minJumpRoots  = 4
	maxJumpPasses = 64
	maxJumpIdle   = 4
	jumpShare     = 8
)

// jumpStart improves the starting point of the stages. It grows an
// alternating forest of tight edges from the exposed vertices with a
// positive dual all at once (trivial blossoms only, no shrinking),
// augments along every path it finds between two trees (or to an exposed
// vertex of dual zero), and when it finds none changes the duals of the
// whole forest by the largest amount that keeps them feasible: outer
// vertices down, inner vertices up. This is the multi-tree dual step of
// the primal-dual method, without blossoms.
//
// Why it is exact: the stages need feasible, non-negative duals, matched
// edges that are tight and blossoms that are consistent, and from any such
// point they end at a maximum-weight matching. The jump start keeps all
// of it: an outer dual falls by at most its value; the change is bounded
// by the slack of every edge whose slack falls (between two outer
// vertices by twice the change, from an outer vertex to an unlabeled one
// or to one inside a blossom by the change); an inner vertex and its
// outer mate move by opposite amounts, so their matched edge stays tight;
// an augmentation uses tight edges only; blossoms and their duals are not
// touched. Which maximum-weight matching is found may change, not its
// weight (the engines read only what every maximum-weight matching
// shares: see package dutch).
//
// Why it is faster: a stage grows one tree and ends at its first
// augmentation. When many exposed vertices share one tight neighbour (a
// player every other player prefers, such as a moved-down player in a
// heterogeneous bracket), every stage regrows its tree through all the
// pairs matched so far: n/2 stages of O(n) scans each. One dual step of
// the forest lowers all those vertices together, and the next pass
// matches most of them. A pass costs O(n^2) words; the passes stop when
// they stop paying (see the limits above).
func (s *solver) jumpStart() {
	if noJumpStart {
		return
	}
	idle := 0
	for pass := 0; pass < maxJumpPasses && idle < maxJumpIdle; pass++ {
		roots, augmented := s.jumpForest()
		if roots < minJumpRoots || augmented == 0 && !s.jumpDual() {
			return
		}
		if augmented*jumpShare >= roots {
			idle = 0
		} else {
			idle++
		}
	}
}

// noJumpStart turns the jump start off, for the tests that measure it.
var noJumpStart bool

// jumpRoot reports whether v may root a tree of the jump start: an
// exposed trivial blossom with a positive dual.
func (s *solver) jumpRoot(v int) bool {
	return s.mate[v] < 0 && s.top[v] == v && !wIsZero(s.yv(v))
}

// jumpForest labels the forest and augments along the tight paths it
// finds between two trees. It returns the number of roots and of
// augmentations.
//
// A tight edge joins two vertices whose doubled duals have the same
// parity (their sum is twice a weight), so every vertex of a tree has its
// root's parity. The forest grows from the roots of the more common parity
// only: the slack between two of its outer vertices is then even, and its
// half, the dual change that makes the edge tight, exact.
func (s *solver) jumpForest() (roots, augmented int) {
	n := s.n
	if len(s.jlab) != n {
		s.jlab = make([]int8, n)
		s.jroot = make([]int, n)
		s.jpar = make([]int, n)
	}
	clear(s.jlab)
	var count [2]int
	for v := 0; v < n; v++ {
		if s.jumpRoot(v) {
			count[s.y[v*s.k]&1]++
		}
	}
	parity := uint64(0)
	if count[1] > count[0] {
		parity = 1
	}
	q := s.queue[:0]
	for v := 0; v < n; v++ {
		if s.jumpRoot(v) && s.y[v*s.k]&1 == parity {
			s.jlab[v], s.jroot[v] = jOuter, v
			q = append(q, v)
		}
	}
	roots = len(q)
	if roots >= minJumpRoots {
		q, augmented = s.jumpGrow(q)
	}
	s.queue = q[:0]
	return roots, augmented
}

// jumpGrow scans the outer vertices of the queue, breadth first, and
// returns the queue and the number of augmentations.
func (s *solver) jumpGrow(q []int) ([]int, int) {
	n := s.n
	augmented := 0
	for i := 0; i < len(q); i++ {
		x := q[i]
		if s.jlab[s.jroot[x]] == jDead {
			continue
		}
		adj := s.g.adj[x*n : x*n+n]
		k := s.k
		y0, row := s.y[x*k], s.g.w2[x*n*k:(x+1)*n*k]
		for u, ok := range adj {
			if !ok || s.top[u] != u || s.jlab[u] == jInner {
				continue
			}
			// tight's first word, without the call: most edges fail it.
			if y0+s.y[u*k] != row[u*k] || !s.tight(x, u) {
				continue
			}
			var aug bool
			if q, aug = s.jumpEdge(x, u, q); aug {
				augmented++
				break
			}
		}
	}
	return q, augmented
}

// jumpEdge handles the tight edge xu from the outer vertex x of a live
// tree: it labels u's pair, or augments. It returns the queue and whether
// it augmented.
func (s *solver) jumpEdge(x, u int, q []int) ([]int, bool) {
	switch s.jlab[u] {
	case jFree:
		m := s.mate[u]
		if m < 0 { // exposed, of dual zero
			s.jumpAugment(x, u)
			return q, true
		}
		if s.top[m] != m || s.jlab[m] != jFree {
			return q, false
		}
		r := s.jroot[x]
		s.jlab[u], s.jroot[u], s.jpar[u] = jInner, r, x
		s.jlab[m], s.jroot[m] = jOuter, r
		return append(q, m), false
	case jOuter:
		if s.jroot[u] != s.jroot[x] && s.jlab[s.jroot[u]] != jDead {
			s.jumpAugment(x, u)
			return q, true
		}
	}
	return q, false
}

// jumpAugment augments along the tree path of x, the tight edge xu and
// the tree path of u (if u is outer), and marks the trees dead.
func (s *solver) jumpAugment(x, u int) {
	rx := s.jroot[x]
	s.jumpFlip(x)
	if s.jlab[u] == jOuter {
		ru := s.jroot[u]
		s.jumpFlip(u)
		s.jlab[ru] = jDead
	} else {
		s.jlab[u], s.jroot[u] = jDead, u
	}
	s.mate[x], s.mate[u] = u, x
	s.jlab[rx] = jDead
}

// jumpFlip flips the matched and unmatched edges of the tree path from
// the outer vertex x up to its root, leaving x to be matched anew.
func (s *solver) jumpFlip(x int) {
	r := s.jroot[x]
	i := s.mate[x] // the inner vertex above x
	for x != r {
		p := s.jpar[i]
		next := s.mate[p] // the inner vertex above p; -1 at the root
		s.mate[i], s.mate[p] = p, i
		x, i = p, next
	}
}

// jumpDual changes the duals of the forest by the largest amount that
// keeps them feasible (see jumpStart) and reports whether it is positive.
func (s *solver) jumpDual() bool {
	n := s.n
	d, t := s.dmin, s.tmp
	first := true
	for x := 0; x < n; x++ {
		if s.jlab[x] != jOuter {
			continue
		}
		if first || wLess(s.yv(x), d) {
			wCopy(d, s.yv(x))
			first = false
		}
		adj := s.g.adj[x*n : x*n+n]
		for u, ok := range adj {
			if !ok || s.jlab[u] == jInner || (s.jlab[u] == jOuter && u < x) {
				continue
			}
			s.slack(t, x, u)
			if s.jlab[u] == jOuter && s.top[u] == u {
				wShr1(t, t) // both ends fall
			}
			if wLess(t, d) {
				wCopy(d, t)
				if wIsZero(d) {
					return false
				}
			}
		}
	}
	if first || wIsZero(d) {
		return false
	}
	for v := 0; v < n; v++ {
		switch s.jlab[v] {
		case jOuter:
			wSub(s.yv(v), s.yv(v), d)
		case jInner:
			wAdd(s.yv(v), s.yv(v), d)
		}
	}
	return true
}
