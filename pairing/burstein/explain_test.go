package burstein

import (
	"errors"
	"flag"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/internal/plant"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/trf"
)

var sweepCorpus = flag.Bool("sweep.corpus", false, "TestExplainSweep: sweep every fourth file of rtg-bbp-burstein, not only the fixtures")

// TestExplainSweep plants an error in many rounds (an opponent swap, a
// colour swap, the bye moved) and checks that every differing round is
// explained without an error and never as "please report" (a round the
// explanation cannot place: an engine or explanation fault).
func TestExplainSweep(t *testing.T) {
	files, _ := filepath.Glob("../../fixtures/reference-burstein/*.trf")
	if *sweepCorpus {
		all, _ := filepath.Glob(filepath.Join(sharedDir(), "corpus", "rtg-bbp-burstein", "*.trf"))
		files = nil
		for i := 0; i < len(all); i += 4 { // every fourth file
			files = append(files, all[i])
		}
	}
	rules := map[string]int{}
	for _, path := range files {
		base := proptest.ReadTournament(t, path)
		for r := 1; r <= base.Rounds; r++ {
			rec, err := base.Recorded(r)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i+1 < len(rec.Boards); i += 3 {
				a, b, c, d := rec.Boards[i].White, rec.Boards[i].Black, rec.Boards[i+1].White, rec.Boards[i+1].Black
				for _, p := range []func(*trf.File){
					func(f *trf.File) { plant.SwapOpponents(f, r, a, b, c, d) },
					func(f *trf.File) { plant.SwapColours(f, r, a, b) },
					func(f *trf.File) {
						if rec.Bye != 0 {
							plant.MoveBye(f, r, rec.Bye, a)
						}
					},
				} {
					if rule := sweepOne(t, path, r, p); rule != "" {
						rules[rule]++
					}
				}
			}
		}
	}
	var tally []string
	total := 0
	for r, n := range rules {
		tally = append(tally, r+": "+strconv.Itoa(n))
		total += n
	}
	sort.Strings(tally)
	t.Logf("%d files, %d planted rounds explained: %s", len(files), total, strings.Join(tally, ", "))
	if total < 100 {
		t.Errorf("only %d rounds explained", total)
	}
}

// sweepOne plants one error and explains the round; it returns the rule
// when the round differs and is explained.
func sweepOne(t *testing.T, path string, r int, p func(*trf.File)) string {
	t.Helper()
	f, err := trf.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p(f)
	tour, err := pairing.New(f)
	if err != nil {
		return ""
	}
	res := checker.CheckRound(tour, System{}, r)
	if res.Consistent {
		return ""
	}
	e, err := System{}.Explain(tour, pairing.Difference{Round: r, Engine: res.Engine, Recorded: res.Recorded,
		NoPairing: errors.Is(res.Err, pairing.ErrNoPairing)})
	if err != nil || strings.Contains(e.Text, "please report") || e.Rule.Article == "" {
		t.Errorf("%s round %d: %v %s", filepath.Base(path), r, err, e.Text)
		return ""
	}
	return e.Rule.Article
}
