package main

import (
	"github.com/swisscheck/swisscheck/checker"
	"github.com/urfave/cli/v2"
)

func checkCommand() *cli.Command {
	return &cli.Command{
		Name:      "check",
		Usage:     "re-pair every round and compare with the recorded pairings",
		ArgsUsage: "FILE...",
		Description: `Each round is re-paired by the FIDE (Dutch) engine from the recorded
history before it and compared with the recorded round: pairs, colours and
the pairing-allocated bye.

Example:
   swisscheck check fixtures/am-dutch-examples.trf`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Value: "fpc", Usage: "fpc (the endorsed checkers' text) or json"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Usage: "rounds checked at once", DefaultText: "one per CPU"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() == 0 {
				return usageError("check: name at least one file")
			}
			format := checker.Format(c.String("format"))
			if format != checker.FormatFPC && format != checker.FormatJSON {
				return usageError("check: --format must be fpc or json, not %q", format)
			}
			differs, invalid := false, false
			var reports []checker.FileReport
			for _, name := range c.Args().Slice() {
				t, err := loadTournament(c, name)
				if err != nil {
					invalid = true
					reports = append(reports, checker.FileReport{File: name, Error: err.Error(), Rounds: []checker.RoundReport{}})
					continue
				}
				results := checker.Check(t, c.Int("jobs"))
				for _, r := range results {
					differs = differs || !r.Consistent
				}
				if format == checker.FormatJSON {
					reports = append(reports, checker.Report(t, name, results))
				} else if err := checker.WriteFPC(c.App.Writer, name, results); err != nil {
					return err
				}
			}
			if format == checker.FormatJSON {
				if err := checker.WriteJSON(c.App.Writer, reports); err != nil {
					return err
				}
			}
			switch {
			case invalid:
				return cli.Exit("", exitInvalid)
			case differs:
				return cli.Exit("", exitDiffers)
			}
			return nil
		},
	}
}
