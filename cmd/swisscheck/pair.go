package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/internal/fileio"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
	"github.com/urfave/cli/v2"
)

func pairCommand() *cli.Command {
	return &cli.Command{
		Name:      "pair",
		Usage:     "pair the next round (or re-pair round N) with the pairing system's engine",
		ArgsUsage: "FILE",
		Description: `Pairs the round after the last one recorded, which needs the total number
of rounds (XXR or TRF26 142) for the final-round rules (A.7), or re-pairs
round N from the recorded history before it (N from 1 to the round after
the last one recorded, and not beyond the tournament's rounds: a finished
tournament has no next round to pair). Players the file marks absent
for the round (XXZ, TRF26 240, or a bye code already in that round's
columns) are not paired. A round after the last paired one in which every
player has a bye has no games and is passed over; the last paired round,
when it is not played yet (results ? or blank), is paired again, since the
round after it needs its results (stderr says so in both cases).

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
			round, err := pairRound(c, name, t)
			if err != nil {
				return err
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
			if len(r.Boards) == 0 && r.Bye == 0 {
				if _, err := fmt.Fprintf(c.App.ErrWriter, "swisscheck: %s: round %d: nobody to pair (every player has a bye or is absent)\n", name, round); err != nil {
					return writeError(err)
				}
			}
			return writeTo(c.App.Writer, c.String("output"), func(w io.Writer) error { return checker.WritePairs(w, r) })
		},
	}
}

// pairRound is the round pair pairs: --round, else the tournament's next
// round (pairing.Tournament.Next), saying on stderr why it is not the one
// after the last in the file. A round paired but not played yet is paired
// again: the round after it needs its results. A round out of range is a
// usage error (2) saying the range: 1 to the next round, but not beyond
// the tournament's rounds (XXR or 142), so a finished tournament has no
// next round. Pairing a new round without the number of rounds is an
// invalid file (3): it lacks XXR.
func pairRound(c *cli.Context, name string, t *pairing.Tournament) (int, error) {
	last := t.Next
	if t.File.TotalRounds > 0 && !t.Unplayed() {
		last = min(last, t.TotalRounds)
	}
	round := t.Next
	if c.IsSet("round") {
		round = c.Int("round")
		if round > t.Next && t.Unplayed() {
			_, err := t.Before(round)
			return 0, usageError("pair: %v", err)
		}
	} else if t.Next > last {
		return 0, usageError("pair: %s: the file records all %d rounds of the tournament: there is no next round to pair (--round 1 to %d re-pairs a recorded one)", name, t.Rounds, t.Rounds)
	}
	if round < 1 || round > last {
		return 0, usageError("pair: %s: round %d is out of range: %s, so --round can be 1 to %d", name, round, recorded(t), last)
	}
	if round > t.Rounds && t.File.TotalRounds == 0 {
		return 0, cli.Exit(fmt.Sprintf("swisscheck: %s: pairing round %d needs the total number of rounds: add an XXR line (or TRF26 142)", name, round), exitInvalid)
	}
	if !c.IsSet("round") {
		if err := noteNext(c, name, t); err != nil {
			return 0, err
		}
	}
	return round, nil
}

// noteNext says on stderr why the round pair pairs by default is not the
// one after the last in the file.
func noteNext(c *cli.Context, name string, t *pairing.Tournament) error {
	var note string
	switch {
	case t.Unplayed():
		note = fmt.Sprintf("round %d is paired but not played yet: pairing it again from the rounds before it (round %d needs its results)", t.Next, t.Next+1)
	case t.Next == t.Rounds+2:
		note = fmt.Sprintf("round %d: %s: pairing round %d", t.Rounds+1, trf.RoundNoGames, t.Next)
	case t.Next > t.Rounds+2:
		note = fmt.Sprintf("rounds %d-%d: %s: pairing round %d", t.Rounds+1, t.Next-1, trf.RoundNoGames, t.Next)
	}
	if note == "" {
		return nil
	}
	if _, err := fmt.Fprintf(c.App.ErrWriter, "swisscheck: %s: %s\n", name, note); err != nil {
		return writeError(err)
	}
	return nil
}

// recorded says which rounds a file records, of how many.
func recorded(t *pairing.Tournament) string {
	s := "the file records no round"
	switch {
	case t.Rounds == 1:
		s = "the file records round 1"
	case t.Rounds > 1:
		s = fmt.Sprintf("the file records rounds 1 to %d", t.Rounds)
	}
	if t.File.TotalRounds > 0 {
		s += fmt.Sprintf(" of the tournament's %d", t.TotalRounds)
	}
	return s
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
	if strings.IndexByte(name, 0) >= 0 {
		return usageError("--output %q: a file name cannot contain a NUL byte", name)
	}
	if err := fileio.WriteFile(name, write); err != nil {
		return writeError(err)
	}
	return nil
}
