package dutch2026

import "slices"

// The literal walk of a bracket (literal.go, literal_walk.go,
// literal_judge.go, literal_values.go) pairs a bracket as the 2026 text
// describes it, word for word, without a weighted matching. The narration
// (explain --round) walks it to show how the rules reach the candidate of
// a small bracket; the test-only brute-force reference
// (pairing/dutch2026/bruteforce) chooses its candidate from it, pairs whole
// rounds with it, and property-tests the engine against it.
//
// For one bracket it generates the candidates in the text's own sequence
// (3.2-3.7, with the transpositions of 4.2, the resident exchanges of 4.3
// and the sets of pairable MDPs of 4.4), judges whether each complies with
// the absolute criteria [C1]-[C3] and the Completion Criterion [C4], and
// gives its value on the PAB Criterion [C5] and the quality criteria
// [C6]-[C21], which 3.8 compares in priority order.
//
// It uses no weighted matching and none of the engine's values or weights
// (Solve, Evaluate, fields.go), so that it stays a reference for the
// engine: MaxPairs and M1 (3.1) come from trying every partial pairing of
// the bracket's players; the completion test ([C4]) from
// dutch.Completable, a cardinality test of the players left; the
// following bracket ([C8]) from trying every set of its players it could
// leave unpaired, fewest and lowest first, with a cardinality test of the
// others; and each criterion's value is written from the words of the
// text (literal_values.go). What it shares with the engine are the terms
// of the text (NewState: floats, bye eligibility, colour preferences,
// topscorers), the absolute criteria of a pair (dutch.Compatible), the
// orders of 4.2 and 4.3 (package dutch), colour allocation (5.2,
// dutch.Colours) and the bracket the engine builds (Bracket).
//
// Where the text is silent or known only through paraphrase, the reading is
// the engine's, and the comment at the rule says so: M1 (3.1.3), [C5] fixed
// for the round before the first bracket, [C8] as the following bracket's
// pairs then scores, the scope of [C9], and the score difference of an MDP
// left in the Limbo ([C18], [C20]).
//
// It is slow on purpose, and meant to be read next to the rule text.

// Literal walks and judges the candidates of one bracket by the words of
// the 2026 text. A player's BSN (4.1) is his position in b.Players plus
// one; the first b.MDPs players are the MDPs. A bracket without MDPs is
// paired as a homogeneous bracket (3.6), otherwise as a heterogeneous one
// (3.7).
type Literal struct {
	j              *judge
	o              *outline
	remainderPairs map[[2]uint64]int
	best           *LiteralValues // the best values of [C5]-[C8] (ideal)
}

// NewLiteral prepares the literal walk and judgement of the bracket.
func NewLiteral(b *Bracket) *Literal {
	return &Literal{j: newJudge(b), remainderPairs: map[[2]uint64]int{}}
}

// outline finds MaxPairs, M1 and the sets of pairable MDPs once, and with
// them whether [C9] applies.
func (l *Literal) outline() outline {
	if l.o == nil {
		o := l.j.outline()
		l.o = &o
		l.j.c9 = l.j.c9Applies(o)
	}
	return *l.o
}

// Walk calls visit with each distinct candidate of the bracket in the 2026
// sequence, with its position (Generated, 1-based) and whether it complies
// with [C1]-[C4], until visit returns false or the sequence is used up. It
// returns MaxPairs (3.1.2) and M1 (3.1.3).
func (l *Literal) Walk(visit func(c *Candidate, legal bool) bool) (maxPairs, m1 int) {
	o := l.outline()
	w := &walker{j: l.j, seen: map[string]bool{}, remainderPairs: l.remainderPairs, visit: visit}
	w.run(o)
	return o.maxPairs, o.m1
}

// Legal reports whether the candidate complies with [C1]-[C4] (and 3.3:
// no two MDPs paired with each other).
func (l *Literal) Legal(c *Candidate) bool {
	n := newCandidate(c.Pairs, c.Floaters)
	return l.j.legal(&n)
}

// Values gives the candidate's value on [C5]-[C21]; meaningful for a legal
// candidate only.
func (l *Literal) Values(c *Candidate) LiteralValues {
	l.outline() // [C9]
	n := newCandidate(c.Pairs, c.Floaters)
	return l.j.evaluate(&n)
}

// C9 reports whether [C9] applies to the bracket.
func (l *Literal) C9() bool {
	l.outline()
	return l.j.c9
}

// ideal is the best value any candidate complying with [C1]-[C4] has on
// [C5]-[C8], which depend only on the downfloaters: the lowest by [C5],
// then of those the lowest by [C6], and so on (3.8). Every candidate
// complying with [C1]-[C4] has the same [C5] (none outside the last
// bracket; there its one downfloater has the score the round's [C5]
// fixes), so the best has MaxPairs pairs ([C6]), and ideal looks at the
// downfloaters of those (outline). The fields from [C9] on are empty.
func (l *Literal) ideal() *LiteralValues {
	if l.best != nil {
		return l.best
	}
	var best LiteralValues
	found := false
	for _, m := range l.outline().floaterSets {
		var q LiteralValues
		l.j.floaterValues(&q, members(m))
		if !found || q.Better(&best) {
			best, found = q, true
		}
	}
	for f := fc9; f < numFields; f++ {
		best[f] = nil
	}
	l.best = &best
	return l.best
}

// failures lists the fields on which a candidate complying with [C1]-[C4]
// falls short: the first of [C5]-[C8] on which it is worse than the best
// any candidate has (ideal; the later ones are measured among candidates
// equal on the earlier), and every one of [C9]-[C21] it fails at all. A
// candidate without failures is perfect (3.4: it complies with [C1]-[C5]
// and fulfils [C6]-[C21]); it is as good as any candidate on every
// criterion, so it is also the first of the best (3.8), and the sequence
// may stop there.
func (l *Literal) failures(q *LiteralValues) []Field {
	ideal := l.ideal()
	var out []Field
	for f := fc5; f <= fc8Scores; f++ {
		if slices.Compare(q[f], ideal[f]) != 0 {
			out = append(out, f)
			break
		}
	}
	for f := fc9; f < numFields; f++ {
		if f.scoreList() && len(q[f]) > 0 || !f.scoreList() && len(q[f]) > 0 && q[f][0] != 0 {
			out = append(out, f)
		}
	}
	return out
}

// subgroups gives the original S1, S2 and Limbo of 3.2 (indices): in a
// homogeneous bracket the first MaxPairs players and the others (3.2.1);
// in a heterogeneous one the first set of M1 pairable MDPs (3.2.2, 4.4.2),
// every resident (3.2.3) and the other MDPs (3.2.4).
func (l *Literal) subgroups() (s1, s2, limbo []int) {
	o, j := l.outline(), l.j
	all := seq(j.n)
	if j.mdps == 0 {
		return all[:o.maxPairs], all[o.maxPairs:], nil
	}
	return o.sets[0], all[j.mdps:], without(seq(j.mdps), o.sets[0])
}
