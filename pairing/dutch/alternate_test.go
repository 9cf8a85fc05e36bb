package dutch

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/matching"
)

// tableCriteria weighs each pair from a table, as the editions' criteria
// rank them: the most pairs inside the bracket first (2017 C.5, 2026
// [C6]), then the most players paired at all, then a small value with
// many ties, so that best candidates abound and D.1's decisions meet many
// tight edges.
type tableCriteria struct {
	inside, paired, value matching.Field
	w                     [][]uint64 // 0: not pairable
}

func (c *tableCriteria) Weight(s *Solver, u, v int, w matching.Weight) bool {
	x := c.w[u][v]
	if x == 0 {
		return false
	}
	if s.InBracket(u) && s.InBracket(v) {
		w.Add(c.inside.Shift, 1)
	}
	w.Add(c.paired.Shift, 1)
	w.Add(c.value.Shift, x-1)
	return true
}

// TestNoLowerPartner decides random brackets (moved-down players, players
// below the bracket, a bye vertex, pairs with them barred, many ties)
// twice, with and without the decisions that skip a solve (noLowerPartner's
// proofs, swapToLowest's cycles), and requires the same candidates: such a
// decision must be the solve's. It fails when SwapCycle's checks (tight
// edges, the weights summed) are left out, or when noLowerPartner ignores
// the walks that reach m.
func TestNoLowerPartner(t *testing.T) {
	defer func() { provePartners = true }()
	r := rand.New(rand.NewPCG(21, 6))
	for iter := 0; iter < 1500; iter++ {
		nb := 2 + r.IntN(14)
		mdps := r.IntN(nb/2 + 1)
		nOuter := 0
		if r.IntN(2) == 0 {
			nOuter = r.IntN(6)
		}
		bye := r.IntN(3) == 0
		n := nb + nOuter
		if bye {
			n++
		}
		ties := 1 + r.IntN(4)
		w := make([][]uint64, n)
		for u := range w {
			w[u] = make([]uint64, n)
		}
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				if v < nb || r.IntN(3) > 0 { // the bracket's players may all meet
					w[u][v] = 1 + uint64(r.IntN(ties))
					w[v][u] = w[u][v]
				}
			}
		}
		players := randomPlayers(r, n, false)
		decide := func(prove bool) Candidate {
			provePartners = prove
			s := NewSolver(players[:nb], mdps, players[nb:nb+nOuter], bye, func(s *Solver, l *matching.Layout) Criteria {
				c := &tableCriteria{w: w}
				c.value = l.Field(4)
				c.paired = l.Field(8)
				c.inside = l.Field(8)
				return c
			})
			s.Solve()
			return s.Decide()
		}
		want, got := decide(false), decide(true)
		if !slices.Equal(want.Pairs, got.Pairs) || !slices.Equal(want.Floaters, got.Floaters) {
			t.Fatalf("bracket %d (nb %d, mdps %d, outer %d, bye %v): with proofs %v, with solves %v", iter, nb, mdps, nOuter, bye, got, want)
		}
	}
}
