package bruteforce

import (
	"sort"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
	"github.com/swisscheck/swisscheck/trf"
)

// Step is one bracket as a round-pairing paired it.
type Step struct {
	Bracket   *dutch2026.Bracket
	Candidate dutch2026.Candidate
}

// BracketSolver pairs one bracket: Solve, or the engine's dutch2026.Solve.
type BracketSolver func(*dutch2026.Bracket) dutch2026.Candidate

// Pair pairs the round of the state with the brute force: PairWith(s,
// Solve).
func Pair(s *pairing.State) (pairing.Round, []Step, error) { return PairWith(s, Solve) }

// PairWith pairs the round bracket by bracket with the given bracket
// solver, the way the 2026 text pairs a round (1.9), and allocates colours
// (5.2). It is written here, apart from the engine's dutch2026.PairSteps,
// so that the whole round is paired without the engine.
//
// 1.2: the players in order of score, then TPN. [C5] 2.3.1 "Minimise the
// score of the assignee of the pairing-allocated-bye" is settled for the
// round before the first bracket (byeScore), as the engine and the
// endorsed engines read it. 1.9.2: the brackets are paired from the top
// scoregroup down; 1.3.2: a bracket holds the residents of a non-empty
// scoregroup and the players left unpaired by the bracket above (its MDPs,
// 1.4.1). The last bracket's one downfloater, if any, receives the
// pairing-allocated bye (1.9.1). When no round-pairing complies with
// [C1]-[C3], the Chief Arbiter decides (1.9.3): the error wraps
// pairing.ErrNoPairing.
func PairWith(state *pairing.State, solve BracketSolver) (pairing.Round, []Step, error) {
	s := dutch2026.NewState(state)
	players := s.ToPair()
	sort.SliceStable(players, func(i, j int) bool { return dutch.Ranks(players[i], players[j]) })
	odd := len(players)%2 == 1
	canBye, score, ok := byeScore(players, odd)
	if !ok {
		return pairing.Round{}, nil, dutch2026.ErrNoPairing
	}
	groups := dutch.Scoregroups(players) // 1.3.1
	var steps []Step
	var mdps []*dutch.Player
	for i, g := range groups {
		b := &dutch2026.Bracket{Players: append(mdps, g...), MDPs: len(mdps), Odd: odd, CanGetBye: canBye, ByeScore: score}
		for _, below := range groups[i+1:] {
			b.Rest = append(b.Rest, below...)
		}
		if i+1 < len(groups) {
			b.Next = groups[i+1]
		}
		c := solve(b)
		steps = append(steps, Step{Bracket: b, Candidate: c})
		mdps = nil
		for _, f := range c.Floaters {
			mdps = append(mdps, b.Players[f])
		}
	}
	return boards(s, steps), steps, nil
}

// byeScore is [C5] for the round: the lowest score of a player whom [C2]
// allows the pairing-allocated bye and who receives it in some
// round-pairing complying with [C1]-[C3] (1.9.1: all players paired but
// the one who receives the bye). It returns who may receive the bye: [C2]
// and that score. For an even round nobody receives it; ok is false when
// no complete round-pairing exists.
func byeScore(players []*dutch.Player, odd bool) (canBye func(*dutch.Player) bool, score trf.Points, ok bool) {
	nobody := func(*dutch.Player) bool { return false }
	if !odd {
		return nobody, 0, dutch.Completable(players, false, nobody)
	}
	var scores []trf.Points
	for _, p := range players {
		if p.CanGetBye() { // [C2]
			scores = append(scores, p.PairingScore)
		}
	}
	sort.Slice(scores, func(i, j int) bool { return scores[i] < scores[j] })
	for _, sc := range scores {
		can := func(p *dutch.Player) bool { return p.CanGetBye() && p.PairingScore == sc }
		if dutch.Completable(players, true, can) {
			return can, sc, true
		}
	}
	return nil, 0, false
}

// boards turns the brackets' pairs into boards with the colours of 5.2 in
// the recommended order of C.04.2 (2026) 3.6 (pairing.State.SortBoards),
// and names the player who receives the pairing-allocated bye.
func boards(s *dutch.State, steps []Step) pairing.Round {
	var r pairing.Round
	for i, st := range steps {
		b, c := st.Bracket, st.Candidate
		for _, pr := range c.Pairs {
			hi, lo := b.Players[min(pr[0], pr[1])], b.Players[max(pr[0], pr[1])] // 1.2
			board, _ := dutch.Colours(s, hi, lo)
			r.Boards = append(r.Boards, board)
		}
		if i == len(steps)-1 && len(c.Floaters) == 1 {
			r.Bye = b.Players[c.Floaters[0]].ID
		}
	}
	s.SortBoards(r.Boards)
	return r
}
