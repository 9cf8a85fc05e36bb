package burstein

import (
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"os"
	"path/filepath"
	"testing"
)

// TestFileAcceleration reads docs/burstein.md 2: without XXA
// the top half of the round-1 participants has the imaginary point of 3.3
// in rounds 1 and 2 only; a file with acceleration points (XXA) has those
// points in their place, in every round, and no imaginary point.
func TestFileAcceleration(t *testing.T) {
	const src = "../../fixtures/reference-burstein/n0152_p7_r3_s743987837.trf"
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	accel := filepath.Join(t.TempDir(), "accel.trf")
	// Player 7, the lowest, gets 1.0 in rounds 1 and 3, 0.5 in round 2.
	data = append(data, []byte("XXA    7  1.0  0.5  1.0\n")...)
	if err := os.WriteFile(accel, data, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		path  string
		round int
		want  map[int]string // Imaginary by player; the others 0
	}{
		{src, 1, map[int]string{1: "1.0", 2: "1.0", 3: "1.0"}},
		{src, 2, map[int]string{1: "1.0", 2: "1.0", 3: "1.0"}},
		{src, 3, map[int]string{}},
		{accel, 1, map[int]string{7: "1.0"}},
		{accel, 2, map[int]string{7: "0.5"}},
		{accel, 3, map[int]string{7: "1.0"}},
	}
	for _, tt := range tests {
		ps, err := proptest.ReadTournament(t, tt.path).Before(tt.round)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range NewState(ps).Players {
			want, ok := tt.want[p.ID]
			if !ok {
				want = "0.0"
			}
			if got := p.Imaginary.String(); got != want {
				t.Errorf("%s round %d: player %d has %s, want %s", filepath.Base(tt.path), tt.round, p.ID, got, want)
			}
			if p.Group != p.Score+p.Imaginary {
				t.Errorf("%s round %d: player %d: SG %s, score %s + %s", filepath.Base(tt.path), tt.round, p.ID, p.Group, p.Score, p.Imaginary)
			}
		}
	}
}
