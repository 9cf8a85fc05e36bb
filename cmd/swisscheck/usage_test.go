package main

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestRoundOutOfRange: a round out of range is a usage error (2) whose
// message says the range, for every command that takes --round.
func TestRoundOutOfRange(t *testing.T) {
	data, err := os.ReadFile(manual)
	if err != nil {
		t.Fatal(err)
	}
	unfinished := writeFile(t, "unfinished.trf", strings.Replace(string(data), "XXR 9", "XXR 12", 1))
	runExitCases(t, []exitCase{
		{"pair a finished event", []string{"pair", manual}, exitUsage, "swisscheck: pair: " + manual + ": the file records all 9 rounds of the tournament: there is no next round to pair (--round 1 to 9 re-pairs a recorded one)\n"},
		{"pair --round beyond the event", []string{"pair", "--round", "99", manual}, exitUsage, "swisscheck: pair: " + manual + ": round 99 is out of range: the file records rounds 1 to 9 of the tournament's 9, so --round can be 1 to 9\n"},
		{"pair --round 0", []string{"pair", "--round", "0", sixRounds}, exitUsage, "round 0 is out of range: the file records rounds 1 to 6 of the tournament's 6, so --round can be 1 to 6\n"},
		{"pair --round beyond the next round", []string{"pair", "--round", "11", unfinished}, exitUsage, "round 11 is out of range: the file records rounds 1 to 9 of the tournament's 12, so --round can be 1 to 10\n"},
		{"pair the next round", []string{"pair", unfinished}, exitOK, ""},
		{"checklist --round 99", []string{"checklist", "--round", "99", manual}, exitUsage, "round 99: the file has rounds 1 to 9, so rounds 1 to 10 can be paired"},
		{"explain --round 99", []string{"explain", "--round", "99", manual}, exitUsage, "round 99: the file has rounds 1 to 9, so rounds 1 to 10 can be paired"},
	})
}

// TestMissingFile: a file named on the command line that does not exist
// is a usage error (2) naming it, for every command that reads one.
func TestMissingFile(t *testing.T) {
	var tests []exitCase
	for _, args := range [][]string{
		{"validate"}, {"check"}, {"check", "--format", "json"}, {"checklist"}, {"explain", "--round", "2"}, {"pair"},
	} {
		tests = append(tests, exitCase{strings.Join(args, " "), append(args, "x.trf"), exitUsage, "swisscheck: " + args[0] + ": no such file: x.trf\n"})
	}
	tests = append(tests, exitCase{"generate --config", []string{"generate", "-n", "1", "-o", t.TempDir(), "--config", "x.conf"}, exitUsage, "swisscheck: generate: no such file: x.conf\n"})
	runExitCases(t, tests)
	// Nothing else is said: no report of the missing file on stdout.
	for _, cmd := range []string{"validate", "check"} {
		if _, stdout, stderr := runCLI(cmd, "x.trf"); stdout != "" || stderr != "swisscheck: "+cmd+": no such file: x.trf\n" {
			t.Errorf("%s x.trf: stdout %q, stderr %q", cmd, stdout, stderr)
		}
	}
}

// TestMissingFileAmongOthers: a file that does not exist is named on
// stderr and makes the run a usage error (2), unless another file is
// invalid (3); the other files are still checked and printed.
func TestMissingFileAmongOthers(t *testing.T) {
	bad := damaged(t)
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string // a substring
	}{
		{"check", []string{"check", manual, "nosuch.trf", sixRounds}, exitUsage, "2 files: 2 consistent"},
		{"check a differing file", []string{"check", "--format", "fpc", "nosuch.trf", perturbed}, exitUsage, "Round #4"},
		{"check an invalid file", []string{"check", bad, "nosuch.trf"}, exitInvalid, "1 file: 0 consistent, 0 differing, 1 invalid"},
		{"check json", []string{"check", "--format", "json", manual, "nosuch.trf"}, exitUsage, `"file": "` + manual + `"`},
		{"validate", []string{"validate", "nosuch.trf", manual}, exitUsage, manual + ": valid, 12 players, 9 rounds\n"},
		{"validate an invalid file", []string{"validate", "nosuch.trf", bad, manual}, exitInvalid, manual + ": valid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(tt.args...)
			if code != tt.code {
				t.Errorf("exit code %d, want %d; stderr:\n%s", code, tt.code, stderr)
			}
			if !strings.Contains(stdout, tt.stdout) {
				t.Errorf("stdout does not contain %q:\n%s", tt.stdout, stdout)
			}
			if want := "swisscheck: " + tt.args[0] + ": no such file: nosuch.trf\n"; strings.Count(stderr, want) != 1 {
				t.Errorf("stderr does not say once %q:\n%s", want, stderr)
			}
			if strings.Contains(stdout, "nosuch") {
				t.Errorf("stdout names the missing file:\n%s", stdout)
			}
			if slices.Contains(tt.args, "json") && !json.Valid([]byte(stdout)) {
				t.Errorf("stdout is not valid JSON:\n%s", stdout)
			}
		})
	}
}
