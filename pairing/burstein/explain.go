package burstein

import (
	"fmt"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// rule is an article of the Burstein text: "6.5", "4.2", "5.4".
func rule(article string) pairing.Ref { return pairing.Ref{Text: rules, Article: article} }

func explanation(article, text string, players ...int) pairing.Explanation {
	return pairing.Explanation{Rule: rule(article), Text: text, Players: players}
}

// Explain names the article of the Burstein text that decides a differing
// round: a basic rule the recorded round breaks (3.1, 5.2, 5.3, 4.1), the
// bye (4.2-4.3), in the first SG where the recorded pairs differ the rule
// by which its combination comes after the engine's (6.3, 6.6, 6.5, then
// the order of 6.1-6.4), or the colour rule of 5 that decides a board.
func (System) Explain(t *pairing.Tournament, d pairing.Difference) (pairing.Explanation, error) {
	ps, err := t.Before(d.Round)
	if err != nil {
		return pairing.Explanation{}, err
	}
	s := NewState(ps)
	if e, ok := s.basicViolations(d.Recorded); ok {
		return e, nil
	}
	if d.NoPairing {
		return explanation("6.6", "6.6: the engine finds no pairing in which every player meets a new opponent (3.1) with colours 5.2 and 5.3 allow, even with the SGs made one, but the recorded pairing breaks none of these rules: please report this case."), nil
	}
	st, err := s.Steps()
	if err != nil {
		return pairing.Explanation{}, err
	}
	if e, ok := s.byeExplanation(st, d.Recorded); ok {
		return e, nil
	}
	if pairing.Same(d.Engine, d.Recorded, d.Engine.Pairs()) {
		return s.colourExplanation(d.Engine, d.Recorded), nil
	}
	return s.bracketExplanation(st, d.Recorded), nil
}

// basicViolations lists the recorded boards and bye that break a rule no
// pairing may break: a second game between two players (3.1), a colour
// 5.2 or 5.3 forbids, a bye for a player who already received a point
// without playing (4.1). The rule is the first broken.
func (s *State) basicViolations(rec pairing.Round) (pairing.Explanation, bool) {
	var found pairing.Findings
	add := found.Add
	for i, b := range rec.Boards {
		w, bl := s.Player(b.White), s.Player(b.Black)
		if r, met := w.Barring(bl.Player); met {
			add("3.1", fmt.Sprintf("3.1: players %d and %d (board %d) %s, and \"shall not be paired again\".", w.ID, bl.ID, i+1, metText(r)), w.ID, bl.ID)
		}
	}
	for i, b := range rec.Boards {
		if rec.Colourless.Has(b) {
			continue
		}
		for _, c := range []struct {
			p   *Player
			got trf.Colour
		}{{s.Player(b.White), trf.White}, {s.Player(b.Black), trf.Black}} {
			if c.p.Must != trf.NoColour && c.p.Must != c.got {
				a, why := colourBar(c.p)
				add(a, fmt.Sprintf("%s: player %d (board %d) gets %s, but %s.", a, c.p.ID, i+1, colourName(c.got), why), c.p.ID)
			}
		}
	}
	if p := s.Player(rec.Bye); p != nil && p.Barred {
		add("4.1", fmt.Sprintf("4.1: player %d receives the pairing-allocated bye, but has already received a point without playing (a pairing-allocated bye, a forfeit win or a full-point bye).", p.ID), p.ID)
	}
	if !found.Found() {
		return pairing.Explanation{}, false
	}
	return explanation(found.Rule(), found.Text(), found.Players()...), true
}

func metText(round int) string {
	if round == 0 {
		return "are a forbidden pair"
	}
	return fmt.Sprintf("played each other in round %d", round)
}

// colourBar says why 5.2 or 5.3 forbids a player the other colour than
// Must.
func colourBar(p *Player) (string, string) {
	if abs(p.ColourDiff) >= 2 {
		return "5.2", fmt.Sprintf("he has %s; \"the difference of the number of black and the number of white games shall not be greater than +2 or less than -2\"", describe(p))
	}
	return "5.3", fmt.Sprintf("he had %s in his last two games (%s); \"a player shall not have the same colour three times in a row\"", colourName(p.Must.Opposite()), pairing.ColourString(p.Colours))
}

// describe writes a player's colours: "colours WBW (2 White, 1 Black),
// due Black".
func describe(p *Player) string {
	w := (len(p.Colours) + p.ColourDiff) / 2
	text := fmt.Sprintf("colours %s (%d White, %d Black)", orNone(pairing.ColourString(p.Colours)), w, len(p.Colours)-w)
	if p.Due != trf.NoColour {
		text += ", due " + colourName(p.Due)
	}
	return text
}

func orNone(s string) string {
	if s == "" {
		return "none yet"
	}
	return s
}

func colourName(c trf.Colour) string {
	switch c {
	case trf.White:
		return "White"
	case trf.Black:
		return "Black"
	}
	return "no colour"
}

// terms writes a player's place in the order of 3.2: "player 7 (SG 2,
// SB 3.25, Buchholz 6.5, Median 4)".
func terms(p *Player) string {
	text := fmt.Sprintf("player %d (SG %s, SB %s, Buchholz %s", p.ID, p.Group, hundredths(p.SB), trf.Points(p.Buchholz))
	if p.Median != 0 {
		text += fmt.Sprintf(", Median %s", trf.Points(p.Median))
	}
	return text + ")"
}

// hundredths writes an SB (in hundredths of a point): "3.25".
func hundredths(v int64) string { return fmt.Sprintf("%d.%02d", v/100, v%100) }

// byeExplanation explains a recorded bye other than the engine's by 4.2
// and 4.3, with the key of the order that decides between the two
// players.
func (s *State) byeExplanation(st Steps, rec pairing.Round) (pairing.Explanation, bool) {
	if st.Bye == nil || rec.Bye == st.Bye.ID || rec.Bye == 0 {
		return pairing.Explanation{}, false
	}
	p, q := st.Bye, s.Player(rec.Bye)
	return explanation("4.2", fmt.Sprintf("4.2-4.3: \"the player from the lowest SG, who has the lowest SB, will get the pairing-allocated bye\", then the lowest Buchholz \"and so on\" (the order of 3.2), among the players 4.1 allows. %s, so the bye goes to %d; the recorded round gives it to %d.",
		byeKey(p, q), p.ID, q.ID), p.ID, q.ID), true
}

// byeKey says which key of 4.2-4.3 puts p, the engine's bye, below q, the
// recorded one: the SG, the SB, the Buchholz, the Median, then the rating
// (3.2), read as the initial list.
func byeKey(p, q *Player) string {
	same := fmt.Sprintf("%d and %d are both in the SG %s", p.ID, q.ID, p.Group)
	switch {
	case p.Group != q.Group:
		return fmt.Sprintf("%d is in a lower SG than %d (%s against %s)", p.ID, q.ID, p.Group, q.Group)
	case p.SB != q.SB:
		return fmt.Sprintf("%s; %d has the lower SB (%s against %s)", same, p.ID, hundredths(p.SB), hundredths(q.SB))
	}
	same += fmt.Sprintf(" with SB %s", hundredths(p.SB))
	switch {
	case p.Buchholz != q.Buchholz:
		return fmt.Sprintf("%s; %d has the lower Buchholz (%s against %s)", same, p.ID, trf.Points(p.Buchholz), trf.Points(q.Buchholz))
	case p.Median != q.Median:
		return fmt.Sprintf("%s and Buchholz %s; %d has the lower Median (%s against %s)", same, trf.Points(p.Buchholz), p.ID, trf.Points(p.Median), trf.Points(q.Median))
	}
	same += fmt.Sprintf(", Buchholz %s and Median %s", trf.Points(p.Buchholz), trf.Points(p.Median))
	if p.Rating < q.Rating && p.Number > q.Number {
		return fmt.Sprintf("%s; the next key of 3.2 is the rating, and %d has the lower (%d against %d)", same, p.ID, p.Rating, q.Rating)
	}
	return fmt.Sprintf("%s; the next key of 3.2 is the rating, read as the initial list (ratings %d and %d), where %d stands lower (No. %d against No. %d)",
		same, p.Rating, q.Rating, p.ID, p.Number, q.Number)
}
