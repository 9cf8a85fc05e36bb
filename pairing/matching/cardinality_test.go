package matching

import (
	"math/rand/v2"
	"testing"
)

func randomAdj(r *rand.Rand, n int, p float64) [][]bool {
	a := make([][]bool, n)
	for i := range a {
		a[i] = make([]bool, n)
	}
	for u := 0; u < n; u++ {
		for v := u + 1; v < n; v++ {
			if r.Float64() < p {
				a[u][v], a[v][u] = true, true
			}
		}
	}
	return a
}

func checkCardMatching(t *testing.T, a [][]bool, mate []int) int {
	t.Helper()
	size := 0
	for u, v := range mate {
		if v < 0 {
			continue
		}
		if v >= len(a) || mate[v] != u || !a[u][v] {
			t.Fatalf("invalid matching at %d: %v", u, mate)
		}
		if u < v {
			size++
		}
	}
	return size
}

func TestMaxCardinalityBrute(t *testing.T) {
	count := 20000
	if testing.Short() {
		count = 2000
	}
	if *long {
		count = 200000
	}
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < count; i++ {
		n := r.IntN(13)
		a := randomAdj(r, n, r.Float64())
		adj := func(u, v int) bool { return a[u][v] }
		mate := MaxCardinality(n, adj)
		got := checkCardMatching(t, a, mate)
		if want := bruteMaxCard(n, adj); got != want {
			t.Fatalf("graph %d: size %d, want %d; %v", i, got, want, a)
		}
	}
}

// TestMaxCardinalityVsWeighted compares MaxCardinality with the weighted
// solver on larger graphs where all weights are equal, so that a maximum
// weight matching is a maximum cardinality matching.
func TestMaxCardinalityVsWeighted(t *testing.T) {
	count := 300
	if testing.Short() {
		count = 30
	}
	if *long {
		count = 3000
	}
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < count; i++ {
		n := 1 + r.IntN(120)
		p := r.Float64() * r.Float64()
		a := randomAdj(r, n, p)
		mate := MaxCardinality(n, func(u, v int) bool { return a[u][v] })
		size := checkCardMatching(t, a, mate)
		bits := 1 + r.IntN(200)
		g := NewGraph(n, bits)
		w := NewWeight(bits).Set(bits-1, 1, 1)
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				if a[u][v] {
					g.SetEdge(u, v, w)
				}
			}
		}
		wm := g.MaxWeightMatching()
		checkCertificate(t, g)
		wsize := checkCardMatching(t, a, wm)
		if wsize != size {
			t.Fatalf("graph %d (n=%d p=%.2f): cardinality %d, weighted %d", i, n, p, size, wsize)
		}
	}
}
