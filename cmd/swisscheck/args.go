package main

import (
	"slices"
	"strings"

	"github.com/urfave/cli/v2"
)

// commandArgs lets the flags of a command come after its files: it moves
// them before the first positional argument, where the command line
// library stops reading flags, and ends them with "--", so that
// "swisscheck check event.trf --system dutch-2026" is read as
// "swisscheck check --system dutch-2026 -- event.trf". Which flags take a
// value comes from the command's own definitions. A "--" on the command
// line still ends the flags: what follows it stays a positional argument.
// The flags before the command name are left as they are.
func commandArgs(app *cli.App, args []string) []string {
	app.Setup() // the help and version flags
	if len(args) < 2 {
		return args
	}
	opts, rest := leadingFlags(app.Flags, args[1:])
	if len(rest) == 0 || rest[0] == "--" {
		return args
	}
	cmd := app.Command(rest[0])
	if cmd == nil {
		return args
	}
	flags := cmd.Flags
	if !cmd.HideHelp && cli.HelpFlag != nil {
		flags = append(flags[:len(flags):len(flags)], cli.HelpFlag)
	}
	value := valueFlags(flags)
	flagArgs, pos := reorder(value, rest[1:])
	if asksHelp(value, flagArgs) {
		pos = nil // the help whatever the files (the library would take a file for a help topic)
	}
	out := append([]string{args[0]}, opts...)
	out = append(append(out, rest[0]), flagArgs...)
	if len(pos) == 0 {
		return out
	}
	return append(append(out, "--"), pos...)
}

// asksHelp reports whether the flags (of reorder) include the help flag,
// given as a flag and not as another flag's value.
func asksHelp(value map[string]bool, flagArgs []string) bool {
	if cli.HelpFlag == nil {
		return false
	}
	for i := 0; i < len(flagArgs); i++ {
		name, _ := flagName(flagArgs[i])
		if slices.Contains(cli.HelpFlag.Names(), name) {
			return true
		}
		if value[name] {
			i++
		}
	}
	return false
}

// leadingFlags splits args into the flags (with their values) before the
// first positional argument or "--", and the rest.
func leadingFlags(flags []cli.Flag, args []string) (opts, rest []string) {
	value := valueFlags(flags)
	for i := 0; i < len(args); i++ {
		name, ok := flagName(args[i])
		if !ok {
			return args[:i], args[i:]
		}
		if value[name] {
			i++
		}
	}
	return args, nil
}

// reorder splits args into the flags (with their values) and the
// positional arguments, each in their order; value says which flags take
// a value (valueFlags). A flag that takes a value
// takes the next argument whatever it is, as package flag does; a flag
// the command does not have is taken without a value and left for the
// command line library to refuse. A flag that lacks its value (the last
// argument) comes last and the positional arguments are dropped: the
// library then says which flag lacks a value, as it would with the flag
// first, instead of taking the "--" before the files for the value.
func reorder(value map[string]bool, args []string) (flagArgs, pos []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			pos = append(pos, args[i+1:]...)
			break
		}
		name, ok := flagName(a)
		if !ok {
			pos = append(pos, a)
			continue
		}
		flagArgs = append(flagArgs, a)
		if !value[name] {
			continue
		}
		if i+1 == len(args) {
			return flagArgs, nil
		}
		i++
		flagArgs = append(flagArgs, args[i])
	}
	return flagArgs, pos
}

// flagName returns the name of the flag an argument is, after its one or
// two dashes, as package flag reads it; ok is false for a positional
// argument ("-" and anything not starting with '-') and for "--". A flag
// given with its value ("--jobs=2") keeps "=2" in its name, so that it is
// never taken for a flag waiting for the next argument.
func flagName(arg string) (name string, ok bool) {
	if len(arg) < 2 || arg[0] != '-' || arg == "--" {
		return "", false
	}
	return strings.TrimPrefix(arg[1:], "-"), true
}

// valueFlags maps every name and alias of the flags to whether the flag
// takes a value (a boolean flag does not).
func valueFlags(flags []cli.Flag) map[string]bool {
	value := map[string]bool{}
	for _, f := range flags {
		takes := true
		if d, ok := f.(cli.DocGenerationFlag); ok {
			takes = d.TakesValue()
		}
		for _, n := range f.Names() {
			value[n] = takes
		}
	}
	return value
}
