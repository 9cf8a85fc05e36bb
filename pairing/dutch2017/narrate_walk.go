package dutch2017

import (
	"fmt"
	"strings"

	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// narrateCandidates tells how the rules' sequence of candidates (B.4-B.8,
// D.1-D.3) reaches the chosen candidate, as the Arbiters' Manual's
// examples do: each candidate generated, whether it is legal, the
// criteria it fails, and whether it becomes the best so far. A perfect
// candidate ends the sequence (B.4); otherwise the rest of it is shown to
// be no better. It reports false when the bracket is too large to walk.
func narrateCandidates(b *strings.Builder, br *Bracket, chosen *Candidate) bool {
	if len(br.Players) > dutch.WalkPlayers {
		fmt.Fprintf(b, "  The bracket has more than %d players, too many to list its candidates one by one: the engine finds the best candidate on C.5-C.19 with a weighted matching, and of the equally good ones the first in the rules' sequence (B.8).\n", dutch.WalkPlayers)
		return false
	}
	w := &walker{br: br, want: describeCandidate(br, chosen)}
	cq := br.Evaluate(chosen)
	w.perfect = failures(&cq) == ""
	complete := true
	Walk(br, func(c *Candidate, pos int, legal bool) bool {
		if pos > dutch.WalkCandidates {
			complete = false
			return false
		}
		return w.visit(c, pos, legal)
	})
	if !w.found {
		fmt.Fprintf(b, "  The chosen candidate comes after the first %d of the rules' sequence, too many to list one by one.\n", dutch.WalkCandidates)
		return false
	}
	b.WriteString("  Candidates in the rules' sequence (B.6/B.7, transpositions D.1, exchanges D.2/D.3):\n")
	dutch.WriteWalk(b, w.steps)
	switch {
	case w.perfect:
	case !complete:
		fmt.Fprintf(b, "  No candidate is perfect. Only the first %d candidates are examined here; the engine's search shows that none of the later ones is better.\n", dutch.WalkCandidates)
	default:
		b.WriteString("  No candidate is perfect: the sequence is used up, and the best candidate is chosen, the first of the equally good (B.8).\n")
	}
	return true
}

// walker follows the sequence of candidates, keeping the best so far.
type walker struct {
	br      *Bracket
	want    string // the chosen candidate
	perfect bool   // the chosen candidate fails no criterion
	steps   []dutch.WalkStep
	best    *Candidate
	bestQ   Quality
	found   bool
}

func (w *walker) visit(c *Candidate, pos int, legal bool) bool {
	desc := describeCandidate(w.br, c)
	st := dutch.WalkStep{Pos: pos, Illegal: !legal}
	name := desc
	if len(c.Pairs) == 0 {
		name = "no pairs" + desc
	}
	if !legal {
		st.Text = fmt.Sprintf("%s: illegal (%s)", name, illegalReason(w.br, c))
		w.steps = append(w.steps, st)
		return true
	}
	q := w.br.Evaluate(c) // Evaluate is defined for legal candidates only
	switch {
	case desc == w.want:
		st.Text, st.Listed, w.found = fmt.Sprintf("%s: %s", name, failsText(&q)), true, true
		if w.perfect {
			st.Text += "; a perfect candidate (B.4): chosen at once"
		} else {
			st.Text += "; the best so far, and the one chosen"
		}
		w.best, w.bestQ = c, q
	case w.best == nil || (!w.found && q.Better(&w.bestQ)):
		st.Text, st.Listed = fmt.Sprintf("%s: %s; the best so far", name, failsText(&q)), true
		w.best, w.bestQ = c, q
	default:
		crit, d := q.Compare(&w.bestQ)
		why := "as good as the best so far, but generated later (B.8)"
		if d != 0 {
			why = fmt.Sprintf("worse than the best so far on %s (%s against %s)", crit, crit.Value(q[crit]), crit.Value(w.bestQ[crit]))
		}
		st.Text = fmt.Sprintf("%s: %s; %s", name, failsText(&q), why)
	}
	w.steps = append(w.steps, st)
	return !(w.found && w.perfect)
}

// failsText lists the quality criteria a legal candidate fails.
func failsText(q *Quality) string {
	if f := failures(q); f != "" {
		return "fails " + f
	}
	return "fails no criterion C.8-C.19"
}

// illegalReason names the first pair or condition that makes a candidate
// illegal: B.3 (two MDPs paired), C.1 (met before, or a forbidden pair),
// C.3 (two non-topscorers with the same absolute colour preference), or
// C.4 (the round-pairing cannot be completed).
func illegalReason(br *Bracket, c *Candidate) string {
	for _, pr := range c.Pairs {
		p, q := br.Players[pr[0]], br.Players[pr[1]]
		switch {
		case pr[0] < br.MDPs && pr[1] < br.MDPs:
			return fmt.Sprintf("B.3: %d and %d are both moved down", p.ID, q.ID)
		case !p.CanMeet(q):
			return metReason(p, q)
		case !dutch.Compatible(p, q):
			return fmt.Sprintf("C.3: %d and %d both have an absolute preference for %s", p.ID, q.ID, dutch.ColourName(p.Preference.Colour))
		}
	}
	return "C.4: the remaining players cannot complete the round-pairing"
}

func metReason(p, q *dutch.Player) string {
	if k := p.Met[q.ID]; k > 0 {
		return fmt.Sprintf("C.1: %d and %d played each other in round %d", p.ID, q.ID, k)
	}
	return fmt.Sprintf("C.1: %d and %d are a forbidden pair", p.ID, q.ID)
}
