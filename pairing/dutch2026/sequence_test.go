package dutch2026

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

// TestSequenceOrder checks precedes (dutch.NewGeneration, and 4.4.2 for
// the sets of MDPs), by which the explanations tell which step of the
// rules' sequence puts one candidate before another (3.6, 3.7 with
// 4.2-4.4), against the literal walk of the 2026 sequence (Literal.Walk):
// on every bracket of up to 10 players of every round of the 2026
// fixtures and of every twentieth file of the 2026 reference corpus, each
// distinct candidate the walk generates, up to the 2,000th, must have a
// generation that pairs M1 MDPs and comes strictly after the one before.
func TestSequenceOrder(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(fixtures, "*.trf"))
	if !testing.Short() {
		if all, _ := filepath.Glob(filepath.Join(sharedDir(), "corpus", "rtg-bbp-2026", "*.trf")); len(all) > 0 {
			for i := 0; i < len(all); i += 20 {
				files = append(files, all[i])
			}
		}
	}
	brackets, candidates := 0, 0
	for _, path := range files {
		tour := proptest.ReadTournament(t, path)
		for r := 1; r <= tour.Rounds; r++ {
			ps, err := tour.Before(r)
			if err != nil {
				t.Fatal(err)
			}
			_, steps, err := PairSteps(ps)
			if err != nil {
				continue
			}
			for k, st := range steps {
				if len(st.Bracket.Players) > 10 {
					continue
				}
				brackets++
				n, err := checkSequence(st.Bracket, 2000)
				candidates += n
				if err != nil {
					t.Fatalf("%s round %d bracket %d: %v", filepath.Base(path), r, k+1, err)
				}
			}
		}
	}
	t.Logf("%d files, %d brackets, %d candidates", len(files), brackets, candidates)
}

// checkSequence walks the bracket's candidates in the 2026 sequence and
// checks that precedes orders each after the one before; it returns the
// candidates walked.
func checkSequence(b *Bracket, limit int) (int, error) {
	var prev *dutch.Generation
	var prevDesc string
	var err error
	n := 0
	lit := NewLiteral(b)
	m1 := lit.outline().m1
	lit.Walk(func(c *Candidate, _ bool) bool {
		n++
		g, ok := dutch.NewGeneration(len(b.Players), b.MDPs, c)
		if !ok || len(g.S1) != m1 {
			err = fmt.Errorf("candidate %d (%s) has no generation with M1 = %d MDPs", c.Generated, describe(b, c), m1)
			return false
		}
		desc := fmt.Sprintf("candidate %d (%s)", c.Generated, describe(b, c))
		if prev != nil {
			if step, first := precedes(prev, &g); !first {
				err = fmt.Errorf("%s does not come after %s (step %d)", desc, prevDesc, step)
				return false
			}
			if _, first := precedes(&g, prev); first {
				err = fmt.Errorf("%s and %s both come first", desc, prevDesc)
				return false
			}
		}
		prev, prevDesc = &g, desc
		return n < limit
	})
	return n, err
}
