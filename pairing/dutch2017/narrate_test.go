package dutch2017

import (
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// TestNarrateManualExamples checks the account of the Arbiters' Manual's
// "Some examples of FIDE (Dutch) Pairings" (fixtures/am-dutch-examples.trf):
// the candidates the Manual rejects and chooses, in its order.
func TestNarrateManualExamples(t *testing.T) {
	f, err := trf.ReadFile("../../fixtures/am-dutch-examples.trf")
	if err != nil {
		t.Fatal(err)
	}
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		round int
		want  []string // in this order
	}{
		{2, []string{ // Example 1
			"S1 = [1, 4], S2 = [5, 9]",
			"1. 1-5 4-9: fails C.10 (2)",
			"2. 1-9 4-5: fails no criterion C.8-C.19; a perfect candidate (B.4): chosen at once",
		}},
		{4, []string{
			// Example 3: [4][2 6 7 8 9 12].
			"S1 = [4], S2 = [2, 6, 7, 8, 9, 12]",
			"1. 4-2 6-8 7-9, downfloating 12: illegal (C.1: 6 and 8 played each other",
			"7. 4-2 6-7 8-9, downfloating 12: fails C.10 (2)",
			"8. 4-2 6-7 8-12, downfloating 9: fails C.10 (1)",
			"13. 4-2 7-9 8-12, downfloating 6: fails C.13 (1)",
			"52. 4-8 2-6 7-9, downfloating 12: fails no criterion C.8-C.19; a perfect candidate (B.4)",
			// Example 2: [12][3 11].
			"S1 = [12], S2 = [3, 11]",
			"1. 12-3, downfloating 11: fails C.12 (1), C.16 ({1.0}); the best so far, and the one chosen",
			"2. 12-11, downfloating 3:",
			"Chosen: 12-3, downfloating 11.",
		}},
		{5, []string{ // Example 4
			"1. 5-7, downfloating 9: fails C.10 (1)",
			"2. 5-9, downfloating 7: fails no criterion",
			"As first paired, the bracket gives 7-6, downfloating 8; but the players left, {8, 3, 10, 11}, cannot all be paired",
			"Chosen: no pairs, downfloating 7 6 8.",
			"Collapsed Last Bracket",
			"7-3 6-11 8-10: fails C.13 (2), C.17 ({1.0, 0.5}); the best so far",
			"7-11 6-3 8-10: fails C.13 (2), C.17 ({0.5, 0.5}); the best so far, and the one chosen",
			"Chosen: 7-11 6-3 8-10.",
		}},
	}
	for _, c := range cases {
		var b strings.Builder
		if err := narrateRound(&b, tour, c.round); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		at := 0
		for _, w := range c.want {
			i := strings.Index(out[at:], w)
			if i < 0 {
				t.Errorf("round %d: %q missing (or out of order) in\n%s", c.round, w, out)
				break
			}
			at += i + len(w)
		}
	}
}
