package main

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/urfave/cli/v2"
)

func explainCommand() *cli.Command {
	return &cli.Command{
		Name:      "explain",
		Usage:     "tell how the engine pairs a round, bracket by bracket",
		ArgsUsage: "FILE",
		Description: `Pairs round N from the recorded history before it and tells how, in the
words and article numbers of the rules of the file's pairing system
(--system, else the file's record 192, 092 or dates; see "swisscheck
systems"; the first line says which and how): the brackets from the top down, each player with
score, colour preference and floats; what the rules fix before the first
candidate of a bracket (its pairs, subgroups or order); for a small
bracket, its candidates in the rules' own sequence one by one (illegal
and why, the criteria each fails, the best so far or worse on which
criterion, and why the sequence stops where it does); the candidate
chosen, with the criteria it fails and the players it moves down; the
pairing-allocated bye; and the colour rule that decides every board.
A round without a valid pairing exits with 1, as check does.

Example:
   swisscheck explain --round 5 fixtures/am-dutch-examples.trf`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "round", Aliases: []string{"r"}, Usage: "the round to explain", Required: true},
			systemFlag(),
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageError("explain: name exactly one file")
			}
			name := c.Args().First()
			t, choice, err := loadWithSystem(c, name)
			if err != nil {
				return err
			}
			sys := choice.System
			narrator, ok := sys.(pairing.Narrator)
			if !ok {
				return usageError("explain: the system %s cannot tell how it pairs a round", sys.ID())
			}
			round := c.Int("round")
			if _, err := t.Before(round); err != nil {
				return usageError("explain: %v", err)
			}
			var text bytes.Buffer // an explanation that fails is not a write that fails
			fmt.Fprintf(&text, "%s\n\n", checker.SystemLine(sys, choice.How))
			err = narrator.Narrate(&text, t, round)
			switch {
			case errors.Is(err, pairing.ErrNoPairing):
				return cli.Exit(fmt.Sprintf("swisscheck: %s: round %d: %v", name, round, err), exitDiffers)
			case err != nil:
				return cli.Exit(fmt.Sprintf("swisscheck: explain: %s: round %d: %v", name, round, err), exitInternal)
			}
			if _, err := text.WriteTo(c.App.Writer); err != nil {
				return writeError(err)
			}
			return nil
		},
	}
}
