package matching

// stage runs one stage of the primal-dual algorithm, growing a single
// alternating tree from the first exposed vertex whose dual is positive.
// (Other exposed vertices keep their duals; reaching one of them along a
// tight edge ends the stage with an augmentation. Growing one tree at a
// time keeps the duals integral without any parity condition, since all
// vertices of the tree have duals of the root's parity, and it is faster
// than regrowing a whole forest after each augmentation.) stage returns
// false if there was no such vertex, that is, if the matching already has
// maximum weight.
func (s *solver) stage() bool {
	s.resetStage()
	root := -1
	for v := 0; v < s.n && root < 0; v++ {
		if s.mate[v] < 0 && !wIsZero(s.yv(v)) {
			root = v
		}
	}
	if root < 0 {
		return false
	}
	s.assignOuter(s.top[root], -1)
	for {
		for len(s.queue) > 0 {
			v := s.queue[len(s.queue)-1]
			s.queue = s.queue[:len(s.queue)-1]
			if s.scan(v) {
				s.endStage()
				return true
			}
		}
		if s.dualStep() {
			s.endStage()
			return true
		}
	}
}

func (s *solver) resetStage() {
	for b := range s.label {
		s.label[b] = unlabeled
		s.labelEdge[b] = -1
		s.sbest[b] = -1
		s.hasList[b] = false
	}
	for v := range s.vbest {
		s.vbest[v] = -1
	}
	clear(s.delta)
	clear(s.delta2)
	s.minYhat = -1
	s.queue = s.queue[:0]
}

// endStage expands the top-level blossoms whose dual is zero.
func (s *solver) endStage() {
	for v := 0; v < s.n; v++ {
		b := s.top[v]
		if b >= s.n && s.base[b] == v && wIsZero(s.zb(b)) {
			s.expandZero(b)
		}
	}
}

// expandZero dissolves the top-level blossom b and, recursively, those of
// its sub-blossoms whose dual is zero.
func (s *solver) expandZero(b int) {
	s.detach(b)
	for _, c := range s.childs[b] {
		if c >= s.n && wIsZero(s.zb(c)) {
			s.expandZero(c)
		}
	}
	s.freeBlossom(b)
}

// assignOuter labels the top-level blossom b outer, reached by edge e (-1
// for a root), and queues its vertices for scanning.
func (s *solver) assignOuter(b, e int) {
	s.label[b] = outer
	s.labelEdge[b] = e
	s.sbest[b] = -1
	s.hasList[b] = false
	s.leafBuf = s.leaves(b, s.leafBuf[:0])
	for _, v := range s.leafBuf {
		s.makeOuterVertex(v)
	}
}

// makeOuterVertex records that v has just become outer.
func (s *solver) makeOuterVertex(v int) {
	wAdd(s.yh(v), s.yv(v), s.delta)
	if s.minYhat < 0 || wLess(s.yh(v), s.yh(s.minYhat)) {
		s.minYhat = v
	}
	s.queue = append(s.queue, v)
}

// assignInner labels the top-level blossom b inner, reached by edge e, and
// labels the blossom matched to its base outer.
func (s *solver) assignInner(b, e int) {
	s.label[b] = inner
	s.labelEdge[b] = e
	bm := s.base[b]
	m := s.mate[bm]
	s.assignOuter(s.top[m], s.edge(bm, m))
}

// scan examines the edges of the outer vertex v. It returns true if the
// stage ended with an augmentation.
func (s *solver) scan(v int) bool {
	n, k := s.n, s.k
	hi := k - 1
	bv := s.top[v]
	yv := s.yh(v)
	yvHi := yv[hi]
	adj := s.g.adj[v*n : v*n+n]
	w := s.g.w2[v*n*k : (v+1)*n*k]
	c := s.tmp
	for u, ok := range adj {
		if !ok {
			continue
		}
		bu := s.top[u]
		if bu == bv {
			continue
		}
		if s.label[bu] == outer {
			s.scanOuter(v, u)
			bv = s.top[v]
			continue
		}
		// Candidate key c = yhat[v]-w2[v,u]; it matters only if it is
		// less than vkey[u]. Most candidates are rejected by the top
		// words alone (the borrow from the lower words is at most 1).
		wu := w[u*k : u*k+k]
		best := s.vbest[u] >= 0
		if best && int64(yvHi-wu[hi]-1) > int64(s.vkey[u*k+hi]) {
			continue
		}
		wSub(c, yv, wu)
		if best && !wLessS(c, s.vk(u)) {
			continue
		}
		s.vbest[u] = v
		wCopy(s.vk(u), c)
		if s.label[bu] == unlabeled {
			key := s.tmp2
			wAdd(key, c, s.yv(u))
			if wEqual(key, s.delta) && s.tightFree(v, u) {
				return true
			}
		}
	}
	return false
}

// scanOuter handles the edge vu between the outer vertex v and an outer
// vertex u of another blossom.
func (s *solver) scanOuter(v, u int) {
	bv := s.top[v]
	// Most edges are rejected by the top words alone: the key's top word
	// is t = yhat[v]+yhat[u]-w2 in the top words, give or take the carry
	// and the borrow from below (one each); when t-1 exceeds the top word
	// of bv's best key, the key is larger, hence neither bv's best nor
	// equal to 2*delta (every key is at least 2*delta: the slack is not
	// negative).
	if s.sbest[bv] >= 0 {
		hi := s.k - 1
		t := s.yhat[v*s.k+hi] + s.yhat[u*s.k+hi] - s.g.w2[s.edge(v, u)*s.k+hi]
		if int64(t)-1 > int64(s.skey[bv*s.k+hi]) {
			return
		}
	}
	key := s.tmp2
	wAdd(key, s.yh(v), s.yh(u))
	wSub(key, key, s.w2(s.edge(v, u)))
	if wEqual(key, s.delta2) {
		s.addBlossom(s.commonBase(bv, s.top[u]), v, u)
		return
	}
	if s.sbest[bv] < 0 || wLess(key, s.sk(bv)) {
		s.sbest[bv] = s.edge(v, u)
		wCopy(s.sk(bv), key)
	}
}

// tightFree handles the tight edge xu from an outer vertex x to an
// unlabeled blossom. It returns true if it augmented the matching.
func (s *solver) tightFree(x, u int) bool {
	bu := s.top[u]
	if s.mate[s.base[bu]] < 0 {
		s.augment(x, u)
		return true
	}
	s.assignInner(bu, s.edge(x, u))
	return false
}

// treeUp returns the outer blossom two levels above the outer blossom b in
// its alternating tree, or -1 if b is a root.
func (s *solver) treeUp(b int) int {
	e := s.labelEdge[b]
	if e < 0 {
		return -1
	}
	t := s.top[e/s.n]
	return s.top[s.labelEdge[t]/s.n]
}

// commonBase returns the nearest common outer ancestor of the outer
// blossoms a and b. (There is only one tree, so it exists.)
func (s *solver) commonBase(a, b int) int {
	s.stamp++
	for a >= 0 || b >= 0 {
		if a >= 0 {
			if s.mark[a] == s.stamp {
				return a
			}
			s.mark[a] = s.stamp
			a = s.treeUp(a)
		}
		a, b = b, a
	}
	panic("matching: outer blossoms in different trees")
}

// dualStep changes the duals by the largest feasible amount and acts on
// the constraint that became tight. It returns true if the stage ended.
func (s *solver) dualStep() bool {
	kind, arg := s.findDelta()
	s.applyDelta(s.dmin)
	switch kind {
	case 1: // an outer vertex reached dual zero
		if s.mate[arg] >= 0 {
			s.augmentFrom(arg, -1)
		}
		return true
	case 2:
		return s.tightFree(s.vbest[arg], arg)
	case 3:
		x, y := s.ends(s.sbest[arg])
		s.addBlossom(s.commonBase(s.top[x], s.top[y]), x, y)
		return false
	default:
		s.expandInner(arg)
		return false
	}
}

// findDelta sets s.dmin to the largest feasible dual change and returns
// which constraint limits it: 1 (vertex dual, arg = vertex), 2 (edge to an
// unlabeled vertex, arg = that vertex), 3 (edge between outer blossoms,
// arg = blossom) or 4 (inner blossom dual, arg = blossom).
func (s *solver) findDelta() (kind, arg int) {
	d, t := s.dmin, s.tmp
	kind, arg = 1, s.minYhat
	wSub(d, s.yh(arg), s.delta)
	for u := 0; u < s.n; u++ {
		if s.vbest[u] < 0 || s.label[s.top[u]] != unlabeled {
			continue
		}
		wAdd(t, s.vk(u), s.yv(u))
		wSub(t, t, s.delta)
		if wLess(t, d) {
			wCopy(d, t)
			kind, arg = 2, u
		}
	}
	for v := 0; v < s.n; v++ {
		b := s.top[v]
		if s.base[b] != v {
			continue
		}
		switch {
		case s.label[b] == outer && s.sbest[b] >= 0:
			wSub(t, s.sk(b), s.delta2)
			wShr1(t, t)
			if wLess(t, d) {
				wCopy(d, t)
				kind, arg = 3, b
			}
		case s.label[b] == inner && b >= s.n:
			wShr1(t, s.zb(b))
			if wLess(t, d) {
				wCopy(d, t)
				kind, arg = 4, b
			}
		}
	}
	return kind, arg
}

// applyDelta lowers the duals of outer vertices by d, raises those of inner
// vertices, and adjusts the top-level blossom duals accordingly.
func (s *solver) applyDelta(d []uint64) {
	if wIsZero(d) {
		return
	}
	wAdd(s.delta, s.delta, d)
	wAdd(s.delta2, s.delta2, d)
	wAdd(s.delta2, s.delta2, d)
	for v := 0; v < s.n; v++ {
		switch s.label[s.top[v]] {
		case outer:
			wSub(s.yv(v), s.yv(v), d)
		case inner:
			wAdd(s.yv(v), s.yv(v), d)
		}
		b := s.top[v]
		if b < s.n || s.base[b] != v {
			continue
		}
		switch s.label[b] {
		case outer:
			wAdd(s.zb(b), s.zb(b), d)
			wAdd(s.zb(b), s.zb(b), d)
		case inner:
			wSub(s.zb(b), s.zb(b), d)
			wSub(s.zb(b), s.zb(b), d)
		}
	}
}
