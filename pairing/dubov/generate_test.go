package dubov_test

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
	"github.com/swisscheck/swisscheck/pairing/dubov"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/pairing/systems"
	"github.com/swisscheck/swisscheck/trf"
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
	t.Logf("%d tournaments, %d rounds, every one consistent under check, keeping C.04.1 b, c, d, f and g, and reproducible from the seed (%d seeds abandoned for a round without a valid pairing)", *tournaments, rounds.Load(), retries.Load())
}

// checkGenerated makes tournament i of the run with seed 2025 and checks
// it; it returns the number of rounds checked and the generator's
// retries.
func checkGenerated(cfg generate.Config, i int) (int, int, error) {
	res, err := generate.Generate(dubov.System{}, cfg, 2025, i)
	if err != nil {
		return 0, 0, fmt.Errorf("tournament %d: %v", i, err)
	}
	data := write(res.File)
	again, err := generate.Generate(dubov.System{}, cfg, 2025, i)
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
	if err != nil || choice.System.ID() != "dubov" || choice.Source != "192" {
		return 0, 0, fmt.Errorf("%s: the file chooses %v (%v), want dubov by 192", name, choice.System, err)
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
		// None breaks the basic rules: C.04.1 b, c, d, and f and g
		// wherever a pairing that keeps them exists (TestLimitations'
		// checks, computed apart from the engine).
		ps, err := tour.Before(r.Round)
		if err != nil {
			return 0, 0, err
		}
		lim := newLimits(ps)
		if e := lim.check(r.Recorded, lim.exists()); e != "" {
			return 0, 0, fmt.Errorf("%s: round %d breaks %s: %v", name, r.Round, e, r.Recorded)
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
