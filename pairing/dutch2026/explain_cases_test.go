package dutch2026

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

// explainRound checks round r of the tournament and explains it.
func explainRound(t *testing.T, tour *pairing.Tournament, r int) pairing.Explanation {
	t.Helper()
	res := checker.CheckRound(tour, System{}, r)
	if res.Consistent {
		t.Fatalf("round %d is consistent", r)
	}
	e, err := checker.Explain(System{}, tour, res)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// checkExplanation checks an explanation's rule, players (sorted) and
// words, and that it is at most plant.MaxExplanation characters long.
func checkExplanation(t *testing.T, e pairing.Explanation, rule string, players []int, words ...string) {
	t.Helper()
	if e.Rule.Article != rule {
		t.Errorf("rule %s, want %s: %s", e.Rule.Article, rule, e.Text)
	}
	if players != nil && !slices.Equal(sorted(e.Players), players) {
		t.Errorf("players %v, want %v", sorted(e.Players), players)
	}
	for _, w := range words {
		if !strings.Contains(e.Text, w) {
			t.Errorf("text lacks %q: %s", w, e.Text)
		}
	}
	if n := len([]rune(e.Text)); n > plant.MaxExplanation {
		t.Errorf("%d characters, want at most %d: %s", n, plant.MaxExplanation, e.Text)
	}
}

// TestExplainCases explains the planted round of the 2026 file of
// testdata/explain-cases (a copy of ../shared/corpus/explain-cases; its
// README says what the explanation once got wrong): game 37-29 of round 6
// recorded as 29-37. Both prefer White (strong) with the same histories,
// so 5.2.4 gives the higher ranked player his preference; that is 37, by
// his score (1.0 against 0.5), although 29 has the lower TPN.
func TestExplainCases(t *testing.T) {
	tour := proptest.ReadTournament(t, filepath.Join("testdata", "explain-cases", "n0356_p38_r7_s680783059.trf"))
	checkExplanation(t, explainRound(t, tour, 6), "5.2.4", []int{29, 37},
		"37 should have White and 29 Black",
		"Both prefer White with the same strength and have had the same colours in every game (5.2.1-5.2.3 cannot decide)",
		"5.2.4 grants the preference of the higher ranked player, 37",
		"1.2 ranks by score first, and 37 has 1.0 points against 29's 0.5, so he ranks higher although 29's TPN is lower (29 against 37)")
}

// TestExplainLargeBracket plants changes in round 1 of a 255-player
// tournament (249 paired, one bracket): the explanation names the pairs
// that differ, not every pair, the first player of S1 they pair
// differently or the exchange, and the step of the sequence that decides;
// the engine's candidate is perfect, so the rule is 3.4.
func TestExplainLargeBracket(t *testing.T) {
	const file = "testdata/n0172_p255_r10_s528273069.trf"
	cases := []struct {
		name   string
		change func(f *trf.File)
		words  []string
	}{
		{"a transposition", func(f *trf.File) { plant.SwapOpponents(f, 1, 185, 60, 235, 106) }, []string{
			"Bracket 1 (scoregroup 0.0), 249 players: the engine pairs 60-185, 106-235; the recorded round pairs 60-235, 106-185.",
			"both come from the original subgroups (no exchange), with S1 = [BSNs 1-124]",
			"the first player of S1 they pair differently is 60 (BSN 60), with 185 (BSN 184) in the engine's and 235 (BSN 230) in the recorded one",
			"4.2 sorts the transpositions of S2 by the lexicographic value of their BSNs"}},
		{"an exchange", func(f *trf.File) { plant.SwapOpponents(f, 1, 105, 234, 231, 102) }, []string{
			"the original subgroups are S1 = [BSNs 1-124] and S2 = [BSNs 125-249] (3.2.1)",
			"the recorded one from the exchange of 105 (BSN 105) from S1 with 231 (BSN 226) from S2 (4.3)",
			"3.6 tries every transposition of S2 (4.2) before the first resident exchange (4.3)"}},
		{"the bye moved", func(f *trf.File) { plant.MoveBye(f, 1, 255, 237) }, []string{
			"the engine pairs 108-237 and gives the bye to 255; the recorded round pairs 108-255 and gives the bye to 237",
			"the first player of S1 they pair differently is 108 (BSN 108), with 237 (BSN 232) in the engine's and 255 (BSN 249) in the recorded one"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, err := trf.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			c.change(f)
			tour, err := pairing.New(f)
			if err != nil {
				t.Fatal(err)
			}
			words := append([]string{"3.4: both candidates are perfect, equally good by [C6]-[C21]"}, c.words...)
			checkExplanation(t, explainRound(t, tour, 1), "3.4", nil, words...)
		})
	}
}

// TestExplainLongLists explains later rounds of the 255-player tournament
// whose round-1 colours of 169-44 are recorded the other way round: the
// brackets of 103 and 49 players are paired otherwise from then on. Each
// list of pairs shows six and "N more", and the text says where the two
// candidates start to differ: the first player, by BSN, paired otherwise.
func TestExplainLongLists(t *testing.T) {
	f, err := trf.ReadFile("testdata/n0172_p255_r10_s528273069.trf")
	if err != nil {
		t.Fatal(err)
	}
	plant.SwapColours(f, 1, 169, 44)
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	checkExplanation(t, explainRound(t, tour, 2), "[C12]", nil,
		"Bracket 1 (scoregroup 1.0), 103 players: the engine pairs 7-80, 8-79, 9-84, 10-81, 15-86, 16-83 and 36 more;",
		"By [C12]: in the recorded candidate 3 players do not get their colour preference (75 against 3, 79 against 7, 169 against 68); in the engine's 1 player does not get their colour preference (75 against 3).",
		"The two candidates agree on BSNs 1-4 and first differ at BSN 5, player 7: the engine pairs him with 80 (BSN 57), the recorded round pairs him with 79 (BSN 56).")
	f, err = trf.ReadFile("testdata/n0172_p255_r10_s528273069.trf")
	if err != nil {
		t.Fatal(err)
	}
	plant.SwapColours(f, 1, 147, 22)
	tour, err = pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	checkExplanation(t, explainRound(t, tour, 4), "3.8", nil,
		"both candidates are equally good by [C6]-[C21]",
		"Bracket 3 (scoregroup 2.0 with 1 moved-down player), 49 players",
		"and 8 more",
		"In the remainder (3.3.3), both come from the original subgroups (no exchange)",
		"the first player of S1 they pair differently is 22 (BSN 10), with 94 (BSN 32) in the engine's and 103 (BSN 37) in the recorded one: 4.2 sorts the transpositions of S2")
}

// TestExplainColourSteps checks that each colour rule of 5.2 says why it
// decides the board: the preferences and strengths (5.2.2), the game the
// colours alternate from (5.2.3), the rank by score or TPN (5.2.4), the
// TPN's parity (5.2.5).
func TestExplainColourSteps(t *testing.T) {
	cases := []struct {
		file       string
		round      int
		a, b       int
		rule       string
		words      []string
		inFixtures bool
	}{
		{"n0050_p26_r9_s542840060.trf", 7, 21, 17, "5.2.2", []string{
			"21 should have White and 17 Black",
			"Both prefer Black, so 5.2.1 cannot grant both; 17's preference is absolute, 21's mild, so 5.2.2 grants the stronger preference, 17's."}, true},
		{"n0050_p26_r9_s542840060.trf", 6, 21, 1, "5.2.3", []string{
			"21 should have White and 1 Black",
			"Both prefer White with the same strength (5.2.1, 5.2.2 cannot decide)",
			"to the most recent in which they had different colours, the last: 1 had White, 21 Black, so 5.2.3 gives each the colour the other had then"}, true},
		{"n0050_p26_r9_s542840060.trf", 2, 5, 13, "5.2.4", []string{
			"5.2.4 grants the preference of the higher ranked player, 5: both have 1.0 points, and 1.2 then ranks by TPN, 5 before 13"}, true},
		{"testdata/n0172_p255_r10_s528273069.trf", 1, 224, 96, "5.2.5", []string{
			"224 should have White and 96 Black",
			"Neither has played a game, so neither has a preference (1.7.4)",
			"The initial colour is White; the higher ranked player, 96, has TPN 96 among the players paired so far (even, 1.1), so he gets the opposite colour: Black."}, false},
	}
	for _, c := range cases {
		t.Run(c.rule, func(t *testing.T) {
			path := c.file
			if c.inFixtures {
				path = filepath.Join(fixtures, c.file)
			}
			f, err := trf.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			plant.SwapColours(f, c.round, c.a, c.b)
			tour, err := pairing.New(f)
			if err != nil {
				t.Fatal(err)
			}
			checkExplanation(t, explainRound(t, tour, c.round), c.rule, sorted([]int{c.a, c.b}), c.words...)
		})
	}
}
