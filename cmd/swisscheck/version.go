package main

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/swisscheck/swisscheck/pairing/systems"
	"github.com/urfave/cli/v2"
)

// version is set at build time with -ldflags "-X main.version=..."; when
// it is not, the build information names the version (buildVersion).
var version string

func init() {
	// --version and -v print what the version command prints.
	cli.VersionPrinter = func(c *cli.Context) { _ = writeVersion(c) }
}

func versionCommand() *cli.Command {
	return &cli.Command{
		Name:  "version",
		Usage: "print the version and the rule editions swisscheck implements",
		Description: `The version is the one given at build time, else the module's version,
else the commit it was built from (with +dirty for uncommitted changes)
and its date, else "dev". Then each pairing system, one a line, with its
rule text and edition (see "swisscheck systems").`,
		Action: writeVersion,
	}
}

// writeVersion prints the version line and the rule editions.
func writeVersion(c *cli.Context) error {
	if _, err := fmt.Fprint(c.App.Writer, versionText()); err != nil {
		return writeError(err)
	}
	return nil
}

// versionText is the version and, one a line, each system with the rule
// text and edition it implements.
func versionText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "swisscheck %s\nrule editions:\n", currentVersion())
	for _, s := range systems.All() {
		fmt.Fprintf(&b, "  %-12s %s\n", s.ID(), s.Rules())
	}
	return b.String()
}

// currentVersion is the version of this binary.
func currentVersion() string {
	info, _ := debug.ReadBuildInfo()
	return buildVersion(version, info)
}

// buildVersion names a version: the one set with -ldflags, else the main
// module's version when the go command knows it (not "(devel)"), else the
// VCS revision (12 digits, "+dirty" when the tree had changes) and its
// date, else "dev".
func buildVersion(ldflags string, info *debug.BuildInfo) string {
	if ldflags != "" {
		return ldflags
	}
	if info == nil {
		return "dev"
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, date string
	dirty := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			date = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "dev"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "+dirty"
	}
	if date != "" {
		rev += " (" + date + ")"
	}
	return rev
}
