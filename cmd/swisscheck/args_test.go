package main

import (
	"io"
	"slices"
	"strings"
	"testing"
)

// TestFlagsAfterFiles: every command reads its flags after the files (or
// between them) as it reads them before: the same stdout, stderr and exit
// code, with --flag=value, --flag value, short aliases, boolean flags
// (which take no value) and a value that starts with '-'.
func TestFlagsAfterFiles(t *testing.T) {
	out := t.TempDir()
	tests := []struct {
		name        string
		first, last []string
	}{
		{"check --system --format", []string{"check", "--system", "dutch-2026", "--format", "fpc", manual}, []string{"check", manual, "--system", "dutch-2026", "--format", "fpc"}},
		{"check --format=json", []string{"check", "--format=json", perturbed}, []string{"check", perturbed, "--format=json"}},
		{"check -j between files", []string{"check", "-j", "2", perturbed, sixRounds}, []string{"check", perturbed, "-j", "2", sixRounds}},
		{"check a value starting with -", []string{"check", "--jobs", "-3", "--format", "fpc", manual}, []string{"check", manual, "--jobs", "-3", "--format", "fpc"}},
		{"check --help", []string{"check", "--help", manual}, []string{"check", manual, "--help"}},
		{"validate -h", []string{"validate", "-h", manual}, []string{"validate", manual, "-h"}},
		{"checklist -r --format", []string{"checklist", "-r", "4", "--format", "tsv", manual}, []string{"checklist", manual, "-r", "4", "--format", "tsv"}},
		{"checklist --round=", []string{"checklist", "--round=5", "--system", "dutch-2026", manual}, []string{"checklist", manual, "--system=dutch-2026", "--round=5"}},
		{"pair --round --system", []string{"pair", "--round", "4", "--system", "dutch-2026", sixRounds}, []string{"pair", sixRounds, "--round", "4", "--system", "dutch-2026"}},
		{"pair -r", []string{"pair", "-r", "3", manual}, []string{"pair", manual, "-r", "3"}},
		{"explain a required flag after the file", []string{"explain", "--round", "2", manual}, []string{"explain", manual, "--round", "2"}},
		{"explain -r=", []string{"explain", "-r=4", manual}, []string{"explain", manual, "-r=4"}},
		{"generate: boolean flags take no value", []string{"generate", "-n", "1", "-o", out, "--quiet", "--check", "stray"}, []string{"generate", "--quiet", "--check", "stray", "-n", "1", "-o", out}},
		{"systems --help", []string{"systems", "--help", "extra"}, []string{"systems", "extra", "--help"}},
		{"version --help", []string{"version", "--help", "extra"}, []string{"version", "extra", "--help"}},
		{"a flag lacking its value", []string{"check", "--jobs"}, []string{"check", manual, "--jobs"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantCode, wantOut, wantErr := runCLI(tt.first...)
			code, stdout, stderr := runCLI(tt.last...)
			if code != wantCode || stdout != wantOut || stderr != wantErr {
				t.Errorf("%q: exit %d, stdout %q, stderr %q\nwant as %q: exit %d, stdout %q, stderr %q",
					tt.last, code, clip(stdout), stderr, tt.first, wantCode, clip(wantOut), wantErr)
			}
		})
	}
}

// clip shortens a long output for a message.
func clip(s string) string {
	if len(s) > 300 {
		return s[:300] + "..."
	}
	return s
}

// TestFlagsEnd: "--" ends the flags, so that what follows it is a file
// even when it starts with '-'; an unknown flag after the files is a
// usage error naming it.
func TestFlagsEnd(t *testing.T) {
	runExitCases(t, []exitCase{
		{"a file after --", []string{"check", "--format", "fpc", "--", manual, "--system"}, exitUsage, "swisscheck: check: no such file: --system\n"},
		{"a file starting with - after --", []string{"validate", "--", "-x.trf"}, exitUsage, "swisscheck: validate: no such file: -x.trf\n"},
		{"an unknown flag after the files", []string{"check", manual, "--bogus"}, exitUsage, "flag provided but not defined: -bogus"},
		{"an unknown flag with a value after the files", []string{"pair", manual, "--bogus=1", "-r", "2"}, exitUsage, "flag provided but not defined: -bogus"},
		{"an unknown short flag after the files", []string{"explain", manual, "-r", "2", "-x"}, exitUsage, "flag provided but not defined: -x"},
	})
	// The file after "--" is still checked: its fpc text is the same as
	// without the missing one.
	_, want, _ := runCLI("check", "--format", "fpc", manual)
	if _, got, _ := runCLI("check", "--format", "fpc", "--", manual, "--system"); got != want {
		t.Errorf("stdout %q, want %q", clip(got), clip(want))
	}
}

// TestCommandArgs: how the command line is reordered before it is parsed.
func TestCommandArgs(t *testing.T) {
	tests := []struct{ in, want string }{
		{"check a.trf --system dutch-2026 b.trf", "check --system dutch-2026 -- a.trf b.trf"},
		{"check a.trf --format=json -j 2", "check --format=json -j 2 -- a.trf"},
		{"check a.trf -- --jobs b.trf", "check -- a.trf --jobs b.trf"},
		{"check --jobs -3 a.trf", "check --jobs -3 -- a.trf"},
		{"pair a.trf --output --", "pair --output -- -- a.trf"},
		{"check a.trf --jobs", "check --jobs"},
		{"check a.trf --help", "check --help"},
		{"pair --output --help a.trf", "pair --output --help -- a.trf"},
		{"generate --check stray -n 1", "generate --check -n 1 -- stray"},
		{"validate - a.trf", "validate -- - a.trf"},
		{"--help check a.trf --jobs 2", "--help check --jobs 2 -- a.trf"},
		{"-- check a.trf --jobs 2", "-- check a.trf --jobs 2"},
		{"frobnicate a.trf --jobs 2", "frobnicate a.trf --jobs 2"},
		{"check", "check"},
		{"", ""},
	}
	for _, tt := range tests {
		args := append([]string{"swisscheck"}, strings.Fields(tt.in)...)
		got := commandArgs(newApp(io.Discard, io.Discard), args)
		if want := append([]string{"swisscheck"}, strings.Fields(tt.want)...); !slices.Equal(got, want) {
			t.Errorf("%q: %q, want %q", tt.in, got[1:], want[1:])
		}
	}
}
