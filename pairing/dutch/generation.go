package dutch

import "slices"

// Generation tells where the rules' sequence of candidates first produces
// a candidate of a bracket: C.04.3 (2017) B.6, B.7 with the orders of
// D.1-D.3; C.04.3 (2026) 3.6, 3.7 with the orders of 4.2-4.4, which are
// the same but for the choice of S1 among the MDPs (2017 D.3, 2026 4.4).
// All numbers are indices into the bracket's players (BSN minus one), in
// ascending order unless said otherwise.
type Generation struct {
	// S1 holds the MDPs that the candidate pairs, the S1 of a
	// heterogeneous bracket (2017 B.2 and D.3; 2026 3.2.2 and 4.4), and
	// MDPPartners their partners in S1's order: the first elements of the
	// transposition of S2 (2017 D.1, 2026 4.2) that gives the MDP-Pairing
	// (2017 B.3, 2026 3.3.3). Both are empty in a homogeneous bracket.
	S1, MDPPartners []int

	// S1R and S2R are the original subgroups (2017 B.2, 2026 3.2.1) of the
	// homogeneous bracket or of the remainder.
	S1R, S2R []int

	// Out and In are the resident exchange (2017 D.2, 2026 4.3) that the
	// candidate needs: the players moved from the original S1R to S2R and
	// back. Both are empty when the candidate comes from the original
	// subgroups.
	Out, In []int

	// Partners are the partners of the new S1R's players in its order: the
	// first elements of the transposition of the new S2R (2017 D.1, 2026
	// 4.2).
	Partners []int
}

// NewGeneration returns where the rules' sequence first generates the
// candidate of a bracket of n players, the first mdps of them MDPs. It
// reports false when the sequence never generates it: it pairs two MDPs
// with each other. Which sets of MDPs the sequence takes as S1, and in
// which order, is for the edition to say (2017 D.3, 2026 4.4).
func NewGeneration(n, mdps int, c *Candidate) (Generation, bool) {
	partner := make([]int, n)
	for i := range partner {
		partner[i] = -1
	}
	for _, pr := range c.Pairs {
		partner[pr[0]], partner[pr[1]] = pr[1], pr[0]
	}
	var g Generation
	for i := range mdps {
		if partner[i] >= 0 {
			if partner[i] < mdps {
				return g, false // MDPs are paired with residents
			}
			g.S1 = append(g.S1, i)
			g.MDPPartners = append(g.MDPPartners, partner[i])
		}
	}
	var remainder []int
	pairs := 0
	for i := mdps; i < n; i++ {
		if partner[i] < mdps && partner[i] >= 0 {
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

// NewS1R is S1R after the exchange, in BSN order (2017 B.6, 2026 3.6).
func (g *Generation) NewS1R() []int {
	s1 := append(remove(g.S1R, g.Out), g.In...)
	slices.Sort(s1)
	return s1
}

// ExchangeDifference is the value 2017 D.2.b (2026 4.3) compares: the sum
// of the sequence numbers moved from S2 to S1 minus the sum of those moved
// from S1 to S2, counted among the remainder's own players
// (RemainderNumber).
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
// order), which the exchanges use in a remainder; in a homogeneous bracket
// it is the BSN. It is 0 for a player outside S1R and S2R.
func (g *Generation) RemainderNumber(p int) int {
	if i := slices.Index(g.S1R, p); i >= 0 {
		return i + 1
	}
	if i := slices.Index(g.S2R, p); i >= 0 {
		return len(g.S1R) + i + 1
	}
	return 0
}

// residentExchange finds the first exchange in the exchanges' order after
// which the new S1 holds one player of each pair and no downfloater. A
// player of the original S1 who floats must leave it, and of two partners
// both in S1 the higher BSN leaves; of two partners both in S2 the lower
// BSN enters it. That is the fewest players exchanged (2017 D.2.a), and of
// those the smallest difference of the sums (D.2.b).
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

// Step is the step of the rules' sequence that first tells two
// generations with the same S1 apart.
type Step int

// The steps, in the order the sequence nests them.
const (
	// SameGeneration: the two are generated at the same place.
	SameGeneration Step = iota
	// MDPTransposition: the MDP-Pairing's transposition of S2 (2017 D.1
	// in B.7, 2026 4.2 in 3.7).
	MDPTransposition
	// TranspositionFirst: one comes from the original subgroups of the
	// bracket or remainder, the other needs an exchange; every
	// transposition of S2 comes before the first exchange (2017 B.6,
	// 2026 3.6).
	TranspositionFirst
	// ExchangeSize, ExchangeSum, ExchangeOut and ExchangeIn are the four
	// orders of the resident exchanges (2017 D.2.a-d, 2026 4.3).
	ExchangeSize
	ExchangeSum
	ExchangeOut
	ExchangeIn
	// Transposition: the transposition of the (new) S2 of the bracket or
	// remainder (2017 D.1, 2026 4.2).
	Transposition
)

// PrecedesWithin compares where the sequence generates two candidates
// whose S1 is the same: the step that tells them apart and whether x
// comes first. Equal generations return SameGeneration and false.
func PrecedesWithin(x, y *Generation) (step Step, first bool) {
	if d := slices.Compare(x.MDPPartners, y.MDPPartners); d != 0 {
		return MDPTransposition, d < 0
	}
	if (len(x.Out) == 0) != (len(y.Out) == 0) {
		return TranspositionFirst, len(x.Out) == 0
	}
	if step, first, differ := exchangeBefore(x, y); differ {
		return step, first
	}
	if d := slices.Compare(x.Partners, y.Partners); d != 0 {
		return Transposition, d < 0
	}
	return SameGeneration, false
}

// exchangeBefore compares the resident exchanges of two generations by the
// four orders of 2017 D.2 (2026 4.3).
func exchangeBefore(x, y *Generation) (step Step, first, differ bool) {
	if len(x.Out) != len(y.Out) { // a: fewer exchanged BSNs
		return ExchangeSize, len(x.Out) < len(y.Out), true
	}
	if dx, dy := x.ExchangeDifference(), y.ExchangeDifference(); dx != dy { // b
		return ExchangeSum, dx < dy, true
	}
	ox, oy := slices.Clone(x.Out), slices.Clone(y.Out)
	slices.Reverse(ox)
	slices.Reverse(oy)
	if d := slices.Compare(ox, oy); d != 0 { // c: the highest different BSN moved from S1
		return ExchangeOut, d > 0, true
	}
	if d := slices.Compare(x.In, y.In); d != 0 { // d: the lowest different BSN moved from S2
		return ExchangeIn, d < 0, true
	}
	return SameGeneration, false, false
}
