package dubov_test

import (
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dubov"
	"github.com/swisscheck/swisscheck/trf"
)

// TestExplainWalk plants other pairings into rounds of the hand-paired
// tournament (fixtures/dubov-hand) and checks that the explanation names
// the article of the first step of the text the recorded round parts from,
// with the reason the text's choice comes first.
func TestExplainWalk(t *testing.T) {
	for _, c := range []struct {
		name    string
		round   int
		boards  [][2]int // the planted boards, White first
		article string
		words   string
	}{
		{"6.2 row", 2, [][2]int{{11, 5}, {4, 1}}, "6.3", "row 1 pairs 11 with his row's Black, 1"},
		{"7.2 due colour", 2, [][2]int{{7, 3}, {2, 8}}, "7.2", "8 is due the colour opposite to the dominating due colour"},
		{"7.1 and 2.1", 4, [][2]int{{4, 11}, {2, 6}}, "7.1", "whom 2.1 bars"},
		{"7.1 higher R", 5, [][2]int{{1, 9}, {10, 2}, {4, 11}}, "7.1", "2 has the higher R"},
		{"article 3 for two of one column", 4, [][2]int{{4, 6}, {5, 9}}, "3 d", "assign white to the player with the higher ARO"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tour := plantBoards(t, "../../fixtures/dubov-hand/hand.trf", c.round, c.boards)
			res := checker.CheckRound(tour, dubov.System{}, c.round)
			if res.Consistent {
				t.Fatalf("round %d with %v is consistent", c.round, c.boards)
			}
			e, err := dubov.System{}.Explain(tour, pairing.Difference{Round: c.round, Engine: res.Engine, Recorded: res.Recorded})
			if err != nil {
				t.Fatal(err)
			}
			if e.Rule.Article != c.article || !strings.Contains(e.Text, c.words) {
				t.Errorf("article %s: %s\nwant %s with %q", e.Rule.Article, e.Text, c.article, c.words)
			}
		})
	}
}

// plantBoards reads a report file and replaces the games of round r of
// the players of the boards with those boards, drawn.
func plantBoards(t *testing.T, path string, r int, boards [][2]int) *pairing.Tournament {
	t.Helper()
	f, errs := trf.ReadValidFile(path)
	if err := errs.Err(); err != nil {
		t.Fatal(err)
	}
	for _, b := range boards {
		w, bl := f.Players[b[0]-1], f.Players[b[1]-1]
		w.Games[r-1] = trf.Game{Opponent: bl.ID, Colour: trf.White, Result: trf.ResultDraw}
		bl.Games[r-1] = trf.Game{Opponent: w.ID, Colour: trf.Black, Result: trf.ResultDraw}
	}
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	return tour
}
