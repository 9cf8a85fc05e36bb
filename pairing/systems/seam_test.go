package systems

import (
	"errors"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/checker"
	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/pairing/systems/toy"
	"github.com/swisscheck/swisscheck/trf"
)

// TestToySystem adds a system as a new system is added, one line in the
// list, and runs generate, check and pair through the seam with it: the
// generator writes its 192 code, the file then chooses it, every round is
// consistent under it and not under dutch-2017 (which pairs otherwise), and
// pairing a round gives the recorded one.
func TestToySystem(t *testing.T) {
	saved := list
	defer func() { list = saved }()
	list = append(list, toy.System{}) // the one line a new system needs

	sys, err := Lookup("toy")
	if err != nil {
		t.Fatal(err)
	}
	cfg := generate.DefaultConfig()
	if err := cfg.Set("players", "9-12"); err != nil {
		t.Fatal(err)
	}
	if err := cfg.Set("rounds", "4"); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	run := &generate.Run{System: sys, Config: cfg, Seed: 5, Count: 3, Jobs: 1, Dir: dir, Prefix: "toy"}
	run.Check = func(path string, tour *pairing.Tournament) ([]int, func(io.Writer) error, error) {
		var differ []int
		for _, r := range checker.Check(tour, sys, 1) {
			if !r.Consistent {
				differ = append(differ, r.Round)
			}
		}
		return differ, nil, nil
	}
	s, err := run.Do()
	if err != nil || s.Failure != nil || s.Consistent != 3 {
		t.Fatalf("generate under toy: %v, %+v", err, s)
	}
	paths, err := filepath.Glob(filepath.Join(dir, "toy*.trf"))
	if err != nil || len(paths) != 3 {
		t.Fatalf("files %v, %v", paths, err)
	}

	checks := checker.CheckFiles(paths, checker.Options{Jobs: 1, System: Choose})
	for _, c := range checks {
		if c.System == nil || c.System.ID() != "toy" || !c.Consistent() {
			t.Errorf("%s: checked under %v (%v), consistent %v", c.Path, c.System, c.SystemErr, c.Consistent())
		}
	}
	dutch := checker.CheckFiles(paths, checker.Options{Jobs: 1, System: func(*trf.File) (pairing.Choice, error) {
		s, err := Lookup("dutch-2017")
		return pairing.Choice{System: s}, err
	}})
	if dutch[0].Consistent() && dutch[1].Consistent() && dutch[2].Consistent() {
		t.Errorf("the toy's tournaments are consistent under dutch-2017 too: the test shows nothing")
	}

	tour := checks[0].Tournament
	if tour == nil {
		t.Fatalf("%s not checked", checks[0].Path)
	}
	st, err := tour.Before(2)
	if err != nil {
		t.Fatal(err)
	}
	got, err := sys.Pair(st)
	if err != nil {
		t.Fatal(err)
	}
	want, err := tour.Recorded(2)
	if err != nil {
		t.Fatal(err)
	}
	if !pairing.Same(got, want, want.Colourless) {
		t.Errorf("pair round 2: %v, recorded %v", got, want)
	}
	if _, ok := sys.(pairing.Explainer); ok {
		t.Errorf("the toy cannot explain")
	}
	if _, err := checker.Explain(sys, tour, checker.RoundResult{Round: 1}); !errors.Is(err, checker.ErrCannotExplain) {
		t.Errorf("Explain under toy: %v", err)
	}
	if caps := strings.Join(pairing.Capabilities(sys), " "); caps != "check pair generate" {
		t.Errorf("capabilities %q", caps)
	}
}

// TestGeneratedDates checks that a generated tournament's dates agree with
// its system: with its 192 code made a bare FIDE_DUTCH, which goes by the
// start date (042), the file still chooses the system it was paired by.
func TestGeneratedDates(t *testing.T) {
	cfg := generate.DefaultConfig()
	if err := cfg.Set("players", "8-10"); err != nil {
		t.Fatal(err)
	}
	if err := cfg.Set("rounds", "3"); err != nil {
		t.Fatal(err)
	}
	for _, sys := range All() {
		if !strings.HasPrefix(sys.Rules().Code, "FIDE_DUTCH") {
			continue // only the Dutch editions share a code that the date decides
		}
		f, err := generate.Tournament(sys, cfg, 1)
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range f.Records {
			if r.Tag() == "192" {
				f.Records[i].Text = "192 FIDE_DUTCH"
			}
		}
		if got, err := Choose(f); err != nil || got.System != sys {
			t.Errorf("%s: a generated file with a bare FIDE_DUTCH chooses %v (%v)", sys.ID(), got, err)
		}
	}
}
