// Command swisscheck verifies Swiss-system chess pairings the way FIDE
// requires: it reads tournament report files (TRF), rebuilds each round's
// state and checks the recorded pairings against the rules of its pairing
// system (swisscheck systems).
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"
)

// Exit codes, shared by every command. When several apply, check gives
// the first of 4, 3, 2, 5, 1 (checkPrecedence); the other commands the
// highest.
const (
	exitOK         = 0 // done; every file valid and consistent
	exitDiffers    = 1 // a checked round differs from the engine's pairing
	exitUsage      = 2 // bad command line
	exitInvalid    = 3 // a report file is malformed or inconsistent
	exitInternal   = 4 // unexpected failure (a bug: please report it)
	exitNotChecked = 5 // check: a file was not checked, its pairing system is not available
)

func main() {
	os.Exit(run(os.Args, os.Stdout, os.Stderr))
}

// run executes the command line and returns the exit code. An output that
// could not be written is an unexpected failure (4), whatever the command
// found: the caller did not get the result.
func run(args []string, stdout, stderr io.Writer) int {
	out, errOut := &stickyWriter{w: stdout}, &stickyWriter{w: stderr}
	app := newApp(out, errOut)
	code := exitCode(app.Run(commandArgs(app, args)), errOut)
	if out.err != nil && code != exitInternal { // not said yet
		fmt.Fprintf(errOut, "swisscheck: writing the output: %v\n", out.err)
		code = exitInternal
	}
	if errOut.err != nil {
		code = exitInternal // nowhere left to say so
	}
	return code
}

// exitCode prints the error of a command and returns its exit code:
// errors of the command line library (a missing required flag ...) are
// usage errors.
func exitCode(err error, stderr io.Writer) int {
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

// stickyWriter remembers the first error of its writer and fails every
// write after it, so that no write error of a command goes unnoticed.
type stickyWriter struct {
	w   io.Writer
	err error
}

func (s *stickyWriter) Write(p []byte) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	n, err := s.w.Write(p)
	if err != nil {
		s.err = err
	}
	return n, err
}

// writeError is a failure to write the output: exit 4.
func writeError(err error) error {
	return cli.Exit("swisscheck: writing the output: "+err.Error(), exitInternal)
}

// internal wraps a command's action: an error that does not carry its
// exit code is an unexpected failure (4), not a usage error.
func internal(action cli.ActionFunc) cli.ActionFunc {
	return func(c *cli.Context) error {
		err := action(c)
		var ec cli.ExitCoder
		if err != nil && !errors.As(err, &ec) {
			return cli.Exit(fmt.Sprintf("swisscheck: %s: %v", c.Command.Name, err), exitInternal)
		}
		return err
	}
}

func newApp(stdout, stderr io.Writer) *cli.App {
	app := &cli.App{
		Name:  "swisscheck",
		Usage: "verify Swiss-system chess pairings against the FIDE rules",
		Description: `swisscheck reads FIDE tournament report files (TRF16, TRF06 conventions,
TRF26 records, JaVaFo/bbpPairings extensions) and checks them.

Flags may come before or after the files; "--" ends them.

Examples:
   swisscheck validate event.trf              check that a report file is well formed
   swisscheck check event.trf                 re-pair every round and compare
   swisscheck check --system dutch-2026 event.trf
   swisscheck check --format json reports/
   swisscheck checklist --round 5 event.trf   the arbiter's check list before round 5
   swisscheck checklist --round 5 --format json event.trf

Exit codes: 0 all good, 1 a round differs (or has no valid pairing),
2 usage error, 3 invalid report file or generator setting, 4 unexpected
failure (an output that cannot be written ...), 5 check: a file was not
checked, as its pairing system is not available (pair, explain and
checklist: 2). When several apply: 4, then 3, then 2, then 5, then 1.`,
		Version:         currentVersion(),
		Writer:          stdout,
		ErrWriter:       stderr,
		HideHelpCommand: true,
		Commands: []*cli.Command{
			validateCommand(),
			checklistCommand(),
			checkCommand(),
			standingsCommand(),
			pairCommand(),
			explainCommand(),
			generateCommand(),
			systemsCommand(),
			versionCommand(),
		},
		OnUsageError: onUsageError,
		// run prints errors and returns the exit code; the library must
		// not exit the process itself.
		ExitErrHandler: func(*cli.Context, error) {},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError("no command %q (see swisscheck --help)", c.Args().First())
			}
			if err := cli.ShowAppHelp(c); err != nil {
				return writeError(err)
			}
			return cli.Exit("", exitUsage)
		},
	}
	for _, cmd := range app.Commands {
		cmd.OnUsageError = onUsageError
		cmd.Action = internal(cmd.Action)
	}
	return app
}

// onUsageError turns a bad flag into a one-line error and exit 2.
func onUsageError(c *cli.Context, err error, _ bool) error {
	return usageError("%v (see swisscheck %s --help)", err, c.Command.Name)
}

// usageError is a bad command line: exit 2.
func usageError(format string, args ...any) error {
	return cli.Exit("swisscheck: "+fmt.Sprintf(format, args...), exitUsage)
}
