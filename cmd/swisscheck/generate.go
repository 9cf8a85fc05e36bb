package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/trf"
	"github.com/urfave/cli/v2"
)

// checkRounds checks a generated tournament; tests replace it.
var checkRounds = func(t *pairing.Tournament) []checker.RoundResult { return checker.Check(t, 1) }

func generateCommand() *cli.Command {
	flags := []cli.Flag{
		&cli.IntFlag{Name: "count", Aliases: []string{"n"}, Usage: "number of tournaments to generate", Required: true, Category: "run"},
		&cli.Uint64Flag{Name: "seed", Aliases: []string{"s"}, Value: 1, Usage: "seed of the run: the same seed and settings give the same files", Category: "run"},
		&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "directory for the files (created if needed)", Required: true, Category: "run"},
		&cli.StringFlag{Name: "prefix", Value: "g", Usage: "first letters of the file names", Category: "run"},
		&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Usage: "tournaments generated at once", DefaultText: "one per CPU", Category: "run"},
		&cli.StringFlag{Name: "config", Aliases: []string{"c"}, Usage: "configuration file of key=value lines; flags override it", Category: "run"},
		&cli.BoolFlag{Name: "check", Usage: "check every tournament with the checker and stop at the first inconsistency", Category: "run"},
		&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "no progress on stderr", Category: "run"},
	}
	for _, k := range generate.Keys() {
		flags = append(flags, &cli.StringFlag{Name: k.Name, Usage: k.Usage, DefaultText: k.Default, Category: "tournament settings (also config file keys)"})
	}
	return &cli.Command{
		Name:      "generate",
		Usage:     "generate random tournaments paired by the engine (RTG)",
		ArgsUsage: " ",
		Description: `Generates simulated Swiss tournaments (C.04.A A.5): players with ratings in
the initial order of C.04.2.B, every round paired by the FIDE (Dutch)
engine, results drawn from the rating difference with the FIDE table 8.1b,
forfeits (also double), half-point, zero-point and full-point byes,
withdrawals and late entries (C.04.2.C), any point system (XXS) and
acceleration (XXA, or the Baku acceleration C.04.5.1).

Each tournament is written as OUT/PREFIXnnnn_pP_rR_sS.trf: its index,
players, rounds, and the seed it was made from. Files depend only on the
settings, --seed and the index, not on --jobs. A round that cannot be paired
(possible in small events) makes the tournament start again from the next
derived seed; the summary counts these retries.

Settings come from the defaults, then the --config file (key=value lines,
'#' comments; the keys are the tournament flags below, without --), then
the flags.

With --check every file is read back and checked like "swisscheck check":
the run stops at the first inconsistent tournament, whose file is kept and
whose differences are printed, and the exit code is 1.

Examples:
   swisscheck generate --count 1000 --seed 7 --out rtg --check
   swisscheck generate -n 100 -o rtg --players 100 --rounds 9 --accel baku
   swisscheck generate -n 50 -o rtg --config small.conf --points 3/1/0`,
		Flags: flags,
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError("generate: unexpected argument %q", c.Args().First())
			}
			if c.Int("count") < 1 || c.Int("count") > 999999 {
				return usageError("generate: --count must be 1-999999, not %d", c.Int("count"))
			}
			cfg, err := generateConfig(c)
			if err != nil {
				return cli.Exit("swisscheck: generate: "+err.Error(), exitInvalid)
			}
			jobs := c.Int("jobs")
			if jobs <= 0 {
				jobs = runtime.GOMAXPROCS(0)
			}
			r := &rtgRun{
				cfg: cfg, seed: c.Uint64("seed"), count: c.Int("count"), jobs: jobs,
				dir: c.String("out"), prefix: c.String("prefix"), check: c.Bool("check"),
			}
			if !c.Bool("quiet") {
				r.progress = c.App.ErrWriter
			}
			return r.run(c.App.Writer, c.App.ErrWriter)
		},
	}
}

// generateConfig builds the settings: defaults, the --config file, then
// the tournament flags in the order of generate.Keys.
func generateConfig(c *cli.Context) (generate.Config, error) {
	cfg := generate.DefaultConfig()
	if name := c.String("config"); name != "" {
		fh, err := os.Open(name)
		if err != nil {
			return cfg, err
		}
		defer fh.Close() // read only: closing cannot lose data
		if cfg, err = generate.ParseConfig(fh); err != nil {
			return cfg, fmt.Errorf("%s: %w", name, err)
		}
	}
	for _, k := range generate.Keys() {
		if c.IsSet(k.Name) {
			if err := cfg.Set(k.Name, c.String(k.Name)); err != nil {
				return cfg, fmt.Errorf("--%w", err)
			}
		}
	}
	if err := cfg.Validate(); err != nil {
		return cfg, fmt.Errorf("--%w", err)
	}
	return cfg, nil
}

// rtgRun is one run of the generate command.
type rtgRun struct {
	cfg      generate.Config
	seed     uint64
	count    int
	jobs     int
	dir      string
	prefix   string
	check    bool
	progress io.Writer // nil: quiet

	next atomic.Int64 // last index handed out
	stop atomic.Int64 // lowest index that failed; count+1 while none
	out  []outcome    // out[i-1] is tournament i

	mu          sync.Mutex // orders progress lines
	progressErr error      // the first progress line that could not be written
}

// outcome is what became of one tournament.
type outcome struct {
	path    string
	retries int
	results []checker.RoundResult // with --check
	failure error                 // generation or check failed; stops the run
	code    int                   // exit code of the failure
}

// run generates the tournaments with r.jobs workers. The outcome does not
// depend on the number of workers: when a tournament fails, the run keeps
// the ones before it, removes any file written after it, and reports on
// tournaments 1 to the failing one.
func (r *rtgRun) run(stdout, stderr io.Writer) error {
	if err := os.MkdirAll(r.dir, 0o755); err != nil {
		return cli.Exit("swisscheck: generate: "+err.Error(), exitInternal)
	}
	start := time.Now()
	r.out = make([]outcome, r.count)
	r.stop.Store(int64(r.count) + 1)
	var wg sync.WaitGroup
	var completed atomic.Int64
	for range min(r.jobs, r.count) {
		wg.Go(func() {
			for {
				i := int(r.next.Add(1))
				if i > r.count || int64(i) > r.stop.Load() {
					return
				}
				o := r.one(i)
				r.out[i-1] = o
				if o.failure != nil {
					for s := r.stop.Load(); int64(i) < s && !r.stop.CompareAndSwap(s, int64(i)); s = r.stop.Load() {
					}
				}
				if n := int(completed.Add(1)); r.progress != nil && r.count >= 20 && n*10/r.count != (n-1)*10/r.count {
					r.report(n, start)
				}
			}
		})
	}
	wg.Wait()

	last := int(r.stop.Load()) // the failing tournament, or count+1
	var cleanup []error
	for i := last + 1; i <= r.count; i++ {
		if o := r.out[i-1]; o.path != "" {
			// Written after the failure: not part of the run.
			if err := os.Remove(o.path); err != nil {
				cleanup = append(cleanup, err)
			}
		}
	}
	n, retries, consistent := min(last, r.count), 0, 0
	for _, o := range r.out[:n] {
		retries += o.retries
		if o.failure == nil {
			consistent++
		}
	}
	elapsed := time.Since(start).Seconds()
	generated := n
	if last <= r.count && r.out[last-1].path == "" {
		generated-- // the failure was in generating it
	}
	summary := fmt.Sprintf("generated %d, retries %d, %.1fs\n", generated, retries, elapsed)
	if r.check {
		summary = fmt.Sprintf("generated %d, checked %d, consistent %d, retries %d, %.1fs\n", generated, n, consistent, retries, elapsed)
	}
	if _, err := io.WriteString(stdout, summary); err != nil {
		return writeError(err)
	}
	var msgs []string
	code := exitOK
	if last <= r.count {
		o := r.out[last-1]
		if o.results != nil {
			if err := checker.WriteFPC(stdout, o.path, o.results); err != nil {
				return writeError(err)
			}
		}
		msgs = append(msgs, fmt.Sprintf("swisscheck: generate: tournament %d: %v", last, o.failure))
		code = o.code
	}
	// A file that cannot be removed, a progress line that cannot be
	// written: the run did not end as it should.
	for _, err := range append(cleanup, r.progressErr) {
		if err != nil {
			msgs = append(msgs, "swisscheck: generate: "+err.Error())
			code = exitInternal
		}
	}
	if code == exitOK {
		return nil
	}
	return cli.Exit(strings.Join(msgs, "\n"), code)
}

// report writes a progress line; the first that cannot be written is kept
// for the end of the run.
func (r *rtgRun) report(n int, start time.Time) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.progressErr != nil {
		return
	}
	_, err := fmt.Fprintf(r.progress, "generate: %d/%d (%d%%) %.1fs\n", n, r.count, n*100/r.count, time.Since(start).Seconds())
	if err != nil {
		r.progressErr = fmt.Errorf("writing the progress: %w", err)
	}
}

// one generates, writes and, with --check, checks tournament i.
func (r *rtgRun) one(i int) outcome {
	res, err := generate.Generate(r.cfg, r.seed, i)
	if err != nil {
		code := exitInternal
		if errors.Is(err, dutch.ErrNoPairing) {
			code = exitDiffers
		}
		return outcome{failure: err, code: code}
	}
	f := res.File
	var buf bytes.Buffer
	if err := trf.Write(&buf, f); err != nil {
		return outcome{failure: err, code: exitInternal}
	}
	name := fmt.Sprintf("%s%04d_p%d_r%d_s%d.trf", r.prefix, i, len(f.Players), f.TotalRounds, res.Seed)
	o := outcome{path: filepath.Join(r.dir, name), retries: res.Retries}
	if err := os.WriteFile(o.path, buf.Bytes(), 0o644); err != nil {
		o.path, o.failure, o.code = "", err, exitInternal
		return o
	}
	if !r.check {
		return o
	}
	// Check the file as written: read back, valid, then every round.
	back, err := trf.Read(o.path, &buf)
	if err == nil && len(back.Warnings) > 0 {
		err = back.Warnings.Err()
	}
	if err == nil {
		err = back.Validate().Err()
	}
	if err != nil {
		o.failure, o.code = fmt.Errorf("%s does not read back cleanly: %w", o.path, err), exitInternal
		return o
	}
	t, err := pairing.New(back)
	if err != nil {
		o.failure, o.code = err, exitInternal
		return o
	}
	o.results = checkRounds(t)
	var bad []string
	for _, rr := range o.results {
		if !rr.Consistent {
			bad = append(bad, fmt.Sprint(rr.Round))
		}
	}
	if len(bad) > 0 {
		o.failure = fmt.Errorf("%s: round %s differs from the engine's pairing (file kept)", o.path, strings.Join(bad, ", "))
		o.code = exitDiffers
	} else {
		o.results = nil
	}
	return o
}
