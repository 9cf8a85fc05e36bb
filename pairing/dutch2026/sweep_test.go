package dutch2026

import (
	"errors"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/internal/plant"
)

var sweepFlags = plant.NewFlags()

// TestExplanationSweep plants one change (an opponent swap, a colour swap,
// a moved bye) in tournaments of the 2026 reference corpus
// (rtg-bbp-2026) and checks that the first differing round is the changed
// one, or the one bbpPairings 6.0.0 flags first, and that every
// differing round has an explanation of at most plant.MaxExplanation
// characters. Round 1 of the files with 200 players or more adds brackets
// of that size. By default a sample; -sweep.full sweeps every file (see
// plant.Flags for the other flags).
func TestExplanationSweep(t *testing.T) {
	step, most, big := 40, 60, 33
	if *sweepFlags.Full {
		step, most, big = 1, 0, 1
	}
	files, err := plant.Corpus("rtg-bbp-2026", step, 0, most)
	if errors.Is(err, plant.ErrNoCorpus) {
		t.Skip(err)
	}
	cases, err := plant.Plan(files, plant.Kinds, 0, *sweepFlags.Seed)
	if err != nil {
		t.Fatal(err)
	}
	large, err := plant.Corpus("rtg-bbp-2026", big, 200, 0)
	if err != nil {
		t.Fatal(err)
	}
	round1, err := plant.Plan(large, plant.Kinds, 1, *sweepFlags.Seed)
	if err != nil {
		t.Fatal(err)
	}
	oracle := plant.BBP(sweepFlags.Oracle("bbpPairings-v6.0.0"), "--dutch")
	plant.Sweep(t, System{}, append(cases, round1...), oracle, sweepFlags)
}
