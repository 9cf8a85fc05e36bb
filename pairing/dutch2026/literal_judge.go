package dutch2026

import (
	"math/bits"
	"slices"
	"sort"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// judge holds what the 2026 text needs to judge the candidates of one
// bracket: the absolute criteria of a pair, the Completion Criterion of the
// players not yet paired, and the following bracket of [C8]. Sets of the
// bracket's players are bit masks (bit i: the player of BSN i+1).
type judge struct {
	b       *Bracket
	n, mdps int

	// canPair[i][j] tells whether players i and j may form a pair of
	// the bracket: [C1] and [C3] (dutch.Compatible: not met before, not
	// a forbidden pair, not two non-topscorers with the same absolute
	// colour preference), and 3.3: S1 holds MDPs and S2 residents, so
	// two MDPs are never paired with each other.
	canPair [][]bool

	completed map[uint64]bool       // [C4] by the set of downfloaters
	following map[uint64]nextResult // [C8] by the set of downfloaters

	// c9 is set when [C9] applies to the bracket (c9Applies, set by
	// Literal.outline).
	c9 bool

	colours *dutch.State // what 5.2 reads to allocate colours ([C10]-[C13])

	// work counts the sets of players next has tried; when budget is
	// set and work goes beyond it, the judge is exhausted and stops
	// trying (a narration's limit; the brute force sets none).
	work, budget int
	exhausted    bool
}

// nextResult is the best pairing of the following bracket that a set of
// downfloaters allows ([C8]): the fewest downfloaters ([C6] there), then
// the lowest of their scores, in descending order ([C7] there).
type nextResult struct {
	floaters int
	scores   []trf.Points
}

func newJudge(b *Bracket) *judge {
	n := len(b.Players)
	j := &judge{b: b, n: n, mdps: b.MDPs, canPair: make([][]bool, n),
		completed: map[uint64]bool{}, following: map[uint64]nextResult{},
		// 5.2.5 reads the initial colour only for two players without
		// a colour preference: neither can fail [C10]-[C13], so any
		// initial colour judges alike.
		colours: &dutch.State{State: &pairing.State{InitialColour: trf.White}}}
	for i := range n {
		j.canPair[i] = make([]bool, n)
		for k := range n {
			bothMDPs := i < b.MDPs && k < b.MDPs
			j.canPair[i][k] = i != k && !bothMDPs && dutch.Compatible(b.Players[i], b.Players[k])
		}
	}
	return j
}

// mask returns the set of the given players of the bracket.
func mask(players []int) uint64 {
	var m uint64
	for _, p := range players {
		m |= 1 << p
	}
	return m
}

// members returns the players of a set, in BSN order.
func members(m uint64) []int {
	out := make([]int, 0, bits.OnesCount64(m))
	for m != 0 {
		i := bits.TrailingZeros64(m)
		out = append(out, i)
		m &^= 1 << i
	}
	return out
}

// legal reports whether a candidate complies with the absolute criteria
// [C1]-[C3] (each pair may meet; [C2] is the bye, judged with the players
// left) and with the Completion Criterion [C4].
func (j *judge) legal(c *dutch.Candidate) bool {
	for _, p := range c.Pairs {
		if !j.canPair[p[0]][p[1]] {
			return false
		}
	}
	return j.complete(mask(c.Floaters))
}

// complete is [C4], 2.2.1: "A pairing complying with all the absolute
// criteria shall always exist for all players not yet paired." Those are
// the bracket's downfloaters and every player below the bracket (b.Rest);
// when the round is odd one of them is left for the pairing-allocated bye,
// who must be one b.CanGetBye allows: [C2] and, as the round's [C5] fixes
// it, the lowest score any complete round-pairing gives the bye (the
// brute force's Pair fixes it for the round, as the engine does).
//
// The last bracket has nobody below it: its downfloaters are the players
// the round leaves unpaired, and 1.9.1 allows at most one, who "downfloats
// from the last bracket and receives the PAB".
//
// Above it, "a pairing complying with all the absolute criteria" is read
// as the text words it: any pairing of those players by [C1]-[C3], even
// one that would pair two of this bracket's downfloaters with each other,
// which the later brackets cannot do (3.3 pairs MDPs with residents only).
// The engine asks for a pairing that gives each downfloater an opponent
// below the bracket. A candidate with the most pairs ([C6]) never needs
// such a pair of two of its downfloaters, except two MDPs in the Limbo who
// may meet: no case has shown up in the random situations.
func (j *judge) complete(floaters uint64) bool {
	if v, ok := j.completed[floaters]; ok {
		return v
	}
	var left []*dutch.Player
	for _, f := range members(floaters) {
		left = append(left, j.b.Players[f])
	}
	v := j.completes(append(left, j.b.Rest...), len(j.b.Rest) == 0)
	j.completed[floaters] = v
	return v
}

// completes reports whether the players left unpaired can complete the
// round ([C4]); last is set when no bracket follows, and then at most one
// may be left, for the bye (1.9.1).
func (j *judge) completes(left []*dutch.Player, last bool) bool {
	if last {
		return len(left) == 0 && !j.b.Odd || len(left) == 1 && j.b.Odd && j.b.CanGetBye(left[0])
	}
	return dutch.Completable(left, j.b.Odd, j.b.CanGetBye)
}

// next is the following bracket that a set of downfloaters makes ([C8],
// 2.4.3: "Choose the set of downfloaters so that in the following bracket
// every criterion from C1 to C7 is complied with"): the downfloaters,
// there MDPs, with the next scoregroup's residents (1.3.2). Its pairings
// comply with [C1]-[C3] (and 3.3: no two MDPs paired) and with [C4] (the
// players below it can still be completed, with the bye as [C2] and [C5]
// allow; if it is the last bracket, at most one is left, 1.9.1); of those,
// the best by [C6] and then [C7] in that bracket: the fewest downfloaters,
// then their scores, highest first, the lowest. This is the engine's
// reading (bbpPairings 6.0.0 too: the next bracket's pairs, then its
// scores): the text says "complied with" of criteria that are
// minimisations (shared docs, dutch2026.md §6.1).
//
// The sets of players that the following bracket could leave unpaired
// are tried, the smallest first ([C6] there) and of one size the lowest
// scores first ([C7] there); a set will do when the others can all be
// paired with each other and it completes the round with the players
// below ([C4]).
func (j *judge) next(floaters uint64) nextResult {
	if v, ok := j.following[floaters]; ok {
		return v
	}
	mdps := members(floaters)
	var players []*dutch.Player
	for _, f := range mdps {
		players = append(players, j.b.Players[f])
	}
	players = append(players, j.b.Next...)
	below := j.b.Rest[len(j.b.Next):] // b.Rest holds the next scoregroup first
	ok := func(i, k int) bool {
		return !(i < len(mdps) && k < len(mdps)) && dutch.Compatible(players[i], players[k])
	}
	v := nextResult{floaters: len(players) + 1} // no pairing at all: worse than any
	// Fewer than the players a largest set of pairs leaves can never be
	// left.
	least := 0
	for _, m := range matching.MaxCardinality(len(players), ok) {
		if m < 0 {
			least++
		}
	}
	for u := least; u <= len(players) && !j.exhausted; u += 2 {
		if s, found := j.bestUnpaired(players, below, ok, u); found {
			v = nextResult{floaters: u, scores: s}
			break
		}
	}
	j.following[floaters] = v
	return v
}

// bestUnpaired returns the lowest scores, highest first, of u players of
// the following bracket that it can leave unpaired: the others can all be
// paired with each other (ok), and the u with the players below complete
// the round ([C4]). It reports false when no u players can be left so.
func (j *judge) bestUnpaired(players, below []*dutch.Player, ok func(i, k int) bool, u int) ([]trf.Points, bool) {
	type option struct {
		left   []int
		scores []trf.Points
	}
	var options []option
	for _, left := range dutch.Subsets(seq(len(players)), u) {
		s := make([]trf.Points, len(left))
		for i, x := range left {
			s[i] = players[x].PairingScore
		}
		options = append(options, option{left, descending(s)})
	}
	sort.SliceStable(options, func(a, b int) bool { return slices.Compare(options[a].scores, options[b].scores) < 0 })
	for _, o := range options {
		if j.spend() {
			return nil, false
		}
		var paired, left []*dutch.Player
		for i, p := range players {
			if slices.Contains(o.left, i) {
				left = append(left, p)
			} else {
				paired = append(paired, p)
			}
		}
		if pairsAll(paired, ok, o.left) && j.completes(append(left, below...), len(below) == 0) {
			return o.scores, true
		}
	}
	return nil, false
}

// pairsAll reports whether the players can all be paired with each other;
// ok is given the players' positions in the following bracket, which
// skips those in left.
func pairsAll(players []*dutch.Player, ok func(i, k int) bool, left []int) bool {
	if len(players)%2 == 1 {
		return false
	}
	pos := make([]int, 0, len(players)) // position in the following bracket
	for i := 0; len(pos) < len(players); i++ {
		if !slices.Contains(left, i) {
			pos = append(pos, i)
		}
	}
	for _, m := range matching.MaxCardinality(len(players), func(a, b int) bool { return ok(pos[a], pos[b]) }) {
		if m < 0 {
			return false
		}
	}
	return true
}

// spend counts one more set tried by next, and reports true when the
// judge's budget (if any) is used up: the judge is then exhausted, and
// its answers no longer count.
func (j *judge) spend() bool {
	j.work++
	if j.budget > 0 && j.work > j.budget {
		j.exhausted = true
	}
	return j.exhausted
}

// descending sorts scores from the highest down, in place, and returns
// them.
func descending(s []trf.Points) []trf.Points {
	slices.Sort(s)
	slices.Reverse(s)
	return s
}
