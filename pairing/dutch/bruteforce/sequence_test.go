package bruteforce

import (
	"fmt"
	"testing"
	"time"

	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// TestGenerationOrder checks dutch.Bracket.Generation and Precedes, which
// explanations use to tell which alteration (D.1, D.2, D.3) puts one
// candidate before another, against the literal sequence: on every bracket
// of random rounds, each distinct candidate the brute force generates must
// have a generation, and must come strictly after the one before it.
func TestGenerationOrder(t *testing.T) {
	start := time.Now()
	const limit = 5000 // candidates per bracket
	found, st := runSituations(t, func(sit *situation, st *stats) *mismatch {
		_, steps, err := dutch.PairWith(sit.state, dutch.Solve)
		st.count(sit.state, steps, err)
		for _, step := range steps {
			if m := checkGenerations(step.Bracket, limit); m != nil {
				m.seed, m.players = sit.seed, len(sit.state.ToPair())
				return m
			}
		}
		return nil
	})
	reportMismatches(t, found, st, start)
}

func checkGenerations(b *dutch.Bracket, limit int) (m *mismatch) {
	e := newEnumerator(b)
	_, m1 := e.maxPairs(seq(0, len(b.Players)), nil, nil)
	var prev *dutch.Generation
	var prevC string
	e.visit = func(c *dutch.Candidate, pos int, _ bool) {
		g, ok := b.Generation(c, m1)
		if !ok {
			m = &mismatch{kind: "no generation", size: len(b.Players),
				report: fmt.Sprintf("candidate %d (%s) of a bracket of %d (%d MDPs, M1 %d) has no generation", pos, bsnString(c), len(b.Players), b.MDPs, m1)}
			panic(stopped{})
		}
		if prev != nil {
			if rule, first := b.Precedes(prev, &g); !first {
				m = &mismatch{kind: "order", size: len(b.Players),
					report: fmt.Sprintf("candidate %d (%s) does not come after %s (rule %q): %+v then %+v", pos, bsnString(c), prevC, rule, *prev, g)}
				panic(stopped{})
			}
			if _, first := b.Precedes(&g, prev); first {
				m = &mismatch{kind: "asymmetry", size: len(b.Players),
					report: fmt.Sprintf("candidates %s and %d (%s) both come first", prevC, pos, bsnString(c))}
				panic(stopped{})
			}
		}
		prev, prevC = &g, fmt.Sprintf("%d (%s)", pos, bsnString(c))
		if pos == limit {
			panic(stopped{})
		}
	}
	defer func() {
		if r := recover(); r != nil && r != (stopped{}) {
			panic(r)
		}
	}()
	e.run()
	return nil
}
