package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// runWithin runs the command line like runCLI and fails the test when it
// has not returned after 5 s (a named pipe opened for reading waits for a
// writer for ever).
func runWithin(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	type result struct {
		code           int
		stdout, stderr string
	}
	done := make(chan result, 1)
	go func() {
		code, out, errOut := runCLI(args...)
		done <- result{code, out, errOut}
	}()
	select {
	case r := <-done:
		return r.code, r.stdout, r.stderr
	case <-time.After(5 * time.Second):
		t.Fatalf("swisscheck %q still running after 5 s", args)
		return 0, "", ""
	}
}

// copyFile copies the file at from to the folder dir under name.
func copyFile(t *testing.T, from, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestSpecialFiles: a named pipe or a folder where a report file is
// expected is an error naming it and saying what it is, at once: it is not
// opened.
func TestSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "x.trf")
	mkfifo(t, pipe)
	notRegular := pipe + ": not a regular file (a named pipe)"
	tests := []exitCase{
		{"validate", []string{"validate", pipe}, exitInvalid, notRegular},
		{"check", []string{"check", pipe}, exitInvalid, notRegular},
		{"check json", []string{"check", "--format", "json", manual, pipe}, exitInvalid, notRegular},
		{"pair", []string{"pair", pipe}, exitInvalid, notRegular},
		{"explain", []string{"explain", "--round", "2", pipe}, exitInvalid, notRegular},
		{"checklist", []string{"checklist", pipe}, exitInvalid, notRegular},
		{"generate --config", []string{"generate", "--count", "1", "--out", t.TempDir(), "--config", pipe}, exitInvalid, "open " + pipe + ": not a regular file (a named pipe)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runWithin(t, tt.args...)
			if code != tt.code || !strings.Contains(stderr, tt.stderr) {
				t.Errorf("exit code %d, stderr %q; want %d and %q", code, stderr, tt.code, tt.stderr)
			}
		})
	}
}

// TestUnreadableFile: a file that cannot be read is an error naming it.
func TestUnreadableFile(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads every file")
	}
	dir := t.TempDir()
	path := copyFile(t, manual, dir, "locked.txt")
	if err := os.Chmod(path, 0); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"validate", path}, {"check", path}, {"check", dir}} {
		code, _, stderr := runWithin(t, args...)
		if want := path + ": permission denied"; code != exitInvalid || !strings.Contains(stderr, want) {
			t.Errorf("%q: exit code %d, stderr %q; want %d and %q", args, code, stderr, exitInvalid, want)
		}
	}
}

// TestFolderRun: a folder run reads every report file, *.trf or not, and
// names each other file on stderr, once, with the reason, without opening
// a named pipe; check's report counts them on its closing line. A named
// pipe called *.trf is read as a report, and the reading says what it is.
func TestFolderRun(t *testing.T) {
	dir := t.TempDir()
	trfx := copyFile(t, manual, dir, "a.trfx")
	tab := copyFile(t, sixRounds, dir, "b.tab")
	txt := copyFile(t, sixRounds, dir, "c.txt")
	readme := filepath.Join(dir, "README.md")
	if err := os.WriteFile(readme, []byte("# Reports\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pipe := filepath.Join(dir, "pipe")
	mkfifo(t, pipe)
	skipped := "swisscheck: skipped " + readme + ": not a report file (first line \"# Reports\")\n" +
		"swisscheck: skipped " + pipe + ": not a regular file (a named pipe)\n"

	code, stdout, stderr := runWithin(t, "validate", dir)
	for _, f := range []string{trfx, tab, txt} {
		if !strings.Contains(stdout, f+": valid,") {
			t.Errorf("validate: %s not read; stdout:\n%s", f, stdout)
		}
	}
	if code != exitOK || stderr != skipped {
		t.Errorf("validate: exit code %d, stderr %q; want %d and %q", code, stderr, exitOK, skipped)
	}

	code, stdout, stderr = runWithin(t, "check", dir)
	if want := "3 files: 3 consistent, 0 differing, 0 invalid; 21 rounds checked, 0 differ; 2 files skipped (not report files)\n"; code != exitOK || !strings.HasSuffix(stdout, want) {
		t.Errorf("check: exit code %d, stdout ends %q; want %d and %q", code, stdout[max(0, len(stdout)-120):], exitOK, want)
	}
	if stderr != skipped {
		t.Errorf("check: stderr %q, want %q", stderr, skipped)
	}

	named := filepath.Join(dir, "z.trf")
	mkfifo(t, named)
	code, _, stderr = runWithin(t, "check", "--format", "json", dir)
	if want := named + ": not a regular file (a named pipe)"; code != exitInvalid || !strings.Contains(stderr, want) {
		t.Errorf("check with a pipe named *.trf: exit code %d, stderr %q; want %d and %q", code, stderr, exitInvalid, want)
	}
}

// TestPairOutputFile: pair --output writes the file whole, replacing one
// that was there, and leaves nothing else in its folder; a folder as the
// output is an error naming it.
func TestPairOutputFile(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "round4.txt")
	if err := os.WriteFile(out, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, want, _ := runCLI("pair", "--round", "4", sixRounds)
	if code, _, stderr := runCLI("pair", "--round", "4", "--output", out, sixRounds); code != exitOK {
		t.Fatalf("exit code %d; stderr %q", code, stderr)
	}
	if data, err := os.ReadFile(out); err != nil || string(data) != want {
		t.Errorf("the output file holds %q (%v), want %q", data, err, want)
	}
	if es, err := os.ReadDir(dir); err != nil || len(es) != 1 {
		t.Errorf("the folder holds %v (%v), want round4.txt alone", es, err)
	}
	code, _, stderr := runCLI("pair", "--round", "4", "--output", dir, sixRounds)
	if want := "swisscheck: writing the output: open " + dir + ": not a regular file (a folder)"; code != exitInternal || !strings.Contains(stderr, want) {
		t.Errorf("a folder as the output: exit code %d, stderr %q; want %d and %q", code, stderr, exitInternal, want)
	}
}
