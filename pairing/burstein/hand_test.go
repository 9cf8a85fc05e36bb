package burstein

import (
	"path/filepath"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

// TestHandFixtures checks the tournaments paired by hand from the text
// (fixtures/burstein-hand, each round worked in its README.md): the engine
// must pair every round as the hand did.
func TestHandFixtures(t *testing.T) {
	files, _ := filepath.Glob("../../fixtures/burstein-hand/*.trf")
	if len(files) == 0 {
		t.Fatal("no fixtures/burstein-hand/*.trf")
	}
	for _, path := range files {
		tour := proptest.ReadTournament(t, path)
		reports := checker.Check(tour, System{}, 0)
		if len(reports) != tour.Rounds {
			t.Errorf("%s: %d rounds checked, the file has %d", path, len(reports), tour.Rounds)
		}
		for _, r := range reports {
			if !r.Consistent {
				t.Errorf("%s: round %d: the engine does not pair it as the hand did", path, r.Round)
			}
		}
	}
}
