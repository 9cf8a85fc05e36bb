package pairing_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/trf"
)

// TestNextRound: the round to pair next and the rounds that can be
// stated, for files that end with a round not played yet: not paired
// (only pre-entered byes: that round is next, its byes honoured), without
// games (every player has a bye: passed over, as bbpPairings does), or
// paired without results (it is next again; the round after it needs its
// results). Without XXR the total is every round column.
func TestNextRound(t *testing.T) {
	tests := []struct {
		file                string
		rounds, next, total int
		unplayed            bool
		notPaired           []int  // players not paired in round next
		afterNext           string // the error stating round next+1
		score1              trf.Points
		before              int // the round before which player 1 has score1; 0: not tested
	}{
		{"../fixtures/reference/n0132_p17_r5_s408581591.trf", 5, 6, 5, false, nil, "the file has rounds 1 to 5, so rounds 1 to 6 can be paired", 30, 6},
		{"../fixtures/real/byes-only-round.trf", 4, 5, 9, false, []int{3, 8, 11}, "round 6: rounds 1 to 5 can be paired (round 5: not paired yet, only pre-entered byes)", 35, 5},
		{"../fixtures/real/all-byes-round.trf", 4, 6, 9, false, nil, "round 7: rounds 1 to 6 can be paired (round 5: no games, every player has a bye)", 45, 6},
		{"../fixtures/real/pre-entered-bye-total.trf", 12, 13, 13, false, []int{1}, "round 14: rounds 1 to 13 can be paired", 0, 0},
		{"../cmd/swisscheck/testdata/inputs/unplayed-round.trf", 5, 5, 5, true, nil, "round 6: round 5 is paired but not played yet (its results are needed for any later round), so rounds 1 to 5 can be paired", 20, 5},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			tour := proptest.ReadTournament(t, tt.file)
			if tour.Rounds != tt.rounds || tour.Next != tt.next || tour.TotalRounds != tt.total || tour.Unplayed() != tt.unplayed {
				t.Errorf("rounds %d, next %d, total %d, unplayed %v; want %d, %d, %d, %v",
					tour.Rounds, tour.Next, tour.TotalRounds, tour.Unplayed(), tt.rounds, tt.next, tt.total, tt.unplayed)
			}
			s, err := tour.Before(tt.next)
			if err != nil {
				t.Fatalf("Before(%d): %v", tt.next, err)
			}
			var out []int
			for _, p := range s.Players {
				if !p.Paired {
					out = append(out, p.ID)
				}
			}
			if !slices.Equal(out, tt.notPaired) {
				t.Errorf("round %d: not paired %v, want %v", tt.next, out, tt.notPaired)
			}
			if tt.before > 0 {
				st, err := tour.Before(tt.before)
				if err != nil {
					t.Fatal(err)
				}
				if got := st.Player(1).Score; got != tt.score1 {
					t.Errorf("player 1 before round %d: score %v, want %v", tt.before, got, tt.score1)
				}
			}
			if _, err := tour.Before(tt.next + 1); err == nil || !strings.Contains(err.Error(), tt.afterNext) {
				t.Errorf("Before(%d): error %v, want one saying %q", tt.next+1, err, tt.afterNext)
			}
		})
	}
}

// TestUnplayedThenByes: after the last paired round, not played yet, a
// column of pre-entered byes does not make a later round pairable: the
// next round is still the unplayed one.
func TestUnplayedThenByes(t *testing.T) {
	data, err := os.ReadFile("../cmd/swisscheck/testdata/inputs/unplayed-round.trf")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), "     7 w ?\n", "     7 w ?  0000 - H\n", 1)
	f, err := trf.Read("t.trf", strings.NewReader(text))
	if err == nil {
		err = f.Validate().Err()
	}
	if err != nil {
		t.Fatal(err)
	}
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	if tour.Rounds != 5 || tour.Next != 5 || !tour.Unplayed() {
		t.Errorf("rounds %d, next %d, unplayed %v; want 5, 5, true", tour.Rounds, tour.Next, tour.Unplayed())
	}
	if _, err := tour.Before(6); err == nil || !strings.Contains(err.Error(), "round 5 is paired but not played yet") {
		t.Errorf("Before(6): %v", err)
	}
}
