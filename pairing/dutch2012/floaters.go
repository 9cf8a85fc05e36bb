package dutch2012

import (
	"slices"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/matching"
)

// floaterTargets lists what B.3 asks of the players a stage moves down
// (C.04.3 (2012) B.3: the players moved down have the lowest scores
// possible, before X and the float criteria, as JaVaFo 1.4 reads it;
// readings 10 and 18 of docs/dutch2012.md): the lists of their scores,
// highest first, that the stage tries in turn, each a requirement a
// candidate must meet exactly; a nil list leaves B.3 out.
//
// A bracket of one score, and the lowest bracket, give [nil]. A bracket
// treated as homogeneous gives its least list alone (a stage that cannot
// reach it is lost, C.14), unless C.13 pairs it again. A heterogeneous
// stage gives every list its pairings can leave (P1 pairs, M1 MDPs each
// paired with a player outside the set of M1, for some set, D.3) from the
// least up: B.3 chooses among the candidates the stage accepts, and
// C.13's acceptance of a re-paired penultimate bracket can bar the least
// (corpus n0095 R9, n0200 R8).
func (b *bracket) floaterTargets(het bool, p1, m1 int) [][]int {
	n := len(b.ps)
	if b.lowest || n == 0 || b.ps[0].PairingScore == b.ps[n-1].PairingScore {
		return [][]int{nil}
	}
	// C.13 asks another pairing of the penultimate bracket that allows
	// one of the lowest (A.11: the number of pairs before the closeness
	// of the scores): in a bracket treated as homogeneous by A.3 (at
	// least half came from above), B.3 then chooses among the lists the
	// rest of the round accepts too (a00395 R7 of the JaVaFo 1.4
	// campaign), not in one managed as homogeneous by C.14.b.2 (a02020
	// R6: 1.4 loses the stage there). Reading 20 of docs/dutch2012.md.
	treated := b.completing && b.m0 > 0 && 2*b.m0 >= n
	if !het && !treated {
		return [][]int{b.lowestFloaters(p1)}
	}
	if !het {
		m1 = 0 // no MDP need be paired
	}
	lists := b.scoreLists(n - 2*p1)
	if lists == nil {
		return [][]int{nil}
	}
	var out [][]int
	for _, list := range lists {
		if b.leaves(list, m1) {
			out = append(out, list)
		}
	}
	if len(out) == 0 {
		return [][]int{nil}
	}
	return out
}

// maxB3Sets bounds the sets of MDPs a stage's D.4 tries (a matching
// each).
const maxB3Sets = 4096

// maxScoreLists bounds the lists of floater scores a heterogeneous stage
// tries (B.3); beyond it B.3 does not decide the stage.
const maxScoreLists = 512

// scoreLists lists the lists of d scores of the bracket, highest first,
// in ascending order (lexicographic, as B.3 compares them); nil when
// there are more than maxScoreLists.
func (b *bracket) scoreLists(d int) [][]int {
	var scores []int // distinct, lowest first
	for i := len(b.ps) - 1; i >= 0; i-- {
		if s := int(b.ps[i].PairingScore); len(scores) == 0 || scores[len(scores)-1] != s {
			scores = append(scores, s)
		}
	}
	if d <= 0 {
		return [][]int{{}}
	}
	if binomial(len(scores)+d-1, d) > maxScoreLists {
		return nil
	}
	var out [][]int
	var grow func(list []int, top int)
	grow = func(list []int, top int) {
		if len(list) == d {
			out = append(out, slices.Clone(list))
			return
		}
		for i := 0; i <= top; i++ {
			grow(append(list, scores[i]), i)
		}
	}
	// A list starts with its highest score: ascending order takes the
	// lowest first, and each later score is at most the one before.
	for top := range scores {
		grow([]int{scores[top]}, top)
	}
	slices.SortFunc(out, slices.Compare)
	return out
}

// leaves reports whether the bracket can be paired under B.1 and B.2
// (B.2 ignored between top scorers, its note) with players of exactly the
// scores of list left unpaired, each allowed to be (floatCost), and m1
// MDPs each paired with a player outside the set of m1, for some set
// (D.3). The last holds when at least m1 pairs hold an MDP (one MDP of
// each is such a set, and such a set gives as many pairs), so one
// matching tells: the most pairs first, then the most pairs with an MDP.
func (b *bracket) leaves(list []int, m1 int) bool {
	n, d := len(b.ps), len(list)
	const bits = 16
	base := uint64(1) << 12 // above n/2 pairs with an MDP
	g := matching.NewGraph(n+d, bits)
	w := matching.NewWeight(bits)
	lv := &level{}
	for u := range b.ps {
		for v := u + 1; v < n; v++ {
			if ok, _ := b.pairOK(lv, u, v); ok {
				w[0] = base
				if u < b.m0 || v < b.m0 {
					w[0]++
				}
				g.SetEdge(u, v, w)
			}
		}
		if ok, _ := b.floatCost(u); ok {
			w[0] = base
			for k, s := range list {
				if int(b.ps[u].PairingScore) == s {
					g.SetEdge(u, n+k, w)
				}
			}
		}
	}
	mate := g.MaxWeightMatching()
	g.Release()
	withMDP := 0
	for u, m := range mate {
		switch {
		case m < 0:
			return false
		case u < n && m < n && u < m && (u < b.m0 || m < b.m0):
			withMDP++
		}
	}
	return withMDP >= m1
}

// leastB3Stage is the least B3factor (D.4) of a pairing of the
// heterogeneous lowest bracket with p1 pairs, m1 of its MDPs (any set of
// them, D.3) each paired with a player outside the set, under the
// absolute criteria. Once C.14.b.2 has lowered M1, D.4 chooses among the
// pairings of the stage, so the stage is not lost for want of the
// bracket's least B3factor; at M1 = M0 the bracket's least stands
// (reading 16 of docs/dutch2012.md). With more than maxB3Sets sets of
// MDPs it gives the bracket's least.
func (b *bracket) leastB3Stage(m1, p1, leastAll int) int {
	if binomial(b.m0, m1) > maxB3Sets {
		return leastAll
	}
	var free level
	for k := range free.caps {
		free.caps[k] = -1
	}
	all := b.all()
	best := -1
	for _, s1 := range dutch.Subsets(all[:b.m0], m1) {
		pr := b.problem(all, s1, p1, &free, free.caps, false)
		if c := pr.least(len(all)-2*p1, kB3); c >= 0 && (best < 0 || c < best) {
			best = c
		}
	}
	return best
}
