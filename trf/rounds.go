package trf

import "strings"

// Rounds not played yet. A file exchanged during the tournament (TRF26
// remark 3, ITDX) may end with a round that is not finished: paired and
// published before its results (results ? or blank), or not paired yet,
// with only the byes entered before its pairing (H, F, Z: known absences
// and requested byes, as JaVaFo-made files carry them).

// RoundState is how far a round of the file has got.
type RoundState int

const (
	// RoundPlayed is a round paired, with its results; also any round up
	// to the last one in which somebody was paired.
	RoundPlayed RoundState = iota
	// RoundNotPlayed is the last paired round when some of its games have
	// no result yet (? or blank): only its pairing can be checked, and the
	// round after it cannot be paired. Later rounds of the file may hold
	// byes entered before their pairing.
	RoundNotPlayed
	// RoundNotPaired is a round after the last paired one whose column
	// holds only byes entered before its pairing, and blanks for the
	// players still to pair.
	RoundNotPaired
	// RoundNoGames is a round after the last paired one in which every
	// player has a bye (H, F, Z or an absence): nobody is left to pair, so
	// the round is over without games.
	RoundNoGames
)

// String says what the state means, in the words every output uses; ""
// for a played round.
func (s RoundState) String() string {
	switch s {
	case RoundNotPlayed:
		return "paired, not played yet"
	case RoundNotPaired:
		return "not paired yet, only pre-entered byes"
	case RoundNoGames:
		return "no games, every player has a bye"
	}
	return ""
}

// RoundStates returns the state of every round of the file, [r-1] for
// round r, up to f.Rounds().
func (f *File) RoundStates() []RoundState {
	n, last := f.Rounds(), f.LastPairedRound()
	states := make([]RoundState, n)
	if last > 0 && f.hasPending(last) {
		states[last-1] = RoundNotPlayed
	}
	for r := last + 1; r <= n; r++ {
		states[r-1] = RoundNoGames
		for _, p := range f.Players {
			if isBlank(p.Game(r)) {
				states[r-1] = RoundNotPaired
				break
			}
		}
	}
	return states
}

// hasPending reports whether a game of round r is paired but not played.
func (f *File) hasPending(r int) bool {
	for _, p := range f.Players {
		if p.Game(r).Pending() {
			return true
		}
	}
	return false
}

// isBlank reports a block that says nothing: not paired, no bye (TRF16 §4).
func isBlank(g Game) bool {
	return g.Opponent == 0 && g.Colour == NoColour && result(g) == ResultNone
}

// CompleteRounds returns how many rounds from the first are over: every
// round before the first not paired yet, or before the last round when
// it is paired but not played. The points column may count the rounds
// after them or not.
func (f *File) CompleteRounds() int {
	for r, s := range f.RoundStates() {
		if s == RoundNotPlayed || s == RoundNotPaired {
			return r
		}
	}
	return f.Rounds()
}

// RoundNotes says which rounds are not played yet, for the lines that
// give the number of rounds: "round 5: not paired yet, only pre-entered
// byes", rounds of the same state joined ("rounds 5-7: ..."), "; "
// between; "" when every round is played.
func (f *File) RoundNotes() string {
	states := f.RoundStates()
	var notes []string
	for r := 1; r <= len(states); r++ {
		s := states[r-1]
		if s == RoundPlayed {
			continue
		}
		last := r
		for last < len(states) && states[last] == s {
			last++
		}
		notes = append(notes, roundSpan(r, last)+": "+s.String())
		r = last
	}
	return strings.Join(notes, "; ")
}

// unplayedRule says where a file may have games paired but not played
// yet (Pending): in its last paired round only, since a round without
// results cannot be followed by another paired one (later columns may
// hold byes entered before their pairing); and with a blank result
// (TRF16: not paired) only when no game of that round has a result, so
// that with some results in, the missing ones are written ? (TRF26:
// unknown result).
type unplayedRule struct {
	last     int  // the last paired round
	resulted bool // a game of the last paired round has a result
}

func newUnplayedRule(f *File) unplayedRule {
	u := unplayedRule{last: f.LastPairedRound()}
	for _, p := range f.Players {
		if g := p.Game(u.last); g.Opponent != 0 && !g.Pending() {
			u.resulted = true
			break
		}
	}
	return u
}

// allows reports whether game g, pending, may be in round r.
func (u unplayedRule) allows(r int, g Game) bool {
	return r == u.last && (g.Result == ResultUnknown || !u.resulted)
}

// unplayedProblems reports, for Read, every game not played yet that the
// file may not have where it is (unplayedRule).
func unplayedProblems(f *File, add func(line, col int, format string, args ...any)) {
	u := newUnplayedRule(f)
	for _, p := range f.Players {
		for i, g := range p.Games {
			r := i + 1
			switch {
			case !g.Pending() || u.allows(r, g):
			case g.Result == ResultUnknown:
				add(p.Line, resultCol(r), "round %d result: expected a game result (1 = 0 + - W D L), found ? (a game not played yet is allowed only in the last paired round, round %d)", r, u.last)
			case r != u.last:
				add(p.Line, resultCol(r), "round %d result: expected a result code with an opponent or colour, found a blank (a game not played yet is allowed only in the last paired round, round %d)", r, u.last)
			default:
				add(p.Line, resultCol(r), "round %d result: expected a result code with an opponent or colour, found a blank (other games of the round have results: write ? for a result not known yet)", r)
			}
		}
	}
}
