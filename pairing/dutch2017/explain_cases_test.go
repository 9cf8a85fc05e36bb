package dutch2017

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

// TestExplainCases explains the planted round of the 2017 file of
// testdata/explain-cases (a copy of ../shared/corpus/explain-cases; its
// README says what the explanation once got wrong): the bye moved from 49
// to 37 in round 2. The engine's candidate comes from the original
// subgroups, the recorded one needs an exchange: B.6, which tries every
// transposition before the first exchange, puts the engine's first, not
// D.2.a, which orders the exchanges among themselves.
func TestExplainCases(t *testing.T) {
	tour := proptest.ReadTournament(t, filepath.Join("testdata", "explain-cases", "n1900_p51_r9_s251937473.trf"))
	res := checker.CheckRound(tour, System{}, 2)
	if res.Consistent {
		t.Fatal("round 2 is consistent")
	}
	e, err := checker.Explain(System{}, tour, res)
	if err != nil {
		t.Fatal(err)
	}
	if e.Rule.Article != "B.8" {
		t.Errorf("rule %s, want B.8: %s", e.Rule.Article, e.Text)
	}
	if got := slices.Sorted(slices.Values(e.Players)); !slices.Equal(got, []int{37, 49, 50}) {
		t.Errorf("players %v, want [37 49 50]", got)
	}
	for _, w := range []string{
		"the engine's pairing pairs 37-50 and gives the bye to 49 where the recorded pairing pairs 49-50 and gives the bye to 37",
		"the engine's candidate comes from the original subgroups (no exchange) and the recorded one from the exchange of 37 (BSN 10) from S1 with 49 (BSN 22) from S2 (D.2)",
		"B.6 tries every transposition of S2 (D.1) before the first exchange (D.2).",
	} {
		if !strings.Contains(e.Text, w) {
			t.Errorf("text lacks %q: %s", w, e.Text)
		}
	}
	if strings.Contains(e.Text, "D.2.a") {
		t.Errorf("text cites D.2.a: %s", e.Text)
	}
}
