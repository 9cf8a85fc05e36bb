package dutch2012_test

import (
	"flag"
	"sync/atomic"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2012"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/pairing/internal/gentest"
)

// narrated is how many generated tournaments TestNarrationGenerated
// narrates: a few dozen by default, 300 for the full run:
//
//	go test ./pairing/dutch2012 -run NarrationGenerated -args -narrate.n 300
var narrated = flag.Int("narrate.n", 40, "generated tournaments whose every round TestNarrationGenerated narrates (300 for the full run)")

// TestNarrationGenerated narrates every round of tournaments made by
// swisscheck generate --system dutch-2012 (8 to 40 players, 5 to 11
// rounds, the generator's draws, forfeits, byes, withdrawals and late
// entries): the boards of each narration must be the engine's pairing
// (check's, which the generator's round trip has found consistent).
func TestNarrationGenerated(t *testing.T) {
	cfg := generate.DefaultConfig()
	if err := cfg.Set("players", "8-40"); err != nil {
		t.Fatal(err)
	}
	var rounds atomic.Int64
	run := gentest.Run{System: dutch2012.System{}, Config: cfg, Seed: 2012, N: *narrated, Source: "092",
		Round: func(tour *pairing.Tournament, r checker.RoundResult) error {
			if r.Err != nil {
				return nil // no valid pairing: nothing to narrate
			}
			rounds.Add(1)
			return dutch2012.NarratedIs(tour, r.Round, r.Engine)
		}}
	run.Test(t)
	t.Logf("%d tournaments, %d rounds narrated as the engine pairs them", *narrated, rounds.Load())
}
