package dutch2017

import "slices"

// Generation tells where the rules' sequence of candidates (B.6, B.7 with
// the orders of D.1-D.3) first produces a candidate. All numbers are
// indices into Bracket.Players (BSN minus one), in ascending order unless
// said otherwise.
type Generation struct {
	// S1 holds the MDPs that the candidate pairs, the S1 of a
	// heterogeneous bracket (B.2) as an MDP-exchange (D.3) forms it, and
	// MDPPartners their partners in S1's order: the first elements of the
	// transposition of S2 (D.1) that gives the MDP-Pairing (B.3). Both are
	// empty in a homogeneous bracket.
	S1, MDPPartners []int

	// S1R and S2R are the original subgroups (B.2) of the homogeneous
	// bracket or of the remainder.
	S1R, S2R []int

	// Out and In are the resident-exchange (D.2) that the candidate needs:
	// the players moved from the original S1R to S2R and back. Both are
	// empty when the candidate comes from the original subgroups.
	Out, In []int

	// Partners are the partners of the new S1R's players in its order: the
	// first elements of the transposition of the new S2R (D.1).
	Partners []int
}

// Generation returns where the rules' sequence first generates c. It
// reports false when the sequence never generates c: it pairs two MDPs
// with each other, or pairs fewer MDPs than mdps (M1, B.1.c).
func (b *Bracket) Generation(c *Candidate, mdps int) (Generation, bool) {
	partner := make([]int, len(b.Players))
	for i := range partner {
		partner[i] = -1
	}
	for _, pr := range c.Pairs {
		partner[pr[0]], partner[pr[1]] = pr[1], pr[0]
	}
	var g Generation
	for i := range b.MDPs {
		if partner[i] >= 0 {
			if partner[i] < b.MDPs {
				return g, false // B.3: MDPs are paired with residents
			}
			g.S1 = append(g.S1, i)
			g.MDPPartners = append(g.MDPPartners, partner[i])
		}
	}
	if len(g.S1) != mdps {
		return g, false
	}
	var remainder []int
	pairs := 0
	for i := b.MDPs; i < len(b.Players); i++ {
		if partner[i] < b.MDPs && partner[i] >= 0 {
			continue // in the MDP-Pairing
		}
		remainder = append(remainder, i)
		if partner[i] > i {
			pairs++
		}
	}
	g.S1R, g.S2R = remainder[:pairs], remainder[pairs:]
	g.Out, g.In = residentExchange(g.S1R, g.S2R, partner)
	for _, p := range g.NewS1R() {
		g.Partners = append(g.Partners, partner[p])
	}
	return g, true
}

// NewS1R is S1R after the exchange, in BSN order (B.6).
func (g *Generation) NewS1R() []int {
	s1 := append(without(g.S1R, g.Out), g.In...)
	slices.Sort(s1)
	return s1
}

// ExchangeDifference is the value D.2.b compares: the sum of the sequence
// numbers moved from S2 to S1 minus the sum of those moved from S1 to S2,
// counted among the remainder's own players (RemainderNumber).
func (g *Generation) ExchangeDifference() int {
	d := 0
	for _, p := range g.In {
		d += g.RemainderNumber(p)
	}
	for _, p := range g.Out {
		d -= g.RemainderNumber(p)
	}
	return d
}

// RemainderNumber is the sequence number of a player of the homogeneous
// bracket or remainder counted among its own players (1, 2, 3 ... in BSN
// order), which D.2 uses in a remainder; in a homogeneous bracket it is the
// BSN. It is 0 for a player outside S1R and S2R.
func (g *Generation) RemainderNumber(p int) int {
	if i := slices.Index(g.S1R, p); i >= 0 {
		return i + 1
	}
	if i := slices.Index(g.S2R, p); i >= 0 {
		return len(g.S1R) + i + 1
	}
	return 0
}

// residentExchange finds the first exchange in D.2's order after which
// the new S1 holds one player of each pair and no downfloater. A player of
// the original S1 who floats must leave it, and of two partners both in S1
// the higher BSN leaves; of two partners both in S2 the lower BSN enters
// it. That is the fewest players exchanged (D.2.a), and of those the
// smallest difference of the sums (D.2.b).
func residentExchange(s1, s2, partner []int) (out, in []int) {
	for _, p := range s1 {
		if q := partner[p]; q < 0 || (q < p && slices.Contains(s1, q)) {
			out = append(out, p)
		}
	}
	for _, p := range s2 {
		if q := partner[p]; q > p && slices.Contains(s2, q) {
			in = append(in, p)
		}
	}
	return out, in
}

// Precedes compares where the sequence generates two candidates of the
// same bracket: it returns the rule of section D that orders them
// ("D.3.a", "D.3.b", "D.1" for the MDP-Pairing, "D.2.a" … "D.2.d",
// "D.1" for the bracket or remainder) and whether x comes first. Equal
// generations return "" and false.
func (b *Bracket) Precedes(x, y *Generation) (rule string, first bool) {
	if !slices.Equal(x.S1, y.S1) {
		for i := range x.S1 { // D.3.a: the highest different score
			if sx, sy := b.Players[x.S1[i]].PairingScore, b.Players[y.S1[i]].PairingScore; sx != sy {
				return "D.3.a", sx > sy
			}
		}
		return "D.3.b", slices.Compare(x.S1, y.S1) < 0
	}
	if d := slices.Compare(x.MDPPartners, y.MDPPartners); d != 0 {
		return "D.1", d < 0
	}
	if rule, first, differ := exchangeBefore(x, y); differ {
		return rule, first
	}
	if d := slices.Compare(x.Partners, y.Partners); d != 0 {
		return "D.1", d < 0
	}
	return "", false
}

// exchangeBefore compares the resident-exchanges of two generations by
// D.2's rules a-d.
func exchangeBefore(x, y *Generation) (rule string, first, differ bool) {
	if len(x.Out) != len(y.Out) { // a: fewer exchanged BSNs
		return "D.2.a", len(x.Out) < len(y.Out), true
	}
	if dx, dy := x.ExchangeDifference(), y.ExchangeDifference(); dx != dy { // b
		return "D.2.b", dx < dy, true
	}
	ox, oy := slices.Clone(x.Out), slices.Clone(y.Out)
	slices.Reverse(ox)
	slices.Reverse(oy)
	if d := slices.Compare(ox, oy); d != 0 { // c: the highest different BSN moved from S1
		return "D.2.c", d > 0, true
	}
	if d := slices.Compare(x.In, y.In); d != 0 { // d: the lowest different BSN moved from S2
		return "D.2.d", d < 0, true
	}
	return "", false, false
}

func without(xs, ys []int) []int {
	var out []int
	for _, x := range xs {
		if !slices.Contains(ys, x) {
			out = append(out, x)
		}
	}
	return out
}
