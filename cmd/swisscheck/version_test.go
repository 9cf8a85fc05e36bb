package main

import (
	"io"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/systems"
)

// TestBuildVersion: the version is the -ldflags one, else the module's,
// else the VCS revision and date, else "dev".
func TestBuildVersion(t *testing.T) {
	vcs := func(main string, settings ...string) *debug.BuildInfo {
		info := &debug.BuildInfo{Main: debug.Module{Path: "github.com/swisscheck/swisscheck", Version: main}}
		for i := 0; i+1 < len(settings); i += 2 {
			info.Settings = append(info.Settings, debug.BuildSetting{Key: settings[i], Value: settings[i+1]})
		}
		return info
	}
	const rev = "0123456789abcdef0123456789abcdef01234567"
	tests := []struct {
		name, ldflags string
		info          *debug.BuildInfo
		want          string
	}{
		{"ldflags", "v1.2.3", vcs("v1.0.0", "vcs.revision", rev), "v1.2.3"},
		{"module version", "", vcs("v1.0.0", "vcs.revision", rev), "v1.0.0"},
		{"pseudo-version", "", vcs("v0.0.0-20260301101500-0123456789ab+dirty"), "v0.0.0-20260301101500-0123456789ab+dirty"},
		{"revision, dirty", "", vcs("(devel)", "vcs.revision", rev, "vcs.time", "2026-03-01T10:15:00Z", "vcs.modified", "true"), "0123456789ab+dirty (2026-03-01T10:15:00Z)"},
		{"revision, clean", "", vcs("(devel)", "vcs.modified", "false", "vcs.revision", rev, "vcs.time", "2026-03-01T10:15:00Z"), "0123456789ab (2026-03-01T10:15:00Z)"},
		{"revision without a date", "", vcs("", "vcs.revision", "abc123"), "abc123"},
		{"no revision", "", vcs("(devel)", "vcs.time", "2026-03-01T10:15:00Z"), "dev"},
		{"no build information", "", nil, "dev"},
	}
	for _, tt := range tests {
		if got := buildVersion(tt.ldflags, tt.info); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestVersion: "version", "--version" and "-v" print the version, then
// every system with the rule text and edition it implements, one a line.
func TestVersion(t *testing.T) {
	want := "swisscheck " + currentVersion() + "\nrule editions:\n"
	for _, s := range systems.All() {
		want += "  " + s.ID() + strings.Repeat(" ", 13-len(s.ID())) + s.Rules().String() + "\n"
	}
	for _, args := range [][]string{{"version"}, {"--version"}, {"-v"}} {
		code, stdout, stderr := runCLI(args...)
		if code != exitOK || stdout != want || stderr != "" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 0, stdout %q", args, code, stdout, stderr, want)
		}
	}
}

// TestVersionFlagIsTheApps: no command has a flag -v or --version, so
// that -v means the version only before the command.
func TestVersionFlagIsTheApps(t *testing.T) {
	for _, cmd := range newApp(io.Discard, io.Discard).Commands {
		for _, f := range cmd.Flags {
			for _, name := range f.Names() {
				if name == "v" || name == "version" {
					t.Errorf("%s has a flag -%s", cmd.Name, name)
				}
			}
		}
	}
}
