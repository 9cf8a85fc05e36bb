package dubov

import (
	"fmt"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// Player is a player before the round with the terms of the Dubov text:
// his rating R (1.1), ARO (1.2), due colour (1.3, 1.4), the colours the
// basic rules C.04.1 f and g leave him, whether C.04.1 d bars him from the
// bye, and what 2.1 and 6.4 need of his past rounds.
type Player struct {
	*pairing.Player
	// Group is the score of his score group: his points from the
	// results (C.04.2), without acceleration (the 1997 text has none).
	Group trf.Points
	ARO   ARO        // 1.2
	Due   trf.Colour // 1.3, 1.4; NoColour before his first game
	// CanWhite and CanBlack say which colours C.04.1 f and g allow him.
	CanWhite, CanBlack bool
	ByeBarred          bool // C.04.1 d: he had the bye or a forfeit win
	// Transfers counts the rounds in which he was transferred to a higher
	// score group (2.1); TransferredLast says the previous round was one.
	Transfers       int
	TransferredLast bool
	// WasFloater says he was a floater from a higher score group in an
	// earlier round (6.4).
	WasFloater bool
}

// ARO is the average rating of a player's opponents (1.2), kept exact as
// the sum of their ratings and their number.
type ARO struct {
	Sum   int64
	Games int64
}

// Cmp compares two AROs exactly: -1, 0 or +1.
func (a ARO) Cmp(b ARO) int {
	x, y := a.Sum*max(b.Games, 1), b.Sum*max(a.Games, 1)
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

// String writes the ARO with two decimals, as the arbiter publishes it
// (9: "The list of AROs should be published after each round"): "2318.40",
// or "-" for a player without a game.
func (a ARO) String() string {
	if a.Games == 0 {
		return "-"
	}
	hundredths := (a.Sum*200/a.Games + 1) / 2 // rounded half up
	return fmt.Sprintf("%d.%02d", hundredths/100, hundredths%100)
}

// State is the round to pair with every player's Dubov terms.
type State struct {
	*pairing.State
	Players []*Player // every player, by pairing number
	byID    map[int]*Player
}

// Player returns the player with the ID, or nil.
func (s *State) Player(id int) *Player { return s.byID[id] }

// NewState derives the Dubov terms of every player.
func NewState(ps *pairing.State) *State {
	s := &State{State: ps, byID: map[int]*Player{}}
	for _, fp := range ps.Players {
		// Reading 24: the score groups are made with the points of the
		// results; the 1997 text has no acceleration, so acceleration
		// points of the file (XXA, 250, a _BAKU code) are not used.
		p := &Player{Player: fp, Group: fp.Score}
		p.Due = dueColour(fp)
		p.CanWhite, p.CanBlack = allowedColours(fp)
		p.ByeBarred = byeBarred(fp)
		s.Players = append(s.Players, p)
		s.byID[p.ID] = p
	}
	for _, p := range s.Players {
		p.ARO = aro(s, p)
	}
	s.transfers()
	return s
}

// aro is 1.2: "the average rating of a player's opponents. ARO must be
// calculated after each round as basis of the pairings."
//
// Reading 1: only games played over the board count: an opponent who
// forfeited, or whom the player forfeited to, was not played, and a bye
// has no opponent (C.04.2 D.5 counts only played games where the sequence
// is meaningful; the ARO measures the opposition met). The rating is the
// one the file gives, 0 for an unrated opponent. A player without a game
// has no ARO; he counts as 0, below every player who has one. The ARO is
// kept exact: the text never says to round it (the one decimal of 6.2's
// example is how it is written down).
func aro(s *State, p *Player) ARO {
	var a ARO
	for _, h := range p.History {
		if h.Game.Played() {
			if o := s.byID[h.Game.Opponent]; o != nil {
				a.Sum += int64(o.Rating)
				a.Games++
			}
		}
	}
	return a
}

// dueColour is 1.3 and 1.4: White "if he has played more games with black
// than with white before" or, the numbers equal, "he has played black his
// previous game"; Black the other way round. Only games played over the
// board have colours (C.04.2 D.5), and the previous game is his last
// played one.
//
// Reading 2: a player who has played no game has no due colour (1.3 and
// 1.4 both need a game); where the text needs his colour, the procedure
// says what it does (column, bye, transfers).
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

// allowedColours is what C.04.1 f and g (chapter 2) leave a player: f,
// "the difference between the number of black and the number of white
// games shall not be greater than +2 or less than -2" after the game, and
// g, "No player shall receive the same colour three times in a row",
// counted over his played games (C.04.2 D.5).
//
// Reading 3: the Dubov text states no exception to f and g in the last
// round (C.04.1 lets "each system" have one; this one names none), so
// they hold in every round. A history that already breaks f (possible
// only in a file whose earlier pairings broke it) allows a colour only
// if the difference after the game is within the bounds.
func allowedColours(p *pairing.Player) (white, black bool) { return p.ColoursAllowed() }

// byeBarred is C.04.1 d (pairing.Player.ByeBarred).
func byeBarred(p *pairing.Player) bool { return p.ByeBarred() }

// transfers derives from the record the transfers of 2.1 and the floats
// of 6.4 of every player's earlier rounds.
//
// Reading 4: in the round being paired, 2.1 bars only the transfers of
// 7.1 and 7.2, the moves the text calls "transferred ... to the score
// group to be paired"; the player 8.2 gives a floater from above stays in
// his own score group and is not transferred. In the earlier rounds the
// record shows a pairing, not the article that made it: a game between
// two scores is the lower player moved up by 7.1 or 7.2, or the higher
// one moved down by 6.4 and paired by 8.2. A checker cannot tell them
// apart, so every game against a player of a higher score before that
// round counts as a transfer to a higher score group (2.1), and every
// game against a lower score makes the player one who "was floater from
// higher score groups" (6.4). A forfeited game counts: the pairing was
// made.
func (s *State) transfers() {
	before := map[int][]trf.Points{} // score before each round, [k-1] for round k
	for _, p := range s.Players {
		sc := make([]trf.Points, len(p.History))
		var sum trf.Points
		for k, h := range p.History {
			sc[k] = sum
			sum += s.Scoring.GamePoints(h.Game)
		}
		before[p.ID] = sc
	}
	for _, p := range s.Players {
		for k, h := range p.History {
			o := h.Game.Opponent
			if o == 0 || s.byID[o] == nil {
				continue
			}
			mine, theirs := before[p.ID][k], before[o][k]
			switch {
			case theirs > mine:
				p.Transfers++
				p.TransferredLast = p.TransferredLast || k == len(p.History)-1
			case theirs < mine:
				p.WasFloater = true
			}
		}
	}
}

// TransferBarred is 2.1: "Apart from the last round a player cannot be
// transferred to a higher score group two times running and more than
// three times (if the tournament has less than 10 rounds) or four times
// (if the tournament has more than 9 rounds) during one tournament."
//
// Reading 5: "two times running" is two consecutive rounds of the
// tournament (a round he did not play breaks the run); "more than three
// times" bars a fourth transfer. The number of rounds is the tournament's
// (XXR, 142, else the rounds in the file).
func (s *State) TransferBarred(p *Player) bool {
	if s.LastRound() {
		return false
	}
	limit := 3
	if s.TotalRounds > 9 {
		limit = 4
	}
	return p.TransferredLast || p.Transfers >= limit
}

// Can reports whether the player may have the colour (C.04.1 f, g).
func (p *Player) Can(c trf.Colour) bool {
	switch c {
	case trf.White:
		return p.CanWhite
	case trf.Black:
		return p.CanBlack
	}
	return true
}

// Should is the colour the player should play (6.2's columns, 7.1 a,
// 7.2 a, 8.1, 8.2, 4): his due colour, or the other one when C.04.1 f or
// g forbids it.
//
// Reading 6: f and g are absolute (chapter 2); a player due White who
// played White in his last two games (colours BBWBBWW: one more Black,
// but three Whites in a row are barred) should play Black, and is
// arranged with the Blacks.
func (p *Player) Should() trf.Colour {
	if p.Due != trf.NoColour && !p.Can(p.Due) && p.Can(p.Due.Opposite()) {
		return p.Due.Opposite()
	}
	return p.Due
}

// lessName orders two players alphabetically (6.2, 7.3, 7.4).
//
// Reading 25: "alphabetically" is by the name as the file writes it,
// without regard to case; two players of the same name by pairing
// number.
func lessName(a, b *Player) bool {
	if c := strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)); c != 0 {
		return c < 0
	}
	return a.Number < b.Number
}
