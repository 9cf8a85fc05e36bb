package checker_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/trf"
)

// growthSizes are the player counts of BenchmarkGrowth (docs/speed.md).
var growthSizes = []int{100, 250, 500, 1000, 2000, 4000}

// growthSeed and the index 1 make the tournament of
//
//	swisscheck generate --system S -n 1 --seed 21 --players P --rounds 9
//
// (the generator's defaults otherwise), which docs/speed.md times with the
// reference engines.
const growthSeed = 21

// BenchmarkGrowth checks, per Dutch edition and size, every round of a
// 9-round tournament of P players that the generator makes in the setup
// (with the engine itself, so the setup costs about one check: the
// 4,000-player ones take minutes). Select sizes with -bench, e.g.
// -bench 'Growth/dutch-2017/p(100|250|500|1000)$'.
func BenchmarkGrowth(b *testing.B) {
	for _, sys := range []pairing.System{dutch2017.System{}, dutch2026.System{}} {
		for _, p := range growthSizes {
			b.Run(fmt.Sprintf("%s/p%d", sys.ID(), p), func(b *testing.B) {
				t := growthTournament(b, sys, p)
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

// growthTournament generates the tournament of p players and reads it
// back as the command would.
func growthTournament(b *testing.B, sys pairing.System, p int) *pairing.Tournament {
	cfg := generate.DefaultConfig()
	cfg.MinPlayers, cfg.MaxPlayers = p, p
	cfg.MinRounds, cfg.MaxRounds = 9, 9
	res, err := generate.Generate(sys, cfg, growthSeed, 1)
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	if err := trf.Write(&buf, res.File); err != nil {
		b.Fatal(err)
	}
	f, err := trf.Read("growth.trf", &buf)
	if err != nil {
		b.Fatal(err)
	}
	t, err := pairing.New(f)
	if err != nil {
		b.Fatal(err)
	}
	return t
}
