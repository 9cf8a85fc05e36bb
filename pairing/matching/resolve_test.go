package matching

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// mutate applies a random change to tg and g alike.
func mutate(r *rand.Rand, tg *testGraph, g *Graph, mate []int) {
	n := tg.n
	if n < 2 {
		return
	}
	switch r.IntN(7) {
	case 6: // remove many edges (may overflow the removal log)
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				if r.IntN(2) == 0 {
					tg.set(u, v, nil)
					g.RemoveEdge(u, v)
				}
			}
		}
	case 0: // remove a matched pair, as the engine does when fixing a pair
		for range n {
			u := r.IntN(n)
			if v := mate[u]; v >= 0 {
				removeVertex(tg, g, u)
				removeVertex(tg, g, v)
				return
			}
		}
	case 1: // remove a vertex
		removeVertex(tg, g, r.IntN(n))
	case 2: // remove edges
		for range 1 + r.IntN(n) {
			u, v := r.IntN(n), r.IntN(n)
			if u != v {
				tg.set(u, v, nil)
				g.RemoveEdge(u, v)
			}
		}
	default: // add or reweight edges, often near the matching
		for range 1 + r.IntN(n) {
			u, v := r.IntN(n), r.IntN(n)
			if r.IntN(2) == 0 && mate[u] >= 0 {
				v = mate[u]
			}
			if u == v {
				continue
			}
			w := randBig(r, tg.bits)
			if old := tg.w[u][v]; old != nil && r.IntN(2) == 0 {
				// small change of an existing weight
				w = new(big.Int).Add(old, big.NewInt(int64(r.IntN(5)-2)))
				if w.Sign() < 0 || w.BitLen() > tg.bits {
					w = old
				}
			}
			tg.set(u, v, w)
			g.SetEdge(u, v, WeightFromBig(w))
		}
	}
}

func removeVertex(tg *testGraph, g *Graph, u int) {
	for v := range tg.w[u] {
		if v != u {
			tg.set(u, v, nil)
		}
	}
	g.RemoveVertex(u)
}

// TestResolve applies random changes to graphs and checks that Resolve
// returns a maximum-weight matching, against brute force for small graphs
// and against a fresh solve and the optimality certificate otherwise.
func TestResolve(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	count := scaled(300, 2000, 40000)
	for i := 0; i < count; i++ {
		var n int
		if i%4 == 0 {
			n = 11 + r.IntN(100)
		} else {
			n = r.IntN(11)
		}
		var tg *testGraph
		if i%3 == 0 {
			tg = engineLikeGraph(r, n, r.Float64())
		} else {
			tg = randomTestGraph(r, n, 1+r.IntN(300), r.Float64())
		}
		g := tg.build()
		mate := g.MaxWeightMatching()
		for step := 0; step < 5; step++ {
			mutate(r, tg, g, mate)
			mate = g.Resolve()
			got := refWeight(t, tg, mate)
			checkCertificate(t, g)
			var want *big.Int
			if n <= 10 {
				want = bruteMaxWeight(tg)
			} else {
				want = refWeight(t, tg, tg.build().MaxWeightMatching())
			}
			if got.Cmp(want) != 0 {
				t.Fatalf("graph %d step %d (n=%d): weight %v, want %v", i, step, n, got, want)
			}
		}
	}
}

// TestResolveSequence fixes the pairs of engine-like graphs one at a time,
// as the pairing engine does, re-solving after each and comparing with a
// fresh solve of the same graph.
func TestResolveSequence(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	for i := 0; i < scaled(3, 30, 300); i++ {
		n := 10 + r.IntN(70)
		tg := engineLikeGraph(r, n, 0.5+r.Float64()/2)
		g := tg.build()
		mate := g.MaxWeightMatching()
		for {
			u := r.IntN(n)
			for k := 0; k < n && mate[u] < 0; k++ {
				u = (u + 1) % n
			}
			if mate[u] < 0 {
				break
			}
			removeVertex(tg, g, mate[u])
			removeVertex(tg, g, u)
			mate = g.Resolve()
			checkCertificate(t, g)
			got := refWeight(t, tg, mate)
			if want := refWeight(t, tg, tg.build().MaxWeightMatching()); got.Cmp(want) != 0 {
				t.Fatalf("graph %d: weight %v, want %v", i, got, want)
			}
		}
	}
}

// TestResolveSmallRaises raises a few edges of engine-like graphs by small
// amounts, as a decision's bonus does, so that many of them stay feasible
// (those inside blossoms among them: dissolveInfeasible keeps their
// blossoms), and checks each re-solve against a fresh solve and the
// optimality certificate. Every few steps a matched pair is removed, as
// the engine fixes pairs.
func TestResolveSmallRaises(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	for i := 0; i < scaled(20, 200, 2000); i++ {
		n := 4 + r.IntN(60)
		tg := engineLikeGraph(r, n, 0.3+0.7*r.Float64())
		g := tg.build()
		mate := g.MaxWeightMatching()
		for step := 0; step < 8; step++ {
			if step%3 == 2 {
				mutate(r, tg, g, mate) // any change, now and then
			}
			u := r.IntN(n)
			for range 1 + r.IntN(n) {
				v := r.IntN(n)
				old := tg.w[u][v]
				if u == v || old == nil {
					continue
				}
				w := new(big.Int).Add(old, big.NewInt(int64(1+r.IntN(3))))
				if w.BitLen() > tg.bits {
					continue
				}
				tg.set(u, v, w)
				g.SetEdge(u, v, WeightFromBig(w))
			}
			mate = g.Resolve()
			checkCertificate(t, g)
			got := refWeight(t, tg, mate)
			if want := refWeight(t, tg, tg.build().MaxWeightMatching()); got.Cmp(want) != 0 {
				t.Fatalf("graph %d step %d (n=%d): weight %v, want %v", i, step, n, got, want)
			}
		}
	}
}
