package checker_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/trf"
)

const (
	unplayedFile = "../cmd/swisscheck/testdata/inputs/unplayed-round.trf"
	unplayedFull = "../fixtures/reference/n0132_p17_r5_s408581591.trf"
)

// TestRoundsNotPaired: a last round holding only pre-entered byes, or a
// bye for every player, is in the check, consistent with nothing to
// compare, and every output says what it is in the same words.
func TestRoundsNotPaired(t *testing.T) {
	tests := []struct {
		file  string
		state trf.RoundState
		note  string
	}{
		{"../fixtures/real/byes-only-round.trf", trf.RoundNotPaired, "not paired yet, only pre-entered byes"},
		{"../fixtures/real/all-byes-round.trf", trf.RoundNoGames, "no games, every player has a bye"},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.file), func(t *testing.T) {
			fc := checker.CheckFiles([]string{tt.file}, checker.DutchOptions(true))[0]
			if fc.Tournament == nil || len(fc.Rounds) != 5 {
				t.Fatalf("errors %v, %d rounds, want 5", fc.Errors, len(fc.Rounds))
			}
			r5 := fc.Rounds[4]
			if !r5.Consistent || r5.State != tt.state || r5.Err != nil || len(r5.Engine.Boards)+len(r5.Recorded.Boards) != 0 {
				t.Errorf("round 5: %+v", r5)
			}
			for _, r := range fc.Rounds[:4] {
				if r.State != trf.RoundPlayed {
					t.Errorf("round %d: state %v", r.Round, r.State)
				}
			}
			rep := checker.Report(fc)
			if got := rep.Rounds[4].Note; got != tt.note || rep.Rounds[3].Note != "" {
				t.Errorf("JSON notes %q, %q; want %q for round 5 only", rep.Rounds[3].Note, got, tt.note)
			}
			var b strings.Builder
			if err := checker.WriteReport(&b, []*checker.FileCheck{fc}); err != nil {
				t.Fatal(err)
			}
			if want := tt.file + ": 13 players, 5 rounds (round 5: " + tt.note + "): every round is consistent\n"; !strings.HasPrefix(b.String(), want) {
				t.Errorf("report begins\n%s\nwant %q", b.String()[:min(200, b.Len())], want)
			}
		})
	}
}

// TestUnplayedRoundChecked: a last round paired but not played yet
// (results ?) is checked like any other: the verdicts, pairings and
// explanations of every round are those of the same file with its results
// (n0132, whose rounds 4 and 5 differ), and round 5 says it is not played.
// Written with blank results, the round is checked the same.
func TestUnplayedRoundChecked(t *testing.T) {
	full := checker.CheckFiles([]string{unplayedFull}, checker.DutchOptions(true))[0]
	data, err := os.ReadFile(unplayedFile)
	if err != nil {
		t.Fatal(err)
	}
	blank := filepath.Join(t.TempDir(), "blank.trf")
	if err := os.WriteFile(blank, []byte(strings.ReplaceAll(string(data), " ?\n", "  \n")), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{unplayedFile, blank} {
		t.Run(filepath.Base(path), func(t *testing.T) {
			fc := checker.CheckFiles([]string{path}, checker.DutchOptions(true))[0]
			if fc.Tournament == nil || fc.Err != nil {
				t.Fatalf("errors %v, failure %v", fc.Errors, fc.Err)
			}
			if len(fc.Rounds) != len(full.Rounds) {
				t.Fatalf("%d rounds, the full file %d", len(fc.Rounds), len(full.Rounds))
			}
			for i, r := range fc.Rounds {
				f := full.Rounds[i]
				if r.Consistent != f.Consistent || !cmp.Equal(r.Engine, f.Engine) || !cmp.Equal(r.Recorded, f.Recorded) || fc.Explained[r.Round].Text != full.Explained[f.Round].Text {
					t.Errorf("round %d: consistent %v, engine %v, recorded %v; the full file: %v, %v, %v", r.Round, r.Consistent, r.Engine, r.Recorded, f.Consistent, f.Engine, f.Recorded)
				}
			}
			if got := fc.Rounds[4].State; got != trf.RoundNotPlayed {
				t.Errorf("round 5: state %v", got)
			}
			if got := checker.Report(fc).Rounds[4].Note; got != "paired, not played yet" {
				t.Errorf("round 5: JSON note %q", got)
			}
		})
	}
}

// TestUnplayedColourSwap: colours swapped on a board of the round not
// played yet (13-2 recorded as 2-13) are flagged in that round.
func TestUnplayedColourSwap(t *testing.T) {
	data, err := os.ReadFile(unplayedFile)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), "  13 b ?", "  13 w ?", 1)
	text = strings.Replace(text, "   2 w ?", "   2 b ?", 1)
	path := filepath.Join(t.TempDir(), "swap.trf")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	if err := checker.WriteFPC(&got, path, checker.Check(load(t, path), dutch2017.System{}, 1)); err != nil {
		t.Fatal(err)
	}
	want := `swap: Round #5
  Checker pairings        Tournament pairings 
     13 -   2                  2 -  13
      5 -  11                 11 -   5
     16 -  15                 15 -  17
     17 -  12                 16 -  12
`
	if !strings.Contains(got.String(), want) {
		t.Errorf("fpc text\n%s\nlacks\n%s", got.String(), want)
	}
}
