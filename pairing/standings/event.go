package standings

import (
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// kind is what happened to a player in a round.
type kind uint8

const (
	played      kind = iota // a game over the board (1 = 0, W D L)
	forfeitWin              // + against a scheduled opponent
	forfeitLoss             // - against a scheduled opponent (either side of a double forfeit)
	pab                     // pairing-allocated bye (U, TRF06 0000 +)
	fullBye                 // F
	halfBye                 // H (TRF06 0000 =)
	zeroBye                 // Z, blank, 0000 -: every round after a withdrawal too (16.1.1)
)

// outcome is a round's result as a win, a draw or a loss.
type outcome int8

const (
	loss outcome = iota
	draw
	win
)

// round is one round of a player's record.
type round struct {
	kind    kind
	opp     int // index of the scheduled opponent; -1 for none
	colour  trf.Colour
	pts     trf.Points // the points of the round under the file's point system
	outcome outcome
}

// requestedBye reports a half- or zero-point bye (16.1.1).
func (r round) requestedBye() bool { return r.kind == halfBye || r.kind == zeroBye }

// player is one participant: who he is and his record.
type player struct {
	id, tpn, rating int
	name            string
	line            int // his 001 record
	rank            int // the rank the file records (columns 86-89), 0 for none
	rounds          []round
	score           trf.Points // the sum of the rounds' points, no acceleration
}

// event is a tournament's record over the rounds the standings are for.
type event struct {
	file    *trf.File
	players []*player
	index   map[int]int // ID -> index in players
	rounds  int         // the rounds the standings are for
	total   int         // the rounds of the tournament (XXR, 142, else the rounds present)
	win     trf.Points  // points for a win
	draw    trf.Points  // points for a draw (16.3.2, 16.4.2)
	lossPts trf.Points  // points for a loss
	ed      Edition
}

// newEvent reads the players' records of rounds 1..rounds from t.
func newEvent(t *pairing.Tournament, rounds int, ed Edition) *event {
	f := t.File
	e := &event{file: f, index: map[int]int{}, rounds: rounds, total: max(t.TotalRounds, rounds), ed: ed,
		win: f.Scoring.WhiteWin, draw: f.Scoring.WhiteDraw, lossPts: f.Scoring.WhiteLoss}
	for i, fp := range f.Players {
		e.index[fp.ID] = i
		e.players = append(e.players, &player{id: fp.ID, tpn: t.Number(fp.ID), rating: fp.Rating,
			name: fp.Name, line: fp.Line, rank: fp.Rank})
	}
	for _, p := range e.players {
		fp := f.Players[e.index[p.id]]
		p.rounds = make([]round, rounds)
		for r := range rounds {
			p.rounds[r] = e.readRound(fp.Game(r + 1))
			p.score += p.rounds[r].pts
		}
	}
	return e
}

// readRound classifies a round block.
func (e *event) readRound(g trf.Game) round {
	rd := round{opp: -1, colour: g.Colour, pts: e.file.Scoring.GamePoints(g)}
	if i, ok := e.index[g.Opponent]; ok && g.Opponent != 0 {
		rd.opp = i
	}
	switch {
	case g.Played() && rd.opp >= 0:
		rd.kind = played
		switch g.Result {
		case trf.ResultWin, trf.ResultWinUnrated:
			rd.outcome = win
		case trf.ResultDraw, trf.ResultDrawUnrated:
			rd.outcome = draw
		}
		return rd
	case g.ForfeitWin() && rd.opp >= 0:
		rd.kind = forfeitWin
	case g.Result == trf.ResultForfeitLoss && rd.opp >= 0:
		rd.kind = forfeitLoss
	case g.PAB():
		rd.kind = pab
	case g.Result == trf.ResultFullBye:
		rd.kind = fullBye
	case g.Result == trf.ResultHalfBye || g.Result == trf.ResultDraw:
		rd.kind = halfBye
	default:
		rd.kind = zeroBye
	}
	rd.colour = trf.NoColour
	rd.outcome = e.outcomeOf(rd.pts)
	return rd
}

// outcomeOf is the result that corresponds to the points awarded for an
// unplayed round (16.3.1, 16.4): a win's points or more a win, a draw's
// points a draw, anything else a loss.
func (e *event) outcomeOf(pts trf.Points) outcome {
	switch {
	case pts >= e.win:
		return win
	case pts >= e.draw && pts > e.lossPts:
		return draw
	}
	return loss
}

// outcomePoints is what an outcome is worth.
func (e *event) outcomePoints(o outcome) trf.Points {
	switch o {
	case win:
		return e.win
	case draw:
		return e.draw
	}
	return e.lossPts
}

// scoreBefore is a player's score before round r (0-based).
func (p *player) scoreBefore(r int) trf.Points {
	var s trf.Points
	for _, rd := range p.rounds[:r] {
		s += rd.pts
	}
	return s
}

// fore returns the event as Fore Buchholz sees it (C.07 8.3): every game
// paired in the tournament's final round, played or forfeited, a draw;
// byes keep their points. Standings before the final round have no final
// round to draw: the event is returned unchanged.
func (e *event) fore() *event {
	if e.rounds < e.total || e.rounds == 0 {
		return e
	}
	c := *e
	c.players = make([]*player, len(e.players))
	last := e.rounds - 1
	for i, p := range e.players {
		q := *p
		q.rounds = append([]round(nil), p.rounds...)
		if rd := &q.rounds[last]; rd.opp >= 0 {
			q.score -= rd.pts
			rd.kind, rd.outcome = played, draw
			rd.pts = e.file.Scoring.WhiteDraw
			if rd.colour == trf.Black {
				rd.pts = e.file.Scoring.BlackDraw
			}
			q.score += rd.pts
		}
		c.players[i] = &q
	}
	return &c
}
