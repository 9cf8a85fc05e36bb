package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/urfave/cli/v2"
)

func checkCommand() *cli.Command {
	return &cli.Command{
		Name:      "check",
		Usage:     "re-pair every round and compare with the recorded pairings",
		ArgsUsage: "FILE|DIR...",
		Description: `Each round is re-paired by the file's pairing system (--system, else the
file's TRF26 record 192, else the system its 092 names, else the rules in
force on its start date, else today's; see "swisscheck systems"; the report
says which and how) from the recorded history before it and compared with the recorded round: pairs, colours and
the pairing-allocated bye. A differing round is explained by the rule that
decides it. A round after the last paired one (only byes entered before
its pairing, or a bye for every player) has nothing to compare; the last
paired round, when not played yet (results ? or blank), is compared like
any other. Files and directories are read as by validate (a folder
without any report file is a usage error; the files it skips are named on
stderr and counted at the end of the report; a file that does not exist
is named on stderr, exit 2, and the others are still checked); files are
checked in parallel and reported in order, with a summary at the end: a row per file with its status (consistent,
differs, invalid: the first problem's line and field, not checked: the
system it names is not available) and the totals. Warnings, the problems
of invalid files and why a file was not checked go to stderr as
file:line:col: ... in every format (the report says how many and refers
to them). A file whose system swisscheck does not have is not checked and
the others are (exit 5). On a run of 20 files or more, progress lines go
to stderr when it is a terminal.

Formats: report (readable, the default), fpc (the endorsed checkers' text,
byte for byte), json (an object: "files", a report per file, and
"summary"; see the README).

Examples:
   swisscheck check fixtures/am-dutch-examples.trf
   swisscheck check --format fpc event.trf
   swisscheck check --jobs 2 --format json reports/
   swisscheck check --quiet reports/`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Value: "report", Usage: "report, fpc or json"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Usage: "files (or, for one file, rounds) checked at once", DefaultText: "one per CPU"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "the summary only (report: the table and totals; json: no rounds); no progress"},
			systemFlag(),
			standingsFlags()[0], standingsFlags()[1],
		},
		Action: checkAction,
	}
}

func checkAction(c *cli.Context) error {
	if c.NArg() == 0 {
		return usageError("check: name at least one file or directory")
	}
	format := checker.Format(c.String("format"))
	if format != checker.FormatReport && format != checker.FormatFPC && format != checker.FormatJSON {
		return usageError("check: --format must be report, fpc or json, not %q", format)
	}
	quiet := c.Bool("quiet")
	if quiet && format == checker.FormatFPC {
		return usageError("check: --quiet gives a summary, which --format fpc does not have")
	}
	choose, err := systemChooser(c)
	if err != nil {
		return err
	}
	paths, skipped, err := expand(c, "check")
	if err != nil {
		return err
	}
	paths, missing, err := existing(c, paths)
	if err != nil {
		return writeError(err)
	}
	if len(paths) == 0 {
		return cli.Exit("", exitUsage) // no file exists, and stderr said so of each
	}
	so, err := standingsOptions(c)
	if err != nil {
		return err
	}
	o := checker.Options{Jobs: c.Int("jobs"), Explain: format != checker.FormatFPC, System: choose, Standings: so}
	if !quiet && isTerminal(c.App.ErrWriter) {
		o.Progress = progress(c.App.ErrWriter, time.Now())
	}
	checks := checker.CheckFiles(paths, o)
	if err := writeChecks(c, format, quiet, checks, skipped); err != nil {
		return writeError(err)
	}
	return checkExit(checks, missing)
}

// isTerminal reports whether w (stderr) is a terminal, a character
// device; tests replace it.
var isTerminal = func(w io.Writer) bool {
	if s, ok := w.(*stickyWriter); ok {
		w = s.w
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// progress writes a line at every tenth of a run of at least 20 files, as
// generate does: "check: 10/100 (10%) 3.2s". A line that cannot be
// written fails the run at its end (the writer is sticky: exit 4).
func progress(w io.Writer, start time.Time) func(done, total int) {
	return func(done, total int) {
		if total >= 20 && done*10/total != (done-1)*10/total {
			fmt.Fprintf(w, "check: %d/%d (%d%%) %.1fs\n", done, total, done*100/total, time.Since(start).Seconds())
		}
	}
}

// writeChecks prints the checks in the chosen format. Warnings, invalid
// files' problems and why a file was not checked go to stderr in every
// format, and only there: the report says how many and where. An
// explanation that failed goes to stderr unless the report shows it.
func writeChecks(c *cli.Context, format checker.Format, quiet bool, checks []*checker.FileCheck, skipped []checker.Skipped) error {
	inReport := format == checker.FormatReport && !quiet
	for _, fc := range checks {
		if err := printFileProblems(c.App.ErrWriter, fc, !inReport); err != nil {
			return err
		}
	}
	switch format {
	case checker.FormatJSON:
		return checker.WriteJSON(c.App.Writer, checker.NewBatchReport(checks, quiet))
	case checker.FormatFPC:
		for _, fc := range checks {
			if fc.Tournament != nil {
				if err := checker.WriteFPC(c.App.Writer, fc.Path, fc.Rounds); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if quiet {
		return checker.WriteSummary(c.App.Writer, checks, skipped)
	}
	return checker.WriteReportSkipped(c.App.Writer, checks, skipped)
}

// printFileProblems prints a file's warnings, its problems when it is
// invalid, why it was not checked, and, with failure, an explanation that
// failed.
func printFileProblems(w io.Writer, fc *checker.FileCheck, failure bool) error {
	if err := printWarnings(w, fc.Warnings); err != nil {
		return err
	}
	if fc.Tournament == nil {
		if err := printErrors(w, fc.Errors); err != nil {
			return err
		}
	}
	if fc.SystemErr != nil {
		if _, err := fmt.Fprintf(w, "swisscheck: %v\n", fc.SystemErr); err != nil {
			return err
		}
	}
	if fc.Err != nil && failure {
		if _, err := fmt.Fprintf(w, "swisscheck: %s: %v\n", fc.Path, fc.Err); err != nil {
			return err
		}
	}
	return nil
}

// checkPrecedence orders the exit codes of check, the first winning: an
// explanation that failed (a bug), an invalid file, a file named on the
// command line that does not exist, a file not checked (its system is not
// available), a differing round.
var checkPrecedence = []int{exitInternal, exitInvalid, exitUsage, exitNotChecked, exitDiffers}

// checkExit is the exit code of the checks and of the missing files: the
// first of checkPrecedence that applies, else 0.
func checkExit(checks []*checker.FileCheck, missing int) error {
	found := map[int]bool{exitUsage: missing > 0}
	for _, fc := range checks {
		if fc.Err != nil {
			found[exitInternal] = true
		}
		switch fc.Status() {
		case checker.StatusInvalid:
			found[exitInvalid] = true
		case checker.StatusNotChecked:
			found[exitNotChecked] = true
		case checker.StatusDiffers:
			found[exitDiffers] = true
		}
	}
	for _, code := range checkPrecedence {
		if found[code] {
			return cli.Exit("", code)
		}
	}
	return nil
}

// existing returns the paths that exist, and how many do not, each named
// on stderr as "swisscheck: check: no such file: NAME"; the error is a
// failure to write that.
func existing(c *cli.Context, paths []string) ([]string, int, error) {
	var found []string
	missing := 0
	for _, p := range paths {
		if notFound(p) {
			missing++
			if _, err := fmt.Fprintf(c.App.ErrWriter, "swisscheck: %s: no such file: %s\n", c.Command.Name, p); err != nil {
				return nil, 0, err
			}
			continue
		}
		found = append(found, p)
	}
	return found, missing, nil
}
