package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/internal/fileio"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/urfave/cli/v2"
)

func pairCommand() *cli.Command {
	return &cli.Command{
		Name:      "pair",
		Usage:     "pair the next round (or re-pair round N) with the pairing system's engine",
		ArgsUsage: "FILE",
		Description: `Pairs the round after the last one recorded, which needs the total number
of rounds (XXR or TRF26 142) for the final-round rules (A.7), or re-pairs
round N from the recorded history before it. Players the file marks absent
for the round (XXZ, TRF26 240, or a bye code already in that round's
columns) are not paired.

The output is the endorsed programs' format: the number of lines that
follow, one "WHITE BLACK" line per board in board order, and the
pairing-allocated bye as "ID 0" last.

Examples:
   swisscheck pair event.trf
   swisscheck pair --round 5 --output round5.txt event.trf`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "round", Aliases: []string{"r"}, Usage: "re-pair this round from the history before it"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the pairing to this file instead of standard output"},
			systemFlag(),
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageError("pair: name exactly one file")
			}
			name := c.Args().First()
			t, choice, err := loadWithSystem(c, name)
			if err != nil {
				return err
			}
			sys := choice.System
			round := t.Rounds + 1
			if c.IsSet("round") {
				round = c.Int("round")
			}
			if round > t.Rounds && t.File.TotalRounds == 0 {
				return cli.Exit(fmt.Sprintf("swisscheck: %s: pairing round %d needs the total number of rounds: add an XXR line (or TRF26 142)", name, round), exitInvalid)
			}
			if round > t.TotalRounds {
				return cli.Exit(fmt.Sprintf("swisscheck: %s: the tournament has %d rounds (XXR); round %d cannot be paired", name, t.TotalRounds, round), exitInvalid)
			}
			s, err := t.Before(round)
			if err != nil {
				return usageError("pair: %v", err)
			}
			r, err := sys.Pair(s)
			if errors.Is(err, pairing.ErrNoPairing) {
				return cli.Exit(fmt.Sprintf("swisscheck: %s: round %d: %v", name, round, err), exitDiffers)
			}
			if err != nil {
				return cli.Exit(fmt.Sprintf("swisscheck: %s: round %d: %v", name, round, err), exitInternal)
			}
			return writeTo(c.App.Writer, c.String("output"), func(w io.Writer) error { return checker.WritePairs(w, r) })
		},
	}
}

// writeTo writes to the named file, or to w when name is empty; a file
// that cannot be created or written is exit 4, like any failed write. The
// file is written whole or not at all (fileio.WriteFile).
func writeTo(w io.Writer, name string, write func(io.Writer) error) error {
	if name == "" {
		if err := write(w); err != nil {
			return writeError(err)
		}
		return nil
	}
	if err := fileio.WriteFile(name, write); err != nil {
		return writeError(err)
	}
	return nil
}
