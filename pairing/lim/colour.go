package lim

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// ColourRule is the article that gave a pair its colours.
type ColourRule int

// The articles that decide colours.
const (
	FirstRound       ColourRule = iota // 7.2: by the lot and the position in the list
	DueColours                         // 5.1: each his due colour
	Forced                             // 5.3, 5.1 a, b: only one way keeps them
	History                            // 5.4, 5.6: the colour histories going back
	Ranking                            // 5.4: identical histories, by rank
	NoHistory                          // neither has played (Reading 10)
	LastRoundColours                   // 6.1: both ways break 5.1 a or b
)

// Article is the text's article of the rule.
func (r ColourRule) Article() string {
	return [...]string{"7.2", "5.1", "5.3", "5.4", "5.4", "5.4", "6.1"}[r]
}

// Colours gives the pair of a and b its colours (chapter 5); group is the
// score of the score group in which they are paired, which says whether
// 5.4's identical histories go to the higher or the lower ranked.
func (s *State) Colours(a, b *Player, group trf.Points) (pairing.Board, ColourRule) {
	c, r := s.colourOf(a, b, group)
	if c == trf.White {
		return pairing.Board{White: a.ID, Black: b.ID}, r
	}
	return pairing.Board{White: b.ID, Black: a.ID}, r
}

// colourOf is the colour of a and the rule.
func (s *State) colourOf(a, b *Player, group trf.Points) (trf.Colour, ColourRule) {
	aw := a.CanWhite && b.CanBlack
	ab := a.CanBlack && b.CanWhite
	switch {
	case aw && !ab:
		return trf.White, Forced
	case ab && !aw:
		return trf.Black, Forced
	case !aw && !ab:
		// Only in the last round (6.1): the due colours still decide.
		c, _ := s.preferred(a, b, group)
		return c, LastRoundColours
	}
	return s.preferred(a, b, group)
}

// preferred is the colour of a by the due colours (5.1), the histories
// (5.4, 5.6) and the ranking (5.4).
func (s *State) preferred(a, b *Player, group trf.Points) (trf.Colour, ColourRule) {
	switch {
	case a.Due != trf.NoColour && a.Due != b.Due:
		return a.Due, DueColours
	case a.Due == trf.NoColour && b.Due != trf.NoColour:
		return b.Due.Opposite(), DueColours
	case a.Due == trf.NoColour:
		return s.noHistory(a, b), NoHistory
	}
	// Both are due the same colour. 5.4: "the colours they had in
	// earlier rounds, going back in sequence, shall decide who is given
	// the alternate colour"; 5.6: "the colour history will decide who is
	// given the equalising colour, as in Rule 5.4".
	//
	// Reading 11: going back from the last played game of each, the
	// first game in which their colours differed decides: each is given
	// the colour other than the one he had then (the one with the longer
	// run of his last colour gets the alternate). Histories differing only
	// in length are identical as far as they go.
	ca, cb := a.Colours, b.Colours
	for i, j := len(ca)-1, len(cb)-1; i >= 0 && j >= 0; i, j = i-1, j-1 {
		if ca[i] != cb[j] {
			return ca[i].Opposite(), History
		}
	}
	// 5.4: "If players in the median score-group or above had identical
	// histories, then the higher ranked is given the alternate colour ...
	// below the median score-group ... the lower ranked player".
	//
	// Reading 12: "ranked" is the order of score, then pairing number
	// (Ranks), whatever the board order; the score group is the one the
	// pair is made in.
	higher := Ranks(a, b)
	if group < s.Median {
		higher = !higher
	}
	if higher {
		return a.Due, Ranking
	}
	return a.Due.Opposite(), Ranking
}

// noHistory is the colour of a when neither player has played a game.
//
// Reading 10: the text decides colours by lot only in round one (7.2,
// "This is the only occasion when colours need be decided by lot"). Two
// players without a game later (late entries, absentees) are given
// colours as 7.2 gives them: the higher ranked the lot's colour when his
// pairing number is odd, the other when it is even.
func (s *State) noHistory(a, b *Player) trf.Colour {
	lot := s.InitialColour
	if lot == trf.NoColour {
		lot = trf.White
	}
	hi := a
	if Ranks(b, a) {
		hi = b
	}
	c := lot
	if hi.Number%2 == 0 {
		c = lot.Opposite()
	}
	if hi != a {
		c = c.Opposite()
	}
	return c
}

// conflict reports whether the pair cannot give both players their due
// colours (5.2): both are due the same one.
func conflict(a, b *Player) bool { return a.Due != trf.NoColour && a.Due == b.Due }
