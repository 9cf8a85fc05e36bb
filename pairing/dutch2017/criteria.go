package dutch2017

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// Criterion names a quality criterion of C.04.3 C.5-C.19. C.7 has two
// parts: the pairs, then the PSD, of the following bracket.
type Criterion int

// The quality criteria in descending priority.
const (
	C5 Criterion = iota
	C6
	C7Pairs
	C7PSD
	C8
	C9
	C10
	C11
	C12
	C13
	C14
	C15
	C16
	C17
	C18
	C19
	numCriteria
)

// criterionText is a quality criterion as the 2017 text words it: its
// article, what it asks for, what fails it (for one and for many), and
// where its value comes from. It is the one description of each criterion;
// the engine's weights (fields.go) keep the same order.
type criterionText struct {
	article   string
	goal      string
	one, many string // what fails it, for one failure and for several
	unit      string // the unit of a count value: "downfloaters"
	scores    bool   // the value is a list of score differences, not a count
	colour    int    // its index in colourFailing (C.8-C.11), else -1
	float     int    // its index in repeatedFloats (C.12-C.19), else -1
}

// criteria describes C.5-C.19 of C.04.3 (2017) in priority order.
var criteria = [numCriteria]criterionText{
	C5:      {article: "C.5", goal: "maximise the number of pairs", unit: "downfloaters", colour: -1, float: -1},
	C6:      {article: "C.6", goal: "minimise the PSD", scores: true, colour: -1, float: -1},
	C7Pairs: {article: "C.7", goal: "choose the downfloaters so that the following bracket has the most pairs", unit: "unpaired in the following bracket", colour: -1, float: -1},
	C7PSD:   {article: "C.7", goal: "choose the downfloaters so that the following bracket has the smallest PSD", scores: true, colour: -1, float: -1},
	C8: {article: "C.8", goal: "minimise the topscorers or their opponents who get a colour difference beyond ±2",
		one: "pair gives a topscorer or his opponent a colour difference beyond ±2", many: "pairs give a topscorer or his opponent a colour difference beyond ±2", colour: 0, float: -1},
	C9: {article: "C.9", goal: "minimise the topscorers or their opponents who get the same colour three times in a row",
		one: "pair gives a topscorer or his opponent the same colour three times in a row", many: "pairs give a topscorer or his opponent the same colour three times in a row", colour: 1, float: -1},
	C10: {article: "C.10", goal: "minimise the players who do not get their colour preference",
		one: "player does not get his colour preference", many: "players do not get their colour preference", colour: 2, float: -1},
	C11: {article: "C.11", goal: "minimise the players who do not get their strong colour preference",
		one: "player does not get his strong colour preference", many: "players do not get their strong colour preference", colour: 3, float: -1},
	C12: {article: "C.12", goal: "minimise the players who receive the same downfloat as in the previous round",
		one: "player receives the same downfloat as in the previous round", many: "players receive the same downfloat as in the previous round", colour: -1, float: 0},
	C13: {article: "C.13", goal: "minimise the players who receive the same upfloat as in the previous round",
		one: "player receives the same upfloat as in the previous round", many: "players receive the same upfloat as in the previous round", colour: -1, float: 1},
	C14: {article: "C.14", goal: "minimise the players who receive the same downfloat as two rounds before",
		one: "player receives the same downfloat as two rounds before", many: "players receive the same downfloat as two rounds before", colour: -1, float: 2},
	C15: {article: "C.15", goal: "minimise the players who receive the same upfloat as two rounds before",
		one: "player receives the same upfloat as two rounds before", many: "players receive the same upfloat as two rounds before", colour: -1, float: 3},
	C16: {article: "C.16", goal: "minimise the score differences of the players who receive the same downfloat as in the previous round",
		one: "player receives the same downfloat as in the previous round", many: "players receive the same downfloat as in the previous round", scores: true, colour: -1, float: 0},
	C17: {article: "C.17", goal: "minimise the score differences of the players who receive the same upfloat as in the previous round",
		one: "player receives the same upfloat as in the previous round", many: "players receive the same upfloat as in the previous round", scores: true, colour: -1, float: 1},
	C18: {article: "C.18", goal: "minimise the score differences of the players who receive the same downfloat as two rounds before",
		one: "player receives the same downfloat as two rounds before", many: "players receive the same downfloat as two rounds before", scores: true, colour: -1, float: 2},
	C19: {article: "C.19", goal: "minimise the score differences of the players who receive the same upfloat as two rounds before",
		one: "player receives the same upfloat as two rounds before", many: "players receive the same upfloat as two rounds before", scores: true, colour: -1, float: 3},
}

// String is the article: "C.12".
func (c Criterion) String() string { return criteria[c].article }

// Goal is what the criterion asks for, in the text's words.
func (c Criterion) Goal() string { return criteria[c].goal }

// Failures words n failures of a count criterion: "1 player does not get
// his colour preference", "3 players do not ..."; for a criterion of score
// differences, who they are: "players who receive ...".
func (c Criterion) Failures(n int) string {
	t := &criteria[c]
	if t.scores {
		return "players who " + strings.TrimPrefix(t.many, "players ")
	}
	if n == 1 {
		return "1 " + t.one
	}
	return fmt.Sprintf("%d %s", n, t.many)
}

// Scores reports whether the criterion's value is a list of score
// differences (C.6, C.7's PSD, C.16-C.19) rather than a count.
func (c Criterion) Scores() bool { return criteria[c].scores }

// Value prints a value of the criterion: a count with its unit, or a list
// of score differences "{1.0, 0.5}".
func (c Criterion) Value(v []trf.Points) string {
	t := &criteria[c]
	if !t.scores {
		if t.unit == "" {
			return fmt.Sprintf("%d", v[0])
		}
		return fmt.Sprintf("%d %s", v[0], t.unit)
	}
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = x.String()
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// Quality is how a candidate fares on each quality criterion. Every value is
// "smaller is better": a count of failures, or a list of score differences
// sorted from highest to lowest and compared lexicographically, like the PSD
// of A.8.
type Quality [numCriteria][]trf.Points

// Compare compares two qualities criterion by criterion in priority order.
// It returns the first criterion on which they differ and -1 if q is better,
// +1 if q is worse; or (numCriteria, 0) when they are equal.
func (q *Quality) Compare(r *Quality) (Criterion, int) {
	for c := Criterion(0); c < numCriteria; c++ {
		if d := slices.Compare(q[c], r[c]); d != 0 {
			return c, d
		}
	}
	return numCriteria, 0
}

// Better reports whether q is strictly better than r.
func (q *Quality) Better(r *Quality) bool {
	_, d := q.Compare(r)
	return d < 0
}

// Legal reports whether a candidate complies with the absolute criteria
// C.1-C.3, pairs moved-down players with residents only (B.3), and, when the
// bracket must keep the round complete (C.4), leaves downfloaters that
// together with the remaining players can still all be paired, but for one
// player who may receive the bye.
func (b *Bracket) Legal(c *Candidate) bool {
	for _, pr := range c.Pairs {
		if pr[0] < b.MDPs && pr[1] < b.MDPs {
			return false
		}
		if !dutch.Compatible(b.Players[pr[0]], b.Players[pr[1]]) {
			return false
		}
	}
	if !b.Complete {
		return true
	}
	all := append(b.floaters(c), b.Rest...)
	return dutch.Completable(all, b.Odd, (*dutch.Player).CanGetBye)
}

func (b *Bracket) floaters(c *Candidate) []*dutch.Player {
	out := make([]*dutch.Player, len(c.Floaters))
	for i, f := range c.Floaters {
		out[i] = b.Players[f]
	}
	return out
}

// Evaluate measures a legal candidate against the quality criteria C.5-C.19.
func (b *Bracket) Evaluate(c *Candidate) Quality {
	var q Quality
	q[C5] = dutch.Count(len(c.Floaters))  // C.5: maximise pairs = minimise downfloaters
	q[C6] = b.psd(c)                      // C.6
	q[C7Pairs], q[C7PSD] = b.lookAhead(c) // C.7
	colour, floats := b.colourFailing(c), b.repeatedFloats(c)
	for crit, t := range criteria {
		switch {
		case t.colour >= 0: // C.8-C.11
			q[crit] = dutch.Count(len(colour[t.colour]))
		case t.float >= 0 && !t.scores: // C.12-C.15
			q[crit] = dutch.Count(len(floats[t.float]))
		case t.float >= 0: // C.16-C.19
			q[crit] = scoreDiffs(floats[t.float])
		}
	}
	return q
}

// Failing lists what makes up a candidate's failures of a criterion, as
// indices into Players: the downfloaters (C.5); the pairs that fail a
// colour criterion (C.8-C.11), each as its two players; the players who
// receive a repeated float (C.12-C.19). Other criteria give nil.
func (b *Bracket) Failing(c *Candidate, crit Criterion) [][]int {
	var out [][]int
	switch {
	case crit == C5:
		for _, f := range c.Floaters {
			out = append(out, []int{f})
		}
	case criteria[crit].colour >= 0:
		for _, pr := range b.colourFailing(c)[criteria[crit].colour] {
			out = append(out, []int{pr[0], pr[1]})
		}
	case criteria[crit].float >= 0:
		for _, f := range b.repeatedFloats(c)[criteria[crit].float] {
			out = append(out, []int{f.player})
		}
	}
	return out
}

// colourFailing gives, for C.8, C.9, C.10 and C.11, the pairs that fail it.
func (b *Bracket) colourFailing(c *Candidate) [4][][2]int {
	var out [4][][2]int
	for _, pr := range c.Pairs {
		p, o := b.Players[pr[0]], b.Players[pr[1]]
		for i, fails := range dutch.ColourFailures(p, o) {
			if fails {
				out[i] = append(out[i], pr)
			}
		}
	}
	return out
}

// psd is the Pairing Score Difference of A.8: the score difference of every
// pair, and for every downfloater its score minus one point less than the
// lowest score of the bracket, sorted from highest to lowest.
func (b *Bracket) psd(c *Candidate) []trf.Points {
	var sd []trf.Points
	for _, pr := range c.Pairs {
		sd = append(sd, scoreDiff(b.Players[pr[0]], b.Players[pr[1]]))
	}
	floor := b.lowestScore() - onePoint
	for _, f := range c.Floaters {
		sd = append(sd, b.Players[f].PairingScore-floor)
	}
	return dutch.SortDesc(sd)
}

func scoreDiff(p, q *dutch.Player) trf.Points {
	d := p.PairingScore - q.PairingScore
	if d < 0 {
		return -d
	}
	return d
}

// floatFailure is a player who receives the same float as one or two
// rounds before, with the score difference it counts for C.16-C.19.
type floatFailure struct {
	player int
	diff   trf.Points
}

// repeatedFloats finds the players who receive the same downfloat as in the
// previous round (C.12), the same upfloat (C.13), the same downfloat as two
// rounds before (C.14) and the same upfloat (C.15). In a pair of different
// scores the higher player receives a downfloat and the lower an upfloat;
// a downfloater receives a downfloat (A.4).
func (b *Bracket) repeatedFloats(c *Candidate) [4][]floatFailure {
	var out [4][]floatFailure // C.12, C.13, C.14, C.15
	for _, pr := range c.Pairs {
		hi, lo := pr[0], pr[1]
		if b.Players[hi].PairingScore < b.Players[lo].PairingScore {
			hi, lo = lo, hi
		}
		d := b.Players[hi].PairingScore - b.Players[lo].PairingScore
		if d == 0 {
			continue
		}
		for k := 1; k <= 2; k++ {
			if b.Players[hi].Float(k) == dutch.Downfloat {
				out[2*k-2] = append(out[2*k-2], floatFailure{hi, d})
			}
			if b.Players[lo].Float(k) == dutch.Upfloat {
				out[2*k-1] = append(out[2*k-1], floatFailure{lo, d})
			}
		}
	}
	floor := b.lowestScore() - onePoint
	for _, f := range c.Floaters {
		p := b.Players[f]
		for k := 1; k <= 2; k++ {
			if p.Float(k) == dutch.Downfloat {
				out[2*k-2] = append(out[2*k-2], floatFailure{f, p.PairingScore - floor})
			}
		}
	}
	return out
}

// scoreDiffs is the value of C.16-C.19: the score differences of the
// players with a repeated float, highest first.
func scoreDiffs(fs []floatFailure) []trf.Points {
	sd := make([]trf.Points, len(fs))
	for i, f := range fs {
		sd[i] = f.diff
	}
	return dutch.SortDesc(sd)
}
