package trf

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// sharedDir returns the project's shared folder: $SWISSCHECK_SHARED, else
// ../../shared (the repository's sibling), or "" when it is absent.
func sharedDir() string {
	dir := os.Getenv("SWISSCHECK_SHARED")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared")
	}
	if _, err := os.Stat(filepath.Join(dir, "corpus")); err != nil {
		return ""
	}
	return dir
}

// corpusFiles lists the reference tournaments, or skips the test.
func corpusFiles(t testing.TB) []string {
	t.Helper()
	dir := sharedDir()
	if dir == "" {
		t.Skip("../shared/corpus not found: reference corpus tests skipped")
	}
	var files []string
	for _, sub := range []string{"rtg-bbp", "rtg-javafo", "large", "perturbed", "rtg-bbp-2026"} {
		m, err := filepath.Glob(filepath.Join(dir, "corpus", sub, "*.trf"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) == 0 {
		t.Fatal("no *.trf files in the corpus")
	}
	return files
}

// TestCorpus reads and validates every reference tournament, and checks
// that writing is stable: Write(Read(file)) = W1 and Write(Read(W1)) = W1.
func TestCorpus(t *testing.T) {
	files := corpusFiles(t)
	for _, path := range files {
		f, err := ReadFile(path)
		if err != nil {
			t.Errorf("Read: %v", err)
			continue
		}
		if errs := f.Validate(); errs != nil {
			t.Errorf("Validate: %v", errs)
			continue
		}
		if len(f.Players) == 0 || f.Rounds() == 0 {
			t.Errorf("%s: %d players, %d rounds", path, len(f.Players), f.Rounds())
		}
		var w1, w2 bytes.Buffer
		if err := Write(&w1, f); err != nil {
			t.Errorf("%s: Write: %v", path, err)
			continue
		}
		g, err := Read("w1", bytes.NewReader(w1.Bytes()))
		if err != nil {
			t.Errorf("%s: Read(W1): %v", path, err)
			continue
		}
		if errs := g.Validate(); errs != nil {
			t.Errorf("%s: Validate(W1): %v", path, errs)
		}
		if err := Write(&w2, g); err != nil || !bytes.Equal(w1.Bytes(), w2.Bytes()) {
			t.Errorf("%s: second write differs (err %v)", path, err)
		}
	}
	t.Logf("%d corpus files read, validated and round-tripped", len(files))
}

// BenchmarkReadLarge reads and validates the 1,000-player corpus file.
func BenchmarkReadLarge(b *testing.B) {
	dir := sharedDir()
	if dir == "" {
		b.Skip("../shared/corpus not found: reference corpus tests skipped")
	}
	data, err := os.ReadFile(filepath.Join(dir, "corpus", "large", "n0001_p1000_r9_s313023909.trf"))
	if err != nil {
		b.Skip(err)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		f, err := Read("large.trf", bytes.NewReader(data))
		if err != nil || f.Validate() != nil {
			b.Fatal(err)
		}
	}
}
