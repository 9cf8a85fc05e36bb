// Command swisscheck verifies Swiss-system chess pairings the way FIDE
// requires: it reads tournament report files (TRF), rebuilds each round's
// state and checks the recorded pairings against the FIDE (Dutch) rules.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"
)

// Exit codes, shared by every command.
const (
	exitOK       = 0 // done; every file valid and consistent
	exitDiffers  = 1 // a checked round differs from the engine's pairing
	exitUsage    = 2 // bad command line
	exitInvalid  = 3 // a report file is malformed or inconsistent
	exitInternal = 4 // unexpected failure (a bug: please report it)
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

func main() {
	os.Exit(run(os.Args, os.Stdout, os.Stderr))
}

// run executes the command line and returns the exit code.
func run(args []string, stdout, stderr io.Writer) int {
	app := newApp(stdout, stderr)
	err := app.Run(args)
	if err == nil {
		return exitOK
	}
	var ec cli.ExitCoder
	if errors.As(err, &ec) {
		if msg := err.Error(); msg != "" {
			fmt.Fprintln(stderr, msg)
		}
		return ec.ExitCode()
	}
	fmt.Fprintln(stderr, "swisscheck:", err)
	return exitUsage
}

func newApp(stdout, stderr io.Writer) *cli.App {
	return &cli.App{
		Name:  "swisscheck",
		Usage: "verify Swiss-system chess pairings against the FIDE (Dutch) rules",
		Description: `swisscheck reads FIDE tournament report files (TRF16, TRF06 conventions,
TRF26 records, JaVaFo/bbpPairings extensions) and checks them.

Examples:
   swisscheck validate event.trf              check that a report file is well formed
   swisscheck checklist --round 5 event.trf   the arbiter's check list before round 5
   swisscheck checklist --round 5 --format json event.trf

Exit codes: 0 all good, 1 a round differs, 2 usage error, 3 invalid file.`,
		Writer:          stdout,
		ErrWriter:       stderr,
		HideHelpCommand: true,
		Commands: []*cli.Command{
			validateCommand(),
			checklistCommand(),
			checkCommand(),
			{
				Name:  "version",
				Usage: "print the version",
				Action: func(c *cli.Context) error {
					_, err := fmt.Fprintf(c.App.Writer, "swisscheck %s\n", version)
					return err
				},
			},
		},
		OnUsageError: func(c *cli.Context, err error, _ bool) error {
			return cli.Exit(fmt.Sprintf("swisscheck: %v (see swisscheck --help)", err), exitUsage)
		},
		CommandNotFound: func(c *cli.Context, name string) {
			fmt.Fprintf(c.App.ErrWriter, "swisscheck: no command %q (see swisscheck --help)\n", name)
		},
	}
}

// usageError is a bad command line: exit 2.
func usageError(format string, args ...any) error {
	return cli.Exit("swisscheck: "+fmt.Sprintf(format, args...), exitUsage)
}
