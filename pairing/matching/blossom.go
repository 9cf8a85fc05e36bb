package matching

// addBlossom shrinks the cycle formed by the tight edge xy between two
// outer blossoms and the tree paths from them up to their common ancestor
// bb into a new outer blossom.
func (s *solver) addBlossom(bb, x, y int) {
	b := s.newBlossom()
	bx, by := s.top[x], s.top[y]
	ch, ep := s.childs[b][:0], s.endps[b][:0]
	ch = append(ch, bb)
	// Path from bx up to bb, then walked downwards.
	path := s.pathBuf[:0]
	for c := bx; c != bb; {
		t := s.top[s.labelEdge[c]/s.n]
		path = append(path, c, t)
		c = s.top[s.labelEdge[t]/s.n]
	}
	for i := len(path) - 1; i >= 0; i-- {
		ep = append(ep, s.labelEdge[path[i]])
		ch = append(ch, path[i])
	}
	s.pathBuf = path
	ep = append(ep, s.edge(x, y))
	// Path from by up to bb.
	for c := by; c != bb; {
		t := s.top[s.labelEdge[c]/s.n]
		ch = append(ch, c, t)
		ep = append(ep, s.rev(s.labelEdge[c]), s.rev(s.labelEdge[t]))
		c = s.top[s.labelEdge[t]/s.n]
	}
	s.childs[b], s.endps[b] = ch, ep
	s.parent[b] = -1
	s.base[b] = s.base[bb]
	clear(s.zb(b))
	s.label[b] = outer
	s.labelEdge[b] = s.labelEdge[bb]
	for _, c := range ch {
		s.parent[c] = b
		wasInner := s.label[c] == inner
		if c < s.n { // a vertex: as the walk below, without it
			s.top[c] = b
			if wasInner {
				s.makeOuterVertex(c)
			}
			continue
		}
		s.leafBuf = s.leaves(c, s.leafBuf[:0])
		for _, v := range s.leafBuf {
			s.top[v] = b
			if wasInner {
				s.makeOuterVertex(v)
			}
		}
	}
	s.computeBest(b)
}

// computeBest computes the list of least-slack edges from the new outer
// blossom b to each other outer blossom, from the lists of its children or,
// for children without one, from their edges.
//
// A leaf's edges to other outer blossoms are found by walking the list of
// the vertices in other outer blossoms (in increasing order), made once at
// the first child without a list, instead of the leaf's whole row with a
// lookup of top and label for each edge: a tree holds few outer vertices.
// The list does not change during the loop: every leaf of b already has
// top b (addBlossom), the loop changes only the labels of b's children,
// which are no vertex's top any more, and considerBest changes neither.
// So considerBest is called for the same edges in the same order.
func (s *solver) computeBest(b int) {
	n := s.n
	s.touched = s.touched[:0]
	var other []int
	listed := false
	for _, c := range s.childs[b] {
		if s.hasList[c] {
			for _, e := range s.slist[c] {
				x, y := s.ends(e)
				s.considerBest(b, x, y)
			}
		} else {
			if !listed {
				other, listed = s.otherOuter(b), true
			}
			s.leafBuf = s.leaves(c, s.leafBuf[:0])
			for _, x := range s.leafBuf {
				adj := s.g.adj[x*n : x*n+n]
				for _, y := range other {
					if adj[y] {
						s.considerBest(b, x, y)
					}
				}
			}
		}
		s.hasList[c] = false
		s.sbest[c] = -1
		s.label[c] = unlabeled
		s.labelEdge[c] = -1
	}
	list := s.slist[b][:0]
	s.sbest[b] = -1
	for _, t := range s.touched {
		e := s.bestTo[t]
		s.bestTo[t] = -1
		list = append(list, e)
		if s.sbest[b] < 0 || wLess(s.bestToKey[t*s.k:t*s.k+s.k], s.sk(b)) {
			s.sbest[b] = e
			wCopy(s.sk(b), s.bestToKey[t*s.k:t*s.k+s.k])
		}
	}
	s.slist[b] = list
	s.hasList[b] = true
}

// otherOuter returns the vertices in outer blossoms other than b, in
// increasing order (in s.otherBuf, reused).
func (s *solver) otherOuter(b int) []int {
	other := s.otherBuf[:0]
	for y, t := range s.top[:s.n] {
		if s.label[t] == outer && t != b {
			other = append(other, y)
		}
	}
	s.otherBuf = other
	return other
}

// considerBest offers the edge xy, leaving the new blossom b, as the best
// edge from b to the blossom of its other end. (It takes the ends, not the
// edge's number: the division that splits a number costs more than the
// rest of the test.)
func (s *solver) considerBest(b, x, y int) {
	t := s.top[y]
	if t == b {
		return
	}
	e := s.edge(x, y)
	key := s.tmp2
	wAdd(key, s.yh(x), s.yh(y))
	wSub(key, key, s.w2(e))
	tk := s.bestToKey[t*s.k : t*s.k+s.k]
	if s.bestTo[t] < 0 {
		s.touched = append(s.touched, t)
	} else if !wLess(key, tk) {
		return
	}
	s.bestTo[t] = e
	wCopy(tk, key)
}

// childIndex returns the index, in the cycle of blossom b, of the child
// that contains vertex v.
func (s *solver) childIndex(b, v int) int {
	t := v
	for s.parent[t] != b {
		t = s.parent[t]
	}
	for i, c := range s.childs[b] {
		if c == t {
			return i
		}
	}
	panic("matching: vertex not in blossom")
}

// expandInner dissolves the inner blossom b, whose dual has reached zero,
// in the middle of a stage: the children on the even alternating path from
// the entry vertex to the base stay in the tree, the others become
// unlabeled (or are labeled again if a tight edge reaches them).
func (s *solver) expandInner(b int) {
	ch, ep := s.childs[b], s.endps[b]
	k := len(ch)
	e := s.labelEdge[b]
	j := s.childIndex(b, e%s.n)
	s.detach(b)
	for _, c := range ch {
		s.label[c] = unlabeled
		s.labelEdge[c] = -1
	}
	s.label[ch[j]] = inner
	s.labelEdge[ch[j]] = e
	if j&1 == 1 {
		for p := j; p < k; p += 2 {
			s.assignOuter(ch[p+1], ep[p])
			r := (p + 2) % k
			s.label[ch[r]] = inner
			s.labelEdge[ch[r]] = ep[p+1]
		}
	} else {
		for p := j; p > 0; p -= 2 {
			s.assignOuter(ch[p-1], s.rev(ep[p-1]))
			s.label[ch[p-2]] = inner
			s.labelEdge[ch[p-2]] = s.rev(ep[p-2])
		}
	}
	for _, c := range ch {
		if s.label[c] == unlabeled {
			s.relabel(c)
		}
	}
	s.freeBlossom(b)
}

// relabel labels the unlabeled top-level blossom c inner if a tight edge
// from an outer vertex reaches one of its vertices.
func (s *solver) relabel(c int) {
	s.leafBuf = s.leaves(c, s.leafBuf[:0])
	t := s.tmp
	for _, u := range s.leafBuf {
		if s.vbest[u] < 0 {
			continue
		}
		wAdd(t, s.vk(u), s.yv(u))
		if wEqual(t, s.delta) {
			s.assignInner(c, s.edge(s.vbest[u], u))
			return
		}
	}
}

// rotate makes vertex v the base of blossom b by flipping the matched and
// unmatched edges along the even alternating path inside b from v to the
// old base. The caller must then match v outside b (or leave it exposed).
func (s *solver) rotate(b, v int) {
	i := s.childIndex(b, v)
	ch, ep := s.childs[b], s.endps[b]
	k := len(ch)
	if t := ch[i]; t >= s.n {
		s.rotate(t, v)
	}
	if i > 0 {
		if i&1 == 1 {
			for j := i; j < k; j += 2 {
				s.matchChildren(ep[j+1], ch[j+1], ch[(j+2)%k])
			}
		} else {
			for j := i; j > 0; j -= 2 {
				s.matchChildren(ep[j-2], ch[j-2], ch[j-1])
			}
		}
		s.rotBuf = rotateLeft(ch, i, s.rotBuf)
		s.rotBuf = rotateLeft(ep, i, s.rotBuf)
	}
	s.base[b] = v
}

// matchChildren matches the edge e from sub-blossom cx to sub-blossom cy,
// making its ends their bases.
func (s *solver) matchChildren(e, cx, cy int) {
	x, y := s.ends(e)
	s.mate[x], s.mate[y] = y, x
	if cx >= s.n {
		s.rotate(cx, x)
	}
	if cy >= s.n {
		s.rotate(cy, y)
	}
}

// rotateLeft rotates a in place so that a[i] comes first, using buf as
// scratch space, and returns buf.
func rotateLeft(a []int, i int, buf []int) []int {
	buf = append(buf[:0], a[:i]...)
	copy(a, a[i:])
	copy(a[len(a)-i:], buf)
	return buf
}

// augment augments the matching along the path through the tight edge xy
// from the outer vertex x to an unlabeled blossom whose base is exposed:
// the path runs from the root of the tree to x, then from y to that base.
func (s *solver) augment(x, y int) {
	s.augmentFrom(x, y)
	s.augmentFrom(y, x)
}

// augmentFrom matches v to partner (or leaves it exposed if partner is -1)
// and flips the alternating path from v up to the root of its tree.
func (s *solver) augmentFrom(v, partner int) {
	for {
		bv := s.top[v]
		if bv >= s.n {
			s.rotate(bv, v)
		}
		s.mate[v] = partner
		e := s.labelEdge[bv]
		if e < 0 {
			return
		}
		bt := s.top[e/s.n]
		x, t := s.ends(s.labelEdge[bt])
		if bt >= s.n {
			s.rotate(bt, t)
		}
		s.mate[t] = x
		v, partner = x, t
	}
}
