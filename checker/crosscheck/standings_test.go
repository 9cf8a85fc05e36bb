package crosscheck

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/pairing/standings"
	"github.com/swisscheck/swisscheck/trf"
)

var (
	flagSTCount   = flag.Int("standings.count", 4, "standings campaign: tournaments each way")
	flagSTFirst   = flag.Int("standings.first", 0, "standings campaign: index of the first tournament (to resume a run or replay one)")
	flagSTSeed    = flag.Uint64("standings.seed", 1, "standings campaign: seed; the same seed and index give the same tournament")
	flagSTTBS     = flag.String("standings.tbs", "", "standings campaign: path of the TieBreakServer checkout (default $SWISSCHECK_TBS)")
	flagSTWays    = flag.String("standings.ways", "ab", "standings campaign: a (swisscheck generates and ranks, TieBreakServer checks), b (TieBreakServer generates and ranks, swisscheck checks), or ab")
	flagSTDir     = flag.String("standings.dir", "", "standings campaign: directory for summary.txt and the files of every disagreement (a/, b/)")
	flagSTWorkers = flag.Int("standings.workers", 2, "standings campaign: tournaments at once")
	flagSTUntil   = flag.String("standings.until", "", "standings campaign: start no tournament after this time (RFC 3339, e.g. 2026-11-25T17:38:00Z); the summary counts those done")
	flagSTPython  = flag.String("standings.python", "python3", "standings campaign: the Python interpreter that runs TieBreakServer")
)

// stLists are the tie-break lists of the standings campaign (after PTS):
// every C.07 tie-break an individual Swiss event uses, its cuts and
// medians, and FB before and after the tie-breaks it changes in
// TieBreakServer (defect A). Lists with STD, TPN or RTNG are drawn only
// for the 2026 edition, those with a rating tie-break only when every
// player is rated.
var stLists = []string{
	"BH/C1,BH,SB,DE",
	"BH/C2,BH/C1,BH,SB",
	"BH/M1,BH/M2,BH,PS",
	"BH,BH/C1,BH/M1,SB/C1,SB",
	"SB,SB/C1,SB/C2,BH",
	"SB/C1,BH/C1,DE,WIN",
	"DE,WIN,WON,BPG,BWG",
	"REP,BPG,BWG,WIN,BH",
	"PS,PS/C1,BH/C1,SB",
	"AOB,BH/C1,SB,DE",
	"FB,BH/C1,BH,SB",
	"FB/C1,SB,BH/C1",
	"BH/C1,BH,SB,FB",
	"DE,FB,AOB,BH",
	"WON,BH/C1,SB/C1,PS",
}

var stRatingLists = []string{
	"ARO,ARO/C1,ARO/C2,BH",
	"ARO/C1,BH/C1,BH,SB",
	"TPR,PTP,BH/C1",
	"APRO,APPO,BH/C1,SB",
	"PTP,TPR,ARO/C1,DE",
	"BH/C1,APRO,ARO/M1,WIN",
}

var stLists2026 = []string{
	"DE,STD,BH,TPN",
	"BH/C1,STD,SB,TPN",
	"STD,BH/C1,BH,SB,TPN",
}

var stRatingLists2026 = []string{
	"DE,STD,BH,RTNG",
	"RTNG,BH/C1,BH",
	"BH/C1,BH,SB,RTNG,TPN",
}

// stOutcome is one tournament of the standings campaign.
type stOutcome struct {
	Way, Name, Edition, List, Settings string
	Players, Rounds                    int
	Disagree                           bool
	Class                              string // the known class of a disagreement; "" when unclassified
	Text                               string // what differs
	Err                                error
	Files                              map[string][]byte
}

// TestStandingsCampaign is the differential campaign of the final
// standings (pairing/standings) against TieBreakServer's tiebreakchecker.py,
// run as a program: way a, swisscheck generates a tournament with a
// tie-break list and its ranks and TieBreakServer checks them (-c); way b,
// TieBreakServer's tournamentgenerator.py makes a tournament, the test
// gives it a tie-break list and TieBreakServer's ranks by it, and
// standings.Check judges them. A disagreement is classified as one of
// TieBreakServer's known defects (docs/standings.md) when it vanishes with
// the suspected tie-breaks left out of the list on both sides; the test
// fails on every unclassified one and on every tournament that could not
// be made or checked.
func TestStandingsCampaign(t *testing.T) {
	dir := *flagSTTBS
	if dir == "" {
		dir = os.Getenv("SWISSCHECK_TBS")
	}
	if dir == "" {
		t.Skip("no TieBreakServer checkout (give -standings.tbs or $SWISSCHECK_TBS): standings campaign skipped")
	}
	dir, _ = filepath.Abs(dir)
	for _, s := range []string{"tiebreakchecker.py", "tournamentgenerator.py"} {
		if _, err := os.Stat(filepath.Join(dir, s)); err != nil {
			t.Skipf("%s not found in %s: standings campaign skipped", s, dir)
		}
	}
	if _, err := exec.LookPath(*flagSTPython); err != nil {
		t.Skipf("%s not found: standings campaign skipped", *flagSTPython)
	}
	if *flagSTCount < 0 || *flagSTFirst < 0 || *flagSTWorkers < 1 || strings.Trim(*flagSTWays, "ab") != "" || *flagSTWays == "" {
		t.Fatalf("bad flags: -standings.count %d, -standings.first %d, -standings.workers %d, -standings.ways %q",
			*flagSTCount, *flagSTFirst, *flagSTWorkers, *flagSTWays)
	}
	ed, err := findEdition("dutch-2026")
	if err != nil {
		t.Fatal(err)
	}
	e := &stEnv{tbs: dir, sys: ed.sys, work: t.TempDir()}
	if *flagSTDir != "" {
		for _, sub := range []string{"a", "b"} {
			if err := os.MkdirAll(filepath.Join(*flagSTDir, sub), 0o755); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("standings campaign: seed %d, tournaments %d-%d each way (%s), %d workers, TieBreakServer %s",
		*flagSTSeed, *flagSTFirst, *flagSTFirst+*flagSTCount-1, *flagSTWays, *flagSTWorkers, dir)
	var b strings.Builder
	fmt.Fprintf(&b, "standings campaign seed %d, tournaments %d-%d, %d workers\n", *flagSTSeed, *flagSTFirst, *flagSTFirst+*flagSTCount-1, *flagSTWorkers)
	var unclassified []string
	for _, way := range []string{"a", "b"} {
		if !strings.Contains(*flagSTWays, way) {
			continue
		}
		run := e.wayA
		if way == "b" {
			run = e.wayB
		}
		start := time.Now()
		outs := stRun(t, way, run)
		wall := time.Since(start)
		made, failed, disagree := 0, 0, 0
		perEd := map[string][2]int{} // edition: tournaments, disagreements
		perClass := map[string]int{}
		for _, o := range outs {
			if o.Err != nil {
				failed++
				t.Errorf("%s %s: %v", way, o.Name, o.Err)
				continue
			}
			made++
			c := perEd[o.Edition]
			c[0]++
			if o.Disagree {
				disagree++
				c[1]++
				class := o.Class
				if class == "" {
					class = "unclassified"
					unclassified = append(unclassified, fmt.Sprintf("%s %s (%s, list %s): %s", way, o.Name, o.Edition, o.List, o.Text))
				}
				perClass[class]++
			}
			perEd[o.Edition] = c
		}
		fmt.Fprintf(&b, "way %s (%s): %d tournaments (%d failed), %d disagreements; wall %v\n", way, stWayName(way), made, failed, disagree, wall.Round(time.Second))
		for _, k := range slices.Sorted(mapKeys(perEd)) {
			fmt.Fprintf(&b, "  edition %s: %d tournaments, %d disagreements\n", k, perEd[k][0], perEd[k][1])
		}
		for _, k := range slices.Sorted(mapKeys(perClass)) {
			fmt.Fprintf(&b, "  class %s: %d\n", k, perClass[k])
		}
		for _, o := range outs {
			if o.Disagree {
				cl := o.Class
				if cl == "" {
					cl = "UNCLASSIFIED"
				}
				fmt.Fprintf(&b, "  %s %s %s [%s] list %s: %s\n", way, o.Name, o.Edition, cl, o.List, firstLine(o.Text))
			}
		}
	}
	sort.Strings(unclassified)
	fmt.Fprintf(&b, "unclassified disagreements: %d\n", len(unclassified))
	for _, u := range unclassified {
		t.Errorf("unclassified disagreement: %s", u)
		b.WriteString(u + "\n")
	}
	t.Log("\n" + b.String())
	if *flagSTDir != "" {
		if err := os.WriteFile(filepath.Join(*flagSTDir, "summary.txt"), []byte(b.String()), 0o644); err != nil {
			t.Error(err)
		}
	}
}

func mapKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

func stWayName(way string) string {
	if way == "a" {
		return "swisscheck generates and ranks, TieBreakServer checks"
	}
	return "TieBreakServer generates and ranks, swisscheck checks"
}

// stRun runs tournaments first..first+count-1 of one way on the workers.
func stRun(t *testing.T, way string, run func(int) stOutcome) []stOutcome {
	n := *flagSTCount
	outs := make([]stOutcome, n)
	jobs := make(chan int)
	var mu sync.Mutex
	var wg sync.WaitGroup
	done, disagree, start, last := 0, 0, time.Now(), time.Now()
	for range *flagSTWorkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				o := run(*flagSTFirst + i)
				mu.Lock()
				outs[i] = o
				done++
				if o.Disagree {
					disagree++
					t.Logf("%s %s (%s, list %s): disagreement [%s]: %s", way, o.Name, o.Edition, o.List, orUnclassified(o.Class), firstLine(o.Text))
				}
				if *flagSTDir != "" && (o.Disagree || o.Err != nil) {
					for name, data := range o.Files {
						if err := os.WriteFile(filepath.Join(*flagSTDir, way, name), data, 0o644); err != nil {
							t.Error(err)
						}
					}
					txt := fmt.Sprintf("%s %s (%s)\nedition %s, list PTS,%s\n%s\nclass: %s\nerror: %v\n%s\n", way, o.Name, stWayName(way), o.Edition, o.List, o.Settings, orUnclassified(o.Class), o.Err, o.Text)
					if err := os.WriteFile(filepath.Join(*flagSTDir, way, o.Name+".txt"), []byte(txt), 0o644); err != nil {
						t.Error(err)
					}
				}
				if done == n || time.Since(last) >= time.Minute {
					last = time.Now()
					el := time.Since(start)
					t.Logf("%s: %d/%d tournaments, %d disagreements, %v elapsed, about %v to go", way, done, n, disagree,
						el.Round(time.Second), time.Duration(float64(el)/float64(done)*float64(n-done)).Round(time.Second))
				}
				mu.Unlock()
			}
		}()
	}
	var until time.Time
	if *flagSTUntil != "" {
		var err error
		if until, err = time.Parse(time.RFC3339, *flagSTUntil); err != nil {
			t.Fatalf("-standings.until: %v", err)
		}
	}
	for i := range n {
		if !until.IsZero() && time.Now().After(until) {
			t.Logf("%s: -standings.until %s reached: %d of %d tournaments started", way, *flagSTUntil, i, n)
			break
		}
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	var ran []stOutcome
	for _, o := range outs {
		if o.Name != "" {
			ran = append(ran, o)
		}
	}
	return ran
}

func orUnclassified(class string) string {
	if class == "" {
		return "UNCLASSIFIED"
	}
	return class
}

type stEnv struct {
	tbs  string
	sys  pairing.System
	work string
}

// drawList draws the list of a tournament of the edition.
func drawList(rng *rand.Rand, ed standings.Edition, rated bool) string {
	pool := slices.Clone(stLists)
	if rated {
		pool = append(pool, stRatingLists...)
	}
	if ed == standings.Ed2026 {
		pool = append(pool, stLists2026...)
		if rated {
			pool = append(pool, stRatingLists2026...)
		}
	}
	return pool[rng.IntN(len(pool))]
}

// dates are the start and end dates (042, 052) of a tournament of the
// edition.
func dates(rng *rand.Rand, ed standings.Edition) (string, string) {
	if ed == standings.Ed2026 {
		return fmt.Sprintf("2026/%02d/%02d", 3+rng.IntN(8), 1+rng.IntN(18)), ""
	}
	return fmt.Sprintf("2025/%02d/%02d", 1+rng.IntN(12), 1+rng.IntN(18)), ""
}

// wayA: swisscheck generates the tournament and its ranks, TieBreakServer
// checks them.
func (e *stEnv) wayA(i int) stOutcome {
	rng := rand.New(rand.NewPCG(*flagSTSeed, uint64(i)^0x5157))
	o := stOutcome{Way: "a", Name: fmt.Sprintf("a%05d", i)}
	cfg, fam := drawGenerateConfig(rng, false)
	if cfg.Loss != 0 {
		// TieBreakServer's 162 (as it reads it, tbsCopy) has one value for
		// a loss, played or forfeited: the point systems with points for a
		// loss become 3/1/0.
		must(cfg.Set("points", "3/1/0"))
		must(cfg.Set("pab", "win"))
		fam = append(fam, "points=3/1/0 (for TieBreakServer)")
	}
	o.Edition = string(standings.Ed2024)
	ed := standings.Ed2024
	if rng.IntN(2) == 0 {
		ed, o.Edition = standings.Ed2026, string(standings.Ed2026)
	}
	if rng.IntN(4) == 0 { // many byes, forfeits and withdrawals
		cfg.Forfeits, cfg.HalfByes, cfg.ZeroByes, cfg.FullByes, cfg.Withdrawals = 0.08, 0.05, 0.04, 0.02, 0.2
		fam = append(fam, "many-unplayed")
	}
	rated := rng.IntN(2) == 0
	if rated {
		cfg.Unrated = 0
	}
	o.List = drawList(rng, ed, rated)
	if !rated && hasRating(o.List) {
		cfg.Unrated = 0
	}
	cfg.Tiebreaks = o.List
	if cfg.MaxPlayers > 150 { // keep the run short: TieBreakServer is slow on large events
		cfg.MinPlayers, cfg.MaxPlayers = 150, 150
		cfg.MinRounds, cfg.MaxRounds = min(cfg.MinRounds, 149), min(cfg.MaxRounds, 149)
	}
	o.Settings = strings.Join(append(fam, "tiebreaks="+o.List), " ")
	res, err := generate.Generate(e.sys, cfg, *flagSTSeed, i)
	if err != nil {
		o.Err = err
		return o
	}
	var buf bytes.Buffer
	if err := trf.Write(&buf, res.File); err != nil {
		o.Err = err
		return o
	}
	start, _ := dates(rng, ed)
	data := setRecord(buf.Bytes(), "042", start)
	data = setRecord(data, "052", start)
	data, err = e.rankBySwisscheck(data, o.List)
	if err != nil {
		o.Err = err
		return o
	}
	o.Players, o.Rounds = len(res.File.Players), res.File.Rounds()
	o.Files = map[string][]byte{o.Name + ".trf": data}
	ok, text, err := e.tbsCheck(o.Name, data)
	if err != nil {
		o.Err = err
		return o
	}
	if !ok {
		o.Disagree, o.Text = true, text
		o.Class = e.classify(o.Name, data, o.List)
	}
	return o
}

// wayB: TieBreakServer generates the tournament; the test writes a list
// and TieBreakServer's ranks by it; standings.Check judges them.
func (e *stEnv) wayB(i int) stOutcome {
	rng := rand.New(rand.NewPCG(*flagSTSeed, uint64(i)^0xb0b))
	o := stOutcome{Way: "b", Name: fmt.Sprintf("b%05d", i)}
	ed := standings.Ed2024
	if rng.IntN(2) == 0 {
		ed = standings.Ed2026
	}
	o.Edition = string(ed)
	players := 6 + rng.IntN(40)
	rounds := min(players-1, 4+rng.IntN(8))
	zpb, hpb, ff := 0.0, 0.0, 0.0
	if rng.IntN(3) > 0 {
		zpb, hpb, ff = 0.05*rng.Float64(), 0.1*rng.Float64(), 0.06*rng.Float64()
	}
	top := 1400 + rng.IntN(1300)
	step := 5 + rng.IntN(40)
	pyseed := rng.Uint64() >> 1
	o.List = drawList(rng, ed, true)
	args := []string{"-p", strconv.Itoa(players), "-N", strconv.Itoa(rounds),
		"-S", fmt.Sprintf("%.4f", zpb), fmt.Sprintf("%.4f", hpb), fmt.Sprintf("%.4f", ff),
		"-R", strconv.Itoa(top), strconv.Itoa(step)}
	o.Settings = fmt.Sprintf("tournamentgenerator.py %s (python random seed %d)", strings.Join(args, " "), pyseed)
	out := filepath.Join(e.work, o.Name+".gen.trf")
	script := fmt.Sprintf("import random,sys,os; random.seed(%d); sys.path.insert(0, %q); sys.argv=['tournamentgenerator.py']+sys.argv[1:]; os.chdir(%q); exec(compile(open('tournamentgenerator.py').read(),'tournamentgenerator.py','exec'))", pyseed, e.tbs, e.tbs)
	cmdArgs := append([]string{"-c", script, "-g", "1", "-o", out}, args...)
	if _, err := e.python(cmdArgs...); err != nil {
		o.Err = fmt.Errorf("tournamentgenerator.py: %w", err)
		return o
	}
	data, err := os.ReadFile(out)
	os.Remove(out)
	if err != nil {
		o.Err = err
		return o
	}
	// The generator stops when a round cannot be paired (small events)
	// but its 142 still names the rounds asked for; TieBreakServer then
	// counts the rounds never paired as unplayed rounds of every player
	// (b00336 of seed 1, docs/standings.md). The file declares the rounds
	// it has.
	played := 0
	for _, gs := range games(data) {
		for r, g := range gs {
			if g[0] != "" || g[2] != "" {
				played = max(played, r+1)
			}
		}
	}
	if played < rounds {
		rounds = played
		data = setRecord(data, "142", strconv.Itoa(played))
		o.Settings += fmt.Sprintf("; %d rounds paired, 142 set to %d", played, played)
	}
	start, _ := dates(rng, ed)
	data = setRecord(data, "042", start)
	data = setRecord(data, "052", start)
	data = setRecord(data, "212", "PTS,"+o.List)
	ranks, err := e.tbsRanks(o.Name, data, "")
	if err != nil {
		o.Err = err
		o.Files = map[string][]byte{o.Name + ".trf": data}
		return o
	}
	data = setRanks(data, ranks)
	o.Files = map[string][]byte{o.Name + ".trf": data}
	o.Players, o.Rounds = len(ranks), rounds
	res, err := swisscheckCheck(o.Name, data, "")
	if err != nil {
		o.Err = err
		return o
	}
	if !res.Consistent {
		o.Disagree = true
		var tb strings.Builder
		for _, w := range res.Players {
			fmt.Fprintf(&tb, "player %d: TieBreakServer ranks %d, swisscheck %d (%s): %s\n", w.Player, w.Rank, w.Expected, w.Rule, w.Text)
		}
		o.Text = tb.String()
		o.Class = e.classify(o.Name, data, o.List)
	}
	return o
}

func hasRating(list string) bool {
	return hasAnyCode(list, "ARO", "TPR", "PTP", "APRO", "APPO", "RTNG")
}

func hasAnyCode(list string, names ...string) bool {
	for code := range strings.SplitSeq(list, ",") {
		n, _, _ := strings.Cut(code, "/")
		if slices.Contains(names, n) {
			return true
		}
	}
	return false
}

// classify finds the known class of a disagreement on the list: the
// suspected tie-breaks of each class whose condition holds are left out
// of the list and both sides rank again; the class is the first whose
// removal makes them agree.
func (e *stEnv) classify(name string, data []byte, list string) string {
	codes := strings.Split(list, ",")
	type candidate struct {
		class string
		drop  func(code string) bool
		when  bool
	}
	fbFirst := -1
	for i, c := range codes {
		if strings.HasPrefix(c, "FB") {
			fbFirst = i
			break
		}
	}
	fbBefore := false
	if fbFirst >= 0 {
		for _, c := range codes[fbFirst+1:] {
			if hasAnyCode(c, "BH", "SB", "AOB") {
				fbBefore = true
			}
		}
	}
	cands := []candidate{
		{"A (FB before BH/SB/AOB)", func(c string) bool { return strings.HasPrefix(c, "FB") }, fbBefore},
		{"B (SB cut with voluntary unplayed rounds)", func(c string) bool { return strings.HasPrefix(c, "SB/C") }, hasUnplayed(data)},
		{"C (DE with a repeated meeting)", func(c string) bool { return c == "DE" }, hasRepeat(data)},
		{"D (AOB equal at two decimals)", func(c string) bool { return strings.HasPrefix(c, "AOB") }, slices.Contains(codes, "AOB") && aobTwoDecimals(data)},
	}
	for _, c := range cands {
		if !c.when {
			continue
		}
		var keep []string
		for _, code := range codes {
			if !c.drop(code) {
				keep = append(keep, code)
			}
		}
		if len(keep) == len(codes) {
			continue
		}
		reduced := strings.Join(keep, ",")
		d, err := e.rankBySwisscheck(data, reduced)
		if err != nil {
			continue
		}
		if ok, _, err := e.tbsCheck(name+".cls", d); err == nil && ok {
			return c.class
		}
	}
	return ""
}

// rankBySwisscheck writes the list in 212 and swisscheck's standings by it
// as the ranks.
func (e *stEnv) rankBySwisscheck(data []byte, list string) ([]byte, error) {
	data = setRecord(data, "212", strings.TrimSuffix("PTS,"+list, ","))
	tn, err := readTournament("x", data)
	if err != nil {
		return nil, err
	}
	st, err := standings.Compute(tn, standings.Options{})
	if err != nil {
		return nil, err
	}
	ranks := map[int]int{}
	for _, r := range st.Rows {
		ranks[r.Player] = r.Rank
	}
	return setRanks(data, ranks), nil
}

func readTournament(name string, data []byte) (*pairing.Tournament, error) {
	f, err := trf.Read(name+".trf", bytes.NewReader(data))
	if err == nil {
		err = f.Validate().Err()
	}
	if err != nil {
		return nil, err
	}
	return pairing.New(f)
}

func swisscheckCheck(name string, data []byte, list string) (standings.Result, error) {
	tn, err := readTournament(name, data)
	if err != nil {
		return standings.Result{}, fmt.Errorf("swisscheck rejects the file: %w", err)
	}
	res, err := standings.Check(tn, standings.Options{Tiebreaks: list})
	if err == nil && !res.Checked {
		err = fmt.Errorf("standings not checked: %s", res.Reason)
	}
	return res, err
}

func (e *stEnv) python(args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, *flagSTPython, args...)
	cmd.Env = append(os.Environ(), "PYTHONHASHSEED=0")
	var so, se bytes.Buffer
	cmd.Stdout, cmd.Stderr = &so, &se
	err := cmd.Run()
	if err != nil {
		if _, ok := err.(*exec.ExitError); ok && cmd.ProcessState.ExitCode() == 1 {
			return so.Bytes(), nil // -c: the ranks differ
		}
		return so.Bytes(), fmt.Errorf("%v: %s", err, firstLine(strings.TrimSpace(se.String())))
	}
	return so.Bytes(), nil
}

// tbsRun runs tiebreakchecker.py on the file (its list: the file's 212)
// with -c, and returns its table of ranks and whether it found the
// recorded ranks right.
func (e *stEnv) tbsRun(name string, data []byte) (map[int]int, bool, string, error) {
	path := filepath.Join(e.work, name+".trf")
	if err := os.WriteFile(path, tbsCopy(data), 0o644); err != nil {
		return nil, false, "", err
	}
	defer os.Remove(path)
	out, err := e.python(filepath.Join(e.tbs, "tiebreakchecker.py"), "-i", path, "-s", "-c", "-d", "T")
	if err != nil {
		return nil, false, "", fmt.Errorf("tiebreakchecker.py: %w", err)
	}
	ranks := map[int]int{}
	check, seen := false, false
	header := false
	for l := range strings.Lines(string(out)) {
		l = strings.TrimRight(l, "\r\n")
		switch {
		case strings.HasPrefix(l, "StartNo"):
			header = true
		case strings.HasPrefix(l, "Check: "):
			seen, check = true, strings.TrimPrefix(l, "Check: ") == "True"
		case header:
			f := strings.Split(l, "\t")
			if len(f) < 2 {
				continue
			}
			p, e1 := strconv.Atoi(f[0])
			r, e2 := strconv.Atoi(f[1])
			if e1 == nil && e2 == nil {
				ranks[p] = r
			}
		}
	}
	if !seen || len(ranks) == 0 {
		return nil, false, "", fmt.Errorf("tiebreakchecker.py: no table or no check in its output: %.300s", out)
	}
	return ranks, check, string(out), nil
}

// tbsCheck: whether TieBreakServer finds the recorded ranks right, and
// where it differs.
func (e *stEnv) tbsCheck(name string, data []byte) (bool, string, error) {
	ranks, ok, _, err := e.tbsRun(name, data)
	if err != nil || ok {
		return ok, "", err
	}
	rec := recordedRanks(data)
	var b strings.Builder
	for _, p := range slices.Sorted(func(yield func(int) bool) {
		for p := range ranks {
			if !yield(p) {
				return
			}
		}
	}) {
		if rec[p] != ranks[p] {
			fmt.Fprintf(&b, "player %d: swisscheck ranks %d, TieBreakServer %d\n", p, rec[p], ranks[p])
		}
	}
	if b.Len() == 0 {
		b.WriteString("TieBreakServer's check fails with the same ranks (a tie it orders otherwise)\n")
	}
	return false, b.String(), nil
}

func (e *stEnv) tbsRanks(name string, data []byte, _ string) (map[int]int, error) {
	ranks, _, _, err := e.tbsRun(name, data)
	return ranks, err
}

// tbsCopy is the file as TieBreakServer is given it: its reader does not
// understand XXS (it stops with a program error), so a point system other
// than 1/½/0 is written as the 162 record it reads (a letter and the
// points in columns of nine: W win, D draw and half-point bye, L loss,
// A zero-point bye, P pairing-allocated bye, X as D).
func tbsCopy(data []byte) []byte {
	lines := lineEnd.Split(string(data), -1)
	for i, l := range lines {
		if !strings.HasPrefix(l, "XXS ") {
			continue
		}
		v := map[string]float64{"WW": 1, "WD": 0.5, "WL": 0, "PAB": 1, "ZPB": 0}
		for _, f := range strings.Fields(l[4:]) {
			k, x, ok := strings.Cut(f, "=")
			if n, err := strconv.ParseFloat(x, 64); ok && err == nil {
				v[k] = n
			}
		}
		var b strings.Builder
		b.WriteString("162  ")
		for _, c := range []struct {
			sym string
			pts float64
		}{{"W", v["WW"]}, {"D", v["WD"]}, {"L", v["WL"]}, {"A", v["ZPB"]}, {"P", v["PAB"]}, {"X", v["WD"]}} {
			fmt.Fprintf(&b, "%s%4.1f    ", c.sym, c.pts)
		}
		lines[i] = strings.TrimRight(b.String(), " ")
	}
	return []byte(strings.Join(lines, "\n"))
}

var lineEnd = regexp.MustCompile(`\r?\n`)

// setRecord sets the record tag (a three-digit code) to value: the first
// such line, else a new line after 012 (or first).
func setRecord(data []byte, tag, value string) []byte {
	lines := lineEnd.Split(string(data), -1)
	for i, l := range lines {
		if strings.HasPrefix(l, tag+" ") || l == tag {
			lines[i] = tag + " " + value
			return []byte(strings.Join(lines, "\n"))
		}
	}
	at := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "0") && !strings.HasPrefix(l, "001") {
			at = i + 1
		}
		if strings.HasPrefix(l, "001") {
			break
		}
	}
	lines = slices.Insert(lines, at, tag+" "+value)
	return []byte(strings.Join(lines, "\n"))
}

// setRanks writes the ranks in columns 86-89 of the 001 records.
func setRanks(data []byte, ranks map[int]int) []byte {
	lines := lineEnd.Split(string(data), -1)
	for i, l := range lines {
		if !strings.HasPrefix(l, "001 ") || len(l) < 89 {
			continue
		}
		p, err := strconv.Atoi(strings.TrimSpace(l[4:8]))
		if err != nil {
			continue
		}
		if r, ok := ranks[p]; ok {
			lines[i] = l[:85] + fmt.Sprintf("%4d", r) + l[89:]
		}
	}
	return []byte(strings.Join(lines, "\n"))
}

func recordedRanks(data []byte) map[int]int {
	ranks := map[int]int{}
	for l := range strings.Lines(string(data)) {
		if !strings.HasPrefix(l, "001 ") || len(l) < 89 {
			continue
		}
		p, e1 := strconv.Atoi(strings.TrimSpace(l[4:8]))
		r, e2 := strconv.Atoi(strings.TrimSpace(l[85:89]))
		if e1 == nil && e2 == nil {
			ranks[p] = r
		}
	}
	return ranks
}

// games returns each player's round blocks (opponent, colour, result).
func games(data []byte) map[int][][3]string {
	out := map[int][][3]string{}
	for l := range strings.Lines(string(data)) {
		l = strings.TrimRight(l, "\r\n")
		if !strings.HasPrefix(l, "001 ") {
			continue
		}
		p, err := strconv.Atoi(strings.TrimSpace(l[4:8]))
		if err != nil {
			continue
		}
		for k := 91; k < len(l); k += 10 {
			blk := l[k:min(len(l), k+10)] + "          "
			out[p] = append(out[p], [3]string{strings.TrimSpace(blk[0:4]), strings.TrimSpace(blk[5:6]), strings.TrimSpace(blk[7:8])})
		}
	}
	return out
}

// hasUnplayed: some player has a round without a played game (a bye, a
// forfeit, an absence).
func hasUnplayed(data []byte) bool {
	for _, gs := range games(data) {
		for _, g := range gs {
			if g[0] == "" && g[2] == "" {
				continue // after the last round
			}
			if g[0] == "0000" || g[0] == "" || strings.ContainsAny(g[2], "+-HFUZ") {
				return true
			}
		}
	}
	return false
}

// aobTwoDecimals: two players level on points have AOB values that differ
// but are the same rounded to two decimals. C.07 8.2 says "the average",
// with no rounding (10.1 rounds ARO, 8.2 nothing); TieBreakServer
// 14a34a2 rounds AOB to two decimals (tiebreak.py, compute_average with
// "0.01") and so ties them (class D, docs/standings.md).
func aobTwoDecimals(data []byte) bool {
	tn, err := readTournament("x", setRecord(data, "212", "PTS,AOB"))
	if err != nil {
		return false
	}
	st, err := standings.Compute(tn, standings.Options{})
	if err != nil {
		return false
	}
	seen := map[string]map[string]string{} // points -> two decimals -> exact
	for _, r := range st.Rows {
		exact := strings.TrimPrefix(r.Values[1], "~")
		v, ok := new(big.Rat).SetString(exact)
		if !ok {
			continue
		}
		two := v.FloatString(2)
		if seen[r.Values[0]] == nil {
			seen[r.Values[0]] = map[string]string{}
		}
		if other, ok := seen[r.Values[0]][two]; ok && other != exact {
			return true
		}
		seen[r.Values[0]][two] = exact
	}
	return false
}

// hasRepeat: two players met more than once.
func hasRepeat(data []byte) bool {
	for _, gs := range games(data) {
		seen := map[string]bool{}
		for _, g := range gs {
			if g[0] == "" || g[0] == "0000" {
				continue
			}
			if seen[g[0]] {
				return true
			}
			seen[g[0]] = true
		}
	}
	return false
}

// TestStandingsClassify: the hand-made file of class C (docs/standings.md,
// "Differential campaign against TieBreakServer") disagrees and is put in
// class C.
func TestStandingsClassify(t *testing.T) {
	dir := *flagSTTBS
	if dir == "" {
		dir = os.Getenv("SWISSCHECK_TBS")
	}
	if dir == "" {
		t.Skip("no TieBreakServer checkout (give -standings.tbs or $SWISSCHECK_TBS): skipped")
	}
	if _, err := os.Stat(filepath.Join(dir, "tiebreakchecker.py")); err != nil {
		t.Skipf("tiebreakchecker.py not found in %s: skipped", dir)
	}
	data, err := os.ReadFile(filepath.Join("testdata", "standings-de-repeated.trf"))
	if err != nil {
		t.Fatal(err)
	}
	e := &stEnv{tbs: dir, work: t.TempDir()}
	ok, text, err := e.tbsCheck("c", data)
	if err != nil || ok {
		t.Fatalf("TieBreakServer agrees (%v) or fails (%v) on the file of class C", ok, err)
	}
	if got := e.classify("c", data, "DE"); !strings.HasPrefix(got, "C ") {
		t.Errorf("class %q, want C; TieBreakServer: %s", got, text)
	}
	if res, err := swisscheckCheck("c", data, ""); err != nil || !res.Consistent {
		t.Errorf("swisscheck finds its own ranks wrong: %v %+v", err, res)
	}
	// b01960 of way b, seed 1 (TieBreakServer's ranks): players 10 and 20
	// have 5.0 points; AOB 655/11 = 59.5454... and 59.55 are the same at
	// two decimals, where TieBreakServer lets BH/C1 decide.
	data, err = os.ReadFile(filepath.Join("testdata", "standings-aob-two-decimals.trf"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := swisscheckCheck("d", data, "")
	if err != nil || res.Consistent || len(res.Players) != 2 || res.Players[0].Rule != "AOB" {
		t.Errorf("swisscheck on TieBreakServer's ranks of class D: %v %+v", err, res)
	}
	if got := e.classify("d", data, "AOB,BH/C1,SB,DE"); !strings.HasPrefix(got, "D ") {
		t.Errorf("class %q, want D", got)
	}
}
