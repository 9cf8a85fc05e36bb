package pairing

import "github.com/swisscheck/swisscheck/trf"

// The basic rules of C.04.1 that every Swiss system of the rule texts
// states, each in its own words (the Dubov text's chapter 2, the Lim
// text's 2.1 and 5.1): each system decides where and how it applies them.

// ByeBarred is C.04.1 d: "A player who has already received a
// pairing-allocated bye, or has already scored a (forfeit) win due to an
// opponent not appearing in time, shall not receive the
// pairing-allocated bye."
func (p *Player) ByeBarred() bool {
	for _, h := range p.History {
		if h.Game.PAB() || h.Game.ForfeitWin() {
			return true
		}
	}
	return false
}

// ColoursAllowed is what C.04.1 f and g leave a player for his next game,
// counted over his played games (C.04.2 D.5): f, "the difference between
// the number of black and the number of white games shall not be greater
// than +2 or less than -2" after the game, and g, "No player shall receive
// the same colour three times in a row". A history that already breaks f
// (possible only where earlier pairings broke it) allows a colour only if
// the difference after the game is within the bounds.
func (p *Player) ColoursAllowed() (white, black bool) {
	within := func(d int) bool { return d >= -2 && d <= 2 }
	white, black = within(p.ColourDiff+1), within(p.ColourDiff-1)
	if n := len(p.Colours); n >= 2 && p.Colours[n-1] == p.Colours[n-2] {
		if p.Colours[n-1] == trf.White {
			white = false
		} else {
			black = false
		}
	}
	return white, black
}
