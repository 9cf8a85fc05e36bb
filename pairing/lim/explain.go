package lim

import (
	"fmt"
	"slices"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

func explanation(article, text string, players ...int) pairing.Explanation {
	return pairing.Explanation{Rule: rule(article), Text: text, Players: players}
}

// Explain names the article of the Lim text that decides a differing
// round: a limitation the recorded round breaks (C.04.1 b, d; 2.1 and 5.1
// a, b before the last round), the bye (1.1), the colours of a board
// (chapter 5, 7.2), or, in the first score group in the order of 2.2
// where the recorded pairing differs, the floater (2.3, 3) or the
// exchange (4.1-4.3, 5.2) that decided the engine's pairing.
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
		return explanation("2.1", "2.1: the engine finds no pairing in which every player meets a compatible opponent with a bye C.04.1 d allows, but the recorded pairing breaks none of these: please report this case."), nil
	}
	st, err := s.Steps()
	if err != nil {
		return pairing.Explanation{}, err
	}
	if st.Bye != nil && d.Recorded.Bye != st.Bye.ID {
		text := fmt.Sprintf("1.1: \"the pairing-allocated bye is awarded to the player with the lowest rank in the lowest score-group\" among those C.04.1 d allows: %s; the recorded round gives it to %s.",
			terms(st.Bye), opponentWords(s, d.Recorded.Bye))
		return explanation("1.1", text+fallbackNote(st), st.Bye.ID, d.Recorded.Bye), nil
	}
	if pairing.Same(d.Engine, d.Recorded, d.Engine.Pairs()) {
		return s.colourExplanation(st, d.Recorded), nil
	}
	return s.groupExplanation(st, d.Recorded), nil
}

// fallbackNote says when the engine paired the round past the text.
func fallbackNote(st Steps) string {
	if st.Fallback == "" {
		return ""
	}
	return " The text cannot pair this round as it stands; the engine went past it (Readings 17, 19): " + st.Fallback + "."
}

// limitations finds what the recorded round breaks of C.04.1 b and d and,
// before the last round, of 2.1 (5.1 a, b).
func (s *State) limitations(rec pairing.Round) (pairing.Explanation, bool) {
	var found pairing.Findings
	for i, b := range rec.Boards {
		w, bl := s.Player(b.White), s.Player(b.Black)
		if r, met := w.Barring(bl.Player); met {
			how := fmt.Sprintf("played each other in round %d", r)
			if r == 0 {
				how = "are a pair the file forbids"
			}
			found.Add("C.04.1 b", fmt.Sprintf("C.04.1 b: players %d and %d (board %d) %s.", w.ID, bl.ID, i+1, how), w.ID, bl.ID)
		}
		if rec.Colourless.Has(b) || s.LastRound() {
			continue
		}
		for _, c := range []struct {
			p   *Player
			got trf.Colour
		}{{w, trf.White}, {bl, trf.Black}} {
			if !c.p.Can(c.got) {
				found.Add("5.1", fmt.Sprintf("5.1: player %d (board %d) gets %s with colours %s: \"no player shall be given the same colour in three successive rounds\" and \"no player shall be given three more of one colour than the other\" (2.1).",
					c.p.ID, i+1, colourName(c.got), orNone(pairing.ColourString(c.p.Colours))), c.p.ID)
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

// colourExplanation explains a round with the engine's pairs but other
// colours: the rule that gave the first differing board its colours.
func (s *State) colourExplanation(st Steps, rec pairing.Round) pairing.Explanation {
	for _, m := range st.Pairs {
		if slices.Contains(rec.Boards, m.Board) {
			continue
		}
		w, b := s.Player(m.Board.White), s.Player(m.Board.Black)
		return explanation(m.Rule.Article(), fmt.Sprintf("%s: on the board of %d and %d, %d should have White and %d Black (%s), but the recorded pairing has them the other way round. %s; %s.",
			m.Rule.Article(), w.ID, b.ID, w.ID, b.ID, colourWords[m.Rule], terms(w), terms(b)), w.ID, b.ID)
	}
	return explanation("5.1", "5.1: the colours differ.")
}

// colourWords says each colour rule in the text's words.
var colourWords = map[ColourRule]string{
	FirstRound:       "7.2: the odd-numbered players of the upper half have the colour of the lot, the even-numbered the other",
	DueColours:       "each is given his due colour, \"the alternate colour\" and the equalising one",
	Forced:           "\"he must be given the alternating colour\": the other colour would give him the same colour three times running or three more of one colour",
	History:          "\"the colours they had in earlier rounds, going back in sequence, shall decide\" (Reading 11)",
	Ranking:          "identical histories: \"the higher ranked is given the alternate colour\" in the median group or above, the lower ranked below it (Reading 12)",
	NoHistory:        "neither has played a game: the colours of 7.2 by the higher ranked's pairing number (Reading 10)",
	LastRoundColours: "in the last round either way breaks 5.1 a or b, which 6.1 allows; the due colours decide",
}

// terms writes a player's Lim terms: "player 7 (2.0 points, colours
// WBW, due Black)".
func terms(p *Player) string {
	text := fmt.Sprintf("player %d (%s points, colours %s", p.ID, p.Score, orNone(pairing.ColourString(p.Colours)))
	if p.Due != trf.NoColour {
		text += ", due " + colourName(p.Due)
	}
	return text + ")"
}

func opponentWords(s *State, id int) string {
	if p := s.Player(id); p != nil {
		return terms(p)
	}
	return "nobody"
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
