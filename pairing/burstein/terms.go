package burstein

import (
	"sort"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// Player is a player before the round with the terms the Burstein text
// uses: his score with the imaginary point (3.3), the Sonneborn-Berger,
// Buchholz and Median of 3.2, his due colour (1.3) and the colours 5.2 and
// 5.3 forbid him.
type Player struct {
	*pairing.Player
	// Imaginary is the imaginary point of 3.3 (rounds 1 and 2 only), or,
	// when the file gives acceleration points (XXA, 250), those points.
	Imaginary trf.Points
	Group     trf.Points // the score that makes his SG (1.2): Score + Imaginary
	// Adjusted is his score with every unplayed game counted as a draw (2),
	// Imaginary included: what his opponents' tie-breaks count.
	Adjusted trf.Points
	// SB is his Sonneborn-Berger in hundredths of a point; Buchholz and
	// Median are in tenths (3.2).
	SB, Buchholz, Median int64
	Due                  trf.Colour // 1.3; NoColour before his first game
	Must                 trf.Colour // 5.2, 5.3: the colour he must have, or NoColour
	Barred               bool       // 4.1: he already received a point without playing
	Seq                  int        // his number among the players who entered (5.1)
}

// State is the round to pair with every player's Burstein terms.
type State struct {
	*pairing.State
	Players []*Player // every player, by pairing number
	byID    map[int]*Player
}

// Player returns the player with the ID, or nil.
func (s *State) Player(id int) *Player { return s.byID[id] }

// NewState derives the Burstein terms of every player.
func NewState(ps *pairing.State) *State {
	s := &State{State: ps, byID: map[int]*Player{}}
	imaginary := imaginaryPoints(ps)
	if ps.Accelerated {
		imaginary = fileAcceleration(ps)
	}
	seq := 0
	for _, fp := range ps.Players {
		p := &Player{Player: fp, Imaginary: imaginary[fp.ID]}
		p.Group = fp.Score + p.Imaginary
		p.Adjusted = adjusted(ps, fp) + p.Imaginary
		p.Due, p.Must = dueColour(fp), mustColour(fp)
		p.Barred = barred(fp)
		if fp.Entered {
			seq++
			p.Seq = seq
		}
		s.Players = append(s.Players, p)
		s.byID[p.ID] = p
	}
	for _, p := range s.Players {
		p.SB, p.Buchholz, p.Median = s.tieBreaks(p)
	}
	return s
}

// imaginaryPoints gives the imaginary point of 3.3: "in the first two
// rounds, an 'imaginary' point shall be added to the score of each of the
// players in the top half of the initial list of participants (arranged
// in the order of their R)". The participants are the players who took
// part in the pairing of round 1; the top half is the first half of them,
// rounded down, in the order of the pairing numbers (the initial list,
// C.04.2 A). As bbpPairings 5.0.1 does, a player who did not take part in
// round 1 but stands above the last of that half also gets the point,
// without counting in the half. The point is worth a win.
func imaginaryPoints(s *pairing.State) map[int]trf.Points {
	out := map[int]trf.Points{}
	if s.Round > 2 {
		return out
	}
	inRound1 := func(p *pairing.Player) bool {
		if s.Round == 1 {
			return p.Paired
		}
		return len(p.History) > 0 && p.History[0].Paired
	}
	n := 0
	for _, p := range s.Players {
		if inRound1(p) {
			n++
		}
	}
	half := n / 2
	for _, p := range s.Players { // by pairing number
		if half == 0 {
			break
		}
		out[p.ID] = s.Scoring.WinPoints()
		if inRound1(p) {
			half--
		}
	}
	return out
}

// fileAcceleration gives the acceleration points the file gives for the
// round (XXA, 250), which take the place of 3.3's imaginary point: the
// file records the points its pairing program added, and a program that
// accelerates otherwise (the Baku acceleration of C.04.5.1, ETT26
// FIDE_BURSTEIN_BAKU) writes them there. bbpPairings 5.0.1 does the same:
// it adds the imaginary point only to a file without an XXA line.
func fileAcceleration(s *pairing.State) map[int]trf.Points {
	out := map[int]trf.Points{}
	for _, p := range s.Players {
		out[p.ID] = p.PairingScore - p.Score
	}
	return out
}

// adjusted is the score of 2: "Unfinished (or temporarily non played)
// games shall be considered as draws for pairing purposes." Every game not
// played over the board (forfeits, byes, absences) counts as a draw.
func adjusted(s *pairing.State, p *pairing.Player) trf.Points {
	var sum trf.Points
	for _, h := range p.History {
		if h.Game.Played() {
			sum += s.Scoring.GamePoints(h.Game)
		} else {
			sum += s.Scoring.WhiteDraw
		}
	}
	return sum
}

// tieBreaks computes the Sonneborn-Berger, Buchholz and Median of 3.2. An
// opponent counts with his score of 2 (unplayed games as draws); a round
// without an opponent over the board counts a virtual opponent (C.04.2's
// handling of unplayed games, as FIDE's tie-break rules define him): his
// score is the player's own score before that round, plus the result
// opposite to the player's in that round, plus a draw for every later
// round. Sonneborn-Berger sums each opponent's score times the player's
// points against him; Buchholz sums the opponents' scores; Median is
// Buchholz without the highest and the lowest, from the third round on.
func (s *State) tieBreaks(p *Player) (sb, buchholz, median int64) {
	sc := s.Scoring
	rounds := len(p.History)
	before := p.Imaginary // his score before each round, as the virtual opponent starts
	lo, hi := int64(-1), int64(-1)
	for k, h := range p.History {
		own := sc.GamePoints(h.Game)
		var opp trf.Points
		if h.Game.Played() {
			opp = s.byID[h.Game.Opponent].Adjusted
		} else {
			opp = before + virtualResult(sc, h.Game) + trf.Points(rounds-1-k)*sc.WhiteDraw
		}
		sb += int64(opp) * int64(own)
		buchholz += int64(opp)
		if lo < 0 || int64(opp) < lo {
			lo = int64(opp)
		}
		if int64(opp) > hi {
			hi = int64(opp)
		}
		before += own
	}
	if rounds > 2 {
		median = buchholz - lo - hi
	}
	return sb, buchholz, median
}

// virtualResult is what the virtual opponent scores in a round the player
// did not play over the board: a win when the player lost it (forfeit,
// zero-point bye, absence), a draw when he drew it (half-point bye), and
// a forfeit loss when he won it (forfeit win, full-point or
// pairing-allocated bye).
func virtualResult(sc trf.Scoring, g trf.Game) trf.Points {
	switch g.Result {
	case trf.ResultForfeitWin, trf.ResultFullBye, trf.ResultPAB, trf.ResultWin, trf.ResultWinUnrated:
		if g.PAB() && sc.PAB < sc.WinPoints() {
			if sc.PAB < sc.WhiteDraw {
				return sc.WinPoints()
			}
			return sc.WhiteDraw
		}
		return sc.ForfeitLoss
	case trf.ResultHalfBye, trf.ResultDraw, trf.ResultDrawUnrated:
		return sc.WhiteDraw
	}
	return sc.WinPoints()
}

// dueColour is 1.3: "the colour he played less times than the other
// colour. If he played the same number of both colours, [then] the
// alternate colour of which he played in the previous round." Only games
// played over the board have colours (C.04.2); the previous round is his
// last game.
func dueColour(p *pairing.Player) trf.Colour {
	switch {
	case p.ColourDiff > 0:
		return trf.Black
	case p.ColourDiff < 0:
		return trf.White
	case len(p.Colours) > 0:
		return p.Colours[len(p.Colours)-1].Opposite()
	}
	return trf.NoColour
}

// mustColour is the colour 5.2 and 5.3 leave him: with two more games of
// one colour than of the other (5.2: the difference "shall not be greater
// than +2 or less than -2"), or the same colour in his last two games
// (5.3: "not ... the same colour three times in a row"), he must have the
// other colour.
func mustColour(p *pairing.Player) trf.Colour {
	switch {
	case p.ColourDiff >= 2:
		return trf.Black
	case p.ColourDiff <= -2:
		return trf.White
	}
	if n := len(p.Colours); n >= 2 && p.Colours[n-1] == p.Colours[n-2] {
		return p.Colours[n-1].Opposite()
	}
	return trf.NoColour
}

// barred is 4.1: "A player who has already received a point without
// playing shall not receive a pairing-allocated bye": a pairing-allocated
// bye, a forfeit win or a full-point bye.
func barred(p *pairing.Player) bool {
	for _, h := range p.History {
		g := h.Game
		if g.PAB() || g.ForfeitWin() || (g.Opponent == 0 && g.Result == trf.ResultFullBye) {
			return true
		}
	}
	return false
}

// Above reports whether a stands above b in the order of 3.2: "(1)
// Sonneborn-Berger (SB); (2) Buchholz; (3) Median (4) rating", the rating
// read as the initial list (pairing number), which orders by rating.
//
// The text defines none of the three tie-breaks, and says nothing of how
// a floater, whose score differs, compares with the players of the SG he
// joins. Between players of different scores swisscheck compares the
// Buchholz and the Median each multiplied by the player's score (with the
// imaginary point), as the SB already is, so that all three measure on
// the same scale: bbpPairings 5.0.1's reading ("Buchholz score" against
// "Buchholz tiebreak", its README). In the reference corpus one round in
// five depends on it (docs/burstein.md).
func Above(a, b *Player) bool {
	ka, kb := int64(1), int64(1)
	if a.Group != b.Group {
		ka, kb = int64(a.Group), int64(b.Group)
	}
	switch {
	case a.SB != b.SB:
		return a.SB > b.SB
	case a.Buchholz*ka != b.Buchholz*kb:
		return a.Buchholz*ka > b.Buchholz*kb
	case a.Median*ka != b.Median*kb:
		return a.Median*ka > b.Median*kb
	}
	return a.Number < b.Number
}

// Ordered returns the players to pair by SG (1.2), highest first, and
// within each SG in the order of 3.2.
func (s *State) Ordered() []*Player {
	var out []*Player
	for _, p := range s.Players {
		if p.Paired {
			out = append(out, p)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Group != out[j].Group {
			return out[i].Group > out[j].Group
		}
		return Above(out[i], out[j])
	})
	return out
}
