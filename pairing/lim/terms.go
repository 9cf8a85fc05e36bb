package lim

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// Player is a player before the round with the terms of the Lim text.
type Player struct {
	*pairing.Player
	// Score is his score group: the points of his results (2.2).
	//
	// Reading 20: the text has no acceleration; acceleration points of
	// the file (XXA, 250, a _BAKU code) are not used.
	Score trf.Points
	// Due is the colour 5.1, 5.5 and 5.6 give him: NoColour before his
	// first game (Reading 9).
	Due trf.Colour
	// CanWhite and CanBlack say which colours 2.1 and 5.1 a, b leave
	// him: not the same colour in three successive rounds, not three
	// more of one colour than the other.
	CanWhite, CanBlack bool
	ByeBarred          bool // C.04.1 d: he had the bye or a forfeit win
	// FloatedLast says he floated the round just before (3.10,
	// Reading 6).
	FloatedLast bool
}

// State is the round to pair with every player's Lim terms.
type State struct {
	*pairing.State
	Players []*Player // every player, by pairing number
	// Median is the score of the median score group, half the number of
	// rounds played (2.2, Reading 3).
	Median trf.Points
	byID   map[int]*Player
}

// Player returns the player with the ID, or nil.
func (s *State) Player(id int) *Player { return s.byID[id] }

// NewState derives the Lim terms of every player.
func NewState(ps *pairing.State) *State {
	win := ps.Scoring.WhiteWin
	if win == 0 {
		win = 10
	}
	// Reading 3: "half the number of rounds that have been played" is in
	// points of a win, so that a file scoring 3 for a win has its median
	// at 1.5 points a round.
	s := &State{State: ps, byID: map[int]*Player{}, Median: trf.Points(ps.Round-1) * win / 2}
	for _, fp := range ps.Players {
		p := &Player{Player: fp, Score: fp.Score, Due: dueColour(fp), ByeBarred: byeBarred(fp)}
		p.CanWhite, p.CanBlack = allowedColours(fp)
		s.Players = append(s.Players, p)
		s.byID[p.ID] = p
	}
	s.floats()
	return s
}

// dueColour is the colour 5.1 calls for: "the alternate colour" and, in
// the even-numbered rounds, "an equal number of whites and blacks" (5.6);
// in the odd-numbered rounds "one more only of one colour than the
// other" (5.5).
//
// Reading 9: the round's parity counts the rounds, but a player who
// missed a game has a history of the other parity. The engine gives every
// player the equalising colour when his whites and blacks differ (C.04.1
// h 1), else the colour alternating with his last played game (h 2): for
// a player with every game played that is exactly 5.5 and 5.6. Only games
// played over the board have colours (C.04.2 D.5). A player with no game
// has no due colour; his opponent's decides (colours).
func dueColour(p *pairing.Player) trf.Colour {
	switch {
	case p.ColourDiff < 0:
		return trf.White
	case p.ColourDiff > 0:
		return trf.Black
	case len(p.Colours) > 0:
		return p.Colours[len(p.Colours)-1].Opposite()
	}
	return trf.NoColour
}

// allowedColours is 2.1 and 5.1 a, b: "the same colour in three
// successive rounds" and "three more of one colour than the other",
// counted over his played games (C.04.2 D.5, Reading 9).
//
// Unlike pairing.Player.ColoursAllowed (the Dubov reading), a history
// that already breaks 5.1 b allows the colour that lessens the excess.
func allowedColours(p *pairing.Player) (white, black bool) {
	white, black = p.ColourDiff+1 <= 2, p.ColourDiff-1 >= -2
	if n := len(p.Colours); n >= 2 && p.Colours[n-1] == p.Colours[n-2] {
		if p.Colours[n-1] == trf.White {
			white = false
		} else {
			black = false
		}
	}
	return white, black
}

// byeBarred is C.04.1 d (pairing.Player.ByeBarred).
func byeBarred(p *pairing.Player) bool { return p.ByeBarred() }

// floats marks who floated the round just before (3.10).
//
// Reading 6: the record shows a pairing, not who was transferred, but
// the order of 2.2 tells: a floater leaves his group towards the median
// group. Of two players of different scores paired in the previous round
// (over the board or by forfeit), on the same side of that round's
// median score, the one farther from it floated; when one had the median
// score, the other floated; when they were on either side of it, both
// floated (they met in the median group).
func (s *State) floats() {
	last := s.Round - 1
	if last < 1 {
		return
	}
	before := func(p *Player) trf.Points {
		var sum trf.Points
		for _, h := range p.History[:last-1] {
			sum += s.Scoring.GamePoints(h.Game)
		}
		return sum
	}
	win := s.Scoring.WhiteWin
	if win == 0 {
		win = 10
	}
	median := trf.Points(last-1) * win / 2
	for _, p := range s.Players {
		if len(p.History) < last {
			continue
		}
		g := p.History[last-1].Game
		if o := s.byID[g.Opponent]; g.Opponent != 0 && o != nil && len(o.History) >= last {
			mine, theirs := before(p)-median, before(o)-median
			switch {
			case mine == theirs || mine == 0:
			case theirs == 0 || (mine > 0) != (theirs > 0):
				p.FloatedLast = true
			default:
				p.FloatedLast = abs(mine) > abs(theirs)
			}
		}
	}
}

func abs(x trf.Points) trf.Points {
	if x < 0 {
		return -x
	}
	return x
}

// Can reports whether the player may have the colour (2.1, 5.1 a, b).
func (p *Player) Can(c trf.Colour) bool {
	switch c {
	case trf.White:
		return p.CanWhite
	case trf.Black:
		return p.CanBlack
	}
	return true
}

// Compatible is 2.1: "Two players who have not yet played each other are
// said to be compatible provided that the pairing will not require either
// player to have the same colour in three successive rounds, or to have
// three more of one colour than the other." A pair the file forbids (XXP)
// is never compatible.
//
// Reading 14: in the last round 6.1 puts C.04.1 e before "alternation and
// equalisation of colours, even if it is necessary for one of the players
// to be given the same colour for the third round in succession, or ...
// three more of one colour": there, two players who have not met are
// compatible whatever their colours.
func (s *State) Compatible(a, b *Player) bool {
	if !a.CanMeet(b.Player) {
		return false
	}
	if s.LastRound() {
		return true
	}
	return (a.CanWhite && b.CanBlack) || (a.CanBlack && b.CanWhite)
}

// Ranks reports whether a is ranked above b: the higher score, then the
// lower pairing number (Reading 1).
func Ranks(a, b *Player) bool {
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	return a.Number < b.Number
}
