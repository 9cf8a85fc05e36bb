package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
	"github.com/urfave/cli/v2"
)

func validateCommand() *cli.Command {
	return &cli.Command{
		Name:      "validate",
		Usage:     "check that report files are well formed and consistent",
		ArgsUsage: "FILE|DIR...",
		Description: `Reads each file and checks it whole: columns and codes, opponents mutual,
colours opposite, results complementary, byes, start ranks, the points
column against the results, XXR against the rounds present, the tie-break
list (212, 202: codes of C.07 and their modifiers) and the rank column
(001 columns 86-89: every player ranked, no rank out of range or shared
beyond a tie), as check reads them; the rounds
not played yet are named ("5 rounds (round 5: paired, not played yet)").
A file without a player record, a control character in the text (C0, DEL,
C1 or a Unicode bidirectional control, which would reorder a printed name)
or a team competition's report is invalid. Every problem is printed on
stderr as
file:line:col: what was expected, what was found; warnings (Latin-1 text
...) as file:line:col: warning: ... .

Each file named is read, whatever its name. A directory gives its *.trf
files and every other file whose first line (blank lines and ### comments
aside) begins with a TRF record type (012, 001, XXR ...); each other file
in it is named on stderr as skipped, with the reason, and names beginning
with a dot are left out. Only regular files are opened: a named pipe, a
device or a folder where a report file is expected is an error naming it.
A file that does not exist is named on stderr (exit 2) and the others are
still validated.

Example:
   swisscheck validate fixtures/*.trf`,
		Action: func(c *cli.Context) error {
			if c.NArg() == 0 {
				return usageError("validate: name at least one file")
			}
			paths, _, err := expand(c, "validate")
			if err != nil {
				return err
			}
			return validateFiles(c, paths)
		},
	}
}

// validateFiles validates each file and prints it valid on stdout or its
// problems on stderr; a file that does not exist is named on stderr and
// the others are still validated. The exit code is 3 when a file is
// invalid, else 2 when one does not exist.
func validateFiles(c *cli.Context, paths []string) error {
	bad, missing := 0, 0
	for _, name := range paths {
		if notFound(name) {
			missing++
			if _, err := fmt.Fprintf(c.App.ErrWriter, "swisscheck: validate: no such file: %s\n", name); err != nil {
				return writeError(err)
			}
			continue
		}
		f, errs := checker.Validate(name)
		if err := printProblems(c.App.ErrWriter, f, errs); err != nil {
			return writeError(err)
		}
		if len(errs) > 0 {
			bad++
			continue
		}
		if _, err := fmt.Fprintf(c.App.Writer, "%s: valid, %d players, %s\n", name, len(f.Players), roundsText(f)); err != nil {
			return writeError(err)
		}
	}
	switch {
	case bad > 0:
		files := "files"
		if len(paths) == 1 {
			files = "file"
		}
		return cli.Exit(fmt.Sprintf("swisscheck: %d of %d %s invalid", bad, len(paths), files), exitInvalid)
	case missing > 0:
		return cli.Exit("", exitUsage)
	}
	return nil
}

// notFound reports whether a file named on the command line does not
// exist: a usage error (2), not an invalid report (3).
func notFound(name string) bool {
	_, err := os.Stat(name)
	return errors.Is(err, fs.ErrNotExist)
}

// noSuchFile is the usage error of a command given a file that does not
// exist.
func noSuchFile(command, name string) error {
	return usageError("%s: no such file: %s", command, name)
}

// roundsText gives the number of rounds in the file and, when some are
// not played yet, which: "5 rounds (round 5: paired, not played yet)".
func roundsText(f *trf.File) string {
	text := fmt.Sprintf("%d rounds", f.Rounds())
	if notes := f.RoundNotes(); notes != "" {
		text += " (" + notes + ")"
	}
	return text
}

// expand turns the arguments of a command into report files: a folder
// without any is a usage error naming it (exit 2), a folder that cannot be
// read an invalid input (exit 3). Each file of a folder that is not a
// report file is named on stderr, and returned.
func expand(c *cli.Context, command string) ([]string, []checker.Skipped, error) {
	paths, skipped, err := checker.Expand(c.Args().Slice())
	for _, s := range skipped {
		if _, werr := fmt.Fprintf(c.App.ErrWriter, "swisscheck: skipped %s: %s\n", s.Path, s.Reason); werr != nil {
			return nil, nil, writeError(werr)
		}
	}
	var none *checker.NoReportsError
	switch {
	case errors.As(err, &none):
		return nil, nil, usageError("%s: %v", command, err)
	case err != nil:
		return nil, nil, cli.Exit(fmt.Sprintf("swisscheck: %s: %v", command, err), exitInvalid)
	}
	return paths, skipped, nil
}

// printProblems prints a file's warnings, then its problems, one a line.
func printProblems(w io.Writer, f *trf.File, errs trf.ErrorList) error {
	if f != nil {
		if err := printWarnings(w, f.Warnings); err != nil {
			return err
		}
	}
	return printErrors(w, errs)
}

func printErrors(w io.Writer, errs trf.ErrorList) error {
	for _, e := range errs {
		if _, err := fmt.Fprintln(w, e); err != nil {
			return err
		}
	}
	return nil
}

// printWarnings prints each warning as file:line:col: warning: ... .
func printWarnings(w io.Writer, warns trf.ErrorList) error {
	for _, e := range warns {
		warning := *e
		warning.Msg = "warning: " + e.Msg
		if _, err := fmt.Fprintln(w, &warning); err != nil {
			return err
		}
	}
	return nil
}

// loadTournament reads a file that must be valid and prepares it for
// pairing; problems give exit 3, a folder instead of a file or a file that
// does not exist exit 2. Warnings go to stderr.
func loadTournament(c *cli.Context, name string) (*pairing.Tournament, error) {
	if notFound(name) {
		return nil, noSuchFile(c.Command.Name, name)
	}
	if info, err := os.Stat(name); err == nil && info.IsDir() {
		return nil, usageError("%s: %s is a folder: name a report file", c.Command.Name, name)
	}
	f, errs := trf.ReadValidFile(name)
	if err := printProblems(c.App.ErrWriter, f, errs); err != nil {
		return nil, writeError(err)
	}
	if len(errs) > 0 {
		return nil, cli.Exit(fmt.Sprintf("swisscheck: %s is invalid", name), exitInvalid)
	}
	t, err := pairing.New(f)
	if err != nil {
		return nil, cli.Exit("swisscheck: "+err.Error(), exitInvalid)
	}
	return t, nil
}

func checklistCommand() *cli.Command {
	return &cli.Command{
		Name:      "checklist",
		Usage:     "print the arbiter's check list for the state before a round",
		ArgsUsage: "FILE",
		Description: `For every player, in the terms of the file's pairing system (--system):
the Dutch systems give pairing number, name, rating, score, colours of
played games, colour difference, colour preference (W*/B* absolute, W/B
strong, w/b mild), float arrows of the two rounds before (p, l), whether the
pairing-allocated bye is still allowed (C.2) and the opponents, sorted by
score then pairing number; burstein gives the SG (with the imaginary point
of 3.3), Sonneborn-Berger, Buchholz and Median (3.2), colours, due colour
(1.3), the colour 5.2/5.3 require, whether 4.1 allows the bye and the
opponents, in the order of the pairing.

Example:
   swisscheck checklist --round 4 fixtures/am-dutch-examples.trf`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "round", Aliases: []string{"r"}, Usage: "the round about to be paired (default: the round after the last one recorded)"},
			&cli.StringFlag{Name: "format", Value: "table", Usage: "table, tsv or json"},
			systemFlag(),
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageError("checklist: name exactly one file")
			}
			format := checker.Format(c.String("format"))
			if format != checker.FormatTable && format != checker.FormatTSV && format != checker.FormatJSON {
				return usageError("checklist: --format must be table, tsv or json, not %q", format)
			}
			t, choice, err := loadWithSystem(c, c.Args().First())
			if err != nil {
				return err
			}
			round := c.Int("round")
			if !c.IsSet("round") {
				round = t.Next
			}
			s, err := t.Before(round)
			if err != nil {
				return usageError("checklist: %v", err)
			}
			if _, ok := choice.System.(pairing.Checklister); !ok {
				return usageError("checklist: the system %s has no check list", choice.System.ID())
			}
			if format == checker.FormatTSV { // the values alone on stdout
				if _, err := fmt.Fprintln(c.App.ErrWriter, checker.SystemLine(choice.System, choice.How)); err != nil {
					return writeError(err)
				}
			}
			if err := checker.WriteChecklist(c.App.Writer, choice, s, format); err != nil {
				return writeError(err)
			}
			return nil
		},
	}
}
