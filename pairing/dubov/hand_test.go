package dubov_test

import (
	"path/filepath"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing/dubov"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

// TestHandFixtures checks the tournaments paired by hand from the text
// (fixtures/dubov-hand, each round worked in its README.md): the engine
// must pair every round as the hand did.
func TestHandFixtures(t *testing.T) {
	files, _ := filepath.Glob("../../fixtures/dubov-hand/*.trf")
	if len(files) == 0 {
		t.Fatal("no fixtures/dubov-hand/*.trf")
	}
	for _, path := range files {
		tour := proptest.ReadTournament(t, path)
		reports := checker.Check(tour, dubov.System{}, 0)
		if len(reports) != tour.Rounds {
			t.Errorf("%s: %d rounds checked, the file has %d", path, len(reports), tour.Rounds)
		}
		for _, r := range reports {
			if !r.Consistent {
				t.Errorf("%s: round %d: the engine pairs %v, the hand %v", path, r.Round, r.Engine, r.Recorded)
			}
		}
	}
}
