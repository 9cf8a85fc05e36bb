package dubov_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dubov"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/trf"
)

// TestExplainPlanted plants errors in generated tournaments (the colours
// of a board swapped; the opponents of two boards exchanged) and checks
// that check finds the round differing and that the explanation names an
// article of the Dubov text with the players concerned.
func TestExplainPlanted(t *testing.T) {
	cfg := generate.DefaultConfig()
	cfg.MinPlayers, cfg.MaxPlayers, cfg.MinRounds, cfg.MaxRounds = 20, 40, 6, 7
	articles := map[string]int{}
	for i := range 12 {
		res, err := generate.Generate(dubov.System{}, cfg, 99, i)
		if err != nil {
			t.Fatal(err)
		}
		f := res.File
		const r = 4
		var boards [][2]*trf.Player
		for _, p := range f.Players {
			if g := p.Game(r); g.Played() && g.Colour == trf.White {
				boards = append(boards, [2]*trf.Player{p, f.Players[g.Opponent-1]})
			}
		}
		if len(boards) < 2 {
			continue
		}
		if i%2 == 0 { // swap the colours of the first board
			a, b := boards[0][0], boards[0][1]
			a.Games[r-1].Colour, b.Games[r-1].Colour = trf.Black, trf.White
		} else { // exchange the Black players of the first two boards
			w1, b1, w2, b2 := boards[0][0], boards[0][1], boards[1][0], boards[1][1]
			w1.Games[r-1].Opponent, w2.Games[r-1].Opponent = b2.ID, b1.ID
			b1.Games[r-1].Opponent, b2.Games[r-1].Opponent = w2.ID, w1.ID
		}
		var buf bytes.Buffer
		if err := trf.Write(&buf, f); err != nil {
			t.Fatal(err)
		}
		f2, err := trf.Read("planted.trf", &buf)
		if err != nil {
			t.Fatal(err)
		}
		tour, err := pairing.New(f2)
		if err != nil {
			t.Fatal(err)
		}
		res4 := checker.CheckRound(tour, dubov.System{}, r)
		if res4.Consistent {
			t.Errorf("tournament %d: the planted round %d is consistent", i, r)
			continue
		}
		e, err := checker.Explain(dubov.System{}, tour, res4)
		if err != nil || e.Rule.Text == nil || e.Rule.Text.Doc != "C.04.4.1" || e.Text == "" || len(e.Players) == 0 ||
			!strings.HasPrefix(e.Text, e.Rule.Article+":") {
			t.Errorf("tournament %d: explanation %+v, %v", i, e, err)
		}
		articles[e.Rule.Article]++
	}
	t.Logf("articles named: %v", articles)
}
