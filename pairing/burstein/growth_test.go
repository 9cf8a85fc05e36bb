package burstein_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/burstein"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/trf"
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
	for _, p := range []int{100, 250, 500, 1000, 2000, 4000} {
		b.Run(fmt.Sprintf("p%d", p), func(b *testing.B) {
			t := growthTournament(b, p)
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

// growthTournament generates the tournament of p players and reads it
// back as the command would.
func growthTournament(b *testing.B, p int) *pairing.Tournament {
	cfg := generate.DefaultConfig()
	cfg.MinPlayers, cfg.MaxPlayers = p, p
	cfg.MinRounds, cfg.MaxRounds = 9, 9
	res, err := generate.Generate(burstein.System{}, cfg, 21, 1)
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
