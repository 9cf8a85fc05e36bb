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
	k := LastDifferent(hi, lo)
	if k == 0 {
		return 0, false
	}
	return lo.Colours[len(lo.Colours)-k], true
}

// LastDifferent counts back from the last game played by each (1 = the
// last) to the most recent game in which the two had different colours
// (E.3 = 5.2.3); 0 when there is none.
func LastDifferent(hi, lo *Player) int {
	for k := 1; k <= min(len(hi.Colours), len(lo.Colours)); k++ {
		if hi.Colours[len(hi.Colours)-k] != lo.Colours[len(lo.Colours)-k] {
			return k
		}
	}
	return 0
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

// ColourFailures tells, for one pair, whether it fails the colour criteria
// C.8, C.9, C.10 and C.11 (2017), worded alike as [C10]-[C13] (2026). A pair fails at most once per criterion: only one of the two players
// can be denied.
func ColourFailures(p, q *Player) [4]bool {
	pp, qp := p.Preference, q.Preference
	same := pp.Strength != NoPreference && qp.Strength != NoPreference && pp.Colour == qp.Colour
	if !same {
		return [4]bool{}
	}
	var f [4]bool
	// C.8: both already have a colour difference beyond ±1 towards the same
	// colour, so one ends beyond ±2 (only topscorers may meet so, C.3).
	f[0] = abs(p.ColourDiff) > 1 && abs(q.ColourDiff) > 1
	// C.9: both absolute for the same colour; the one who yields (E.2: the
	// smaller colour difference) gets his repeated colour a third time.
	f[1] = pp.Strength == Absolute && qp.Strength == Absolute && thirdInARow(p, q)
	// C.10: one of the two does not get his colour preference.
	f[2] = true
	// C.11: one of the two does not get his strong (or absolute, against a
	// strong) colour preference.
	f[3] = pp.Strength >= Strong && qp.Strength >= Strong &&
		!(pp.Strength == Absolute && qp.Strength == Absolute)
	return f
}

// thirdInARow reports whether pairing two players with the same absolute
// preference gives one of them the same colour three times in a row: the
// player who yields (E.2: the smaller colour difference) receives the
// opposite of the common preference, which may be his repeated colour. With
// equal colour differences, as the endorsed engines count it, the pair fails
// when both repeated the same colour.
func thirdInARow(p, q *Player) bool {
	yield := p.Preference.Colour.Opposite()
	rp, rq := repeatedColour(p), repeatedColour(q)
	switch dp, dq := abs(p.ColourDiff), abs(q.ColourDiff); {
	case dp > dq:
		return rq == yield
	case dq > dp:
		return rp == yield
	}
	return rp != trf.NoColour && rp == rq
}

// repeatedColour is the colour of the last two played games when they are
// the same, NoColour otherwise.
func repeatedColour(p *Player) trf.Colour {
	n := len(p.Colours)
	if n >= 2 && p.Colours[n-1] == p.Colours[n-2] {
		return p.Colours[n-1]
	}
	return trf.NoColour
}

// CriteriaInUse tells which criteria can fail in a bracket at all; the
// others get no field, which keeps the weights narrow.
type CriteriaInUse struct {
	Colour   [4]bool // 2017 C.8-C.11, 2026 [C10]-[C13]
	Down, Up [2]bool // float histories one and two rounds back
}

// UsedCriteria tells which colour and float criteria can fail among the
// players.
func UsedCriteria(players []*Player) CriteriaInUse {
	var u CriteriaInUse
	prefs, strong := 0, 0
	for _, p := range players {
		if p.Topscorer {
			u.Colour[0], u.Colour[1] = true, true // C.3 lets topscorers meet
		}
		if p.Preference.Strength != NoPreference {
			prefs++
		}
		if p.Preference.Strength >= Strong {
			strong++
		}
		for k := 1; k <= 2; k++ {
			u.Down[k-1] = u.Down[k-1] || p.Float(k) == Downfloat
			u.Up[k-1] = u.Up[k-1] || p.Float(k) == Upfloat
		}
	}
	u.Colour[2], u.Colour[3] = prefs >= 2, strong >= 2
	return u
}

// Assemble turns the pairs of the brackets of a round into boards with
// colours (2017 E, 2026 5) in publishing order, and names the player of the
// last bracket left unpaired, who receives the pairing-allocated bye.
// brackets[i] holds the players of bracket i, pairs[i] its pairs as indices
// into them; last lists the unpaired players of the last bracket.
func Assemble(s *State, brackets [][]*Player, pairs [][][2]int, last []int) pairing.Round {
	var r pairing.Round
	for i, ps := range pairs {
		for _, pr := range ps {
			hi, lo := brackets[i][pr[0]], brackets[i][pr[1]]
			if Ranks(lo, hi) {
				hi, lo = lo, hi
			}
			board, _ := Colours(s, hi, lo)
			r.Boards = append(r.Boards, board)
		}
	}
	if n := len(brackets); n > 0 && len(last) == 1 {
		r.Bye = brackets[n-1][last[0]].ID
	}
	s.SortBoards(r.Boards)
	return r
}
