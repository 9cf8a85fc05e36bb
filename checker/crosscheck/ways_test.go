package crosscheck

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/trf"
)

// maxAttempts bounds the seeds bbpPairings' generator is given for one
// tournament: it gives up (exit code 1) when a round has no valid pairing,
// which happens in small events.
const maxAttempts = 100

// outcome is one tournament of the campaign.
type outcome struct {
	Way      string // "A" or "B"
	Index    int
	Name     string // file name without .trf
	Players  int
	Rounds   int
	Settings string // the generator's settings on one line
	Attempts int    // seeds tried until a tournament could be made
	Compared int    // rounds compared
	Found    []discrepancy
	Err      error             // the tournament could not be made or checked at all
	Gen      time.Duration     // wall time of the generation
	Check    time.Duration     // wall time of the check
	Files    map[string][]byte // kept for a discrepant tournament: file name -> content
}

// discrepancy is a round the two engines pair differently. Round 0 is the
// whole file (one side rejects it).
type discrepancy struct {
	Round  int
	Rule   string // swisscheck's rule; in direction B, for bbpPairings' pairing
	Text   string // swisscheck's explanation
	Report string // the round in the endorsed checkers' text
	Known  string // the known disagreement that explains it (edition.known); "" if none
}

// env is what the tournaments of a campaign share.
type env struct {
	seed uint64
	ed   edition
	bbp  oracle
	work string // scratch directory
}

// runA makes tournament i of direction A: bbpPairings' generator with
// settings drawn as the manifest spreads them, then swisscheck's check of
// every round, in this process.
func (e *env) runA(i int) outcome {
	rng := rand.New(rand.NewPCG(e.seed, 2*uint64(i)))
	s := drawBBPSettings(rng)
	o := outcome{Way: "A", Index: i, Players: s.Players, Rounds: s.Rounds,
		Settings: strings.ReplaceAll(strings.TrimSpace(s.config()), "\n", " ")}
	work := filepath.Join(e.work, fmt.Sprintf("a%d", i))
	if o.Err = os.MkdirAll(work, 0o755); o.Err != nil {
		return o
	}
	defer os.RemoveAll(work)
	cfg, out := filepath.Join(work, "config.txt"), filepath.Join(work, "t.trf")
	if o.Err = os.WriteFile(cfg, []byte(s.config()), 0o644); o.Err != nil {
		return o
	}
	start := time.Now()
	for o.Attempts = 1; ; o.Attempts++ {
		seed := 1 + rng.Uint32N(1<<31-2)
		_, stderr, code, _, err := e.bbp.run(e.ed.flag, "-g", cfg, "-o", out, "-s", strconv.FormatUint(uint64(seed), 10))
		switch {
		case err != nil:
			o.Err = err
			return o
		case code == 0:
			o.Name = fmt.Sprintf("a%05d_p%d_r%d_s%d", i, s.Players, s.Rounds, seed)
		case code != 1 || o.Attempts == maxAttempts:
			o.Err = fmt.Errorf("%s -g (seed %d, attempt %d): exit code %d: %s", e.bbp.name, seed, o.Attempts, code, bytes.TrimSpace(stderr))
			return o
		}
		if code == 0 {
			break
		}
	}
	o.Gen = time.Since(start)
	data, err := os.ReadFile(out)
	if err != nil {
		o.Err = err
		return o
	}
	data = lineFeeds(data)
	start = time.Now()
	checkWithSwisscheck(e.ed.sys, &o, data)
	o.Check = time.Since(start)
	return o
}

// lineFeeds ends the lines of bbpPairings' generated file with LF: it
// writes bare CRs (the file is kept so for a discrepancy, and read by
// people).
func lineFeeds(data []byte) []byte {
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	return bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))
}

// checkWithSwisscheck checks every round of a tournament made by
// bbpPairings with swisscheck's system sys: a round that differs or has
// no valid pairing, or a file swisscheck rejects, is a discrepancy.
func checkWithSwisscheck(sys pairing.System, o *outcome, data []byte) {
	f, err := trf.Read(o.Name+".trf", bytes.NewReader(data))
	if err == nil {
		err = f.Validate().Err()
	}
	var t *pairing.Tournament
	if err == nil {
		t, err = pairing.New(f)
	}
	if err != nil {
		o.Found = append(o.Found, discrepancy{Rule: "rejected", Text: "swisscheck rejects the file: " + err.Error()})
		o.Files = map[string][]byte{o.Name + ".trf": data}
		return
	}
	results := checker.Check(t, sys, 1)
	o.Compared = len(results)
	for _, r := range results {
		if r.Consistent {
			continue
		}
		d := discrepancy{Round: r.Round}
		switch ex, err := checker.Explain(sys, t, r); {
		case r.Err != nil:
			d.Rule, d.Text = "no valid pairing", r.Err.Error()
		case errors.Is(err, checker.ErrCannotExplain):
			d.Rule, d.Text = "differs", "the round differs ("+err.Error()+")"
		case err != nil:
			d.Rule, d.Text = "?", "the explanation failed: "+err.Error()
		default:
			d.Rule, d.Text = ex.Rule.String(), ex.Text
		}
		d.Report = fpcRound(o.Name, r) + pairings(r.Engine, r.Recorded)
		d.Known = knownAs(sys, t, r.Round, r.Recorded)
		o.Found = append(o.Found, d)
	}
	if len(o.Found) > 0 {
		o.Files = map[string][]byte{o.Name + ".trf": data}
	}
}

// fpcRound is the round in the endorsed checkers' text.
func fpcRound(name string, r checker.RoundResult) string {
	var b strings.Builder
	_ = checker.WriteFPC(&b, name, []checker.RoundResult{r}) // a Builder does not fail
	return strings.TrimRight(b.String(), "\n") + "\n"
}

// pairings lists both whole pairings of a round.
func pairings(engine, recorded pairing.Round) string {
	list := func(r pairing.Round) string {
		var s []string
		for _, b := range r.Boards {
			s = append(s, fmt.Sprintf("%d-%d", b.White, b.Black))
		}
		if r.Bye != 0 {
			s = append(s, fmt.Sprintf("bye %d", r.Bye))
		}
		return strings.Join(s, " ")
	}
	return "swisscheck: " + list(engine) + "\nrecorded:   " + list(recorded) + "\n"
}

// runB makes tournament i of direction B: swisscheck's generator with
// settings of every family, written as TRF, then bbpPairings' check.
func (e *env) runB(i int) outcome {
	rng := rand.New(rand.NewPCG(e.seed, 2*uint64(i)+1))
	_, accel := e.ed.sys.(pairing.Accelerator)
	cfg, _ := drawGenerateConfig(rng, accel)
	o := outcome{Way: "B", Index: i, Settings: strings.Join(strings.Fields(cfg.String()), " ")}
	start := time.Now()
	res, err := generate.Generate(e.ed.sys, cfg, rng.Uint64(), i)
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
	data, err := e.ed.forOracle(buf.Bytes())
	if err != nil {
		o.Err = err
		return o
	}
	path := filepath.Join(e.work, o.Name+".trf")
	if o.Err = os.WriteFile(path, data, 0o644); o.Err != nil {
		return o
	}
	defer os.Remove(path)
	start = time.Now()
	out, stderr, code, _, err := e.bbp.run(e.ed.flag, path, "-c")
	o.Check = time.Since(start)
	if err != nil {
		o.Err = err
		return o
	}
	checkWithOracle(e.ed.sys, e.bbp.name, &o, f, out, stderr, code)
	if len(o.Found) > 0 {
		o.Files = map[string][]byte{o.Name + ".trf": buf.Bytes(), o.Name + ".bbp.txt": append(out, stderr...)}
	}
	return o
}

// checkWithOracle reads the check by bbpPairings (oracleName) of a
// tournament swisscheck made (readOracleCheck). A flagged round is
// explained by swisscheck's system sys as if bbpPairings' pairing were
// the recorded one.
func checkWithOracle(sys pairing.System, oracleName string, o *outcome, f *trf.File, out, stderr []byte, code int) {
	readOracleCheck(oracleName, o, out, stderr, code, func(r bbpRound) discrepancy { return explainOracle(sys, f, r) })
}

// readOracleCheck reads a reference checker's check (out, its exit code)
// of a tournament swisscheck made: a round it flags, a file it rejects
// (exit code other than 0; rejected is what it said then) or a round it
// does not check is a discrepancy; explain explains a flagged round.
func readOracleCheck(oracleName string, o *outcome, out, rejected []byte, code int, explain func(bbpRound) discrepancy) {
	if code != 0 {
		o.Found = append(o.Found, discrepancy{Rule: "rejected",
			Text: fmt.Sprintf("%s exits with code %d: %s", oracleName, code, bytes.TrimSpace(rejected))})
		return
	}
	rounds, err := parseCheck(o.Name, out)
	if err != nil {
		o.Found = append(o.Found, discrepancy{Rule: "unreadable", Text: "the check output: " + err.Error()})
		return
	}
	o.Compared = len(rounds)
	if len(rounds) != o.Rounds {
		o.Found = append(o.Found, discrepancy{Rule: "rounds",
			Text: fmt.Sprintf("%s checked %d rounds of %d", oracleName, len(rounds), o.Rounds)})
	}
	for _, r := range rounds {
		if r.Differs {
			d := explain(r)
			d.Report = fmt.Sprintf("%s: Round #%d\n%s\n", o.Name, r.Round, strings.Join(r.Lines, "\n"))
			o.Found = append(o.Found, d)
		}
	}
}
