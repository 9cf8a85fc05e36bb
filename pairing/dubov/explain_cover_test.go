package dubov

import (
	"math/rand/v2"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/pairing/internal/plant"
)

// TestWalkFindsTheStep plants, in rounds of generated tournaments, an
// exchange of the opponents of two boards, and checks that the walk of
// the explainer finds the step of the text the planted round parts from
// whenever the planted round keeps the limitations of chapter 2 (else
// the explanation names the limitation) and has other pairs.
func TestWalkFindsTheStep(t *testing.T) {
	cfg := generate.DefaultConfig()
	cfg.MinPlayers, cfg.MaxPlayers, cfg.MinRounds, cfg.MaxRounds = 8, 40, 4, 8
	rng := rand.New(rand.NewPCG(7, 7))
	found, tried := map[string]int{}, 0
	for i := range 60 {
		res, err := generate.Generate(System{}, cfg, 23, i)
		if err != nil {
			t.Fatal(err)
		}
		tour, err := pairing.New(res.File)
		if err != nil {
			t.Fatal(err)
		}
		for r := 2; r <= tour.Rounds; r++ {
			ps, err := tour.Before(r)
			if err != nil {
				t.Fatal(err)
			}
			s := NewState(ps)
			st, err := s.Steps()
			if err != nil {
				continue
			}
			rec := s.Assemble(st)
			if len(rec.Boards) < 2 {
				continue
			}
			a, b := rng.IntN(len(rec.Boards)), rng.IntN(len(rec.Boards))
			if a == b {
				continue
			}
			x, y := rec.Boards[a], rec.Boards[b]
			rec.Boards[a], rec.Boards[b] = pairing.Board{White: x.White, Black: y.Black}, pairing.Board{White: y.White, Black: x.Black}
			if _, broken := s.limitations(rec); broken {
				continue
			}
			tried++
			opp := map[int]int{}
			for _, bd := range rec.Boards {
				opp[bd.White], opp[bd.Black] = bd.Black, bd.White
			}
			e, ok := s.walk(st, opp)
			if !ok {
				t.Errorf("tournament %d round %d: the walk finds no step for boards %v exchanged to %v, %v", i, r, []pairing.Board{x, y}, rec.Boards[a], rec.Boards[b])
				continue
			}
			if len(e.Text) > plant.MaxExplanation {
				t.Errorf("tournament %d round %d: an explanation of %d characters: %s", i, r, len(e.Text), e.Text)
			}
			if found[e.Rule.Article] == 0 && testing.Verbose() {
				t.Logf("%s", e.Text)
			}
			found[e.Rule.Article]++
		}
	}
	t.Logf("%d planted rounds; the first step apart: %v", tried, found)
}
