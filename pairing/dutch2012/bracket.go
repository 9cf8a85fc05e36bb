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
	// joined holds the players of the latest added score bracket of a
	// lowest bracket joined by C.13 once new MDPs came down to it
	// (pairing numbers): like MDPs, B.5 and B.6 for downfloaters do not
	// judge them.
	joined map[int]bool
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

	// floatMax, when set (B.3), is the highest score a player moved down
	// may have; every candidate breaking it fails B.3 anyway.
	floatMax    trf.Points
	floatMaxSet bool
	floatLater  bool // a lower list of floater scores was tried first and not accepted
	// mayFloat, when set (C.12), holds the only players a candidate may
	// leave unpaired: those of the floater sets that C.12 can accept. It
	// prunes the search; accept still judges the whole set.
	mayFloat map[int]bool
	// floatSets, when set (C.12), lists those sets (pairing numbers): a
	// level none of them can leave unpaired is not searched (setsPossible).
	floatSets [][]int

	log *bracketLog // the narration's record of the bracket; nil: none
}

// pairOK judges a pair under a level: B.1, B.2 (unless dropped for top
// scorers) and A.7.d (semi-absolute strong preferences) must hold; it
// counts what the pair breaks of the counted requirements: all colour
// preferences (X), in even rounds all strong ones (Z), and B.5 and B.6
// for the upfloat an unequal pair gives. B.5 and B.6 for downfloaters
// judge the players the bracket moves down (floatCost), not the MDPs it
// pairs: JaVaFo 1.4 reads them so (docs/dutch2012.md).
func (b *bracket) pairOK(lv *level, i, j int) (ok bool, c costs) {
	p, q := b.ps[i], b.ps[j]
	if !p.CanMeet(q) { // B.1.a
		return false, c
	}
	pp, qp := p.Preference, q.Preference
	same := pp.Strength != dutch.NoPreference && qp.Strength != dutch.NoPreference && pp.Colour == qp.Colour
	if same && pp.Strength == dutch.Absolute && qp.Strength == dutch.Absolute {
		if lv.b2 || !(p.Topscorer || q.Topscorer) { // B.2 and its note
			return false, c
		}
	}
	if same && hard(b.round, p) && hard(b.round, q) { // A.7.d, counted
		c[kA7d] = 1
	}
	if p.PairingScore != q.PairingScore && (i < b.m0 || j < b.m0) {
		// B.5 and B.6 for upfloaters judge the lower player of a pair
		// with an MDP, not two residents of unequal scores (a lowest
		// bracket joined by C.13): JaVaFo 1.4 reads them so (reading 17
		// of docs/dutch2012.md; a00181 R11 of its campaign).
		lo := q
		if q.PairingScore > p.PairingScore {
			lo = p
		}
		c[kB5u] = one(lo.Float(1) == dutch.Upfloat)
		c[kB6u] = one(lo.Float(2) == dutch.Upfloat)
	}
	if b.b3 {
		d := int(p.PairingScore - q.PairingScore)
		c[kB3] = d * d
	}
	if same {
		c[kX] = 1
		if b.round%2 == 0 && !wavering(b.round, p) && !wavering(b.round, q) {
			c[kZ] = 1
		}
	}
	return true, c
}

func one(b bool) int {
	if b {
		return 1
	}
	return 0
}

// floatCost judges a player left unpaired: in the lowest bracket he gets
// the bye, which B.1.b allows or not; he receives a downfloat (moved down,
// or the bye: a point without playing, B.1.b), which B.5 and B.6 count.
func (b *bracket) floatCost(i int) (ok bool, c costs) {
	p := b.ps[i]
	if b.lowest && !p.CanGetBye() || b.floatMaxSet && p.PairingScore > b.floatMax || b.mayFloat != nil && !b.mayFloat[p.ID] {
		return false, c
	}
	if i >= b.m0 && !b.joined[p.ID] {
		// B.5 and B.6 for downfloaters judge the residents the bracket
		// moves down (or leaves for the bye), not an MDP it moves on
		// further: JaVaFo 1.4 reads them so (reading 15 of
		// docs/dutch2012.md; b01233 R7 of its campaign: of the MDPs 3 and
		// 6, who can each meet only 11, it pairs 6 and moves 3 on, though
		// 3 floated down in both rounds before).
		c[kB5d] = one(p.Float(1) == dutch.Downfloat)
		c[kB6d] = one(p.Float(2) == dutch.Downfloat)
	}
	if b.b3 && b.lowest {
		d := int(p.PairingScore - (b.lowestScore() - 10))
		c[kB3] = d * d
	}
	return true, c
}

// hard reports an absolute preference, or a strong one treated as such
// (A.7.d).
func hard(round int, p *dutch.Player) bool {
	return p.Preference.Strength == dutch.Absolute || semiAbsolute(round, p)
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
		d := int(b.ps[left[0]].PairingScore - (b.lowestScore() - 10))
		f += d * d
	}
	return f
}

// lowestScore is the score of the lowest player of the bracket.
func (b *bracket) lowestScore() trf.Points {
	low := b.ps[0].PairingScore
	for _, p := range b.ps {
		low = min(low, p.PairingScore)
	}
	return low
}

// order merges two lists of bracket indices into A.2 order.
func (b *bracket) order(xs, ys []int) []int {
	out := append(slices.Clone(xs), ys...)
	slices.Sort(out)
	return out
}
