package dubov

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// ColourRule is the article that decided the colours of a board.
type ColourRule string

// The colour rules: the priorities of article 3 in their order, the
// columns of 6.2, the basic rules f and g that override them, and the
// first round's rule of 5.
const (
	BothDue      ColourRule = "3 a"       // "give both players their due colour"
	Equalise     ColourRule = "3 b"       // "equalise the numbers of black and white games played before"
	Alternate    ColourRule = "3 c"       // "alternate the colours ... regarding the first difference of their colour history"
	HigherARO    ColourRule = "3 d"       // "assign white to the player with the higher ARO"
	LowerR       ColourRule = "3 e"       // "assign white to the player with the lower R"
	LowerList    ColourRule = "3 (tie)"   // Reading 9: R and ARO equal
	Columns      ColourRule = "6.2"       // the white column plays White
	BasicFG      ColourRule = "C.04.1 fg" // f or g forbids what article 3 gives
	FirstRound   ColourRule = "5"         // odd pairs as the first, even pairs the other way
	NotAllocated ColourRule = ""
)

// Colours allocates the colours of two players by article 3, with C.04.1
// f and g absolute, and returns the board with the rule that decided it.
func Colours(a, b *Player) (pairing.Board, ColourRule) {
	c, r := colourOf(a, b)
	if !a.Can(c) || !b.Can(c.Opposite()) {
		// Reading 7: the limitations of chapter 2 (C.04.1 f, g) come
		// before article 3: when its colours would break them and the
		// other colours would not, the other colours are given.
		c, r = c.Opposite(), BasicFG
	}
	if c == trf.White {
		return pairing.Board{White: a.ID, Black: b.ID}, r
	}
	return pairing.Board{White: b.ID, Black: a.ID}, r
}

// ColourFit reports whether two players can be given colours C.04.1 f and
// g allow.
func ColourFit(a, b *Player) bool {
	return (a.CanWhite && b.CanBlack) || (a.CanBlack && b.CanWhite)
}

// colourOf is article 3 for a: "Pairing two players the colour allocation
// shall regard with descending priority: give both players their due
// colour; equalise the numbers of black and white games played before;
// alternate the colours of both players regarding the first difference of
// their colour history going back from the previous round to the first
// round; assign white to the player with the higher ARO; assign white to
// the player with the lower R".
func colourOf(a, b *Player) (trf.Colour, ColourRule) {
	switch {
	case a.Due != trf.NoColour && a.Due != b.Due:
		return a.Due, BothDue // b is due the other colour, or has none
	case a.Due == trf.NoColour && b.Due != trf.NoColour:
		return b.Due.Opposite(), BothDue
	}
	if a.Due != trf.NoColour { // both are due the same colour
		// Reading 8: the numbers are equalised by giving his due colour
		// to the player whose numbers of White and Black differ more.
		switch da, db := abs(a.ColourDiff), abs(b.ColourDiff); {
		case da > db:
			return a.Due, Equalise
		case db > da:
			return b.Due.Opposite(), Equalise
		}
	}
	if c, ok := alternate(a, b); ok {
		return c, Alternate
	}
	switch a.ARO.Cmp(b.ARO) {
	case 1:
		return trf.White, HigherARO
	case -1:
		return trf.Black, HigherARO
	}
	switch {
	case a.Rating < b.Rating:
		return trf.White, LowerR
	case a.Rating > b.Rating:
		return trf.Black, LowerR
	}
	// Reading 9: with ARO and R equal, White goes to the player lower in
	// the initial list (the higher pairing number), as "the lower R"
	// would give it.
	if a.Number > b.Number {
		return trf.White, LowerList
	}
	return trf.Black, LowerList
}

// alternate is article 3's third priority: going back from the last game
// of each (their played games, C.04.2 D.5) to the first, at the first
// game where one had White and the other Black, each gets the colour the
// other had then.
func alternate(a, b *Player) (trf.Colour, bool) {
	i, j := len(a.Colours)-1, len(b.Colours)-1
	for ; i >= 0 && j >= 0; i, j = i-1, j-1 {
		if a.Colours[i] != b.Colours[j] {
			return b.Colours[j], true
		}
	}
	return trf.NoColour, false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
