package dubov

import (
	"fmt"
	"slices"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

func explanation(article, text string, players ...int) pairing.Explanation {
	return pairing.Explanation{Rule: rule(article), Text: text, Players: players}
}

// Explain names the article of the Dubov text that decides a differing
// round: a limitation of chapter 2 the recorded round breaks (C.04.1 b,
// d, f, g), the bye (4), the first round (5), the colours of a board (3,
// 6.2), or, in the highest score group where the pairs differ, the step
// that put the first player concerned where the engine has him (8.2, 7.1,
// 7.2, 7.3, 7.4, 6.4, 6.2, 6.3).
func (System) Explain(t *pairing.Tournament, d pairing.Difference) (pairing.Explanation, error) {
	ps, err := t.Before(d.Round)
	if err != nil {
		return pairing.Explanation{}, err
	}
	s := NewState(ps)
	if e, ok := s.limitations(d.Recorded); ok {
		return e, nil
	}
	if d.NoPairing {
		return explanation("9", "9: the engine finds no pairing in which every player meets a new opponent (C.04.1 b) with colours C.04.1 f and g allow and the bye goes to a player C.04.1 d allows, even with the lowest score groups joined (Reading 14), but the recorded pairing breaks none of these: please report this case."), nil
	}
	st, err := s.Steps()
	if err != nil {
		return pairing.Explanation{}, err
	}
	if st.Bye != nil && d.Recorded.Bye != st.Bye.ID {
		q := s.Player(d.Recorded.Bye)
		text := fmt.Sprintf("4: \"the player from the lowest score group, who has the lowest R will get the pairing-allocated bye\" (then the dominating colour, then the higher ARO), among the players C.04.1 d allows: that is %s", terms(st.Bye))
		if q != nil {
			text += fmt.Sprintf("; the recorded round gives it to %s", terms(q))
		}
		return explanation("4", text+"."+fallbackNote(st), st.Bye.ID, d.Recorded.Bye), nil
	}
	if pairing.Same(d.Engine, d.Recorded, d.Engine.Pairs()) {
		return s.colourExplanation(st, d.Recorded), nil
	}
	if st.First {
		return explanation("5", "5: in the first round the upper half of the list plays the lower half, the first against the first, the second against the second, and so on; the recorded pairs are others."), nil
	}
	return s.groupExplanation(st, d.Recorded), nil
}

// fallbackNote says when the engine paired the round past the text.
func fallbackNote(st Steps) string {
	if st.Fallback == "" {
		return ""
	}
	return " The text cannot complete this round; the engine paired it as Reading 14 says: " + st.Fallback + "."
}

// limitations finds the limitations of chapter 2 the recorded round
// breaks: a second game (C.04.1 b), a colour f or g forbids, a bye for a
// player who had one or a forfeit win (d).
func (s *State) limitations(rec pairing.Round) (pairing.Explanation, bool) {
	var found pairing.Findings
	for i, b := range rec.Boards {
		w, bl := s.Player(b.White), s.Player(b.Black)
		if r, met := w.Barring(bl.Player); met {
			how := fmt.Sprintf("played each other in round %d", r)
			if r == 0 {
				how = "are a pair the file forbids"
			}
			found.Add("C.04.1 b", fmt.Sprintf("C.04.1 b: players %d and %d (board %d) %s: \"Two players shall not play against each other more than once.\"", w.ID, bl.ID, i+1, how), w.ID, bl.ID)
		}
		if rec.Colourless.Has(b) {
			continue
		}
		for _, c := range []struct {
			p   *Player
			got trf.Colour
		}{{w, trf.White}, {bl, trf.Black}} {
			if !c.p.Can(c.got) {
				article, why := colourBar(c.p, c.got)
				found.Add(article, fmt.Sprintf("%s: player %d (board %d) gets %s with colours %s: %s.", article, c.p.ID, i+1, colourName(c.got), orNone(pairing.ColourString(c.p.Colours)), why), c.p.ID)
			}
		}
	}
	if p := s.Player(rec.Bye); p != nil && p.ByeBarred {
		found.Add("C.04.1 d", fmt.Sprintf("C.04.1 d: player %d receives the pairing-allocated bye, but has already received one or scored a forfeit win.", p.ID), p.ID)
	}
	if !found.Found() {
		return pairing.Explanation{}, false
	}
	return explanation(found.Rule(), found.Text(), found.Players()...), true
}

// colourBar says which of C.04.1 f and g forbids a player colour c.
func colourBar(p *Player, c trf.Colour) (string, string) {
	d := p.ColourDiff + 1
	if c == trf.Black {
		d = p.ColourDiff - 1
	}
	if d > 2 || d < -2 {
		return "C.04.1 f", fmt.Sprintf("\"the difference between the number of black and the number of white games shall not be greater than +2 or less than -2\", and it would be %+d", d)
	}
	return "C.04.1 g", "\"No player shall receive the same colour three times in a row\""
}

// colourExplanation explains a round with the engine's pairs but other
// colours: the rule that gave the first board its colours.
func (s *State) colourExplanation(st Steps, rec pairing.Round) pairing.Explanation {
	for _, m := range st.Pairs {
		if slices.Contains(rec.Boards, m.Board) {
			continue
		}
		w, b := s.Player(m.Board.White), s.Player(m.Board.Black)
		var why string
		switch m.Rule {
		case Columns:
			why = fmt.Sprintf("%d is in the column of the players who should play White and %d in the column of Black, and the columns give the colours (Reading 11)", w.ID, b.ID)
		case FirstRound:
			why = "the odd pairs have the colours of the first pair (the lot), the even pairs the other ones"
		default:
			why = "article 3, " + colourWords[m.Rule]
		}
		article := string(m.Rule)
		if m.Rule == Columns {
			article = "6.2"
		}
		return explanation(article, fmt.Sprintf("%s: on the board of %d and %d, %d should have White and %d Black, but the recorded pairing has them the other way round: %s. %s; %s.",
			article, w.ID, b.ID, w.ID, b.ID, why, terms(w), terms(b)), w.ID, b.ID)
	}
	return explanation("3", "3: the colours differ.")
}

// colourWords says each colour rule in the text's words.
var colourWords = map[ColourRule]string{
	BothDue:   "\"give both players their due colour\"",
	Equalise:  "\"equalise the numbers of black and white games played before\"",
	Alternate: "\"alternate the colours ... regarding the first difference of their colour history\"",
	HigherARO: "\"assign white to the player with the higher ARO\"",
	LowerR:    "\"assign white to the player with the lower R\"",
	LowerList: "ARO and R equal: White to the player lower in the initial list (Reading 9)",
	BasicFG:   "C.04.1 f or g forbids the colours article 3 gives (Reading 7)",
}

// terms writes a player's Dubov terms: "player 7 (2.0 points, R 2300,
// ARO 2150.50, colours WBW, due Black)".
func terms(p *Player) string {
	text := fmt.Sprintf("player %d (%s points, R %d, ARO %s, colours %s", p.ID, p.Group, p.Rating, p.ARO, orNone(pairing.ColourString(p.Colours)))
	if p.Due != trf.NoColour {
		text += ", due " + colourName(p.Due)
	}
	return text + ")"
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
