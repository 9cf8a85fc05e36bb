package dutch2012

import (
	"slices"
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
		s, err := tour.Before(r)
		if err != nil {
			t.Fatal(err)
		}
		eng, err := Pair(s)
		if err != nil {
			t.Fatal(err)
		}
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
