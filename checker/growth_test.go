package checker_test

import (
	"fmt"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/internal/growth"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
)

// BenchmarkGrowth checks, per Dutch edition and size, every round of a
// 9-round tournament of P players that the generator makes in the setup
// (with the engine itself, so the setup costs about one check: the
// 4,000-player ones take minutes). Select sizes with -bench, e.g.
// -bench 'Growth/dutch-2017/p(100|250|500|1000)$'.
func BenchmarkGrowth(b *testing.B) {
	for _, sys := range []pairing.System{dutch2017.System{}, dutch2026.System{}} {
		for _, p := range growth.Sizes {
			b.Run(fmt.Sprintf("%s/p%d", sys.ID(), p), func(b *testing.B) {
				t := growth.Tournament(b, sys, p)
				b.ReportAllocs()
				b.ResetTimer()
				for b.Loop() {
					for _, r := range checker.Check(t, sys, 0) {
						if !r.Consistent {
							b.Fatalf("round %d differs", r.Round)
						}
					}
				}
			})
		}
	}
}
