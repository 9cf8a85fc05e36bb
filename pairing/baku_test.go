package pairing_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/trf"
)

// TestBakuFromCode checks that a file whose record 192 names the Baku
// acceleration and that has no XXA or 250 gets the acceleration of
// C.04.5.1: the generator's XXA lines (written from the same article),
// taken out, are derived again player by player and round by round, with
// a warning that names GA; XXA lines, when present, are used as they are.
func TestBakuFromCode(t *testing.T) {
	cfg := generate.DefaultConfig()
	for k, v := range map[string]string{"players": "30-61", "rounds": "9-10", "accel": "baku"} {
		if err := cfg.Set(k, v); err != nil {
			t.Fatal(err)
		}
	}
	for seed := uint64(1); seed <= 8; seed++ {
		f, err := generate.Tournament(dutch2026.System{}, cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		want := accelerations(t, f)
		if len(f.Acceleration) == 0 {
			t.Fatalf("seed %d: the generator gave no acceleration", seed)
		}
		f.Acceleration = nil
		for i, r := range f.Records {
			if r.Tag() == "192" {
				f.Records[i].Text = "192 FIDE_DUTCH_2026_BAKU"
			}
		}
		got := accelerations(t, f)
		if got != want {
			t.Errorf("seed %d: derived from 192:\n%s\nthe generator's XXA:\n%s", seed, got, want)
		}
		tour, err := pairing.New(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(tour.Warnings) != 1 || !strings.Contains(tour.Warnings[0].Msg, "the Baku acceleration is derived from the code (C.04.5.1): group GA is the players numbered 1 to") {
			t.Errorf("seed %d: warnings %v", seed, tour.Warnings)
		}
	}
}

// accelerations lists every player's virtual points before each round:
// the pairing score less the score.
func accelerations(t *testing.T, f *trf.File) string {
	t.Helper()
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for r := 1; r <= tour.Rounds; r++ {
		s, err := tour.Before(r)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "round %d:", r)
		for _, p := range s.Players {
			if v := p.PairingScore - p.Score; v != 0 {
				fmt.Fprintf(&b, " %d+%s", p.ID, v)
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestBakuGA checks the size of GA against C.04.5.1.2's own example (161
// players: 82) and small fields, and the virtual points of 4.
func TestBakuGA(t *testing.T) {
	for n, want := range map[int]int{161: 82, 160: 80, 114: 58, 12: 6, 10: 6, 9: 6} {
		if got := pairing.BakuLastGA(n); got != want {
			t.Errorf("GA of %d players: %d, want %d", n, got, want)
		}
	}
	if got := fmt.Sprint(pairing.BakuPoints(11)); got != "[1.0 1.0 1.0 0.5 0.5]" {
		t.Errorf("virtual points: %s", got)
	}
}
