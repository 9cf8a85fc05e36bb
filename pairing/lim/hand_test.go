package lim_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/pairing/lim"
	"github.com/swisscheck/swisscheck/trf"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/golden")

const handFile = "../../fixtures/lim-hand/hand.trf"

// TestHandFixtures checks the tournaments paired by hand from the text
// (fixtures/lim-hand, each round worked in its README.md): the engine
// must pair every round as the hand did.
func TestHandFixtures(t *testing.T) {
	files, _ := filepath.Glob("../../fixtures/lim-hand/*.trf")
	if len(files) == 0 {
		t.Fatal("no fixtures/lim-hand/*.trf")
	}
	for _, path := range files {
		tour := proptest.ReadTournament(t, path)
		reports := checker.Check(tour, lim.System{}, 0)
		if len(reports) != tour.Rounds {
			t.Errorf("%s: %d rounds checked, the file has %d", path, len(reports), tour.Rounds)
		}
		for _, r := range reports {
			if !r.Consistent {
				t.Errorf("%s: round %d: the engine pairs %v, the hand %v", path, r.Round, r.Engine, r.Recorded)
			}
		}
	}
}

// TestGoldenNarration walks every round of the tournament paired by hand
// in the text's terms (the README walks the same rounds), and two rounds
// of generated tournaments (swisscheck generate --system lim -n 40
// --players 10-24 --rounds 5-7 --seed 11) that show what the hand
// tournament does not: g0009 round 4, a blocked median group {1, 6}
// (they have met), with no floater from either side, so 2.6 cracks the
// higher group's pairing 2 v 4; g0020 round 6, a group paired upwards
// ({7, 10, 11} and 12) in which 10 cannot be given an opponent (4.4),
// floated with "the lowest numbered player remaining", mirrored upwards:
// 7 (4.4 b, Reading 18).
func TestGoldenNarration(t *testing.T) {
	type round struct {
		path, name string
		round      int
	}
	var cases []round
	for r := 1; r <= 6; r++ {
		cases = append(cases, round{handFile, "hand", r})
	}
	cases = append(cases, round{"testdata/g0009_p11_r5_s13699118599658704100.trf", "g0009", 4},
		round{"testdata/g0020_p12_r7_s9846242679800292257.trf", "g0020", 6})
	for _, c := range cases {
		tour := proptest.ReadTournament(t, c.path)
		var b bytes.Buffer
		if err := (lim.System{}).Narrate(&b, tour, c.round); err != nil {
			t.Fatal(err)
		}
		proptest.Golden(t, fmt.Sprintf("narrate-%s-r%d.txt", c.name, c.round), b.Bytes(), *update)
	}
}

// TestGoldenExplain explains rounds of the hand-paired tournament changed
// by hand, one for each kind of explanation: a repeated game (C.04.1 b),
// the floater of 2.3 d (round 4: 3 floats by 3.10, the change keeps him
// with 1 and floats 5), an exchange for colours (round 2: 1 v 5 and
// 2 v 11 are due the same colours, 5.2) and colours turned round (5.1).
func TestGoldenExplain(t *testing.T) {
	cases := []struct {
		name   string
		round  int
		boards [][2]int
	}{
		{"rematch", 4, [][2]int{{8, 3}, {11, 10}}},
		{"floater", 4, [][2]int{{3, 1}, {11, 5}}},
		{"exchange", 2, [][2]int{{5, 1}, {2, 11}}},
		{"colours", 3, [][2]int{{11, 9}}},
	}
	for _, c := range cases {
		f, errs := trf.ReadValidFile(handFile)
		if err := errs.Err(); err != nil {
			t.Fatal(err)
		}
		repair(f, c.round, c.boards)
		tour, err := pairing.New(f)
		if err != nil {
			t.Fatal(err)
		}
		res := checker.CheckRound(tour, lim.System{}, c.round)
		if res.Consistent {
			t.Fatalf("%s: round %d is consistent", c.name, c.round)
		}
		e, err := lim.System{}.Explain(tour, pairing.Difference{Round: c.round, Engine: res.Engine, Recorded: res.Recorded})
		if err != nil {
			t.Fatal(err)
		}
		out, _ := json.MarshalIndent(e, "", "  ")
		proptest.Golden(t, "explain-"+c.name+".json", append(out, '\n'), *update)
	}
}

// repair gives round r the boards given (White first); each player keeps
// his result.
func repair(f *trf.File, r int, boards [][2]int) {
	for _, b := range boards {
		for k, id := range b {
			for _, p := range f.Players {
				if p.ID == id {
					g := &p.Games[r-1]
					g.Opponent, g.Colour = b[1-k], trf.White
					if k == 1 {
						g.Colour = trf.Black
					}
				}
			}
		}
	}
}

// TestReading6 is who floated the round before in the hand tournament
// (docs/lim.md Reading 6): before round 3, 9 and 4, who floated to the
// median group of round 2, and not 8 and 3, its own; before round 4, 1
// (2.0 against 8's 1.5, above the median 1.0), 5 (1.5 against 7 at the
// median) and 4 (0 against 10 at the median), and none of their
// opponents.
func TestReading6(t *testing.T) {
	tour := proptest.ReadTournament(t, handFile)
	for _, c := range []struct {
		round   int
		floated []int
		stayed  []int
	}{
		{3, []int{9, 4}, []int{8, 3, 1, 11, 2, 5}},
		{4, []int{1, 5, 4}, []int{8, 7, 10, 3, 2, 9, 11}},
	} {
		ps, err := tour.Before(c.round)
		if err != nil {
			t.Fatal(err)
		}
		s := lim.NewState(ps)
		for _, id := range c.floated {
			if !s.Player(id).FloatedLast {
				t.Errorf("round %d: %d did not float last", c.round, id)
			}
		}
		for _, id := range c.stayed {
			if s.Player(id).FloatedLast {
				t.Errorf("round %d: %d floated last", c.round, id)
			}
		}
	}
}

// TestFloaterKeeps38: a generated round (players 10-40, rounds 5-7, seed
// 2, g0053 round 6, kept in testdata as paired before this reading):
// in the median group 2.5 {5, 7, 8, 9} with 3, 4 from 3.0 and 12, 11
// from 1.5, 3.8 gives the floater 3 (due Black) 7, the highest numbered
// due White; the second scrutiny may not exchange him away to 11 (a
// player from 1.5) for the others' colours (Reading 8).
func TestFloaterKeeps38(t *testing.T) {
	tour := proptest.ReadTournament(t, "testdata/g0053-b.trf")
	ps, err := tour.Before(6)
	if err != nil {
		t.Fatal(err)
	}
	r, err := lim.Pair(ps)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, b := range r.Boards {
		found = found || (b.White == 7 && b.Black == 3) || (b.White == 3 && b.Black == 7)
	}
	if !found {
		t.Errorf("round 6: %v, want 3 v 7", r.Boards)
	}
}
