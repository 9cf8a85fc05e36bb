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
		DefaultText: "the file's record 192, else 092's words, else the rules in force on its start date, else today's"}
}

// systemChooser returns how a file's system is chosen: the --system flag
// when given (an unknown one is a usage error at once), else the file
// (systems.Choose).
func systemChooser(c *cli.Context) (func(*trf.File) (pairing.Choice, error), error) {
	if !c.IsSet("system") {
		return systems.Choose, nil
	}
	sys, err := systems.Lookup(c.String("system"))
	if err != nil {
		return nil, usageError("%s: --system: %v", c.Command.Name, err)
	}
	return func(*trf.File) (pairing.Choice, error) {
		return pairing.Choice{System: sys, Source: "option", How: "chosen by --system"}, nil
	}, nil
}

// loadWithSystem reads a tournament for a one-file command and chooses its
// system; a system swisscheck does not have is a usage error (2). The
// warnings of the choice and of the tournament go to stderr.
func loadWithSystem(c *cli.Context, name string) (*pairing.Tournament, pairing.Choice, error) {
	choose, err := systemChooser(c)
	if err != nil {
		return nil, pairing.Choice{}, err
	}
	t, err := loadTournament(c, name)
	if err != nil {
		return nil, pairing.Choice{}, err
	}
	choice, err := choose(t.File)
	if err := printWarnings(c.App.ErrWriter, choice.Warnings); err != nil {
		return nil, pairing.Choice{}, writeError(err)
	}
	if err != nil {
		return nil, pairing.Choice{}, usageError("%s: %v", c.Command.Name, err)
	}
	if err := printWarnings(c.App.ErrWriter, t.Warnings); err != nil {
		return nil, pairing.Choice{}, writeError(err)
	}
	return t, choice, nil
}

func systemsCommand() *cli.Command {
	return &cli.Command{
		Name:  "systems",
		Usage: "list the pairing systems, their rule texts and what each can do",
		Description: `Each system is one edition of one FIDE Swiss system. --system ID chooses
one on check, pair, explain, checklist and generate. Without it, a report
file chooses, in this order: its TRF26 record 192 (FIDE_DUTCH_2017 is
dutch-2017; a bare FIDE_DUTCH goes by the start date against 1 February
2026; a _BAKU code adds the Baku acceleration); record 092 when its words
name a system (Burstein, Dubov, Lim, or the Dutch rules with their year),
with a warning; the Dutch rules in force on the day the event started (042,
else the first date of 132): dutch-2017 from 1 July 2017, dutch-2026 from
1 February 2026, the 2012 rules (not available yet) before; with no date,
the rules in force today, with a warning. Every output says how the system
was chosen. generate uses the rules in force today unless --system says
otherwise.`,
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
