package dutch2026

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// bracketExplanation finds the first bracket, top down (1.9.2), whose
// recorded candidate differs from the engine's, and says why the engine's
// is chosen: the recorded one breaks [C4] (or pairs two MDPs, 3.3), is
// worse by the first quality criterion on which the two differ (3.8), or
// is as good and comes later in the rules' sequence (3.4 when the engine's
// is perfect, else 3.8).
func bracketExplanation(s *dutch.State, steps []Step, rec pairing.Round) pairing.Explanation {
	opp := map[int]int{}
	for _, b := range rec.Boards {
		opp[b.White], opp[b.Black] = b.Black, b.White
	}
	for i, st := range steps {
		b, ec := st.Bracket, st.Candidate
		rc := recordedCandidate(b, opp)
		if slices.Equal(rc.Pairs, ec.Pairs) && slices.Equal(rc.Floaters, ec.Floaters) {
			continue
		}
		d := &bracketDiff{s: s, n: i + 1, b: b, ec: &ec, rc: &rc, opp: opp, bye: rec.Bye, last: i == len(steps)-1}
		return d.explain()
	}
	return explanation("3.8", "3.8: every bracket is paired as the engine pairs it; the round differs in the pairing-allocated bye only: please report this case", nil)
}

// recordedCandidate is the recorded round's candidate in a bracket: the
// pairs of two of its players, and as downfloaters the others.
func recordedCandidate(b *Bracket, opp map[int]int) Candidate {
	var c Candidate
	for i, p := range b.Players {
		j := slices.IndexFunc(b.Players, func(q *dutch.Player) bool { return q.ID == opp[p.ID] })
		switch {
		case j < 0:
			c.Floaters = append(c.Floaters, i)
		case j > i:
			c.Pairs = append(c.Pairs, [2]int{i, j})
		}
	}
	return c
}

// bracketDiff is the first bracket where the recorded candidate (rc) and
// the engine's (ec) differ.
type bracketDiff struct {
	s      *dutch.State
	n      int // the bracket's number, top down
	b      *Bracket
	ec, rc *Candidate
	opp    map[int]int // the recorded opponents
	bye    int         // the recorded bye
	last   bool        // the last bracket: its one downfloater receives the bye
	long   bool        // a list was cut
	named  int         // the BSN index the text names as the first difference, or -1
}

func (d *bracketDiff) explain() pairing.Explanation {
	b := d.b
	d.named = -1
	size := ""
	if len(b.Players) > cutAbove {
		size = fmt.Sprintf(", %d players", len(b.Players))
	}
	head := fmt.Sprintf("Bracket %d (%s)%s: the engine %s; the recorded round %s.", d.n, bracketName(b), size, d.describe(d.ec, d.rc), d.describe(d.rc, d.ec))
	players := concerned(b, d.ec, d.rc)
	for _, pr := range d.rc.Pairs {
		if pr[1] < b.MDPs {
			return explanation("3.3", fmt.Sprintf("3.3: the recorded round pairs the moved-down players %d and %d with each other; a heterogeneous bracket pairs its MDPs with residents (S1 against S2) and the Limbo's MDPs float on. %s", b.Players[pr[0]].ID, b.Players[pr[1]].ID, head+d.start()), players)
		}
	}
	if !b.Legal(d.rc) {
		return explanation("[C4]", fmt.Sprintf("[C4] (2.2.1, the Completion Criterion): with the recorded round's downfloaters, the players not yet paired after this bracket cannot all be paired complying with [C1]-[C3] (the bye by [C2] and [C5]). %s", head+d.start()), players)
	}
	ve, vr := b.Evaluate(d.ec), b.Evaluate(d.rc)
	crit, cmp := ve.Compare(&vr)
	switch {
	case cmp < 0:
		return explanation(crit.String(), fmt.Sprintf("%s (%s): %s. %s By %s: in the recorded candidate %s; in the engine's %s.%s",
			crit, crit.Article(), crit.Goal(), head, crit, d.value(d.rc, crit, vr[crit]), d.value(d.ec, crit, ve[crit]), d.start()), players)
	case cmp > 0:
		return explanation(crit.String(), fmt.Sprintf("%s (%s): the recorded candidate is better by %s (in it %s; in the engine's %s), yet the engine chose another: please report this case. %s",
			crit, crit.Article(), crit, valueText(crit, vr[crit]), valueText(crit, ve[crit]), head), players)
	}
	return d.sequence(head, &ve, players)
}

// value words a candidate's value on a criterion with who is behind it:
// "2 players downfloat (9, 26)", "the downfloater: {6.0} (7)".
func (d *bracketDiff) value(c *Candidate, crit Criterion, v []trf.Points) string {
	who := d.failing(c, crit)
	if crit == C8 && len(v) > 1 && len(who) > 0 {
		return fmt.Sprintf("the following bracket moves down %s: %s (%s)", dutch.Plural(int(v[0]), "player"), d.few(who, ", "), scoresText(v[1:], limbo))
	}
	text := valueText(crit, v)
	if len(who) > 0 {
		text += " (" + d.few(who, ", ") + ")"
	}
	return text
}

// valueText words a criterion's value: who fails a count ("2 players
// downfloat"), whose scores a list holds ("the downfloaters: {1.0}"),
// Limbo MDPs ([C18], [C20]) and [C8]'s following bracket.
func valueText(c Criterion, v []trf.Points) string { return valueTextIn(c, v, limbo) }

// valueTextIn is valueText for values that count an MDP in the Limbo
// ([C18], [C20]) as lim plus his score: the engine's limbo, or the
// literal judge's literalLimbo.
func valueTextIn(c Criterion, v []trf.Points, lim trf.Points) string {
	switch {
	case c == C8:
		if len(v) == 0 {
			return "there is no following bracket"
		}
		text := fmt.Sprintf("the following bracket moves down %s", dutch.Plural(int(v[0]), "player"))
		if len(v) > 1 {
			text += " (" + scoresText(v[1:], lim) + ")"
		}
		return text
	case c.Measure() == Count:
		n := 0
		if len(v) > 0 {
			n = int(v[0])
		}
		return c.Failures(n)
	}
	return c.Failures(len(v)) + ": " + scoresText(v, lim)
}

// scoresText writes scores or score differences, a Limbo MDP's ([C18],
// [C20], lim plus his score) in words.
func scoresText(v []trf.Points, lim trf.Points) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = x.String()
		if x >= lim {
			parts[i] = "in the Limbo with " + (x - lim).String() + " points"
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func bracketName(b *Bracket) string {
	name := "scoregroup " + b.Players[b.MDPs].PairingScore.String()
	if b.MDPs > 0 {
		name += fmt.Sprintf(" with %s", dutch.Plural(b.MDPs, "moved-down player"))
	}
	return name
}

// describe writes a candidate with the players' IDs: "1-5, 2-6; 7 floats".
func describe(b *Bracket, c *Candidate) string {
	var pairs []string
	for _, pr := range c.Pairs {
		pairs = append(pairs, fmt.Sprintf("%d-%d", b.Players[pr[0]].ID, b.Players[pr[1]].ID))
	}
	out := strings.Join(pairs, ", ")
	if out == "" {
		out = "nobody"
	}
	if len(c.Floaters) > 0 {
		out += " and moves down " + ids(b, c.Floaters)
	}
	return out
}

// concerned lists the players whose partner differs between the two
// candidates (a downfloater's partner is none), by ID.
func concerned(b *Bracket, x, y *Candidate) []int {
	px, py := partners(x, len(b.Players)), partners(y, len(b.Players))
	var out []int
	for i := range b.Players {
		if px[i] != py[i] {
			out = append(out, b.Players[i].ID)
		}
	}
	return out
}

func partners(c *Candidate, n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = -1
	}
	for _, pr := range c.Pairs {
		p[pr[0]], p[pr[1]] = pr[1], pr[0]
	}
	return p
}
