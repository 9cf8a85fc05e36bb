package bruteforce

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/trf"
)

// How the property tests count situations and describe a mismatch.

type stats struct {
	noPairing, lastRound, odd, nonStandard              int
	brackets, heterogeneous, limbo, c9, c8, identical   int
	unplayedLast, halfByeLast, forfeitLast, zeroByeLast int // players to pair by their previous round
	sizes                                               [maxBracket + 3]int
}

func (s *stats) Add(o *stats) {
	s.noPairing += o.noPairing
	s.lastRound += o.lastRound
	s.odd += o.odd
	s.nonStandard += o.nonStandard
	s.brackets += o.brackets
	s.heterogeneous += o.heterogeneous
	s.limbo += o.limbo
	s.c9 += o.c9
	s.c8 += o.c8
	s.identical += o.identical
	s.unplayedLast += o.unplayedLast
	s.halfByeLast += o.halfByeLast
	s.forfeitLast += o.forfeitLast
	s.zeroByeLast += o.zeroByeLast
	for i := range s.sizes {
		s.sizes[i] += o.sizes[i]
	}
}

// situation counts what a situation exercises.
func (s *stats) situation(st *pairing.State, err error) {
	if err != nil {
		s.noPairing++
	}
	if st.LastRound() {
		s.lastRound++
	}
	if len(st.ToPair())%2 == 1 {
		s.odd++
	}
	if st.Scoring != trf.DefaultScoring {
		s.nonStandard++
	}
	for _, p := range st.ToPair() {
		if len(p.History) == 0 {
			continue
		}
		g := p.History[len(p.History)-1].Game
		switch {
		case g.Played():
		case g.Result == trf.ResultHalfBye:
			s.halfByeLast++
		case g.Result == trf.ResultForfeitWin || g.Result == trf.ResultForfeitLoss:
			s.forfeitLast++
		case g.Result == trf.ResultZeroBye || g.Result == trf.ResultNone:
			s.zeroByeLast++
		}
		if !g.Played() {
			s.unplayedLast++
		}
	}
}

// bracket counts a bracket compared with the engine's.
func (s *stats) bracket(b *dutch2026.Bracket, c *dutch2026.Candidate, g *dutch2026.Literal) {
	s.brackets++
	s.sizes[min(len(b.Players), len(s.sizes)-1)]++
	if b.MDPs > 0 {
		s.heterogeneous++
		if mdpsPaired(c, b.MDPs) < b.MDPs {
			s.limbo++
		}
	}
	if len(b.Next) > 0 {
		s.c8++
	}
	if g.C9() {
		s.c9++
	}
}

func (s *stats) String() string {
	return fmt.Sprintf("no pairing %d; final rounds %d; odd rounds %d; other point systems %d; "+
		"players to pair whose previous round was unplayed %d (half-point bye %d, forfeit %d, zero-point bye or absent %d); "+
		"brackets compared %d, identical %d: heterogeneous %d (MDPs left in the Limbo %d), with a following bracket [C8] %d, [C9] applied %d; by size (1..%d, more): %v",
		s.noPairing, s.lastRound, s.odd, s.nonStandard,
		s.unplayedLast, s.halfByeLast, s.forfeitLast, s.zeroByeLast,
		s.brackets, s.identical, s.heterogeneous, s.limbo, s.c8, s.c9, len(s.sizes)-2, s.sizes[1:])
}

// mdpsPaired counts the MDPs a candidate pairs.
func mdpsPaired(c *dutch2026.Candidate, mdps int) int {
	n := 0
	for _, p := range c.Pairs {
		if p[0] < mdps || p[1] < mdps {
			n++
		}
	}
	return n
}

// normal writes a candidate in one form: each pair with the lower BSN
// first, pairs by their first player, floaters in BSN order.
func normal(pairs [][2]int, floaters []int) dutch2026.Candidate {
	c := dutch2026.Candidate{Pairs: make([][2]int, len(pairs)), Floaters: slices.Clone(floaters)}
	for i, p := range pairs {
		c.Pairs[i] = [2]int{min(p[0], p[1]), max(p[0], p[1])}
	}
	slices.SortFunc(c.Pairs, func(a, b [2]int) int { return a[0] - b[0] })
	slices.Sort(c.Floaters)
	return c
}

func sameCandidate(a, b *dutch2026.Candidate) bool {
	ca, cb := normal(a.Pairs, a.Floaters), normal(b.Pairs, b.Floaters)
	return slices.Equal(ca.Pairs, cb.Pairs) && slices.Equal(ca.Floaters, cb.Floaters)
}

// unplayed counts the rounds in which the player did not play a game.
func unplayed(p *dutch.Player) int {
	n := 0
	for _, h := range p.History {
		if !h.Game.Played() {
			n++
		}
	}
	return n
}

func sameBracket(a, b *dutch2026.Bracket) bool {
	return a.MDPs == b.MDPs && slices.Equal(proptest.IDs(a.Players), proptest.IDs(b.Players)) && slices.Equal(proptest.IDs(a.Rest), proptest.IDs(b.Rest))
}

// describeBracket lists a bracket's players: BSN, ID, score, colour
// preference, colour difference and history, floats of the last two
// rounds, unplayed rounds, bye eligibility, and MDP or resident.
func describeBracket(b *dutch2026.Bracket) string {
	var w strings.Builder
	kind := "homogeneous"
	if b.MDPs > 0 {
		kind = "heterogeneous"
	}
	fmt.Fprintf(&w, "%s bracket, %d players, %d MDPs, odd %v, bye score [C5] %s, next scoregroup %v, rest %v",
		kind, len(b.Players), b.MDPs, b.Odd, b.ByeScore, proptest.IDs(b.Next), proptest.IDs(b.Rest))
	fmt.Fprintf(&w, "\n    BSN   ID  score  pref  cd  colours  floats(-2,-1)  unplayed  bye  met")
	for i, p := range b.Players {
		role, met := proptest.Role(p, i < b.MDPs), proptest.Met(p)
		fmt.Fprintf(&w, "\n    %3d %4d  %5s  %-4s %+3d  %-7s  %s%s            %d         %-4v %v  %s",
			i+1, p.ID, p.PairingScore, p.Preference, p.ColourDiff, pairing.ColourString(p.Colours),
			p.Float(2), p.Float(1), unplayed(p), b.CanGetBye(p), met, role)
	}
	return w.String()
}

// positionOf returns the position of a candidate in the 2026 sequence of
// the bracket (0 if it is not generated) and the length of the sequence.
func positionOf(b *dutch2026.Bracket, c *dutch2026.Candidate) (pos, count int) {
	dutch2026.NewLiteral(b).Walk(func(x *dutch.Candidate, _ bool) bool {
		if pos == 0 && sameCandidate(x, c) {
			pos = x.Generated
		}
		count = x.Generated
		return true
	})
	return pos, count
}

// compareBracket describes a bracket and the engine's and the brute
// force's candidates with their values on [C5]-[C21] and their positions
// in the 2026 sequence, and names the difference.
func compareBracket(b *dutch2026.Bracket, ec, bc dutch2026.Candidate) (kind, report string) {
	var w strings.Builder
	g := dutch2026.NewLiteral(b)
	fmt.Fprintf(&w, "%s\n", describeBracket(b))
	epos, total := positionOf(b, &ec)
	elegal := g.Legal(&ec)
	fmt.Fprintf(&w, "  engine: %s  (complies with [C1]-[C4]: %v; position %d of %d in the 2026 sequence)\n", proptest.CandidateString(b.Players, &ec), elegal, epos, total)
	fmt.Fprintf(&w, "  brute:  %s  (position %d)\n", proptest.CandidateString(b.Players, &bc), bc.Generated)
	if !elegal {
		return "engine candidate breaks [C1]-[C4]", w.String()
	}
	eq, bq := g.Values(&ec), g.Values(&bc)
	fmt.Fprintf(&w, "  engine: %s\n  brute:  %s\n", eq.String(), bq.String())
	f, d := bq.Compare(&eq)
	where := "homogeneous"
	if b.MDPs > 0 {
		where = "heterogeneous"
	}
	if epos == 0 {
		where += " (engine's candidate outside the sequence)"
	}
	switch {
	case d < 0:
		fmt.Fprintf(&w, "  the brute force's candidate is better on %s\n", f)
		return fmt.Sprintf("%s: engine worse on %s", where, f), w.String()
	case d > 0:
		fmt.Fprintf(&w, "  the engine's candidate is better on %s\n", f)
		return fmt.Sprintf("%s: brute force worse on %s", where, f), w.String()
	}
	fmt.Fprintf(&w, "  equal on [C5]-[C21]: 3.8 takes the earlier generated (brute %d, engine %d)\n", bc.Generated, epos)
	return where + ": equal quality, other generation order", w.String()
}
