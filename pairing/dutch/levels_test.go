package dutch

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/swisscheck/swisscheck/trf"
)

// TestShiftAsBinarySearch checks Levels.Shift against slices.BinarySearch,
// the position it stands for: the first value not below the difference,
// times the step, for differences below, between, on and above the values.
func TestShiftAsBinarySearch(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 5))
	for range 2000 {
		var xs []trf.Points
		for range r.IntN(12) {
			xs = append(xs, trf.Points(r.IntN(40)-10))
		}
		l := NewLevels(xs, 1+r.IntN(2000))
		for sd := trf.Points(-12); sd <= 32; sd++ {
			i, _ := slices.BinarySearch(l.Values, sd)
			if got, want := l.Shift(sd), i*l.step; got != want {
				t.Fatalf("Levels%v.Shift(%d) = %d, want %d", l.Values, sd, got, want)
			}
		}
	}
}
