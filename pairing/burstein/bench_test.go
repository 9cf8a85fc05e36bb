package burstein

import (
	"path/filepath"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

// BenchmarkCheckLargest checks the largest file of rtg-bbp-burstein (378
// players, 13 rounds), one round at a time.
func BenchmarkCheckLargest(b *testing.B) {
	path := filepath.Join(sharedDir(), "corpus", "rtg-bbp-burstein", "n0091_p378_r13_s732975925.trf")
	t := &testing.T{}
	tour := proptest.ReadTournament(t, path)
	if t.Failed() {
		b.Skipf("%s not readable (set SWISSCHECK_SHARED to the shared folder)", path)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range checker.Check(tour, System{}, 1) {
			if !r.Consistent {
				b.Fatalf("round %d differs", r.Round)
			}
		}
	}
}
