package bruteforce

import (
	"fmt"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/dutch2017"
)

// TestGenerationOrder checks dutch2017.Bracket.Generation and Precedes, which
// explanations use to tell which alteration (D.1, D.2, D.3) puts one
// candidate before another, against the literal sequence: on every bracket
// of random rounds, each distinct candidate the brute force generates must
// have a generation, and must come strictly after the one before it.
func TestGenerationOrder(t *testing.T) {
	const limit = 5000 // candidates per bracket
	runSituations(t, func(sit *situation, st *stats) *mismatch {
		_, steps, err := dutch2017.PairWith(sit.state, dutch2017.Solve)
		st.count(sit.state, steps, err)
		for _, step := range steps {
			if m := checkGenerations(step.Bracket, limit); m != nil {
				m.seed, m.players = sit.seed, len(sit.state.ToPair())
				return m
			}
		}
		return nil
	})
}

func checkGenerations(b *dutch2017.Bracket, limit int) (m *mismatch) {
	m1 := dutch2017.LiteralM1(b)
	var prev *dutch2017.Generation
	var prevC string
	dutch2017.Walk(b, func(c *dutch2017.Candidate, pos int, _ bool) bool {
		g, ok := b.Generation(c, m1)
		if !ok {
			m = &mismatch{kind: "no generation", size: len(b.Players),
				report: fmt.Sprintf("candidate %d (%s) of a bracket of %d (%d MDPs, M1 %d) has no generation", pos, bsnString(c), len(b.Players), b.MDPs, m1)}
			return false
		}
		if prev != nil {
			if rule, first := b.Precedes(prev, &g); !first {
				m = &mismatch{kind: "order", size: len(b.Players),
					report: fmt.Sprintf("candidate %d (%s) does not come after %s (rule %q): %+v then %+v", pos, bsnString(c), prevC, rule, *prev, g)}
				return false
			}
			if _, first := b.Precedes(&g, prev); first {
				m = &mismatch{kind: "asymmetry", size: len(b.Players),
					report: fmt.Sprintf("candidates %s and %d (%s) both come first", prevC, pos, bsnString(c))}
				return false
			}
		}
		prev, prevC = &g, fmt.Sprintf("%d (%s)", pos, bsnString(c))
		return pos < limit
	})
	return m
}
