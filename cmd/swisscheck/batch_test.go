package main

import (
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/urfave/cli/v2"
)

// batchDir holds one report file of each status, as a federation's folder
// would: consistent.trf (fixtures/am-dutch-examples.trf), differs.trf
// (fixtures/reference/n0132_p17_r5_s408581591.trf: no system, no date, so
// checked under today's rules with a warning; rounds 4 and 5 differ),
// invalid.trf (the first with player 12's points, line 13, changed from
// 4.0 to 5.0) and old.trf (the first with 042 giving a start date before
// any rules swisscheck has: not checked).
const batchDir = "testdata/batch"

// batchJSON is the part of check's JSON the tests read.
type batchJSON struct {
	Files []struct {
		File                string `json:"file"`
		Status              string `json:"status"`
		System              string `json:"system"`
		Players             *int   `json:"players"`
		RoundCount          *int   `json:"round_count"`
		DifferingRoundCount *int   `json:"differing_round_count"`
		Consistent          bool   `json:"consistent"`
		Error               string `json:"error"`
		Reason              string `json:"reason"`
		Errors              []checker.ProblemReport
		Warnings            []checker.ProblemReport
		FirstDifference     *checker.DifferenceReport `json:"first_difference"`
		Rounds              []json.RawMessage         `json:"rounds"`
	} `json:"files"`
	Summary *checker.Summary `json:"summary"`
}

// TestBatchJSON: the JSON of a folder parses; each file has its status,
// size, every problem and warning and its first difference; the summary
// counts what the files say.
func TestBatchJSON(t *testing.T) {
	code, out, _ := runCLI("check", "--format", "json", batchDir)
	if code != exitInvalid {
		t.Errorf("exit code %d, want %d", code, exitInvalid)
	}
	var b batchJSON
	if err := json.Unmarshal([]byte(out), &b); err != nil || b.Summary == nil || len(b.Files) != 4 {
		t.Fatalf("JSON %v, summary %v, %d files:\n%s", err, b.Summary, len(b.Files), out)
	}
	want := map[string]string{"consistent.trf": "consistent", "differs.trf": "differs", "old.trf": "not-checked", "invalid.trf": "invalid"}
	got := checker.Summary{Files: len(b.Files)}
	for _, f := range b.Files {
		if st := want[filepath.Base(f.File)]; f.Status != st {
			t.Errorf("%s: status %q, want %q", f.File, f.Status, st)
		}
		switch f.Status {
		case "consistent":
			got.Consistent++
		case "differs":
			got.Differs++
		case "invalid":
			got.Invalid++
		case "not-checked":
			got.NotChecked++
		}
		if f.DifferingRoundCount != nil {
			got.RoundsChecked += *f.RoundCount
			got.RoundsDiffering += *f.DifferingRoundCount
		}
		if (f.Players == nil) != (f.Status == "invalid") || (f.DifferingRoundCount == nil) != (f.Status == "invalid" || f.Status == "not-checked") {
			t.Errorf("%s: players %v, differing rounds %v", f.File, f.Players, f.DifferingRoundCount)
		}
		if f.Errors == nil || f.Warnings == nil || f.Rounds == nil {
			t.Errorf("%s: errors %v, warnings %v, rounds %v: want arrays", f.File, f.Errors, f.Warnings, f.Rounds)
		}
	}
	if *b.Summary != got {
		t.Errorf("summary %+v, the files count %+v", *b.Summary, got)
	}
	differs, old, invalid := b.Files[1], b.Files[3], b.Files[2]
	if fd := differs.FirstDifference; fd == nil || fd.Round != 4 || fd.Rule != "5.2.2" || differs.System != "dutch-2026" ||
		len(differs.Warnings) != 1 || !strings.Contains(differs.Warnings[0].Message, "checked under the rules in force today") {
		t.Errorf("differs.trf: first difference %+v, system %s, warnings %+v", fd, differs.System, differs.Warnings)
	}
	if old.Reason != "no rules for 2012-05-01" || !strings.Contains(old.Error, `042 2012/05/01: system not available: the event started on 2012-05-01`) || len(old.Errors) != 0 {
		t.Errorf("old.trf: reason %q, error %q, errors %v", old.Reason, old.Error, old.Errors)
	}
	wantErr := checker.ProblemReport{Line: 13, Col: 81, Message: "points: expected 4.0 from the results under the file's point system, found 5.0"}
	if len(invalid.Errors) != 1 || invalid.Errors[0] != wantErr || invalid.Error != batchDir+"/invalid.trf:13:81: "+wantErr.Message {
		t.Errorf("invalid.trf: errors %+v, error %q", invalid.Errors, invalid.Error)
	}
}

// TestBatchQuiet: --quiet prints the summary alone: the report's table
// and totals, the JSON without the rounds; fpc has no summary (exit 2).
func TestBatchQuiet(t *testing.T) {
	_, full, _ := runCLI("check", batchDir)
	_, quiet, stderr := runCLI("check", "-q", batchDir)
	if !strings.HasPrefix(quiet, "┌───") || !strings.HasSuffix(full, "\n\n"+quiet) {
		t.Errorf("--quiet is not the report's summary:\n%s", quiet)
	}
	if strings.Contains(quiet, "Round 4 differs") || strings.Contains(quiet, "System: ") {
		t.Errorf("--quiet shows the files' sections:\n%s", quiet)
	}
	if _, _, wantErr := runCLI("check", batchDir); stderr != wantErr {
		t.Errorf("--quiet changes stderr:\n%s\n---\n%s", stderr, wantErr)
	}
	_, out, _ := runCLI("check", "--quiet", "--format", "json", batchDir)
	var b batchJSON
	if err := json.Unmarshal([]byte(out), &b); err != nil || b.Summary == nil || len(b.Files) != 4 || strings.Contains(out, `"rounds"`) {
		t.Errorf("--quiet JSON (%v):\n%s", err, out)
	}
	runExitCases(t, []exitCase{
		{"quiet fpc", []string{"check", "--quiet", "--format", "fpc", batchDir}, exitUsage, "--format fpc"},
	})
}

// TestBatchProblemsOnce: in the report, an invalid file's problems, the
// reason a file was not checked and the warnings are printed once, on
// stderr; the report says how many and where. JSON and fpc print them on
// stderr as before.
func TestBatchProblemsOnce(t *testing.T) {
	_, out, stderr := runCLI("check", batchDir)
	golden(t, "check-batch-report.stderr.golden", stderr)
	for _, msg := range []string{
		"points: expected 4.0 from the results under the file's point system, found 5.0",
		"the event started on 2012-05-01, before the FIDE (Dutch) rules of 2012 came into force",
		"checked under the rules in force today, dutch-2026",
	} {
		if n := strings.Count(out+stderr, msg); n != 1 || !strings.Contains(stderr, msg) {
			t.Errorf("%q: %d times, want once, on stderr:\n%s---\n%s", msg, n, out, stderr)
		}
	}
	for _, line := range []string{
		batchDir + "/invalid.trf: invalid, 1 problem (see stderr)\n",
		batchDir + "/old.trf: not checked: no rules for 2012-05-01 (see stderr)\n",
		"│ invalid: line 13, points ",
		"│ not checked: no rules for 2012-05-01 │",
		"4 files: 1 consistent, 1 differing, 1 invalid, 1 not checked (system not available); 14 rounds checked, 2 differ\n",
	} {
		if !strings.Contains(out, line) {
			t.Errorf("report lacks %q:\n%s", line, out)
		}
	}
	for _, format := range []string{"json", "fpc"} {
		if _, _, errOut := runCLI("check", "--format", format, batchDir); errOut != stderr {
			t.Errorf("--format %s: stderr\n%s\nwant\n%s", format, errOut, stderr)
		}
	}
}

// TestBatchJobs: the same output, stdout and stderr, at any --jobs, in
// every format.
func TestBatchJobs(t *testing.T) {
	for _, args := range [][]string{{}, {"--format", "json"}, {"--format", "fpc"}, {"--quiet"}, {"-q", "--format", "json"}} {
		var first [2]string
		for _, jobs := range []string{"1", "2", "8"} {
			_, out, stderr := runCLI(append(append([]string{"check", "--jobs", jobs}, args...), batchDir, manual)...)
			if jobs == "1" {
				first = [2]string{out, stderr}
			} else if out != first[0] || stderr != first[1] {
				t.Errorf("%v: --jobs %s changes the output", args, jobs)
			}
		}
	}
}

// TestNotCheckedExit: a file whose system swisscheck does not have is not
// checked (exit 5) and the others are; an invalid file (3) and a failure
// (4) win over it, it wins over a differing round (1). The commands that
// pair one file give a usage error (2) for it.
func TestNotCheckedExit(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(manual)
	if err != nil {
		t.Fatal(err)
	}
	copyTo := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	old := filepath.Join(batchDir, "old.trf")
	era2012 := copyTo("2012.trf", strings.Replace(string(data), "192 FIDE_DUTCH_2017\n", "042 2014/05/01\n", 1))
	runExitCases(t, []exitCase{
		{"old alone", []string{"check", old}, exitNotChecked, "system not available: the event started on 2012-05-01"},
		{"2012 era", []string{"check", "--format", "json", era2012}, exitDiffers, ""},
		{"old and consistent", []string{"check", old, manual}, exitNotChecked, ""},
		{"old wins over differs", []string{"check", old, filepath.Join(batchDir, "differs.trf")}, exitNotChecked, ""},
		{"invalid wins over old", []string{"check", batchDir}, exitInvalid, ""},
		{"--system checks it", []string{"check", "--system", "dutch-2017", old}, exitOK, ""},
		{"pair old", []string{"pair", "--round", "2", old}, exitUsage, "2012-05-01"},
		{"explain old", []string{"explain", "--round", "2", old}, exitUsage, "2012-05-01"},
		{"checklist old", []string{"checklist", old}, exitUsage, "2012-05-01"},
	})
	if _, out, _ := runCLI("check", "-q", old); !strings.Contains(out, "│ not checked: no rules for 2012-05-01 │") {
		t.Errorf("before 2013: summary\n%s", out)
	}
	if _, out, _ := runCLI("check", era2012); !strings.Contains(out, "│ dutch-2012 │") {
		t.Errorf("2012 era: not checked under dutch-2012\n%s", out)
	}
	notChecked := &checker.FileCheck{Path: "n", SystemErr: errors.New("system not available")}
	invalid := &checker.FileCheck{Path: "i"}
	failed := &checker.FileCheck{Path: "f", Err: errors.New("boom")}
	for _, tt := range []struct {
		checks []*checker.FileCheck
		want   int
	}{
		{[]*checker.FileCheck{notChecked}, exitNotChecked},
		{[]*checker.FileCheck{invalid, notChecked}, exitInvalid},
		{[]*checker.FileCheck{notChecked, invalid}, exitInvalid},
		{[]*checker.FileCheck{notChecked, failed}, exitInternal},
	} {
		code := exitOK
		var ec cli.ExitCoder
		if errors.As(checkExit(tt.checks, 0), &ec) {
			code = ec.ExitCode()
		}
		if code != tt.want {
			t.Errorf("%d files: exit code %d, want %d", len(tt.checks), code, tt.want)
		}
	}
}

// TestCheckProgress: with stderr a terminal, a run of 20 files or more
// shows a line at every tenth on stderr, as generate does; stdout is the
// same as without. Not with --quiet, not on a shorter run, not when stderr
// is not a terminal.
func TestCheckProgress(t *testing.T) {
	data, err := os.ReadFile(sixRounds)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, name := range strings.Split("abcdefghijklmnopqrst", "") {
		if err := os.WriteFile(filepath.Join(dir, name+".trf"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, plain, plainErr := runCLI("check", "--jobs", "2", dir)
	if plainErr != "" {
		t.Fatalf("stderr without a terminal: %q", plainErr)
	}
	defer func(f func(io.Writer) bool) { isTerminal = f }(isTerminal)
	isTerminal = func(io.Writer) bool { return true }
	_, out, stderr := runCLI("check", "--jobs", "2", dir)
	if out != plain {
		t.Error("progress changes stdout")
	}
	line := regexp.MustCompile(`^check: (\d+)/20 \((\d+)%\) \d+\.\ds$`)
	lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	for i, l := range lines {
		m := line.FindStringSubmatch(l)
		if n := 2 * (i + 1); m == nil || m[1] != strconv.Itoa(n) || m[2] != strconv.Itoa(5*n) {
			t.Errorf("progress line %d: %q", i+1, l)
		}
	}
	if len(lines) != 10 {
		t.Errorf("%d progress lines, want 10:\n%s", len(lines), stderr)
	}
	for _, args := range [][]string{{"check", "-q", dir}, {"check", manual, sixRounds}} {
		if _, _, stderr := runCLI(args...); stderr != "" {
			t.Errorf("%v: stderr %q", args, stderr)
		}
	}
}

// TestIsTerminal: a character device is a terminal for progress, also
// behind the command's sticky writer; a regular file and a buffer are not.
func TestIsTerminal(t *testing.T) {
	regular, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer regular.Close()
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Skip(err)
	}
	defer null.Close()
	for _, tt := range []struct {
		w    io.Writer
		want bool
	}{
		{regular, false}, {&stickyWriter{w: regular}, false}, {io.Discard, false},
		{null, true}, {&stickyWriter{w: null}, true},
	} {
		if got := isTerminal(tt.w); got != tt.want {
			t.Errorf("isTerminal(%T) = %v, want %v", tt.w, got, tt.want)
		}
	}
}
