package dutch2012

import (
	"fmt"
	"slices"
	"sort"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// ErrNoPairing is returned when no pairing of the round complies with the
// absolute criteria B.1 and B.2.
var ErrNoPairing = fmt.Errorf("%w: the players cannot all be paired under B.1-B.2", pairing.ErrNoPairing)

// Step is one score bracket as paired.
type Step struct {
	Players []*dutch.Player // the bracket, MDPs first, in A.2 order
	MDPs    int
	Moved   []*dutch.Player // moved down at once by C.1
	Pairs   [][2]int        // indices into Players
	Left    []int           // unpaired: moved down, or the bye in the lowest bracket
	Lowest  bool
}

// Pair pairs the round of the state by the 2012 procedure.
func Pair(s *pairing.State) (pairing.Round, error) {
	r, _, err := PairSteps(s)
	return r, err
}

// PairSteps pairs the round bracket by bracket from the highest score
// bracket (C), and allocates colours (E).
func PairSteps(state *pairing.State) (pairing.Round, []Step, error) {
	return pairWith(&engine{State: NewState(state)})
}

// PairLiteral pairs the round as PairSteps does, but walks every
// transposition and exchange of the rules' sequence (D.1, D.2, D.3) one by
// one, without the matchings that let the engine skip those that cannot
// comply: the brute-force reference of the tests (package bruteforce).
// It is slow on purpose: brackets of a dozen players at most.
func PairLiteral(state *pairing.State) (pairing.Round, []Step, error) {
	return pairWith(&engine{State: NewState(state), literal: true})
}

// engine is the state of the round with the Dutch terms, and how brackets
// are searched.
type engine struct {
	*dutch.State
	literal bool   // no pruning (PairLiteral)
	trace   *trace // what the engine does, for the narration; nil: none
}

func pairWith(s *engine) (pairing.Round, []Step, error) {
	players := s.ToPair()
	sort.SliceStable(players, func(i, j int) bool { return dutch.Ranks(players[i], players[j]) })
	odd := len(players)%2 == 1
	if !dutch.Completable(players, odd, (*dutch.Player).CanGetBye) {
		return pairing.Round{}, nil, ErrNoPairing
	}
	groups := dutch.Scoregroups(players)
	steps, ok := pairAll(s, groups, odd)
	if !ok {
		return pairing.Round{}, nil, ErrNoPairing
	}
	return assemble(s.State, steps), steps, nil
}

// pairAll pairs the score brackets from the highest (C), the players
// moved down from each going to the next; C.12 goes back one bracket when
// a player moved down has no opponent. When the lowest score bracket
// cannot be paired, the penultimate one is paired again to allow it, and
// when no pairing of it does, the two are joined into a new lowest
// bracket (C.13); the brackets above keep their pairings.
func pairAll(s *engine, groups [][]*dutch.Player, odd bool) ([]Step, bool) {
	var steps []Step
	var carried []*dutch.Player
	last := len(groups) - 1
	for k := 0; k <= last; k++ {
		if k > 0 && len(carried) > 0 {
			if st, ok := backtrack(s, steps, carried, groups[k-1], groups[k], k, k == last, odd); ok {
				steps[k-1] = st
				carried = st.down()
			}
		}
		if k == last {
			break
		}
		st := pairBracket(s, carried, groups[k], nil)
		steps = append(steps, st)
		carried = st.down()
	}
	bottom := last
	for {
		rest := dutch.Flatten(groups[bottom:])
		// A joined bracket has the latest added score bracket, with the
		// players moved down to it, as its MDPs (C.13).
		mdps, residents := carried, rest
		if bottom < last {
			mdps = append(slices.Clone(carried), groups[bottom]...)
			residents = dutch.Flatten(groups[bottom+1:])
		}
		low := pairBracket(s, mdps, residents, func(b *bracket) { b.lowest = true })
		if low.Pairs != nil {
			return append(steps, low), true
		}
		if bottom == 0 {
			return nil, false
		}
		// C.13: another pairing of the penultimate bracket that allows
		// one of the lowest.
		pen := steps[bottom-1]
		var above []*dutch.Player
		if bottom >= 2 {
			above = steps[bottom-2].down()
		}
		st := pairBracket(s, above, groups[bottom-1], func(b *bracket) {
			b.completing, b.rest, b.odd = true, append(slices.Clone(pen.Moved), rest...), odd
			b.accept = func(left []*dutch.Player) bool {
				down := append(slices.Clone(pen.Moved), left...)
				return dutch.Completable(append(down, rest...), odd, (*dutch.Player).CanGetBye)
			}
		})
		if len(st.Pairs) > 0 {
			// The penultimate bracket's new floaters join the lowest
			// bracket as its MDPs (as JaVaFo 1.4 does, even when the
			// lowest one was joined before).
			low := pairBracket(s, st.down(), rest, func(b *bracket) {
				b.lowest = true
				// C.04.3 (2012) C.13: "Such a merged score bracket shall
				// be treated as a heterogeneous score bracket with the
				// latest added score bracket as S1": its players stay
				// unjudged for downfloats (reading 27; b03759 R10).
				if bottom < last {
					b.joined = idSet(groups[bottom])
				}
			})
			if low.Pairs != nil {
				steps[bottom-1] = st
				return append(steps, low), true
			}
		}
		// P became zero: the two lowest brackets are joined.
		steps = steps[:bottom-1]
		carried = above
		bottom--
	}
}

// down lists the players the step moves down, in A.2 order.
func (st *Step) down() []*dutch.Player {
	out := slices.Clone(st.Moved)
	for _, i := range st.Left {
		out = append(out, st.Players[i])
	}
	sort.SliceStable(out, func(i, j int) bool { return dutch.Ranks(out[i], out[j]) })
	return out
}

func (b *bracket) pick(idx []int) []*dutch.Player {
	out := make([]*dutch.Player, len(idx))
	for i, k := range idx {
		out[i] = b.ps[k]
	}
	return out
}

// newBracket is the score bracket of the players moved down to it
// (carried, its MDPs) and a score group, in that order.
func newBracket(s *engine, carried, group []*dutch.Player) *bracket {
	return &bracket{round: s.Round, ps: append(slices.Clone(carried), group...), m0: len(carried)}
}

// pairBracket pairs one score bracket: the players moved down to it and a
// score group. C.1 first moves down the residents who have no opponent in
// it (in the lowest bracket C.13 applies instead).
func pairBracket(s *engine, carried, group []*dutch.Player, setup func(*bracket)) Step {
	b := newBracket(s, carried, group)
	b.literal = s.literal
	if setup != nil {
		setup(b)
	}
	b.log = s.trace.start(b, carried, group)
	var moved []*dutch.Player
	if !b.lowest {
		// C.1 sends an MDP to C.12, which finds another set of floaters
		// of the same size and scores above; in the corpus JaVaFo 1.4
		// moves him down like a resident.
		out := b.incompatible()
		moved = b.pick(out)
		b = b.without(out)
	}
	var bye *dutch.Player
	if out := b.incompatible(); b.lowest && len(out) == 1 && len(b.ps)%2 == 1 && b.ps[out[0]].CanGetBye() {
		// In the lowest bracket a player without an opponent can only be
		// the one who gets the bye: JaVaFo 1.4 sets him aside and pairs
		// the others (C.1, C.13).
		bye = b.ps[out[0]]
		b = b.without(out)
	}
	st := Step{Players: b.ps, MDPs: b.m0, Moved: moved, Lowest: b.lowest}
	o, ok := b.pair()
	if !ok {
		return b.log.done(st)
	}
	st.Pairs = o.pairs
	if st.Pairs == nil {
		st.Pairs = [][2]int{}
	}
	st.Left = o.left
	if bye != nil {
		st.Players = append(slices.Clone(st.Players), bye)
		st.Left = []int{len(st.Players) - 1}
	}
	return b.log.done(st)
}

// assemble turns the brackets' pairs into boards with colours (E) in
// publishing order, and gives the bye to the player the lowest bracket
// leaves unpaired.
func assemble(s *dutch.State, steps []Step) pairing.Round {
	var r pairing.Round
	for _, st := range steps {
		for _, pr := range st.Pairs {
			hi, lo := st.Players[pr[0]], st.Players[pr[1]]
			if dutch.Ranks(lo, hi) {
				hi, lo = lo, hi
			}
			board, _ := colours(s, hi, lo)
			r.Boards = append(r.Boards, board)
		}
	}
	if n := len(steps); n > 0 {
		last := steps[n-1]
		if len(last.Left) == 1 {
			r.Bye = last.Players[last.Left[0]].ID
		}
	}
	s.SortBoards(r.Boards)
	return r
}
