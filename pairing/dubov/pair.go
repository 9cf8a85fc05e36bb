package dubov

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// Pair pairs the round by the Dubov text: round 1 by article 5; later
// rounds the bye (4), then the score groups from the highest down, each
// with the floaters it receives (8), its transfers (7) and its pairs (6).
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
	First  bool    // round 1, paired by article 5
	Bye    *Player // the pairing-allocated bye (4, C.04.1 c, d)
	Groups []*Group
	// Fallback says how far the engine had to go past the text to pair
	// the round (Reading 14): "" when the text paired it; otherwise which
	// step did.
	Fallback string
	// Choices are the alternatives the engine took at the choice points
	// of transfers and floaters' opponents (Reading 14); nil for the
	// text's own choices.
	Choices []int
	Pairs   []Match // every pair of the round
}

// Match is two paired players with their board and the rule that gave the
// colours.
type Match struct {
	A, B  *Player
	Board pairing.Board
	Rule  ColourRule
}

// Steps pairs the round.
func (s *State) Steps() (Steps, error) {
	players := s.toPair()
	if s.Round == 1 {
		if st, ok := s.firstRound(players); ok {
			return st, nil
		}
	}
	byes := []*Player{nil}
	if len(players)%2 == 1 {
		byes = s.byeOrder(players)
		if len(byes) == 0 {
			return Steps{}, fmt.Errorf("round %d: %w: every player to pair already received the pairing-allocated bye or a forfeit win (C.04.1 d), so nobody may receive the bye", s.Round, pairing.ErrNoPairing)
		}
	}
	// Reading 14: the text has no rule for a round whose lowest score
	// group cannot be paired (9: "the referee should proceed wisely and
	// impartially"). The engine keeps the text's steps and changes as
	// little as it can, in this order: first the choices of the text
	// that the text orders (the transferred player of 7.1 and 7.2, the
	// floater's opponent of 8.2), the last one first, each taking the
	// next player in the text's own order (search); then the lowest
	// score groups are paired as one group, two, then three, and so on
	// (joinLowest); last, the bye goes to the next player of article 4's
	// order. A round that none of these pairs has no pairing that keeps
	// C.04.1 b, d, f and g.
	budget := roundBudget
	for bi, bye := range byes {
		rest := slices.DeleteFunc(slices.Clone(players), func(p *Player) bool { return p == bye })
		if !pairable(rest) {
			continue // no pairing of the others keeps C.04.1 b, f and g
		}
		groups := scoreGroups(rest)
		for merges := range max(len(groups), 1) {
			if st, ok := s.search(joinLowest(groups, merges), &budget); ok {
				st.Bye = bye
				st.Fallback = fallback(bi, merges, st.Choices)
				return st, nil
			}
		}
	}
	return Steps{}, fmt.Errorf("round %d: %w: the players cannot all be paired without a second game between two of them (C.04.1 b) or a colour C.04.1 f or g forbids, even with every score group joined (Reading 14)", s.Round, pairing.ErrNoPairing)
}

// searchBudget bounds the passes tried with other choices for one way of
// making the groups, roundBudget those of the whole round; past it, each
// way is tried with the text's choices only, down to the one group of
// every player, which always pairs a round that pairable allows
// (Reading 14).
const (
	searchBudget = 300
	roundBudget  = 1000
)

// pairable reports whether the players can all be paired keeping C.04.1
// b, f and g.
func pairable(players []*Player) bool {
	p := &pass{}
	mate := matching.MaxCardinality(len(players), func(u, v int) bool { return p.can(players[u], players[v]) })
	return !slices.Contains(mate, -1)
}

// search pairs the groups with the text's choices; when the lowest group
// cannot be completed, with the choices after them in depth-first order,
// the last choice point changed first (Reading 14). Each pass spends one
// of the round's budget.
func (s *State) search(groups [][]*Player, budget *int) (Steps, bool) {
	var choices []int
	for range searchBudget {
		*budget--
		p := &pass{s: s, choices: choices}
		if gs, ok := p.run(groups); ok {
			return Steps{Groups: gs, Pairs: p.pairs, Choices: choices}, true
		}
		next, ok := nextChoices(choices, p.arity)
		if !ok || *budget <= 0 {
			break
		}
		choices = next
	}
	return Steps{}, false
}

// fallback names the steps past the text that paired the round.
func fallback(bye, merges int, choices []int) string {
	var out []string
	if len(choices) > 0 {
		out = append(out, "another player than the text's first was taken at the choices marked Reading 14 (7.1, 7.2, 8.2)")
	}
	if bye > 0 {
		out = append(out, fmt.Sprintf("the bye went to candidate %d of article 4's order", bye+1))
	}
	if merges > 0 {
		out = append(out, fmt.Sprintf("the %d lowest score groups were paired as one", merges+1))
	}
	return strings.Join(out, "; ")
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

// scoreGroups splits the players into score groups, highest first, each
// by pairing number.
func scoreGroups(players []*Player) [][]*Player {
	sorted := slices.Clone(players)
	sort.SliceStable(sorted, func(i, j int) bool {
		if sorted[i].Group != sorted[j].Group {
			return sorted[i].Group > sorted[j].Group
		}
		return sorted[i].Number < sorted[j].Number
	})
	var out [][]*Player
	for i := 0; i < len(sorted); {
		j := i + 1
		for j < len(sorted) && sorted[j].Group == sorted[i].Group {
			j++
		}
		out = append(out, sorted[i:j:j])
		i = j
	}
	return out
}

// joinLowest joins the n+1 lowest score groups into one (Reading 14).
func joinLowest(groups [][]*Player, n int) [][]*Player {
	if n == 0 || len(groups) < 2 {
		return groups
	}
	k := len(groups) - 1 - n
	out := slices.Clone(groups[:k])
	var joined []*Player
	for _, g := range groups[k:] {
		joined = append(joined, g...)
	}
	return append(out, joined)
}

// firstRound is article 5: "The player's list calculated before is
// divided into two equal parts ... The first player from the left-hand
// list plays the first player from the right-hand list, the second plays
// the second, etc. ... all odd-numbered pairs have the same colours as the
// first pair, whereas all even-numbered pairs have the other colour. If
// the number of the players is odd, the last player in the list gets the
// pairing-allocated bye". The list is the initial order (pairing numbers);
// the lot is the file's initial colour (White when it gives none).
//
// Reading 15: should a pair of article 5 be barred (a pair the file
// forbids, XXP), the round is paired by the standard procedure instead.
func (s *State) firstRound(players []*Player) (Steps, bool) {
	st := Steps{First: true}
	if len(players)%2 == 1 {
		st.Bye = players[len(players)-1]
		players = players[:len(players)-1]
	}
	half := len(players) / 2
	lot := s.InitialColour
	if lot == trf.NoColour {
		lot = trf.White
	}
	for i := range half {
		a, b := players[i], players[half+i]
		if !a.CanMeet(b.Player) {
			return Steps{}, false
		}
		c := lot
		if i%2 == 1 {
			c = lot.Opposite()
		}
		board := pairing.Board{White: a.ID, Black: b.ID}
		if c == trf.Black {
			board = pairing.Board{White: b.ID, Black: a.ID}
		}
		st.Pairs = append(st.Pairs, Match{A: a, B: b, Board: board, Rule: FirstRound})
	}
	return st, true
}
