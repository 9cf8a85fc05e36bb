package matching

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// denseGraph returns a complete graph on n vertices with uniformly random
// weights of the given width.
func denseGraph(n, bits int, seed uint64) *Graph {
	r := rand.New(rand.NewPCG(seed, 7))
	g := NewGraph(n, bits)
	w := NewWeight(bits)
	for u := 0; u < n; u++ {
		for v := u + 1; v < n; v++ {
			for i := range w {
				w[i] = r.Uint64()
			}
			if bits%64 != 0 {
				w[len(w)-1] >>= uint(64 - bits%64)
			}
			g.SetEdge(u, v, w)
		}
	}
	return g
}

func BenchmarkMaxWeight(b *testing.B) {
	for _, c := range []struct{ n, bits int }{
		{20, 64}, {100, 64}, {100, 128}, {400, 128}, {400, 256}, {1000, 128}, {1000, 256},
	} {
		b.Run(fmt.Sprintf("n=%d/bits=%d", c.n, c.bits), func(b *testing.B) {
			g := denseGraph(c.n, c.bits, 1)
			g.MaxWeightMatching()
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				g.MaxWeightMatching()
			}
		})
	}
}

// BenchmarkResolve measures re-solving after the engine fixes one matched
// pair (removes both vertices), starting from the previous solution.
func BenchmarkResolve(b *testing.B) {
	for _, c := range []struct{ n, bits int }{{100, 128}, {400, 128}, {1000, 256}} {
		b.Run(fmt.Sprintf("n=%d/bits=%d", c.n, c.bits), func(b *testing.B) {
			g := denseGraph(c.n, c.bits, 1)
			mate := g.MaxWeightMatching()
			b.ReportAllocs()
			b.ResetTimer()
			u := 0
			for b.Loop() {
				b.StopTimer()
				// Start each iteration from a fresh full graph solution
				// with one matched pair removed.
				for u < c.n && mate[u] < 0 {
					u++
				}
				if u == c.n {
					u = 0
				}
				h := denseGraph(c.n, c.bits, 1)
				h.MaxWeightMatching()
				h.RemoveVertex(u)
				h.RemoveVertex(mate[u])
				u++
				b.StartTimer()
				h.Resolve()
			}
		})
	}
}

// tiedGraph returns a complete graph whose weights pack a few small
// criteria fields into the top and bottom of a bits-wide weight, giving
// many equal weights as in the pairing engine.
func tiedGraph(n, bits int, seed uint64) *Graph {
	r := rand.New(rand.NewPCG(seed, 9))
	g := NewGraph(n, bits)
	score := make([]uint64, n)
	color := make([]uint64, n)
	for i := range score {
		score[i] = r.Uint64N(8)
		color[i] = r.Uint64N(3)
	}
	for u := 0; u < n; u++ {
		for v := u + 1; v < n; v++ {
			if r.IntN(10) == 0 {
				continue // already played
			}
			w := NewWeight(bits)
			w.Set(bits-1, 1, 1)
			w.Set(bits-5, 4, 8-uint64(abs(int(score[u])-int(score[v]))))
			if color[u] != color[v] || color[u] == 2 {
				w.Set(bits-6, 1, 1)
			}
			w.Set(0, 10, uint64(abs(u-v)))
			w.Set(bits/2, 8, r.Uint64N(4))
			g.SetEdge(u, v, w)
		}
	}
	return g
}

func BenchmarkMaxWeightTied(b *testing.B) {
	for _, c := range []struct{ n, bits int }{{100, 128}, {400, 128}, {1000, 256}} {
		b.Run(fmt.Sprintf("n=%d/bits=%d", c.n, c.bits), func(b *testing.B) {
			g := tiedGraph(c.n, c.bits, 1)
			g.MaxWeightMatching()
			b.ReportAllocs()
			for b.Loop() {
				g.MaxWeightMatching()
			}
		})
	}
}

func BenchmarkMaxCardinality(b *testing.B) {
	for _, c := range []struct {
		n int
		p float64
	}{{100, 0.9}, {1000, 0.9}, {1000, 0.01}} {
		b.Run(fmt.Sprintf("n=%d/p=%.2f", c.n, c.p), func(b *testing.B) {
			a := randomAdj(rand.New(rand.NewPCG(1, 2)), c.n, c.p)
			adj := func(u, v int) bool { return a[u][v] }
			b.ReportAllocs()
			for b.Loop() {
				MaxCardinality(c.n, adj)
			}
		})
	}
}

// BenchmarkResolveSequence mimics the engine: solve a bracket, then fix
// the pairs one at a time (remove the matched pair of the lowest vertex and
// re-solve) until no pair is left. One op is the whole sequence.
func BenchmarkResolveSequence(b *testing.B) {
	for _, c := range []struct{ n, bits int }{{100, 128}, {400, 128}} {
		b.Run(fmt.Sprintf("n=%d/bits=%d", c.n, c.bits), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				b.StopTimer()
				g := tiedGraph(c.n, c.bits, 1)
				b.StartTimer()
				mate := g.MaxWeightMatching()
				for u := 0; u < c.n; u++ {
					if v := mate[u]; v >= 0 {
						g.RemoveVertex(u)
						g.RemoveVertex(v)
						mate = g.Resolve()
					}
				}
			}
		})
	}
}
