package proptest

import (
	"flag"
	"io"
	"testing"
)

// TestSituations: a property test runs the quick number of situations by
// default, the full number with -full, and -n when it is given, with or
// without -full.
func TestSituations(t *testing.T) {
	tests := []struct {
		args []string
		want int
	}{
		{nil, 500},
		{[]string{"-full"}, 10000},
		{[]string{"-full=false"}, 500},
		{[]string{"-n", "7"}, 7},
		{[]string{"-full", "-n", "7"}, 7},
		{[]string{"-n", "500", "-full"}, 500},
	}
	for _, tt := range tests {
		set := flag.NewFlagSet("test", flag.ContinueOnError)
		set.SetOutput(io.Discard)
		f := newFlags(set, 10000, 500, 3, "")
		if err := set.Parse(tt.args); err != nil {
			t.Fatalf("%q: %v", tt.args, err)
		}
		if got := f.situations(); got != tt.want {
			t.Errorf("%q: %d situations, want %d", tt.args, got, tt.want)
		}
	}
}
