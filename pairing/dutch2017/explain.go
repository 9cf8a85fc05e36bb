package dutch2017

import (
	"fmt"
	"slices"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// explanation names the rule that decides a differing round: the first
// rule, in the rules' order of priority, on which the recorded pairing is
// worse than the engine's, with the players and figures that show it.
type explanation struct {
	Rule    string // "C.1" … "C.19", "B.8", "E.1" … "E.5"
	Text    string
	Players []int // the players concerned, by starting rank
}

// explain explains why the recorded pairing of a round differs from the
// engine's, or, when no valid pairing exists for the round (A.9), which
// recorded boards break the absolute criteria. An error is an unexpected
// failure.
func explain(t *pairing.Tournament, d pairing.Difference) (explanation, error) {
	ps, err := t.Before(d.Round)
	if err != nil {
		return explanation{}, err
	}
	s := NewState(ps)
	if d.NoPairing {
		return noPairingExplanation(t, s, d.Recorded), nil
	}
	if e, ok := absoluteViolations(t, s, d.Recorded); ok {
		return e, nil
	}
	free := d.Recorded.Colourless
	if samePairs(d.Engine, d.Recorded) {
		return colourExplanation(s, d.Engine, d.Recorded, free, t.File.InitialColour == trf.NoColour), nil
	}
	_, steps, err := PairWith(ps, Solve)
	if err != nil {
		return explanation{}, err
	}
	e, err := bracketExplanation(s, steps, d.Engine, d.Recorded)
	if err != nil {
		return explanation{}, err
	}
	if d.Round == 1 {
		cause, err := renumbered(t, d)
		if err != nil {
			return explanation{}, err
		}
		if cause != "" {
			e.Text += " " + cause
		}
	}
	return e, nil
}

// samePairs reports whether two pairings have the same pairs (colours aside)
// and the same bye.
func samePairs(a, b pairing.Round) bool {
	return pairing.Same(a, b, a.Pairs())
}

// colourExplanation explains the first board whose colours differ by the
// colour rule that decides it (E.1-E.5).
func colourExplanation(s *dutch.State, eng, rec pairing.Round, free pairing.PairSet, inferred bool) explanation {
	differ := pairing.Minus(eng, rec, free) // the byes are the same
	if len(differ) == 0 {
		return explanation{"E", "the colours differ", nil}
	}
	if inferred && len(differ) > 1 {
		if alone := pairing.Minus(recolour(s, eng, s.InitialColour.Opposite()), rec, free); len(alone) == 1 {
			return initialColourExplanation(s, alone[0], len(differ), len(eng.Boards))
		}
	}
	b := differ[0]
	hi, lo := higherFirst(s, b)
	_, rule := dutch.Colours(s, hi, lo)
	text := fmt.Sprintf("%s: on the board of %d and %d, %d should have White and %d Black, but the recorded pairing has them the other way round. %s. %s; %s.",
		rule, hi.ID, lo.ID, b.White, b.Black, colourReason(s, rule, hi, lo, b.White), dutch.DescribeColours(hi), dutch.DescribeColours(lo))
	if len(differ) > 1 {
		text += fmt.Sprintf(" %d of the round's %d boards have their colours the other way round; this is the first.", len(differ), len(eng.Boards))
	}
	if rule == dutch.E5 && inferred && len(differ) > 1 {
		text += fmt.Sprintf(" The file gives no initial colour (XXC); as the endorsed checkers do, it is taken from the first round's colours: the highest-ranked player's colour, or the opposite of the next one's, gives %s. If that player's own board is the one recorded the wrong way round, the initial colour comes out reversed, and every other board of the round shows as differing instead.",
			dutch.ColourName(s.InitialColour))
	}
	return explanation{rule.String(), text, []int{hi.ID, lo.ID}}
}

// recolour allocates the colours of a round's boards again (E) with
// another initial colour, keeping the boards' order.
func recolour(s *dutch.State, r pairing.Round, initial trf.Colour) pairing.Round {
	ps := *s.State // the copy must not change s's own initial colour
	ps.InitialColour = initial
	alt := *s
	alt.State = &ps
	out := pairing.Round{Bye: r.Bye}
	for _, b := range r.Boards {
		hi, lo := higherFirst(s, b)
		board, _ := dutch.Colours(&alt, hi, lo)
		out.Boards = append(out.Boards, board)
	}
	return out
}

// higherFirst returns a board's players, the higher-ranked (A.2) first.
func higherFirst(s *dutch.State, b pairing.Board) (hi, lo *dutch.Player) {
	hi, lo = s.Player(b.White), s.Player(b.Black)
	if pairing.Ranks(&lo.Player, &hi.Player) {
		hi, lo = lo, hi
	}
	return hi, lo
}

// initialColourExplanation explains a round whose boards all differ in
// colour but one, b, which alone differs with the opposite initial colour:
// the file gives no initial colour, and it was inferred from b's recorded
// colours. b is given as E.5 allocates it with the opposite initial colour.
func initialColourExplanation(s *dutch.State, b pairing.Board, differ, boards int) explanation {
	hi, lo := higherFirst(s, b)
	alt := s.InitialColour.Opposite()
	gets := "the initial colour, " + dutch.ColourName(alt)
	if hi.Seq%2 == 0 {
		gets = "the opposite of the initial colour, " + dutch.ColourName(alt.Opposite())
	}
	text := fmt.Sprintf("E.5: the file gives no initial colour (XXC). Taken, as the endorsed checkers do, from the first round's colours (the highest-ranked player's colour, or the opposite of the next one's), it comes out %s, and with it %d of the round's %d boards have their colours the other way round. With %s instead, every board agrees but the board of %d and %d: by E.5, %d, the higher-ranked player, %s and gets %s, so %d has White and %d Black, but the recorded pairing has them the other way round. The colours of this board are the likely error; they also reverse the initial colour that the round's other boards are judged by.",
		dutch.ColourName(s.InitialColour), differ, boards, dutch.ColourName(s.InitialColour.Opposite()), hi.ID, lo.ID, hi.ID, seqWords(s, hi),
		gets, b.White, b.Black)
	return explanation{"E.5", text, []int{hi.ID, lo.ID}}
}

// colourReason says how the rule decides the board, in the terms of its
// text: hi is the higher-ranked player (A.2), white the one who gets White.
func colourReason(s *dutch.State, r dutch.ColourRule, hi, lo *dutch.Player, white int) string {
	hp, lp := hi.Preference, lo.Preference
	switch r {
	case dutch.E1:
		if hp.Strength == dutch.NoPreference || lp.Strength == dutch.NoPreference {
			who, other := hi, lo
			if hp.Strength == dutch.NoPreference {
				who, other = lo, hi
			}
			return fmt.Sprintf("Both colour preferences are granted (E.1): %d prefers %s (%s) and %d has none (A.6)",
				who.ID, dutch.ColourName(who.Preference.Colour), who.Preference.Strength, other.ID)
		}
		return fmt.Sprintf("Both colour preferences are granted (E.1): %d prefers %s (%s), %d prefers %s (%s)",
			hi.ID, dutch.ColourName(hp.Colour), hp.Strength, lo.ID, dutch.ColourName(lp.Colour), lp.Strength)
	case dutch.E2:
		winner, why := dutch.Granted(hi, lo, white)
		return fmt.Sprintf("Both prefer %s; %s, so the stronger preference, %d's, is granted (E.2)",
			dutch.ColourName(hp.Colour), why, winner.ID)
	case dutch.E3:
		k := dutch.LastDifferent(hi, lo)
		return fmt.Sprintf("Both prefer %s with the same strength; going back to the last game in which they had different colours (%d had %s, %d had %s), the colours alternate from it (E.3)",
			dutch.ColourName(hp.Colour), hi.ID, dutch.ColourName(hi.Colours[len(hi.Colours)-k]), lo.ID, dutch.ColourName(lo.Colours[len(lo.Colours)-k]))
	case dutch.E4:
		return fmt.Sprintf("Both prefer %s with the same strength and their colour histories are the same, so the higher-ranked player, %d (A.2: score %s, pairing number %d), gets his preference (E.4)",
			dutch.ColourName(hp.Colour), hi.ID, hi.PairingScore.String(), hi.Number)
	}
	gets, c := "it", s.InitialColour
	if hi.Seq%2 == 0 {
		gets, c = "the opposite", c.Opposite()
	}
	return fmt.Sprintf("Neither has a colour preference (no game played); the initial colour is %s, and the higher-ranked player, %d, %s, so he gets %s: %s (E.5)",
		dutch.ColourName(s.InitialColour), hi.ID, seqWords(s, hi), gets, dutch.ColourName(c))
}

// seqWords says where E.5 places a player: his position, in pairing-number
// order, among the players paired in this round, or, when players paired
// before are absent now, among those paired in this round or an earlier
// one (pairing.Player.Seq), and whether it is odd or even.
func seqWords(s *dutch.State, p *dutch.Player) string {
	among := "the players paired in this round"
	if pos := slices.Index(s.ToPair(), p) + 1; pos != p.Seq {
		among = "the players paired in this round or an earlier one"
	}
	parity := "odd"
	if p.Seq%2 == 0 {
		parity = "even"
	}
	return fmt.Sprintf("is %s among %s (an %s position)", pairing.Ordinal(p.Seq), among, parity)
}
