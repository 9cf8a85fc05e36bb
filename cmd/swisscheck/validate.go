package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
	"github.com/urfave/cli/v2"
)

func validateCommand() *cli.Command {
	return &cli.Command{
		Name:      "validate",
		Usage:     "check that report files are well formed and consistent",
		ArgsUsage: "FILE...",
		Description: `Reads each file and checks it whole: columns and codes, opponents mutual,
colours opposite, results complementary, byes, start ranks, the points
column against the results, XXR against the rounds present. Every problem
is printed on stderr as file:line:col: what was expected, what was found.

Example:
   swisscheck validate fixtures/*.trf`,
		Action: func(c *cli.Context) error {
			if c.NArg() == 0 {
				return usageError("validate: name at least one file")
			}
			bad := 0
			for _, name := range c.Args().Slice() {
				f, errs := readValid(name)
				printErrors(c.App.ErrWriter, errs)
				if len(errs) > 0 {
					bad++
					continue
				}
				fmt.Fprintf(c.App.Writer, "%s: valid, %d players, %d rounds\n", name, len(f.Players), f.Rounds())
			}
			if bad > 0 {
				return cli.Exit(fmt.Sprintf("swisscheck: %d of %d files invalid", bad, c.NArg()), exitInvalid)
			}
			return nil
		},
	}
}

// readValid reads and validates a report file, returning every problem
// found (reading problems first, then whole-file problems).
func readValid(name string) (*trf.File, trf.ErrorList) {
	f, err := trf.ReadFile(name)
	if err != nil {
		var list trf.ErrorList
		if errors.As(err, &list) {
			return f, list
		}
		return nil, trf.ErrorList{{File: name, Msg: err.Error()}}
	}
	return f, f.Validate()
}

func printErrors(w io.Writer, errs trf.ErrorList) {
	for _, e := range errs {
		fmt.Fprintln(w, e)
	}
}

// loadTournament reads a file that must be valid and prepares it for
// pairing; problems give exit 3.
func loadTournament(c *cli.Context, name string) (*pairing.Tournament, error) {
	f, errs := readValid(name)
	if len(errs) > 0 {
		printErrors(c.App.ErrWriter, errs)
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
		Description: `For every player: pairing number, name, rating, score, colours of played
games, colour difference, colour preference (W*/B* absolute, W/B strong,
w/b mild), float arrows of the two rounds before (p, l), whether the
pairing-allocated bye is still allowed (C.2) and the opponents, sorted by
score then pairing number.

Example:
   swisscheck checklist --round 4 fixtures/am-dutch-examples.trf`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "round", Aliases: []string{"r"}, Usage: "the round about to be paired (default: the round after the last one recorded)"},
			&cli.StringFlag{Name: "format", Value: "table", Usage: "table, tsv or json"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageError("checklist: name exactly one file")
			}
			format := checker.Format(c.String("format"))
			if format != checker.FormatTable && format != checker.FormatTSV && format != checker.FormatJSON {
				return usageError("checklist: --format must be table, tsv or json, not %q", format)
			}
			t, err := loadTournament(c, c.Args().First())
			if err != nil {
				return err
			}
			round := c.Int("round")
			if !c.IsSet("round") {
				round = t.Rounds + 1
			}
			s, err := t.Before(round)
			if err != nil {
				return usageError("checklist: %v", err)
			}
			return checker.WriteChecklist(c.App.Writer, s, format)
		},
	}
}
