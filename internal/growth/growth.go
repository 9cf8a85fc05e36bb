// Package growth makes the tournaments of the speed benchmarks' growth
// series (docs/speed.md), for the benchmarks of every system.
package growth

import (
	"bytes"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/trf"
)

// Sizes are the player counts of the series.
var Sizes = []int{100, 250, 500, 1000, 2000, 4000}

// Seed and the index 1 make the tournament of
//
//	swisscheck generate --system S -n 1 --seed 21 --players P --rounds 9
//
// (the generator's defaults otherwise), which docs/speed.md times with the
// reference engines.
const Seed = 21

// Tournament generates the 9-round tournament of p players paired by sys
// and reads it back as the command would; it stops tb on any error.
func Tournament(tb testing.TB, sys pairing.System, p int) *pairing.Tournament {
	tb.Helper()
	cfg := generate.DefaultConfig()
	cfg.MinPlayers, cfg.MaxPlayers = p, p
	cfg.MinRounds, cfg.MaxRounds = 9, 9
	res, err := generate.Generate(sys, cfg, Seed, 1)
	if err != nil {
		tb.Fatal(err)
	}
	var buf bytes.Buffer
	if err := trf.Write(&buf, res.File); err != nil {
		tb.Fatal(err)
	}
	f, err := trf.Read("growth.trf", &buf)
	if err != nil {
		tb.Fatal(err)
	}
	t, err := pairing.New(f)
	if err != nil {
		tb.Fatal(err)
	}
	return t
}
