package matching

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

func scaled(short, normal, many int) int {
	switch {
	case *long:
		return many
	case testing.Short():
		return short
	}
	return normal
}

// engineLikeGraph packs a few small criteria fields into each weight, as
// the pairing engine does, which produces many ties.
func engineLikeGraph(r *rand.Rand, n int, p float64) *testGraph {
	fields := 2 + r.IntN(6)
	widths := make([]int, fields)
	bits := 0
	for i := range widths {
		widths[i] = 1 + r.IntN(20)
		bits += widths[i]
	}
	tg := &testGraph{n: n, bits: bits, w: make([][]*big.Int, n)}
	for i := range tg.w {
		tg.w[i] = make([]*big.Int, n)
	}
	score := make([]int, n)
	for i := range score {
		score[i] = r.IntN(4)
	}
	for u := 0; u < n; u++ {
		for v := u + 1; v < n; v++ {
			if r.Float64() >= p {
				continue
			}
			w := NewWeight(bits)
			off := bits
			for i, wd := range widths {
				off -= wd
				var val uint64
				switch i {
				case 0:
					val = 1 // cardinality bit field
				case 1:
					val = uint64(3 - abs(score[u]-score[v]))
				default:
					val = r.Uint64N(3)
				}
				val &= 1<<uint(wd) - 1
				w.Set(off, wd, val)
			}
			tg.set(u, v, w.Big())
		}
	}
	return tg
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestMaxWeightLarge checks the optimality certificate on larger random
// graphs, including engine-like weights with many ties.
func TestMaxWeightLarge(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	count := scaled(30, 400, 4000)
	for i := 0; i < count; i++ {
		n := 11 + r.IntN(150)
		var tg *testGraph
		if i%2 == 0 {
			tg = engineLikeGraph(r, n, r.Float64())
		} else {
			tg = randomTestGraph(r, n, 1+r.IntN(300), r.Float64())
		}
		g := tg.build()
		mate := g.MaxWeightMatching()
		refWeight(t, tg, mate)
		checkCertificate(t, g)
	}
}

// TestMaxWeightMediumDP compares with an exact subset dynamic program on
// graphs of 11 to 16 vertices with weights below 2^40.
func TestMaxWeightMediumDP(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	count := scaled(10, 150, 1500)
	for i := 0; i < count; i++ {
		n := 11 + r.IntN(6)
		tg := randomTestGraph(r, n, 1+r.IntN(40), r.Float64())
		g := tg.build()
		got := refWeight(t, tg, g.MaxWeightMatching())
		if want := dpMaxWeight64(tg); got.Cmp(big.NewInt(want)) != 0 {
			t.Fatalf("graph %d: weight %v, want %d", i, got, want)
		}
	}
}

// dpMaxWeight64 is bruteMaxWeight with int64 arithmetic and a bottom-up
// table (the lowest vertex of each subset is matched or left out).
func dpMaxWeight64(tg *testGraph) int64 {
	n := tg.n
	best := make([]int64, 1<<n)
	for mask := 1; mask < 1<<n; mask++ {
		v := 0
		for mask>>v&1 == 0 {
			v++
		}
		rest := mask &^ (1 << v)
		b := best[rest]
		for u := v + 1; u < n; u++ {
			if rest>>u&1 == 1 && tg.w[v][u] != nil {
				b = max(b, best[rest&^(1<<u)]+tg.w[v][u].Int64())
			}
		}
		best[mask] = b
	}
	return best[1<<n-1]
}

// TestMaxWeightBipartite compares with the Hungarian algorithm on random
// bipartite graphs.
func TestMaxWeightBipartite(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	count := scaled(20, 300, 3000)
	for i := 0; i < count; i++ {
		nl, nr := 1+r.IntN(60), 1+r.IntN(60)
		n := nl + nr
		bits := 1 + r.IntN(40)
		tg := &testGraph{n: n, bits: bits, w: make([][]*big.Int, n)}
		for j := range tg.w {
			tg.w[j] = make([]*big.Int, n)
		}
		p := r.Float64()
		cost := make([][]int64, max(nl, nr))
		for a := range cost {
			cost[a] = make([]int64, len(cost))
		}
		for a := 0; a < nl; a++ {
			for b := 0; b < nr; b++ {
				if r.Float64() < p {
					w := randBig(r, bits)
					tg.set(a, nl+b, w)
					cost[a][b] = w.Int64()
				}
			}
		}
		g := tg.build()
		got := refWeight(t, tg, g.MaxWeightMatching())
		if want := hungarianMax(cost); got.Cmp(big.NewInt(want)) != 0 {
			t.Fatalf("graph %d: weight %v, want %d", i, got, want)
		}
	}
}

// hungarianMax returns the maximum total weight of an assignment in the
// square matrix w (O(n^3) Hungarian method with potentials).
func hungarianMax(w [][]int64) int64 {
	n := len(w)
	const inf = int64(1) << 62
	u := make([]int64, n+1)
	v := make([]int64, n+1)
	p := make([]int, n+1) // p[j]: row assigned to column j (1-based)
	way := make([]int, n+1)
	for i := 1; i <= n; i++ {
		p[0] = i
		j0 := 0
		minv := make([]int64, n+1)
		used := make([]bool, n+1)
		for j := range minv {
			minv[j] = inf
		}
		for p[j0] != 0 {
			used[j0] = true
			i0, delta, j1 := p[j0], inf, 0
			for j := 1; j <= n; j++ {
				if used[j] {
					continue
				}
				cur := -w[i0-1][j-1] - u[i0] - v[j]
				if cur < minv[j] {
					minv[j], way[j] = cur, j0
				}
				if minv[j] < delta {
					delta, j1 = minv[j], j
				}
			}
			for j := 0; j <= n; j++ {
				if used[j] {
					u[p[j]] += delta
					v[j] -= delta
				} else {
					minv[j] -= delta
				}
			}
			j0 = j1
		}
		for j0 != 0 {
			j1 := way[j0]
			p[j0] = p[j1]
			j0 = j1
		}
	}
	var total int64
	for j := 1; j <= n; j++ {
		total += w[p[j]-1][j-1]
	}
	return total
}

// TestDeterministic checks that the result depends only on the graph, not
// on the order in which edges were set or on earlier solves.
func TestDeterministic(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	for i := 0; i < scaled(5, 50, 500); i++ {
		tg := engineLikeGraph(r, 2+r.IntN(80), r.Float64())
		g1 := tg.build()
		m1 := g1.MaxWeightMatching()
		g2 := NewGraph(tg.n, tg.bits)
		for u := tg.n - 1; u >= 0; u-- {
			for v := 0; v < u; v++ {
				g2.SetEdge(u, v, NewWeight(1).Set(0, 1, 1)) // junk first
				if tg.w[u][v] != nil {
					g2.SetEdge(u, v, WeightFromBig(tg.w[u][v]))
				} else {
					g2.RemoveEdge(v, u)
				}
			}
		}
		g2.MaxWeightMatching()
		g2.Resolve()
		m2 := g2.MaxWeightMatching()
		for v := range m1 {
			if m1[v] != m2[v] {
				t.Fatalf("graph %d: results differ at %d: %v vs %v", i, v, m1, m2)
			}
		}
	}
}
