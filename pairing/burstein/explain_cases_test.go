package burstein

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/internal/plant"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/trf"
)

// TestExplainCases explains the planted round of each Burstein file of
// testdata/explain-cases (a copy of ../shared/corpus/explain-cases; its
// README says what each explanation once got wrong) and checks the rule,
// the players and the facts that decide.
func TestExplainCases(t *testing.T) {
	cases := []struct {
		file    string
		round   int
		rule    string
		players []int
		words   []string
		not     []string
	}{
		// 7, 8 and 9 leave the odd SG 1.0 though 7-8 is legal: the
		// fault is the odd SG, 9 its floater (6.3), not 7's opponent.
		{"n0260_p16_r6_s827879869.trf", 2, "6.3", []int{7, 8, 9}, []string{
			"the SG 1.0 has 7 players, an odd number",
			"pairs 3 of them outside it (7 plays 16, 8 plays 13, 9 plays 12)",
			"its floater is 9, and 7 and 8 may meet"},
			[]string{"remaining player, 7"}},
		// 5-11 gives both their due colours, 9-3 (both due White) one: 3.
		{"n0468_p13_r7_s882666569.trf", 3, "6.2", []int{5}, []string{
			"both give 3 players their due colours (6.5)",
			"the engine pairs him with 11 (No. 4), which comes first, the recorded round with 3 (No. 3)"},
			[]string{"2 players"}},
		// Round 1: nobody has a due colour.
		{"n0554_p14_r5_s852817119.trf", 1, "6.2", []int{2}, []string{
			"nobody has a due colour yet (1.3: no game played), so 6.5 does not tell them apart",
			"the engine pairs him with 6 (No. 6)"},
			[]string{"players their due colours"}},
		// The bye: equal SG, SB, Buchholz and Median; the rating decides.
		{"n0083_p17_r3_s810136177.trf", 1, "4.2", []int{14, 17}, []string{
			"17 and 14 are both in the SG 0.0 with SB 0.00, Buchholz 0.0 and Median 0.0",
			"the next key of 3.2 is the rating, and 17 has the lower (1604 against 1677), so the bye goes to 17"}, nil},
		// A board of the bottom half in round 1: the convention, and the
		// last step.
		{"n0100_p9_r3_s849363790.trf", 1, "5.1", []int{6, 7}, []string{
			"in the top half of the initial list",
			"6 should have White and 7 Black",
			"The initial colour, player No. 1's by lot, is Black",
			"6, has number 6, in the bottom half of the 9 players who entered, of which 5.1 says nothing",
			"the convention swisscheck shares with bbpPairings",
			"6 is even, so the opposite: White."}, nil},
		// The next round of the same file: 6.5 counts players, names the
		// pair of two players due the same colour, and how a player
		// without a due colour (9, who had the bye) counts.
		{"n0100_p9_r3_s849363790.trf", 2, "6.5", []int{5, 6, 7, 9}, []string{
			"the engine's pairs give 6 players their due colours, the recorded pairs only 5; a player without a due colour yet counts as getting it",
			"Where they differ, the engine pairs 6-9, 7-5; the recorded round 6-5, 7-9.",
			"in the recorded round 6-5 (both White); in the engine's none."}, nil},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			tour := proptest.ReadTournament(t, filepath.Join("testdata", "explain-cases", c.file))
			res := checker.CheckRound(tour, System{}, c.round)
			if res.Consistent {
				t.Fatalf("round %d is consistent", c.round)
			}
			e, err := checker.Explain(System{}, tour, res)
			if err != nil {
				t.Fatal(err)
			}
			if e.Rule.Article != c.rule {
				t.Errorf("rule %s, want %s: %s", e.Rule.Article, c.rule, e.Text)
			}
			if got := slices.Sorted(slices.Values(e.Players)); !slices.Equal(got, c.players) {
				t.Errorf("players %v, want %v", got, c.players)
			}
			for _, w := range c.words {
				if !strings.Contains(e.Text, w) {
					t.Errorf("text lacks %q: %s", w, e.Text)
				}
			}
			for _, w := range c.not {
				if strings.Contains(e.Text, w) {
					t.Errorf("text has %q: %s", w, e.Text)
				}
			}
		})
	}
}

// TestExplainFloaterAgain: boards 5-1 and 8-7 of round 5 of a fixture
// recorded as 5-7 and 8-1: 7, the floater the SG 3.0 received, is paired
// outside it. The SG is named once, without "with floater 7 as a
// floater".
func TestExplainFloaterAgain(t *testing.T) {
	f, err := trf.ReadFile("../../fixtures/reference-burstein/n0004_p12_r9_s780867164.trf")
	if err != nil {
		t.Fatal(err)
	}
	plant.SwapOpponents(f, 5, 5, 1, 8, 7)
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	res := checker.CheckRound(tour, System{}, 5)
	e, err := checker.Explain(System{}, tour, res)
	if err != nil {
		t.Fatal(err)
	}
	const want = "6.3: player 7 came down to the SG 3.0 as its floater and is paired within it (\"provided he is not a floater from another SG\"), but the recorded round pairs him with 5."
	if e.Rule.Article != "6.3" || e.Text != want {
		t.Errorf("%s: %s\nwant 6.3: %s", e.Rule.Article, e.Text, want)
	}
}
