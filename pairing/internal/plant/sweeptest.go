package plant

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
)

// Recorded is the kind of a case whose file already holds its change (the
// perturbed corpus): Apply leaves it as it is.
const Recorded = "recorded"

// Flags are the command-line flags of a sweep test:
//
//	-sweep.full        the full sweep (every file of the corpus folders)
//	-sweep.seed S      the seed that chooses the changes
//	-sweep.log FILE    one TSV row per explained round
//	-sweep.oracles DIR the reference checkers (default ../shared/oracles)
type Flags struct {
	Full    *bool
	Seed    *uint64
	Log     *string
	Oracles *string
}

// NewFlags registers the sweep flags.
func NewFlags() *Flags {
	return &Flags{
		Full:    flag.Bool("sweep.full", false, "explanation sweep: every file of the corpus, not a sample"),
		Seed:    flag.Uint64("sweep.seed", 1, "explanation sweep: the seed that chooses the changes"),
		Log:     flag.String("sweep.log", "", "explanation sweep: TSV file with one row per explained round"),
		Oracles: flag.String("sweep.oracles", "", "explanation sweep: folder of the reference checkers (default: the shared oracles)"),
	}
}

// Oracle is the path of a reference checker ("bbpPairings-v6.0.0").
func (f *Flags) Oracle(name string) string {
	dir := *f.Oracles
	if dir == "" {
		dir = os.Getenv("SWISSCHECK_SHARED")
		if dir == "" {
			dir = filepath.Join("..", "..", "..", "shared")
		}
		dir = filepath.Join(dir, "oracles")
	}
	return filepath.Join(dir, name)
}

// Manifest reads the perturbed corpus (MANIFEST.tsv): each file as a case
// of kind Recorded, in its changed round, and the round bbpPairings flags
// first, by file name.
func Manifest() ([]Case, map[string]int, error) {
	files, err := Corpus("perturbed", 1, 0, 0)
	if err != nil {
		return nil, nil, err
	}
	data, err := os.ReadFile(filepath.Join(filepath.Dir(files[0]), "MANIFEST.tsv"))
	if err != nil {
		return nil, nil, err
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	col := map[string]int{}
	for i, h := range strings.Split(lines[0], "\t") {
		col[h] = i
	}
	var cases []Case
	first := map[string]int{}
	for _, line := range lines[1:] {
		c := strings.Split(line, "\t")
		r, _ := strconv.Atoi(c[col["round"]])
		bbp, _ := strconv.Atoi(c[col["bbp_first_mismatch_round"]])
		path := filepath.Join(filepath.Dir(files[0]), c[col["file"]])
		first[filepath.Base(path)] = bbp
		cases = append(cases, Case{Path: path, Change: Change{Kind: Recorded, Round: r, Detail: c[col["perturbation"]] + ": " + c[col["detail"]]}})
	}
	return cases, first, nil
}

// Sweep runs the cases on two workers, fails the test for every case whose
// first differing round is neither the changed one nor the reference
// checker's first, for every differing round without an explanation and
// for every explanation over MaxExplanation characters, and logs the
// summary.
func Sweep(t *testing.T, sys pairing.System, cases []Case, oracle Oracle, fl *Flags) *Summary {
	t.Helper()
	outcomes := make([]Outcome, len(cases))
	var wg sync.WaitGroup
	next := make(chan int)
	for range 2 {
		wg.Go(func() {
			for i := range next {
				outcomes[i] = Run(sys, cases[i], oracle)
			}
		})
	}
	for i := range cases {
		next <- i
	}
	close(next)
	wg.Wait()
	var s Summary
	for _, o := range outcomes {
		s.Add(o)
	}
	if *fl.Log != "" {
		writeLog(t, *fl.Log, outcomes)
	}
	for _, group := range [][]string{s.WrongFirst, s.Unexplained, s.Long} {
		for _, e := range group {
			t.Error(e)
		}
	}
	var b strings.Builder
	s.Report(&b)
	t.Logf("%s sweep:\n%s", sys.ID(), b.String())
	return &s
}

func writeLog(t *testing.T, path string, outcomes []Outcome) {
	var b strings.Builder
	b.WriteString("file\tkind\tround\tdetail\tfirst\toracle\texplained\trule\tlength\ttext\n")
	for _, o := range outcomes {
		for _, e := range o.Rounds {
			fmt.Fprintf(&b, "%s\t%s\t%d\t%s\t%d\t%d\t%d\t%s\t%d\t%s\n", filepath.Base(o.Path), o.Change.Kind, o.Change.Round,
				o.Change.Detail, o.First, o.Oracle, e.Round, e.Rule, len([]rune(e.Text)), strings.ReplaceAll(e.Text, "\t", " "))
		}
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Error(err)
	}
}
