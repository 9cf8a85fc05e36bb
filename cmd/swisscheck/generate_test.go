package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
)

// small settings that make a run of a few tournaments quick.
var smallRun = []string{"--players", "6-30", "--rounds", "3-8", "--forfeits", "0.05", "--half-byes", "0.03",
	"--zero-byes", "0.03", "--full-byes", "0.02", "--withdrawals", "0.1", "--late-entries", "0.1", "--quiet"}

// dirFiles returns the files of a directory: name -> content.
func dirFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = data
	}
	return out
}

func sortedNames(files map[string][]byte) []string {
	var names []string
	for n := range files {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// TestGenerateSameBytes checks that a run gives the same files, byte for
// byte, at any --jobs and when repeated, and that the files are valid and
// complete test cases for a standings checker: a tie-break list (212) and
// the ranks by it, which check finds right.
func TestGenerateSameBytes(t *testing.T) {
	var first map[string][]byte
	for _, jobs := range []string{"1", "2", "3", "1"} {
		dir := t.TempDir()
		code, stdout, stderr := runCLI(append([]string{"generate", "--count", "8", "--seed", "77", "--out", dir, "--jobs", jobs}, smallRun...)...)
		if code != exitOK {
			t.Fatalf("--jobs %s: exit %d: %s", jobs, code, stderr)
		}
		if !strings.HasPrefix(stdout, "generated 8, retries ") {
			t.Errorf("summary %q", stdout)
		}
		files := dirFiles(t, dir)
		if len(files) != 8 {
			t.Fatalf("--jobs %s: %d files, want 8: %v", jobs, len(files), sortedNames(files))
		}
		if first == nil {
			first = files
			names := sortedNames(files)
			if !strings.HasPrefix(names[0], "g0001_p") || !strings.Contains(names[7], "g0008_p") {
				t.Errorf("file names %v", names)
			}
			code, _, stderr := runCLI(append([]string{"validate"}, paths(dir, names)...)...)
			if code != exitOK {
				t.Errorf("validate: exit %d: %s", code, stderr)
			}
			for name, data := range files {
				if !strings.Contains(string(data), "\n212 PTS,") {
					t.Errorf("%s: no tie-break list (212 PTS,...)", name)
				}
			}
			code, stdout, stderr := runCLI(append([]string{"check", "--quiet"}, paths(dir, names)...)...)
			if code != exitOK || !strings.Contains(stdout, "standings checked in 8 files, wrong in 0") {
				t.Errorf("check: exit %d: %s%s", code, stdout, stderr)
			}
			continue
		}
		for name, data := range first {
			if !bytes.Equal(files[name], data) {
				t.Errorf("--jobs %s: %s differs or is missing", jobs, name)
			}
		}
	}
}

func paths(dir string, names []string) []string {
	var out []string
	for _, n := range names {
		out = append(out, filepath.Join(dir, n))
	}
	return out
}

func TestGenerateCheck(t *testing.T) {
	dir := t.TempDir()
	code, stdout, stderr := runCLI(append([]string{"generate", "-n", "12", "-s", "3", "-o", dir, "--check"}, smallRun...)...)
	if code != exitOK {
		t.Fatalf("exit %d: %s%s", code, stdout, stderr)
	}
	if !strings.HasPrefix(stdout, "generated 12, checked 12, consistent 12, retries ") {
		t.Errorf("summary %q", stdout)
	}
	// The files check as consistent with the check command too.
	code, _, stderr = runCLI(append([]string{"check"}, paths(dir, sortedNames(dirFiles(t, dir)))...)...)
	if code != exitOK {
		t.Errorf("check: exit %d: %s", code, stderr)
	}
}

// TestGenerateStopsAtFirstInconsistency makes the check report
// tournaments 4 and 6 inconsistent: the run stops at 4, keeps its file,
// prints its differences and leaves no file after it, at any --jobs.
func TestGenerateStopsAtFirstInconsistency(t *testing.T) {
	saved := checkRounds
	defer func() { checkRounds = saved }()
	checkRounds = func(tour *pairing.Tournament, sys pairing.System) []checker.RoundResult {
		res := saved(tour, sys)
		name := filepath.Base(tour.File.Name)
		if strings.HasPrefix(name, "g0004_") || strings.HasPrefix(name, "g0006_") {
			res[1].Consistent = false
			res[1].Engine.Bye = 99
		}
		return res
	}
	for _, jobs := range []string{"1", "4"} {
		dir := t.TempDir()
		code, stdout, stderr := runCLI(append([]string{"generate", "-n", "10", "-o", dir, "--check", "-j", jobs}, smallRun...)...)
		if code != exitDiffers {
			t.Fatalf("--jobs %s: exit %d, want %d: %s", jobs, code, exitDiffers, stderr)
		}
		names := sortedNames(dirFiles(t, dir))
		if len(names) != 4 || !strings.HasPrefix(names[3], "g0004_") {
			t.Errorf("--jobs %s: files %v, want tournaments 1-4", jobs, names)
		}
		if !strings.HasPrefix(stdout, "generated 4, checked 4, consistent 3,") || !strings.Contains(stdout, "Round #2\n  Checker pairings") {
			t.Errorf("--jobs %s: stdout:\n%s", jobs, stdout)
		}
		if !strings.Contains(stderr, "tournament 4: ") || !strings.Contains(stderr, "round 2 differs") || !strings.Contains(stderr, "file kept") {
			t.Errorf("--jobs %s: stderr:\n%s", jobs, stderr)
		}
	}
}

// TestGenerateConfigFile checks that flags override the config file.
func TestGenerateConfigFile(t *testing.T) {
	conf := writeFile(t, "rtg.conf", "# small\nplayers=12\nrounds=4\npoints=3/1/0\n")
	dir := t.TempDir()
	code, _, stderr := runCLI("generate", "-n", "2", "-o", dir, "--config", conf, "--players", "14", "-q")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for name, data := range dirFiles(t, dir) {
		if !strings.Contains(name, "_p14_r4_") || !strings.Contains(string(data), "\nXXS WW=3 ") {
			t.Errorf("%s does not follow the config file and the flags", name)
		}
	}
}

// TestGenerateTiebreaks: --tiebreaks writes the list given in 212 after
// PTS, or none.
func TestGenerateTiebreaks(t *testing.T) {
	for _, tt := range []struct{ flag, want string }{
		{"bh/c1 BH SB", "\n212 PTS,BH/C1,BH,SB\n"},
		{"PTS,DE,WIN", "\n212 PTS,DE,WIN\n"},
		{"none", ""},
	} {
		dir := t.TempDir()
		code, _, stderr := runCLI("generate", "-n", "2", "-o", dir, "--players", "8", "--rounds", "4", "--tiebreaks", tt.flag, "-q")
		if code != exitOK {
			t.Fatalf("--tiebreaks %q: exit %d: %s", tt.flag, code, stderr)
		}
		for name, data := range dirFiles(t, dir) {
			text := string(data)
			if tt.want != "" && !strings.Contains(text, tt.want) || tt.want == "" && (strings.Contains(text, "\n212 ") || strings.Contains(text, "\n202 ")) {
				t.Errorf("--tiebreaks %q: %s:\n%s", tt.flag, name, text)
			}
		}
	}
}

func TestGenerateExitCodes(t *testing.T) {
	dir := t.TempDir()
	badConf := writeFile(t, "bad.conf", "players=10\nrounds=ten\n")
	runExitCases(t, []exitCase{
		{"no out", []string{"generate", "-n", "2"}, exitUsage, "out"},
		{"no count", []string{"generate", "-o", dir}, exitUsage, "count"},
		{"zero count", []string{"generate", "-n", "0", "-o", dir}, exitUsage, "--count"},
		{"argument", []string{"generate", "-n", "1", "-o", dir, "extra"}, exitUsage, "extra"},
		{"unknown flag", []string{"generate", "-n", "1", "-o", dir, "--player", "5"}, exitUsage, "player"},
		{"bad flag value", []string{"generate", "-n", "1", "-o", dir, "--draws", "2"}, exitInvalid, "--draws: expected a share"},
		{"bad tie-break list", []string{"generate", "-n", "1", "-o", dir, "--tiebreaks", "BH/C1 XX"}, exitInvalid, "--tiebreaks: tie-break XX: expected a tie-break of C.07"},
		{"bad combination", []string{"generate", "-n", "1", "-o", dir, "--accel", "baku", "--rounds", "5"}, exitInvalid, "--accel: C.04.5.1.1"},
		{"bad config file", []string{"generate", "-n", "1", "-o", dir, "--config", badConf}, exitInvalid, "bad.conf: line 2: rounds: expected a number"},
		{"missing config file", []string{"generate", "-n", "1", "-o", dir, "--config", "no-such.conf"}, exitUsage, "swisscheck: generate: no such file: no-such.conf"},
	})
	if files := dirFiles(t, dir); len(files) > 0 {
		t.Errorf("failed runs wrote %v", sortedNames(files))
	}
}

// TestGenerateProgress checks the progress lines of a long run.
func TestGenerateProgress(t *testing.T) {
	code, _, stderr := runCLI("generate", "-n", "20", "-o", t.TempDir(), "--players", "6", "--rounds", "3")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if n := strings.Count(stderr, "generate: "); n != 10 || !strings.Contains(stderr, "generate: 20/20 (100%)") {
		t.Errorf("progress:\n%s", stderr)
	}
}
