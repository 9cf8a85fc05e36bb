package matching

import (
	"flag"
	"math/rand/v2"
	"testing"
)

var long = flag.Bool("long", false, "run the long randomized tests")

func TestMaxWeightBrute(t *testing.T) {
	count := 20000
	if testing.Short() {
		count = 2000
	}
	if *long {
		count = 200000
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < count; i++ {
		n := r.IntN(11)
		bits := 1 + r.IntN(300)
		tg := randomTestGraph(r, n, bits, r.Float64())
		g := tg.build()
		mate := g.MaxWeightMatching()
		got := refWeight(t, tg, mate)
		want := bruteMaxWeight(tg)
		if got.Cmp(want) != 0 {
			t.Fatalf("graph %d (n=%d bits=%d): weight %v, want %v; mate %v\n%v", i, n, bits, got, want, mate, tg.w)
		}
		checkCertificate(t, g)
	}
}
