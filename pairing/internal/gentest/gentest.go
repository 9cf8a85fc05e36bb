// Package gentest is the round trip the tests of the pairing systems put
// their generated tournaments through: swisscheck generate makes a
// tournament, the same seed makes the same bytes again, the file read
// back chooses the system, and check finds every round consistent.
package gentest

import (
	"bytes"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/pairing/systems"
	"github.com/swisscheck/swisscheck/trf"
)

// Run is one system's run: tournaments 0 to N-1 of the generator's
// settings Config with the seed Seed, chosen back by the record Source
// ("192", "092"); Round, when set, checks each recorded round besides.
type Run struct {
	System pairing.System
	Config generate.Config
	Seed   uint64
	N      int
	Source string
	Round  func(tour *pairing.Tournament, r checker.RoundResult) error
}

// Test checks the run's tournaments on every CPU and fails t at the first
// one that does not make the round trip; it returns the rounds checked
// and the generator's retries (seeds abandoned for a round without a
// valid pairing).
func (run Run) Test(t *testing.T) (rounds, retries int64) {
	var next, nr, nt atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= run.N || t.Failed() {
					return
				}
				r, retried, err := run.one(i)
				if err != nil {
					t.Error(err)
					return
				}
				nr.Add(int64(r))
				nt.Add(int64(retried))
			}
		})
	}
	wg.Wait()
	return nr.Load(), nt.Load()
}

// one makes tournament i and checks it; it returns the number of rounds
// checked and the generator's retries.
func (run Run) one(i int) (int, int, error) {
	res, err := generate.Generate(run.System, run.Config, run.Seed, i)
	if err != nil {
		return 0, 0, fmt.Errorf("tournament %d: %v", i, err)
	}
	data := write(res.File)
	again, err := generate.Generate(run.System, run.Config, run.Seed, i)
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
	id := run.System.ID()
	choice, err := systems.Choose(f)
	if err != nil || choice.System.ID() != id || choice.Source != run.Source {
		return 0, 0, fmt.Errorf("%s: the file chooses %v (%v), want %s by %s", name, choice.System, err, id, run.Source)
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
		if run.Round != nil {
			if err := run.Round(tour, r); err != nil {
				return 0, 0, fmt.Errorf("%s: %v", name, err)
			}
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
