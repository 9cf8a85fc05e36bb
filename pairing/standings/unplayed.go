package standings

import "github.com/swisscheck/swisscheck/trf"

// category is the category of an unplayed round, C.07 (2023-2026) 16.2.
type category uint8

const (
	notUnplayed    category = iota
	byeCat                  // 16.2.1 pairing-allocated byes or full-point byes
	forfeitWinCat           // 16.2.2 forfeit wins
	byeFollowedCat          // 16.2.3 requested byes followed by at least one round that is not a VUR
	forfeitLossCat          // 16.2.4 forfeit losses
	byeLastCat              // 16.2.5 requested byes followed only by VURs, or in the last round
)

// view is the event as the Buchholz and Sonneborn-Berger tie-breaks see
// it (Article 16): each unplayed round's category, each player's score as
// his opponents see it (16.3) and the dummy of his own unplayed rounds
// (16.4). With asPlayed (the /P option) forfeits count as games against
// the scheduled opponent.
type view struct {
	e        *event
	asPlayed bool
	cats     [][]category
	adj      []trf.Points
}

// newView classifies every round and adjusts every score.
func (e *event) newView(asPlayed bool) *view {
	v := &view{e: e, asPlayed: asPlayed, cats: make([][]category, len(e.players)), adj: make([]trf.Points, len(e.players))}
	for i, p := range e.players {
		v.cats[i] = v.categories(p)
		v.adj[i] = v.adjusted(i)
	}
	return v
}

// game reports whether a round counts as a game: played, or a forfeit
// under /P.
func (v *view) game(rd round) bool {
	return rd.kind == played || v.asPlayed && (rd.kind == forfeitWin || rd.kind == forfeitLoss) && rd.opp >= 0
}

// vur reports a voluntary unplayed round (16.1.2): a requested bye or a
// forfeit loss (not a forfeit under /P, which is a game).
func (v *view) vur(rd round) bool {
	return rd.requestedBye() || rd.kind == forfeitLoss && !v.game(rd)
}

// categories sorts a player's unplayed rounds into the categories of 16.2.
// A requested bye is of 16.2.3 when some later round is not a VUR, else of
// 16.2.5 (the last round's, and every one after a withdrawal: 16.1.1).
func (v *view) categories(p *player) []category {
	cats := make([]category, len(p.rounds))
	followed := false // a later round is not a VUR
	for r := len(p.rounds) - 1; r >= 0; r-- {
		rd := p.rounds[r]
		switch {
		case v.game(rd):
			cats[r] = notUnplayed
		case rd.kind == pab || rd.kind == fullBye:
			cats[r] = byeCat
		case rd.kind == forfeitWin:
			cats[r] = forfeitWinCat
		case rd.kind == forfeitLoss:
			cats[r] = forfeitLossCat
		case followed:
			cats[r] = byeFollowedCat
		default:
			cats[r] = byeLastCat
		}
		if !v.vur(rd) {
			followed = true
		}
	}
	return cats
}

// adjusted is a player's score as his opponents see it.
//
// C.07 (2023-2026) 16.3: unplayed rounds of 16.2.1-16.2.4 count with the
// points awarded (16.3.1), those of 16.2.5 as draws (16.3.2).
//
// Pre-2023 (C.07 as quoted in the Arbiters' Manual 2019, 13.13.1, and the
// Handbook text "all unplayed games in which players are indirectly
// involved (results by forfeit of opponents) are considered to have been
// drawn"): every unplayed round counts as a draw.
func (v *view) adjusted(i int) trf.Points {
	p := v.e.players[i]
	var s trf.Points
	for r, rd := range p.rounds {
		switch {
		case v.cats[i][r] == notUnplayed:
			s += rd.pts
		case v.e.ed == Pre2023 || v.cats[i][r] == byeLastCat:
			s += v.e.draw
		default:
			s += rd.pts
		}
	}
	return s
}

// dummy is the score of the opponent a player is given for his own
// unplayed round r (0-based).
//
// C.07 (2023, 2024) 16.4: a dummy whose score is the player's own score.
// C.07 (2026) 16.4: the same, but not above the scheduled opponent's
// adjusted score for a forfeit (16.4.1), nor above a draw's points times
// the number of rounds for any other unplayed round (16.4.2).
// Pre-2023 (AM 2019 13.14.2): a virtual opponent with the player's score
// before the round, the opposite result in the round, and draws in every
// later round: Svon = SPR + (1 - SfPR) + 0.5·(n - R).
func (v *view) dummy(i, r int) trf.Points {
	e := v.e
	p := e.players[i]
	switch e.ed {
	case Pre2023:
		rd := p.rounds[r]
		return p.scoreBefore(r) + e.outcomePoints(win-rd.outcome) + e.draw*trf.Points(e.rounds-1-r)
	case Ed2024:
		return p.score
	}
	limit := e.draw * trf.Points(e.rounds)
	if c := v.cats[i][r]; c == forfeitWinCat || c == forfeitLossCat {
		limit = v.adj[p.rounds[r].opp]
	}
	return min(p.score, limit)
}

// element is one round's part in a player's Buchholz or Sonneborn-Berger:
// the opponent's score (adjusted, or the dummy's), the points the player
// scored, and whether the round is a voluntary unplayed round (16.5).
type element struct {
	opp trf.Points
	pts trf.Points
	vur bool
}

// elements lists a player's rounds as Buchholz and Sonneborn-Berger count
// them. Pre-2023 knows no VURs (no 16.5 exception).
func (v *view) elements(i int) []element {
	p := v.e.players[i]
	els := make([]element, len(p.rounds))
	for r, rd := range p.rounds {
		if v.cats[i][r] == notUnplayed {
			els[r] = element{opp: v.adj[rd.opp], pts: rd.pts}
			continue
		}
		els[r] = element{opp: v.dummy(i, r), pts: rd.pts, vur: v.e.ed != Pre2023 && v.vur(rd)}
	}
	return els
}
