package dutch2017

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/internal/plant"
	"github.com/swisscheck/swisscheck/trf"
)

var sweepFlags = plant.NewFlags()

// TestExplanationSweep plants one change (an opponent swap, a colour swap,
// a moved bye) in tournaments of the 2017 reference corpus (rtg-bbp) and
// takes the perturbed corpus as it is, and checks that the first differing
// round is the changed one, or the one bbpPairings 5.0.1 flags first (for
// the perturbed corpus, its manifest's), and that every differing round
// has an explanation of at most plant.MaxExplanation characters. By
// default a sample; -sweep.full sweeps every file (see plant.Flags for the
// other flags).
func TestExplanationSweep(t *testing.T) {
	step, most := 40, 60
	if *sweepFlags.Full {
		step, most = 1, 0
	}
	files, err := plant.Corpus("rtg-bbp", step, 0, most)
	if errors.Is(err, plant.ErrNoCorpus) {
		t.Skip(err)
	}
	cases, err := plant.Plan(files, plant.Kinds, 0, *sweepFlags.Seed)
	if err != nil {
		t.Fatal(err)
	}
	perturbed, first, err := plant.Manifest()
	if err != nil {
		t.Fatal(err)
	}
	if !*sweepFlags.Full {
		perturbed = perturbed[:4]
	}
	bbp := plant.BBP(sweepFlags.Oracle("bbpPairings-v5.0.1"), "--dutch")
	oracle := func(path string, f *trf.File) (int, error) {
		if r, ok := first[filepath.Base(path)]; ok {
			return r, nil
		}
		if bbp == nil {
			return -1, nil
		}
		return bbp(path, f)
	}
	plant.Sweep(t, System{}, append(cases, perturbed...), oracle, sweepFlags)
}
