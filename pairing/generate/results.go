package generate

import (
	"math"
	"math/rand/v2"

	"github.com/swisscheck/swisscheck/trf"
)

// ppm is a probability in parts per million. Probabilities are turned into
// integers once, so that every draw is integer arithmetic and gives the
// same result on every machine.
type ppm int

const million = 1_000_000

func toPPM(x float64) ppm { return ppm(math.Round(x * million)) }

// chance draws true with probability p.
func chance(rng *rand.Rand, p ppm) bool { return p > 0 && ppm(rng.IntN(million)) < p }

// table81b holds the upper ends of the rating-difference classes of the
// FIDE Rating Regulations, table 8.1b: a difference up to table81b[i]
// gives the higher rated player the expected score 0.50+i/100; a
// difference over 735 gives him 1.00.
var table81b = [...]int{
	3, 10, 17, 25, 32, 39, 46, 53, 61, 68,
	76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
	153, 162, 170, 179, 188, 197, 206, 215, 225, 235,
	245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
	374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
}

// expected returns the expected score, in hundredths, of a player rated a
// against a player rated b (table 8.1b).
func expected(a, b int) int {
	d := a - b
	if d < 0 {
		return 100 - expected(b, a)
	}
	for i, hi := range table81b {
		if d <= hi {
			return 50 + i
		}
	}
	return 100
}

// drawGame draws the result of a game between White of strength w and
// Black of strength b: White's result code. The draw probability is the
// configured rate between equals, scaled by twice the weaker side's
// expected score, so that neither side's expected score changes.
func drawGame(rng *rand.Rand, draws ppm, w, b int) byte {
	e := expected(w, b)                      // White's expected score, hundredths
	drawP := draws * ppm(min(e, 100-e)) / 50 // <= 2·min(e, 1-e)
	winP := ppm(e)*10_000 - drawP/2
	u := ppm(rng.IntN(million))
	switch {
	case u < winP:
		return trf.ResultWin
	case u < winP+drawP:
		return trf.ResultDraw
	}
	return trf.ResultLoss
}

// opposite is the result code of the other player of a game.
func opposite(res byte) byte {
	switch res {
	case trf.ResultWin:
		return trf.ResultLoss
	case trf.ResultLoss:
		return trf.ResultWin
	case trf.ResultForfeitWin:
		return trf.ResultForfeitLoss
	case trf.ResultForfeitLoss:
		return trf.ResultForfeitWin
	}
	return res
}
