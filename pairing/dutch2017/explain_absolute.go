package dutch2017

import (
	"fmt"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// absoluteViolations finds the recorded boards and bye that break an
// absolute criterion: C.1 (already played, or a forbidden pair), C.2 (a
// second pairing-allocated bye) and C.3 (two non-topscorers with the same
// absolute colour preference). The rule is the first criterion broken; the
// text names every board that breaks each, criterion by criterion. Boards
// are numbered in the recorded round's publishing order (C.04.2.D.9).
func absoluteViolations(t *pairing.Tournament, s *dutch.State, rec pairing.Round) (explanation, bool) {
	var found pairing.Findings
	add := found.Add
	var met []string // C.1
	var metIDs []int
	for i, b := range rec.Boards {
		w, bl := s.Player(b.White), s.Player(b.Black)
		if _, barred := w.Barring(&bl.Player); barred {
			met = append(met, metText(t, s.Round, i+1, w.ID, bl.ID))
			metIDs = append(metIDs, w.ID, bl.ID)
		}
	}
	switch len(met) {
	case 0:
	case 1:
		add("C.1", "C.1: "+met[0]+".", metIDs...)
	default:
		add("C.1", fmt.Sprintf("C.1: %d boards of the recorded pairing pair players who may not meet: %s.", len(met), strings.Join(met, "; ")), metIDs...)
	}
	if rec.Bye != 0 { // C.2
		if p := s.Player(rec.Bye); !p.CanGetBye() {
			add("C.2", fmt.Sprintf("C.2: player %d receives the pairing-allocated bye but already had a bye or a forfeit win, in round %d.", p.ID, p.ByeRound), p.ID)
		}
	}
	for i, b := range rec.Boards { // C.3
		w, bl := s.Player(b.White), s.Player(b.Black)
		if dutch.BreaksC3(w, bl) {
			add("C.3", fmt.Sprintf("C.3: players %d and %d (board %d) are not topscorers and both have an absolute colour preference for %s (A.6.a: a colour difference beyond ±1, or the same colour in the last two games). %s; %s.",
				w.ID, bl.ID, i+1, dutch.ColourName(w.Preference.Colour), dutch.DescribeColours(w), dutch.DescribeColours(bl)), w.ID, bl.ID)
		}
	}
	if !found.Found() {
		return explanation{}, false
	}
	return explanation{found.Rule(), found.Text(), found.Players()}, true
}

// metText says why two players of a recorded board may not meet (C.1): the
// earlier rounds in which they played each other, or an XXP forbidden pair.
func metText(t *pairing.Tournament, r, board, a, b int) string {
	var rounds []string
	for _, fp := range t.File.Players {
		if fp.ID != a {
			continue
		}
		for k := 1; k < r; k++ {
			if g := fp.Game(k); g.Played() && g.Opponent == b {
				rounds = append(rounds, fmt.Sprint(k))
			}
		}
	}
	switch len(rounds) {
	case 0:
		return fmt.Sprintf("players %d and %d (board %d) are a forbidden pair (XXP)", a, b, board)
	case 1:
		return fmt.Sprintf("players %d and %d already played each other, in round %s (board %d)", a, b, rounds[0], board)
	}
	return fmt.Sprintf("players %d and %d already played each other, in rounds %s and %s (board %d)",
		a, b, strings.Join(rounds[:len(rounds)-1], ", "), rounds[len(rounds)-1], board)
}

// noPairingExplanation explains a round for which no valid pairing exists
// (A.9): the recorded boards that break the absolute criteria.
func noPairingExplanation(t *pairing.Tournament, s *dutch.State, rec pairing.Round) explanation {
	if e, ok := absoluteViolations(t, s, rec); ok {
		return e
	}
	return explanation{"A.9", "A.9: the engine finds no pairing that meets C.1-C.3, but the recorded pairing breaks none of them: please report this case", nil}
}
