package dutch2017

import (
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"math/bits"

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
	total int

	bonus, exchangeB, exchangeA, commit matching.Field

	completion, c5, c6, c7Pairs, c7PSD matching.Field
	colour                             [4]matching.Field // C.8-C.11
	downCount, upCount                 [2]matching.Field // C.12, C.14; C.13, C.15
	downSD, upSD                       [2]matching.Field // C.16, C.18; C.17, C.19

	lv, nextLv     sdLevels    // C.6, C.7
	downLv, upLv   [2]sdLevels // C.16, C.18; C.17, C.19
	floor, nextFlr trf.Points  // the artificial scores of A.8
	inNext         func(v int) bool
}

func newFields(s *solver) fields {
	var f fields
	b := s.b
	nb, n := s.nb, s.n
	f.floor = b.lowestScore() - onePoint
	lookAhead := s.lookAhead // C.7
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
		f.nextLv = newSDLevels(nsds, n)
	}

	// A count field sums at most two per edge over n/2 edges.
	countBits := bitsFor(uint64(n)) + 1
	use := usedCriteria(b.Players)
	var l matching.Layout
	// The bonus holds one decision: one per edge of a player, or one
	// player's choice of partner (pairInOrder).
	f.bonus = l.Field(bitsFor(uint64(n+nb)) + 1)
	f.exchangeB = l.Field(bitsFor(uint64(nb*nb)) + 1)
	f.exchangeA = l.Field(countBits)
	f.commit = l.Field(countBits)
	for k := 1; k >= 0; k-- { // C.19, C.18, C.17, C.16
		f.upSD[k] = l.FieldIf(use.up[k], f.upLv[k].top()+countBits) // reward form
		f.downSD[k] = l.FieldIf(use.down[k], f.downLv[k].savingsWidth())
	}
	for k := 1; k >= 0; k-- { // C.15, C.14, C.13, C.12
		f.upCount[k] = l.FieldIf(use.up[k], countBits)
		f.downCount[k] = l.FieldIf(use.down[k], countBits)
	}
	for i := 3; i >= 0; i-- { // C.11 ... C.8
		f.colour[i] = l.FieldIf(use.colour[i], countBits)
	}
	if lookAhead {
		f.c7PSD = l.Field(f.nextLv.savingsWidth())
		f.c7Pairs = l.Field(countBits)
		// C.7 looks at the last bracket as completed (A.9).
		f.completion = l.FieldIf(b.nextIsLast(), countBits)
	}
	f.c6 = l.Field(f.lv.savingsWidth())
	f.c5 = l.Field(countBits)
	if b.Complete {
		f.completion = l.Field(countBits) // C.4, above all quality criteria
	}
	f.total = l.Bits()
	return f
}

// criteriaInUse tells which criteria can fail in a bracket at all; the
// others get no field, which keeps the weights narrow.
type criteriaInUse struct {
	colour   [4]bool // C.8-C.11
	down, up [2]bool // float histories one and two rounds back
}

func usedCriteria(players []*dutch.Player) criteriaInUse {
	var u criteriaInUse
	prefs, strong := 0, 0
	for _, p := range players {
		if p.Topscorer {
			u.colour[0], u.colour[1] = true, true // C.3 lets topscorers meet
		}
		if p.Preference.Strength != dutch.NoPreference {
			prefs++
		}
		if p.Preference.Strength >= dutch.Strong {
			strong++
		}
		for k := 1; k <= 2; k++ {
			u.down[k-1] = u.down[k-1] || p.Float(k) == dutch.Downfloat
			u.up[k-1] = u.up[k-1] || p.Float(k) == dutch.Upfloat
		}
	}
	u.colour[2], u.colour[3] = prefs >= 2, strong >= 2
	return u
}

// criteria returns the criteria part of the weight of edge uv (u < v), or
// false when the two may not be paired.
func (f *fields) criteria(s *solver, u, v int) (matching.Weight, bool) {
	w := matching.NewWeight(f.total)
	if v == s.bye {
		if !s.player(u).CanGetBye() { // C.2
			return nil, false
		}
		w.Put(f.completion, 0, 1)
		return w, true
	}
	p, q := s.player(u), s.player(v)
	if !dutch.Compatible(p, q) || (s.isMDP(u) && s.isMDP(v)) { // C.1, C.3; B.3
		return nil, false
	}
	w.Put(f.completion, 0, 1)
	switch {
	case s.inBracket(v):
		f.bracketPair(w, p, q)
	case f.inNext(v) && (s.inBracket(u) || f.inNext(u)):
		f.nextPair(w, p, q)
	}
	if f.nextLv.values != nil && s.inBracket(u) && s.inBracket(v) {
		// Both stay out of the following bracket.
		w.Put(f.c7PSD, f.nextLv.shift(p.PairingScore-f.nextFlr), 1)
		w.Put(f.c7PSD, f.nextLv.shift(q.PairingScore-f.nextFlr), 1)
	}
	return w, true
}

// nextPair credits a pair of the following bracket (C.7).
func (f *fields) nextPair(w matching.Weight, p, q *dutch.Player) {
	w.Put(f.c7Pairs, 0, 1)
	w.Put(f.c7PSD, f.nextLv.shift(p.PairingScore-f.nextFlr), 1)
	w.Put(f.c7PSD, f.nextLv.shift(q.PairingScore-f.nextFlr), 1)
	w.Take(f.c7PSD, f.nextLv.shift(scoreDiff(p, q)), 1)
}

// bracketPair credits a pair of the bracket: C.5, C.6 and C.8-C.19.
func (f *fields) bracketPair(w matching.Weight, p, q *dutch.Player) {
	w.Put(f.c5, 0, 1)
	// C.6: spare both downfloater costs, pay the pair's score difference.
	w.Put(f.c6, f.lv.shift(p.PairingScore-f.floor), 1)
	w.Put(f.c6, f.lv.shift(q.PairingScore-f.floor), 1)
	w.Take(f.c6, f.lv.shift(scoreDiff(p, q)), 1)

	fails := colourFailures(p, q)
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
		top := up.top()
		// C.12/C.14, C.16/C.18: a repeated downfloater paired here is
		// spared floating; the higher of an unequal pair still floats
		// down, by the pair's score difference.
		for _, x := range []*dutch.Player{p, q} {
			if x.Float(k) == dutch.Downfloat {
				w.Put(f.downCount[k-1], 0, 1)
				w.Put(f.downSD[k-1], down.shift(x.PairingScore-f.floor), 1)
			}
		}
		if d > 0 && hi.Float(k) == dutch.Downfloat {
			w.Take(f.downCount[k-1], 0, 1)
			w.Take(f.downSD[k-1], down.shift(d), 1)
		}
		// C.13/C.15, C.17/C.19: the lower of an unequal pair floats up.
		if d > 0 && lo.Float(k) == dutch.Upfloat {
			w.Put(f.upSD[k-1], top, 1)
			w.Take(f.upSD[k-1], up.shift(d), 1)
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
func (b *Bracket) psdLevels(counts func(*dutch.Player) bool, floor trf.Points) sdLevels {
	var sds []trf.Points
	n := 0
	for i, p := range b.Players {
		if !counts(p) {
			continue
		}
		n++
		sds = append(sds, p.PairingScore-floor)
		for _, q := range b.Players[max(i+1, b.MDPs):] {
			sds = append(sds, scoreDiff(p, q))
		}
	}
	return newSDLevels(sds, n)
}

// upfloatLevels gives levels to the score differences of the players who
// floated up k rounds before, against the higher players they may meet.
func (b *Bracket) upfloatLevels(k int) sdLevels {
	var sds []trf.Points
	n := 0
	for i, p := range b.Players {
		if p.Float(k) != dutch.Upfloat {
			continue
		}
		n++
		for _, q := range b.Players[:i] {
			sds = append(sds, scoreDiff(p, q))
		}
	}
	return newSDLevels(sds, n)
}

// bitsFor is the number of bits needed to hold values up to n.
func bitsFor(n uint64) int { return bits.Len64(n) }
