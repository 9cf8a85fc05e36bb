package dutch2026

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// sequence explains a recorded candidate that is as good as the engine's
// on every quality criterion. When the engine's candidate is perfect (3.4:
// it fails none of [C6]-[C21]), the sequence accepts it at once, before
// the recorded one is generated; otherwise 3.8 takes, of the equally good
// candidates, the one generated first. Either way the step of the
// sequence that puts the engine's first is named (3.6, 3.7 with 4.2-4.4),
// with the subgroups and BSNs that decide, as dutch.Generation finds them.
func (d *bracketDiff) sequence(head string, ve *Values, players []int) pairing.Explanation {
	rule, text := "3.8", "3.8: both candidates are equally good by [C6]-[C21]; of equal candidates the one generated first is chosen."
	if failures(ve) == "" {
		rule, text = "3.4", "3.4: both candidates are perfect, equally good by [C6]-[C21], failing none of them; the first perfect candidate the rules' sequence generates, the engine's, is accepted at once."
	}
	return explanation(rule, text+" "+head+" "+d.order()+d.start(), players)
}

// order says which step of the rules' sequence generates the engine's
// candidate before the recorded one.
func (d *bracketDiff) order() string {
	b := d.b
	ge, okE := dutch.NewGeneration(len(b.Players), b.MDPs, d.ec)
	gr, okR := dutch.NewGeneration(len(b.Players), b.MDPs, d.rc)
	switch {
	case !okE || !okR:
		return "One of them pairs two MDPs, which the sequence never does (3.3): please report this case."
	case len(ge.S1) != len(gr.S1):
		return fmt.Sprintf("The engine's pairs %d MDPs and the recorded one %d; both cannot have M1 (3.1.3): please report this case.", len(ge.S1), len(gr.S1))
	}
	step, first := precedes(&ge, &gr)
	switch {
	case !first:
		return "By the rules' sequence the recorded one comes first: please report this case."
	case step == mdpSet:
		return d.mdpSets(&ge, &gr)
	}
	switch step {
	case dutch.MDPTransposition:
		k := firstIndex(ge.MDPPartners, gr.MDPPartners)
		d.named = ge.S1[k]
		return fmt.Sprintf("Both take S1 = [%s] (3.2.2); in the MDP-Pairing (3.3.3) the engine's pairs %s with %s, the recorded one with %s: 4.2 sorts the transpositions of S2 by the lexicographic value of their BSNs, so the engine's MDP-Pairing comes first (3.7).",
			d.subgroup(nil, ge.S1), d.player(ge.S1[k]), d.player(ge.MDPPartners[k]), d.player(gr.MDPPartners[k]))
	case dutch.Transposition:
		s1 := ge.NewS1R()
		k := firstIndex(ge.Partners, gr.Partners)
		d.named = s1[k]
		return fmt.Sprintf("%s both come from %s, with S1 = [%s]; the first player of S1 they pair differently is %s, with %s in the engine's and %s in the recorded one: 4.2 sorts the transpositions of S2 by the lexicographic value of their BSNs, so the engine's comes first.",
			d.part(&ge, false), d.exchange(&ge), d.subgroup(nil, s1), d.player(s1[k]), d.player(ge.Partners[k]), d.player(gr.Partners[k]))
	}
	return fmt.Sprintf("%s the original subgroups are S1 = [%s] and S2 = [%s] (3.2.1); the engine's candidate comes from %s, the recorded one from %s. %s",
		d.part(&ge, true), d.subgroup(&ge, ge.S1R), d.subgroup(&ge, ge.S2R), d.exchange(&ge), d.exchange(&gr), exchangeOrder(step, &ge, &gr))
}

// mdpSet is the step of the sequence that takes the next set of pairable
// MDPs as S1 (3.7, 4.4.2), before any step of dutch.Step.
const mdpSet dutch.Step = -1

// precedes compares where the 2026 sequence generates two candidates of a
// bracket that pair as many MDPs (M1): the step that tells them apart and
// whether x comes first. Different sets of MDPs as S1 are told apart by
// 4.4.2, "sorted according to their smallest differing BSN" (both are
// valid sets when the candidates are equally good); the rest is as in
// 2017 (dutch.PrecedesWithin: 3.7 with the MDP-Pairing's transposition,
// 3.6 in the bracket or remainder with 4.2 and 4.3).
func precedes(x, y *dutch.Generation) (step dutch.Step, first bool) {
	if k := smallestDiffering(x.S1, y.S1); k >= 0 {
		return mdpSet, slices.Contains(x.S1, k)
	}
	return dutch.PrecedesWithin(x, y)
}

// mdpSets says why the engine's set of MDPs as S1 comes before the
// recorded one's: 4.4.2 sorts the valid sets of pairable MDPs "according
// to their smallest differing BSN" (3.7: each set is tried with S2
// restored).
func (d *bracketDiff) mdpSets(ge, gr *dutch.Generation) string {
	k := smallestDiffering(ge.S1, gr.S1)
	d.named = k
	return fmt.Sprintf("The engine's candidate pairs the MDPs %s as S1 (3.2.2), the recorded one %s; 4.4.2 sorts the sets of pairable MDPs by their smallest differing BSN, BSN %d (%d), which is in the engine's set, so it is tried first (3.7).",
		d.players(ge.S1), d.players(gr.S1), k+1, d.b.Players[k].ID)
}

// exchangeOrder says why 3.6 or 4.3 takes the engine's exchange first.
func exchangeOrder(step dutch.Step, ge, gr *dutch.Generation) string {
	switch step {
	case dutch.TranspositionFirst:
		return "3.6 tries every transposition of S2 (4.2) before the first resident exchange (4.3), so the engine's comes first."
	case dutch.ExchangeSize:
		return fmt.Sprintf("4.3 takes first the exchange of fewer players (%d against %d).", len(ge.Out), len(gr.Out))
	case dutch.ExchangeSum:
		return fmt.Sprintf("4.3 takes first the smaller difference between the sums of the numbers moved from S2 to S1 and from S1 to S2 (%d against %d).",
			ge.ExchangeDifference(), gr.ExchangeDifference())
	case dutch.ExchangeOut:
		return "With as many players exchanged and the same difference of the sums, 4.3 takes first the exchange that moves the largest differing number from S1, the engine's."
	}
	return "With as many players exchanged and the same difference of the sums, 4.3 takes first the exchange that moves the smallest differing number from S2, the engine's."
}

// part names the homogeneous bracket or the remainder (3.3.3), and when
// numbered, that the remainder's players are numbered among themselves.
func (d *bracketDiff) part(g *dutch.Generation, numbered bool) string {
	switch {
	case len(g.S1) == 0:
		return "In the bracket,"
	case numbered:
		return "In the remainder (3.3.3), numbered among its own players (4.1),"
	}
	return "In the remainder (3.3.3),"
}

// exchange describes a resident exchange (4.3).
func (d *bracketDiff) exchange(g *dutch.Generation) string {
	if len(g.Out) == 0 {
		return "the original subgroups (no exchange)"
	}
	return fmt.Sprintf("the exchange of %s from S1 with %s from S2 (4.3)", d.numbered(g, g.Out), d.numbered(g, g.In))
}

// subgroup names the players of a subgroup: by their BSNs (or, with g, a
// remainder's numbers among its own players) as ranges when there are more
// than four, else each with his number.
func (d *bracketDiff) subgroup(g *dutch.Generation, idx []int) string {
	if len(idx) <= 4 {
		if g != nil {
			return d.numbered(g, idx)
		}
		return d.players(idx)
	}
	if g == nil || len(g.S1) == 0 {
		return "BSNs " + dutch.BSNRanges(idx)
	}
	nums := make([]int, len(idx))
	for i, x := range idx {
		nums[i] = g.RemainderNumber(x) - 1
	}
	return "numbers " + dutch.BSNRanges(nums)
}

// numbered names players of a remainder with their numbers among the
// remainder's players (4.1), or of a homogeneous bracket with their BSNs;
// a long list is given by its count and numbers.
func (d *bracketDiff) numbered(g *dutch.Generation, idx []int) string {
	if len(g.S1) == 0 {
		return d.players(idx)
	}
	nums := make([]int, len(idx))
	for i, x := range idx {
		nums[i] = g.RemainderNumber(x) - 1
	}
	if len(idx) > 8 {
		return fmt.Sprintf("%d players, numbers %s", len(idx), dutch.BSNRanges(nums))
	}
	out := make([]string, len(idx))
	for i, x := range idx {
		out[i] = fmt.Sprintf("%d (%d)", d.b.Players[x].ID, nums[i]+1)
	}
	return strings.Join(out, ", ")
}

// firstIndex is the first index where two lists differ.
func firstIndex(x, y []int) int {
	for i := range x {
		if i >= len(y) || x[i] != y[i] {
			return i
		}
	}
	return len(x)
}

// smallestDiffering is the smallest index in one of two sets only (4.4.2),
// or -1 when they are equal.
func smallestDiffering(x, y []int) int {
	k := -1
	for _, a := range x {
		if !slices.Contains(y, a) && (k < 0 || a < k) {
			k = a
		}
	}
	for _, a := range y {
		if !slices.Contains(x, a) && (k < 0 || a < k) {
			k = a
		}
	}
	return k
}
