package checker_test

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// sharedDir locates the shared reference material (../shared beside the
// repository, or $SWISSCHECK_SHARED), skipping the test when it is absent.
func sharedDir(t testing.TB) string {
	dir := os.Getenv("SWISSCHECK_SHARED")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared")
	}
	if _, err := os.Stat(filepath.Join(dir, "corpus")); err != nil {
		t.Skipf("reference corpus not found at %s (set SWISSCHECK_SHARED): corpus tests skipped; fixtures/reference still runs", dir)
	}
	return dir
}

func load(t testing.TB, path string) *pairing.Tournament {
	t.Helper()
	f, err := trf.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if errs := f.Validate(); len(errs) > 0 {
		t.Fatalf("%s: %v", path, errs)
	}
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	return tour
}

// checkConsistent checks that every round of every file is consistent.
func checkConsistent(t *testing.T, files []string) {
	if len(files) == 0 {
		t.Fatal("no files")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			for _, r := range checker.Check(load(t, path), 1) {
				if r.Err != nil {
					t.Errorf("round %d: %v", r.Round, r.Err)
				} else if !r.Consistent {
					var b bytes.Buffer
					checker.WriteFPC(&b, path, []checker.RoundResult{r})
					t.Errorf("round %d differs:\n%s", r.Round, b.String())
				}
			}
		})
	}
}

func glob(t *testing.T, pattern string) []string {
	files, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestReferenceFixtures checks the reference tournaments kept in the
// repository and the Arbiters' Manual reconstructions: every round is
// consistent.
func TestReferenceFixtures(t *testing.T) {
	var files []string
	for _, f := range glob(t, "../fixtures/reference/*.trf") {
		if !isPerturbed(f) {
			files = append(files, f)
		}
	}
	files = append(files, glob(t, "../fixtures/am-*.trf")...)
	checkConsistent(t, files)
}

// TestCorpusConsistent checks every reference tournament paired by an
// endorsed engine: no round may differ.
func TestCorpusConsistent(t *testing.T) {
	dir := sharedDir(t)
	var files []string
	for _, sub := range []string{"rtg-bbp", "rtg-javafo", "regressions"} {
		files = append(files, glob(t, filepath.Join(dir, "corpus", sub, "*.trf"))...)
	}
	if testing.Short() {
		files = files[:len(files)/10]
	}
	checkConsistent(t, files)
}

type perturbation struct {
	file       string
	firstRound int
}

// manifest reads a perturbed-corpus manifest: the file and the first round
// the endorsed checkers flag.
func manifest(t testing.TB, path string) []perturbation {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.Comma = '\t'
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	var out []perturbation
	for _, row := range rows[1:] {
		n, err := strconv.Atoi(row[col["bbp_first_mismatch_round"]])
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, perturbation{row[col["file"]], n})
	}
	return out
}

// isPerturbed reports whether a file has a planted fault (it comes with the
// endorsed checker's report).
func isPerturbed(path string) bool {
	_, err := os.Stat(strings.TrimSuffix(path, ".trf") + ".bbp-check.txt")
	return err == nil
}

// checkPerturbed checks that each perturbed file is first flagged at the
// round the endorsed checkers flag, and that the fpc output is the
// endorsed checker's, byte for byte.
func checkPerturbed(t *testing.T, manifestPath, dir string) {
	for _, p := range manifest(t, manifestPath) {
		t.Run(p.file, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(dir, p.file)
			results := checker.Check(load(t, path), 1)
			first := 0
			for _, r := range results {
				if !r.Consistent {
					first = r.Round
					break
				}
			}
			if first != p.firstRound {
				t.Errorf("first differing round %d, want %d", first, p.firstRound)
			}
			var got bytes.Buffer
			if err := checker.WriteFPC(&got, path, results); err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(strings.TrimSuffix(path, ".trf") + ".bbp-check.txt")
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Errorf("fpc output differs from the endorsed checker's:\n--- got\n%s\n--- want\n%s", got.String(), want)
			}
		})
	}
}

// TestPerturbedFixtures runs the perturbed files kept in the repository.
func TestPerturbedFixtures(t *testing.T) {
	checkPerturbed(t, "../fixtures/reference/perturbed.tsv", "../fixtures/reference")
}

// TestCorpusPerturbed runs every perturbed file of the shared corpus.
func TestCorpusPerturbed(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "corpus", "perturbed")
	checkPerturbed(t, filepath.Join(dir, "MANIFEST.tsv"), dir)
}
