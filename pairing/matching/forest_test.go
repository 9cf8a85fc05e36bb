package matching

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// hubGraph is a random graph of the shape that the jump start is for, that
// of a bracket with moved-down players: w(uv) = c(u) + c(v) + r(uv), with
// one vertex cost for most vertices and a higher one for a few (the hubs,
// which every other vertex prefers; two hubs are not joined), and a small
// pair term r, zero but for one edge in tieOdds (ties); a share of the
// edges is absent.
func hubGraph(r *rand.Rand, n, bits, tieOdds int) *testGraph {
	tg := &testGraph{n: n, bits: bits, w: make([][]*big.Int, n)}
	for i := range tg.w {
		tg.w[i] = make([]*big.Int, n)
	}
	low := new(big.Int).Lsh(big.NewInt(1), uint(bits-3))
	high := new(big.Int).Lsh(big.NewInt(3), uint(bits-3))
	hubs := 1 + r.IntN(3)
	absent := r.Float64() / 4
	for u := 0; u < n; u++ {
		for v := u + 1; v < n; v++ {
			if u < hubs && v < hubs || r.Float64() < absent {
				continue
			}
			w := new(big.Int).Add(low, low)
			if u < hubs {
				w.Add(low, high)
			}
			if r.IntN(tieOdds) == 0 {
				w.Add(w, big.NewInt(int64(1+r.IntN(3))))
			}
			tg.set(u, v, w)
		}
	}
	return tg
}

// TestJumpStartBrute compares fresh and warm solves of hub graphs with
// the brute force and checks their dual certificates.
func TestJumpStartBrute(t *testing.T) {
	count := 3000
	if testing.Short() {
		count = 300
	}
	r := rand.New(rand.NewPCG(21, 1))
	for i := 0; i < count; i++ {
		n := 4 + r.IntN(9)
		tg := hubGraph(r, n, 8+r.IntN(200), 5)
		g := tg.build()
		checkHub(t, i, tg, g, g.MaxWeightMatching())
		for range 3 { // warm: remove or lower some edges, raise others
			for range 1 + r.IntN(3) {
				u, v := r.IntN(n), r.IntN(n)
				if u == v {
					continue
				}
				if r.IntN(2) == 0 {
					g.RemoveEdge(u, v)
					tg.set(u, v, nil)
				} else if tg.w[u][v] != nil {
					w := new(big.Int).Add(tg.w[u][v], big.NewInt(int64(1+r.IntN(5))))
					g.SetEdge(u, v, WeightFromBig(w))
					tg.set(u, v, w)
				}
			}
			checkHub(t, i, tg, g, g.Resolve())
		}
	}
}

func checkHub(t *testing.T, i int, tg *testGraph, g *Graph, mate []int) {
	t.Helper()
	if got, want := refWeight(t, tg, mate), bruteMaxWeight(tg); got.Cmp(want) != 0 {
		t.Fatalf("graph %d (n=%d): weight %v, want %v", i, tg.n, got, want)
	}
	checkCertificate(t, g)
}

// TestJumpStartLarge solves larger hub graphs, whose optimality the dual
// certificate proves, and checks that the jump start leaves at most half
// as many exposed vertices with a positive dual (stages to run) as the
// greedy start alone, over all the graphs.
func TestJumpStartLarge(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 2))
	var open [2]int
	for i := 0; i < 20; i++ {
		n := 60 + r.IntN(140)
		tg := hubGraph(r, n, 64+r.IntN(150), 1<<30)
		for j, off := range []bool{true, false} {
			noJumpStart = off
			g := tg.build()
			s := g.solverFor()
			s.initFresh()
			for v := 0; v < n; v++ {
				if s.mate[v] < 0 && !wIsZero(s.yv(v)) {
					open[j]++
				}
			}
			s.run()
			refWeight(t, tg, append([]int(nil), s.mate...))
			checkCertificate(t, g)
		}
	}
	noJumpStart = false
	if open[1]*2 > open[0] {
		t.Errorf("exposed vertices with a positive dual after the start: %d with the jump start, %d without", open[1], open[0])
	}
	t.Logf("exposed vertices with a positive dual after the start: %d with the jump start, %d without", open[1], open[0])
}
