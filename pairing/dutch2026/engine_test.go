package dutch2026

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

// TestCorpus checks every tournament of rtg-bbp-2026 (paired by bbpPairings
// 6.0.0 under the 2026 rules): every round must be consistent.
func TestCorpus(t *testing.T) {
	files := corpus2026(t)
	rounds, differ := 0, 0
	var bad []string
	for _, path := range files {
		tour := proptest.ReadTournament(t, path)
		var rs []string
		for _, r := range checker.Check(tour, System{}, 0) {
			rounds++
			if !r.Consistent {
				differ++
				rs = append(rs, fmt.Sprint(r.Round))
			}
		}
		if len(rs) > 0 {
			bad = append(bad, filepath.Base(path)+" rounds "+strings.Join(rs, ","))
		}
	}
	t.Logf("%d files, %d rounds, %d differ, in %d files", len(files), rounds, differ, len(bad))
	if differ > 0 {
		t.Errorf("%d of %d rounds differ:\n%s", differ, rounds, strings.Join(bad, "\n"))
	}
}
