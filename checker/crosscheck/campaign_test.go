package crosscheck

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

var (
	flagCount   = flag.Int("campaign.count", 4, "campaign: tournaments each way")
	flagFirst   = flag.Int("campaign.first", 0, "campaign: index of the first tournament (to resume a run or replay one tournament)")
	flagSeed    = flag.Uint64("campaign.seed", 1, "campaign: seed; the same seed, index and settings give the same tournament")
	flagDir     = flag.String("campaign.dir", "", "campaign: directory for campaign.tsv, summary.txt and every discrepant tournament (a/, b/)")
	flagWorkers = flag.Int("campaign.workers", 2, "campaign: tournaments at once")
	flagWays    = flag.String("campaign.ways", "ab", "campaign: a (bbpPairings generates, swisscheck checks), b (swisscheck generates, bbpPairings checks), or ab")
	flagBBP     = flag.String("campaign.bbp", "", "campaign: path of the oracle (default $SWISSCHECK_BBP, else oracles/bbpPairings-v5.0.1 for dutch-2017 and burstein, -v6.0.0 for dutch-2026, in $SWISSCHECK_SHARED or ../shared)")
	flagTimeout = flag.Duration("campaign.timeout", 10*time.Minute, "campaign: time limit of one run of the oracle")
	flagSystem  = flag.String("campaign.system", "dutch-2017", "campaign: the system compared: "+editionOracles())
)

// TestCampaign is the differential campaign of -campaign.system against
// its bbpPairings release (see the package documentation). It fails on
// every discrepancy and on every tournament that could not be made or
// checked.
func TestCampaign(t *testing.T) {
	ed, err := findEdition(*flagSystem)
	if err != nil {
		t.Fatal(err)
	}
	path, where := findOracle(*flagBBP, ed.oracle)
	if path == "" {
		t.Skipf("%s not found at %s (give -campaign.bbp, $SWISSCHECK_BBP or $SWISSCHECK_SHARED): campaign skipped", ed.oracle, where)
	}
	if *flagCount < 0 || *flagFirst < 0 || *flagWorkers < 1 || strings.Trim(*flagWays, "ab") != "" || *flagWays == "" {
		t.Fatalf("bad flags: -campaign.count %d, -campaign.first %d, -campaign.workers %d, -campaign.ways %q: expected counts >= 0, workers >= 1, ways a, b or ab",
			*flagCount, *flagFirst, *flagWorkers, *flagWays)
	}
	bbp := oracle{name: ed.oracle, path: path, timeout: *flagTimeout}
	if err := bbp.checkVersion(); err != nil {
		t.Fatal(err)
	}
	e := &env{seed: *flagSeed, ed: ed, bbp: bbp, work: t.TempDir()}
	var log *tsvLog
	if *flagDir != "" {
		if log, err = openLog(*flagDir, ed.oracle); err != nil {
			t.Fatal(err)
		}
		defer log.close()
	}
	t.Logf("campaign: %s, seed %d, tournaments %d-%d each way (%s), %d workers, oracle %s",
		ed.sys.ID(), *flagSeed, *flagFirst, *flagFirst+*flagCount-1, *flagWays, *flagWorkers, path)
	var sums []summary
	for _, way := range []string{"A", "B"} {
		if !strings.Contains(*flagWays, strings.ToLower(way)) {
			continue
		}
		run := e.runA
		if way == "B" {
			run = e.runB
		}
		sums = append(sums, campaign(t, way, run, log))
	}
	report(t, ed.oracle, sums)
}

// summary is the result of one way of the campaign.
type summary struct {
	Way         string
	Outcomes    []outcome
	Wall        time.Duration
	Self, Child time.Duration // CPU time of swisscheck (this process) and of the oracle
}

// campaign runs tournaments first..first+count-1 of one way on the workers,
// logging progress, and returns them in index order.
func campaign(t *testing.T, way string, run func(int) outcome, log *tsvLog) summary {
	n := *flagCount
	sum := summary{Way: way, Outcomes: make([]outcome, n)}
	start := time.Now()
	self0, child0 := cpuTimes()
	jobs := make(chan int)
	var mu sync.Mutex
	var wg sync.WaitGroup
	done, found, known, lastLog := 0, 0, 0, time.Now()
	for range *flagWorkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				o := run(*flagFirst + i)
				mu.Lock()
				sum.Outcomes[i] = o
				done++
				for _, d := range o.Found {
					if d.Known == "" {
						found++
					} else {
						known++
					}
				}
				keep(t, log, o)
				if done == n || time.Since(lastLog) >= time.Minute {
					lastLog = time.Now()
					el := time.Since(start)
					eta := time.Duration(float64(el) / float64(done) * float64(n-done))
					t.Logf("%s: %d/%d tournaments, %d discrepancies, %d known disagreements, %v elapsed, about %v to go",
						way, done, n, found, known, el.Round(time.Second), eta.Round(time.Second))
				}
				mu.Unlock()
			}
		}()
	}
	for i := range n {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	self1, child1 := cpuTimes()
	sum.Wall, sum.Self, sum.Child = time.Since(start), self1-self0, child1-child0
	return sum
}

// keep logs a finished tournament: its discrepancies and errors to the
// test log at once, its row to campaign.tsv and its files to the
// directory.
func keep(t *testing.T, log *tsvLog, o outcome) {
	if o.Err != nil {
		t.Logf("%s %d: %v", o.Way, o.Index, o.Err)
	}
	for _, d := range o.Found {
		t.Logf("%s %s: round %d: %s%s: %s", o.Way, o.Name, d.Round, d.Rule, d.knownNote(), firstLine(d.Text))
	}
	if log == nil {
		return
	}
	if err := log.add(o); err != nil {
		t.Errorf("campaign log: %v", err)
	}
}

// report logs the summary of every way against the oracle named
// oracleName, writes it to summary.txt, and fails the test on every
// discrepancy and error.
func report(t *testing.T, oracleName string, sums []summary) {
	var b strings.Builder
	fmt.Fprintf(&b, "campaign seed %d, tournaments %d-%d, %d workers\n", *flagSeed, *flagFirst, *flagFirst+*flagCount-1, *flagWorkers)
	var all, knownAll []string
	for _, s := range sums {
		made, retries, rounds, found, known, failed := 0, 0, 0, 0, 0, 0
		for _, o := range s.Outcomes {
			if o.Err != nil {
				failed++
				t.Errorf("%s %d: %v", s.Way, o.Index, o.Err)
				continue
			}
			made++
			retries += o.Attempts - 1
			rounds += o.Compared
			for _, d := range o.Found {
				line := fmt.Sprintf("%s %s round %d: %s%s: %s\n%s", s.Way, o.Name, d.Round, d.Rule, d.knownNote(), d.Text, d.Report)
				if d.Known != "" {
					known++
					knownAll = append(knownAll, line)
					continue
				}
				found++
				all = append(all, line)
			}
		}
		fmt.Fprintf(&b, "%s (%s): %d tournaments (%d generator retries, %d failed), %d rounds compared, %d discrepancies, %d known disagreements; wall %v, CPU %v (swisscheck %v, %s %v)\n",
			s.Way, wayName(s.Way, oracleName), made, retries, failed, rounds, found, known, s.Wall.Round(time.Second),
			(s.Self + s.Child).Round(time.Second), s.Self.Round(time.Second), oracleName, s.Child.Round(time.Second))
	}
	sort.Strings(all)
	for _, d := range all {
		t.Errorf("discrepancy: %s", d)
	}
	fmt.Fprintf(&b, "discrepancies: %d\n", len(all))
	for _, d := range all {
		b.WriteString(d + "\n")
	}
	sort.Strings(knownAll)
	fmt.Fprintf(&b, "known disagreements (not failures): %d\n", len(knownAll))
	for _, d := range knownAll {
		b.WriteString(d + "\n")
	}
	t.Log("\n" + b.String())
	if *flagDir != "" {
		if err := os.WriteFile(filepath.Join(*flagDir, "summary.txt"), []byte(b.String()), 0o644); err != nil {
			t.Error(err)
		}
	}
}

func wayName(way, oracleName string) string {
	if way == "A" {
		return oracleName + " generates, swisscheck checks"
	}
	return "swisscheck generates, " + oracleName + " checks"
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// tsvLog is campaign.tsv: one row per tournament, in the order they
// finish, and the files of the discrepant ones under a/ and b/.
type tsvLog struct {
	dir    string
	oracle string // the oracle's name
	f      *os.File
}

func openLog(dir, oracleName string) (*tsvLog, error) {
	for _, sub := range []string{"a", "b"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			return nil, err
		}
	}
	path := filepath.Join(dir, "campaign.tsv")
	_, statErr := os.Stat(path)
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	if os.IsNotExist(statErr) {
		_, err = f.WriteString("way\tindex\tfile\tplayers\trounds\tattempts\trounds_compared\tdiscrepant_rounds\tgen_s\tcheck_s\terror\tsettings\n")
	}
	return &tsvLog{dir: dir, oracle: oracleName, f: f}, err
}

func (l *tsvLog) add(o outcome) error {
	var rounds []string
	for _, d := range o.Found {
		r := fmt.Sprint(d.Round)
		if d.Known != "" {
			r += "k" // a known disagreement
		}
		rounds = append(rounds, r)
	}
	errText := ""
	if o.Err != nil {
		errText = strings.ReplaceAll(o.Err.Error(), "\t", " ")
	}
	_, err := fmt.Fprintf(l.f, "%s\t%d\t%s\t%d\t%d\t%d\t%d\t%s\t%.3f\t%.3f\t%s\t%s\n", o.Way, o.Index, o.Name,
		o.Players, o.Rounds, o.Attempts, o.Compared, strings.Join(rounds, ","), o.Gen.Seconds(), o.Check.Seconds(),
		firstLine(errText), o.Settings)
	if len(o.Found) > 0 {
		if o.Files == nil {
			o.Files = map[string][]byte{}
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%s %s (%s)\n%s\n\n", o.Way, o.Name, wayName(o.Way, l.oracle), o.Settings)
		for _, d := range o.Found {
			fmt.Fprintf(&b, "round %d: %s%s: %s\n%s\n", d.Round, d.Rule, d.knownNote(), d.Text, d.Report)
		}
		o.Files[o.Name+".txt"] = []byte(b.String())
	}
	for name, data := range o.Files {
		if err == nil {
			err = os.WriteFile(filepath.Join(l.dir, strings.ToLower(o.Way), name), data, 0o644)
		}
	}
	return err
}

func (l *tsvLog) close() { l.f.Close() }

// knownNote says which known disagreement explains the discrepancy.
func (d discrepancy) knownNote() string {
	if d.Known == "" {
		return ""
	}
	return " [known disagreement: " + d.Known + "]"
}
