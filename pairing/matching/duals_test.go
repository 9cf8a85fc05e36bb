package matching

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestSlackExcludesEdges checks the use the engine makes of the duals: after
// a solve that ends without blossoms, an edge whose reduced cost is not
// below 1 is in no maximum-weight matching, and every matched edge has
// reduced cost 0.
func TestSlackExcludesEdges(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	checked := 0
	for iter := 0; iter < 3000; iter++ {
		n := 2 + r.IntN(8)
		tg := randomTestGraph(r, n, 1+r.IntN(100), r.Float64())
		g := tg.build()
		mate := g.MaxWeightMatching()
		if g.HasBlossoms() {
			continue
		}
		best := bruteMaxWeight(tg)
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				if tg.w[u][v] == nil {
					continue
				}
				tight := g.SlackBelow(u, v, 0)
				if mate[u] == v && !tight {
					t.Fatalf("graph %d: matched edge %d-%d has a positive reduced cost", iter, u, v)
				}
				if !tight && inSomeMaximum(tg, u, v, best) {
					t.Fatalf("graph %d: edge %d-%d is in a maximum-weight matching but has a positive reduced cost", iter, u, v)
				}
				checked++
			}
		}
	}
	if checked < 10000 {
		t.Errorf("only %d edges checked", checked)
	}
}

// inSomeMaximum reports whether some maximum-weight matching contains uv.
func inSomeMaximum(tg *testGraph, u, v int, best *big.Int) bool {
	rest := &testGraph{n: tg.n, bits: tg.bits, w: make([][]*big.Int, tg.n)}
	for i := range rest.w {
		rest.w[i] = make([]*big.Int, tg.n)
		for j := range rest.w[i] {
			if i != u && i != v && j != u && j != v {
				rest.w[i][j] = tg.w[i][j]
			}
		}
	}
	with := new(big.Int).Add(bruteMaxWeight(rest), tg.w[u][v])
	return with.Cmp(best) == 0
}

// TestReducedExcludesEdges is TestSlackExcludesEdges with blossoms: after
// any solve, an edge whose reduced cost (blossom duals counted) is not
// below 1 is in no maximum-weight matching, and every matched edge has
// reduced cost 0; and without blossom duals the two tests agree.
func TestReducedExcludesEdges(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 12))
	checked, withBlossoms := 0, 0
	for iter := 0; iter < 3000; iter++ {
		n := 2 + r.IntN(9)
		tg := randomTestGraph(r, n, 1+r.IntN(100), r.Float64())
		g := tg.build()
		mate := g.MaxWeightMatching()
		blossoms := g.HasBlossoms()
		if blossoms {
			withBlossoms++
		}
		best := bruteMaxWeight(tg)
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				if tg.w[u][v] == nil {
					continue
				}
				low := g.ReducedBelow(u, v, 0)
				if mate[u] == v && !g.ReducedBelow(u, v, -1) {
					t.Fatalf("graph %d: matched edge %d-%d has a positive reduced cost", iter, u, v)
				}
				if !low && inSomeMaximum(tg, u, v, best) {
					t.Fatalf("graph %d: edge %d-%d is in a maximum-weight matching but has a reduced cost of 1 or more", iter, u, v)
				}
				if !blossoms && low != g.SlackBelow(u, v, 0) {
					t.Fatalf("graph %d: edge %d-%d: ReducedBelow and SlackBelow differ without blossoms", iter, u, v)
				}
				checked++
			}
		}
	}
	if checked < 10000 || withBlossoms < 100 {
		t.Errorf("only %d edges checked, %d graphs with blossom duals", checked, withBlossoms)
	}
}

// TestTightAndDualZero checks the complementary slackness that Tight and
// DualZero read after any solve: Tight agrees with a reduced cost below 1
// (ReducedBelow) and with tightFrom (TightWalks' test), every edge of some maximum-weight matching is tight, and
// a vertex whose dual is not zero is covered by every maximum-weight
// matching (and by the solve's).
func TestTightAndDualZero(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 12))
	tight, covered := 0, 0
	for iter := 0; iter < 2000; iter++ {
		n := 2 + r.IntN(9)
		tg := randomTestGraph(r, n, 1+r.IntN(100), r.Float64())
		g := tg.build()
		mate := g.MaxWeightMatching()
		best := bruteMaxWeight(tg)
		for u := 0; u < n; u++ {
			if g.st.top[u] >= n {
				g.st.markChain(u)
			}
			for v := 0; v < n; v++ {
				if tg.w[u][v] != nil && g.st.tightFrom(u, v) != g.Tight(u, v) {
					t.Fatalf("graph %d: edge %d-%d: tightFrom and Tight differ", iter, u, v)
				}
			}
			for v := u + 1; v < n; v++ {
				if tg.w[u][v] == nil {
					continue
				}
				tu := g.Tight(u, v)
				if tu != g.ReducedBelow(u, v, -1) {
					t.Fatalf("graph %d: edge %d-%d: Tight %v, ReducedBelow(-1) %v", iter, u, v, tu, !tu)
				}
				if !tu && inSomeMaximum(tg, u, v, best) {
					t.Fatalf("graph %d: edge %d-%d is in a maximum-weight matching but not tight", iter, u, v)
				}
				if tu {
					tight++
				}
			}
			if g.DualZero(u) {
				continue
			}
			if mate[u] < 0 || exposedInSomeMaximum(tg, u, best) {
				t.Fatalf("graph %d: vertex %d has a positive dual but a maximum-weight matching leaves it exposed", iter, u)
			}
			covered++
		}
	}
	if tight < 5000 || covered < 5000 {
		t.Errorf("only %d tight edges, %d vertices of positive dual", tight, covered)
	}
}

// exposedInSomeMaximum reports whether some maximum-weight matching leaves
// u exposed.
func exposedInSomeMaximum(tg *testGraph, u int, best *big.Int) bool {
	rest := &testGraph{n: tg.n, bits: tg.bits, w: make([][]*big.Int, tg.n)}
	for i := range rest.w {
		rest.w[i] = make([]*big.Int, tg.n)
		for j := range rest.w[i] {
			if i != u && j != u {
				rest.w[i][j] = tg.w[i][j]
			}
		}
	}
	return bruteMaxWeight(rest).Cmp(best) == 0
}
