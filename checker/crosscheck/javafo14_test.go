package crosscheck

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2012"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/trf"
)

// The campaign of dutch-2012 against JaVaFo 1.4 (Build 1913), the engine
// of the 2012 (Istanbul) text (docs/crosscheck.md, "Dutch 2012 against
// JaVaFo 1.4"). It shares -campaign.count, -first, -seed, -dir, -workers,
// -ways and -timeout with TestCampaign; direction A is JaVaFo 1.4's
// generator checked by swisscheck, B swisscheck's generator checked by
// JaVaFo 1.4 (-c).
var (
	flagJaVaFo14 = flag.String("campaign.javafo14", "", "campaign of dutch-2012: path of javafo-1.4.jar (default $SWISSCHECK_JAVAFO14); never in the repository")
	flagJava     = flag.String("campaign.java", "java", "campaign of dutch-2012: the java command (Java 17 or later)")
	flagGenLimit = flag.Duration("campaign.genlimit", 2*time.Minute, "campaign of dutch-2012: time limit of one run of JaVaFo 1.4's generator; a run stopped at it is retried (another tournament)")
	flagJ14Max   = flag.Int("campaign.j14players", 200, "campaign of dutch-2012: the most players of a tournament of direction A (1.4's generator slows down past about 150 on a loaded machine)")
	flagJ14BMax  = flag.Int("campaign.j14bplayers", 0, "campaign of dutch-2012: when set, the most players of a tournament of direction B (1.4's check of a 300-player event takes minutes on a loaded machine): a larger field is drawn again, uniformly from half of it up, with its rounds")
	flagKeepAll  = flag.Bool("campaign.keepall", false, "campaign of dutch-2012: keep every tournament of direction B and 1.4's check of it in b/ of -campaign.dir, not only the discrepant ones, so that TestRejudgeJaVaFo14 can judge a later engine on them")
)

// javafo14Name is JaVaFo 1.4 in messages and in the campaign's summary.
const javafo14Name = "JaVaFo-1.4"

// javafo14Banner is what JaVaFo 1.4 prints when run without arguments.
const javafo14Banner = "JaVaFo (rrweb.org/javafo) - Rel. 1.4 (Build 1913)"

// javafo14JVM are the JVM options of every run: one collector thread and
// one processor, so that two workers use two cores, not four.
var javafo14JVM = []string{"-XX:+UseSerialGC", "-XX:ActiveProcessorCount=1"}

// maxJaVaFo14Attempts bounds the runs of JaVaFo 1.4's generator for one
// tournament: it stops with "PAIRING IS IMPOSSIBLE" (exit code 1) in small
// events, and has no seed, so a retry draws another tournament.
const maxJaVaFo14Attempts = 50

// TestCampaignJaVaFo14 is the differential campaign of dutch-2012 against
// JaVaFo 1.4. It skips when the jar or java is not there, and fails on
// every discrepancy and on every tournament that could not be made or
// checked.
func TestCampaignJaVaFo14(t *testing.T) {
	jar := *flagJaVaFo14
	if jar == "" {
		jar = os.Getenv("SWISSCHECK_JAVAFO14")
	}
	if jar == "" {
		t.Skip("JaVaFo 1.4 not given (-campaign.javafo14 or $SWISSCHECK_JAVAFO14: the path of javafo-1.4.jar, docs/crosscheck.md): campaign of dutch-2012 skipped")
	}
	if _, err := os.Stat(jar); err != nil {
		t.Skipf("JaVaFo 1.4 not found: %v: campaign of dutch-2012 skipped", err)
	}
	java, err := exec.LookPath(*flagJava)
	if err != nil {
		t.Skipf("java not found (%v): campaign of dutch-2012 skipped", err)
	}
	if *flagCount < 0 || *flagFirst < 0 || *flagWorkers < 1 || strings.Trim(*flagWays, "ab") != "" || *flagWays == "" {
		t.Fatalf("bad flags: -campaign.count %d, -campaign.first %d, -campaign.workers %d, -campaign.ways %q", *flagCount, *flagFirst, *flagWorkers, *flagWays)
	}
	jf := javafo14{oracle{name: javafo14Name, path: java, timeout: *flagTimeout}, jar}
	if err := jf.checkBanner(); err != nil {
		t.Fatal(err)
	}
	e := &j14env{seed: *flagSeed, jf: jf, work: t.TempDir()}
	var log *tsvLog
	if *flagDir != "" {
		if log, err = openLog(*flagDir, javafo14Name); err != nil {
			t.Fatal(err)
		}
		defer log.close()
	}
	t.Logf("campaign: dutch-2012 against %s, seed %d, tournaments %d-%d each way (%s), %d workers, %s",
		javafo14Name, *flagSeed, *flagFirst, *flagFirst+*flagCount-1, *flagWays, *flagWorkers, jar)
	var sums []summary
	if strings.Contains(*flagWays, "a") {
		sums = append(sums, campaign(t, "A", e.runA, log))
	}
	if strings.Contains(*flagWays, "b") {
		sums = append(sums, campaign(t, "B", e.runB, log))
	}
	report(t, javafo14Name, sums)
}

// javafo14 runs JaVaFo 1.4 as java -jar JAR.
type javafo14 struct {
	java oracle // the java command, named JaVaFo-1.4
	jar  string
}

func (j javafo14) run(args ...string) (out, stderr []byte, code int, cpu time.Duration, err error) {
	full := append(append(append([]string{}, javafo14JVM...), "-jar", j.jar), args...)
	return j.java.run(full...)
}

// checkBanner makes sure the jar is JaVaFo 1.4 (Build 1913), the engine of
// the 2012 text, and not a later release of the 2017 rules.
func (j javafo14) checkBanner() error {
	out, stderr, _, _, err := j.run()
	if err != nil {
		return err
	}
	if banner := strings.TrimSpace(string(append(out, stderr...))); !strings.Contains(banner, javafo14Banner) {
		return fmt.Errorf("%s is not JaVaFo 1.4: it says %q, expected %q", j.jar, firstLine(banner), javafo14Banner)
	}
	return nil
}

// j14env is what the tournaments of the campaign share.
type j14env struct {
	seed uint64
	jf   javafo14
	work string
}

// javafo14Config is the property file of JaVaFo 1.4's generator (its AUM
// 1.4 keys; "HalfPointByteRate" is its spelling). Rates are one event in
// N; a rate of 0 in s means none.
func javafo14Config(s bbpSettings) string {
	rate := func(r float64) string {
		if r == 0 {
			return strconv.Itoa(noRate)
		}
		return strconv.Itoa(max(2, int(r+0.5)))
	}
	return fmt.Sprintf("PlayersNumber=%d\nRoundsNumber=%d\nDrawPercentage=%d\nForfeitRate=%s\n"+
		"RetiredRate=%s\nHalfPointByteRate=%s\nHighestRating=%d\nLowestRating=%d\nPointsForWin=1\nPointsForDraw=0.5\n",
		s.Players, s.Rounds, s.DrawPct, rate(s.ForfeitRate), rate(s.RetiredRate), rate(s.HPBRate), s.Highest, s.Lowest)
}

// drawJaVaFo14Settings draws the settings of one tournament of direction
// A: the model of the bbpPairings campaign (settings_test.go), with the
// players kept to the 6-200 of ../shared/corpus/dutch2012-javafo (1.4's
// permutation search can take minutes on a larger bracket).
func drawJaVaFo14Settings(rng *rand.Rand) bbpSettings {
	s := drawBBPSettings(rng)
	if top := max(*flagJ14Max, 6); s.Players < 6 || s.Players > top {
		s.Players = min(max(s.Players, 6), top)
		s.Rounds = roundsFor(rng, s.Players)
	}
	return s
}

// runA makes tournament i of direction A: JaVaFo 1.4's generator, then
// swisscheck's dutch-2012 check of every round. The generator has no seed,
// so every generated file is kept (in a/ of -campaign.dir).
func (e *j14env) runA(i int) outcome {
	rng := rand.New(rand.NewPCG(e.seed, 2*uint64(i)))
	s := drawJaVaFo14Settings(rng)
	cfgText := javafo14Config(s)
	o := outcome{Way: "A", Index: i, Players: s.Players, Rounds: s.Rounds,
		Settings: strings.ReplaceAll(strings.TrimSpace(cfgText), "\n", " ")}
	work := filepath.Join(e.work, fmt.Sprintf("a%d", i))
	if o.Err = os.MkdirAll(work, 0o755); o.Err != nil {
		return o
	}
	defer os.RemoveAll(work)
	cfg, out := filepath.Join(work, "config.properties"), filepath.Join(work, "t.trf")
	if o.Err = os.WriteFile(cfg, []byte(cfgText), 0o644); o.Err != nil {
		return o
	}
	start := time.Now()
	gen := e.jf
	gen.java.timeout = *flagGenLimit
	stopped := 0
	for o.Attempts = 1; ; o.Attempts++ {
		stdout, stderr, code, _, err := gen.run("-g", cfg, "-o", out)
		msg := bytes.TrimSpace(append(stdout, stderr...))
		switch {
		case err != nil && strings.Contains(err.Error(), "no answer within") && o.Attempts < maxJaVaFo14Attempts:
			stopped++ // 1.4's permutation search on a large bracket
			continue
		case err != nil:
			o.Err = err
			return o
		case code == 0:
		case code != 1 || !bytes.Contains(msg, []byte("PAIRING IS IMPOSSIBLE")) || o.Attempts == maxJaVaFo14Attempts:
			o.Err = fmt.Errorf("%s -g (attempt %d): exit code %d: %s", javafo14Name, o.Attempts, code, firstLine(string(msg)))
			return o
		}
		if code == 0 {
			break
		}
	}
	o.Gen = time.Since(start)
	if stopped > 0 {
		o.Settings += fmt.Sprintf(" (%d generator runs stopped at %v)", stopped, *flagGenLimit)
	}
	o.Name = fmt.Sprintf("a%05d_p%d_r%d", i, s.Players, s.Rounds)
	data, err := os.ReadFile(out)
	if err != nil {
		o.Err = err
		return o
	}
	data = lineFeeds(data)
	start = time.Now()
	checkWithSwisscheck(dutch2012.System{}, &o, data)
	o.Check = time.Since(start)
	o.Files = map[string][]byte{o.Name + ".trf": data}
	return o
}

// drawJaVaFo14GenerateConfig draws the settings of one tournament of
// direction B: those of the bbpPairings campaign without acceleration,
// with the points 1, ½, 0 and a PAB worth a win (1.4 reads no XXS and
// guesses the point system), and without full-point byes (the TRF of 1.4
// cannot tell a requested full-point bye from the PAB: two "0000 - +" in
// a round stop its check with "More than one bye!").
func drawJaVaFo14GenerateConfig(rng *rand.Rand) generate.Config {
	c, _ := drawGenerateConfig(rng, false)
	if top := *flagJ14BMax; top > 1 && c.MaxPlayers > top {
		n := top/2 + rng.IntN(top-top/2+1) // uniform in top/2..top
		r := roundsFor(rng, n)
		c.MinPlayers, c.MaxPlayers, c.MinRounds, c.MaxRounds = n, n, r, r
	}
	must(c.Set("points", "1/0.5/0"))
	must(c.Set("pab", "win"))
	c.FullByes = 0
	return c
}

// runB makes tournament i of direction B: swisscheck's generator with the
// dutch-2012 engine, written with 1.4's bye codes, then JaVaFo 1.4's check.
func (e *j14env) runB(i int) outcome {
	rng := rand.New(rand.NewPCG(e.seed, 2*uint64(i)+1))
	cfg := drawJaVaFo14GenerateConfig(rng)
	o := outcome{Way: "B", Index: i, Settings: strings.Join(strings.Fields(cfg.String()), " ")}
	start := time.Now()
	res, err := generate.Generate(dutch2012.System{}, cfg, rng.Uint64(), i)
	if err != nil {
		o.Err = err
		return o
	}
	f := res.File
	o.Players, o.Rounds, o.Attempts = len(f.Players), f.TotalRounds, res.Retries+1
	o.Name = fmt.Sprintf("b%05d_p%d_r%d_s%d", i, o.Players, o.Rounds, res.Seed)
	var buf bytes.Buffer
	if o.Err = trf.Write(&buf, f); o.Err != nil {
		return o
	}
	o.Gen = time.Since(start)
	data := javafo14Codes(buf.Bytes())
	path := filepath.Join(e.work, o.Name+".trf")
	if o.Err = os.WriteFile(path, data, 0o644); o.Err != nil {
		return o
	}
	defer os.Remove(path)
	start = time.Now()
	out, stderr, code, _, err := e.jf.run(path, "-c")
	o.Check = time.Since(start)
	if err != nil {
		o.Err = err
		return o
	}
	checkWithJaVaFo14(&o, f, out, stderr, code)
	if len(o.Found) > 0 || *flagKeepAll {
		o.Files = map[string][]byte{o.Name + ".trf": data, o.Name + ".javafo.txt": append(out, stderr...)}
	}
	return o
}

// byeCode is a TRF-2016 bye block of a player line: 0000, a colour, and
// one of the codes JaVaFo 1.4 does not read.
var byeCode = regexp.MustCompile(`0000 ([-wb ]) ([UHZF])`)

// javafo14Codes writes the TRF-2016 bye codes as JaVaFo 1.4 reads them
// (docs/dutch2012.md of the shared folder): a pairing-allocated bye U and
// a full-point bye F as "+", a half-point bye H as "=", a zero-point bye Z
// as "-", each against 0000. Only player lines (001) change.
func javafo14Codes(data []byte) []byte {
	lines := bytes.SplitAfter(data, []byte("\n"))
	for i, l := range lines {
		if !bytes.HasPrefix(l, []byte("001")) {
			continue
		}
		lines[i] = byeCode.ReplaceAllFunc(l, func(m []byte) []byte {
			code := map[byte]byte{'U': '+', 'F': '+', 'H': '=', 'Z': '-'}[m[len(m)-1]]
			return append(m[:len(m)-1:len(m)-1], code)
		})
	}
	return bytes.Join(lines, nil)
}

// checkWithJaVaFo14 reads JaVaFo 1.4's check of a tournament swisscheck
// made: a round it flags, a file it rejects or a round it does not check
// is a discrepancy, explained by swisscheck as if 1.4's pairing were the
// recorded one.
func checkWithJaVaFo14(o *outcome, f *trf.File, out, stderr []byte, code int) {
	readOracleCheck(javafo14Name, o, out, append(out, stderr...), code, func(r bbpRound) discrepancy {
		return explainJaVaFo14(dutch2012.System{}, f, r)
	})
}

// explainJaVaFo14 explains a round JaVaFo 1.4 flags: swisscheck's
// explanation of 1.4's pairing against its own (what the file records).
func explainJaVaFo14(sys pairing.System, f *trf.File, r bbpRound) discrepancy {
	d := discrepancy{Round: r.Round, Rule: javafo14Name}
	t, err := pairing.New(f)
	if err != nil {
		d.Text = err.Error()
		return d
	}
	res := checker.RoundResult{Round: r.Round}
	if res.Engine, err = t.Recorded(r.Round); err != nil {
		d.Text = err.Error()
		return d
	}
	if res.Recorded, err = javafo14Pairing(res.Engine, r.Lines); err != nil {
		d.Text = javafo14Name + ": " + err.Error()
		return d
	}
	d.Known = knownAs(sys, t, r.Round, res.Recorded)
	ex, err := checker.Explain(sys, t, res)
	switch {
	case errors.Is(err, checker.ErrCannotExplain):
		d.Rule = "differs"
		d.Text = javafo14Name + " pairs the round otherwise (" + err.Error() + ")"
	case err != nil:
		d.Text = "the explanation failed: " + err.Error()
	default:
		d.Rule = ex.Rule.String()
		d.Text = "swisscheck on " + javafo14Name + "'s pairing (\"recorded\" below), against its own (\"engine\"): " + ex.Text
	}
	d.Text += "\n" + pairings(res.Engine, res.Recorded)
	return d
}

var (
	// javafo14Bye is a bye cell of 1.4's check table, "Bye: %4d", as wide
	// as a pair cell "%3d - %3d".
	javafo14Bye = regexp.MustCompile(`Bye: ([ 0-9]{4})`)
	// javafo14Inverted is 1.4's line for a pair with the colours swapped.
	javafo14Inverted = regexp.MustCompile(`^\s*([0-9]+) and ([0-9]+) had inverted colou?rs\s*$`)
)

// javafo14Pairing is JaVaFo 1.4's pairing of a round from its check table
// (docs/checkers.md, with "Bye: N" cells for the pairing-allocated bye):
// the file's pairing (own) with the table's right column replaced by its
// left one, and the pairs "X and Y had inverted colors" turned round. Any
// other line (1.4's "PAIRING EXCEPTION", no pairing) is an error.
func javafo14Pairing(own pairing.Round, table []string) (pairing.Round, error) {
	var rows []string
	var inverted [][2]int
	for _, l := range table {
		if m := javafo14Inverted.FindStringSubmatch(l); m != nil {
			x, _ := strconv.Atoi(m[1])
			y, _ := strconv.Atoi(m[2])
			inverted = append(inverted, [2]int{x, y})
			continue
		}
		rows = append(rows, javafo14Bye.ReplaceAllStringFunc(l, func(c string) string {
			n, err := strconv.Atoi(strings.TrimSpace(c[len("Bye: "):]))
			if err != nil {
				return c
			}
			return fmt.Sprintf("%3d - %3d", n, 0)
		}))
	}
	out, err := oraclePairing(own, rows)
	if err != nil {
		return out, err
	}
	for _, xy := range inverted {
		k := slices.IndexFunc(out.Boards, func(b pairing.Board) bool {
			return b == pairing.Board{White: xy[0], Black: xy[1]} || b == pairing.Board{White: xy[1], Black: xy[0]}
		})
		if k < 0 {
			return out, fmt.Errorf("%d and %d had inverted colors: not a pair of the file", xy[0], xy[1])
		}
		out.Boards[k] = pairing.Board{White: out.Boards[k].Black, Black: out.Boards[k].White}
	}
	return out, nil
}
