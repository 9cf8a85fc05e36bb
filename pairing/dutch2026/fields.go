package dutch2026

import (
	"math/bits"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/matching"
	"github.com/swisscheck/swisscheck/trf"
)

// Solve is the engine's bracket solver: the best candidate by [C4]-[C21]
// (3.8), and of the best the first in the rules' sequence (3.6, 3.7, 4.2-4.4).
//
// The whole round decides [C4] and [C8]: the following bracket must be
// paired for its most pairs and lowest downfloater scores with the rest of
// the round still complete. The graph that holds the bracket and every
// player below it, with a bye vertex when the round is odd, judges that
// directly. A smaller graph, the bracket and the next scoregroup only, is
// tried first: when its best candidate and its pairing of the following
// bracket leave the players below a complete pairing ([C1]-[C3], the bye
// by [C2], [C5]), no candidate of the whole graph can be better, and the
// first of the best is the same.
//
// [C9] applies to a bracket that downfloats exactly one player, who will
// end up receiving the pairing-allocated bye (its note): the bye comes
// from the bracket (byeFromHere) and its best candidates by [C4]-[C8]
// downfloat one player. [C6] fixes how many, so one solve without [C9]
// tells.
func Solve(b *Bracket) Candidate {
	if c, ok := b.firstPerfect(); ok {
		return c
	}
	// solveAlone's graph holds the bracket's players alone (no bye vertex,
	// no one below): with an odd number of them every matching leaves one
	// out, its best candidates downfloat, and it would give up after the
	// solve. Skipping it changes nothing but the time (34 such solves in
	// the 1,000-player file).
	if !b.byeFromHere() && len(b.Players)%2 == 0 {
		if c, ok := solveAlone(b); ok {
			return c
		}
	}
	if len(b.Rest) > len(b.Next) && !b.byeFromHere() {
		if c, ok := solveNear(b); ok {
			return c
		}
	}
	if b.byeFromHere() {
		return solveC9(b)
	}
	s := newSolver(b, true, false)
	s.Solve()
	return decide(s)
}

// solveC9 solves a bracket the bye may come from: with [C9] when its best
// candidates by [C4]-[C8] downfloat exactly one player, without otherwise.
//
// The graph with [C9] is solved first, as the bracket mostly downfloats
// one player (every such bracket of the 1,000-player file does, the
// 991-player round 1 among them), which then needs no solve without [C9].
// Its answer to "how many downfloat" is the same: [C9] is a field below
// [C4]-[C8] (fields), on the bye's edge alone (a matching has one, so the
// field never carries into [C8]), and the fields below it and above it
// weigh every edge as in the graph without it. So its best candidates are
// those of the graph without it that are best by [C9] too: best by [C4]
// -[C8], whose [C6] (every pair of the bracket counts one) fixes the
// number of pairs inside the bracket, hence of downfloaters. When it is
// not one, the graph without [C9] is solved as before; when it is, the
// graph with [C9] is the one the decisions are taken on, as before.
func solveC9(b *Bracket) Candidate {
	s := newSolver(b, true, true)
	s.Solve()
	if len(s.Candidate().Floaters) != 1 {
		s.Release()
		s = newSolver(b, true, false)
		s.Solve()
	}
	return decide(s)
}

// decide takes the decisions of the solver and releases its memory to the
// next graph's solver.
func decide(s *dutch.Solver) Candidate {
	c := s.Decide()
	s.Release()
	return c
}

// solveAlone pairs the bracket in the graph of its own players. When its
// best candidates pair everybody, [C8] cannot tell them apart (the
// following bracket is the next scoregroup whatever they do), and the one
// chosen stands if the players below can complete the round.
func solveAlone(b *Bracket) (Candidate, bool) {
	s := dutch.NewSolver(b.Players, b.MDPs, nil, false, func(s *dutch.Solver, l *matching.Layout) dutch.Criteria {
		return newFields(b, s, l, false, false)
	})
	s.Solve()
	if len(s.Candidate().Floaters) > 0 {
		s.Release()
		return Candidate{}, false
	}
	return decide(s), dutch.Completable(b.Rest, b.Odd, b.CanGetBye)
}

// solveNear pairs the bracket in the graph of the bracket and the next
// scoregroup, and reports whether the players it leaves, with those below
// the next scoregroup, can complete the round.
func solveNear(b *Bracket) (Candidate, bool) {
	s := newSolver(b, false, false)
	s.Solve()
	c := s.Decide()
	left := append(s.Unmatched(), b.Rest[len(b.Next):]...)
	s.Release()
	return c, dutch.Completable(left, b.Odd, b.CanGetBye)
}

// newSolver builds the graph of the bracket: with every player below it
// and the bye when whole, else with the next scoregroup only.
func newSolver(b *Bracket, whole, c9 bool) *dutch.Solver {
	outer := b.Next
	if whole {
		outer = b.Rest
	}
	return dutch.NewSolver(b.Players, b.MDPs, outer, whole && b.Odd, func(s *dutch.Solver, l *matching.Layout) dutch.Criteria {
		return newFields(b, s, l, whole, c9)
	})
}

// limbo is added to an MDP's score to give the score difference of an MDP
// that floats again: "greater than any score difference of a resident
// player" ([C18], [C20]; TEC's annotated rules, commentary).
const limbo trf.Points = 1 << 20

// fields is the layout of the criteria part of an edge weight, least
// significant first: [C21] ... [C14], the colour criteria [C13] ... [C10],
// [C9], [C8], [C7], [C6] and completion ([C4]).
//
// As in the 2017 system, a criterion that charges a player for floating
// out of the bracket is written in savings form (an edge earns the costs
// its players would have as downfloaters) and a criterion that charges
// pairs only in reward form (a pair of the bracket earns a fixed amount
// less its cost, exact because [C6] fixes the number of pairs).
type fields struct {
	b    *Bracket
	next int // vertices nb .. nb+next-1 are the following scoregroup

	completion, c6, c7, c8Pairs, c8Scores, c9 matching.Field
	colour                                    [4]matching.Field // [C10]-[C13]
	downCount, upCount                        [2]matching.Field // [C14], [C16]; [C15], [C17]
	downSD, upSD                              [2]matching.Field // [C18], [C20]; [C19], [C21]

	lv7, lv8     dutch.Levels
	downLv, upLv [2]dutch.Levels
	unplayedMost int

	// own[x] is what bracketPair credits for player x of the bracket
	// whoever the partner, as a weight of own words each (filled at the
	// first pair, when the weight's width is known).
	own   []uint64
	words int
}

func newFields(b *Bracket, s *dutch.Solver, l *matching.Layout, whole, c9 bool) *fields {
	f := &fields{b: b, next: len(b.Next)}
	nb, n := s.NB(), s.N()
	countBits := bits.Len64(uint64(n)) + 1
	var scores, both []trf.Points
	for _, p := range b.Players {
		scores = append(scores, p.PairingScore)
	}
	both = append(both, scores...)
	for _, p := range b.Next {
		both = append(both, p.PairingScore)
	}
	f.lv7 = dutch.NewLevels(scores, nb)
	f.lv8 = dutch.NewLevels(both, len(both))
	for k := 1; k <= 2; k++ {
		f.downLv[k-1] = b.mdpLevels(k)
		f.upLv[k-1] = b.opponentLevels(k)
	}
	use := dutch.UsedCriteria(b.Players)
	for k := 1; k >= 0; k-- { // [C21], [C20], [C19], [C18]
		f.upSD[k] = l.FieldIf(use.Up[k], f.upLv[k].Top()+countBits)
		f.downSD[k] = l.FieldIf(use.Down[k], f.downLv[k].SavingsWidth())
	}
	for k := 1; k >= 0; k-- { // [C17], [C16], [C15], [C14]
		f.upCount[k] = l.FieldIf(use.Up[k], countBits)
		f.downCount[k] = l.FieldIf(use.Down[k], countBits)
	}
	for i := 3; i >= 0; i-- { // [C13] ... [C10]
		f.colour[i] = l.FieldIf(use.Colour[i], countBits)
	}
	if c9 {
		for _, p := range b.Players {
			f.unplayedMost = max(f.unplayedMost, unplayed(p))
		}
		f.c9 = l.Field(bits.Len64(uint64(f.unplayedMost)) + 1)
	}
	if f.next > 0 { // [C8]
		f.c8Scores = l.Field(f.lv8.SavingsWidth())
		f.c8Pairs = l.Field(countBits)
	}
	f.c7 = l.Field(f.lv7.SavingsWidth())
	f.c6 = l.Field(countBits)
	f.completion = l.FieldIf(whole, countBits) // [C4]
	return f
}

// unplayed counts the rounds in which the player did not play a game
// ([C9]).
func unplayed(p *dutch.Player) int {
	n := 0
	for _, h := range p.History {
		if !h.Game.Played() {
			n++
		}
	}
	return n
}

// Weight writes the criteria part of the weight of edge uv (u < v), and
// reports false when the two may not be paired.
func (f *fields) Weight(s *dutch.Solver, u, v int, w matching.Weight) bool {
	if v == s.Bye() {
		p := s.Player(u)
		if !f.b.CanGetBye(p) { // [C2], [C5]
			return false
		}
		w.Put(f.completion, 0, 1)
		if f.c9.Width > 0 {
			w.Put(f.c9, 0, uint64(f.unplayedMost-unplayed(p)))
		}
		return true
	}
	p, q := s.Player(u), s.Player(v)
	if !dutch.Compatible(p, q) || (s.IsMDP(u) && s.IsMDP(v)) { // [C1], [C3]; 3.3
		return false
	}
	w.Put(f.completion, 0, 1)
	inNext := func(x int) bool { return x >= s.NB() && x < s.NB()+f.next }
	switch {
	case s.InBracket(v):
		f.bracketPair(w, s, u, v)
	case inNext(v) && (s.InBracket(u) || inNext(u)):
		// A pair of the following bracket ([C8]).
		w.Put(f.c8Pairs, 0, 1)
		w.Put(f.c8Scores, f.lv8.Shift(p.PairingScore), 1)
		w.Put(f.c8Scores, f.lv8.Shift(q.PairingScore), 1)
	}
	return true
}

// bracketPair credits a pair of the bracket: [C6], [C7], the part of [C8]
// it settles (both stay out of the following bracket), and [C10]-[C21].
//
// Each player's own part (ownPart) is added as a whole, summed once per
// player instead of once per pair: the same sum, as adding is
// commutative and the weight's words hold every partial sum modulo
// 2^(64*words), where the final value lies.
func (f *fields) bracketPair(w matching.Weight, s *dutch.Solver, u, v int) {
	p, q := s.Player(u), s.Player(v)
	if f.own == nil {
		f.ownParts(s, len(w))
	}
	for _, x := range [2]int{u, v} {
		w.AddWords(f.own[x*f.words : (x+1)*f.words])
	}
	w.Put(f.c6, 0, 1)
	for i, failed := range dutch.ColourFailures(p, q) {
		if !failed {
			w.Put(f.colour[i], 0, 1)
		}
	}
	mdp, res := -1, -1
	if s.IsMDP(u) {
		mdp, res = u, v
	}
	for k := 1; k <= 2; k++ {
		top := f.upLv[k-1].Top()
		if mdp < 0 {
			w.Put(f.upCount[k-1], 0, 1)
			w.Put(f.upSD[k-1], top, 1)
			continue
		}
		m, r := s.Player(mdp), s.Player(res)
		d := m.PairingScore - r.PairingScore
		// [C18]/[C20]: an MDP who floated down k rounds before, paired
		// here, costs the pair's score difference instead of a Limbo's.
		if m.Float(k) == dutch.Downfloat {
			w.Put(f.downSD[k-1], f.downLv[k-1].Shift(limbo+m.PairingScore), 1)
			w.Take(f.downSD[k-1], f.downLv[k-1].Shift(d), 1)
		}
		// [C15]/[C17], [C19]/[C21]: the MDP's opponent floated up k
		// rounds before.
		w.Put(f.upSD[k-1], top, 1)
		if r.Float(k) == dutch.Upfloat {
			w.Take(f.upSD[k-1], f.upLv[k-1].Shift(d), 1)
		} else {
			w.Put(f.upCount[k-1], 0, 1)
		}
	}
}

// ownParts fills own: for each player x of the bracket, [C7] and [C8]'s
// scores (x spared floating), and [C14]/[C16] (a resident who floated
// down k rounds before spared floating again).
func (f *fields) ownParts(s *dutch.Solver, words int) {
	f.words = words
	f.own = make([]uint64, s.NB()*words)
	for x := 0; x < s.NB(); x++ {
		w := matching.Weight(f.own[x*words : (x+1)*words])
		p := s.Player(x)
		w.Put(f.c7, f.lv7.Shift(p.PairingScore), 1)
		if f.next > 0 {
			w.Put(f.c8Scores, f.lv8.Shift(p.PairingScore), 1)
		}
		for k := 1; k <= 2; k++ {
			if !s.IsMDP(x) && p.Float(k) == dutch.Downfloat {
				w.Put(f.downCount[k-1], 0, 1)
			}
		}
	}
}

// mdpLevels gives levels to the score differences [C18]/[C20] can meet:
// those of the MDPs who floated down k rounds before, against the
// residents they may meet, and as Limbo players.
func (b *Bracket) mdpLevels(k int) dutch.Levels {
	var sds []trf.Points
	n := 0
	for _, m := range b.Players[:b.MDPs] {
		if m.Float(k) != dutch.Downfloat {
			continue
		}
		n++
		sds = append(sds, limbo+m.PairingScore)
		for _, r := range b.Players[b.MDPs:] {
			sds = append(sds, m.PairingScore-r.PairingScore)
		}
	}
	return dutch.NewLevels(sds, n)
}

// opponentLevels gives levels to the score differences [C19]/[C21] can
// meet: those of the residents who floated up k rounds before, against the
// MDPs they may meet.
func (b *Bracket) opponentLevels(k int) dutch.Levels {
	var sds []trf.Points
	n := 0
	for _, r := range b.Players[b.MDPs:] {
		if r.Float(k) != dutch.Upfloat {
			continue
		}
		n++
		for _, m := range b.Players[:b.MDPs] {
			sds = append(sds, m.PairingScore-r.PairingScore)
		}
	}
	return dutch.NewLevels(sds, n)
}
