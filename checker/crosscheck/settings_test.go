package crosscheck

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/trf"
)

// noRate is how the reference corpus's manifest, and bbpPairings'
// generator configuration, say "none" for a rate: one event per 10^9.
const noRate = 1000000000

// bbpSettings is one configuration of bbpPairings' random tournament
// generator (the JaVaFo 1.4 RTG keys, one key=value a line). A rate of 0
// here means none.
type bbpSettings struct {
	Players, Rounds int
	DrawPct         int     // DrawPercentage, 0-100
	ForfeitRate     float64 // ForfeitRate: one game in N is forfeited
	RetiredRate     float64 // RetiredRate: one player in N retires
	HPBRate         float64 // HalfPointByeRate: one player in N takes a half-point bye
	Highest, Lowest int     // HighestRating, LowestRating
}

// config is the text of the generator's configuration file. Every key is
// given: bbpPairings draws the ones left out at random.
func (s bbpSettings) config() string {
	rate := func(r float64) string {
		if r == 0 {
			return strconv.Itoa(noRate)
		}
		return strconv.FormatFloat(r, 'f', 1, 64)
	}
	return fmt.Sprintf("PlayersNumber=%d\nRoundsNumber=%d\nDrawPercentage=%d\nForfeitRate=%s\n"+
		"RetiredRate=%s\nHalfPointByeRate=%s\nHighestRating=%d\nLowestRating=%d\n",
		s.Players, s.Rounds, s.DrawPct, rate(s.ForfeitRate), rate(s.RetiredRate), rate(s.HPBRate),
		s.Highest, s.Lowest)
}

// The settings model of direction A follows the spread of the 300
// tournaments of ../shared/corpus/rtg-bbp (MANIFEST.tsv): each quantity is
// drawn from its quantile function there (the 0th, 5th, ..., 100th
// percentiles, interpolated linearly; the player count in logarithms), the
// rounds from their frequencies in the same band of player counts, each
// rate is "none" as often as in the manifest, and the ratings are uniform
// as the manifest's are. TestSettingsModel compares the model with the
// manifest.
var (
	playersQuantiles = []float64{5, 10, 13, 14.9, 17, 20, 25, 28, 35, 40, 49, 56.5, 68, 79, 93.3,
		114, 134.2, 187.5, 256.5, 335.4, 400}
	drawQuantiles = []float64{0, 3, 6, 10, 11, 14, 16, 18.6, 20, 23, 25, 28, 30, 32, 34, 36, 39, 43,
		49.1, 57, 60}
	forfeitQuantiles = []float64{8, 10.7, 15.1, 19.9, 22.6, 29.2, 33.8, 42.5, 51.2, 55.5, 64.5, 71.3,
		78.8, 84.5, 95.7, 103.8, 112.6, 124, 134.9, 141.4, 149.5}
	retiredQuantiles = []float64{4.2, 5.5, 6.4, 7.1, 8.1, 8.9, 10.9, 12.5, 14, 15.7, 17.6, 18.7, 20.6,
		22.1, 25, 26.6, 28.5, 31.3, 33.5, 36, 39.9}
	hpbQuantiles = []float64{2, 2.5, 2.9, 3.6, 4.2, 4.5, 5, 6.2, 7.2, 7.7, 8.6, 9.4, 10.5, 11.6, 13.3,
		14.4, 15.6, 16.9, 17.8, 19.3, 20}

	// Share of the manifest's tournaments without forfeits, retirements,
	// half-point byes, in parts per 300.
	noForfeits, noRetired, noHPB = 47, 71, 85

	// roundBands: the manifest's round counts by band of player counts
	// (from players on); weights[k] is the number of tournaments with k
	// rounds.
	roundBands = []struct {
		from    int
		weights map[int]int
	}{
		{5, map[int]int{3: 6, 5: 3}},
		{10, map[int]int{3: 8, 4: 3, 5: 14, 6: 10, 7: 6, 9: 2}},
		{16, map[int]int{3: 3, 4: 2, 5: 11, 6: 11, 7: 14, 8: 2, 9: 11, 11: 5}},
		{30, map[int]int{3: 2, 5: 11, 6: 6, 7: 7, 8: 5, 9: 16, 10: 3, 11: 6}},
		{60, map[int]int{4: 1, 5: 6, 6: 2, 7: 12, 8: 6, 9: 20, 10: 5, 11: 8, 13: 1}},
		{120, map[int]int{3: 1, 4: 3, 5: 3, 6: 1, 7: 3, 8: 2, 9: 10, 10: 3, 11: 8, 12: 2, 13: 3}},
		{250, map[int]int{3: 1, 4: 1, 7: 4, 8: 3, 9: 7, 10: 2, 11: 4, 12: 5, 13: 3, 15: 3}},
	}
)

// quantile draws from a quantile function given at equally spaced
// probabilities, interpolating linearly (in logarithms when logScale).
func quantile(rng *rand.Rand, q []float64, logScale bool) float64 {
	pos := rng.Float64() * float64(len(q)-1)
	k := int(pos)
	f := pos - float64(k)
	a, b := q[k], q[k+1]
	if logScale {
		return math.Exp(math.Log(a)*(1-f) + math.Log(b)*f)
	}
	return a*(1-f) + b*f
}

// weighted draws a key of weights with probability proportional to its
// weight, in key order so that the draw is deterministic.
func weighted(rng *rand.Rand, weights map[int]int) int {
	total, maxKey := 0, 0
	for k, w := range weights {
		total += w
		maxKey = max(maxKey, k)
	}
	u := rng.IntN(total)
	for k := 0; k <= maxKey; k++ {
		if u < weights[k] {
			return k
		}
		u -= weights[k]
	}
	panic("unreachable")
}

// roundsFor draws the number of rounds for a tournament of n players, at
// most n-2 (a 5-player event in 5 rounds would be a round robin, which the
// generator rarely completes; the manifest has none).
func roundsFor(rng *rand.Rand, n int) int {
	band := roundBands[0]
	for _, b := range roundBands {
		if n >= b.from {
			band = b
		}
	}
	return min(weighted(rng, band.weights), n-2)
}

// rateOrNone draws a rate from its quantiles, or none (0) with probability
// none/300.
func rateOrNone(rng *rand.Rand, none int, q []float64) float64 {
	if rng.IntN(300) < none {
		return 0
	}
	return math.Round(quantile(rng, q, false)*10) / 10
}

// drawRatings draws the highest rating uniformly in 1900-2800 and the
// lowest uniformly from 1000 to 300 below it, as in the manifest.
func drawRatings(rng *rand.Rand) (highest, lowest int) {
	highest = 1900 + rng.IntN(901)
	lowest = 1000 + rng.IntN(highest-300-1000+1)
	return highest, lowest
}

// drawPlayers draws a player count 5-400 as the manifest spreads them.
func drawPlayers(rng *rand.Rand) int {
	return int(math.Round(quantile(rng, playersQuantiles, true)))
}

// drawBBPSettings draws the settings of one tournament of direction A.
func drawBBPSettings(rng *rand.Rand) bbpSettings {
	var s bbpSettings
	s.Players = drawPlayers(rng)
	s.Rounds = roundsFor(rng, s.Players)
	s.DrawPct = int(math.Round(quantile(rng, drawQuantiles, false)))
	s.ForfeitRate = rateOrNone(rng, noForfeits, forfeitQuantiles)
	s.RetiredRate = rateOrNone(rng, noRetired, retiredQuantiles)
	s.HPBRate = rateOrNone(rng, noHPB, hpbQuantiles)
	s.Highest, s.Lowest = drawRatings(rng)
	return s
}

// pointFamilies are the point systems of direction B: W/D/L and the value
// of the pairing-allocated bye, with their weights (per 100).
var pointFamilies = []struct {
	points, pab string
	weight      int
}{
	{"1/0.5/0", "win", 55},
	{"1/0.5/0", "0.5", 8},
	{"1/0.5/0", "0", 5},
	{"3/1/0", "win", 10},
	{"3/1/0", "1", 5},
	{"2/1/0", "win", 7},
	{"3/2/1", "win", 5},
	{"2.5/1.5/0.5", "1.5", 5},
}

// accelerations are the explicit accelerations of direction B, in wins
// (scaled to the point system's win).
var accelerations = [][]float64{{1}, {1, 1}, {1, 1, 0.5}, {1, 1, 1, 0.5, 0.5}, {2, 1}, {0.5}}

// drawGenerateConfig draws the settings of one tournament of direction B
// (swisscheck's generator) and names the families it belongs to. Sizes
// follow the model of direction A; every setting family of generate.Config
// occurs: unrated players, draws, forfeits (also double), half-, zero- and
// full-point byes, withdrawals, late entries, point systems with any PAB
// value, explicit acceleration (XXA) and Baku, and each initial colour.
//
// Without accel (a system that does not pair with acceleration points,
// pairing.Accelerator) the tournament is drawn as with it, and the
// acceleration left out.
func drawGenerateConfig(rng *rand.Rand, accel bool) (generate.Config, []string) {
	c := generate.DefaultConfig()
	var fam []string
	n := drawPlayers(rng)
	r := roundsFor(rng, n)
	c.HighestRating, c.LowestRating = drawRatings(rng)
	c.UnratedRating = c.LowestRating
	c.Unrated = maybe(rng, 50, func() float64 { return 0.3 * rng.Float64() })
	c.Draws = 0.6 * rng.Float64()
	c.Forfeits = maybe(rng, 25, func() float64 { return logUniform(rng, 0.002, 0.12) })
	c.DoubleForfeits = 0.5 * rng.Float64()
	byes := func() float64 { return logUniform(rng, 0.002, 0.05) }
	c.HalfByes, c.ZeroByes, c.FullByes = maybe(rng, 60, byes), maybe(rng, 60, byes), maybe(rng, 60, byes)
	c.Withdrawals = maybe(rng, 60, func() float64 { return 0.25 * rng.Float64() })
	c.LateEntries = maybe(rng, 50, func() float64 { return 0.15 * rng.Float64() })

	pf := pointFamilies[weightedIndex(rng, len(pointFamilies), func(i int) int { return pointFamilies[i].weight })]
	must(c.Set("points", pf.points))
	must(c.Set("pab", pf.pab))
	fam = append(fam, "points="+pf.points, "pab="+pf.pab)

	switch u := rng.IntN(100); {
	case !accel:
	case u < 15 && pf.points == "1/0.5/0":
		// C.04.5.1.1: nine rounds or more, so at least ten players.
		n, r = max(n, 10), max(r, 9+rng.IntN(7))
		c.Baku = true
		fam = append(fam, "accel=baku")
	case u >= 80:
		var vs []string
		for _, v := range accelerations[rng.IntN(len(accelerations))] {
			vs = append(vs, trf.Points(math.Round(v*float64(c.Win))).String())
		}
		must(c.Set("accel", strings.Join(vs, ",")))
		c.AccelerationShare = 0.2 + 0.4*rng.Float64()
		fam = append(fam, "accel="+strings.Join(vs, ","))
	}
	c.MinPlayers, c.MaxPlayers, c.MinRounds, c.MaxRounds = n, n, r, r
	colour := []string{"white1", "black1", "random"}[rng.IntN(3)]
	must(c.Set("colour", colour))
	return c, append(fam, "colour="+colour)
}

// maybe returns 0 with probability zeroPct/100, else f().
func maybe(rng *rand.Rand, zeroPct int, f func() float64) float64 {
	if rng.IntN(100) < zeroPct {
		return 0
	}
	return f()
}

func logUniform(rng *rand.Rand, lo, hi float64) float64 {
	return lo * math.Exp(rng.Float64()*math.Log(hi/lo))
}

func weightedIndex(rng *rand.Rand, n int, weight func(int) int) int {
	w := map[int]int{}
	for i := range n {
		w[i] = weight(i)
	}
	return weighted(rng, w)
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}
