package dutch

import (
	"math/bits"
	"slices"

	"github.com/swisscheck/swisscheck/pairing/matching"
)

// Solver finds the candidate of a bracket that the rules choose: the best by
// the criteria (2017 B.8, 2026 3.8), and of the best the one generated
// first (2017 B.6, B.7; 2026 3.6, 3.7). Both editions generate candidates
// alike (2017 D.1-D.3, 2026 4.2-4.4), and judge them by their own criteria.
//
// The graph holds the bracket's players (vertices 0..nb-1) and, after them,
// the players below the bracket that the edition puts in it (those a
// downfloater may meet), and possibly a bye vertex. An edge's weight packs,
// most important first: the edition's criteria (Criteria), the decisions
// already taken, the exchange order of D.2 (4.3) and a bonus for the
// decision being taken. A maximum weight matching is thus a best candidate;
// the decisions of the sequential generation are then taken one at a time,
// in the rules' order, each one kept only if a best candidate complies with
// it.
type Solver struct {
	players []*Player // the bracket, in order; the first mdps are the MDPs
	mdps    int
	nb      int       // players in the bracket
	outer   []*Player // the players below the bracket in the graph
	bye     int       // the bye vertex, or -1
	n       int       // vertices

	compatible func(u, v int) bool // Compatible by index, during NewSolver

	bonus, exchangeB, exchangeA, commitF matching.Field

	// The criteria part of each edge uv (u < v), words*(u*n+v) in base,
	// and whether the pair may be paired at all.
	base     []uint64
	words    int
	pairable []bool
	g        *matching.Graph
	mate     []int
	solved   bool

	// raised is set when an edge weight went up since the last solve
	// (other than the edge of a pair just fixed): the solve's duals then no
	// longer bound the optimum.
	raised bool

	commit  []bool          // vertices that must be paired inside the bracket
	inS1    []bool          // remainder players that are in S1 after the exchange
	order   []uint64        // exchange-order fields (D.2 a, b) per edge, packed
	bonusOf map[int]uint64  // bonus of the decision being taken, by edge; nil when none
	removed []bool          // edges ruled out by decisions
	scratch matching.Weight // reused by setEdge

	starts []int // noLowerPartner's
}

// Criteria writes an edition's criteria into the weight of an edge.
type Criteria interface {
	// Weight writes the criteria part of the weight of edge uv (u < v)
	// into w, which is zero, and reports false when the two may not be
	// paired.
	Weight(s *Solver, u, v int, w matching.Weight) bool
}

// NewSolver builds the graph of a bracket: its players (the first mdps of
// them moved down), the players below it that the edition puts in the
// graph (outer), and a bye vertex when bye is set. layout adds the
// edition's criteria fields above the solver's own and returns the
// criteria that weigh the edges.
func NewSolver(players []*Player, mdps int, outer []*Player, bye bool, layout func(s *Solver, l *matching.Layout) Criteria) *Solver {
	s := &Solver{players: players, mdps: mdps, nb: len(players), outer: outer, bye: -1}
	s.n = s.nb + len(outer)
	if bye {
		s.bye = s.n
		s.n++
	}
	// The bonus holds one decision: one per edge of a player, or one
	// player's choice of partner (pairInOrder). A count field sums at
	// most two per edge over n/2 edges.
	countBits := bits.Len64(uint64(s.n)) + 1
	build := func(bonusWidth int) (Criteria, int) {
		var l matching.Layout
		s.bonus = l.Field(bonusWidth)
		s.exchangeB = l.Field(bits.Len64(uint64(s.nb*s.nb)) + 1)
		s.exchangeA = l.Field(countBits)
		s.commitF = l.Field(countBits)
		c := layout(s, &l)
		return c, l.Bits()
	}
	// The bonus takes the bits that the weight's last word leaves unused,
	// up to 64: a wider bonus would let pairInOrder decide more players
	// per solve (it decides one: decisionWindow), and costs nothing, as
	// the weights keep their word count.
	bonusWidth := bits.Len64(uint64(s.n+s.nb)) + 1
	criteria, total := build(bonusWidth)
	if wide := min(64, bonusWidth+matching.Capacity(total)-total); wide > bonusWidth {
		criteria, total = build(wide)
	}
	s.words = len(matching.NewWeight(total))
	s.newArrays()
	s.commit = make([]bool, s.n)
	s.inS1 = make([]bool, s.n)
	s.g = matching.NewGraph(s.n, total)
	s.scratch = make(matching.Weight, s.words)
	// The first solve of a graph with players below the bracket takes
	// the edges between the two parts out (solveApart): they go into the
	// graph then, not now. The graph that solve starts from is the same
	// (an edge set then removed leaves no trace in a fresh solve, which
	// starts from the edges alone), and so are the edges put back and
	// their order.
	apart := s.n > s.nb
	// Compatible's table for the criteria's Weight (compatibility: one
	// look-up of the games per player, not per pair), for this loop only.
	s.compatible = compatibility(slices.Concat(players, outer))
	defer func() { s.compatible = nil }()
	for u := 0; u < s.n; u++ {
		for v := u + 1; v < s.n; v++ {
			w := s.baseOf(s.idx(u, v))
			if !criteria.Weight(s, u, v, w) {
				clear(w)
				continue
			}
			s.pairable[s.idx(u, v)] = true
			if apart && u < s.nb && v >= s.nb {
				continue
			}
			// At construction setEdge's additions (commitment, exchange
			// order, bonus) are all zero: the weight is the base.
			s.g.SetEdge(u, v, w)
		}
	}
	return s
}

// Unmatched returns the players of the graph that the current matching
// leaves unpaired (the bye vertex aside), in vertex order.
func (s *Solver) Unmatched() []*Player {
	var out []*Player
	for v := 0; v < s.n; v++ {
		if v != s.bye && (s.mate[v] < 0 || s.mate[v] == s.bye) {
			out = append(out, s.Player(v))
		}
	}
	return out
}

// N is the number of vertices; NB the number of the bracket's players,
// vertices 0..NB-1.
func (s *Solver) N() int  { return s.n }
func (s *Solver) NB() int { return s.nb }

// Bye is the bye vertex, or -1.
func (s *Solver) Bye() int { return s.bye }

// IsMDP reports whether vertex v is a moved-down player of the bracket.
func (s *Solver) IsMDP(v int) bool { return v < s.mdps }

// InBracket reports whether vertex v is a player of the bracket.
func (s *Solver) InBracket(v int) bool { return v < s.nb }

// Compatible reports Compatible(s.Player(u), s.Player(v)) for two
// distinct players of the graph (not the bye vertex). During NewSolver
// (the criteria's Weight) it reads compatibility's table, built once per
// graph: the same answer (see compatibility) without a look-up in the map
// of games per pair, about 3 % of a 1,000-player check.
func (s *Solver) Compatible(u, v int) bool {
	if s.compatible != nil {
		return s.compatible(u, v)
	}
	return Compatible(s.Player(u), s.Player(v))
}

// Player returns the player of a vertex; nil for the bye vertex.
func (s *Solver) Player(v int) *Player {
	switch {
	case v < s.nb:
		return s.players[v]
	case v == s.bye:
		return nil
	}
	return s.outer[v-s.nb]
}

// Decide takes the decisions in the rules' order and returns the candidate.
func (s *Solver) Decide() Candidate {
	s.chooseMDPs()     // D.3 (2026 4.4): which MDPs are paired (S1 and Limbo)
	s.pairMDPs()       // D.1 (4.2) on S2: the MDP-pairing
	s.chooseExchange() // D.2 (4.3): the remainder's S1R and S2R
	s.pairRemainder()  // D.1 (4.2) on S2R: the remainder's pairs
	return s.Candidate()
}

func (s *Solver) idx(u, v int) int {
	if u > v {
		u, v = v, u
	}
	return u*s.n + v
}

// present reports whether the edge uv may still be chosen.
func (s *Solver) present(u, v int) bool {
	i := s.idx(u, v)
	return s.pairable[i] && !s.removed[i]
}

// baseOf is the criteria part of the weight of the edge of index i.
func (s *Solver) baseOf(i int) matching.Weight {
	return s.base[i*s.words : (i+1)*s.words : (i+1)*s.words]
}

// setEdge writes the edge's full weight into the graph.
func (s *Solver) setEdge(u, v int) {
	i := s.idx(u, v)
	if !s.present(u, v) {
		s.g.RemoveEdge(u, v)
		return
	}
	// SetEdge copies w. A few words: a loop, as a call to copy costs more.
	w := s.scratch
	for x, word := range s.baseOf(i) {
		w[x] = word
	}
	if s.InBracket(u) && s.InBracket(v) {
		if s.commit[u] {
			w.Add(s.commitF.Shift, 1)
		}
		if s.commit[v] {
			w.Add(s.commitF.Shift, 1)
		}
	}
	if o := s.order[i]; o != 0 { // adding zero changes nothing
		w.Add(s.exchangeA.Shift, o>>32)
		w.Add(s.exchangeB.Shift, o&(1<<32-1))
	}
	if s.bonusOf != nil { // no lookup outside a decision (setCommit's many calls)
		if b, ok := s.bonusOf[i]; ok {
			w.Add(s.bonus.Shift, b)
		}
	}
	s.g.SetEdge(u, v, w)
}

// Solve finds a best candidate: a maximum weight matching.
func (s *Solver) Solve() {
	switch {
	case s.solved:
		s.mate = s.g.Resolve()
	case s.n > s.nb:
		s.mate = s.solveApart()
	default:
		s.mate = s.g.MaxWeightMatching()
	}
	s.solved = true
	s.raised = false
}

// solveApart is the first solve of a graph with players below the
// bracket: it solves the bracket and the players below it apart (the
// edges between them taken out), then puts those edges back and solves
// the whole graph again from there (matching.Graph.Resolve).
//
// Exact: Resolve returns a maximum-weight matching of the graph as it
// then is, the whole graph, from any earlier solution; only which one of
// equal weight may change, and the engines read only what all of them
// share. Faster: solved together, the players below the bracket, who all
// prefer the bracket's players, start exposed, and each stage regrows its
// tree through the bracket; solved apart, each part is a bracket of one
// score group, quickly solved, and the duals of the bracket's players,
// which carry its pairs' criteria (C.5 and up), keep most of the edges
// between the parts feasible when they come back, so that few pairs are
// undone. On the graphs with the next scoregroup of the 1,000-player file,
// 1.40 s of first solves become 0.62 s, with the same weights.
//
// The edges between the parts are walked twice, not listed: present reads
// the Solver's own tables, which the solve between the walks leaves alone,
// so the second walk puts back the same edges in the same order.
func (s *Solver) solveApart() []int {
	for u := 0; u < s.nb; u++ {
		for v := s.nb; v < s.n; v++ {
			if s.present(u, v) {
				s.g.RemoveEdge(u, v)
			}
		}
	}
	s.g.MaxWeightMatching()
	for u := 0; u < s.nb; u++ {
		for v := s.nb; v < s.n; v++ {
			if s.present(u, v) {
				s.setEdge(u, v)
			}
		}
	}
	return s.g.Resolve()
}

// remove rules an edge out.
func (s *Solver) remove(u, v int) {
	if s.present(u, v) {
		s.removed[s.idx(u, v)] = true
		s.g.RemoveEdge(u, v)
	}
}

// setCommit makes a vertex bound to be paired inside the bracket.
//
// Only the present edges are written: setEdge of an edge that is not
// present removes it from the graph, and the graph has none of them
// already (NewSolver adds only pairable pairs, remove takes an edge out of
// both; the edges solveApart, noExchangeNeeded and leavesS1 take out for a
// solve are present ones, and no commitment is made before they are put
// back or removed for good), so the graph is the same. fixPair commits a
// player with one edge left, and walked all the others.
func (s *Solver) setCommit(v int) {
	if !s.fixed(v) {
		s.raised = true
	}
	s.commit[v] = true
	for u := 0; u < s.nb; u++ {
		if u != v && s.present(u, v) {
			s.setEdge(u, v)
		}
	}
}

// tryBonus solves with a bonus on the given edges; the bonus is cleared
// afterwards. Of the best candidates, one with the most bonus is found.
func (s *Solver) tryBonus(edges [][2]int, values []uint64) {
	s.bonusOf = make(map[int]uint64, len(edges))
	for i, e := range edges {
		s.bonusOf[s.idx(e[0], e[1])] = values[i]
		s.setEdge(e[0], e[1])
	}
	s.Solve()
	s.bonusOf = nil
	for _, e := range edges {
		s.setEdge(e[0], e[1])
	}
}

// pairedInBracket reports whether v is paired inside the bracket in the
// current matching.
func (s *Solver) pairedInBracket(v int) bool {
	m := s.mate[v]
	return m >= 0 && s.InBracket(m)
}

// chooseMDPs decides which MDPs are paired (S1) and which go to the Limbo:
// of the best candidates, the S1 with the lowest BSNs (D.3; its first rule,
// the highest scores, is C.6's).
func (s *Solver) chooseMDPs() {
	for i := 0; i < s.mdps; i++ {
		if !s.pairedInBracket(i) {
			var edges [][2]int
			for r := s.mdps; r < s.nb; r++ {
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
func (s *Solver) pairMDPs() {
	var s1, s2 []int
	for i := 0; i < s.mdps; i++ {
		if s.commit[i] {
			s1 = append(s1, i)
		}
	}
	for r := s.mdps; r < s.nb; r++ {
		s2 = append(s2, r)
	}
	if s.tryIdentity(s1, s2) {
		return
	}
	s.pairInOrder(s1, func(int) int { return s.mdps })
}

// tryIdentity tries the first transposition (D.1): s1[k] paired with s2[k]
// for every k. If a best candidate has all those pairs, they are fixed and
// it reports true: no other transposition is generated earlier.
func (s *Solver) tryIdentity(s1, s2 []int) bool {
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
func (s *Solver) hasAll(edges [][2]int) bool {
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
// with a bonus in which each player's choice outweighs all later ones: a
// player's value (nb-v, below 2^(slot-1)) has a slot of its own, the
// earlier players' above, so all later slots together stay below one unit
// of an earlier one, and a maximum-weight matching gives the first player
// of the window his lowest partner, then the second his lowest given the
// first, and so on, as solving them one by one would. The bonus lies below
// every criterion and only chooses among best candidates.
func (s *Solver) pairInOrder(s1 []int, from func(u int) int) {
	// exact: the duals and matching of the last solve are in
	// complementary slackness for the current graph without its fixed
	// pairs, as noLowerPartner needs: after a solve without a bonus, or
	// with a bonus on one player's edges (a window of one) who is then
	// fixed with his partner, and after fixing a player with his partner
	// in the matching (noLowerPartner) or with the partner of a swapped
	// matching (swapToLowest). Not known on entry otherwise (a failed
	// tryIdentity clears a bonus from matched edges).
	exact := false
	if s.raised && len(s1) > 1 {
		s.Solve() // fresh duals for lowestPossible
		exact = true
	}
	slot := bits.Len64(uint64(s.nb)) + 1
	window := min(decisionWindow, max(1, min(s.bonus.Width, 64)/slot)) // a bonus value is a uint64
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
		// A confirming solve (about half of them) avoided when the duals
		// prove that no lower partner is allowed: see noLowerPartner.
		if m := s.mate[u]; exact && !s.raised && s.noLowerPartner(u, m, from(u)) {
			s.fixPair(u, m)
			i++
			continue
		}
		// Or the lowest tight partner, when an alternating cycle of the
		// same weight gives him to u: see swapToLowest.
		if exact && !s.raised && s.swapToLowest(u, s.mate[u], from(u)) {
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
		exact = end-i == 1
		i = end
	}
}

// decisionWindow is the most players pairInOrder decides per solve. One:
// the window's exactness does not depend on its size (any window decides
// each of its players as one-by-one solves would, see pairInOrder), and
// measured, one player per solve is the fastest. A window of six solved
// about a third fewer times, but the first player's bonus reaches
// 2^(5*slot) (2^50 in a bracket of 300), more than the slack of nearly
// every edge of the window's players, so the warm start unmatched the
// ends of nearly all of them; one player's bonus is below 2^slot (nb - v),
// and far fewer of his edges become infeasible. On the 1,000-player files
// (windows of six to one): corpus/large 1.17-1.30 → 1.10-1.22 s,
// large2026 0.86-0.88 → 0.73-0.78 s of user CPU, alternating; rtg-bbp
// and rtg-bbp-2026 whole, within the noise (6.23-6.57 against 6.37-6.55
// s, 5.61-5.73 against 5.68-5.81 s).
const decisionWindow = 1

// lowestPossible is the lowest vertex at or above from, inside the
// bracket, that u may be paired with in a best candidate as far as the
// duals of the last solve tell: an edge whose reduced cost reaches the
// bonus field's range is in no best matching, since the weights have only
// gone down since (bonus cleared, edges removed). It is -1 when the duals
// cannot tell (weights raised since).
//
// The reduced cost counts the duals of the blossoms that hold both ends
// (matching.Graph.ReducedBelow): the duals of a solve with blossoms bound
// every matching as those of one without do (weak duality of Edmonds'
// LP), so the test holds after any solve. (It used to give up when the
// last solve had blossom duals, and a solve followed to decide the player;
// with blossoms counted, a player whose mate is his lowest possible
// partner is decided without one.)
func (s *Solver) lowestPossible(u, from int) int {
	if s.raised {
		return -1
	}
	bound := s.bonus.Shift + s.bonus.Width
	for v := from; v < s.nb; v++ {
		if v != u && s.present(u, v) && s.g.ReducedBelow(u, v, bound) {
			return v
		}
	}
	return -1
}

// lowestPartner is the lowest vertex at or above from, inside the bracket,
// that u may still be paired with; -1 if none.
func (s *Solver) lowestPartner(u, from int) int {
	for v := from; v < s.nb; v++ {
		if v != u && s.present(u, v) {
			return v
		}
	}
	return -1
}

// fixPair binds u and v to each other.
func (s *Solver) fixPair(u, v int) {
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

// Candidate reads the bracket's pairs and downfloaters off the matching.
func (s *Solver) Candidate() Candidate {
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
