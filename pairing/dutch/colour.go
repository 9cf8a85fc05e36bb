package dutch

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// ColourRule names the colour allocation rule (E.1-E.5) that decides a
// board.
type ColourRule int

// The colour rules of C.04.3 E.
const (
	E1 ColourRule = iota + 1
	E2
	E3
	E4
	E5
)

func (r ColourRule) String() string { return "E." + string(rune('0'+int(r))) }

// Colours allocates the colours of a pair (E.1-E.5) and returns the pair as
// a board with the rule that decided it. hi must be ranked above lo (A.2).
func Colours(s *State, hi, lo *Player) (pairing.Board, ColourRule) {
	c, rule := colourOf(s, hi, lo)
	if c == trf.White {
		return pairing.Board{White: hi.ID, Black: lo.ID}, rule
	}
	return pairing.Board{White: lo.ID, Black: hi.ID}, rule
}

// colourOf returns the colour of the higher-ranked player hi.
func colourOf(s *State, hi, lo *Player) (trf.Colour, ColourRule) {
	hp, lp := hi.Preference, lo.Preference
	switch {
	case hp.Strength == NoPreference && lp.Strength == NoPreference:
		return initialColour(s, hi), E5 // no games: E.1-E.4 say nothing
	case lp.Strength == NoPreference || (hp.Strength != NoPreference && hp.Colour != lp.Colour):
		return hp.Colour, E1 // A.6.d: the opponent's preference is granted
	case hp.Strength == NoPreference:
		return lp.Colour.Opposite(), E1
	}
	if c, ok := strongerPreference(hi, lo); ok {
		return c, E2
	}
	if c, ok := alternate(hi, lo); ok {
		return c, E3
	}
	return hp.Colour, E4
}

// strongerPreference applies E.2: the stronger preference is granted; of two
// absolute ones, the wider colour difference.
func strongerPreference(hi, lo *Player) (trf.Colour, bool) {
	hs, ls := hi.Preference.Strength, lo.Preference.Strength
	if hs == Absolute && ls == Absolute {
		switch dh, dl := abs(hi.ColourDiff), abs(lo.ColourDiff); {
		case dh > dl:
			return hi.Preference.Colour, true
		case dl > dh:
			return lo.Preference.Colour.Opposite(), true
		}
		return 0, false
	}
	switch {
	case hs > ls:
		return hi.Preference.Colour, true
	case ls > hs:
		return lo.Preference.Colour.Opposite(), true
	}
	return 0, false
}

// alternate applies E.3: going back through the played games of both
// (C.04.2.D.5), to the most recent time one had White and the other Black,
// each gets the colour the other had then.
func alternate(hi, lo *Player) (trf.Colour, bool) {
	i, j := len(hi.Colours)-1, len(lo.Colours)-1
	for ; i >= 0 && j >= 0; i, j = i-1, j-1 {
		if hi.Colours[i] != lo.Colours[j] {
			return lo.Colours[j], true
		}
	}
	return 0, false
}

// initialColour applies E.5: the higher-ranked player gets the initial
// colour if his (effective) pairing number is odd, else the other colour.
func initialColour(s *State, hi *Player) trf.Colour {
	if hi.Seq%2 == 1 {
		return s.InitialColour
	}
	return s.InitialColour.Opposite()
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
