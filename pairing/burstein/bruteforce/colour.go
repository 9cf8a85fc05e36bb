package bruteforce

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/burstein"
	"github.com/swisscheck/swisscheck/trf"
)

// Colours (C.04.4.2 5), written from the text without the engine's
// shortcuts: every allocation is tried and the priorities of 5.4 are
// applied one after the other.

// legal is 5.2 and 5.3 for a player who receives colour c: "The difference
// of the number of black and the number of white games shall not be
// greater than +2 or less than -2" after the game, and "A player shall not
// have the same colour three times in a row". Colours are those of games
// played over the board (C.04.2), so a row is of played games.
func legal(p *burstein.Player, c trf.Colour) bool {
	d := p.ColourDiff - 1
	if c == trf.White {
		d += 2
	}
	if d > 2 || d < -2 {
		return false
	}
	n := len(p.Colours)
	return n < 2 || p.Colours[n-1] != c || p.Colours[n-2] != c
}

// valid reports whether a pair may be made: "Two players who have played
// each other shall not be paired again" (3.1; an XXP forbidden pair counts
// as having played), and some allocation of colours breaks neither 5.2
// nor 5.3 for either of them.
func valid(a, b *burstein.Player) bool {
	return a.CanMeet(b.Player) && (allows(a, b, trf.White) || allows(a, b, trf.Black))
}

// allows reports whether a may have colour c and b the other.
func allows(a, b *burstein.Player, c trf.Colour) bool {
	return legal(a, c) && legal(b, c.Opposite())
}

// colourRules are 5.4's priorities, highest first: each gives a score to
// the colour c of a (b has the other); the higher score wins.
var colourRules = []struct {
	name  string
	score func(a, b *burstein.Player, c trf.Colour) int
}{
	// "giving both players their due colour": the players who get their
	// due colour (a player without one, who has not played yet, gets
	// none).
	{"5.4 due colours", func(a, b *burstein.Player, c trf.Colour) int {
		return btoi(a.Due == c) + btoi(b.Due == c.Opposite())
	}},
	// "equalizing the numbers of black and white games played before":
	// the smaller the differences after the game, the better.
	{"5.4 equalising", func(a, b *burstein.Player, c trf.Colour) int {
		return -absDiff(a, c) - absDiff(b, c.Opposite())
	}},
	// "alternating the colours of both players regarding the first
	// difference of their colour history going back from the previous
	// round to the first round": the latest round in which one had White
	// and the other Black; each gets the colour he did not have then. The
	// histories are read as C.04.2 D.5 says: "Only played games count in
	// situations where the colour sequence is meaningful ... a player with
	// a colour history of BWB=W (i.e. no valid game in round-4) will be
	// treated as if his colour history was =BWBW".
	{"5.4 alternating", func(a, b *burstein.Player, c trf.Colour) int {
		ha, hb := shifted(a), shifted(b)
		for k := len(ha) - 1; k >= 0; k-- {
			if ha[k] != trf.NoColour && hb[k] != trf.NoColour && ha[k] != hb[k] {
				return btoi(c == hb[k])
			}
		}
		return 0
	}},
	// "assigning his due colour to the player with the higher SB ...
	// Buchholz, and so on": the higher by 3.2 (burstein.Above).
	{"5.4 higher", func(a, b *burstein.Player, c trf.Colour) int {
		if burstein.Above(a, b) {
			return btoi(a.Due == c)
		}
		return btoi(b.Due == c.Opposite())
	}},
}

// colours allocates the colours of a pair: the allocations 5.2 and 5.3
// allow, then 5.4's priorities in turn; when none decides (neither player
// has a colour yet), 5.1 as docs/burstein.md reading 7 extends it: the player higher
// in the initial list gets the colour drawn for No. 1 (the file's initial
// colour, White if none) when his number in the initial list of
// participants is odd, the other colour when it is even. It returns the
// board and the rule that decided.
func colours(s *burstein.State, a, b *burstein.Player) (pairing.Board, string) {
	var options []trf.Colour // a's colour
	for _, c := range []trf.Colour{trf.White, trf.Black} {
		if allows(a, b, c) {
			options = append(options, c)
		}
	}
	board := func(c trf.Colour) pairing.Board {
		if c == trf.White {
			return pairing.Board{White: a.ID, Black: b.ID}
		}
		return pairing.Board{White: b.ID, Black: a.ID}
	}
	switch len(options) {
	case 0:
		return board(trf.White), "none allowed" // valid pairs never get here
	case 1:
		return board(options[0]), "5.2/5.3"
	}
	for _, r := range colourRules {
		w, bl := r.score(a, b, trf.White), r.score(a, b, trf.Black)
		if w != bl {
			if w > bl {
				return board(trf.White), r.name
			}
			return board(trf.Black), r.name
		}
	}
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
	return board(c), "5.1"
}

func absDiff(p *burstein.Player, c trf.Colour) int {
	d := p.ColourDiff - 1
	if c == trf.White {
		d += 2
	}
	return max(d, -d)
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// shifted is a player's colour history round by round, NoColour for a
// round without a game played over the board, with those rounds moved to
// the front (C.04.2 D.5: BWB=W "treated as if his colour history was
// =BWBW").
func shifted(p *burstein.Player) []trf.Colour {
	var played, out []trf.Colour
	for _, h := range p.History {
		if h.Game.Played() {
			played = append(played, h.Game.Colour)
		} else {
			out = append(out, trf.NoColour)
		}
	}
	return append(out, played...)
}
