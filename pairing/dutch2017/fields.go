package dutch2017

import (
	"math/bits"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// fields is the layout of an edge weight, least significant first: the
// decision bonus, the exchange order (D.2 b, a), the decisions taken, then
// the criteria from C.19 up to C.5 and completion.
//
// Every criterion is written so that a larger total is better and the total
// over the matched edges measures the criterion exactly. A criterion that
// charges a player for floating out of the bracket is written in savings
// form: an edge earns the costs its two players would have as downfloaters,
// less what the pair itself costs; an unmatched player earns nothing. A
// criterion that charges pairs only is written in reward form: a pair of the
// bracket earns a fixed amount less its cost, which is exact because C.5 has
// already fixed the number of pairs.
type fields struct {
	b         *Bracket
	lookAhead bool // C.7 is in the weights and the next scoregroup in the graph

	completion, c5, c6, c7Pairs, c7PSD matching.Field
	colour                             [4]matching.Field // C.8-C.11
	downCount, upCount                 [2]matching.Field // C.12, C.14; C.13, C.15
	downSD, upSD                       [2]matching.Field // C.16, C.18; C.17, C.19

	lv, nextLv     dutch.Levels    // C.6, C.7
	downLv, upLv   [2]dutch.Levels // C.16, C.18; C.17, C.19
	floor, nextFlr trf.Points      // the artificial scores of A.8
	inNext         func(v int) bool

	// own[x] is what a pair of the bracket credits for its player x
	// whoever the partner, as a weight of words words (filled at the
	// first pair, when the weight's width is known).
	own   []uint64
	words int

	// nextParts holds C.7's credit of a pair of the following bracket by
	// the two players' scores (nextPair).
	nextParts []nextPart
}

// nextPart is nextPair's credit for a pair of scores p and q, as a weight.
type nextPart struct {
	p, q  trf.Points
	value []uint64
}

// maxNextParts bounds nextParts: past it, the credit is computed pair by
// pair (a bracket whose players have many distinct scores).
const maxNextParts = 16

// newFields lays out the criteria fields of a bracket above the solver's
// own fields.
func newFields(b *Bracket, s *dutch.Solver, lookAhead bool, l *matching.Layout) *fields {
	f := &fields{b: b, lookAhead: lookAhead}
	nb, n := s.NB(), s.N()
	f.floor = b.lowestScore() - onePoint
	f.inNext = func(v int) bool { return lookAhead && v >= nb && v < nb+len(b.Next) }

	f.lv = b.psdLevels(func(*dutch.Player) bool { return true }, f.floor)
	for k := 1; k <= 2; k++ {
		f.downLv[k-1] = b.psdLevels(func(p *dutch.Player) bool { return p.Float(k) == dutch.Downfloat }, f.floor)
		f.upLv[k-1] = b.upfloatLevels(k)
	}
	if lookAhead {
		f.nextFlr = b.Next[len(b.Next)-1].PairingScore - onePoint
		var nsds []trf.Points
		for _, p := range append(b.Players[:nb:nb], b.Next...) {
			nsds = append(nsds, p.PairingScore-f.nextFlr, p.PairingScore-b.Next[0].PairingScore)
		}
		f.nextLv = dutch.NewLevels(nsds, n)
	}

	// A count field sums at most two per edge over n/2 edges.
	countBits := bitsFor(uint64(n)) + 1
	use := dutch.UsedCriteria(b.Players)
	for k := 1; k >= 0; k-- { // C.19, C.18, C.17, C.16
		f.upSD[k] = l.FieldIf(use.Up[k], f.upLv[k].Top()+countBits) // reward form
		f.downSD[k] = l.FieldIf(use.Down[k], f.downLv[k].SavingsWidth())
	}
	for k := 1; k >= 0; k-- { // C.15, C.14, C.13, C.12
		f.upCount[k] = l.FieldIf(use.Up[k], countBits)
		f.downCount[k] = l.FieldIf(use.Down[k], countBits)
	}
	for i := 3; i >= 0; i-- { // C.11 ... C.8
		f.colour[i] = l.FieldIf(use.Colour[i], countBits)
	}
	if lookAhead {
		f.c7PSD = l.Field(f.nextLv.SavingsWidth())
		f.c7Pairs = l.Field(countBits)
		// C.7 looks at the last bracket as completed (A.9).
		f.completion = l.FieldIf(b.nextIsLast(), countBits)
	}
	f.c6 = l.Field(f.lv.SavingsWidth())
	f.c5 = l.Field(countBits)
	if b.Complete {
		f.completion = l.Field(countBits) // C.4, above all quality criteria
	}
	return f
}

// Weight writes the criteria part of the weight of edge uv (u < v), and
// reports false when the two may not be paired.
func (f *fields) Weight(s *dutch.Solver, u, v int, w matching.Weight) bool {
	if v == s.Bye() {
		if !s.Player(u).CanGetBye() { // C.2
			return false
		}
		w.Put(f.completion, 0, 1)
		return true
	}
	p, q := s.Player(u), s.Player(v)
	if !s.Compatible(u, v) || (s.IsMDP(u) && s.IsMDP(v)) { // C.1, C.3; B.3
		return false
	}
	w.Put(f.completion, 0, 1)
	switch {
	case s.InBracket(v):
		f.bracketPair(w, s, u, v)
	case f.inNext(v) && (s.InBracket(u) || f.inNext(u)):
		f.nextPair(w, p, q)
	}
	return true
}

// ownParts fills own: for each player x of the bracket, C.6's and C.7's
// savings (x spared floating down, out of the bracket and out of the
// following one) and C.12/C.14, C.16/C.18 (a repeated downfloater spared
// floating).
func (f *fields) ownParts(s *dutch.Solver, words int) {
	f.words = words
	f.own = make([]uint64, s.NB()*words)
	for x := 0; x < s.NB(); x++ {
		w := matching.Weight(f.own[x*words : (x+1)*words])
		p := s.Player(x)
		w.Put(f.c6, f.lv.Shift(p.PairingScore-f.floor), 1)
		for k := 1; k <= 2; k++ {
			if p.Float(k) == dutch.Downfloat {
				w.Put(f.downCount[k-1], 0, 1)
				w.Put(f.downSD[k-1], f.downLv[k-1].Shift(p.PairingScore-f.floor), 1)
			}
		}
		if f.nextLv.Values != nil {
			w.Put(f.c7PSD, f.nextLv.Shift(p.PairingScore-f.nextFlr), 1)
		}
	}
}

// nextPair credits a pair of the following bracket (C.7).
//
// The credit depends on the two scores alone, and the following bracket
// holds few: it is computed once per pair of scores, into a zero weight,
// and added as a whole (nextParts). The same sum: adding and subtracting
// commute, and the weight's words hold every partial sum modulo
// 2^(64*words) (Add, Sub and AddWords all drop the carry or borrow out of
// the top word), where the final value lies (as bracketPair's own parts).
func (f *fields) nextPair(w matching.Weight, p, q *dutch.Player) {
	for _, e := range f.nextParts {
		if e.p == p.PairingScore && e.q == q.PairingScore {
			w.AddWords(e.value)
			return
		}
	}
	if len(f.nextParts) == maxNextParts {
		f.nextCredit(w, p, q)
		return
	}
	value := matching.Weight(make([]uint64, len(w)))
	f.nextCredit(value, p, q)
	f.nextParts = append(f.nextParts, nextPart{p.PairingScore, q.PairingScore, value})
	w.AddWords(value)
}

// nextCredit adds C.7's credit of the pair pq to w.
func (f *fields) nextCredit(w matching.Weight, p, q *dutch.Player) {
	w.Put(f.c7Pairs, 0, 1)
	w.Put(f.c7PSD, f.nextLv.Shift(p.PairingScore-f.nextFlr), 1)
	w.Put(f.c7PSD, f.nextLv.Shift(q.PairingScore-f.nextFlr), 1)
	w.Take(f.c7PSD, f.nextLv.Shift(scoreDiff(p, q)), 1)
}

// bracketPair credits a pair of the bracket: C.5, C.6, C.7 (both stay out
// of the following bracket) and C.8-C.19.
//
// Each player's own part (ownParts) is added as a whole, summed once per
// player instead of once per pair: the same sum, as adding is commutative
// and the weight's words hold every partial sum modulo 2^(64*words),
// where the final value lies.
func (f *fields) bracketPair(w matching.Weight, s *dutch.Solver, u, v int) {
	p, q := s.Player(u), s.Player(v)
	if f.own == nil {
		f.ownParts(s, len(w))
	}
	for _, x := range [2]int{u, v} {
		w.AddWords(f.own[x*f.words : (x+1)*f.words])
	}
	w.Put(f.c5, 0, 1)
	// C.6: both downfloater costs spared (own parts), the pair's score
	// difference paid.
	w.Take(f.c6, f.lv.Shift(scoreDiff(p, q)), 1)

	fails := dutch.ColourFailures(p, q)
	for i, failed := range fails {
		if !failed {
			w.Put(f.colour[i], 0, 1)
		}
	}
	hi, lo := p, q
	if lo.PairingScore > hi.PairingScore {
		hi, lo = lo, hi
	}
	d := hi.PairingScore - lo.PairingScore
	for k := 1; k <= 2; k++ {
		down, up := f.downLv[k-1], f.upLv[k-1]
		top := up.Top()
		// C.12/C.14, C.16/C.18: a repeated downfloater paired here is
		// spared floating (own parts); the higher of an unequal pair
		// still floats down, by the pair's score difference.
		if d > 0 && hi.Float(k) == dutch.Downfloat {
			w.Take(f.downCount[k-1], 0, 1)
			w.Take(f.downSD[k-1], down.Shift(d), 1)
		}
		// C.13/C.15, C.17/C.19: the lower of an unequal pair floats up.
		if d > 0 && lo.Float(k) == dutch.Upfloat {
			w.Put(f.upSD[k-1], top, 1)
			w.Take(f.upSD[k-1], up.Shift(d), 1)
		} else {
			w.Put(f.upCount[k-1], 0, 1)
			w.Put(f.upSD[k-1], top, 1)
		}
	}
}

// psdLevels gives levels to the score differences the PSD-like criteria can
// meet for the players that count: their scores as downfloaters (A.8) and
// their differences with the lower players they may be paired with (an MDP
// is never paired with an MDP, B.3).
func (b *Bracket) psdLevels(counts func(*dutch.Player) bool, floor trf.Points) dutch.Levels {
	var sds []trf.Points
	n := 0
	for i, p := range b.Players {
		if !counts(p) {
			continue
		}
		n++
		sds = dutch.AppendDistinct(sds, p.PairingScore-floor)
		for _, q := range b.Players[max(i+1, b.MDPs):] {
			sds = dutch.AppendDistinct(sds, scoreDiff(p, q))
		}
	}
	return dutch.NewLevels(sds, n)
}

// upfloatLevels gives levels to the score differences of the players who
// floated up k rounds before, against the higher players they may meet.
func (b *Bracket) upfloatLevels(k int) dutch.Levels {
	var sds []trf.Points
	n := 0
	for i, p := range b.Players {
		if p.Float(k) != dutch.Upfloat {
			continue
		}
		n++
		for _, q := range b.Players[:i] {
			sds = dutch.AppendDistinct(sds, scoreDiff(p, q))
		}
	}
	return dutch.NewLevels(sds, n)
}

// bitsFor is the number of bits needed to hold values up to n.
func bitsFor(n uint64) int { return bits.Len64(n) }
