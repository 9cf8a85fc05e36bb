package bruteforce

import (
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
)

// TestRemainderNumbers holds the reading of C.04.3 (2017) D.2 in a
// remainder: its players are numbered 1, 2, 3 ... among themselves before
// the resident-exchanges are sorted, as both endorsed engines number them.
// The text's "all players in the bracket shall be tagged with consecutive
// in-bracket sequence-numbers" would keep the bracket's BSNs, and where the
// MDP-Pairing takes a resident from between the remainder's players the
// sums of D.2.b then differ.
//
// n2647 round 6, the 1.0 bracket: 72 (BSN 1, MDP), then 64 65 66 70 71 75
// (BSNs 2-7). Every best candidate pairs 72-70 (BSN 5), so the remainder is
// 64 65 66 71 75, numbered 1-5: S1R = [64, 65], S2R = [66, 71, 75]. Two
// candidates are equal on C.5-C.19:
//   - 64-65 71-75, 66 floats: 65 leaves S1R, 71 enters; D.2.b: 4-2 = 2 in
//     the remainder's numbers, 6-3 = 3 in the bracket's BSNs;
//   - 65-71 66-75, 64 floats: 64 leaves, 66 enters; 3-1 = 2, or 4-2 = 2.
//
// With the remainder's numbers D.2.b ties and D.2.c takes first the
// exchange moving the higher number out of S1R (65), as bbpPairings 5.0.1
// and JaVaFo 2.2 paired it; with the bracket's BSNs D.2.b would take the
// other. j159 round 15 (the 9.5 bracket, MDP 1 paired with 15) is the same
// shape in the last round of a JaVaFo tournament.
func TestRemainderNumbers(t *testing.T) {
	cases := []struct {
		file    string
		round   int
		bracket []int  // IDs in bracket order
		chosen  string // the recorded candidate (idString)
		other   string // the bracket-BSN reading's candidate
	}{
		{"n2647_p75_r7_s235540809.trf", 6, []int{72, 64, 65, 66, 70, 71, 75},
			"72-70 64-65 71-75 | 66", "72-70 65-71 66-75 | 64"},
		{"j_p159_s300091.trf", 15, []int{1, 4, 7, 13, 15, 30, 33},
			"1-15 4-7 30-33 | 13", "1-15 7-33 13-30 | 4"},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			st := fixtureStep(t, "../../../fixtures/reference/"+c.file, c.round, c.bracket)
			b := st.Bracket
			if got := idString(b, &st.Candidate); got != c.chosen {
				t.Errorf("engine: %s, want %s", got, c.chosen)
			}
			bf := Solve(b)
			if got := idString(b, &bf); got != c.chosen {
				t.Errorf("brute force: %s, want %s", got, c.chosen)
			}
			chosen, other := parseCandidate(t, b, c.chosen), parseCandidate(t, b, c.other)
			if q1, q2 := b.Evaluate(&chosen), b.Evaluate(&other); q1.Better(&q2) || q2.Better(&q1) {
				t.Fatalf("the two candidates are not equal on every criterion")
			}
			gc, _ := b.Generation(&chosen, 1)
			gr, _ := b.Generation(&other, 1)
			if dc, dr := gc.ExchangeDifference(), gr.ExchangeDifference(); dc != 2 || dr != 2 {
				t.Errorf("D.2.b in the remainder's numbers: %d and %d, want 2 and 2", dc, dr)
			}
			if rule, first := b.Precedes(&gc, &gr); rule != "D.2.c" || !first {
				t.Errorf("Precedes: %q %v, want D.2.c, the recorded first", rule, first)
			}
			pos := positions(b, c.chosen, c.other)
			if pos[0] == 0 || pos[1] == 0 || pos[0] > pos[1] {
				t.Errorf("positions in the sequence: %v, want the recorded one first", pos)
			}
		})
	}
}

// fixtureStep pairs a round of a fixture with the engine and returns the
// step of the bracket with exactly these players.
func fixtureStep(t *testing.T, path string, round int, players []int) *dutch2017.Step {
	t.Helper()
	_, _, steps := pairFixture(t, path, round, dutch2017.Solve)
	st := step(t, steps, players...)
	return &st
}

// parseCandidate reads a candidate written as idString writes it.
func parseCandidate(t *testing.T, b *dutch2017.Bracket, s string) dutch2017.Candidate {
	t.Helper()
	index := func(id string) int {
		i := slices.IndexFunc(b.Players, func(p *dutch.Player) bool { return itoa(p.ID) == id })
		if i < 0 {
			t.Fatalf("no player %s in the bracket", id)
		}
		return i
	}
	pairs, floaters, _ := strings.Cut(s, "|")
	var c dutch2017.Candidate
	for _, pr := range strings.Fields(pairs) {
		a, z, _ := strings.Cut(pr, "-")
		c.Pairs = append(c.Pairs, [2]int{index(a), index(z)})
	}
	for _, f := range strings.Fields(floaters) {
		c.Floaters = append(c.Floaters, index(f))
	}
	return c
}
