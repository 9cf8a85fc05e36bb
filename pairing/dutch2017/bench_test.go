package dutch2017_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/trf"
)

// largeState is the state before a round of the 1,000-player reference
// tournament.
func largeState(b *testing.B, round int) *pairing.State {
	dir := os.Getenv("SWISSCHECK_SHARED")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared")
	}
	f, err := trf.ReadFile(filepath.Join(dir, "corpus", "large", "n0001_p1000_r9_s313023909.trf"))
	if err != nil {
		b.Skipf("reference corpus not found (%v): benchmark skipped", err)
	}
	t, err := pairing.New(f)
	if err != nil {
		b.Fatal(err)
	}
	s, err := t.Before(round)
	if err != nil {
		b.Fatal(err)
	}
	return s
}

// BenchmarkRound1Large pairs round 1 of 1,000 players: one bracket of 1,000
// with no history (the first candidate is perfect).
func BenchmarkRound1Large(b *testing.B) { benchRound(b, 1) }

// BenchmarkRound2Large pairs round 2 of 1,000 players: brackets of 362, 276
// and 362 players with colour preferences.
func BenchmarkRound2Large(b *testing.B) { benchRound(b, 2) }

// BenchmarkRound5Large pairs round 5 of 1,000 players: nine brackets, the
// largest of 247 players, with floats and MDPs.
func BenchmarkRound5Large(b *testing.B) { benchRound(b, 5) }

func benchRound(b *testing.B, round int) {
	s := largeState(b, round)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := dutch2017.Pair(s); err != nil {
			b.Fatal(err)
		}
	}
}
