// Package plant plants errors in report files for the tests of the
// systems' explanations: each function changes one round of a file in
// memory, the way an arbiter's mistake would.
package plant

import "github.com/swisscheck/swisscheck/trf"

func players(f *trf.File) map[int]*trf.Player {
	byID := map[int]*trf.Player{}
	for _, p := range f.Players {
		byID[p.ID] = p
	}
	return byID
}

// SwapOpponents makes boards a-b and c-d of round r become a-d and c-b,
// each player keeping his colour; the four games become draws.
func SwapOpponents(f *trf.File, r, a, b, c, d int) {
	byID := players(f)
	for _, x := range [][2]int{{a, d}, {d, a}, {c, b}, {b, c}} {
		g := &byID[x[0]].Games[r-1]
		g.Opponent, g.Result = x[1], trf.ResultDraw
	}
}

// SwapColours records the game of a and b in round r with the colours the
// other way round.
func SwapColours(f *trf.File, r, a, b int) {
	byID := players(f)
	for _, id := range []int{a, b} {
		g := &byID[id].Games[r-1]
		g.Colour = g.Colour.Opposite()
	}
}

// MoveBye gives the pairing-allocated bye of round r from x to y: x takes
// y's game, and y's opponent now meets x.
func MoveBye(f *trf.File, r, x, y int) {
	byID := players(f)
	bye, game := byID[x].Games[r-1], byID[y].Games[r-1]
	byID[x].Games[r-1], byID[y].Games[r-1] = game, bye
	byID[game.Opponent].Games[r-1].Opponent = x
}

// Repair records a game of round r between white and black, drawn.
func Repair(f *trf.File, r, white, black int) {
	byID := players(f)
	byID[white].Games[r-1] = trf.Game{Opponent: black, Colour: trf.White, Result: trf.ResultDraw}
	byID[black].Games[r-1] = trf.Game{Opponent: white, Colour: trf.Black, Result: trf.ResultDraw}
}
