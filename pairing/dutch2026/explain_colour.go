package dutch2026

import (
	"fmt"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// colourExplanation explains the first board whose colours differ by the
// colour rule of 5.2 that decides it, and why it decides: the step of
// 5.2 reached, with the preferences, histories, scores or TPN that take
// the board there, as the 2017 explanations give E.1-E.5.
func colourExplanation(s *dutch.State, eng, rec pairing.Round) pairing.Explanation {
	differ := pairing.Minus(eng, rec, rec.Colourless)
	if len(differ) == 0 {
		return explanation("5.2", "5.2: the colours differ", nil)
	}
	b := differ[0]
	hi, lo := s.Player(b.White), s.Player(b.Black)
	if dutch.Ranks(lo, hi) {
		hi, lo = lo, hi
	}
	_, r := dutch.Colours(s, hi, lo)
	text := fmt.Sprintf("%s: on the board of %d and %d, %d should have White and %d Black, but the recorded pairing has them the other way round. %s.",
		ColourArticle(r), hi.ID, lo.ID, b.White, b.Black, colourReason(s, r, hi, lo, b.White))
	if r != dutch.E5 {
		text += fmt.Sprintf(" %s; %s.", dutch.DescribeColours(hi), dutch.DescribeColours(lo))
	}
	if len(differ) > 1 {
		text += fmt.Sprintf(" %d of the round's %d boards have their colours the other way round; this is the first.", len(differ), len(eng.Boards))
	}
	return explanation(ColourArticle(r), text, []int{hi.ID, lo.ID})
}

// colourReason says how the rule of 5.2 decides the board, in the terms of
// the 2026 text: hi is the higher-ranked player (1.2), white the one who
// gets White.
func colourReason(s *dutch.State, r dutch.ColourRule, hi, lo *dutch.Player, white int) string {
	hp, lp := hi.Preference, lo.Preference
	switch r {
	case dutch.E1: // C.04.3 (2026) 5.2.1
		if hp.Strength == dutch.NoPreference || lp.Strength == dutch.NoPreference {
			who, other := hi, lo
			if hp.Strength == dutch.NoPreference {
				who, other = lo, hi
			}
			return fmt.Sprintf("Both colour preferences are granted (5.2.1): %d prefers %s (%s) and %d has none (1.7.4: no game played)",
				who.ID, dutch.ColourName(who.Preference.Colour), who.Preference.Strength, other.ID)
		}
		return fmt.Sprintf("Both colour preferences are granted (5.2.1): %d prefers %s (%s), %d prefers %s (%s)",
			hi.ID, dutch.ColourName(hp.Colour), hp.Strength, lo.ID, dutch.ColourName(lp.Colour), lp.Strength)
	case dutch.E2: // 5.2.2
		winner, why := dutch.Granted(hi, lo, white)
		return fmt.Sprintf("Both prefer %s, so 5.2.1 cannot grant both; %s, so 5.2.2 grants the stronger preference, %d's",
			dutch.ColourName(hp.Colour), why, winner.ID)
	case dutch.E3: // 5.2.3
		k := dutch.LastDifferent(hi, lo)
		return fmt.Sprintf("Both prefer %s with the same strength (5.2.1, 5.2.2 cannot decide); going back through their played games (C.04.2 (2026) 3.4) to the most recent in which they had different colours, %s: %d had %s, %d %s, so 5.2.3 gives each the colour the other had then",
			dutch.ColourName(hp.Colour), gamesBack(k), hi.ID, dutch.ColourName(hi.Colours[len(hi.Colours)-k]), lo.ID, dutch.ColourName(lo.Colours[len(lo.Colours)-k]))
	case dutch.E4: // 5.2.4
		return fmt.Sprintf("Both prefer %s with the same strength and have had the same colours in every game (5.2.1-5.2.3 cannot decide), so 5.2.4 grants the preference of the higher ranked player, %d: %s",
			dutch.ColourName(hp.Colour), hi.ID, rankWords(hi, lo))
	}
	gets, c := "the initial colour", s.InitialColour // 5.2.5
	if hi.Seq%2 == 0 {
		gets, c = "the opposite colour", c.Opposite()
	}
	return fmt.Sprintf("Neither has played a game, so neither has a preference (1.7.4) and 5.2.1-5.2.4 cannot decide. 5.2.5: \"If the higher ranked player has an odd TPN, give them the initial-colour; otherwise, give them the opposite colour.\" The initial colour is %s; the higher ranked player, %d, has TPN %d among the players paired so far (%s, 1.1), so he gets %s: %s",
		dutch.ColourName(s.InitialColour), hi.ID, hi.Seq, parity(hi.Seq), gets, dutch.ColourName(c))
}

// rankWords says why hi ranks above lo by 1.2: "for pairings purposes
// only, the players are ranked in order of, respectively 1.2.1 Score 1.2.2
// TPN (in ascending order)".
func rankWords(hi, lo *dutch.Player) string {
	if hi.PairingScore != lo.PairingScore {
		text := fmt.Sprintf("1.2 ranks by score first, and %d has %s points against %d's %s", hi.ID, hi.PairingScore, lo.ID, lo.PairingScore)
		if hi.Number > lo.Number {
			text += fmt.Sprintf(", so he ranks higher although %d's TPN is lower (%d against %d)", lo.ID, lo.Number, hi.Number)
		}
		return text
	}
	return fmt.Sprintf("both have %s points, and 1.2 then ranks by TPN, %d before %d", hi.PairingScore, hi.Number, lo.Number)
}

// gamesBack words the k-th game counted back from the last (1 = the
// last).
func gamesBack(k int) string {
	if k == 1 {
		return "the last"
	}
	return fmt.Sprintf("%d games back", k)
}

func parity(n int) string {
	if n%2 == 1 {
		return "odd"
	}
	return "even"
}
