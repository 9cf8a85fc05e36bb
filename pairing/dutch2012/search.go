package dutch2012

import (
	"slices"

	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// budget is the number of search steps tried without pruning before the
// search starts again with a feasibility test at every step. Pruning only
// cuts branches without a candidate, so both searches find the same one.
const budget = 2000

// outcome is a candidate found for a bracket: its pairs (bracket indices,
// S1 player first) and the players it leaves unpaired.
type outcome struct {
	pairs [][2]int
	left  []int
}

// search is one attempt at a set of players under a level: S1 is paired
// in order with the elements of S2 (D.1: transpositions in lexicographic
// order), each pair complying with the level.
type search struct {
	b      *bracket
	lv     *level
	s1, s2 []int
	left   costs                 // what the level still allows
	done   func(o *outcome) bool // the rest of the candidate (remainder, C.13)
	prune  bool
	nodes  int
	// check, when set, replaces the feasibility test of the pruned
	// search.
	check func(s *search, i int) bool
	used  []bool
	pairs [][2]int
	found *outcome
}

// run finds the first transposition of S2 that complies, with done.
func (s *search) run() (*outcome, bool) {
	if s.b.literal {
		s.used = make([]bool, len(s.s2))
		if s.dfs(0) {
			return s.found, true
		}
		return nil, false
	}
	s.nodes = 0
	s.used = make([]bool, len(s.s2))
	s.pairs = s.pairs[:0]
	if !s.rootFeasible() {
		return nil, false
	}
	if s.dfs(0) {
		return s.found, true
	}
	if s.nodes <= budget || s.prune {
		return nil, false
	}
	s.prune = true
	s.used = make([]bool, len(s.s2))
	s.pairs = s.pairs[:0]
	if s.dfs(0) {
		return s.found, true
	}
	return nil, false
}

// rootFeasible tests, before any step, that S1 can be paired at all.
func (s *search) rootFeasible() bool {
	if s.check != nil {
		return s.check(s, 0)
	}
	return s.feasible(0)
}

// aborted is set when the unpruned search runs out of steps.
func (s *search) aborted() bool { return !s.b.literal && !s.prune && s.nodes > budget }

func (s *search) dfs(i int) bool {
	s.nodes++
	if s.aborted() {
		return false
	}
	if i == len(s.s1) {
		var left []int
		for k, v := range s.s2 {
			if !s.used[k] {
				left = append(left, v)
			}
		}
		o := &outcome{pairs: slices.Clone(s.pairs), left: left}
		if s.done(o) {
			s.found = o
			return true
		}
		return false
	}
	if s.prune && ((s.check != nil && !s.check(s, i)) || (s.check == nil && !s.feasible(i))) {
		return false
	}
	u := s.s1[i]
	for k, v := range s.s2 {
		if s.used[k] {
			continue
		}
		ok, c := s.b.pairOK(s.lv, u, v)
		if !ok || !c.within(s.left) {
			continue
		}
		s.used[k] = true
		before := s.left
		s.left = s.left.less(c)
		s.pairs = append(s.pairs, [2]int{u, v})
		if s.dfs(i + 1) {
			return true
		}
		s.pairs = s.pairs[:len(s.pairs)-1]
		s.left = before
		s.used[k] = false
		if s.aborted() {
			return false
		}
	}
	return false
}

// feasible reports whether S1 from its i-th player can still be paired
// with the unused players of S2 within what the level allows.
func (s *search) feasible(i int) bool {
	return s.b.possibleAll(s.unpaired(), s.s1[i:], len(s.s1)-i, s.lv, s.left, true)
}

// homogeneous pairs a homogeneous bracket or remainder hs (bracket indices
// in A.2 order) with p pairs under a level: S1 is its first p players, S2
// the others; transpositions (D.1) first, then exchanges (D.2) in their
// order, each followed by all transpositions (C.7, C.8.a).
func (b *bracket) homogeneous(hs []int, p int, lv *level, left costs, done func(*outcome) bool) (found *outcome, ok bool) {
	if p > len(hs)/2 || p < 0 {
		return nil, false
	}
	if !b.possibleAll(hs, nil, p, lv, left, false) {
		return nil, false
	}
	local := make([]int, len(hs))
	for i := range local {
		local[i] = i
	}
	try := func(ex dutch.Exchange) bool {
		s1, s2 := ex.Apply(local[:p], local[p:])
		s := &search{b: b, lv: lv, left: left, s1: at(hs, s1), s2: at(hs, s2)}
		s.done = func(o *outcome) bool {
			var sum costs
			for _, v := range o.left {
				ok, c := b.floatCost(v)
				if !ok {
					return false
				}
				for k := range c {
					sum[k] += c[k]
				}
			}
			return sum.within(s.left) && done(o)
		}
		found, ok = s.run()
		return ok
	}
	if try(dutch.Exchange{}) || exchanges(local[:p], local[p:], try) {
		return found, true
	}
	return nil, false
}

func at(hs, idx []int) []int {
	out := make([]int, len(idx))
	for i, k := range idx {
		out[i] = hs[k]
	}
	return out
}

// possibleAll reports whether the players hs may give p pairs under the
// level within left, the players of s1 each paired with a player outside
// s1 (and, when bipartite, every pair so), and, when the bracket must allow
// the rest of the round to be paired (C.13), whether it may.
func (b *bracket) possibleAll(hs, s1 []int, p int, lv *level, left costs, bipartite bool) bool {
	if b.literal {
		return true
	}
	pr := b.problem(hs, s1, p, lv, left, bipartite)
	if !pr.possible() {
		return false
	}
	return !b.completing || b.completes(hs, pr, p)
}

// problem states the pairing of hs as a problem (possibleAll).
func (b *bracket) problem(hs, s1 []int, p int, lv *level, left costs, bipartite bool) *problem {
	inS1 := map[int]bool{}
	for _, u := range s1 {
		inS1[u] = true
	}
	pr := &problem{n: len(hs), pairs: p, caps: left}
	pr.edge = func(a, c int) (bool, costs) {
		if inS1[hs[a]] && inS1[hs[c]] || bipartite && !inS1[hs[a]] && !inS1[hs[c]] {
			return false, costs{}
		}
		return b.pairOK(lv, hs[a], hs[c])
	}
	pr.float = func(a int) (bool, costs) { return b.floatCost(hs[a]) }
	pr.must = func(a int) bool { return inS1[hs[a]] }
	return pr
}

// heterogeneous pairs a heterogeneous bracket under a level: for each set
// of m1 MDPs in S1 (D.3), each transposition of S2 pairs them (D.1.2),
// then the remainder is paired as a homogeneous bracket with p1-m1 pairs
// (C.6); a remainder that fails goes back to the next transposition
// (C.9). reached tells whether a remainder was tried.
func (b *bracket) heterogeneous(m1, p1 int, lv *level, left costs, done func(*outcome) bool) (o *outcome, ok, reached bool) {
	all := make([]int, len(b.ps))
	for i := range all {
		all[i] = i
	}
	mdps := all[:b.m0]
	for _, s1 := range dutch.Subsets(mdps, m1) {
		var s2 []int
		for _, v := range all {
			if !slices.Contains(s1, v) {
				s2 = append(s2, v)
			}
		}
		if !b.possibleAll(all, s1, p1, lv, left, false) {
			// C.14.b.1 asks whether the procedure got to the remainder:
			// whether the MDPs could be paired, whatever followed.
			reached = reached || b.mdpsPaired(s1, s2, lv, left)
			continue
		}
		s := &search{b: b, lv: lv, left: left, s1: s1, s2: s2, check: func(s *search, i int) bool {
			return b.possibleAll(s.unpaired(), s.s1[i:], p1-i, lv, s.left, false)
		}}
		s.done = func(h *outcome) bool {
			reached = true
			rl := left
			for _, pr := range h.pairs {
				_, c := b.pairOK(lv, pr[0], pr[1])
				rl = rl.less(c)
			}
			r, ok := b.homogeneous(h.left, p1-m1, lv, rl, func(r *outcome) bool {
				return done(&outcome{pairs: append(slices.Clone(h.pairs), r.pairs...), left: r.left})
			})
			if ok {
				h.pairs = append(h.pairs, r.pairs...)
				h.left = r.left
			}
			return ok
		}
		if h, ok := s.run(); ok {
			return h, true, reached
		}
	}
	return nil, false, reached
}

// unpaired lists the players of S1 and S2 not paired so far, in order.
func (s *search) unpaired() []int {
	var out []int
	paired := map[int]bool{}
	for _, pr := range s.pairs {
		paired[pr[0]], paired[pr[1]] = true, true
	}
	for _, v := range s.b.order(s.s1, s.s2) {
		if !paired[v] {
			out = append(out, v)
		}
	}
	return out
}

// mdpsPaired reports whether S1's MDPs can each be paired with a player
// of S2 under the level (C.6 for a heterogeneous bracket).
func (b *bracket) mdpsPaired(s1, s2 []int, lv *level, left costs) bool {
	if b.literal {
		return false // the literal walk has tried them: reached is set by then
	}
	hs := b.order(s1, s2)
	pr := b.problem(hs, s1, len(s1), lv, left, true)
	pr.float = func(int) (bool, costs) { return true, costs{} } // the others go to the remainder
	return pr.possible()
}
