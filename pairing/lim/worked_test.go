package lim

import (
	"slices"
	"sort"
	"testing"

	"github.com/swisscheck/swisscheck/trf"
)

func pairRound(t *testing.T, e event) (*State, Steps, []string) {
	t.Helper()
	s := stateOf(t, e)
	st, err := s.Steps()
	if err != nil {
		t.Fatal(err)
	}
	got := boards(s.Assemble(st))
	return s, st, got
}

// TestFirstRound is 7.2's example in small: ten players, the lot White:
// 1 v 6, 7 v 2, 3 v 8, 9 v 4, 5 v 10; with eleven, 11 has the bye (7.1).
func TestFirstRound(t *testing.T) {
	e := event{Colour: trf.White, Total: 5}
	for i := range 10 {
		e.Ratings = append(e.Ratings, 2500-10*i)
	}
	_, _, got := pairRound(t, e)
	want := []string{"1-6", "7-2", "3-8", "9-4", "5-10"}
	if !slices.Equal(got, want) {
		t.Errorf("round 1: got %v, want %v", got, want)
	}
	e.Ratings = append(e.Ratings, 1000)
	e.Colour = trf.Black
	_, _, got = pairRound(t, e)
	want = []string{"6-1", "2-7", "8-3", "4-9", "10-5", "bye 11"}
	if !slices.Equal(got, want) {
		t.Errorf("round 1 of 11, lot Black: got %v, want %v", got, want)
	}
}

// TestWorkedRound is the round of docs/other-systems.md §5 item 5
// (gen-lim/cp c007 round 2): 12 players, 11 had a half-point bye in round
// one, so 12 got the pairing-allocated bye. Groups 1.0 {1,2,4,5,12}, 0.5
// {3,8,11}, 0 {6,7,9,10}. The 1.0 group is odd: its floater is its
// lowest numbered player, 12, who goes to the median group (0.5), paired
// last; then 4 v 1 and 2 v 5. The 0 group is paired upwards: 6 v 9,
// 10 v 7. The median group {3,8,11}+12: 12 v 3, 8 v 11.
func TestWorkedRound(t *testing.T) {
	e := event{Colour: trf.White, Total: 7}
	for i := range 12 {
		e.Ratings = append(e.Ratings, 2400-20*i)
	}
	// Round 1: 1-6, 7-2, 3-8, 9-4, 5-10; 11 half-point bye, 12 PAB.
	e.Rounds = [][]game{{{1, 6, '1'}, {7, 2, '0'}, {3, 8, '='}, {9, 4, '0'}, {5, 10, '1'}}}
	e.Byes = []map[int]byte{{11: 'H', 12: 'U'}}
	_, st, got := pairRound(t, e)
	want := []string{"4-1", "2-5", "12-3", "8-11", "6-9", "10-7"}
	sort.Strings(got)
	sort.Strings(want)
	if !slices.Equal(got, want) {
		t.Errorf("round 2:\n got %v\nwant %v", got, want)
	}
	if st.Fallback != "" {
		t.Errorf("fallback %q", st.Fallback)
	}
}
