package bruteforce

import (
	"flag"
	"os"
	"testing"

	"github.com/swisscheck/swisscheck/trf"
)

var dumpTo = flag.String("dumpto", "", "write the tournament of -seed to this file")

// TestDumpTournament writes the random tournament of -seed to a file
// (with -dumpto), to check it with the command line.
func TestDumpTournament(t *testing.T) {
	if *dumpTo == "" {
		t.Skip("no -dumpto")
	}
	tour := randomTournament(t, *seed)
	if tour == nil {
		t.Skip("no tournament for this seed")
	}
	out, err := os.Create(*dumpTo)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if err := trf.Write(out, tour.File); err != nil {
		t.Fatal(err)
	}
}
