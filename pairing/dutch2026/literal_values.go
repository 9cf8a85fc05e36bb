package dutch2026

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// This file gives the value of a candidate on [C5]-[C21] as the literal
// judge (literal.go) reads the words of the 2026 text. It does not use the
// engine's Values, Evaluate or weights (evaluate.go, fields.go): the
// property tests of the engine compare the two.

// Field is one value by which 3.8 compares two candidates, in descending
// priority: the PAB Criterion [C5], then the quality criteria [C6]-[C21]
// in the order 2.4 gives them ("given in descending priority"). [C8] has
// two values, the following bracket's [C6] and [C7].
type Field int

// The fields of a LiteralValues.
const (
	fc5 Field = iota
	fc6
	fc7
	fc8Floaters // [C8]: the following bracket's downfloaters ([C6] there)
	fc8Scores   // [C8]: their scores ([C7] there)
	fc9
	fc10
	fc11
	fc12
	fc13
	fc14
	fc15
	fc16
	fc17
	fc18
	fc19
	fc20
	fc21
	numFields
)

// Criterion is the criterion of the 2026 text that the field measures.
func (f Field) Criterion() Criterion {
	switch {
	case f <= fc8Floaters:
		return C5 + Criterion(f)
	case f == fc8Scores:
		return C8
	}
	return C5 + Criterion(f-1)
}

func (f Field) String() string {
	switch f {
	case fc8Floaters:
		return "[C8](downfloaters)"
	case fc8Scores:
		return "[C8](scores)"
	}
	return f.Criterion().String()
}

// scoreList reports whether the field is a list of scores or score
// differences (the others are counts).
func (f Field) scoreList() bool {
	switch f {
	case fc5, fc7, fc8Scores, fc18, fc19, fc20, fc21:
		return true
	}
	return false
}

// LiteralValues is a candidate's value on every field as the literal judge
// gives it, each a list compared lexicographically, smaller is better: a
// count is a list of one number, a list of scores is "taken in descending
// order". An empty list is a criterion that does not apply to the bracket.
type LiteralValues [numFields][]trf.Points

// Compare returns the first field on which the two differ and -1 when q is
// better (3.8: "better satisfies ... a quality criterion of higher
// priority"), +1 when o is; numFields and 0 when they are equal.
func (q *LiteralValues) Compare(o *LiteralValues) (Field, int) {
	for f := range numFields {
		if d := slices.Compare(q[f], o[f]); d != 0 {
			return f, d
		}
	}
	return numFields, 0
}

// Better reports whether q is strictly better than o.
func (q *LiteralValues) Better(o *LiteralValues) bool {
	_, d := q.Compare(o)
	return d < 0
}

// literalLimbo is the score difference of an MDP who stays in the Limbo (3.2.4:
// bound to float again), for [C18] and [C20]. The text does not define it;
// TEC's annotated rules say it is "greater than any score difference of a
// resident player" (commentary, shared docs, dutch2026.md [C18]). Two
// Limbo MDPs rank by their scores, the higher the greater, as the engine
// and the Java engine the docs cite count them: literalLimbo plus the
// score. It is a value of its own, not the engine's (fields.go).
const literalLimbo trf.Points = 1 << 24

func (q *LiteralValues) String() string {
	var parts []string
	for f := range numFields {
		if q[f] == nil {
			continue
		}
		var vals []string
		for _, v := range q[f] {
			switch {
			case v >= literalLimbo:
				vals = append(vals, "Limbo+"+(v-literalLimbo).String())
			case f.scoreList():
				vals = append(vals, v.String())
			default:
				vals = append(vals, fmt.Sprint(int(v)))
			}
		}
		parts = append(parts, fmt.Sprintf("%s{%s}", f, strings.Join(vals, " ")))
	}
	return strings.Join(parts, " ")
}

func count(n int) []trf.Points { return []trf.Points{trf.Points(n)} }

// evaluate gives a candidate's value on [C5]-[C21], each from the words of
// the 2026 text. The candidate must be legal (judge.legal).
func (j *judge) evaluate(c *dutch.Candidate) LiteralValues {
	var q LiteralValues
	j.floaterValues(&q, c.Floaters)
	j.colourCriteria(c, &q)
	j.floatCriteria(c, &q)
	return q
}

// floaterValues gives the values that depend on the downfloaters alone:
// [C5]-[C9].
func (j *judge) floaterValues(q *LiteralValues, floaters []int) {
	b := j.b
	scores := make([]trf.Points, len(floaters))
	for i, f := range floaters {
		scores[i] = b.Players[f].PairingScore
	}
	// [C5] 2.3.1: "Minimise the score of the assignee of the
	// pairing-allocated-bye." The last bracket's one downfloater receives
	// the bye (1.9.1); above it the round's [C5] is fixed before the
	// first bracket (the brute force's Pair) and [C4] keeps every
	// candidate to it, so all candidates of such a bracket are equal on
	// it.
	if b.Odd && len(b.Rest) == 0 && len(floaters) == 1 {
		q[fc5] = slices.Clone(scores)
	}
	// [C6] 2.4.1: "Minimise the number of downfloaters".
	q[fc6] = count(len(floaters))
	// [C7] 2.4.2: "Minimise the scores (taken in descending order) of the
	// downfloaters."
	q[fc7] = descending(scores)
	// [C8] 2.4.3: the following bracket (judge.next).
	if len(b.Next) > 0 {
		nx := j.next(mask(floaters))
		q[fc8Floaters], q[fc8Scores] = count(nx.floaters), nx.scores
	}
	// [C9] 2.4.4: "Minimise the number of unplayed games of the assignee
	// of the pairing-allocated-bye", in a bracket that downfloats exactly
	// one player, who will end up receiving it (judge.c9Applies).
	if j.c9 && len(floaters) == 1 {
		q[fc9] = count(unplayedGames(b.Players[floaters[0]]))
	}
}

// unplayedGames counts the rounds in which the player did not play a game
// ([C9]): byes, forfeits and absences (trf.Game.Played), as the engine
// counts them (its own count, fields.go).
func unplayedGames(p *dutch.Player) int {
	n := 0
	for _, h := range p.History {
		if !h.Game.Played() {
			n++
		}
	}
	return n
}

// colourCriteria counts [C10]-[C13] on the colours 5.2 allocates to each
// pair (dutch.Colours, shared with the 2017 rules E.1-E.5), as the text
// words them: what each player ends up with.
//
// The engine (dutch.ColourFailures) and bbpPairings 6.0.0 count [C10] and
// [C11] only for a pair whose two players want the same colour. The two
// readings differ only on histories that no tournament paired by the rules
// has (C.04.1 Art. 6-7 allow exceptions only to topscorers in the final
// round), which a checked file may still hold after an earlier round was
// paired wrongly; the property test's -wild flag makes such histories:
// [C10] here counts a topscorer already beyond ±2 whom his colour brings
// back by one (-5 to -4), and [C11] a topscorer with a colour difference of
// +2 and two Blacks last (1.7.1's two sentences conflict; the difference
// decides, dutch.Player.Preference) who gets Black a third time.
func (j *judge) colourCriteria(c *dutch.Candidate, q *LiteralValues) {
	var n [4]int
	for _, pr := range c.Pairs {
		// 1.2: the lower BSN is the higher ranked player.
		hi, lo := j.b.Players[min(pr[0], pr[1])], j.b.Players[max(pr[0], pr[1])]
		board, _ := dutch.Colours(j.colours, hi, lo)
		top := hi.Topscorer || lo.Topscorer
		for _, x := range []*dutch.Player{hi, lo} {
			got, cd := trf.Black, x.ColourDiff-1
			if board.White == x.ID {
				got, cd = trf.White, x.ColourDiff+1
			}
			// [C10] 2.4.5: "topscorers or topscorers' opponents who get
			// a colour difference higher than +2 or lower than -2".
			if top && (cd > 2 || cd < -2) {
				n[0]++
			}
			// [C11] 2.4.6: "... who get the same colour three times in a
			// row" (played games only, C.04.2 (2026) 3.4).
			k := len(x.Colours)
			if top && k >= 2 && x.Colours[k-1] == got && x.Colours[k-2] == got {
				n[1]++
			}
			// [C12] 2.4.7: "players who do not get their colour
			// preference" (1.7; a player without one, 1.7.4, has none
			// to miss).
			pref := x.Preference
			if pref.Strength != dutch.NoPreference && got != pref.Colour {
				n[2]++
			}
			// [C13] 2.4.8: "players who do not get their strong colour
			// preference": the strong preference of 1.7.2 (colour
			// difference ±1), not an absolute one.
			if pref.Strength == dutch.Strong && got != pref.Colour {
				n[3]++
			}
		}
	}
	for i := range n {
		q[fc10+Field(i)] = count(n[i])
	}
}

// floatCriteria counts [C14]-[C21] for the floats received one (k = 1,
// "the previous round") and two (k = 2, "two rounds before") rounds before
// (1.4.2-1.4.4, NewState).
func (j *judge) floatCriteria(c *dutch.Candidate, q *LiteralValues) {
	b := j.b
	partner := make([]int, j.n)
	for i := range partner {
		partner[i] = -1
	}
	for _, pr := range c.Pairs {
		partner[pr[0]], partner[pr[1]] = pr[1], pr[0]
	}
	for k := 1; k <= 2; k++ {
		var residents, opponents int
		var mdpSD, oppSD []trf.Points
		for _, f := range c.Floaters {
			// [C14]/[C16]: "resident downfloaters who received a
			// downfloat the previous round / two rounds before".
			if f >= j.mdps && b.Players[f].Float(k) == dutch.Downfloat {
				residents++
			}
		}
		for m := range j.mdps {
			mdp, r := b.Players[m], partner[m]
			// [C18]/[C20]: "the score differences (taken in descending
			// order) of MDPs who received a downfloat ..."; an MDP left
			// in the Limbo counts above any resident's (literalLimbo).
			if mdp.Float(k) == dutch.Downfloat {
				if r < 0 {
					mdpSD = append(mdpSD, literalLimbo+mdp.PairingScore)
				} else {
					mdpSD = append(mdpSD, mdp.PairingScore-b.Players[r].PairingScore)
				}
			}
			// [C15]/[C17]: "MDP opponents who received an upfloat ...";
			// [C19]/[C21]: their score differences, descending.
			if r >= 0 && b.Players[r].Float(k) == dutch.Upfloat {
				opponents++
				oppSD = append(oppSD, mdp.PairingScore-b.Players[r].PairingScore)
			}
		}
		step := Field(2 * (k - 1)) // [C16] is two fields after [C14], and so on
		q[fc14+step] = count(residents)
		q[fc15+step] = count(opponents)
		q[fc18+step] = descending(mdpSD)
		q[fc19+step] = descending(oppSD)
	}
}

// of gives the value of criterion c ([C5]-[C21]) in the layout of Values:
// [C8] as the following bracket's number of downfloaters, then their
// scores.
func (q *LiteralValues) of(c Criterion) []trf.Points {
	switch {
	case c < C8:
		return q[Field(c-C5)]
	case c == C8:
		if q[fc8Floaters] == nil {
			return nil
		}
		return append(slices.Clone(q[fc8Floaters]), q[fc8Scores]...)
	}
	return q[Field(c-C5)+1]
}
