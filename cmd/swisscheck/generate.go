package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/internal/fileio"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/pairing/systems"
	"github.com/urfave/cli/v2"
)

// checkRounds checks a generated tournament; tests replace it.
var checkRounds = func(t *pairing.Tournament, sys pairing.System) []checker.RoundResult { return checker.Check(t, sys, 1) }

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
		&cli.StringFlag{Name: "system", Usage: "the pairing system (" + systems.IDs() + ")", Value: systems.Current().ID(), Category: "run"},
	}
	for _, k := range generate.Keys() {
		flags = append(flags, &cli.StringFlag{Name: k.Name, Usage: k.Usage, DefaultText: k.Default, Category: "tournament settings (also config file keys)"})
	}
	return &cli.Command{
		Name:      "generate",
		Usage:     "generate random tournaments paired by the engine (RTG)",
		ArgsUsage: " ",
		Description: `Generates simulated Swiss tournaments (C.04.A A.5): players with ratings in
the initial order of C.04.2.B, every round paired by the engine of the
pairing system (--system; its 092 and TRF26 192 records name it), results drawn from the rating difference with the FIDE table 8.1b,
forfeits (also double), half-point, zero-point and full-point byes,
withdrawals and late entries (C.04.2.C), any point system (XXS) and
acceleration (XXA, or the Baku acceleration C.04.5.1). Each file gives a
tie-break list (212 PTS,...: --tiebreaks, none, or by default a realistic
list drawn for the tournament) and records the final standings by it as the
ranks (001 columns 86-89; C.07 in the edition of the start date, players
tied on the whole list sharing the higher rank; with none, by points alone).

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
			if out := c.String("out"); strings.IndexByte(out, 0) >= 0 {
				return usageError("generate: --out %q: a folder name cannot contain a NUL byte", out)
			}
			if name := c.String("config"); name != "" && notFound(name) {
				return noSuchFile("generate", name)
			}
			cfg, err := generateConfig(c)
			if err != nil {
				return cli.Exit("swisscheck: generate: "+err.Error(), exitInvalid)
			}
			sys, err := generateSystem(c)
			if err != nil {
				return err
			}
			if err := cfg.ValidateFor(sys); err != nil {
				return cli.Exit("swisscheck: generate: --"+err.Error(), exitInvalid)
			}
			r := &generate.Run{
				System: sys, Config: cfg, Seed: c.Uint64("seed"), Count: c.Int("count"), Jobs: c.Int("jobs"),
				Dir: c.String("out"), Prefix: c.String("prefix"),
			}
			if c.Bool("check") {
				r.Check = checkGenerated(sys)
			}
			if !c.Bool("quiet") {
				r.Progress = c.App.ErrWriter
			}
			return runGenerate(c.App.Writer, r)
		},
	}
}

// generateConfig builds the settings: defaults, the --config file, then
// the tournament flags in the order of generate.Keys.
func generateConfig(c *cli.Context) (generate.Config, error) {
	cfg := generate.DefaultConfig()
	if name := c.String("config"); name != "" {
		fh, err := fileio.OpenRegular(name)
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

// generateSystem is the system of --system.
func generateSystem(c *cli.Context) (pairing.System, error) {
	sys, err := systems.Lookup(c.String("system"))
	if err != nil {
		return nil, usageError("generate: --system: %v", err)
	}
	return sys, nil
}

// checkGenerated checks a generated tournament like "swisscheck check": the
// rounds that differ, and the fpc text of the check to print about them.
func checkGenerated(sys pairing.System) func(string, *pairing.Tournament) ([]int, func(io.Writer) error, error) {
	return func(path string, t *pairing.Tournament) ([]int, func(io.Writer) error, error) {
		results := checkRounds(t, sys)
		var differing []int
		for _, rr := range results {
			if !rr.Consistent {
				differing = append(differing, rr.Round)
			}
		}
		return differing, func(w io.Writer) error { return checker.WriteFPC(w, path, results) }, nil
	}
}

// runGenerate runs the generator and maps its outcome to the exit codes: 1
// for a tournament that differs or could not be paired, 4 for an
// unexpected failure.
func runGenerate(stdout io.Writer, r *generate.Run) error {
	s, err := r.Do()
	if err != nil {
		return cli.Exit("swisscheck: generate: "+err.Error(), exitInternal)
	}
	if _, err := fmt.Fprintln(stdout, s); err != nil {
		return writeError(err)
	}
	var msgs []string
	code := exitOK
	if f := s.Failure; f != nil {
		if f.Report != nil {
			if err := f.Report(stdout); err != nil {
				return writeError(err)
			}
		}
		msgs = append(msgs, fmt.Sprintf("swisscheck: generate: tournament %d: %v", f.Index, f.Err))
		code = exitInternal
		if errors.Is(f.Err, pairing.ErrNoPairing) || errors.Is(f.Err, generate.ErrInconsistent) {
			code = exitDiffers
		}
	}
	// A file that cannot be removed, a progress line that cannot be
	// written: the run did not end as it should.
	for _, err := range s.Cleanup {
		msgs = append(msgs, "swisscheck: generate: "+err.Error())
		code = exitInternal
	}
	if code == exitOK {
		return nil
	}
	return cli.Exit(strings.Join(msgs, "\n"), code)
}
