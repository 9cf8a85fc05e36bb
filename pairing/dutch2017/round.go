package dutch2017

import (
	"fmt"
	"sort"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// ErrNoPairing is returned when no round-pairing complies with the absolute
// criteria (A.9: the arbiter shall decide).
var ErrNoPairing = fmt.Errorf("%w: the players cannot all be paired under C.1-C.3 (A.9)", pairing.ErrNoPairing)

// BracketSolver chooses the candidate of a bracket. The engine's is the
// default; tests substitute a brute-force enumeration.
type BracketSolver func(*Bracket) Candidate

// Step is one bracket as paired, for explanations.
type Step struct {
	Bracket   *Bracket
	Candidate Candidate
	PPB, CLB  bool // A.9

	// First is set on a PPB: the bracket as first paired and the
	// candidate it gave, whose downfloaters could not complete the
	// round-pairing (A.9).
	First *Step
}

// Pair pairs the round of the state with the engine.
func Pair(s *pairing.State) (pairing.Round, error) {
	r, _, err := PairWith(s, Solve)
	return r, err
}

// PairWith pairs the round bracket by bracket with the given bracket
// solver (A.9) and allocates colours (E), returning the steps taken.
func PairWith(state *pairing.State, solve BracketSolver) (pairing.Round, []Step, error) {
	s := NewState(state)
	players := s.ToPair()
	sort.SliceStable(players, func(i, j int) bool { return dutch.Ranks(players[i], players[j]) })
	odd := len(players)%2 == 1
	if !dutch.Completable(players, odd, (*dutch.Player).CanGetBye) {
		return pairing.Round{}, nil, ErrNoPairing
	}
	groups := dutch.Scoregroups(players)
	var steps []Step
	var carried []*dutch.Player
	for i, g := range groups {
		rest := dutch.Flatten(groups[i+1:])
		b := &Bracket{Players: append(carried, g...), MDPs: len(carried), Rest: rest, Odd: odd}
		if i == len(groups)-1 {
			b.Complete = true // the last bracket completes the round
			steps = append(steps, Step{Bracket: b, Candidate: solve(b)})
			break
		}
		b.Next = groups[i+1]
		c := solve(b)
		floaters := b.floaters(&c)
		if dutch.Completable(append(floaters, rest...), odd, (*dutch.Player).CanGetBye) {
			steps = append(steps, Step{Bracket: b, Candidate: c})
			carried = floaters
			continue
		}
		// A.9: the bracket just paired becomes the Penultimate Pairing
		// Bracket; re-paired under C.4, its downfloaters and all the
		// players below form the Collapsed Last Bracket.
		ppb := &Bracket{Players: b.Players, MDPs: b.MDPs, Complete: true, Rest: rest, Odd: odd}
		first := &Step{Bracket: b, Candidate: c}
		c = solve(ppb)
		steps = append(steps, Step{Bracket: ppb, Candidate: c, PPB: true, First: first})
		floaters = ppb.floaters(&c)
		clb := &Bracket{Players: append(floaters, rest...), MDPs: len(floaters), Complete: true, Odd: odd}
		steps = append(steps, Step{Bracket: clb, Candidate: solve(clb), CLB: true})
		break
	}
	return assemble(s, steps), steps, nil
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
