package burstein

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

// BenchmarkCheckLargest checks the largest file of rtg-bbp-burstein (378
// players, 13 rounds), one round at a time: issue 21's measure against
// bbpPairings 5.0.1 --burstein (docs/speed.md).
func BenchmarkCheckLargest(b *testing.B) {
	path := filepath.Join(sharedDir(), "corpus", "rtg-bbp-burstein", "n0091_p378_r13_s732975925.trf")
	if _, err := os.Stat(path); err != nil {
		b.Skipf("%s not found (set SWISSCHECK_SHARED to the shared folder)", path)
	}
	tour := proptest.ReadTournament(b, path)
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range checker.Check(tour, System{}, 1) {
			if !r.Consistent {
				b.Fatalf("round %d differs", r.Round)
			}
		}
	}
}
