package checker_test

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// realFiles lists the real-file cases of fixtures/real.
func realFiles(t *testing.T) []string {
	files := glob(t, "../fixtures/real/*.trf")
	if len(files) == 0 {
		t.Fatal("no files in fixtures/real")
	}
	return files
}

// TestRealFPC checks that the fpc text of every real-file case is the
// endorsed checker's, byte for byte.
func TestRealFPC(t *testing.T) {
	for _, path := range realFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			var got bytes.Buffer
			if err := checker.WriteFPC(&got, path, checker.Check(load(t, path), dutch2017.System{}, 1)); err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(strings.TrimSuffix(path, ".trf") + ".bbp-check.txt")
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Errorf("fpc output differs from the endorsed checker's (-theirs +ours, by line):\n%s", cmp.Diff(strings.Split(string(want), "\n"), strings.Split(got.String(), "\n")))
			}
		})
	}
}

// TestRealExplanations checks the verdict of every round of each real-file
// case and the rule, players and words of each differing round's
// explanation.
func TestRealExplanations(t *testing.T) {
	type round struct {
		rule      string
		noPairing bool
		players   []int
		text      []string
	}
	cases := []struct {
		file   string
		rounds map[int]round // the differing rounds; every other is consistent
	}{
		{"colourless-forfeit.trf", nil},
		{"colourless-forfeit-differs.trf", map[int]round{1: {rule: "B.8", players: []int{1, 2, 3, 4, 5, 6},
			text: []string{"the engine's pairing pairs 1-4 2-5 3-6 where the recorded pairing pairs 1-3 2-6 4-5"}}}},
		{"repeated-games.trf", map[int]round{
			2: {"C.1", true, []int{2, 1}, []string{"C.1: players 2 and 1 already played each other, in round 1 (board 1)."}},
			3: {"C.1", true, []int{1, 2}, []string{"C.1: players 1 and 2 already played each other, in rounds 1 and 2 (board 1)."}},
		}},
		{"late-entry.trf", map[int]round{1: {rule: "B.8", text: []string{
			"the engine's pairing pairs 5-145 6-146 7-147 8-148 9-149 10-150 and 130 more where the recorded pairing pairs 5-281 6-145 7-146 8-147 9-148 10-149 and 130 more.",
			"the first player of S1 they pair differently is 5 (BSN 5): the engine's pairing gives him 145 (BSN 145), the recorded one 281 (BSN 280)",
			"Likely cause: without player 5 the engine pairs round 1 with exactly the recorded pairing, the pairing-allocated bye going to 281, who plays 5 instead.",
			"every player from 6 on had a pairing number one lower when it was paired."}}}},
		{"renumbered.trf", map[int]round{1: {rule: "B.8", text: []string{
			"and 34 more where the recorded pairing pairs 1-145 2-146 3-147 4-148 5-149 6-150 and 34 more.",
			"With player 40 at the end of the start list, after 288, the engine pairs round 1 with exactly the recorded pairing.",
			"The file has him between 39 and 41, so that every player from 41 to 288 has a pairing number one higher than when the round was paired.",
			"Player 40 looks like a late entry"}}}},
		// Rounds after the last paired one: nothing to compare. Without XXR
		// the total is 13, so round 12 is not the final round (A.7).
		{"byes-only-round.trf", nil},
		{"all-byes-round.trf", nil},
		{"pre-entered-bye-total.trf", map[int]round{10: {rule: "B.8", players: []int{26, 30, 59, 68},
			text: []string{"the engine's pairing pairs 26-59 30-68 where the recorded pairing pairs 26-30 59-68"}}}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			fc := checker.CheckFiles([]string{filepath.Join("../fixtures/real", c.file)}, checker.DutchOptions(true))[0]
			if fc.Tournament == nil || fc.Err != nil {
				t.Fatalf("errors %v, failure %v", fc.Errors, fc.Err)
			}
			for _, r := range fc.Rounds {
				want, differs := c.rounds[r.Round]
				if r.Consistent == differs {
					t.Errorf("round %d: consistent %v, want %v", r.Round, r.Consistent, !differs)
				}
				if errors.Is(r.Err, dutch2017.ErrNoPairing) != want.noPairing {
					t.Errorf("round %d: error %v, want no valid pairing %v", r.Round, r.Err, want.noPairing)
				}
				e, ok := fc.Explained[r.Round]
				if ok != differs {
					t.Errorf("round %d: explained %v, want %v", r.Round, ok, differs)
				}
				if !differs {
					continue
				}
				if e.Rule.String() != want.rule || (want.players != nil && !slices.Equal(e.Players, want.players)) {
					t.Errorf("round %d: rule %s, players %v; want %s, %v\n%s", r.Round, e.Rule, e.Players, want.rule, want.players, e.Text)
				}
				for _, w := range want.text {
					if !strings.Contains(e.Text, w) {
						t.Errorf("round %d: text lacks %q:\n%s", r.Round, w, e.Text)
					}
				}
				if len(e.Text) > 1500 {
					t.Errorf("round %d: explanation of %d characters:\n%s", r.Round, len(e.Text), e.Text)
				}
			}
		})
	}
}

// TestRealReport compares the readable report of the real-file cases with
// testdata/real-report.golden (go test -update rewrites it), and checks
// that a round with no valid pairing says so once, with the rule in the
// summary.
func TestRealReport(t *testing.T) {
	var got bytes.Buffer
	if err := checker.WriteReport(&got, checker.CheckFiles(realFiles(t), checker.DutchOptions(true))); err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "real-report.golden")
	if *update {
		if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got.Bytes(), want) {
		t.Errorf("report differs from %s (-golden +got, by line):\n%s", golden, cmp.Diff(strings.Split(string(want), "\n"), strings.Split(got.String(), "\n")))
	}
	text := got.String()
	if n := strings.Count(text, "no valid pairing"); n != 2 {
		t.Errorf(`"no valid pairing" %d times, want once for each of rounds 2 and 3:%s`, n, text)
	}
	if !strings.Contains(text, "│ 1 - 3 (no colours) │") {
		t.Errorf("report lacks the colourless board 1 - 3:\n%s", text)
	}
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, "repeated-games.trf ") && !strings.Contains(line, "│ C.1 ") {
			t.Errorf("summary line without the rule C.1: %s", line)
		}
	}
}

// TestRealJSON checks the JSON of a round without valid pairing (the error
// and the C.1 explanation) and of colourless boards (marked, lower starting
// rank first).
func TestRealJSON(t *testing.T) {
	checks := checker.CheckFiles([]string{"../fixtures/real/repeated-games.trf", "../fixtures/real/colourless-forfeit-differs.trf"}, checker.DutchOptions(true))
	rep := checker.Report(checks[0])
	r2 := rep.Rounds[1]
	if r2.Error == "" || r2.Engine != nil || r2.Recorded == nil || r2.Explanation == nil || r2.Explanation.Rule.String() != "C.1" {
		t.Errorf("round 2: %+v", r2)
	}
	rec := checker.Report(checks[1]).Rounds[0].Recorded
	want := []checker.BoardReport{{White: 1, Black: 3, Colourless: true}, {White: 2, Black: 6, Colourless: true}, {White: 4, Black: 5}}
	if rec == nil || !slices.Equal(rec.Boards, want) {
		t.Errorf("recorded boards %+v, want %+v", rec, want)
	}
}
