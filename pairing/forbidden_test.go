package pairing

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/trf"
)

// sixRoundsWith is the six-round manual fixture (14 players) with extra
// lines, read for pairing.
func sixRoundsWith(t *testing.T, lines ...string) *Tournament {
	t.Helper()
	data, err := os.ReadFile("../fixtures/am-six-rounds.trf")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data) + strings.Join(lines, "\n") + "\n"
	f, err := trf.Read("forbidden.trf", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	tour, err := New(f)
	if err != nil {
		t.Fatal(err)
	}
	return tour
}

// TestForbiddenPairs: in every round, two players may not meet exactly
// when they played each other (Barring gives the round) or a line that
// applies in the round (XXP always, 260 in its rounds) lists both (round
// 0), however often a start rank is repeated; Forbidden lists the latter.
func TestForbiddenPairs(t *testing.T) {
	lines := []string{
		"XXP 1 4 1 4 1",
		"260   2   3    2    7    9    7",
		"XXP 11 11",
		"260   5   5   12   13",
	}
	tour := sixRoundsWith(t, lines...)
	type window struct {
		first, last int
		ids         []int
	}
	windows := []window{{1, 0, []int{1, 4}}, {2, 3, []int{2, 7, 9}}, {5, 5, []int{12, 13}}}
	want := func(r, a, b int) bool {
		for _, w := range windows {
			if r >= w.first && (w.last == 0 || r <= w.last) && a != b && slices.Contains(w.ids, a) && slices.Contains(w.ids, b) {
				return true
			}
		}
		return false
	}
	for r := 1; r <= tour.Rounds+1; r++ {
		s, err := tour.Before(r)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range s.Players {
			var forbidden []int
			for _, q := range s.Players {
				played, met := p.Met[q.ID]
				wantRound, wantBarred := played, met || want(r, p.ID, q.ID)
				if round, barred := p.Barring(q); round != wantRound || barred != wantBarred {
					t.Errorf("round %d: %d.Barring(%d) = %d, %v; want %d, %v", r, p.ID, q.ID, round, barred, wantRound, wantBarred)
				}
				if got := p.CanMeet(q); got != (!wantBarred && p.ID != q.ID) {
					t.Errorf("round %d: %d.CanMeet(%d) = %v", r, p.ID, q.ID, got)
				}
				if want(r, p.ID, q.ID) {
					forbidden = append(forbidden, q.ID)
				}
			}
			if got := p.Forbidden(); !slices.Equal(got, forbidden) {
				t.Errorf("round %d: %d.Forbidden() = %v, want %v", r, p.ID, got, forbidden)
			}
		}
	}
}

// TestForbiddenLineCost: a line of n start ranks is not expanded into its
// pairs. An XXP line of 10,000 start ranks, every player of the file over
// and over, keeps one row per player, one word each (start ranks under
// 64); 1,000 lines of the same two players keep two rows.
func TestForbiddenLineCost(t *testing.T) {
	var long strings.Builder
	long.WriteString("XXP")
	for i := range 10000 {
		fmt.Fprintf(&long, " %d", i%14+1)
	}
	pairs := make([]string, 1000)
	for i := range pairs {
		pairs[i] = "XXP 3 9"
	}
	tests := []struct {
		name  string
		lines []string
		words int
	}{
		{"10,000 ranks on one line", []string{long.String()}, 14},
		{"1,000 lines of one pair", pairs, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := sixRoundsWith(t, tt.lines...).Before(7)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Players[0].forbid.size(); got != tt.words {
				t.Errorf("the forbidden pairs take %d words, want %d", got, tt.words)
			}
		})
	}
}
