package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// runCLI runs the command line and returns the exit code, stdout and stderr.
func runCLI(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(append([]string{"swisscheck"}, args...), &out, &errOut)
	return code, out.String(), errOut.String()
}

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(strings.Split(string(want), "\n"), strings.Split(got, "\n")); diff != "" {
		t.Errorf("%s differs from the golden file (-golden +got, by line):\n%s", name, diff)
	}
}

const (
	manual    = "../../fixtures/am-dutch-examples.trf"
	sixRounds = "../../fixtures/am-six-rounds.trf"
	perturbed = "../../fixtures/reference/n0132_p17_r5_s408581591.trf"
)

// writeFile writes a temporary report file and returns its path.
func writeFile(t *testing.T, name, text string) string {
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// damaged is the manual fixture with player 1's round-1 colour changed:
// the game 1-7 then has two Black players.
func damaged(t *testing.T) string {
	data, err := os.ReadFile(manual)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "001    1 ") {
			lines[i] = l[:96] + "b" + l[97:]
		}
	}
	return writeFile(t, "damaged.trf", strings.Join(lines, "\n"))
}

// exitCase is a command line with the exit code it must give and a
// substring its error output must contain.
type exitCase struct {
	name   string
	args   []string
	code   int
	stderr string
}

// runExitCases runs each command line and checks its exit code and stderr.
func runExitCases(t *testing.T, tests []exitCase) {
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCLI(tt.args...)
			if code != tt.code {
				t.Errorf("exit code %d, want %d; stderr:\n%s", code, tt.code, stderr)
			}
			if !strings.Contains(stderr, tt.stderr) {
				t.Errorf("stderr %q does not contain %q", stderr, tt.stderr)
			}
		})
	}
}

func TestExitCodes(t *testing.T) {
	bad := damaged(t)
	runExitCases(t, []exitCase{
		{"validate ok", []string{"validate", manual, sixRounds}, exitOK, ""},
		{"validate damaged", []string{"validate", bad}, exitInvalid, "damaged.trf:"},
		{"validate missing file", []string{"validate", "no-such-file.trf"}, exitUsage, "swisscheck: validate: no such file: no-such-file.trf"},
		{"validate no file", []string{"validate"}, exitUsage, "name at least one file"},
		{"check consistent", []string{"check", manual}, exitOK, ""},
		{"check differs", []string{"check", "--system", "dutch-2017", perturbed}, exitDiffers, ""},
		{"check invalid", []string{"check", bad}, exitInvalid, "damaged.trf:"},
		{"check bad format", []string{"check", "--format", "xml", manual}, exitUsage, "--format"},
		{"check a directory", []string{"check", "--system", "dutch-2017", "../../fixtures/reference"}, exitDiffers, ""},
		{"check invalid among valid", []string{"check", manual, bad}, exitInvalid, ""},
		{"pair beyond the last round", []string{"pair", manual}, exitUsage, "there is no next round to pair"},
		{"pair a recorded round", []string{"pair", "--round", "5", manual}, exitOK, ""},
		{"checklist bad round", []string{"checklist", "--round", "12", manual}, exitUsage, "round 12"},
		{"unknown command", []string{"frobnicate"}, exitUsage, "no command"},
		{"unknown flag", []string{"check", "--bogus", manual}, exitUsage, "bogus"},
		{"no command", nil, exitUsage, ""},
		{"version", []string{"version"}, exitOK, ""},
	})
}

// TestValidateReportsPosition checks that a damaged file's error names the
// file, line and column.
func TestValidateReportsPosition(t *testing.T) {
	_, _, stderr := runCLI("validate", damaged(t))
	if !strings.Contains(stderr, "damaged.trf:2:97:") {
		t.Errorf("error does not point at column 97 of player 1's line:\n%s", stderr)
	}
}

func TestGoldenOutputs(t *testing.T) {
	tests := []struct {
		golden string
		args   []string
	}{
		{"check-fpc.golden", []string{"check", "--system", "dutch-2017", "--format", "fpc", "--jobs", "1", perturbed}},
		{"check-report.golden", []string{"check", "--system", "dutch-2017", perturbed, sixRounds}},
		{"check-report-dir.golden", []string{"check", "--system", "dutch-2017", "../../fixtures/reference"}},
		{"check-json.golden", []string{"check", "--system", "dutch-2017", "--format", "json", perturbed}},
		// A folder of four files, one of each status (testdata/batch).
		{"check-batch-report.golden", []string{"check", batchDir}},
		{"check-batch-json.golden", []string{"check", "--format", "json", batchDir}},
		{"check-batch-quiet.golden", []string{"check", "--quiet", batchDir}},
		{"check-batch-quiet-json.golden", []string{"check", "-q", "--format", "json", batchDir}},
		{"pair.golden", []string{"pair", "--round", "4", sixRounds}},
		{"explain-round2.golden", []string{"explain", "--round", "2", manual}}, // Example 1
		{"explain-round4.golden", []string{"explain", "--round", "4", manual}}, // Examples 2 and 3
		{"explain-round5.golden", []string{"explain", "--round", "5", manual}}, // Example 4
		// dutch-2012: C.12 accepted, the round checked by hand (docs/dutch2012.md, "Narration")
		{"explain-2012-round4.golden", []string{"explain", "--system", "dutch-2012", "--round", "4", "../../pairing/dutch2012/testdata/n0185_p13_r5_j804137067216.trf"}},
		{"checklist-table.golden", []string{"checklist", "--round", "4", manual}},
		{"checklist-tsv.golden", []string{"checklist", "--round", "4", "--format", "tsv", manual}},
		{"checklist-json.golden", []string{"checklist", "--round", "5", "--format", "json", manual}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			_, out, stderr := runCLI(tt.args...)
			if stderr != "" {
				t.Logf("stderr: %s", stderr)
			}
			golden(t, tt.golden, out)
		})
	}
}

// TestJSONIsValid checks that the JSON outputs parse.
func TestJSONIsValid(t *testing.T) {
	for _, args := range [][]string{
		{"check", "--system", "dutch-2017", "--format", "json", perturbed, manual},
		{"checklist", "--format", "json", manual},
	} {
		_, out, _ := runCLI(args...)
		if !json.Valid([]byte(out)) {
			t.Errorf("%v: output is not valid JSON:\n%s", args, out)
		}
	}
}

// TestParallelismDoesNotChangeOutput checks byte-identical output at any
// number of jobs.
func TestParallelismDoesNotChangeOutput(t *testing.T) {
	var first string
	for _, jobs := range []string{"1", "2", "8"} {
		_, out, _ := runCLI("check", "--system", "dutch-2017", "--jobs", jobs, perturbed, manual, "../../fixtures/reference")
		if first == "" {
			first = out
		} else if out != first {
			t.Errorf("--jobs %s changes the output", jobs)
		}
	}
}

// TestHelpExamples: the top-level help shows check among its examples,
// and says where flags may go.
func TestHelpExamples(t *testing.T) {
	code, stdout, _ := runCLI("--help")
	if code != exitOK {
		t.Errorf("exit code %d, want %d", code, exitOK)
	}
	for _, want := range []string{
		"swisscheck check event.trf ",
		"swisscheck check --system dutch-2026 event.trf\n",
		"swisscheck check --format json reports/\n",
		`Flags may come before or after the files; "--" ends them.`,
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("the help does not contain %q:\n%s", want, stdout)
		}
	}
}
