package burstein_test

import (
	"fmt"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/internal/growth"
	"github.com/swisscheck/swisscheck/pairing/burstein"
)

// BenchmarkGrowth checks, per size, every round of a 9-round Burstein
// tournament of P players, one round at a time: the file of
//
//	swisscheck generate --system burstein -n 1 --seed 21 --players P --rounds 9
//
// made in the setup (with the engine itself, about one check), which
// docs/speed.md times beside bbpPairings 5.0.1 --burstein. Select sizes
// with -bench, e.g. -bench 'Growth/p(100|250|500|1000)$'.
func BenchmarkGrowth(b *testing.B) {
	for _, p := range growth.Sizes {
		b.Run(fmt.Sprintf("p%d", p), func(b *testing.B) {
			t := growth.Tournament(b, burstein.System{}, p)
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				for _, r := range checker.Check(t, burstein.System{}, 1) {
					if !r.Consistent {
						b.Fatalf("round %d differs", r.Round)
					}
				}
			}
		})
	}
}
