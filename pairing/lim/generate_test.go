package lim_test

import (
	"bytes"
	"flag"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/pairing/lim"
	"github.com/swisscheck/swisscheck/pairing/systems"
	"github.com/swisscheck/swisscheck/trf"
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
	cfg := generate.DefaultConfig()
	var next, rounds, retries atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= *tournaments || t.Failed() {
					return
				}
				n, r, err := checkGenerated(cfg, i)
				if err != nil {
					t.Error(err)
					return
				}
				rounds.Add(int64(n))
				retries.Add(int64(r))
			}
		})
	}
	wg.Wait()
	t.Logf("%d tournaments, %d rounds, every one consistent under check and reproducible from the seed (%d seeds abandoned for a round without a valid pairing)", *tournaments, rounds.Load(), retries.Load())
}

// checkGenerated makes tournament i of the run with seed 2026 and checks
// it; it returns the number of rounds checked and the generator's
// retries.
func checkGenerated(cfg generate.Config, i int) (int, int, error) {
	res, err := generate.Generate(lim.System{}, cfg, 2026, i)
	if err != nil {
		return 0, 0, fmt.Errorf("tournament %d: %v", i, err)
	}
	data := write(res.File)
	again, err := generate.Generate(lim.System{}, cfg, 2026, i)
	if err != nil || !bytes.Equal(write(again.File), data) {
		return 0, 0, fmt.Errorf("tournament %d: not the same file from the same seed (%v)", i, err)
	}
	name := fmt.Sprintf("g%04d.trf", i)
	f, err := trf.Read(name, bytes.NewReader(data))
	if err != nil {
		return 0, 0, fmt.Errorf("%s: %v", name, err)
	}
	if errs := f.Validate(); len(errs) > 0 {
		return 0, 0, fmt.Errorf("%s: invalid: %v", name, errs)
	}
	choice, err := systems.Choose(f)
	if err != nil || choice.System.ID() != "lim" || choice.Source != "092" {
		return 0, 0, fmt.Errorf("%s: the file chooses %v (%v), want lim by 092", name, choice.System, err)
	}
	tour, err := pairing.New(f)
	if err != nil {
		return 0, 0, err
	}
	reports := checker.Check(tour, choice.System, 1)
	for _, r := range reports {
		if !r.Consistent {
			return 0, 0, fmt.Errorf("%s: round %d differs (%v): engine %v, recorded %v\n%s", name, r.Round, r.Err, r.Engine, r.Recorded, data)
		}
	}
	return len(reports), res.Retries, nil
}

func write(f *trf.File) []byte {
	var b bytes.Buffer
	if err := trf.Write(&b, f); err != nil {
		return []byte(err.Error())
	}
	return b.Bytes()
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
