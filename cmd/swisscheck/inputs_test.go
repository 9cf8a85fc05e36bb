package main

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/urfave/cli/v2"
)

const (
	teamFile       = "testdata/inputs/team-competition.trf"
	blankRoundFile = "testdata/inputs/blank-round-points.trf"
	noPairingFile  = "testdata/inputs/no-valid-pairing.trf"
)

// randomBytes returns n bytes of a fixed pseudo-random sequence.
func randomBytes(n int) []byte {
	rng := rand.New(rand.NewPCG(4, 9))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	return b
}

// withNUL is the manual fixture with NUL bytes in player 1's name
// (line 2, columns 17-18: "Al\x00\x00e").
func withNUL(t *testing.T) string {
	data, err := os.ReadFile(manual)
	if err != nil {
		t.Fatal(err)
	}
	return writeFile(t, "nul.trf", strings.Replace(string(data), "Alice", "Al\x00\x00e", 1))
}

// TestBadInputs: nothing invalid is valid. Each input that is not a valid
// report, or a command line that cannot be served, gets its exit code and
// a message naming the file (with line and column where there is one).
func TestBadInputs(t *testing.T) {
	empty := writeFile(t, "empty.trf", "")
	header := writeFile(t, "header.trf", "012 Open\n022 Town\nXXR 9\n")
	random := writeFile(t, "random.trf", string(randomBytes(100_000)))
	nul := withNUL(t)
	data, err := os.ReadFile(manual)
	if err != nil {
		t.Fatal(err)
	}
	bidi := writeFile(t, "bidi.trf", strings.Replace(string(data), "Alice", "Al\u202eice", 1))
	emptyDir := t.TempDir()
	if err := os.WriteFile(filepath.Join(emptyDir, "notes.txt"), []byte("no report here"), 0o644); err != nil {
		t.Fatal(err)
	}
	unwritable := filepath.Join(t.TempDir(), "no-such-dir", "round.txt")
	runExitCases(t, []exitCase{
		{"validate an empty file", []string{"validate", empty}, exitInvalid, empty + ": file: expected at least one player record (001), found none: the report is empty"},
		{"check an empty file", []string{"check", empty}, exitInvalid, empty + ": file: expected at least one player record (001)"},
		{"validate a header alone", []string{"validate", header}, exitInvalid, header + ": file: expected at least one player record (001), found none (only other records)"},
		{"pair a header alone", []string{"pair", header}, exitInvalid, header + ": file: expected at least one player record"},
		{"validate random bytes", []string{"validate", random}, exitInvalid, random + ":1:"},
		{"random bytes: control characters", []string{"validate", random}, exitInvalid, "expected text, found the control character"},
		{"check random bytes", []string{"check", "--format", "json", random}, exitInvalid, random + ":1:"},
		{"validate a name with NUL bytes", []string{"validate", nul}, exitInvalid, nul + ":2:17: name: expected text, found the control character NUL (byte 0x00) (and 1 more on the line)"},
		{"check a name with NUL bytes", []string{"check", "--format", "fpc", nul}, exitInvalid, nul + ":2:17: name:"},
		{"explain a name with NUL bytes", []string{"explain", "--round", "2", nul}, exitInvalid, nul + ":2:17: name:"},
		{"validate a name with a right-to-left override", []string{"validate", bidi}, exitInvalid, bidi + ":2:17: name: expected text, found the bidirectional control character U+202E RLO (right-to-left override)"},
		{"check a name with a right-to-left override", []string{"check", bidi}, exitInvalid, bidi + ":2:17: name:"},
		{"validate a team competition", []string{"validate", teamFile}, exitInvalid, teamFile + `:3:1: 013: expected an individual tournament, found a team competition (in round 1 the players of "Rooks" play only players of "Knights"): team competitions are not supported`},
		{"check a team competition", []string{"check", teamFile}, exitInvalid, "team competitions are not supported"},
		{"points for a blank round", []string{"validate", blankRoundFile}, exitInvalid, blankRoundFile + ":5:81: points: expected 0.0 from the results under the file's point system, found 0.5 (round 2 is blank: a blank result is not paired and scores 0 under TRF16; a bye with points is written 0000 - H, F or U)"},
		{"check a folder without report files", []string{"check", emptyDir}, exitUsage, "swisscheck: check: no report files in the folder " + emptyDir},
		{"check a folder without report files names what it skipped", []string{"check", emptyDir}, exitUsage, "swisscheck: skipped " + filepath.Join(emptyDir, "notes.txt") + `: not a report file (first line "no report here")` + "\n"},
		{"check a folder without report files among files", []string{"check", manual, emptyDir}, exitUsage, "in the folder " + emptyDir},
		{"validate a folder without report files", []string{"validate", emptyDir}, exitUsage, "swisscheck: validate: no report files in the folder " + emptyDir},
		{"validate a folder", []string{"validate", "../../fixtures/reference"}, exitOK, ""},
		{"explain a folder", []string{"explain", "--round", "1", emptyDir}, exitUsage, "swisscheck: explain: " + emptyDir + " is a folder: name a report file"},
		{"pair a folder", []string{"pair", emptyDir}, exitUsage, "is a folder"},
		{"checklist a folder", []string{"checklist", emptyDir}, exitUsage, "is a folder"},
		{"explain a round without a valid pairing", []string{"explain", "--round", "2", noPairingFile}, exitDiffers, noPairingFile + ": round 2: no valid pairing exists"},
		{"pair a round without a valid pairing", []string{"pair", "--round", "2", noPairingFile}, exitDiffers, noPairingFile + ": round 2: no valid pairing exists"},
		{"check a round without a valid pairing", []string{"check", noPairingFile}, exitDiffers, ""},
		{"explain a round out of range", []string{"explain", "--round", "11", manual}, exitUsage, "round 11"},
		{"explain without --round", []string{"explain", manual}, exitUsage, `Required flag "round" not set`},
		{"pair --output in a missing folder", []string{"pair", "--round", "3", "--output", unwritable, manual}, exitInternal, "swisscheck: writing the output: open " + unwritable},
		{"pair --output with a NUL byte", []string{"pair", "--round", "3", "--output", "a\x00b", manual}, exitUsage, "a file name cannot contain a NUL byte"},
		{"generate --out with a NUL byte", []string{"generate", "-n", "1", "--out", "a\x00b"}, exitUsage, "a folder name cannot contain a NUL byte"},
	})
}

// failingWriter fails every write, as a full disk does.
type failingWriter struct{}

var errFull = errors.New("no space left on device")

func (failingWriter) Write([]byte) (int, error) { return 0, errFull }

// TestWriteErrors: an output that cannot be written is exit 4, whatever
// the command found (the caller did not get the result), and says why.
func TestWriteErrors(t *testing.T) {
	for _, args := range [][]string{
		{"validate", manual},
		{"check", manual},
		{"check", perturbed},
		{"check", "--format", "fpc", perturbed},
		{"check", "--format", "json", manual},
		{"checklist", "--round", "4", manual},
		{"checklist", "--round", "4", "--format", "tsv", manual},
		{"checklist", "--round", "4", "--format", "json", manual},
		{"explain", "--round", "4", manual},
		{"pair", "--round", "4", manual},
		{"version"},
		{"--version"},
		{"generate", "--count", "2", "--out", t.TempDir(), "--quiet", "--players", "6", "--rounds", "3"},
		{},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var stderr bytes.Buffer
			code := run(append([]string{"swisscheck"}, args...), failingWriter{}, &stderr)
			if code != exitInternal {
				t.Errorf("exit code %d, want %d; stderr:\n%s", code, exitInternal, stderr.String())
			}
			if want := "swisscheck: writing the output: no space left on device\n"; strings.Count(stderr.String(), want) != 1 {
				t.Errorf("stderr %q does not say once %q", stderr.String(), want)
			}
		})
	}
	// A stderr that cannot be written: exit 4 too (nothing can say why).
	if code := run([]string{"swisscheck", "validate", withNUL(t)}, io.Discard, failingWriter{}); code != exitInternal {
		t.Errorf("validate with a failing stderr: exit code %d, want %d", code, exitInternal)
	}
}

// TestWarnings: warnings (a Latin-1 file) are printed on stderr as
// file:line:col: warning: ..., by validate, check in every format and the
// commands that read one file; stdout and the exit code are those of the
// same file in UTF-8, but for the JSON of check, whose file object lists
// the warning in "warnings" too.
func TestWarnings(t *testing.T) {
	data, err := os.ReadFile(manual)
	if err != nil {
		t.Fatal(err)
	}
	utf8Dir, latinDir := t.TempDir(), t.TempDir()
	name := "manual.trf"
	for dir, text := range map[string]string{
		utf8Dir:  strings.Replace(string(data), "Alice", "Alicé", 1),
		latinDir: strings.Replace(string(data), "Alice", "Alic\xe9", 1),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	latin := filepath.Join(latinDir, name)
	warning := latin + ":2:19: warning: encoding: expected UTF-8, found byte 0xE9; the file was read as Latin-1\n"
	for _, args := range [][]string{
		{"validate"}, {"check"}, {"check", "--format", "fpc"}, {"check", "--format", "json"},
		{"checklist", "--round", "3"}, {"explain", "--round", "3"}, {"pair", "--round", "3"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			wantCode, wantOut, wantErr := runCLI(append(args, filepath.Join(utf8Dir, name))...)
			code, out, stderr := runCLI(append(args, latin)...)
			if wantErr != "" || code != wantCode {
				t.Errorf("exit code %d, UTF-8 file %d (stderr %q)", code, wantCode, wantErr)
			}
			if stderr != warning {
				t.Errorf("stderr %q, want %q", stderr, warning)
			}
			if args[len(args)-1] == "json" {
				listed := `"warnings": [
        {
          "line": 2,
          "col": 19,
          "message": "encoding: expected UTF-8, found byte 0xE9; the file was read as Latin-1"
        }
      ],`
				if strings.Count(out, listed) != 1 {
					t.Errorf("JSON does not list the warning once as %s:\n%s", listed, out)
				}
				out = strings.Replace(out, listed, `"warnings": [],`, 1)
			}
			if strings.ReplaceAll(out, latinDir, utf8Dir) != wantOut {
				t.Errorf("stdout differs from the UTF-8 file's:\n%s\n---\n%s", out, wantOut)
			}
		})
	}
}

// TestCheckExitPrecedence: an explanation that fails is a bug (4) and wins
// over an invalid file (3), which wins over a file named on the command
// line that does not exist (2), which wins over a differing round (1).
func TestCheckExitPrecedence(t *testing.T) {
	invalid := &checker.FileCheck{Path: "d", Tournament: nil}
	differing := &checker.FileCheck{Path: "p", Tournament: &pairing.Tournament{}, Rounds: []checker.RoundResult{{Round: 1}}}
	tests := []struct {
		name    string
		checks  []*checker.FileCheck
		missing int
		want    int
	}{
		{"invalid", []*checker.FileCheck{invalid}, 0, exitInvalid},
		{"explanation failed", []*checker.FileCheck{invalid, {Path: "e", Err: errors.New("boom")}}, 0, exitInternal},
		{"none", nil, 0, exitOK},
		{"differing", []*checker.FileCheck{differing}, 0, exitDiffers},
		{"a missing file", nil, 1, exitUsage},
		{"a missing file and a differing round", []*checker.FileCheck{differing}, 1, exitUsage},
		{"a missing file and an invalid one", []*checker.FileCheck{differing, invalid}, 2, exitInvalid},
	}
	for _, tt := range tests {
		err := checkExit(tt.checks, tt.missing)
		code := exitOK
		var ec cli.ExitCoder
		if errors.As(err, &ec) {
			code = ec.ExitCode()
		}
		if code != tt.want {
			t.Errorf("%s: exit code %d, want %d", tt.name, code, tt.want)
		}
	}
}
