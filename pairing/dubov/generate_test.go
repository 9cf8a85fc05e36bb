package dubov_test

import (
	"flag"
	"fmt"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dubov"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/pairing/internal/gentest"
)

// tournaments is how many tournaments TestGenerated makes: a few by
// default, 1,000 for the full run:
//
//	go test ./pairing/dubov -run Generated -args -tournaments 1000
var tournaments = flag.Int("tournaments", 40, "tournaments TestGenerated generates and checks (1000 for the full run)")

// TestGenerated is swisscheck generate --system dubov: tournaments of the
// generator's defaults (10-100 players, 5-11 rounds, draws, forfeits, byes
// of every kind, withdrawals, late entries, unrated players), each written
// as a report file, read back, choosing dubov by its 192 FIDE_DUBOV, every
// round consistent under check and keeping the basic rules, and the same
// bytes again from the same seed.
func TestGenerated(t *testing.T) {
	run := gentest.Run{System: dubov.System{}, Config: generate.DefaultConfig(), Seed: 2025, N: *tournaments, Source: "192", Round: keepsLimits}
	rounds, retries := run.Test(t)
	t.Logf("%d tournaments, %d rounds, every one consistent under check, keeping C.04.1 b, c, d, f and g, and reproducible from the seed (%d seeds abandoned for a round without a valid pairing)", *tournaments, rounds, retries)
}

// keepsLimits: no recorded round breaks the basic rules, C.04.1 b, c, d,
// and f and g wherever a pairing that keeps them exists (TestLimitations'
// checks, computed apart from the engine).
func keepsLimits(tour *pairing.Tournament, r checker.RoundResult) error {
	ps, err := tour.Before(r.Round)
	if err != nil {
		return err
	}
	lim := newLimits(ps)
	if e := lim.check(r.Recorded, lim.exists()); e != "" {
		return fmt.Errorf("round %d breaks %s: %v", r.Round, e, r.Recorded)
	}
	return nil
}
