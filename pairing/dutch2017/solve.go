package dutch2017

import (
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/matching"
)

// solver finds the candidate of a bracket that the rules choose: the best by
// the criteria (B.8), and of the best the one generated first (B.6, B.7).
//
// The graph holds the bracket's players (vertices 0..nb-1) and, after them,
// the players a downfloater may meet: the next scoregroup (for C.7), or, when
// the round must stay complete, every remaining player and a bye vertex. An
// edge's weight packs, most important first: completion, the quality
// criteria C.5-C.19 (see weights.go), the decisions already taken, the
// exchange order of D.2 and a bonus for the decision being taken. A maximum
// weight matching is thus a best candidate; the decisions of the sequential
// generation are then taken one at a time, in the rules' order, each one
// kept only if a best candidate complies with it.
type solver struct {
	b         *Bracket
	lookAhead bool            // C.7 is in the weights and the next scoregroup in the graph
	nb        int             // players in the bracket
	outer     []*dutch.Player // the players below the bracket in the graph
	bye       int             // the bye vertex, or -1
	n         int             // vertices

	f      fields
	base   []matching.Weight // criteria part of each edge, u*n+v for u < v; nil if absent
	g      *matching.Graph
	mate   []int
	solved bool

	// raised is set when an edge weight went up since the last solve
	// (other than the edge of a pair just fixed): the solve's duals then no
	// longer bound the optimum. blossoms caches the last solve's
	// HasBlossoms.
	raised, blossoms bool

	commit  []bool          // vertices that must be paired inside the bracket
	inS1    []bool          // remainder players that are in S1 after the exchange
	order   []uint64        // exchange-order fields (D.2 a, b) per edge, packed
	bonus   map[int]uint64  // bonus of the decision being taken, by edge; nil when none
	removed []bool          // edges ruled out by decisions
	scratch matching.Weight // reused by setEdge
}

// Solve is the engine's bracket solver. When the rules' first candidate is
// perfect it is taken at once (B.4); otherwise matchings search. C.7 looks
// at the bracket's downfloaters only: when the best pairings of the bracket
// leave none, C.7 cannot tell them apart and the next scoregroup is left
// out of the graph.
func Solve(b *Bracket) Candidate {
	if c, ok := b.firstPerfect(); ok {
		return c
	}
	if len(b.Next) > 0 && !b.Complete {
		s := newSolver(b, false)
		s.solve()
		if len(s.candidate().Floaters) == 0 {
			return s.decide()
		}
	}
	s := newSolver(b, true)
	s.solve()
	return s.decide()
}

// decide takes the decisions in the rules' order and returns the candidate.
func (s *solver) decide() Candidate {
	s.chooseMDPs()     // D.3: which MDPs are paired (S1 and Limbo)
	s.pairMDPs()       // D.1 on S2: the MDP-pairing
	s.chooseExchange() // D.2: the remainder's S1R and S2R
	s.pairRemainder()  // D.1 on S2R: the remainder's pairs
	return s.candidate()
}

func (s *solver) idx(u, v int) int {
	if u > v {
		u, v = v, u
	}
	return u*s.n + v
}

func (s *solver) inBracket(v int) bool { return v < s.nb }
func (s *solver) isMDP(v int) bool     { return v < s.b.MDPs }

// player returns the player of a vertex; nil for the bye vertex.
func (s *solver) player(v int) *dutch.Player {
	switch {
	case v < s.nb:
		return s.b.Players[v]
	case v == s.bye:
		return nil
	}
	return s.outer[v-s.nb]
}

// newSolver builds the graph of a bracket: its players and the players its
// downfloaters may meet: the next scoregroup (C.7, when lookAhead), or, for
// a bracket that completes the round (C.4), every remaining player. When the
// round is completed within the graph and is odd, a bye vertex is added.
func newSolver(b *Bracket, lookAhead bool) *solver {
	s := &solver{b: b, nb: len(b.Players), bye: -1}
	s.lookAhead = lookAhead && len(b.Next) > 0 && !b.Complete
	switch {
	case b.Complete:
		s.outer = b.Rest
	case s.lookAhead:
		s.outer = b.Next
	}
	s.n = s.nb + len(s.outer)
	if b.Odd && (b.Complete || (s.lookAhead && b.nextIsLast())) {
		s.bye = s.n
		s.n++
	}
	s.f = newFields(s)
	s.base = make([]matching.Weight, s.n*s.n)
	s.removed = make([]bool, s.n*s.n)
	s.order = make([]uint64, s.n*s.n)
	s.commit = make([]bool, s.n)
	s.inS1 = make([]bool, s.n)
	s.g = matching.NewGraph(s.n, s.f.total)
	for u := 0; u < s.n; u++ {
		for v := u + 1; v < s.n; v++ {
			if w, ok := s.f.criteria(s, u, v); ok {
				s.base[s.idx(u, v)] = w
				s.setEdge(u, v)
			}
		}
	}
	return s
}

// present reports whether the edge uv may still be chosen.
func (s *solver) present(u, v int) bool {
	i := s.idx(u, v)
	return s.base[i] != nil && !s.removed[i]
}

// setEdge writes the edge's full weight into the graph.
func (s *solver) setEdge(u, v int) {
	i := s.idx(u, v)
	if !s.present(u, v) {
		s.g.RemoveEdge(u, v)
		return
	}
	w := append(s.scratch[:0], s.base[i]...) // SetEdge copies it
	s.scratch = w
	if s.inBracket(u) && s.inBracket(v) {
		if s.commit[u] {
			w.Add(s.f.commit.Shift, 1)
		}
		if s.commit[v] {
			w.Add(s.f.commit.Shift, 1)
		}
	}
	o := s.order[i]
	w.Add(s.f.exchangeA.Shift, o>>32)
	w.Add(s.f.exchangeB.Shift, o&(1<<32-1))
	if b, ok := s.bonus[i]; ok {
		w.Add(s.f.bonus.Shift, b)
	}
	s.g.SetEdge(u, v, w)
}

func (s *solver) solve() {
	if s.solved {
		s.mate = s.g.Resolve()
	} else {
		s.mate = s.g.MaxWeightMatching()
		s.solved = true
	}
	s.raised, s.blossoms = false, s.g.HasBlossoms()
}

// remove rules an edge out.
func (s *solver) remove(u, v int) {
	if s.present(u, v) {
		s.removed[s.idx(u, v)] = true
		s.g.RemoveEdge(u, v)
	}
}

// setCommit makes a vertex bound to be paired inside the bracket.
func (s *solver) setCommit(v int) {
	if !s.fixed(v) {
		s.raised = true
	}
	s.commit[v] = true
	for u := 0; u < s.nb; u++ {
		if u != v {
			s.setEdge(u, v)
		}
	}
}

// tryBonus solves with a bonus on the given edges; the bonus is cleared
// afterwards. Of the best candidates, one with the most bonus is found.
func (s *solver) tryBonus(edges [][2]int, values []uint64) {
	s.bonus = make(map[int]uint64, len(edges))
	for i, e := range edges {
		s.bonus[s.idx(e[0], e[1])] = values[i]
		s.setEdge(e[0], e[1])
	}
	s.solve()
	s.bonus = nil
	for _, e := range edges {
		s.setEdge(e[0], e[1])
	}
}

// pairedInBracket reports whether v is paired inside the bracket in the
// current matching.
func (s *solver) pairedInBracket(v int) bool {
	m := s.mate[v]
	return m >= 0 && s.inBracket(m)
}

// chooseMDPs decides which MDPs are paired (S1) and which go to the Limbo:
// of the best candidates, the S1 with the lowest BSNs (D.3; its first rule,
// the highest scores, is C.6's).
func (s *solver) chooseMDPs() {
	for i := 0; i < s.b.MDPs; i++ {
		if !s.pairedInBracket(i) {
			var edges [][2]int
			for r := s.b.MDPs; r < s.nb; r++ {
				if s.present(i, r) {
					edges = append(edges, [2]int{i, r})
				}
			}
			s.tryBonus(edges, ones(len(edges)))
		}
		if s.pairedInBracket(i) {
			s.setCommit(i)
			continue
		}
		for r := 0; r < s.nb; r++ {
			s.remove(i, r) // in the Limbo: a downfloater
		}
	}
}

// pairMDPs gives each paired MDP, in S1 order, the resident with the lowest
// BSN that a best candidate allows (D.1: transpositions of S2 by the
// lexicographic order of their first BSNs).
func (s *solver) pairMDPs() {
	var s1, s2 []int
	for i := 0; i < s.b.MDPs; i++ {
		if s.commit[i] {
			s1 = append(s1, i)
		}
	}
	for r := s.b.MDPs; r < s.nb; r++ {
		s2 = append(s2, r)
	}
	if s.tryIdentity(s1, s2) {
		return
	}
	s.pairInOrder(s1, func(int) int { return s.b.MDPs })
}

// tryIdentity tries the first transposition (D.1): s1[k] paired with s2[k]
// for every k. If a best candidate has all those pairs, they are fixed and
// it reports true: no other transposition is generated earlier.
func (s *solver) tryIdentity(s1, s2 []int) bool {
	if len(s1) == 0 || len(s2) < len(s1) {
		return len(s1) == 0
	}
	edges := make([][2]int, len(s1))
	for k, u := range s1 {
		if !s.present(u, s2[k]) {
			return false
		}
		edges[k] = [2]int{u, s2[k]}
	}
	if !s.hasAll(edges) {
		s.tryBonus(edges, ones(len(edges)))
		if !s.hasAll(edges) {
			return false
		}
	}
	for _, e := range edges {
		s.fixPair(e[0], e[1])
	}
	return true
}

// hasAll reports whether the current matching has all the edges.
func (s *solver) hasAll(edges [][2]int) bool {
	for _, e := range edges {
		if s.mate[e[0]] != e[1] {
			return false
		}
	}
	return true
}

// pairInOrder gives each player of s1, in order, the partner of lowest BSN
// (at or above from(u), inside the bracket) that a best candidate allows,
// and fixes the pairs: the lexicographic order of transpositions (D.1).
// When the matching already gives a player his lowest possible partner no
// solve is needed; otherwise one solve decides a window of players at once,
// with a bonus in which each player's choice outweighs all later ones.
func (s *solver) pairInOrder(s1 []int, from func(u int) int) {
	if s.raised && len(s1) > 1 {
		s.solve() // fresh duals for lowestPossible
	}
	slot := bitsFor(uint64(s.nb)) + 1
	window := max(1, s.f.bonus.Width/slot)
	for i := 0; i < len(s1); {
		u := s1[i]
		if s.fixed(u) {
			i++
			continue
		}
		if m := s.mate[u]; m == s.lowestPartner(u, from(u)) || m == s.lowestPossible(u, from(u)) {
			s.fixPair(u, m)
			i++
			continue
		}
		var edges [][2]int
		var values []uint64
		end := min(i+window, len(s1))
		for k, x := range s1[i:end] {
			shift := uint((end - i - 1 - k) * slot)
			for v := from(x); v < s.nb; v++ {
				if v != x && s.present(x, v) {
					edges = append(edges, [2]int{x, v})
					values = append(values, uint64(s.nb-v)<<shift)
				}
			}
		}
		s.tryBonus(edges, values)
		for _, x := range s1[i:end] {
			if !s.fixed(x) {
				s.fixPair(x, s.mate[x])
			}
		}
		i = end
	}
}

// lowestPossible is the lowest vertex at or above from, inside the
// bracket, that u may be paired with in a best candidate as far as the
// duals of the last solve tell: an edge whose reduced cost reaches the
// bonus field's range is in no best matching, since the weights have only
// gone down since (bonus cleared, edges removed). It is -1 when the duals
// cannot tell (weights raised since, or blossoms with a dual).
func (s *solver) lowestPossible(u, from int) int {
	if s.raised || s.blossoms {
		return -1
	}
	bound := s.f.bonus.Shift + s.f.bonus.Width
	for v := from; v < s.nb; v++ {
		if v != u && s.present(u, v) && s.g.SlackBelow(u, v, bound) {
			return v
		}
	}
	return -1
}

// lowestPartner is the lowest vertex at or above from, inside the bracket,
// that u may still be paired with; -1 if none.
func (s *solver) lowestPartner(u, from int) int {
	for v := from; v < s.nb; v++ {
		if v != u && s.present(u, v) {
			return v
		}
	}
	return -1
}

// fixPair binds u and v to each other.
func (s *solver) fixPair(u, v int) {
	for w := 0; w < s.n; w++ {
		if w != v {
			s.remove(u, w)
		}
		if w != u {
			s.remove(v, w)
		}
	}
	s.setCommit(u)
	s.setCommit(v)
}

func ones(n int) []uint64 {
	out := make([]uint64, n)
	for i := range out {
		out[i] = 1
	}
	return out
}

// candidate reads the bracket's pairs and downfloaters off the matching.
func (s *solver) candidate() Candidate {
	var c Candidate
	for u := 0; u < s.nb; u++ {
		switch m := s.mate[u]; {
		case m >= 0 && m < s.nb:
			if u < m {
				c.Pairs = append(c.Pairs, [2]int{u, m})
			}
		default:
			c.Floaters = append(c.Floaters, u)
		}
	}
	return c
}
