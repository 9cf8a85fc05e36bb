package dutch2012

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
)

// TestExplain perturbs recorded rounds of a testdata tournament (the
// opponents of two boards swapped, or the bye moved) and checks that each
// gets an article of the 2012 text that the explanation may name.
func TestExplain(t *testing.T) {
	tour := load(t, "testdata/n0085_p8_r7_j1788607941280.trf")
	articles := []string{"B.1", "B.1.b", "B.2", "A.11", "B.4", "A.7.e", "B.5", "B.6", "D.1", "E.1", "E.2", "E.3", "E.4", "E.5"}
	explained := 0
	for r := 2; r <= tour.Rounds; r++ {
		rec, err := tour.Recorded(r)
		if err != nil {
			t.Fatal(err)
		}
		eng := enginePairs(t, tour, r)
		changed := rec
		changed.Boards = slices.Clone(rec.Boards)
		changed.Boards[0].Black, changed.Boards[1].Black = changed.Boards[1].Black, changed.Boards[0].Black
		e, err := System{}.Explain(tour, pairing.Difference{Round: r, Engine: eng, Recorded: changed})
		if err != nil {
			t.Fatal(err)
		}
		if e.Rule.Text != rules || !slices.Contains(articles, e.Rule.Article) || e.Text == "" {
			t.Errorf("round %d: explanation %+v", r, e)
		}
		explained++
	}
	if explained == 0 {
		t.Fatal("nothing explained")
	}
}

// TestExplainD4 swaps the opponents of every two of the last six boards
// of the last round of a tournament of JaVaFo 1.4 (campaign file a00181)
// whose lowest bracket has mixed scores, and checks that D.4 is named
// when the recorded pairing loses only on it: the lowest bracket's
// recorded B3factor is higher, after the absolute criteria, A.11 and B.3.
func TestExplainD4(t *testing.T) {
	files, err := filepath.Glob("testdata/explain/*.trf")
	if err != nil {
		t.Fatal(err)
	}
	named := 0
	for _, file := range files {
		tour := load(t, file)
		r := tour.Rounds
		eng := enginePairs(t, tour, r)
		for i := max(len(eng.Boards)-6, 0); i < len(eng.Boards); i++ {
			for j := i + 1; j < len(eng.Boards); j++ {
				changed := eng
				changed.Boards = slices.Clone(eng.Boards)
				changed.Boards[i].Black, changed.Boards[j].Black = changed.Boards[j].Black, changed.Boards[i].Black
				e, err := System{}.Explain(tour, pairing.Difference{Round: r, Engine: eng, Recorded: changed})
				if err != nil {
					t.Fatal(err)
				}
				if e.Rule.Article == "D.4" {
					named++
					if !strings.Contains(e.Text, "B3factor") {
						t.Errorf("%s round %d: %s", file, r, e.Text)
					}
					t.Logf("%s round %d, boards %d and %d swapped: %s", file, r, i+1, j+1, e.Text)
				}
			}
		}
	}
	if named == 0 {
		t.Fatal("no perturbed round was explained by D.4")
	}
}

// enginePairs is the engine's pairing of round r of tour.
func enginePairs(t *testing.T, tour *pairing.Tournament, r int) pairing.Round {
	t.Helper()
	s, err := tour.Before(r)
	if err != nil {
		t.Fatal(err)
	}
	eng, err := Pair(s)
	if err != nil {
		t.Fatal(err)
	}
	return eng
}
