package dutch2012

// C.04.3 (2012) C.12: backtracking to the previous score bracket for
// another set of floaters, and the tests JaVaFo 1.4 makes of it
// (docs/dutch2012.md, readings 14, 21, 22, 24-26, 28).

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// p1Pairable reports whether the bracket of the players moved down to it
// (carried) and a score group can make P1 pairings, C.12's test, and
// returns P1. P1 is P0 of the bracket (A.6.b) after C.1 has moved down the
// residents without an opponent (when no MDP is one), unless want gives
// it (≥ 0): C.12 accepts another set of floaters only when it "now allows
// P1 pairings", P1 of the bracket that sent it back. The pairs keep B.1
// and B.2; in a heterogeneous bracket every MDP is among them (C.3.a: P =
// M1 = M0, then the remainder); in the lowest bracket the player left over
// must be able to get the bye. JaVaFo 1.4 backtracks exactly then
// (docs/dutch2012.md, reading 14). The MDPs in through (moved down at
// once through the previous bracket by C.1) who have no opponent here
// either are left out first: no pairing of the previous bracket changes
// them, so C.12 cannot help them and C.1 moves them on; P1 is that of the
// others (reading 22).
func p1Pairable(s *engine, carried, group []*dutch.Player, lowest, odd bool, want int, through map[int]bool) (ok bool, p1 int, mdpInc bool) {
	b := newBracket(s, carried, group)
	inc := b.incompatible()
	var gone []int
	if !lowest {
		// C.04.3 (2012) C.1, C.12: each player without an opponent is
		// judged on his own; C.12 finds no other set for these (reading 22).
		if gone = b.stuck(inc, through); len(gone) > 0 {
			b = b.without(gone)
			inc = b.incompatible()
		}
	}
	mdpInc = slices.ContainsFunc(inc, func(i int) bool { return i < b.m0 })
	if !lowest && !mdpInc {
		b = b.without(inc) // C.1: residents without an opponent move down at once
	}
	n := len(b.ps)
	// C.04.3 (2012) C.12, B.2: a new set of floaters must make the P1
	// pairings the bracket could not (want given) under B.2 as written:
	// JaVaFo 1.4 does not count pairs that need its note for top scorers
	// there (b05383 R10 of its campaign; reading 28 of docs/dutch2012.md).
	given := want >= 0
	if !given {
		want = n / 2
	}
	// A.3: they are still players of the bracket, moved down from above,
	// when it is told whether at least half came from above.
	het := 2*(b.m0+len(gone)) < n+len(gone)
	spare := func(i int) bool { // may be left unpaired
		if lowest && !(odd && b.ps[i].CanGetBye()) {
			return false
		}
		return !het || i >= b.m0
	}
	// One extra vertex for each player left unpaired: a perfect matching
	// is a pairing of want pairs.
	size := 2*n - 2*want
	if size < n {
		return false, want, mdpInc
	}
	mate := matching.MaxCardinality(size, func(u, v int) bool {
		if u > v {
			u, v = v, u
		}
		switch {
		case u >= n:
			return false
		case v >= n:
			return spare(u)
		}
		if given {
			ok, _ := b.pairOK(&level{b2: true}, u, v) // B.2 as written
			return ok
		}
		return b.opponents(u, v) // C.1, B.2's note
	})
	return !slices.Contains(mate, -1), want, mdpInc
}

// backtrack applies C.12 when the bracket of the players moved down to it
// (carried) and the score group cannot make its P1 pairings (p1Pairable):
// the previous score bracket is paired again so that another set of
// players of the same size and the same scores moves down, one that allows
// P1 pairings. It reports false when C.12 does not apply or finds no such
// pairing; backtracking does not nest (its test is a matching, not a
// pairing).
func backtrack(s *engine, steps []Step, carried, prevGroup, group []*dutch.Player, k int, lowest, odd bool) (Step, bool) {
	through := movedThrough(steps[k-1])
	ok, p1, mdpInc := p1Pairable(s, carried, group, lowest, odd, -1, through)
	var beat []int // B.3: the scores a new set must move down fewer of
	if ok {
		if !mdpInc || stuckThrough(s, carried, group, through) {
			return Step{}, false
		}
		// C.04.3 (2012) C.1: an MDP without an opponent here sends the
		// bracket to C.12 even when it makes its P1 pairs without him;
		// JaVaFo 1.4 then accepts only another set of floaters with
		// which the bracket moves down players of lower scores (B.3,
		// A.11's closeness of the scores; a00786 R11 of its campaign),
		// not one as good (b01007 R5). Reading 21 of docs/dutch2012.md;
		// in the lowest bracket too, the bye taken for the player moved
		// down (reading 25: b04478 R6).
		if beat = leastFloaters(s, carried, group, p1, lowest && odd); beat == nil {
			return Step{}, false
		}
	}
	if !ok && mdpInc && !lowest {
		// C.04.3 (2012) C.12 and A.11: an MDP without an opponent here
		// and the bracket short of pairs. The new set "now allows P1
		// pairings" when, the players without an opponent moved on
		// (C.1), the bracket makes more pairs with it than with the set
		// it got (a01485 R9 of the JaVaFo 1.4 campaign: none, then one),
		// or makes all its pairs with it and moves down lower scores
		// (b01051 R11); all its pairs and the same scores is no gain
		// (a01421 R11: 1.4 keeps its pairing). Reading 24 of
		// docs/dutch2012.md.
		oldP, oldF := mostPairs(s, carried, group)
		return backtrackTo(s, steps, prevGroup, group, k, func(down []*dutch.Player) bool {
			p, f := mostPairs(s, down, group)
			if p > oldP {
				return true
			}
			all, _, _ := p1Pairable(s, down, group, lowest, odd, -1, through)
			return all && p == oldP && slices.Compare(f, oldF) < 0
		})
	}
	fits := func(down []*dutch.Player) bool {
		ok, p, _ := p1Pairable(s, down, group, lowest, odd, p1, through)
		if ok && beat != nil {
			f := leastFloaters(s, down, group, p, lowest && odd)
			ok = f != nil && slices.Compare(f, beat) < 0
		}
		return ok
	}
	if mdpInc {
		// C.1 sent an MDP without an opponent here: the new floaters are
		// judged by the bracket they make, its own P1 (b01051 R11 of the
		// JaVaFo 1.4 campaign); when the bracket was only short of pairs,
		// they must make the P1 pairs it could not (b02016 R9).
		p1 = -1
	}
	return backtrackTo(s, steps, prevGroup, group, k, fits)
}

// backtrackTo pairs the previous bracket again (C.12) so that another set
// of floaters of the same size and scores moves down, one that fits.
func backtrackTo(s *engine, steps []Step, prevGroup, group []*dutch.Player, k int, fits func(down []*dutch.Player) bool) (Step, bool) {
	prev := steps[k-1]
	before := prev.down()
	var above []*dutch.Player
	if k >= 2 {
		above = steps[k-2].down()
	}
	may, sets, known := floaterSets(prev, append(slices.Clone(above), prevGroup...), fits)
	if known && len(may) == 0 {
		// No set of floaters would do: nothing to search. The narration
		// still tells C.12's question and its answer.
		none := &bracket{accept: func([]*dutch.Player) bool { return false }}
		s.trace.start(none, above, prevGroup).done(Step{})
		return Step{}, false
	}
	st := pairBracket(s, above, prevGroup, func(b *bracket) {
		b.mayFloat, b.floatSets = may, sets
		// The search meets the same set of floaters again and again
		// (every level and stage): its answer depends on the set alone.
		seen := map[string]bool{}
		b.accept = func(left []*dutch.Player) bool {
			down := append(slices.Clone(prev.Moved), left...)
			sort.SliceStable(down, func(i, j int) bool { return dutch.Ranks(down[i], down[j]) })
			key := idKey(down)
			if ok, done := seen[key]; done {
				return ok
			}
			ok := sameScores(down, before) && !sameIDs(down, before)
			if ok {
				ok = fits(down)
			}
			seen[key] = ok
			return ok
		}
	})
	return st, st.Pairs != nil
}

// maxFloaterSets bounds the sets of floaters floaterSets tries.
const maxFloaterSets = 4096

// floaterSets lists, for C.12, the players of the previous bracket (ps)
// who belong to a set of floaters it could move down instead of its own
// (the same size and scores) with which the bracket that sent it back can
// make P1 pairings (p1Pairable). It reports known = false, and no list,
// when there are more than maxFloaterSets such sets to try; the search of
// the previous bracket is then not pruned.
func floaterSets(prev Step, ps []*dutch.Player, fits func(down []*dutch.Player) bool) (may map[int]bool, sets [][]int, known bool) {
	moved := movedThrough(prev)
	var left []*dutch.Player
	for _, i := range prev.Left {
		left = append(left, prev.Players[i])
	}
	need := map[trf.Points]int{} // how many floaters of each score
	for _, p := range left {
		need[p.PairingScore]++
	}
	byScore := map[trf.Points][]*dutch.Player{}
	for _, p := range ps {
		if !moved[p.ID] && need[p.PairingScore] > 0 {
			byScore[p.PairingScore] = append(byScore[p.PairingScore], p)
		}
	}
	total := 1
	scores := make([]trf.Points, 0, len(need))
	for sc, c := range need {
		total *= binomial(len(byScore[sc]), c)
		if total > maxFloaterSets {
			return nil, nil, false
		}
		scores = append(scores, sc)
	}
	slices.Sort(scores)
	may = map[int]bool{}
	var rec func(i int, set []*dutch.Player)
	rec = func(i int, set []*dutch.Player) {
		if i == len(scores) {
			down := append(slices.Clone(prev.Moved), set...)
			sort.SliceStable(down, func(a, b int) bool { return dutch.Ranks(down[a], down[b]) })
			if fits(down) {
				var ids []int
				for _, p := range set {
					may[p.ID] = true
					ids = append(ids, p.ID)
				}
				sets = append(sets, ids)
			}
			return
		}
		cands := byScore[scores[i]]
		all := make([]int, len(cands))
		for k := range all {
			all[k] = k
		}
		for _, sub := range dutch.Subsets(all, need[scores[i]]) {
			next := slices.Clone(set)
			for _, k := range sub {
				next = append(next, cands[k])
			}
			rec(i+1, next)
		}
	}
	rec(0, nil)
	return may, sets, true
}

// leastFloaters is the least list of the scores of the players the
// bracket of the players moved down to it (carried) and a score group
// moves down when it makes p1 pairs, highest first (B.3, under B.1 and
// B.2); nil when it cannot make them.
func leastFloaters(s *engine, carried, group []*dutch.Player, p1 int, bye bool) []int {
	b := newBracket(s, carried, group)
	b.lowest = bye
	return b.lowestFloaters(p1)
}

// mostPairs is the most pairs the bracket of the players moved down to
// it (carried) and a score group can make (B.1, B.2 with its note), the
// players without an opponent moved on (C.1), and the least list of the
// scores it then moves down (B.3).
func mostPairs(s *engine, carried, group []*dutch.Player) (int, []int) {
	b := newBracket(s, carried, group)
	for p := len(b.ps) / 2; p > 0; p-- {
		if f, ok := b.floatersAt(p); ok {
			return p, f
		}
	}
	f, _ := b.floatersAt(0)
	return 0, f
}

// binomial is n choose k, saturated above maxFloaterSets.
func binomial(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	r := 1
	for i := 1; i <= k; i++ {
		r = r * (n - k + i) / i
		if r > maxFloaterSets {
			return maxFloaterSets + 1
		}
	}
	return r
}

func sameScores(a, b []*dutch.Player) bool {
	return slices.EqualFunc(a, b, func(p, q *dutch.Player) bool { return p.PairingScore == q.PairingScore })
}

// idKey names a list of players by their pairing numbers.
func idKey(ps []*dutch.Player) string {
	var b strings.Builder
	for _, p := range ps {
		b.WriteString(strconv.Itoa(p.ID))
		b.WriteByte(',')
	}
	return b.String()
}

func sameIDs(a, b []*dutch.Player) bool {
	return slices.EqualFunc(a, b, func(p, q *dutch.Player) bool { return p.ID == q.ID })
}

// stuckThrough reports whether a player C.1 moved down at once through the
// previous bracket came down to this one and has no opponent here either.
// JaVaFo 1.4 then keeps the previous bracket's pairing under reading 21
// (b02023 R10 of its campaign: 1 (7.5) has met 5 and 12); players moved
// through who have an opponent here do not stop it (a04751 R8, a05400 R6).
// Reading 26 of docs/dutch2012.md.
func stuckThrough(s *engine, carried, group []*dutch.Player, through map[int]bool) bool {
	b := newBracket(s, carried, group)
	return len(b.stuck(b.incompatible(), through)) > 0
}

// stuck lists the players of inc (without an opponent in the bracket)
// who are MDPs C.1 moved down at once through the previous bracket.
func (b *bracket) stuck(inc []int, through map[int]bool) []int {
	var out []int
	for _, i := range inc {
		if i < b.m0 && through[b.ps[i].ID] {
			out = append(out, i)
		}
	}
	return out
}

// movedThrough lists the players C.1 moved down at once through a bracket
// (pairing numbers): they come down whatever pairing it makes.
func movedThrough(st Step) map[int]bool {
	return idSet(st.Moved)
}

// idSet holds the pairing numbers of ps.
func idSet(ps []*dutch.Player) map[int]bool {
	out := make(map[int]bool, len(ps))
	for _, p := range ps {
		out[p.ID] = true
	}
	return out
}
