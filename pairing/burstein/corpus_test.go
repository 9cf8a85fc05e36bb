package burstein

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

// sharedDir locates the shared reference material (../shared beside the
// repository, or $SWISSCHECK_SHARED).
func sharedDir() string {
	if dir := os.Getenv("SWISSCHECK_SHARED"); dir != "" {
		return dir
	}
	return filepath.Join("..", "..", "..", "shared")
}

// known reads testdata/known.tsv: the rounds where swisscheck and
// bbpPairings 5.0.1 differ for a reason worked out in README.md.
func known(t *testing.T) map[string]string {
	f, err := os.Open("testdata/known.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.SplitN(line, "\t", 3)
		if len(fields) != 3 {
			t.Fatalf("testdata/known.tsv: %q: want file, round and why", line)
		}
		out[fields[0]+" "+fields[1]] = fields[2]
	}
	return out
}

// checkFiles checks every round of the files: a round that differs must be
// a known one, a known one of these files must differ, and at least 98 %
// of the rounds must agree (the bar; bbpPairings' Burstein is a
// witness, not an oracle).
func checkFiles(t *testing.T, files []string) {
	kn := known(t)
	rounds, differ := 0, 0
	seen := map[string]bool{}
	var bad []string
	for _, path := range files {
		base := filepath.Base(path)
		for _, r := range checker.Check(proptest.ReadTournament(t, path), System{}, 0) {
			rounds++
			key := fmt.Sprintf("%s %d", base, r.Round)
			if r.Consistent {
				if _, ok := kn[key]; ok {
					t.Errorf("%s: listed in testdata/known.tsv but consistent now: update the list and README", key)
				}
				continue
			}
			differ++
			seen[key] = true
			if _, ok := kn[key]; !ok {
				bad = append(bad, key)
			}
		}
	}
	sort.Strings(bad)
	t.Logf("%d files, %d rounds, %d differ (%d known), %.2f%% agree", len(files), rounds, differ, differ-len(bad), 100*float64(rounds-differ)/float64(max(rounds, 1)))
	if len(bad) > 0 {
		t.Errorf("%d rounds differ that testdata/known.tsv does not explain:\n%s", len(bad), strings.Join(bad, "\n"))
	}
	if 100*(rounds-differ) < 98*rounds {
		t.Errorf("%d of %d rounds differ: fewer than 98%% agree", differ, rounds)
	}
}

// TestCorpus checks rtg-bbp-burstein (bbpPairings 5.0.1, --burstein).
func TestCorpus(t *testing.T) {
	dir := filepath.Join(sharedDir(), "corpus", "rtg-bbp-burstein")
	files, _ := filepath.Glob(filepath.Join(dir, "*.trf"))
	if len(files) == 0 {
		t.Skipf("Burstein reference corpus not found at %s (set SWISSCHECK_SHARED to the shared folder): fixtures/reference-burstein still runs", dir)
	}
	checkFiles(t, files)
}

// TestFixtures checks the Burstein reference files kept in the repository.
func TestFixtures(t *testing.T) {
	files, _ := filepath.Glob("../../fixtures/reference-burstein/*.trf")
	if len(files) == 0 {
		t.Fatal("no fixtures/reference-burstein/*.trf")
	}
	checkFiles(t, files)
}
