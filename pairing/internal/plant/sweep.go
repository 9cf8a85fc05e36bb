package plant

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// A sweep plants one change in each of many tournaments of a reference
// corpus, checks each changed tournament with a system and explains every
// round that differs: the first differing round must be the changed one
// (or the one a reference checker flags first), and every explanation
// short enough to read with the rule book open.

// MaxExplanation is the longest explanation, in characters, that a sweep
// accepts: the whole story belongs in the narration (explain --round).
const MaxExplanation = 900

// Case is one planted change in one file.
type Case struct {
	Path   string
	Change Change
}

// Explained is one differing round and its explanation.
type Explained struct {
	Round int
	Rule  string
	Text  string
	Err   error
}

// Outcome is what a system makes of one case: the first differing round
// and the explanation of every differing round, in order.
type Outcome struct {
	Case
	First  int // 0 when no round differs
	Rounds []Explained
	Oracle int   // the first round the reference checker flags; 0 none, -1 not run
	Err    error // the file could not be read or changed
}

// Seed is the seed of a case: the sweep's seed mixed with the file's name
// and the kind, so that each file and kind draws its own change.
func Seed(path, kind string, seed uint64) uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%s", filepath.Base(path), kind)
	return seed ^ h.Sum64()
}

// Plan chooses the change of each file and kind (in round r, 0 for any).
func Plan(paths []string, kinds []string, r int, seed uint64) ([]Case, error) {
	var out []Case
	for _, path := range paths {
		f, err := trf.ReadFile(path)
		if err != nil {
			return nil, err
		}
		for _, kind := range kinds {
			if c, ok := Choose(f, kind, r, Seed(path, kind, seed)); ok {
				out = append(out, Case{Path: path, Change: c})
			}
		}
	}
	return out, nil
}

// Run checks one case with the system and explains every differing round.
// oracle, when not nil, is asked for the first round the reference checker
// flags when the system's first differing round is not the changed one.
func Run(sys pairing.System, c Case, oracle Oracle) Outcome {
	out := Outcome{Case: c, Oracle: -1}
	f, err := trf.ReadFile(c.Path)
	if err != nil {
		out.Err = err
		return out
	}
	c.Change.Apply(f)
	t, err := pairing.New(f)
	if err != nil {
		out.Err = err
		return out
	}
	for r := 1; r <= t.Rounds; r++ {
		res := checker.CheckRound(t, sys, r)
		if res.Consistent {
			continue
		}
		if out.First == 0 {
			out.First = r
		}
		e, err := checker.Explain(sys, t, res)
		out.Rounds = append(out.Rounds, Explained{Round: r, Rule: e.Rule.String(), Text: e.Text, Err: err})
	}
	if out.First != c.Change.Round && oracle != nil {
		out.Oracle, out.Err = oracle(c.Path, f)
	}
	return out
}

// Oracle gives the first round a reference checker flags in the changed
// file f of the case at path; 0 when it flags none.
type Oracle func(path string, f *trf.File) (int, error)

// BBP returns an oracle that runs a bbpPairings binary in check mode
// ("--dutch" or "--burstein") on the changed file and reads the first
// round it flags; nil when the binary is absent.
func BBP(binary, system string) Oracle {
	if _, err := os.Stat(binary); err != nil {
		return nil
	}
	return func(_ string, f *trf.File) (int, error) {
		dir, err := os.MkdirTemp("", "sweep")
		if err != nil {
			return -1, err
		}
		defer os.RemoveAll(dir)
		path := filepath.Join(dir, "case.trf")
		var b bytes.Buffer
		if err := trf.Write(&b, f); err != nil {
			return -1, err
		}
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			return -1, err
		}
		text, err := exec.Command(binary, system, path, "-c").Output()
		if err != nil {
			return -1, fmt.Errorf("%s: %w", filepath.Base(binary), err)
		}
		return firstFlagged(text), nil
	}
}

var roundLine = regexp.MustCompile(`: Round #(\d+)$`)

// firstFlagged reads bbpPairings' check report: the first round whose
// header is followed by a table of differing pairs (or another line than
// the next round's header).
func firstFlagged(text []byte) int {
	sc := bufio.NewScanner(bytes.NewReader(text))
	round := 0
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), " ")
		if m := roundLine.FindStringSubmatch(line); m != nil {
			round, _ = strconv.Atoi(m[1])
			continue
		}
		if line != "" && round > 0 {
			return round
		}
	}
	return 0
}

// Summary gathers the outcomes of a sweep.
type Summary struct {
	Cases, Differ   int
	PlantedFirst    int            // the changed round differs first
	OracleFirst     int            // another round differs first, the one the reference checker flags first
	Unexplained     []string       // a differing round without an explanation, or a case that failed
	WrongFirst      []string       // the first differing round is neither
	Long            []string       // explanations over MaxExplanation
	Lengths         []int          // of every explanation
	PlantedLengths  []int          // of the changed round's explanation
	Rules           map[string]int // of the changed round's (or the first differing round's) explanation
	LaterRules      map[string]int // of the later differing rounds
	LongestPerRound map[int]int
}

// Add counts one outcome.
func (s *Summary) Add(o Outcome) {
	if s.Rules == nil {
		s.Rules, s.LaterRules = map[string]int{}, map[string]int{}
	}
	s.Cases++
	name := fmt.Sprintf("%s %s round %d (%s)", filepath.Base(o.Path), o.Change.Kind, o.Change.Round, o.Change.Detail)
	if o.Err != nil {
		s.Unexplained = append(s.Unexplained, name+": "+o.Err.Error())
		return
	}
	if o.First == 0 {
		return
	}
	s.Differ++
	switch {
	case o.First == o.Change.Round:
		s.PlantedFirst++
	case o.Oracle == o.First:
		s.OracleFirst++
	default:
		s.WrongFirst = append(s.WrongFirst, fmt.Sprintf("%s: first differing round %d, reference checker %d", name, o.First, o.Oracle))
	}
	for i, e := range o.Rounds {
		if e.Err != nil || e.Text == "" || strings.Contains(e.Text, "please report") {
			s.Unexplained = append(s.Unexplained, fmt.Sprintf("%s: round %d: %v %s", name, e.Round, e.Err, e.Text))
		}
		n := len([]rune(e.Text))
		s.Lengths = append(s.Lengths, n)
		if n > MaxExplanation {
			s.Long = append(s.Long, fmt.Sprintf("%s: round %d, %s, %d characters: %s", name, e.Round, e.Rule, n, e.Text))
		}
		if i == 0 {
			s.Rules[e.Rule]++
			s.PlantedLengths = append(s.PlantedLengths, n)
		} else {
			s.LaterRules[e.Rule]++
		}
	}
}

// Report writes the summary: the counts, the lengths (maximum and median)
// and the distribution of rules.
func (s *Summary) Report(w io.Writer) {
	fmt.Fprintf(w, "%d cases, %d with a differing round: the changed round first in %d, the reference checker's first in %d, other %d; %d unexplained\n",
		s.Cases, s.Differ, s.PlantedFirst, s.OracleFirst, len(s.WrongFirst), len(s.Unexplained))
	fmt.Fprintf(w, "explanations: %d, length max %d, median %d; of the first differing round: max %d, median %d; over %d: %d\n",
		len(s.Lengths), maxOf(s.Lengths), median(s.Lengths), maxOf(s.PlantedLengths), median(s.PlantedLengths), MaxExplanation, len(s.Long))
	fmt.Fprintf(w, "rules of the first differing round: %s\n", distribution(s.Rules))
	fmt.Fprintf(w, "rules of later differing rounds: %s\n", distribution(s.LaterRules))
}

func maxOf(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	return slices.Max(xs)
}

func median(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(xs))
	return s[len(s)/2]
}

func distribution(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return m[keys[i]] > m[keys[j]] || m[keys[i]] == m[keys[j]] && keys[i] < keys[j] })
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}

// ErrNoCorpus is returned by Corpus when the folder holds no file.
var ErrNoCorpus = errors.New("reference corpus not found")

// Corpus lists the .trf files of a folder of the shared corpus
// ($SWISSCHECK_SHARED, else ../shared beside the repository, from a
// package two levels down: ../../../shared) whose player count (the file
// name's _pNNN_) is in [minPlayers, maxPlayers] (0 for no bound), every
// step-th of them from the first.
func Corpus(folder string, step, minPlayers, maxPlayers int) ([]string, error) {
	dir := os.Getenv("SWISSCHECK_SHARED")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared")
	}
	all, err := filepath.Glob(filepath.Join(dir, "corpus", folder, "*.trf"))
	if err != nil || len(all) == 0 {
		return nil, fmt.Errorf("%w at %s (set SWISSCHECK_SHARED)", ErrNoCorpus, filepath.Join(dir, "corpus", folder))
	}
	var in []string
	for _, p := range all {
		if n := playersOf(p); (minPlayers == 0 || n >= minPlayers) && (maxPlayers == 0 || n <= maxPlayers) {
			in = append(in, p)
		}
	}
	var out []string
	for i := 0; i < len(in); i += max(step, 1) {
		out = append(out, in[i])
	}
	return out, nil
}

var playersInName = regexp.MustCompile(`_p(\d+)_`)

func playersOf(path string) int {
	m := playersInName.FindStringSubmatch(filepath.Base(path))
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	return n
}
