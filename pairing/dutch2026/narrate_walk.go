package dutch2026

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// narrateBudget bounds the sets of players the literal judge may try for
// the following brackets of [C8] while a narration walks one bracket; past
// it the bracket's candidates are not listed. It keeps explain quick when
// a small bracket is followed by a large scoregroup that is hard to pair;
// on the 2026 fixtures and reference corpus a bracket needs 5,689 at most.
const narrateBudget = 50000

// bracketWalk is the rules' sequence of one bracket as the narration walks
// it (walkBracket).
type bracketWalk struct {
	lit   *Literal
	br    *Bracket
	steps []dutch.WalkStep

	pick     *Candidate    // the best so far: at the end, the rules' choice (3.8)
	pickQ    LiteralValues // its values
	pickStep int           // its step

	perfect    bool // the walk stopped at a perfect candidate (3.4)
	truncated  bool // the walk stopped after dutch.WalkCandidates candidates
	exhausted  bool // the judge's budget ran out: the walk does not count
	chosenSeen bool // the engine's candidate was among those examined
	chosen     *Candidate
}

// walkBracket walks the bracket's candidates in the 2026 sequence
// (3.3-3.7 with 4.2-4.4), judged by the literal judge: each is legal or
// not ([C1]-[C4]), and a legal one is compared with the best so far by
// [C5]-[C21] (3.8). The walk stops at the first perfect candidate (3.4),
// when the sequence is used up, or after dutch.WalkCandidates candidates.
// chosen is the engine's candidate, which the rules' choice must be.
func walkBracket(br *Bracket, chosen *Candidate) *bracketWalk {
	w := &bracketWalk{lit: NewLiteral(br), br: br, chosen: chosen}
	w.lit.j.budget = narrateBudget
	w.lit.Walk(w.visit)
	w.exhausted = w.lit.j.exhausted
	if w.pick != nil && !w.perfect {
		if w.agrees() {
			w.steps[w.pickStep].Text += ", and the one chosen"
		} else {
			w.steps[w.pickStep].Text += ", and the rules' choice (3.8)"
		}
	}
	return w
}

// agrees reports whether the rules' choice is the engine's candidate.
func (w *bracketWalk) agrees() bool {
	return w.pick != nil && sameCandidate(w.br, w.pick, w.chosen)
}

func (w *bracketWalk) visit(c *Candidate, legal bool) bool {
	if c.Generated > dutch.WalkCandidates {
		w.truncated = true
		return false
	}
	if sameCandidate(w.br, c, w.chosen) {
		w.chosenSeen = true
	}
	st := dutch.WalkStep{Pos: c.Generated, Illegal: !legal}
	name := describe(w.br, c)
	if !legal {
		st.Text = fmt.Sprintf("%s: illegal (%s)", name, illegalReason(w.br, c))
		w.steps = append(w.steps, st)
		return !w.lit.j.exhausted
	}
	q := w.lit.Values(c)
	fails := w.failsText(&q)
	switch {
	case fails == "":
		st.Text, st.Listed = name+": fails no criterion; a perfect candidate (3.4): accepted at once", true
		w.perfect = true
		w.pick, w.pickQ, w.pickStep = c, q, len(w.steps)
	case w.pick == nil || q.Better(&w.pickQ):
		st.Text, st.Listed = fmt.Sprintf("%s: fails %s; the best so far", name, fails), true
		w.pick, w.pickQ, w.pickStep = c, q, len(w.steps)
	default:
		why := "as good as the best so far, but generated later (3.8)"
		if f, d := q.Compare(&w.pickQ); d != 0 {
			crit := f.Criterion()
			why = fmt.Sprintf("worse than the best so far on %s (%s, against %s)", crit, w.valueText(crit, &q), w.valueText(crit, &w.pickQ))
		}
		st.Text = fmt.Sprintf("%s: fails %s; %s", name, fails, why)
	}
	w.steps = append(w.steps, st)
	return !w.perfect && !w.lit.j.exhausted
}

// failsText lists the criteria a legal candidate fails (Literal.failures),
// with its values; [C5]-[C8] with the best value any candidate has.
func (w *bracketWalk) failsText(q *LiteralValues) string {
	var out []string
	var last Criterion
	for _, f := range w.lit.failures(q) {
		c := f.Criterion()
		if c == last { // [C8]'s two fields
			continue
		}
		last = c
		text := fmt.Sprintf("%s (%s)", c, w.valueText(c, q))
		if c <= C8 {
			best := w.valueText(c, w.lit.ideal())
			if c.Measure() == Scores && len(w.lit.ideal().of(c)) == 0 {
				best = "none"
			}
			text = fmt.Sprintf("%s (%s; at best %s)", c, w.valueText(c, q), best)
		}
		out = append(out, text)
	}
	return strings.Join(out, ", ")
}

// valueText words a literal value of criterion c (valueText).
func (w *bracketWalk) valueText(c Criterion, q *LiteralValues) string {
	return valueTextIn(c, q.of(c), literalLimbo)
}

// illegalReason names the first pair or condition that makes a candidate
// illegal: 3.3 (two MDPs paired), [C1] (met before, or a forbidden pair),
// [C3] (two non-topscorers with the same absolute colour preference), or
// the players not yet paired: in the last bracket at most one may be left,
// for the pairing-allocated bye (1.9.1), whom [C2] and the round's [C5]
// must allow; above it, [C4].
func illegalReason(br *Bracket, c *Candidate) string {
	for _, pr := range c.Pairs {
		p, q := br.Players[pr[0]], br.Players[pr[1]]
		switch {
		case pr[0] < br.MDPs && pr[1] < br.MDPs:
			return fmt.Sprintf("3.3: %d and %d are both MDPs; S1 holds the MDPs, S2 the residents", p.ID, q.ID)
		case !p.CanMeet(q) && p.Met[q.ID] > 0:
			return fmt.Sprintf("[C1]: %d and %d played each other in round %d", p.ID, q.ID, p.Met[q.ID])
		case !p.CanMeet(q):
			return fmt.Sprintf("[C1]: %d and %d are a forbidden pair", p.ID, q.ID)
		case dutch.BreaksC3(p, q):
			return fmt.Sprintf("[C3]: %d and %d are not topscorers and both have an absolute colour preference for %s", p.ID, q.ID, dutch.ColourName(p.Preference.Colour))
		}
	}
	if len(br.Rest) > 0 {
		if br.Odd {
			return "[C4]: the downfloaters and the players below cannot all be paired complying with [C1]-[C3], with the pairing-allocated bye for one whom [C2] and [C5] allow"
		}
		return "[C4]: the downfloaters and the players below cannot all be paired complying with [C1]-[C3]"
	}
	if !br.Odd || len(c.Floaters) != 1 {
		return fmt.Sprintf("[C4]: %s would stay unpaired; in the last bracket only the player who receives the pairing-allocated bye may (1.9.1)", ids(br, c.Floaters))
	}
	p := br.Players[c.Floaters[0]]
	if !p.CanGetBye() {
		return fmt.Sprintf("[C2]: %d would receive the pairing-allocated bye, but in round %d already had it or scored a win's points without playing", p.ID, p.ByeRound)
	}
	return fmt.Sprintf("[C5]: %d would receive the pairing-allocated bye with %s points, but the round can give it to a player with %s points", p.ID, p.PairingScore, br.ByeScore)
}

// sameCandidate reports whether two candidates of the bracket pair the
// same players.
func sameCandidate(br *Bracket, x, y *Candidate) bool {
	return slices.Equal(partners(x, len(br.Players)), partners(y, len(br.Players)))
}

// narrateCandidates tells how the 2026 sequence of candidates reaches the
// chosen candidate: the original subgroups, each candidate generated,
// whether it is legal, the criteria it fails and whether it becomes the
// best so far, and why the sequence stops. It reports false when the
// bracket is not walked (too large, or the chosen candidate too far in the
// sequence), after a line that says why.
func narrateCandidates(b *strings.Builder, br *Bracket, chosen *Candidate) bool {
	if len(br.Players) > dutch.WalkPlayers {
		fmt.Fprintf(b, "  The bracket has more than %d players, too many to list its candidates one by one: the engine finds the best candidate by [C5]-[C21] with a weighted matching, and of the equally good ones the first in the rules' sequence (3.8).\n", dutch.WalkPlayers)
		return false
	}
	w := walkBracket(br, chosen)
	switch {
	case w.exhausted:
		b.WriteString("  The following bracket is too hard to pair by trying its every set of downfloaters ([C8]), so the candidates are not listed one by one.\n")
		return false
	case w.truncated && !w.agrees() && !w.chosenSeen:
		fmt.Fprintf(b, "  The chosen candidate comes after the first %d of the rules' sequence, too many to list one by one.\n", dutch.WalkCandidates)
		return false
	}
	s1, s2, limbo := w.lit.subgroups()
	fmt.Fprintf(b, "  Original subgroups (3.2, by BSN, 4.1): S1 = [%s], S2 = [%s]", ids(br, s1), ids(br, s2))
	if len(limbo) > 0 {
		fmt.Fprintf(b, ", Limbo = [%s]", ids(br, limbo))
	}
	b.WriteString(".\n  Candidates in the rules' sequence (3.3-3.7; transpositions 4.2, resident exchanges 4.3, sets of MDPs 4.4):\n")
	dutch.WriteWalk(b, w.steps)
	switch {
	case w.perfect:
	case w.pick == nil:
		b.WriteString("  No candidate complies with [C1]-[C4].\n")
	case w.truncated && w.agrees():
		fmt.Fprintf(b, "  No candidate is perfect. Only the first %d candidates are examined here; the engine's search finds none of the later ones better (3.8).\n", dutch.WalkCandidates)
	case w.truncated:
		fmt.Fprintf(b, "  No candidate is perfect. Only the first %d candidates are examined here.\n", dutch.WalkCandidates)
	default:
		b.WriteString("  No candidate is perfect: the sequence is used up, and the best candidate is chosen, the first generated of the equally good (3.8).\n")
	}
	if !w.agrees() {
		pick := "no candidate"
		if w.pick != nil {
			pick = describe(br, w.pick)
		}
		fmt.Fprintf(b, "  The rules' sequence, walked here, gives %s; the engine chose %s. They differ: please report this case.\n", pick, describe(br, chosen))
	}
	return true
}
