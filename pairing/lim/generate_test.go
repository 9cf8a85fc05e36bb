package lim_test

import (
	"flag"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/pairing/internal/gentest"
	"github.com/swisscheck/swisscheck/pairing/lim"
)

// tournaments is how many tournaments TestGenerated makes: a few by
// default, 1,000 for the full run:
//
//	go test ./pairing/lim -run Generated -args -tournaments 1000
var tournaments = flag.Int("tournaments", 40, "tournaments TestGenerated generates and checks (1000 for the full run)")

// TestGenerated is swisscheck generate --system lim: tournaments of the
// generator's defaults (10-100 players, 5-11 rounds, draws, forfeits,
// byes of every kind, withdrawals, late entries, unrated players), each
// written as a report file, read back, choosing lim by its 092 (TRF26 has
// no 192 code for Lim), every round consistent under check, and the same
// bytes again from the same seed.
func TestGenerated(t *testing.T) {
	run := gentest.Run{System: lim.System{}, Config: generate.DefaultConfig(), Seed: 2026, N: *tournaments, Source: "092"}
	rounds, retries := run.Test(t)
	t.Logf("%d tournaments, %d rounds, every one consistent under check and reproducible from the seed (%d seeds abandoned for a round without a valid pairing)", *tournaments, rounds, retries)
}

// TestNarrationTraces: in tournaments of the generator's defaults, the
// arrangements the narration lists for every group (explain --round: the
// proposed pairing and each exchange of 4.2 and 4.3 in turn, with why it
// fails) end with the engine's pairing, and with none exactly when the
// engine floats players by 4.4 or cracks pairings by 2.6.
func TestNarrationTraces(t *testing.T) {
	cfg := generate.DefaultConfig()
	groups, columns, capped := 0, 0, 0
	for i := range min(*tournaments, 40) {
		res, err := generate.Generate(lim.System{}, cfg, 2026, i)
		if err != nil {
			t.Fatal(err)
		}
		tour, err := pairing.New(res.File)
		if err != nil {
			t.Fatal(err)
		}
		for r := 1; r <= tour.Rounds; r++ {
			ps, err := tour.Before(r)
			if err != nil {
				t.Fatal(err)
			}
			st, err := lim.NewState(ps).Steps()
			if err != nil {
				continue
			}
			n, c, err := lim.CheckTraces(st)
			if err != nil {
				t.Fatalf("tournament %d round %d: %v", i, r, err)
			}
			groups += len(st.Groups)
			columns += n
			capped += c
		}
	}
	t.Logf("%d groups, %d arrangements listed, %d traces stopped at the narration's bound", groups, columns, capped)
}
