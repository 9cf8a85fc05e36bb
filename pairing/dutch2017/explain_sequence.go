package dutch2017

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// sequence explains a recorded bracket pairing that is as good as the
// engine's on every criterion: B.8 takes the candidate that the rules'
// sequence (B.6, B.7) generates first, and the rule of section D that
// orders the two (D.1 transpositions, D.2 resident-exchanges, D.3
// MDP-exchanges) says why the engine's comes first.
func (d *bracketDiff) sequence() (explanation, error) {
	b := d.Bracket
	text := fmt.Sprintf("B.8: in %s, the engine's pairing %s where the recorded pairing %s. The two are equal on every criterion C.5-C.19, so B.8 takes the one the rules' sequence of candidates generates first. ",
		d.title(), d.describe(d.ec, d.rc), d.describe(d.rc, d.ec))
	m1 := mdpsPaired(b, d.ec)
	ge, ok := b.Generation(d.ec, m1)
	if !ok {
		return explanation{}, fmt.Errorf("round %d, %s: the engine's candidate (%s) is not in the rules' sequence of candidates",
			d.state.Round, d.title(), short(describeCandidate(b, d.ec)))
	}
	gr, ok := b.Generation(d.rc, m1)
	switch rule, first := b.Precedes(&ge, &gr); {
	case !ok:
		text += fmt.Sprintf("The recorded one is not in the sequence at all: it pairs %d moved-down players, where M1 = %d must be paired (B.1.c, B.2).",
			mdpsPaired(b, d.rc), m1)
	case !first:
		text += fmt.Sprintf("By %s the recorded one comes first: please report this case.", rule)
	default:
		text += d.order(rule, &ge, &gr)
	}
	text += d.start()
	return explanation{"B.8", text, d.concerned()}, nil
}

// order says how the rule of section D puts the engine's generation (ge)
// before the recorded one's (gr).
func (d *bracketDiff) order(rule string, ge, gr *Generation) string {
	const lexicographic = "D.1 sorts the transpositions of S2 by the lexicographic value of their BSNs, so the engine's comes first."
	switch rule {
	case "D.3.a", "D.3.b":
		why := "the highest different score (D.3.a)"
		if rule == "D.3.b" {
			why = "the lowest BSNs (D.3.b)"
		}
		return fmt.Sprintf("The engine's candidate pairs the moved-down players %s (its S1, B.2), the recorded one %s; of the MDP-exchanges, D.3 takes first the S1 with %s, the engine's.",
			d.players(ge.S1), d.players(gr.S1), why)
	case "B.6", "D.2.a", "D.2.b", "D.2.c", "D.2.d":
		if len(ge.S1) > 0 {
			return fmt.Sprintf("In the remainder (B.3), whose players are numbered among themselves for its exchanges (B.7, D.2), the original subgroups are S1R = [%s] and S2R = [%s]; the engine's candidate comes from %s and the recorded one from %s. %s",
				d.numbered(ge, ge.S1R), d.numbered(ge, ge.S2R), d.exchange(ge), d.exchange(gr), exchangeRule(rule, ge, gr))
		}
		return fmt.Sprintf("In the bracket, whose original subgroups are S1 = [%s] and S2 = [%s] (B.2), the engine's candidate comes from %s and the recorded one from %s. %s",
			d.players(ge.S1R), d.players(ge.S2R), d.exchange(ge), d.exchange(gr), exchangeRule(rule, ge, gr))
	}
	if !slices.Equal(ge.MDPPartners, gr.MDPPartners) {
		k := firstDifferent(ge.MDPPartners, gr.MDPPartners)
		return fmt.Sprintf("Both pair the moved-down players %s; in the MDP-Pairing (B.3) the engine's pairs %s with %s, the recorded one with %s. %s",
			d.players(ge.S1), d.player(ge.S1[k]), d.player(ge.MDPPartners[k]), d.player(gr.MDPPartners[k]), lexicographic)
	}
	s1 := ge.NewS1R()
	k := firstDifferent(ge.Partners, gr.Partners)
	d.named = s1[k]
	return fmt.Sprintf("In %s both come from %s, with S1 = [%s]; the first player of S1 they pair differently is %s: the engine's pairing gives him %s, the recorded one %s. %s",
		d.part(ge), d.exchange(ge), d.players(s1), d.player(s1[k]), d.player(ge.Partners[k]), d.player(gr.Partners[k]), lexicographic)
}

// exchangeRule says why B.6 or D.2 takes the engine's exchange first.
func exchangeRule(rule string, ge, gr *Generation) string {
	switch rule {
	case "B.6":
		return "B.6 tries every transposition of S2 (D.1) before the first exchange (D.2)."
	case "D.2.a":
		return fmt.Sprintf("D.2.a takes first the exchange of fewer players (%d against %d).", len(ge.Out), len(gr.Out))
	case "D.2.b":
		return fmt.Sprintf("D.2.b takes first the smaller difference between the sums of the %s moved from S2 to S1 and from S1 to S2 (%d against %d).",
			numbers(ge), ge.ExchangeDifference(), gr.ExchangeDifference())
	}
	tie := fmt.Sprintf("Both exchange %s with the same difference between the sums of the %s moved (%d, D.2.a and D.2.b); ",
		dutch.Plural(len(ge.Out), "player"), numbers(ge), ge.ExchangeDifference())
	if rule == "D.2.c" {
		return tie + "D.2.c takes first the exchange that moves the highest different number from S1 to S2, the engine's."
	}
	return tie + "D.2.d takes first the exchange that moves the lowest different number from S2 to S1, the engine's."
}

// numbers names the sequence numbers D.2 works with: the BSNs in a
// homogeneous bracket, the remainder's own numbers in a remainder.
func numbers(g *Generation) string {
	if len(g.S1) > 0 {
		return "remainder's numbers"
	}
	return "BSNs"
}

// part names the homogeneous bracket or the remainder (B.3).
func (d *bracketDiff) part(g *Generation) string {
	if len(g.S1) > 0 {
		return "the remainder (B.3)"
	}
	return "the bracket"
}

// exchange describes a resident-exchange (D.2).
func (d *bracketDiff) exchange(g *Generation) string {
	if len(g.Out) == 0 {
		return "the original subgroups (no exchange)"
	}
	if len(g.S1) > 0 {
		return fmt.Sprintf("the exchange of %s from S1R with %s from S2R (D.2)", d.numbered(g, g.Out), d.numbered(g, g.In))
	}
	return fmt.Sprintf("the exchange of %s from S1 with %s from S2 (D.2)", d.players(g.Out), d.players(g.In))
}

// numbered names players of a remainder with their numbers among the
// remainder's players (D.2 in a remainder, see Generation.
// RemainderNumber); a long list is given by its count and numbers.
func (d *bracketDiff) numbered(g *Generation, idx []int) string {
	nums := make([]int, len(idx))
	for i, x := range idx {
		nums[i] = g.RemainderNumber(x) - 1
	}
	if len(idx) > 8 {
		return fmt.Sprintf("%d players, numbers %s", len(idx), dutch.BSNRanges(nums))
	}
	out := make([]string, len(idx))
	for i, x := range idx {
		out[i] = fmt.Sprintf("%d (%d)", d.Bracket.Players[x].ID, nums[i]+1)
	}
	return strings.Join(out, ", ")
}

// player names a player of the bracket with his BSN: "17 (BSN 5)".
func (d *bracketDiff) player(i int) string { return dutch.WithBSN(d.Bracket.Players, i) }

// players names a few players with their BSNs (dutch.WithBSNs).
func (d *bracketDiff) players(idx []int) string { return dutch.WithBSNs(d.Bracket.Players, idx) }

// mdpsPaired counts the moved-down players a candidate pairs.
func mdpsPaired(b *Bracket, c *Candidate) int {
	n := 0
	for _, pr := range c.Pairs {
		if min(pr[0], pr[1]) < b.MDPs {
			n++
		}
	}
	return n
}

func firstDifferent(x, y []int) int {
	for i := range x {
		if i >= len(y) || x[i] != y[i] {
			return i
		}
	}
	return len(x)
}
