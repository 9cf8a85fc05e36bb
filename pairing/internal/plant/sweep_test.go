package plant

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/swisscheck/swisscheck/trf"
)

// TestFirstFlagged reads bbpPairings' check reports kept beside the
// explain-cases files: the first round each flags.
func TestFirstFlagged(t *testing.T) {
	for file, want := range map[string]int{
		"../../burstein/testdata/explain-cases/n0260_p16_r6_s827879869.bbp-check.txt":  2,
		"../../burstein/testdata/explain-cases/n0083_p17_r3_s810136177.bbp-check.txt":  1,
		"../../dutch2026/testdata/explain-cases/n0356_p38_r7_s680783059.bbp-check.txt": 6,
		"../../dutch2017/testdata/explain-cases/n1900_p51_r9_s251937473.bbp-check.txt": 2,
	} {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if got := firstFlagged(text); got != want {
			t.Errorf("%s: first flagged round %d, want %d", filepath.Base(file), got, want)
		}
	}
}

// TestBBP runs bbpPairings 6.0.0, when the shared oracles are present, on
// the 2026 explain-cases file: it flags round 6 first.
func TestBBP(t *testing.T) {
	dir := os.Getenv("SWISSCHECK_SHARED")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "..", "shared")
	}
	oracle := BBP(filepath.Join(dir, "oracles", "bbpPairings-v6.0.0"), "--dutch")
	if oracle == nil {
		t.Skip("bbpPairings-v6.0.0 not found (set SWISSCHECK_SHARED)")
	}
	path := "../../dutch2026/testdata/explain-cases/n0356_p38_r7_s680783059.trf"
	f, err := trf.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := oracle(path, f); err != nil || got != 6 {
		t.Errorf("bbpPairings flags round %d first (%v), want 6", got, err)
	}
}

// TestChoose checks that each kind of change changes the round it names,
// and that the same seed chooses the same change.
func TestChoose(t *testing.T) {
	path := "../../dutch2026/testdata/explain-cases/n0356_p38_r7_s680783059.trf"
	for _, kind := range Kinds {
		f, err := trf.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		c, ok := Choose(f, kind, 0, 7)
		if !ok {
			t.Fatalf("%s: no change", kind)
		}
		if again, _ := Choose(f, kind, 0, 7); again.Detail != c.Detail || again.Round != c.Round {
			t.Errorf("%s: seed 7 chooses %q then %q", kind, c.Detail, again.Detail)
		}
		before := f.Players[c.Players[0]-1].Games[c.Round-1]
		c.Apply(f)
		if after := f.Players[c.Players[0]-1].Games[c.Round-1]; after == before {
			t.Errorf("%s (%s): player %d's block of round %d is unchanged", kind, c.Detail, c.Players[0], c.Round)
		}
	}
}
