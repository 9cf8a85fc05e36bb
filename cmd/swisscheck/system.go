package main

import (
	"fmt"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/systems"
	"github.com/swisscheck/swisscheck/trf"
	"github.com/urfave/cli/v2"
)

// systemFlag chooses the pairing system on the commands that pair.
func systemFlag() cli.Flag {
	return &cli.StringFlag{Name: "system", Usage: "the pairing system (" + systems.IDs() + ")",
		DefaultText: "the file's record 192, else " + systems.Default().ID()}
}

// systemChooser returns how a file's system is chosen: the --system flag
// when given (an unknown one is a usage error at once), else the file's
// TRF26 record 192 (systems.ForFile).
func systemChooser(c *cli.Context) (func(*trf.File) (pairing.System, error), error) {
	if !c.IsSet("system") {
		return systems.ForFile, nil
	}
	sys, err := systems.Lookup(c.String("system"))
	if err != nil {
		return nil, usageError("%s: --system: %v", c.Command.Name, err)
	}
	return func(*trf.File) (pairing.System, error) { return sys, nil }, nil
}

// loadWithSystem reads a tournament for a one-file command and chooses its
// system; a system swisscheck does not have is a usage error (2).
func loadWithSystem(c *cli.Context, name string) (*pairing.Tournament, pairing.System, error) {
	choose, err := systemChooser(c)
	if err != nil {
		return nil, nil, err
	}
	t, err := loadTournament(c, name)
	if err != nil {
		return nil, nil, err
	}
	sys, err := choose(t.File)
	if err != nil {
		return nil, nil, usageError("%s: %v", c.Command.Name, err)
	}
	return t, sys, nil
}

func systemsCommand() *cli.Command {
	return &cli.Command{
		Name:  "systems",
		Usage: "list the pairing systems, their rule texts and what each can do",
		Description: `Each system is one edition of one FIDE Swiss system. --system ID chooses
one on check, pair, explain, checklist and generate; without it, a report
file's TRF26 record 192 decides (FIDE_DUTCH_2017 is dutch-2017, a bare
FIDE_DUTCH goes by the start date 042 against 1 February 2026), else
dutch-2017.`,
		Action: func(c *cli.Context) error {
			var b strings.Builder
			for _, s := range systems.All() {
				fmt.Fprintf(&b, "%-12s %s\n%-12s can: %s\n", s.ID(), s.Rules(), "", strings.Join(pairing.Capabilities(s), ", "))
			}
			if _, err := fmt.Fprint(c.App.Writer, b.String()); err != nil {
				return writeError(err)
			}
			return nil
		},
	}
}
