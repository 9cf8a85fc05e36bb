package checker_test

// A perturbation campaign: correct tournaments (every round paired by an
// endorsed engine) get ONE planted change in one round, the way the
// perturbed corpus (../shared/corpus/perturbed, MANIFEST.tsv) was made, and
// the checker must flag that round first and explain every differing round
// by a rule of the pairing system; the explanation of the planted round
// must concern at least one of the players the change moved.
//
// The three kinds, as the corpus manifest describes them:
//
//   - colour_swap: one played game W-B of round r is recorded as B-W; each
//     player keeps their own result. A game is preferred whose swap keeps
//     every player's colour sequence of played games within the basic
//     colour rules (colour difference at most 2, never three times the same
//     colour in a row, over the whole tournament); when no game of the
//     round does, any played game is taken ("took any"), as in the corpus.
//   - opponent_swap: boards a-b and c-d (White-Black) of round r, with the
//     same results, become a-d and c-b; every player keeps colour and own
//     result. Preferred: played games, new pairs that never meet elsewhere
//     in the file, the four players within half a point of each other
//     before round r.
//   - bye_swap: the pairing-allocated bye of round r moves from X to Y; X
//     plays Y's former opponent Z with Y's colour and Y's former result, Z
//     keeps their own block but for the opponent, Y gets X's bye block
//     verbatim, and the points column of X and Y is recomputed. Preferred:
//     Y played their game, may still receive the bye (C.2), scored at most
//     half a point more than X before round r, and X and Z never meet
//     elsewhere in the file.
//
// The perturbed text is the source with the changed round blocks (and
// points columns) edited in place, so everything else stays byte for byte.
//
// Flags (go test ./checker -run TestPerturbationCampaign -args ...):
//
//	-campaign.n N       shared-corpus files to use, evenly spread (-1: all);
//	                    fixtures/reference is always used
//	-campaign.seed S    first seed
//	-campaign.seeds K   seeds per file and kind
//	-campaign.kinds L   comma-separated kinds, or "random" (one kind per seed)
//	-campaign.out DIR   keep every failing perturbed file (and a .txt) there
//	-campaign.log FILE  one TSV row per case
//	-campaign.any       ignore the preferences: any candidate of the round

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/trf"
)

var (
	campaignN     = flag.Int("campaign.n", 24, "perturbation campaign: shared-corpus files to perturb, evenly spread (-1: all)")
	campaignSeed  = flag.Uint64("campaign.seed", 1, "perturbation campaign: first seed")
	campaignSeeds = flag.Int("campaign.seeds", 1, "perturbation campaign: seeds per file and kind")
	campaignKinds = flag.String("campaign.kinds", "colour_swap,opponent_swap,bye_swap", "perturbation campaign: kinds, comma-separated, or random")
	campaignOut   = flag.String("campaign.out", "", "perturbation campaign: directory for the failing perturbed files")
	campaignLog   = flag.String("campaign.log", "", "perturbation campaign: TSV file with one row per case")
	campaignAny   = flag.Bool("campaign.any", false, "perturbation campaign: ignore the preferences, take any candidate of the round")
)

const (
	kindColourSwap   = "colour_swap"
	kindOpponentSwap = "opponent_swap"
	kindByeSwap      = "bye_swap"
)

var campaignAllKinds = []string{kindColourSwap, kindOpponentSwap, kindByeSwap}

// campaignRule reports whether a rule is one the checker may explain a
// differing round with: C.1-C.19, B.8, E.1-E.5.
func campaignRule(rule string) bool {
	if rule == "B.8" {
		return true
	}
	for _, p := range []struct {
		prefix string
		max    int
	}{{"C.", 19}, {"E.", 5}} {
		if n, ok := strings.CutPrefix(rule, p.prefix); ok {
			k, err := strconv.Atoi(n)
			return err == nil && k >= 1 && k <= p.max && strconv.Itoa(k) == n
		}
	}
	return false
}

// campaignSamePairs: the same pairs, colours aside, and the same bye.
func campaignSamePairs(a, b pairing.Round) bool {
	key := func(x pairing.Board) [2]int { return [2]int{min(x.White, x.Black), max(x.White, x.Black)} }
	if a.Bye != b.Bye || len(a.Boards) != len(b.Boards) {
		return false
	}
	in := map[[2]int]bool{}
	for _, x := range a.Boards {
		in[key(x)] = true
	}
	for _, x := range b.Boards {
		if !in[key(x)] {
			return false
		}
	}
	return true
}

// campaignSources lists the files to perturb: fixtures always, and an
// evenly spread selection of the shared corpus when present.
func campaignSources(t *testing.T) []string {
	var files []string
	for _, pat := range []string{"../fixtures/reference/*.trf", "../fixtures/am-*.trf"} {
		for _, f := range glob(t, pat) {
			if !isPerturbed(f) {
				files = append(files, f)
			}
		}
	}
	dir := os.Getenv("SWISSCHECK_SHARED")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared")
	}
	var shared []string
	for _, sub := range []string{"rtg-bbp", "rtg-javafo"} {
		shared = append(shared, glob(t, filepath.Join(dir, "corpus", sub, "*.trf"))...)
	}
	if len(shared) == 0 {
		t.Logf("shared corpus not found at %s (set SWISSCHECK_SHARED): only fixtures are perturbed", dir)
	}
	n := *campaignN
	if testing.Short() && n > 6 {
		n = 6
	}
	if n >= 0 && n < len(shared) {
		var pick []string
		for i := range n {
			pick = append(pick, shared[i*len(shared)/n])
		}
		shared = pick
	}
	return append(files, shared...)
}

// campaignLogger writes the TSV rows of -campaign.log.
type campaignLogger struct {
	mu sync.Mutex
	f  *os.File
}

func (l *campaignLogger) row(fields ...string) {
	if l == nil || l.f == nil {
		return
	}
	for i, s := range fields {
		fields[i] = strings.NewReplacer("\t", " ", "\n", " ", "\r", " ").Replace(s)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	fmt.Fprintln(l.f, strings.Join(fields, "\t"))
}

func TestPerturbationCampaign(t *testing.T) {
	files := campaignSources(t)
	var kinds []string
	if *campaignKinds == "random" {
		kinds = []string{""}
	} else {
		for _, k := range strings.Split(*campaignKinds, ",") {
			if k = strings.TrimSpace(k); !slices.Contains(campaignAllKinds, k) {
				t.Fatalf("-campaign.kinds: unknown kind %q", k)
			}
			kinds = append(kinds, k)
		}
	}
	log := &campaignLogger{}
	if *campaignLog != "" {
		lf, err := os.Create(*campaignLog)
		if err != nil {
			t.Fatal(err)
		}
		defer lf.Close()
		log.f = lf
		log.row("file", "kind", "seed", "round", "detail", "relaxed", "status", "first", "differing", "rule", "text", "failures")
	}
	if *campaignOut != "" {
		if err := os.MkdirAll(*campaignOut, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Run("group", func(t *testing.T) {
		for _, path := range files {
			t.Run(filepath.Base(path), func(t *testing.T) {
				t.Parallel()
				src, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				for i := range *campaignSeeds {
					seed := *campaignSeed + uint64(i)
					for _, kind := range kinds {
						name := kind
						if name == "" {
							name = "random"
						}
						t.Run(fmt.Sprintf("%s/s%d", name, seed), func(t *testing.T) {
							runCampaignCase(t, path, src, kind, seed, log)
						})
					}
				}
			})
		}
	})
}

// runCampaignCase perturbs one file with one kind and seed and checks it.
func runCampaignCase(t *testing.T, path string, src []byte, kind string, seed uint64, log *campaignLogger) {
	src0, tour, pc := perturbCampaignCase(t, path, src, kind, seed, log)
	results := checker.Check(tour, dutch2017.System{}, 1)
	v := judgeCampaignCase(tour, src0, pc, results)
	status := "ok"
	if len(v.failures) > 0 {
		status = "FAIL"
	}
	rule, text := "", ""
	if e, ok := v.explained[pc.Round]; ok {
		rule, text = e.Rule.String(), e.Text
	}
	log.row(path, pc.Kind, strconv.FormatUint(seed, 10), strconv.Itoa(pc.Round), pc.Detail,
		strconv.FormatBool(pc.Relaxed), status, strconv.Itoa(v.first), strings.Join(v.differing, ","),
		rule, text, strings.Join(v.failures, " | "))
	if len(v.failures) == 0 {
		return
	}
	report := fmt.Sprintf("%s: %s in round %d, seed %d: %s\n%s", path, pc.Kind, pc.Round, seed, pc.Detail,
		strings.Join(v.failures, "\n"))
	if *campaignOut != "" {
		report += "\nkept as " + keepCampaignFailure(t, path, seed, pc, results, v.explained, report)
	}
	t.Error(report)
}

// perturbCampaignCase reads the source, plants one change of the kind and
// returns the source and perturbed tournaments; it skips the case when the
// round has no candidate and fails it when the change leaves the recorded
// round as it was.
func perturbCampaignCase(t *testing.T, path string, src []byte, kind string, seed uint64, log *campaignLogger) (src0, tour *pairing.Tournament, pc plantedChange) {
	f, err := trf.Read(path, bytes.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	if errs := f.Validate(); len(errs) > 0 {
		t.Fatalf("source invalid: %v", errs)
	}
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%s", filepath.Base(path), kind)
	pc, err = perturbTournament(f, src, kind, seed^h.Sum64())
	if errors.Is(err, errNoCandidate) {
		log.row(path, kind, strconv.FormatUint(seed, 10), "", "", "", "n/a")
		t.Skipf("%s: %v", kind, err)
	}
	if err != nil {
		t.Fatalf("perturbation: %v", err)
	}
	pf, err := trf.Read(path, bytes.NewReader(pc.Text))
	if err != nil {
		t.Fatal(err)
	}
	tour, err = pairing.New(pf)
	if err != nil {
		t.Fatal(err)
	}
	src0, err = pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := mustRecorded(t, src0, pc.Round), mustRecorded(t, tour, pc.Round); reflect.DeepEqual(a, b) {
		t.Fatalf("%s in round %d (%s) does not change the recorded round", pc.Kind, pc.Round, pc.Detail)
	}
	return src0, tour, pc
}

// campaignVerdict is what the checks of one campaign case found.
type campaignVerdict struct {
	failures  []string
	first     int      // the first differing round, 0 if none
	differing []string // "round:rule" (or "round:error") per differing round
	explained map[int]pairing.Explanation
}

func (v *campaignVerdict) fail(format string, args ...any) {
	v.failures = append(v.failures, fmt.Sprintf(format, args...))
}

// judgeCampaignCase checks the results of the perturbed tournament: (a)
// the perturbed round differs first, (b) every differing round is
// explained by a rule of the system, (c) a colour swap by a colour rule or
// a pairing criterion that changes the pairs, (d) the planted round by
// players the change moved.
func judgeCampaignCase(tour, src0 *pairing.Tournament, pc plantedChange, results []checker.RoundResult) campaignVerdict {
	v := campaignVerdict{explained: map[int]pairing.Explanation{}}
	for _, r := range results {
		if r.Consistent {
			continue
		}
		if v.first == 0 {
			v.first = r.Round
		}
		if r.Err != nil {
			v.differing = append(v.differing, fmt.Sprintf("%d:error", r.Round))
			v.fail("(b) round %d: no explanation, the engine found no pairing: %v", r.Round, r.Err)
			continue
		}
		judgeCampaignRound(&v, tour, pc, r)
	}
	if v.first != pc.Round {
		why := ""
		if v.first != 0 && v.first < pc.Round {
			if sr := checker.CheckRound(src0, dutch2017.System{}, v.first); !sr.Consistent {
				why = " (the unperturbed source already differs there)"
			}
		}
		v.fail("(a) first differing round %d, want the perturbed round %d%s", v.first, pc.Round, why)
	}
	return v
}

// judgeCampaignRound explains one differing round and checks (b)-(d).
func judgeCampaignRound(v *campaignVerdict, tour *pairing.Tournament, pc plantedChange, r checker.RoundResult) {
	e, err := checker.Explain(dutch2017.System{}, tour, r)
	v.explained[r.Round] = e
	v.differing = append(v.differing, fmt.Sprintf("%d:%s", r.Round, e.Rule.String()))
	switch {
	case err != nil:
		v.fail("(b) round %d: Explain failed: %v", r.Round, err)
	case e.Text == "" || !campaignRule(e.Rule.String()):
		v.fail("(b) round %d: explained by %q, not C.1-C.19, B.8 or E.1-E.5: %s", r.Round, e.Rule.String(), e.Text)
	case strings.Contains(e.Text, "please report"):
		v.fail("(b) round %d: %s: %s", r.Round, e.Rule.String(), e.Text)
	}
	if r.Round == pc.Round && err == nil && !sharesPlayer(e.Players, pc.Players) {
		// The engine's round r is the source's: the players it pairs
		// otherwise than the recorded round are those the change moved.
		v.fail("(d) round %d: the explanation's players %v include none of the changed players %v: %s", r.Round, e.Players, pc.Players, e.Text)
	}
	if pc.Kind == kindColourSwap && r.Round == pc.Round && err == nil {
		same := campaignSamePairs(r.Engine, r.Recorded)
		isE := strings.HasPrefix(e.Rule.String(), "E.")
		isC := strings.HasPrefix(e.Rule.String(), "C.")
		if !isE && !(isC && !same) {
			v.fail("(c) colour swap explained by %s (engine's pairs %s the recorded ones): %s",
				e.Rule.String(), map[bool]string{true: "equal", false: "differ from"}[same], e.Text)
		}
	}
}

// keepCampaignFailure writes the perturbed file of a failing case to
// -campaign.out, with a .txt beside it holding the report, the
// explanations and the fpc text, and returns the file's path.
func keepCampaignFailure(t *testing.T, path string, seed uint64, pc plantedChange, results []checker.RoundResult, explained map[int]pairing.Explanation, report string) string {
	base := fmt.Sprintf("%s__%s_s%d", strings.TrimSuffix(filepath.Base(path), ".trf"), pc.Kind, seed)
	out := filepath.Join(*campaignOut, base+".trf")
	if err := os.WriteFile(out, pc.Text, 0o644); err != nil {
		t.Error(err)
	}
	var fpc bytes.Buffer
	checker.WriteFPC(&fpc, out, results)
	var ex strings.Builder
	for _, r := range results {
		if e, ok := explained[r.Round]; ok {
			fmt.Fprintf(&ex, "round %d: %s\n", r.Round, e.Text)
		}
	}
	if err := os.WriteFile(filepath.Join(*campaignOut, base+".txt"),
		[]byte(report+"\n\n"+ex.String()+"\n"+fpc.String()), 0o644); err != nil {
		t.Error(err)
	}
	return out
}

func sharesPlayer(xs, ys []int) bool {
	for _, x := range xs {
		if slices.Contains(ys, x) {
			return true
		}
	}
	return false
}

func mustRecorded(t *testing.T, tour *pairing.Tournament, r int) pairing.Round {
	t.Helper()
	rec, err := tour.Recorded(r)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestPerturbationReproducesCorpus checks that the perturbations mimic the
// perturbed corpus: each file of ../shared/corpus/perturbed is turned back
// into its source by the inverse change (every kind is its own inverse),
// and perturbing that source the way MANIFEST.tsv says must give the
// corpus file byte for byte, with the change among the preferred
// candidates of its round exactly when the manifest does not say "took
// any".
func TestPerturbationReproducesCorpus(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "corpus", "perturbed")
	data, err := os.ReadFile(filepath.Join(dir, "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	col := map[string]int{}
	for i, h := range strings.Split(lines[0], "\t") {
		col[h] = i
	}
	for _, line := range lines[1:] {
		c := strings.Split(line, "\t")
		file, kind, detail := c[col["file"]], c[col["perturbation"]], c[col["detail"]]
		r, err := strconv.Atoi(c[col["round"]])
		if err != nil {
			t.Fatal(err)
		}
		t.Run(file, func(t *testing.T) {
			reproduceCorpusPerturbation(t, dir, file, kind, detail, r)
		})
	}
}

// reproduceCorpusPerturbation undoes the change of one perturbed corpus
// file (kind in round r, as the manifest's detail says) and checks that
// perturbing the source again gives the file byte for byte.
func reproduceCorpusPerturbation(t *testing.T, dir, file, kind, detail string, r int) {
	const tookAny = " (no swap kept colour rules; took any)"
	relaxed := strings.HasSuffix(detail, tookAny)
	detail = strings.TrimSuffix(detail, tookAny)
	perturbed, err := os.ReadFile(filepath.Join(dir, file))
	if err != nil {
		t.Fatal(err)
	}
	inverse := inverseDetail(kind, detail)
	if inverse == nil {
		t.Fatalf("cannot read the detail %q of %s", detail, kind)
	}
	pf, err := trf.Read(file, bytes.NewReader(perturbed))
	if err != nil {
		t.Fatal(err)
	}
	e, _, ok := findCandidate(pf, kind, r, inverse)
	if !ok {
		t.Fatalf("no inverse of %q among the candidates of round %d", detail, r)
	}
	orig, err := applyEdit(pf, perturbed, kind, r, e, false)
	if err != nil {
		t.Fatal(err)
	}
	f, err := trf.Read(file, bytes.NewReader(orig.Text))
	if err != nil {
		t.Fatal(err)
	}
	e, best, ok := findCandidate(f, kind, r, func(d string) bool { return d == detail })
	if !ok {
		t.Fatalf("%q is not among the candidates of round %d", detail, r)
	}
	if e.tier != best {
		t.Errorf("the change is of tier %d, but the round has candidates of tier %d", e.tier, best)
	}
	if kind == kindColourSwap && relaxed != (best > 0) {
		t.Errorf("manifest took any: %v; best tier of the round: %d", relaxed, best)
	}
	got, err := applyEdit(f, orig.Text, kind, r, e, false)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Text, perturbed) {
		t.Errorf("perturbing the source does not give the corpus file byte for byte")
	}
}

// inverseDetail returns a matcher for the detail of the inverse change,
// to be found among the candidates of the perturbed file, or nil when the
// detail cannot be read.
func inverseDetail(kind, detail string) func(string) bool {
	var ids []int
	for _, s := range regexpNumbers(detail) {
		n, _ := strconv.Atoi(s)
		ids = append(ids, n)
	}
	switch {
	case kind == kindColourSwap && len(ids) >= 2:
		want := fmt.Sprintf("game %d-%d (white-black) recorded as %d-%d", ids[1], ids[0], ids[0], ids[1])
		return func(d string) bool { return d == want }
	case kind == kindOpponentSwap && len(ids) >= 4:
		a, b, c, d := ids[0], ids[1], ids[2], ids[3]
		w1 := fmt.Sprintf("boards %d-%d and %d-%d (white-black) became %d-%d and %d-%d", a, d, c, b, a, b, c, d)
		w2 := fmt.Sprintf("boards %d-%d and %d-%d (white-black) became %d-%d and %d-%d", c, b, a, d, c, d, a, b)
		return func(x string) bool { return x == w1 || x == w2 }
	case kind == kindByeSwap && len(ids) >= 4:
		want := fmt.Sprintf("bye moved from %d to %d; %d now plays %d ", ids[1], ids[0], ids[1], ids[3])
		return func(d string) bool { return strings.HasPrefix(d, want) }
	}
	return nil
}

// findCandidate finds the candidate of round r whose detail matches, and
// the best tier of the round.
func findCandidate(f *trf.File, kind string, r int, match func(string) bool) (campaignEdit, int, bool) {
	byID := map[int]*trf.Player{}
	for _, p := range f.Players {
		byID[p.ID] = p
	}
	cs, _ := editCandidates(kind, f, byID, r) // an unknown kind finds no candidate below
	best := -1
	for _, c := range cs {
		if best < 0 || c.tier < best {
			best = c.tier
		}
	}
	for _, c := range cs {
		if match(c.detail) {
			return c, best, true
		}
	}
	return campaignEdit{}, best, false
}

// regexpNumbers returns the numbers of a text, in order.
func regexpNumbers(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' })
}
