package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzArgs runs the command line with any arguments (blank-separated) on
// a copy of the manual fixture, in a folder of its own. Properties: no
// panic; the exit code is one of the README's 0-3, or 4 only for an output
// file that cannot be written (pair --output to a folder: stdout here
// can be written, and anything else would be an unexpected failure), never
// 5 (a file not checked: t.trf names a system swisscheck has, and --system
// names one or is a usage error); an
// invalid input (3) says why on stderr, a usage error (2) on stderr or with
// the help on stdout.
// The generate command is left out (its settings are fuzzed by
// pairing/generate's FuzzConfigSet, and a run can be long), and so are
// paths out of the folder ("/", "..").
func FuzzArgs(f *testing.F) {
	for _, s := range []string{
		"", "validate t.trf", "check t.trf", "check --format json --jobs 2 .", "check --format fpc t.trf t.trf",
		"checklist --round 4 --format tsv t.trf", "checklist -r 0 t.trf", "explain --round 5 t.trf",
		"explain -r 99 t.trf", "pair --round 3 t.trf", "pair -r 3 -o out.txt t.trf", "pair t.trf",
		"version", "--help", "check --bogus t.trf", "validate", "validate none.trf", "check --jobs -3 t.trf",
		"checklist --round=9223372036854775807 t.trf", "explain t.trf", "check sub", "pair --output sub t.trf", "pair -r 3 -o sub t.trf",
		"check t.trf --format json -j 2", "pair t.trf -r", "check -- t.trf --system", "-v", "--version", "check t.trf --help", "validate none.trf t.trf",
	} {
		f.Add(s)
	}
	data, err := os.ReadFile(manual)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Split(line, " ")
		if line == "" {
			args = nil
		}
		for _, a := range args {
			if strings.Contains(a, "/") || strings.Contains(a, "..") || strings.Contains(a, "\\") {
				return
			}
		}
		if len(args) > 0 && (args[0] == "generate" || strings.HasPrefix(args[0], "gen")) {
			return
		}
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "t.trf"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
			t.Fatal(err)
		}
		t.Chdir(dir)
		code, stdout, stderr := runCLI(args...)
		switch {
		case code == exitInternal && strings.Contains(stderr, "swisscheck: writing the output: open "):
		case code < exitOK || code > exitInvalid:
			t.Fatalf("swisscheck %q: exit code %d; stderr:\n%s", args, code, stderr)
		case code == exitInvalid && stderr == "":
			t.Fatalf("swisscheck %q: exit 3 without a word on stderr", args)
		case code == exitUsage && stderr == "" && stdout == "":
			t.Fatalf("swisscheck %q: exit 2 without a word", args)
		}
	})
}
