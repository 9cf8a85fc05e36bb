package checker

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestExpandNoReports: a folder without any report file is an error
// naming it; a folder with a *.trf file, however deep, gives it.
func TestExpandNoReports(t *testing.T) {
	empty, deep := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(empty, "notes.txt"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(deep, "a", "b")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sub, "x.TRF"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, skipped, err := Expand([]string{deep, empty})
	var none *NoReportsError
	if !errors.As(err, &none) || none.Dir != empty || !strings.Contains(err.Error(), "no report files in the folder "+empty) {
		t.Errorf("Expand of a folder without report files: %v", err)
	}
	if want := []Skipped{{filepath.Join(empty, "notes.txt"), "not a report file (empty)"}}; !slices.Equal(skipped, want) {
		t.Errorf("Expand of a folder without report files skipped %v, want %v", skipped, want)
	}
	paths, _, err := Expand([]string{deep, "missing.trf"})
	if err != nil || len(paths) != 2 || paths[0] != filepath.Join(sub, "x.TRF") || paths[1] != "missing.trf" {
		t.Errorf("Expand = %v, %v", paths, err)
	}
}

// TestExpandFolder: a folder gives every file that is a report by its
// content, whatever its name, and every *.trf file; the other files are
// skipped and named with the reason, without opening what is not a regular
// file; names beginning with a dot are left out. Both lists are in lexical
// order.
func TestExpandFolder(t *testing.T) {
	dir := t.TempDir()
	put := func(name, text string) {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	put("a.trf", "012 Open\n")
	put("b.trfx", "012 Open\n001    1 ...\n")
	put("c.tab", "\n\nXXR 9\n")
	put("d.TXT", "\uFEFF001    1\n")
	put("e.txt", "\xff\xfe0\x001\x002\x00 \x00") // UTF-16: "012 "
	put("empty.trf", "")                         // named a report: reading says it is empty
	put("junk.trf", "# not a report\n")          // likewise
	put("README.md", "# Fixtures\n\n012 is the name\n")
	put("x.bbp-check.txt", "x: Round #1\n")
	put("empty.txt", "")
	put("image.png", "\x89PNG\r\n\x1a\n")
	put(".hidden.trf", "012 Open\n")
	put(".git/objects/ab", "012 Open\n")
	put("sub/f.trf", "012 Open\n")
	put("sub/g.txt", "092 Swiss\n")
	if err := os.Symlink("b.trfx", filepath.Join(dir, "link.txt")); err != nil {
		t.Skip(err)
	}
	if err := os.Symlink("sub", filepath.Join(dir, "link-dir")); err != nil {
		t.Fatal(err)
	}
	at := func(name string) string { return filepath.Join(dir, name) }
	wantFiles := []string{at("a.trf"), at("b.trfx"), at("c.tab"), at("d.TXT"), at("e.txt"), at("empty.trf"), at("junk.trf"), at("link.txt"), at("sub/f.trf"), at("sub/g.txt")}
	wantSkipped := []Skipped{
		{at("README.md"), `not a report file (first line "# Fixtures")`},
		{at("empty.txt"), "not a report file (empty)"},
		{at("image.png"), `not a report file (first line "\x89PNG")`},
		{at("link-dir"), "a link to a folder (not followed)"},
		{at("x.bbp-check.txt"), `not a report file (first line "x: Round #1")`},
	}
	if fifo(filepath.Join(dir, "pipe.txt")) == nil && fifo(filepath.Join(dir, "pipe.trf")) == nil {
		wantFiles = slices.Insert(wantFiles, 8, at("pipe.trf")) // reading says what it is
		wantSkipped = slices.Insert(wantSkipped, 4, Skipped{at("pipe.txt"), "not a regular file (a named pipe)"})
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		files, skipped, err := Expand([]string{dir})
		if err != nil || !slices.Equal(files, wantFiles) || !slices.Equal(skipped, wantSkipped) {
			t.Errorf("Expand = %q,\n%q,\n%v;\nwant %q,\n%q", files, skipped, err, wantFiles, wantSkipped)
		}
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Expand still running after 5 s (a named pipe opened?)")
	}
}

// TestCheckFilesWarnings: a file's warnings are carried out of the check,
// whether the file is valid or not.
func TestCheckFilesWarnings(t *testing.T) {
	data, err := os.ReadFile("../fixtures/am-dutch-examples.trf")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	latin := strings.Replace(string(data), "Alice", "Alic\xe9", 1)
	valid, invalid := filepath.Join(dir, "valid.trf"), filepath.Join(dir, "invalid.trf")
	if err := os.WriteFile(valid, []byte(latin), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(invalid, []byte(strings.Replace(latin, " 6.5 ", " 9.5 ", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, fc := range CheckFiles([]string{valid, invalid}, DutchOptions(false)) {
		if len(fc.Warnings) != 1 || fc.Warnings[0].Line != 2 || !strings.Contains(fc.Warnings[0].Msg, "Latin-1") {
			t.Errorf("%s: warnings %v", fc.Path, fc.Warnings)
		}
		if (fc.Tournament == nil) != (fc.Path == invalid) {
			t.Errorf("%s: valid %v", fc.Path, fc.Tournament != nil)
		}
	}
}
