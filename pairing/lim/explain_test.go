package lim_test

import (
	"io"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/pairing/lim"
)

// TestExplainOthers checks tournaments paired by the Dutch rules under
// Lim: every differing round is explained by an article of the Lim text
// (or C.04.1) that names players, and every round can be narrated.
func TestExplainOthers(t *testing.T) {
	cfg := generate.DefaultConfig()
	cfg.MaxPlayers = 30
	articles := map[string]int{}
	for i := range 15 {
		res, err := generate.Generate(dutch2017.System{}, cfg, 5, i)
		if err != nil {
			t.Fatal(err)
		}
		tour, err := pairing.New(res.File)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range checker.Check(tour, lim.System{}, 1) {
			if err := (lim.System{}).Narrate(io.Discard, tour, r.Round); err != nil {
				t.Errorf("tournament %d round %d: narrate: %v", i, r.Round, err)
			}
			if r.Consistent {
				continue
			}
			e, err := lim.System{}.Explain(tour, pairing.Difference{Round: r.Round, Engine: r.Engine, Recorded: r.Recorded, NoPairing: r.Err != nil})
			if err != nil || e.Rule.Article == "" || !strings.HasPrefix(e.Text, e.Rule.Article+":") || len(e.Players) == 0 {
				t.Errorf("tournament %d round %d: %+v, %v", i, r.Round, e, err)
			}
			articles[e.Rule.Article]++
		}
	}
	t.Logf("articles of the explanations: %v", articles)
}
