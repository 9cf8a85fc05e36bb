package dutch2012_test

import (
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2012"
	"github.com/swisscheck/swisscheck/pairing/generate"
)

// BenchmarkCheck200x11 checks every round of a 200-player, 11-round event
// made by the engine (the speed figure of docs/dutch2012.md):
//
//	go test ./pairing/dutch2012 -run - -bench Check200x11 -benchtime 3x
func BenchmarkCheck200x11(b *testing.B) {
	cfg := generate.DefaultConfig()
	if err := cfg.Set("players", "200"); err != nil {
		b.Fatal(err)
	}
	if err := cfg.Set("rounds", "11"); err != nil {
		b.Fatal(err)
	}
	f, err := generate.Tournament(dutch2012.System{}, cfg, 1)
	if err != nil {
		b.Fatal(err)
	}
	tour, err := pairing.New(f)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		for _, r := range checker.Check(tour, dutch2012.System{}, 1) {
			if r.Err != nil || !r.Consistent {
				b.Fatalf("round %d: %v", r.Round, r.Err)
			}
		}
	}
}
