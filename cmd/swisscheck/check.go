package main

import (
	"fmt"

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
stderr and counted at the end of the report); files are checked in parallel
and reported in order, with a summary at the end. Warnings and the problems of invalid files go to
stderr as file:line:col: ... in every format. A file that does not exist is
named on stderr (exit 2) and the others are still checked.

Formats: report (readable, the default), fpc (the endorsed checkers' text,
byte for byte), json (see the README).

Examples:
   swisscheck check fixtures/am-dutch-examples.trf
   swisscheck check --format fpc event.trf
   swisscheck check --jobs 2 --format json reports/`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Value: "report", Usage: "report, fpc or json"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Usage: "files (or, for one file, rounds) checked at once", DefaultText: "one per CPU"},
			systemFlag(),
		},
		Action: func(c *cli.Context) error {
			if c.NArg() == 0 {
				return usageError("check: name at least one file or directory")
			}
			format := checker.Format(c.String("format"))
			if format != checker.FormatReport && format != checker.FormatFPC && format != checker.FormatJSON {
				return usageError("check: --format must be report, fpc or json, not %q", format)
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
			checks := checker.CheckFiles(paths, checker.Options{Jobs: c.Int("jobs"), Explain: format != checker.FormatFPC, System: choose})
			if err := writeChecks(c, format, checks, skipped); err != nil {
				return writeError(err)
			}
			return checkExit(checks, missing)
		},
	}
}

// writeChecks prints the checks in the chosen format. Warnings, invalid
// files' problems and explanations that failed go to stderr in every
// format (the report shows the problems too, and counts the files of the
// folders skipped as not report files).
func writeChecks(c *cli.Context, format checker.Format, checks []*checker.FileCheck, skipped []checker.Skipped) error {
	for _, fc := range checks {
		if err := printWarnings(c.App.ErrWriter, fc.Warnings); err != nil {
			return err
		}
		if fc.Tournament == nil {
			if err := printErrors(c.App.ErrWriter, fc.Errors); err != nil {
				return err
			}
		}
		if fc.SystemErr != nil {
			if _, err := fmt.Fprintf(c.App.ErrWriter, "swisscheck: %v\n", fc.SystemErr); err != nil {
				return err
			}
		}
		if fc.Err != nil {
			if _, err := fmt.Fprintf(c.App.ErrWriter, "swisscheck: %s: %v\n", fc.Path, fc.Err); err != nil {
				return err
			}
		}
	}
	switch format {
	case checker.FormatJSON:
		reports := make([]checker.FileReport, len(checks))
		for i, fc := range checks {
			reports[i] = checker.Report(fc)
		}
		return checker.WriteJSON(c.App.Writer, reports)
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
	return checker.WriteReportSkipped(c.App.Writer, checks, skipped)
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

// checkExit is 4 when an explanation failed (a bug), else 3 when a file is
// invalid, else 2 when a file names a system swisscheck does not have or
// a file named on the command line does not exist (missing of them),
// else 1 when a round differs or has no valid pairing.
func checkExit(checks []*checker.FileCheck, missing int) error {
	code := exitOK
	if missing > 0 {
		code = exitUsage
	}
	for _, fc := range checks {
		switch {
		case fc.Err != nil:
			code = max(code, exitInternal)
		case fc.SystemErr != nil:
			code = max(code, exitUsage)
		case fc.Tournament == nil:
			code = max(code, exitInvalid)
		case !fc.Consistent():
			code = max(code, exitDiffers)
		}
	}
	if code == exitOK {
		return nil
	}
	return cli.Exit("", code)
}
