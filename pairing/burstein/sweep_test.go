package burstein

import (
	"errors"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/internal/plant"
)

var sweepFlags = plant.NewFlags()

// TestExplanationSweep plants one change (an opponent swap, a colour swap,
// a moved bye) in tournaments of the Burstein reference corpus
// (rtg-bbp-burstein) and checks that the first differing round is the
// changed one, or the one bbpPairings 5.0.1 flags first, and that every
// differing round has an explanation of at most plant.MaxExplanation
// characters. By default a sample; -sweep.full sweeps every file (see
// plant.Flags for the other flags).
func TestExplanationSweep(t *testing.T) {
	step, most := 30, 60
	if *sweepFlags.Full {
		step, most = 1, 0
	}
	files, err := plant.Corpus("rtg-bbp-burstein", step, 0, most)
	if errors.Is(err, plant.ErrNoCorpus) {
		t.Skip(err)
	}
	cases, err := plant.Plan(files, plant.Kinds, 0, *sweepFlags.Seed)
	if err != nil {
		t.Fatal(err)
	}
	oracle := plant.BBP(sweepFlags.Oracle("bbpPairings-v5.0.1"), "--burstein")
	plant.Sweep(t, System{}, cases, oracle, sweepFlags)
}
