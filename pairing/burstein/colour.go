package burstein

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// ColourRule is the article that decided the colours of a board.
type ColourRule string

// The colour rules, in the order 5.4 gives them priority; 5.1 decides when
// neither player has a colour yet.
const (
	BothDue     ColourRule = "5.4 a" // "giving both players their due colour"
	MustHave    ColourRule = "5.2"   // 5.2/5.3: one of them must have his due colour
	Equalise    ColourRule = "5.4 b" // "equalizing the numbers of black and white games played before"
	Alternate   ColourRule = "5.4 c" // "alternating ... regarding the first difference of their colour history"
	HigherOrder ColourRule = "5.4 d" // "assigning his due colour to the player with the higher SB ..."
	FirstRound  ColourRule = "5.1"   // the initial colour by the numbers in the initial list
)

// Colours allocates the colours of a pair by 5.4 and returns the board
// with the rule that decided it.
func (s *State) Colours(a, b *Player) (pairing.Board, ColourRule) {
	c, rule := s.colourOf(a, b)
	if c == trf.White {
		return pairing.Board{White: a.ID, Black: b.ID}, rule
	}
	return pairing.Board{White: b.ID, Black: a.ID}, rule
}

// colourOf returns the colour of a.
func (s *State) colourOf(a, b *Player) (trf.Colour, ColourRule) {
	switch {
	case a.Due == trf.NoColour && b.Due == trf.NoColour:
		return s.firstRound(a, b), FirstRound
	case b.Due == trf.NoColour || (a.Due != trf.NoColour && a.Due != b.Due):
		return a.Due, BothDue
	case a.Due == trf.NoColour:
		return b.Due.Opposite(), BothDue
	}
	// Both are due the same colour.
	switch am, bm := a.Must != trf.NoColour, b.Must != trf.NoColour; {
	case am && (!bm || abs(a.ColourDiff) > abs(b.ColourDiff)):
		return a.Due, MustHave
	case bm && (!am || abs(b.ColourDiff) > abs(a.ColourDiff)):
		return b.Due.Opposite(), MustHave
	}
	switch da, db := abs(a.ColourDiff), abs(b.ColourDiff); {
	case da > db:
		return a.Due, Equalise
	case db > da:
		return b.Due.Opposite(), Equalise
	}
	if c, ok := alternate(a, b); ok {
		return c, Alternate
	}
	if Above(a, b) {
		return a.Due, HigherOrder
	}
	return b.Due.Opposite(), HigherOrder
}

// alternate applies 5.4's third priority: going back from the last game
// of each to the first, at the first round where one had White and the
// other Black, each gets the colour the other had then.
func alternate(a, b *Player) (trf.Colour, bool) {
	i, j := len(a.Colours)-1, len(b.Colours)-1
	for ; i >= 0 && j >= 0; i, j = i-1, j-1 {
		if a.Colours[i] != b.Colours[j] {
			return b.Colours[j], true
		}
	}
	return trf.NoColour, false
}

// firstRound is 5.1 for a pair of players without a colour yet: "the
// colour assigned to player No.1 shall be decided by drawing a lot. All
// other odd numbered players in the top half of the initial list shall
// receive the same colour." The lot is the file's initial colour; the
// player higher in the initial list gets it when his number is odd, and
// the other colour when it is even.
func (s *State) firstRound(a, b *Player) trf.Colour {
	hi := a
	if b.Number < a.Number {
		hi = b
	}
	c := s.InitialColour
	if c == trf.NoColour {
		c = trf.White
	}
	if hi.Seq%2 == 0 {
		c = c.Opposite()
	}
	if hi != a {
		c = c.Opposite()
	}
	return c
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
