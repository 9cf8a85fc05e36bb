package dutch2012

import (
	"slices"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

const white = trf.White

// bracket is a score bracket being paired (C.04.3 (2012) A.3): the players
// moved down from above (MDPs) first, then the residents, each part in A.2
// order. Indices into ps are the bracket's own numbers.
type bracket struct {
	round  int
	ps     []*dutch.Player
	m0     int  // M0: players moved down (A.6.c)
	lowest bool // the lowest score bracket: every player is paired but the one who gets the bye (C.13)
	// accept, when set, must hold for the players a candidate leaves
	// unpaired: the rest of the round can still be paired (C.13).
	accept func(left []*dutch.Player) bool
	// completing is set when accept asks that the rest of the round can
	// be paired (C.13): rest holds the players below the bracket, odd
	// tells whether the round has a bye.
	completing bool
	rest       []*dutch.Player
	odd        bool
	// b3 is set in the lowest bracket treated as homogeneous when its
	// scores differ: a candidate must reach the least B3factor (D.4).
	b3 bool
	// bestB3 is the least B3factor of the bracket or remainder being
	// searched (D.4), in hundredths of a point squared.
	bestB3 int

	literal bool // walk every candidate, without pruning (PairLiteral)
}

// pairOK judges a pair under a level: B.1, B.2 (unless dropped for top
// scorers), A.7.d (semi-absolute strong preferences), and the float
// criteria for the two floats an unequal pair gives. It returns whether
// the pair fails to fulfil all colour preferences (X) and, in even rounds,
// all strong ones (Z).
func (b *bracket) pairOK(lv *level, i, j int) (ok bool, xf, zf int) {
	p, q := b.ps[i], b.ps[j]
	if !p.CanMeet(q) { // B.1.a
		return false, 0, 0
	}
	pp, qp := p.Preference, q.Preference
	same := pp.Strength != dutch.NoPreference && qp.Strength != dutch.NoPreference && pp.Colour == qp.Colour
	if same && pp.Strength == dutch.Absolute && qp.Strength == dutch.Absolute {
		if lv.b2 || !(p.Topscorer || q.Topscorer) { // B.2 and its note
			return false, 0, 0
		}
	}
	if same && lv.a7d && hard(b.round, p) && hard(b.round, q) { // A.7.d
		return false, 0, 0
	}
	if p.PairingScore != q.PairingScore {
		lo := q
		if q.PairingScore > p.PairingScore {
			lo = p
		}
		// B.5 and B.6 for downfloaters judge the players the bracket
		// moves down (canFloat), not the MDPs it pairs: JaVaFo 1.4 reads
		// them so (docs/dutch2012.md).
		if (lv.b5u && lo.Float(1) == dutch.Upfloat) || (lv.b6u && lo.Float(2) == dutch.Upfloat) {
			return false, 0, 0
		}
	}
	if same {
		xf = 1
		if b.round%2 == 0 && !wavering(b.round, p) && !wavering(b.round, q) {
			zf = 1
		}
	}
	return true, xf, zf
}

// hard reports an absolute preference, or a strong one treated as such
// (A.7.d).
func hard(round int, p *dutch.Player) bool {
	return p.Preference.Strength == dutch.Absolute || semiAbsolute(round, p)
}

// canFloat reports whether a player may be left unpaired under a level: in
// the lowest bracket he gets the bye (B.1.b); elsewhere he is moved down,
// a downfloat that B.5 and B.6 judge.
func (b *bracket) canFloat(lv *level, i int) bool {
	p := b.ps[i]
	if b.lowest && !p.CanGetBye() {
		return false
	}
	return !(lv.b5d && p.Float(1) == dutch.Downfloat) && !(lv.b6d && p.Float(2) == dutch.Downfloat)
}

// b3factor is the B3factor of pairs and the bye (D.4) in hundredths: the
// sum of the squared score differences, the bye counting as an opponent
// one point below the lowest player.
func (b *bracket) b3factor(pairs [][2]int, left []int) int {
	f := 0
	for _, pr := range pairs {
		d := int(b.ps[pr[0]].PairingScore - b.ps[pr[1]].PairingScore)
		f += d * d
	}
	if len(left) == 1 && len(b.ps) > 0 {
		low := b.ps[len(b.ps)-1].PairingScore
		for _, p := range b.ps {
			low = min(low, p.PairingScore)
		}
		d := int(b.ps[left[0]].PairingScore - (low - 10))
		f += d * d
	}
	return f
}

// order merges two lists of bracket indices into A.2 order.
func (b *bracket) order(xs, ys []int) []int {
	out := append(slices.Clone(xs), ys...)
	slices.Sort(out)
	return out
}
