package dutch2012

import (
	"flag"
	"fmt"
	"path/filepath"
	"testing"
)

var (
	debugFile  = flag.String("debug.file", "", "print the engine's brackets for this corpus file pattern")
	debugRound = flag.Int("debug.round", 0, "the round to print")
	debugLit   = flag.Bool("debug.literal", false, "print the literal walk's brackets")
)

// TestDebugSteps prints the brackets of one round (with -debug.file).
func TestDebugSteps(t *testing.T) {
	if *debugFile == "" {
		t.Skip("no -debug.file")
	}
	files, _ := filepath.Glob(filepath.Join(sharedDir(), "corpus", "dutch2012-javafo", *debugFile+".trf"))
	if len(files) == 0 {
		files, _ = filepath.Glob(*debugFile)
	}
	if len(files) == 0 {
		t.Skip("no file")
	}
	tour := load(t, files[0])
	s, err := tour.Before(*debugRound)
	if err != nil {
		t.Fatal(err)
	}
	pairSteps := PairSteps
	if *debugLit {
		pairSteps = PairLiteral
	}
	_, steps, err := pairSteps(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range steps {
		fmt.Printf("bracket mdps=%d lowest=%v moved=", st.MDPs, st.Lowest)
		for _, p := range st.Moved {
			fmt.Printf("%d ", p.ID)
		}
		fmt.Print(" players=")
		for _, p := range st.Players {
			fmt.Printf("%d(%v,%v%v%v) ", p.ID, p.PairingScore, p.Preference, p.Float(2), p.Float(1))
		}
		fmt.Print("\n   pairs=")
		for _, pr := range st.Pairs {
			fmt.Printf("%d-%d ", st.Players[pr[0]].ID, st.Players[pr[1]].ID)
		}
		fmt.Print(" left=")
		for _, i := range st.Left {
			fmt.Printf("%d ", st.Players[i].ID)
		}
		fmt.Println()
	}
}
