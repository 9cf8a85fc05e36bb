package bruteforce

import (
	"slices"
	"strconv"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

// The Arbiters' Manual's "Some examples of FIDE (Dutch) Pairings" (Baku
// 2016 rules), Examples 1-4, on the tournament of its crosstable
// (fixtures/am-dutch-examples.trf; see fixtures/README.md).

const amFixture = "../../../fixtures/am-dutch-examples.trf"

func amPairing(t *testing.T, round int, solve dutch2017.BracketSolver) (*pairing.Tournament, pairing.Round, []dutch2017.Step) {
	t.Helper()
	return pairFixture(t, amFixture, round, solve)
}

// pairFixture pairs a round of a fixture with the given bracket solver.
func pairFixture(t *testing.T, path string, round int, solve dutch2017.BracketSolver) (*pairing.Tournament, pairing.Round, []dutch2017.Step) {
	t.Helper()
	tour := proptest.ReadTournament(t, path)
	s, err := tour.Before(round)
	if err != nil {
		t.Fatal(err)
	}
	r, steps, err := dutch2017.PairWith(s, solve)
	if err != nil {
		t.Fatal(err)
	}
	return tour, r, steps
}

// step returns the step of the bracket with exactly these players (IDs in
// bracket order).
func step(t *testing.T, steps []dutch2017.Step, players ...int) dutch2017.Step {
	t.Helper()
	for _, st := range steps {
		if slices.Equal(proptest.IDs(st.Bracket.Players), players) {
			return st
		}
	}
	var got [][]int
	for _, st := range steps {
		got = append(got, proptest.IDs(st.Bracket.Players))
	}
	t.Fatalf("no bracket %v; brackets: %v", players, got)
	return dutch2017.Step{}
}

// idString writes a candidate with player IDs: "1-9 4-5 | 12".
func idString(b *dutch2017.Bracket, c *dutch2017.Candidate) string {
	s := ""
	for _, p := range c.Pairs {
		s += itoa(b.Players[p[0]].ID) + "-" + itoa(b.Players[p[1]].ID) + " "
	}
	s += "|"
	for _, f := range c.Floaters {
		s += " " + itoa(b.Players[f].ID)
	}
	return s
}

func itoa(i int) string { return strconv.Itoa(i) }

// positions returns the positions in the bracket's sequence of the given
// candidates (written as idString writes them), 0 for one not generated.
func positions(b *dutch2017.Bracket, cands ...string) []int {
	out := make([]int, len(cands))
	dutch2017.Walk(b, func(c *dutch2017.Candidate, pos int, _ bool) bool {
		if i := slices.Index(cands, idString(b, c)); i >= 0 && out[i] == 0 {
			out[i] = pos
		}
		return true
	})
	return out
}

// Example 1, round 2: S1 = [1, 4], S2 = [5, 9]. The first candidate, 1-5
// 4-9, fails C.10 twice; the transposition gives 1-9 4-5, perfect. (The
// manual's colours are mirrored, see fixtures/README.md; the pairs are
// the same.)
func TestManualExample1(t *testing.T) {
	_, _, steps := amPairing(t, 2, Solve)
	st := step(t, steps, 1, 4, 5, 9)
	if got := idString(st.Bracket, &st.Candidate); got != "1-9 4-5 |" || st.Candidate.Generated != 2 {
		t.Errorf("Example 1: %q (candidate %d), want 1-9 4-5, the second candidate", got, st.Candidate.Generated)
	}
}

// Example 2, round 4: [12][3, 11]. 12-3 with 11 floating fails only C.12;
// the transposition 12-11 fails C.10; 12 cannot be put in the Limbo
// (M1 = 1). The first candidate is chosen.
func TestManualExample2(t *testing.T) {
	_, _, steps := amPairing(t, 4, Solve)
	st := step(t, steps, 12, 3, 11)
	if st.Bracket.MDPs != 1 {
		t.Fatalf("Example 2: %d MDPs, want 1 (player 12)", st.Bracket.MDPs)
	}
	if got := idString(st.Bracket, &st.Candidate); got != "12-3 | 11" || st.Candidate.Generated != 1 {
		t.Errorf("Example 2: %q (candidate %d), want 12-3, 11 floats, the first candidate", got, st.Candidate.Generated)
	}
}

// Example 3, round 4: [4][2, 6, 7, 8, 9, 12]. The manual walks the
// sequence: 4-2 6-8 7-9 (illegal: 6 met 8), then the exchange 7<->8 gives
// 4-2 6-7 8-9, its transposition 4-2 6-7 8-12; ... and the perfect
// candidate 4-8 6-2 7-9, 12 floating.
func TestManualExample3(t *testing.T) {
	_, _, steps := amPairing(t, 4, Solve)
	st := step(t, steps, 4, 2, 6, 7, 8, 9, 12)
	b := st.Bracket
	if got := idString(b, &st.Candidate); got != "4-8 2-6 7-9 | 12" {
		t.Errorf("Example 3: %q, want 4-8 6-2 7-9, 12 floats", got)
	}
	pos := positions(b, "4-2 6-8 7-9 | 12", "4-2 6-7 8-9 | 12", "4-2 6-7 8-12 | 9", "4-2 7-9 8-12 | 6", "4-8 2-6 7-9 | 12")
	if !(0 < pos[0] && pos[0] < pos[1] && pos[1] < pos[2] && pos[2] < pos[3] && pos[3] < pos[4]) {
		t.Errorf("Example 3: positions of the manual's candidates %v, want increasing", pos)
	}
	if pos[0] != 1 || pos[1] != 7 || pos[2] != 8 {
		// S1R = [6, 7], S2R = [8, 9, 12]: 6 transpositions, then the
		// exchange 7<->8: S1R = [6, 8], S2R = [7, 9, 12].
		t.Errorf("Example 3: the manual's first candidates at %v, want 1, 7, 8", pos[:3])
	}
	if st.Candidate.Generated != pos[4] {
		t.Errorf("Example 3: chosen candidate %d, want %d", st.Candidate.Generated, pos[4])
	}
}

// Example 4, round 5: [5][7, 9] pairs 5-9 and 7 floats; [7][6, 8] as
// first paired gives 6-7 and 8 floats, which cannot complete the round,
// so it becomes the PPB, which gives no pairs; the CLB
// {7, 6, 8, 3, 10, 11} is paired 11-7 3-6 8-10.
func TestManualExample4(t *testing.T) {
	_, _, steps := amPairing(t, 5, Solve)
	st := step(t, steps, 5, 7, 9)
	if got := idString(st.Bracket, &st.Candidate); got != "5-9 | 7" {
		t.Errorf("Example 4, [5][7 9]: %q, want 5-9, 7 floats", got)
	}
	ppb := step(t, steps, 7, 6, 8)
	if !ppb.PPB {
		t.Errorf("Example 4: [7][6 8] is not the PPB")
	}
	first := ppb.First.Bracket
	if c := Solve(first); idString(first, &c) != "7-6 | 8" {
		t.Errorf("Example 4, [7][6 8] as first paired: %q, want 6-7, 8 floats", idString(first, &c))
	}
	if got := idString(ppb.Bracket, &ppb.Candidate); got != "| 7 6 8" {
		t.Errorf("Example 4, PPB: %q, want no pairs", got)
	}
	clb := step(t, steps, 7, 6, 8, 3, 10, 11)
	if !clb.CLB {
		t.Errorf("Example 4: {7 6 8 3 10 11} is not the CLB")
	}
	if got := idString(clb.Bracket, &clb.Candidate); got != "7-11 6-3 8-10 |" {
		t.Errorf("Example 4, CLB: %q, want 11-7 3-6 8-10", got)
	}
}

// The brute force pairs every round of the crosstable as it was played,
// as the engine does.
func TestManualTournament(t *testing.T) {
	for r := 2; r <= 9; r++ {
		tour, br, _ := amPairing(t, r, Solve)
		_, er, _ := amPairing(t, r, dutch2017.Solve)
		rec, err := tour.Recorded(r)
		if err != nil {
			t.Fatal(err)
		}
		if !proptest.SameRound(br, er) {
			t.Errorf("round %d: brute force %s, engine %s", r, proptest.RoundString(br), proptest.RoundString(er))
		}
		if !proptest.SameRound(br, rec) {
			t.Logf("round %d: brute force %s, crosstable %s", r, proptest.RoundString(br), proptest.RoundString(rec))
		}
	}
}
