package main

import (
	"errors"
	"fmt"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing/standings"
	"github.com/swisscheck/swisscheck/trf"
	"github.com/urfave/cli/v2"
)

func standingsCommand() *cli.Command {
	return &cli.Command{
		Name:      "standings",
		Usage:     "compute the standings by the tie-break list and check the ranks the file records",
		ArgsUsage: "FILE",
		Description: `Ranks the players by the tie-break regulations (FIDE Handbook C.07): the
points under the file's point system (no acceleration points), then each
tie-break of the file's list (record 212, else 202) for the players still
tied; players tied on the whole list share the higher rank. Prints rank,
player, name, points and every tie-break's value. For the final standings
the ranks the file records (001 columns 86-89) are checked: each player
ranked otherwise is named with the tie-break that decides against the
player he is misplaced against (players tied on the whole list may share
a rank or take any of their places).

The edition of C.07 follows the event's start date (042, else 132):
pre2023 until 31 August 2023 (the virtual opponent), 2024 until
28 February 2026 (the 2023 and August 2024 texts: the dummy opponent),
2026 from 1 March 2026 (the capped dummy, STD, TPN, RTNG).

Exit codes: 0 standings printed (and the recorded ranks follow the list,
or are not checked), 1 a recorded rank does not follow the list, 2 usage
error, 3 invalid report file, tie-break list or rank column.

Examples:
   swisscheck standings fixtures/standings/s0210_p9_r5_e2026.trf
   swisscheck standings --round 3 --tiebreaks 'BH/C1 BH SB' event.trf
   swisscheck standings --edition 2024 --format json event.trf`,
		Flags: append([]cli.Flag{
			&cli.IntFlag{Name: "round", Aliases: []string{"r"}, Usage: "the standings after this round (default: the last round recorded; the recorded ranks are checked only then)"},
			&cli.StringFlag{Name: "format", Value: "table", Usage: "table, tsv or json"},
		}, standingsFlags()...),
		Action: standingsAction,
	}
}

func standingsAction(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageError("standings: name exactly one file")
	}
	format := checker.Format(c.String("format"))
	if format != checker.FormatTable && format != checker.FormatTSV && format != checker.FormatJSON {
		return usageError("standings: --format must be table, tsv or json, not %q", format)
	}
	opts, err := standingsOptions(c)
	if err != nil {
		return err
	}
	opts.Round = c.Int("round")
	if c.IsSet("round") && opts.Round < 1 {
		return usageError("standings: --round must be 1 or more, not %d", opts.Round)
	}
	t, err := loadTournament(c, c.Args().First())
	if err != nil {
		return err
	}
	st, err := standings.Compute(t, opts)
	if err != nil {
		return standingsError(c, err)
	}
	var res *standings.Result
	if st.Round == t.Rounds {
		r, err := st.Check()
		if err != nil {
			return standingsError(c, err)
		}
		res = &r
	}
	if format == checker.FormatTSV { // the values alone on stdout
		if _, err := fmt.Fprintln(c.App.ErrWriter, checker.StandingsTitle(st)); err != nil {
			return writeError(err)
		}
	}
	if err := checker.WriteStandings(c.App.Writer, st, res, format); err != nil {
		return writeError(err)
	}
	if res != nil && res.Checked && !res.Consistent {
		return cli.Exit("", exitDiffers)
	}
	return nil
}

// standingsError turns a problem of the list or the ranks into exit 3
// (printed as file:line:col problems, or as --tiebreaks problems: a usage
// error) and a round out of range into a usage error.
func standingsError(c *cli.Context, err error) error {
	var list trf.ErrorList
	if !errors.As(err, &list) {
		return usageError("standings: %v; give the list with --tiebreaks", err)
	}
	if len(list) > 0 && list[0].File == "--tiebreaks" {
		return usageError("standings: %v", list)
	}
	if err := printErrors(c.App.ErrWriter, list); err != nil {
		return writeError(err)
	}
	return cli.Exit(fmt.Sprintf("swisscheck: %s: the tie-break list or the ranks cannot be checked", c.Args().First()), exitInvalid)
}

// standingsFlags are the flags that choose how standings are computed,
// shared by standings and check.
func standingsFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "tiebreaks", Aliases: []string{"t"}, Usage: "the tie-break list, codes as in 202 separated by blanks or commas, e.g. 'BH/C1 BH SB' (default: the file's 212, else 202)"},
		&cli.StringFlag{Name: "edition", Usage: "the C.07 edition: 2026, 2024 or pre2023 (default: by the start date)"},
	}
}

// standingsOptions reads --tiebreaks and --edition; a list or an edition
// that cannot be read is a usage error.
func standingsOptions(c *cli.Context) (standings.Options, error) {
	opts := standings.Options{Tiebreaks: c.String("tiebreaks")}
	if opts.Tiebreaks != "" {
		if err := standings.ValidList(opts.Tiebreaks); err != nil {
			return opts, usageError("%s: %v", c.Command.Name, err)
		}
	}
	if c.IsSet("edition") {
		ed, err := standings.ParseEdition(c.String("edition"))
		if err != nil {
			return opts, usageError("%s: %v", c.Command.Name, err)
		}
		opts.Edition = ed
	}
	return opts, nil
}
