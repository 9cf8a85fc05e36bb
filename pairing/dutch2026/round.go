package dutch2026

import (
	"fmt"
	"sort"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// ErrNoPairing is returned when no round-pairing complies with the absolute
// criteria (1.9.3: the Chief Arbiter decides).
var ErrNoPairing = fmt.Errorf("%w: the players cannot all be paired under [C1]-[C3] (1.9.3)", pairing.ErrNoPairing)

// Step is one bracket as paired, for explanations.
type Step struct {
	Bracket   *Bracket
	Candidate Candidate
}

// Pair pairs the round of the state.
func Pair(s *pairing.State) (pairing.Round, error) {
	r, _, err := PairSteps(s)
	return r, err
}

// PairSteps pairs the round bracket by bracket from the top scoregroup
// down (1.9.2) and allocates colours (5), returning the steps taken.
// Every bracket keeps the round-pairing complete ([C4], 2.2.1): unlike the
// 2017 text there is no Penultimate Pairing Bracket to re-pair and no
// collapsed last bracket.
func PairSteps(state *pairing.State) (pairing.Round, []Step, error) {
	return pairSteps(state, terms)
}

func pairSteps(state *pairing.State, terms dutch.Terms) (pairing.Round, []Step, error) {
	s := dutch.NewState(state, terms)
	players := s.ToPair()
	sort.SliceStable(players, func(i, j int) bool { return dutch.Ranks(players[i], players[j]) })
	odd := len(players)%2 == 1
	canBye, byeScore, ok := pabAssignees(players, odd)
	if !ok {
		return pairing.Round{}, nil, ErrNoPairing
	}
	groups := dutch.Scoregroups(players)
	var steps []Step
	var carried []*dutch.Player
	for i, g := range groups {
		b := &Bracket{Players: append(carried, g...), MDPs: len(carried), Rest: dutch.Flatten(groups[i+1:]), Odd: odd, CanGetBye: canBye, ByeScore: byeScore}
		if i+1 < len(groups) {
			b.Next = groups[i+1]
		}
		c := Solve(b)
		steps = append(steps, Step{Bracket: b, Candidate: c})
		carried = b.floaters(&c)
	}
	return assemble(s, steps), steps, nil
}

// pabAssignees returns who may receive the pairing-allocated bye: a player
// whom [C2] allows, with the lowest score that any round-pairing
// complying with the absolute criteria can give the bye to, and that score
// ([C5], 2.3.1:
// "Minimise the score of the assignee of the pairing-allocated-bye"). Like
// the endorsed engines, the minimum is fixed for the whole round before
// the first bracket is paired, so that [C5] outranks every quality
// criterion of every bracket (3.8). It reports false when no round-pairing
// complies with [C1]-[C3] at all.
func pabAssignees(players []*dutch.Player, odd bool) (func(*dutch.Player) bool, trf.Points, bool) {
	none := func(*dutch.Player) bool { return false }
	if !odd {
		return none, 0, dutch.Completable(players, false, none)
	}
	var scores []*dutch.Player
	for _, p := range players {
		if p.CanGetBye() {
			scores = append(scores, p)
		}
	}
	sort.SliceStable(scores, func(i, j int) bool { return scores[i].PairingScore < scores[j].PairingScore })
	for i, p := range scores {
		if i > 0 && scores[i-1].PairingScore == p.PairingScore {
			continue
		}
		// The scores are tried from the lowest up, so a complete pairing
		// with the bye at this score or below gives it at this score.
		limit := p.PairingScore
		if dutch.Completable(players, true, func(q *dutch.Player) bool { return q.CanGetBye() && q.PairingScore <= limit }) {
			return func(q *dutch.Player) bool { return q.CanGetBye() && q.PairingScore == limit }, limit, true
		}
	}
	return nil, 0, false
}

// assemble turns the brackets' pairs into boards with colours and finds
// the bye (dutch.Assemble).
func assemble(s *dutch.State, steps []Step) pairing.Round {
	brackets := make([][]*dutch.Player, len(steps))
	pairs := make([][][2]int, len(steps))
	var last []int
	for i, st := range steps {
		brackets[i], pairs[i] = st.Bracket.Players, st.Candidate.Pairs
		last = st.Candidate.Floaters
	}
	return dutch.Assemble(s, brackets, pairs, last)
}
