package dutch2026

import (
	"fmt"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// Explain names the rule of the 2026 text that decides a differing round:
// an absolute criterion the recorded round breaks ([C1]-[C3]), the PAB
// Criterion ([C5]), the colour rule of 5.2 that decides a board, or, in
// the first bracket where the recorded round differs, the first criterion
// by which its candidate is worse ([C4], [C6]-[C21]) or the order of the
// rules' sequence (3.8).
func (System) Explain(t *pairing.Tournament, d pairing.Difference) (pairing.Explanation, error) {
	ps, err := t.Before(d.Round)
	if err != nil {
		return pairing.Explanation{}, err
	}
	s := NewState(ps)
	if e, ok := absoluteViolations(s, d.Recorded); ok {
		return e, nil
	}
	if d.NoPairing {
		return explanation("1.9.3", "1.9.3: the engine finds no pairing that complies with [C1]-[C3], but the recorded pairing breaks none of them: please report this case", nil), nil
	}
	if e, ok := byeScore(s, d.Recorded); ok {
		return e, nil
	}
	if pairing.Same(d.Engine, d.Recorded, d.Engine.Pairs()) {
		return colourExplanation(s, d.Engine, d.Recorded), nil
	}
	_, steps, err := PairSteps(ps)
	if err != nil {
		return pairing.Explanation{}, err
	}
	return bracketExplanation(s, steps, d.Recorded), nil
}

func explanation(article, text string, players []int) pairing.Explanation {
	return pairing.Explanation{Rule: rule(article), Text: text, Players: players}
}

// absoluteViolations finds the recorded boards and bye that break an
// absolute criterion: [C1] (already played, or a forbidden pair), [C2] (a
// bye for a player barred from it) and [C3] (two non-topscorers with the
// same absolute colour preference). The rule is the first broken.
func absoluteViolations(s *dutch.State, rec pairing.Round) (pairing.Explanation, bool) {
	var found pairing.Findings
	add := found.Add
	for i, b := range rec.Boards {
		w, bl := s.Player(b.White), s.Player(b.Black)
		if _, barred := w.Barring(&bl.Player); barred {
			add("[C1]", fmt.Sprintf("[C1] (2.1.1): players %d and %d (board %d) have already played each other, or are a forbidden pair.", w.ID, bl.ID, i+1), w.ID, bl.ID)
		}
	}
	if p := s.Player(rec.Bye); p != nil && !p.CanGetBye() {
		add("[C2]", fmt.Sprintf("[C2] (2.1.2): player %d receives the pairing-allocated bye, but in round %d already had it or scored a win's points without playing.", p.ID, p.ByeRound), p.ID)
	}
	for i, b := range rec.Boards {
		w, bl := s.Player(b.White), s.Player(b.Black)
		if dutch.BreaksC3(w, bl) {
			add("[C3]", fmt.Sprintf("[C3] (2.1.3): players %d and %d (board %d) are not topscorers and both have an absolute colour preference for %s (1.7.1).", w.ID, bl.ID, i+1, dutch.ColourName(w.Preference.Colour)), w.ID, bl.ID)
		}
	}
	if !found.Found() {
		return pairing.Explanation{}, false
	}
	return explanation(found.Rule(), found.Text(), found.Players()), true
}

// byeScore explains a recorded bye given to a player whose score is above
// the lowest that a complete round-pairing allows ([C5], 2.3.1).
func byeScore(s *dutch.State, rec pairing.Round) (pairing.Explanation, bool) {
	p := s.Player(rec.Bye)
	if p == nil {
		return pairing.Explanation{}, false
	}
	players := s.ToPair()
	_, limit, ok := pabAssignees(players, len(players)%2 == 1)
	if !ok || p.PairingScore <= limit {
		return pairing.Explanation{}, false
	}
	return explanation("[C5]", fmt.Sprintf("[C5] (2.3.1, the PAB Criterion): player %d receives the pairing-allocated bye with %s points, but the round can be paired, complying with [C1]-[C3], with the bye for a player with %s points.",
		p.ID, p.PairingScore, limit), []int{p.ID}), true
}
