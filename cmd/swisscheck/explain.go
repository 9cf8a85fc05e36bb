package main

import (
	"github.com/swisscheck/swisscheck/checker"
	"github.com/urfave/cli/v2"
)

func explainCommand() *cli.Command {
	return &cli.Command{
		Name:      "explain",
		Usage:     "tell how the engine pairs a round, bracket by bracket",
		ArgsUsage: "FILE",
		Description: `Pairs round N from the recorded history before it and tells how, in the
words of the rules: each bracket's players with score, colour preference and
floats, M0, M1 and MaxPairs, the original S1, S2 and Limbo, the chosen
candidate with its downfloaters and the criteria it fails, the Penultimate
Pairing Bracket and Collapsed Last Bracket when the round cannot be completed
otherwise (A.9), the bye, and the colour rule (E.1-E.5) of every board.

Example:
   swisscheck explain --round 5 fixtures/am-dutch-examples.trf`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "round", Aliases: []string{"r"}, Usage: "the round to explain", Required: true},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageError("explain: name exactly one file")
			}
			t, err := loadTournament(c, c.Args().First())
			if err != nil {
				return err
			}
			if err := checker.WriteRoundExplanation(c.App.Writer, t, c.Int("round")); err != nil {
				return usageError("explain: %v", err)
			}
			return nil
		},
	}
}
