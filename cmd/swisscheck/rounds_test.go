package main

import (
	"os"
	"strings"
	"testing"
)

const (
	byesOnlyFile = "../../fixtures/real/byes-only-round.trf"
	allByesFile  = "../../fixtures/real/all-byes-round.trf"
	unplayedFile = "testdata/inputs/unplayed-round.trf"
)

// readText returns a file's text.
func readText(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestRoundsNotPlayed: files that end with a round not played yet. A
// round of pre-entered byes is the round pair pairs, its byes honoured,
// as bbpPairings pairs it (NAME.bbp-pair.txt); a round in which every
// player has a bye is passed over, as bbpPairings does, and stderr says
// so; a round paired without results is paired again, and the round after
// it cannot be paired. validate and check count every round and say which
// is not played.
func TestRoundsNotPlayed(t *testing.T) {
	// The fixtures come from bbpPairings 5.0.1 (the 2017 rules) and carry
	// no date: each command names the system (after the file).
	repair := func() string {
		_, out, _ := runCLI("pair", "--round", "5", unplayedFile, "--system", "dutch-2017")
		return out
	}()
	tests := []struct {
		name         string
		args         []string
		code         int
		stdout       string // "" for any: then prefix must begin it
		prefix       string
		stderr       string // the whole of stderr
		stderrSubstr string
	}{
		{name: "validate byes only", args: []string{"validate", byesOnlyFile}, stdout: byesOnlyFile + ": valid, 13 players, 5 rounds (round 5: not paired yet, only pre-entered byes)\n"},
		{name: "validate all byes", args: []string{"validate", allByesFile}, stdout: allByesFile + ": valid, 13 players, 5 rounds (round 5: no games, every player has a bye)\n"},
		{name: "validate unplayed", args: []string{"validate", unplayedFile}, stdout: unplayedFile + ": valid, 17 players, 5 rounds (round 5: paired, not played yet)\n"},
		{name: "check byes only", args: []string{"check", byesOnlyFile}, prefix: byesOnlyFile + ": 13 players, 5 rounds (round 5: not paired yet, only pre-entered byes): every round is consistent\n"},
		{name: "check unplayed", args: []string{"check", unplayedFile}, code: exitDiffers, prefix: unplayedFile + ": 17 players, 5 rounds (round 5: paired, not played yet): 2 of 5 rounds differ\n"},
		{name: "pair byes only", args: []string{"pair", byesOnlyFile}, stdout: readText(t, "../../fixtures/real/byes-only-round.bbp-pair.txt")},
		{name: "pair all byes", args: []string{"pair", allByesFile}, stdout: readText(t, "../../fixtures/real/all-byes-round.bbp-pair.txt"),
			stderr: "swisscheck: " + allByesFile + ": round 5: no games, every player has a bye: pairing round 6\n"},
		{name: "pair a round without games", args: []string{"pair", "--round", "5", allByesFile}, stdout: "0\n",
			stderr: "swisscheck: " + allByesFile + ": round 5: nobody to pair (every player has a bye or is absent)\n"},
		{name: "pair unplayed", args: []string{"pair", unplayedFile}, stdout: repair,
			stderr: "swisscheck: " + unplayedFile + ": round 5 is paired but not played yet: pairing it again from the rounds before it (round 6 needs its results)\n"},
		{name: "pair after unplayed", args: []string{"pair", "--round", "6", unplayedFile}, code: exitUsage,
			stderrSubstr: unplayedFile + ": round 6: round 5 is paired but not played yet (its results are needed for any later round), so rounds 1 to 5 can be paired"},
		{name: "checklist unplayed", args: []string{"checklist", unplayedFile}, prefix: "System: dutch-2017, C.04.3 FIDE (Dutch) System (2017), chosen by --system\nCheck list before round 5 of 5\n"},
		{name: "checklist after unplayed", args: []string{"checklist", "--round", "6", unplayedFile}, code: exitUsage, stderrSubstr: "round 5 is paired but not played yet"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := tt.args
			if args[0] != "validate" {
				args = append(args, "--system", "dutch-2017")
			}
			code, out, stderr := runCLI(args...)
			if code != tt.code {
				t.Errorf("exit code %d, want %d; stderr:\n%s", code, tt.code, stderr)
			}
			if tt.stdout != "" && out != tt.stdout || !strings.HasPrefix(out, tt.prefix) {
				t.Errorf("stdout\n%s\nwant %q (prefix %q)", out, tt.stdout, tt.prefix)
			}
			if tt.stderrSubstr == "" && stderr != tt.stderr || !strings.Contains(stderr, tt.stderrSubstr) {
				t.Errorf("stderr %q, want %q", stderr, tt.stderr+tt.stderrSubstr)
			}
		})
	}
	if repair == "" || strings.HasPrefix(repair, "0\n") {
		t.Errorf("pair --round 5: %q", repair)
	}
}

// TestUnknownResultBeforeLastRound: ? (a game not played yet) in a round
// before the last is an error at its line and column.
func TestUnknownResultBeforeLastRound(t *testing.T) {
	text := readText(t, unplayedFile)
	text = strings.Replace(text, " 2.0    5     9 b 1     8 w =     6 b =", " 1.5    5     9 b 1     8 w =     6 b ?", 1)
	text = strings.Replace(text, " 2.5    8    14 w =     5 b 1     1 w =", " 2.0    8    14 w =     5 b 1     1 w ?", 1)
	path := writeFile(t, "q3.trf", text)
	code, out, stderr := runCLI("validate", path)
	want := path + ":2:119: round 3 result: expected a game result (1 = 0 + - W D L), found ? (a game not played yet is allowed only in the last paired round, round 5)\n" +
		path + ":7:119: round 3 result: expected a game result (1 = 0 + - W D L), found ? (a game not played yet is allowed only in the last paired round, round 5)\n" +
		"swisscheck: 1 of 1 file invalid\n"
	if code != exitInvalid || out != "" || stderr != want {
		t.Errorf("exit code %d, stdout %q, stderr\n%s\nwant\n%s", code, out, stderr, want)
	}
}
