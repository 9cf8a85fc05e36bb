package checker

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExpandNoReports: a folder without any *.trf file is an error naming
// it; a folder with one, however deep, gives it.
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
	_, err := Expand([]string{deep, empty})
	var none *NoReportsError
	if !errors.As(err, &none) || none.Dir != empty || !strings.Contains(err.Error(), "no report files (*.trf) in the folder "+empty) {
		t.Errorf("Expand of a folder without report files: %v", err)
	}
	paths, err := Expand([]string{deep, "missing.trf"})
	if err != nil || len(paths) != 2 || paths[0] != filepath.Join(sub, "x.TRF") || paths[1] != "missing.trf" {
		t.Errorf("Expand = %v, %v", paths, err)
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
