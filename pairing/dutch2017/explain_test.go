package dutch2017

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/internal/plant"
	"github.com/swisscheck/swisscheck/trf"
)

// difference is a checked round as the seam gives it to Explain.
func difference(r checker.RoundResult) pairing.Difference {
	return pairing.Difference{Round: r.Round, Engine: r.Engine, Recorded: r.Recorded,
		NoPairing: errors.Is(r.Err, pairing.ErrNoPairing)}
}

// explainCases are planted errors in report files: the first differing
// round, its rule, the players concerned, and words the text must hold.
var explainCases = []struct {
	name, file string
	mutate     func(*trf.File)
	round      int
	rule       string
	players    []int
	text       []string
}{
	{"rematch", "../../fixtures/am-dutch-examples.trf",
		func(f *trf.File) { plant.SwapOpponents(f, 3, 1, 4, 8, 7) }, // 1-4 8-7 become 1-7 8-4
		3, "C.1", []int{1, 7}, []string{"players 1 and 7 already played each other, in round 1"}},
	{"a second bye and a rematch: C.1 comes first, C.2 is named too", "../../fixtures/reference/n0052_p24_r11_s414967274.trf",
		func(f *trf.File) { plant.MoveBye(f, 10, 22, 24) }, // 24 had the bye in round 3, 22 met 14 before
		10, "C.1", []int{22, 14, 24}, []string{"C.1: players 22 and 14 already played each other, in round 5 (board 9).",
			"C.2: player 24 receives the pairing-allocated bye but already had a bye or a forfeit win, in round 3."}},
	{"colour swap on the board that gives the initial colour", "../../fixtures/reference/n0104_p13_r9_s121238579.trf",
		func(f *trf.File) { plant.SwapColours(f, 1, 1, 7) }, // no XXC: player 1's colour gives it
		1, "E.5", []int{1, 7}, []string{"it comes out White, and with it 5 of the round's 6 boards", "With Black instead, every board agrees but the board of 1 and 7",
			"gets the initial colour, Black, so 7 has White and 1 Black"}},
	{"opponent swap, repeated downfloat", "../../fixtures/reference/n0082_p27_r8_s475793040.trf", nil,
		8, "C.14", []int{3, 13, 18}, []string{
			"the recorded pairing pairs 13-18 and downfloats 3 (who plays 14, 3.5 points), so 1 player receives the same downfloat as two rounds before (player 3)",
			"the engine's pairing pairs 3-18 and downfloats 13, so 0 players"}},
	{"bye swap in the Collapsed Last Bracket", "../../fixtures/reference/n0052_p24_r11_s414967274.trf", nil,
		10, "C.6", []int{16, 22, 20}, []string{
			"in the Collapsed Last Bracket",
			"the recorded pairing pairs 16-20 and gives the bye to 22, so its PSD (A.8) is {2.0, 1.5, 1.5, 1.5}",
			"the engine's pairing pairs 16-22 and gives the bye to 20, so its PSD (A.8) is {1.5, 1.5, 1.5, 1.0}"}},
	{"bye swap from a higher bracket", "../../fixtures/reference/n0152_p85_r4_s412509575.trf", nil,
		4, "C.5", []int{74, 84}, []string{
			"the recorded pairing downfloats 74 (who gets the bye), 84 (who plays 77, 0.0 points), so 2 players are unpaired in the bracket"}},
	{"opponent swap needing an exchange", "../../fixtures/reference/n0072_p84_r13_s419922222.trf", nil,
		10, "B.8", []int{26, 30, 59, 68}, []string{
			"the engine's candidate comes from the original subgroups (no exchange) and the recorded one from the exchange of 30 (BSN 3) from S1 with 59 (BSN 8) from S2 (D.2)",
			"B.6 tries every transposition of S2 (D.1) before the first exchange (D.2)."}},
	{"the remainder's exchange by the bracket's BSNs", "../../fixtures/reference/n2647_p75_r7_s235540809.trf",
		func(f *trf.File) { // 64-65 71-75 66-68 as 64-68 71-65 66-75 (see TestRemainderNumbers)
			plant.Repair(f, 6, 64, 68)
			plant.Repair(f, 6, 71, 65)
			plant.Repair(f, 6, 66, 75)
		},
		6, "B.8", []int{64, 65, 66, 71, 75}, []string{
			"S1R = [64 (1), 65 (2)] and S2R = [66 (3), 71 (4), 75 (5)]",
			"the engine's candidate comes from the exchange of 65 (2) from S1R with 71 (4) from S2R (D.2) and the recorded one from the exchange of 64 (1) from S1R with 66 (3) from S2R (D.2)",
			"Both exchange 1 player with the same difference between the sums of the remainder's numbers moved (2, D.2.a and D.2.b); D.2.c takes first"}},
	{"E.5 in round 1: the place among the players paired", "../../fixtures/am-dutch-examples.trf",
		func(f *trf.File) { plant.SwapColours(f, 1, 10, 4) }, // XXC white1: 4, even, gets Black
		1, "E.5", []int{4, 10}, []string{"10 should have White and 4 Black",
			"the initial colour is White, and the higher-ranked player, 4, is 4th among the players paired in this round (an even position), so he gets the opposite: Black (E.5)"}},
	{"E.5 in round 2: the place among the players paired so far", "testdata/e5-entrants.trf",
		func(f *trf.File) { plant.SwapColours(f, 2, 3, 5) }, // 1, paired in round 1, is absent
		2, "E.5", []int{3, 5}, []string{"3 should have White and 5 Black",
			"the higher-ranked player, 3, is 3rd among the players paired in this round or an earlier one (an odd position), so he gets it: White (E.5)"}},
	{"colour swap", "../../fixtures/reference/n0132_p17_r5_s408581591.trf", nil,
		4, "E.2", []int{15, 5}, []string{"5 should have White and 15 Black", "15's preference is strong, 5's mild"}},
	{"colour swap, both preferences", "../../fixtures/reference/n0192_p6_r3_s453838180.trf", nil,
		2, "E.1", []int{5, 6}, []string{"Both colour preferences are granted (E.1): 5 prefers Black (strong), 6 prefers White (strong)"}},
	{"opponent swap, equal candidates", "../../fixtures/reference/n0172_p13_r5_s407669281.trf", nil,
		3, "B.8", []int{7, 9, 10}, []string{
			"the engine's pairing pairs 7-9 and downfloats 10 where the recorded pairing pairs 7-10 and downfloats 9",
			"the first player of S1 they pair differently is 7 (BSN 4): the engine's pairing gives him 9 (BSN 5), the recorded one 10 (BSN 6)",
			"D.1 sorts the transpositions"}},
}

// TestExplain checks the rule and the telling figures of explanations of
// planted errors: the first differing round, its rule, the players
// concerned, and words the text must hold.
func TestExplain(t *testing.T) {
	for _, c := range explainCases {
		t.Run(c.name, func(t *testing.T) {
			f, err := trf.ReadFile(c.file)
			if err != nil {
				t.Fatal(err)
			}
			if c.mutate != nil {
				c.mutate(f)
			}
			tour, err := pairing.New(f)
			if err != nil {
				t.Fatal(err)
			}
			var res checker.RoundResult
			for _, r := range checker.Check(tour, System{}, 1) {
				if !r.Consistent {
					res = r
					break
				}
			}
			if res.Round != c.round {
				t.Fatalf("first differing round %d, want %d", res.Round, c.round)
			}
			e, err := explain(tour, difference(res))
			if err != nil {
				t.Fatal(err)
			}
			if e.Rule != c.rule || !slices.Equal(e.Players, c.players) {
				t.Errorf("rule %s, players %v; want %s, %v\n%s", e.Rule, e.Players, c.rule, c.players, e.Text)
			}
			for _, w := range c.text {
				if !strings.Contains(e.Text, w) {
					t.Errorf("text lacks %q:\n%s", w, e.Text)
				}
			}
		})
	}
}

// TestExplainBigBracket checks the explanation of a differing bracket of
// 39 players: each side's pairs are cut to the first six and "N more", and
// the text says where the two pairings start to differ. The file is
// ../shared/corpus/perturbed's (a bye moved in round 1), whose round 4 is
// paired from the changed history.
func TestExplainBigBracket(t *testing.T) {
	f, err := trf.ReadFile("testdata/n0002_p220_r12_s435361715.trf")
	if err != nil {
		t.Fatal(err)
	}
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	e, err := explain(tour, difference(checker.CheckRound(tour, System{}, 4)))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"the recorded pairing pairs 33-83 34-87 36-89 41-95 44-97 46-105 and 9 more and downfloats 171 (who plays 125, 1.0 points)",
		"the engine's pairing pairs 33-86 34-83 36-87 41-89 44-95 46-97 and 9 more and downfloats 163",
		"The two pairings of the bracket agree on BSNs 1-3 and first differ at BSN 4, player 33, on board 24 of the engine's pairing: the engine's pairing pairs him with 86 (BSN 24), the recorded one with 83 (BSN 22).",
	}
	if e.Rule != "C.11" {
		t.Errorf("rule %s, want C.11", e.Rule)
	}
	for _, w := range want {
		if !strings.Contains(e.Text, w) {
			t.Errorf("text lacks %q:\n%s", w, e.Text)
		}
	}
}
