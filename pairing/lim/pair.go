package lim

import (
	"fmt"
	"slices"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// Pair pairs the round by the Lim text.
func Pair(ps *pairing.State) (pairing.Round, error) {
	s := NewState(ps)
	st, err := s.Steps()
	if err != nil {
		return pairing.Round{}, err
	}
	return s.Assemble(st), nil
}

// Steps is the round as the engine pairs it.
type Steps struct {
	Bye *Player // the pairing-allocated bye (1.1, 7.1, 8.2)
	// Groups in the order they are paired (2.2): the upper half from the
	// top, the lower half from the bottom, the median group last.
	Groups []*Group
	// Fallback says how far the engine had to go past the text: "" when
	// the text paired the round (Reading 17).
	Fallback string
	Pairs    []Match
}

// Steps pairs the round.
func (s *State) Steps() (Steps, error) {
	players := s.toPair()
	byes := []*Player{nil}
	if len(players)%2 == 1 {
		byes = s.byeOrder(players)
		if len(byes) == 0 {
			return Steps{}, fmt.Errorf("round %d: %w: every player to pair already received the pairing-allocated bye or a forfeit win (C.04.1 d), so nobody may receive the bye", s.Round, pairing.ErrNoPairing)
		}
	}
	// Reading 17: 1.1 names one player for the bye. When the others
	// cannot all be paired keeping 2.1 (C.04.1 b, f, g), the text is
	// silent; the engine gives the bye to the next player of 1.1's order
	// and says so.
	for i, bye := range byes {
		rest := slices.DeleteFunc(slices.Clone(players), func(p *Player) bool { return p == bye })
		if !s.pairable(rest) {
			continue
		}
		st, ok := s.pairGroups(rest)
		if !ok {
			continue
		}
		st.Bye = bye
		if i > 0 {
			st.Fallback = join(st.Fallback, fmt.Sprintf("the bye went to candidate %d of 1.1's order: with the ones before, the others cannot all be paired", i+1))
		}
		return st, nil
	}
	return Steps{}, fmt.Errorf("round %d: %w: the players cannot all be paired without a second game between two of them (C.04.1 b) or a colour 2.1 forbids (C.04.1 f, g)", s.Round, pairing.ErrNoPairing)
}

func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}

// byeOrder is 1.1: "the pairing-allocated bye is awarded to the player
// with the lowest rank in the lowest score-group", among those C.04.1 d
// allows; 7.1 in round one: "the lowest rated player in the Pairing
// List".
//
// Reading 2: "lowest rank" is the largest pairing number (the pairing
// list is in the order of C.04.2 B, rating first); the order goes on to
// the next player up, then the next score group up, for Reading 17.
func (s *State) byeOrder(players []*Player) []*Player {
	var out []*Player
	for _, p := range players {
		if !p.ByeBarred {
			out = append(out, p)
		}
	}
	slices.SortStableFunc(out, func(a, b *Player) int {
		if a.Score != b.Score {
			return int(a.Score - b.Score)
		}
		return b.Number - a.Number
	})
	return out
}

// pairable reports whether the players can all be paired keeping 2.1.
func (s *State) pairable(players []*Player) bool {
	mate := matching.MaxCardinality(len(players), func(u, v int) bool { return s.Compatible(players[u], players[v]) })
	return !slices.Contains(mate, -1)
}

// toPair returns the players who take part in the pairing, by pairing
// number.
func (s *State) toPair() []*Player {
	var out []*Player
	for _, p := range s.Players {
		if p.Paired {
			out = append(out, p)
		}
	}
	return out
}

// pairGroups is 2.2: "Pairing begins with the highest score-group and
// proceeds downward until just before the Median Score-group, then
// continues with the lowest score-group and proceeds upwards to the
// Median Score-Group which is paired last. The Median Score-group is
// paired downward." (8.3 is the same for round two.)
//
// Reading 5: when no player has the median score, the median group is
// empty but still paired last: the floaters of the upper half and of the
// lower half meet there and are paired with each other (3.6.3). The
// adjacent group of the last group of a half, for 3.3 and 3.9, is then
// the first group of the other half.
func (s *State) pairGroups(players []*Player) (Steps, bool) {
	var upper, lower []*Group
	median := &Group{Score: s.Median, Down: true, Median: true}
	for _, p := range players {
		switch {
		case p.Score == s.Median:
			median.Natives = append(median.Natives, p)
		case p.Score > s.Median:
			upper = addTo(upper, p, true)
		default:
			lower = addTo(lower, p, false)
		}
	}
	slices.SortFunc(upper, func(a, b *Group) int { return int(b.Score - a.Score) })
	slices.SortFunc(lower, func(a, b *Group) int { return int(a.Score - b.Score) })
	s.pairHalf(upper, median, lower)
	s.pairHalf(lower, median, upper)
	st := Steps{Groups: append(append(slices.Clone(upper), lower...), median)}
	if !s.pairMedian(median, upper, lower) {
		return Steps{}, false
	}
	for _, g := range st.Groups {
		st.Pairs = append(st.Pairs, g.Pairs...)
		if g.Cut {
			st.Fallback = join(st.Fallback, fmt.Sprintf("in the score group of %s the search for fewer pairs due the same colour stopped after %d nodes (Reading 19)", g.Score, searchBudget))
		}
	}
	return st, true
}

// addTo puts a player into his score group of a half.
func addTo(gs []*Group, p *Player, down bool) []*Group {
	for _, g := range gs {
		if g.Score == p.Score {
			g.Natives = append(g.Natives, p)
			return gs
		}
	}
	return append(gs, &Group{Score: p.Score, Down: down, Natives: []*Player{p}})
}

// pairHalf pairs the groups of one half in order, each sending its
// floaters to the next (3.2: "When pairing proceeds downward, the floater
// is transferred to the next lower score-group"), the last to the median
// group.
func (s *State) pairHalf(half []*Group, median *Group, other []*Group) {
	for i, g := range half {
		var adjacent []*Player
		switch {
		case i+1 < len(half):
			adjacent = half[i+1].Natives
		case len(median.Natives) > 0:
			adjacent = median.Natives
		case len(other) > 0:
			adjacent = other[len(other)-1].Natives
		}
		s.pairAlone(g, adjacent)
		next := median
		if i+1 < len(half) {
			next = half[i+1]
		}
		next.In = append(next.In, g.Out...)
	}
}

// pairMedian pairs the median group with every floater it received; when
// it cannot be paired, 2.6 cracks pairings of its neighbours.
//
// 2.6: "if the number of floaters from higher score-groups is larger than
// the number of floaters from lower score-groups the next pairing of the
// lower score-group shall be cracked and the players of this pairing
// shall be treated as additional floaters from the lower score-group ...
// if the above condition is not fulfilled, then the next pairing of the
// higher score-group shall be cracked".
//
// Reading 16: "the next pairing" of a half is the one made last there
// that is not yet cracked: the pairings of the group next to the median
// group first, in the reverse of the order they were made (the bottom
// board of the upper half, the top board of the lower half). When one
// half has no pairing left, the other's is cracked; a median group that
// cannot be paired with every pairing cracked cannot be paired.
func (s *State) pairMedian(median *Group, upper, lower []*Group) bool {
	for {
		median.orderIn()
		a := median.arrange(s, nil)
		pairs, ok := a.solve()
		median.tries = append(median.tries, try{arr: a, pairs: pairs})
		if ok {
			median.Pairs = s.matches(a, pairs, median.Score)
			median.arr, median.index, median.Cut = a, pairs, a.cut
			return true
		}
		down, up := 0, 0
		for _, f := range median.In {
			if f.Down {
				down++
			} else {
				up++
			}
		}
		first, second := upper, lower
		if down > up {
			first, second = lower, upper
		}
		m := crack(median, first)
		if m == nil {
			m = crack(median, second)
		}
		if m == nil {
			return false
		}
		median.tries[len(median.tries)-1].cracked = m
	}
}

// crack takes the next pairing of a half (Reading 16) and makes its
// players floaters of the median group; nil when none is left.
func crack(median *Group, half []*Group) *Match {
	for i := len(half) - 1; i >= 0; i-- {
		g := half[i]
		if n := len(g.Pairs); n > 0 {
			m := g.Pairs[n-1]
			g.Pairs = g.Pairs[:n-1]
			g.Cracked = append(g.Cracked, m)
			for _, p := range []*Player{m.A, m.B} {
				median.In = append(median.In, &Floater{Player: p, From: g.from(p), Down: g.Down, Why: "2.6"})
			}
			return &m
		}
	}
	return nil
}

// Assemble makes the round of the steps, boards in the order of C.04.2
// D.9.
func (s *State) Assemble(st Steps) pairing.Round {
	var r pairing.Round
	if st.Bye != nil {
		r.Bye = st.Bye.ID
	}
	for _, p := range st.Pairs {
		r.Boards = append(r.Boards, p.Board)
	}
	s.SortBoards(r.Boards)
	return r
}

// firstRoundColours is 7.2: "The colour to be given to Player #1 is
// decided by drawing lots; the other odd-numbered players in the upper
// half of the Pairing List are then given the same colour as Player #1.
// Player #2 together with the other even-numbered players in the upper
// half of the Pairing List are given the other colour."
//
// Reading 10: the lot is the file's initial colour (XXC, else White).
// "Odd-numbered" is the place in the list of the players paired in round
// one, so that an absent player does not turn the colours of those below
// him (the 40-player example has no absentee). When exchanges paired two
// players of the same half, the higher of them takes the colour of his
// place.
func (s *State) firstRoundColours(a, b *Player) (pairing.Board, ColourRule) {
	lot := s.InitialColour
	if lot == trf.NoColour {
		lot = trf.White
	}
	hi := a
	if Ranks(b, a) {
		hi = b
	}
	place := 0
	for _, p := range s.toPair() {
		if p.Number <= hi.Number {
			place++
		}
	}
	c := lot
	if place%2 == 0 {
		c = lot.Opposite()
	}
	lo := b
	if hi == b {
		lo = a
	}
	if c == trf.White {
		return pairing.Board{White: hi.ID, Black: lo.ID}, FirstRound
	}
	return pairing.Board{White: lo.ID, Black: hi.ID}, FirstRound
}
