package matching

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
)

type edge struct {
	u, v int
	w    uint64
}

func TestMaxWeightTable(t *testing.T) {
	for _, c := range []struct {
		name  string
		n     int
		edges []edge
		want  []int
	}{
		{"empty", 0, nil, []int{}},
		{"single vertex", 1, nil, []int{-1}},
		{"no edges", 3, nil, []int{-1, -1, -1}},
		{"one edge", 2, []edge{{0, 1, 5}}, []int{1, 0}},
		{"heavy middle beats two edges", 4, []edge{{0, 1, 2}, {1, 2, 5}, {2, 3, 2}}, []int{-1, 2, 1, -1}},
		{"two edges beat heavy middle", 4, []edge{{0, 1, 3}, {1, 2, 5}, {2, 3, 3}}, []int{1, 0, 3, 2}},
		{"triangle", 3, []edge{{0, 1, 1}, {1, 2, 3}, {0, 2, 2}}, []int{-1, 2, 1}},
		{"blossom with stem", 6, []edge{{0, 1, 8}, {1, 2, 9}, {2, 3, 10}, {3, 4, 7}, {1, 4, 9}, {4, 5, 2}},
			[]int{1, 0, 3, 2, 5, 4}},
		{"nested blossoms", 8, []edge{{0, 1, 10}, {0, 2, 10}, {1, 2, 10}, {1, 3, 10}, {2, 4, 10}, {3, 5, 10}, {4, 5, 10}, {5, 6, 7}, {6, 7, 4}},
			nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := NewGraph(c.n, 8)
			tg := &testGraph{n: c.n, bits: 8, w: make([][]*big.Int, c.n)}
			for i := range tg.w {
				tg.w[i] = make([]*big.Int, c.n)
			}
			for _, e := range c.edges {
				g.SetEdge(e.u, e.v, NewWeight(8).Set(0, 8, e.w))
				tg.set(e.u, e.v, new(big.Int).SetUint64(e.w))
			}
			mate := g.MaxWeightMatching()
			if c.want != nil && !slices.Equal(mate, c.want) {
				t.Errorf("mate %v, want %v", mate, c.want)
			}
			if got, want := refWeight(t, tg, mate), bruteMaxWeight(tg); got.Cmp(want) != 0 {
				t.Errorf("weight %v, want %v", got, want)
			}
			if g.TotalWeight(mate).Cmp(refWeight(t, tg, mate)) != 0 {
				t.Errorf("TotalWeight disagrees")
			}
			checkCertificate(t, g)
		})
	}
}

// TestZeroWidth uses graphs whose weights are all zero.
func TestZeroWidth(t *testing.T) {
	g := NewGraph(4, 0)
	g.SetEdge(0, 1, nil)
	g.SetEdge(2, 3, Weight{0})
	mate := g.MaxWeightMatching()
	if g.TotalWeight(mate).Sign() != 0 {
		t.Fatalf("weight not zero")
	}
	checkCertificate(t, g)
}

// TestFullWidth uses weights close to 2^bits for widths at the boundaries
// of the word count, where the headroom for the duals is smallest.
func TestFullWidth(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	for _, bits := range []int{1, 58, 59, 60, 63, 64, 65, 122, 123, 124, 128, 186, 187, 188, 251, 252, 256, 1000} {
		top := new(big.Int).Lsh(big.NewInt(1), uint(bits))
		for i := 0; i < 300; i++ {
			n := 2 + r.IntN(9)
			tg := &testGraph{n: n, bits: bits, w: make([][]*big.Int, n)}
			for j := range tg.w {
				tg.w[j] = make([]*big.Int, n)
			}
			for u := 0; u < n; u++ {
				for v := u + 1; v < n; v++ {
					if r.IntN(4) > 0 {
						w := new(big.Int).Sub(top, big.NewInt(1+int64(r.IntN(4))))
						if w.Sign() < 0 || r.IntN(8) == 0 {
							w.SetInt64(int64(r.IntN(2)))
						}
						tg.set(u, v, w)
					}
				}
			}
			g := tg.build()
			mate := g.MaxWeightMatching()
			if got, want := refWeight(t, tg, mate), bruteMaxWeight(tg); got.Cmp(want) != 0 {
				t.Fatalf("bits %d graph %d: weight %v, want %v", bits, i, got, want)
			}
			checkCertificate(t, g)
			// Raise some weights to the maximum and re-solve.
			for range 3 {
				u, v := r.IntN(n), r.IntN(n)
				if u != v {
					w := new(big.Int).Sub(top, big.NewInt(1))
					tg.set(u, v, w)
					g.SetEdge(u, v, WeightFromBig(w))
				}
			}
			mate = g.Resolve()
			if got, want := refWeight(t, tg, mate), bruteMaxWeight(tg); got.Cmp(want) != 0 {
				t.Fatalf("bits %d graph %d resolve: weight %v, want %v", bits, i, got, want)
			}
			checkCertificate(t, g)
		}
	}
}

func TestGraphPanics(t *testing.T) {
	g := NewGraph(3, 10)
	for _, c := range []struct {
		name string
		f    func()
	}{
		{"self loop", func() { g.SetEdge(1, 1, nil) }},
		{"out of range", func() { g.SetEdge(0, 3, nil) }},
		{"negative", func() { g.RemoveEdge(-1, 0) }},
		{"too wide", func() { g.SetEdge(0, 1, NewWeight(11).Set(10, 1, 1)) }},
		{"bad matching", func() { g.TotalWeight([]int{1, 0, -1}) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("no panic")
				}
			}()
			c.f()
		})
	}
}

func TestEdgeAccessors(t *testing.T) {
	g := NewGraph(3, 70)
	w := NewWeight(70).Set(60, 10, 1000).Set(0, 3, 5)
	g.SetEdge(2, 0, w)
	if got, ok := g.Edge(0, 2); !ok || got.Cmp(w) != 0 || !g.HasEdge(2, 0) {
		t.Fatalf("Edge(0,2) = %v, %v", got, ok)
	}
	if _, ok := g.Edge(0, 1); ok || g.HasEdge(1, 1) {
		t.Fatalf("absent edge reported")
	}
	g.RemoveVertex(2)
	if g.HasEdge(0, 2) || g.N() != 3 || g.Bits() != 70 {
		t.Fatalf("RemoveVertex")
	}
}
