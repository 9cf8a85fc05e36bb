package dutch2012

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
)

var (
	update      = flag.Bool("update", false, "rewrite the golden narrations in testdata/golden")
	narrateDir  = flag.String("narrate.dir", "", "TestNarrationIsEngine narrates the report files of this folder too (e.g. made by swisscheck generate --system dutch-2012)")
	narrateKept = flag.Bool("narrate.kept", false, "TestNarrationIsEngine narrates the JaVaFo 1.4 campaign's files kept in checker/crosscheck too (a minute more)")
)

// boardLine and byeLine read the boards and the bye back from a narration.
var (
	boardLine = regexp.MustCompile(`^\s+\d+\.\s+(\d+) - (\d+)\s`)
	byeLine   = regexp.MustCompile(`^\s+Bye \(A\.5\): (\d+),`)
)

// readBoards reads the pairing a narration ends with: its boards and bye.
func readBoards(text string) pairing.Round {
	var r pairing.Round
	_, tail, _ := strings.Cut(text, "\nBoards, ")
	for _, line := range strings.Split(tail, "\n") {
		if m := boardLine.FindStringSubmatch(line); m != nil {
			w, _ := strconv.Atoi(m[1])
			b, _ := strconv.Atoi(m[2])
			r.Boards = append(r.Boards, pairing.Board{White: w, Black: b})
		}
		if m := byeLine.FindStringSubmatch(line); m != nil {
			r.Bye, _ = strconv.Atoi(m[1])
		}
	}
	return r
}

// narratedIsEngine narrates round r and checks that the boards the
// narration states are the engine's pairing, colours and bye included.
// It reports false when the round has no valid pairing.
func narratedIsEngine(tour *pairing.Tournament, r int) (bool, error) {
	s, err := tour.Before(r)
	if err != nil {
		return false, err
	}
	want, err := Pair(s)
	if err != nil {
		return false, nil
	}
	return true, narratedIs(tour, r, want)
}

// narratedIs narrates round r and checks that the boards the narration
// states are want.
func narratedIs(tour *pairing.Tournament, r int, want pairing.Round) error {
	var b strings.Builder
	if _, err := narrateRound(&b, tour, r); err != nil {
		return fmt.Errorf("round %d: %v", r, err)
	}
	if got := readBoards(b.String()); !pairing.Same(got, want, nil) {
		return fmt.Errorf("round %d: the narration pairs %v, the engine %v\n%s", r, got, want, b.String())
	}
	return nil
}

// TestNarrationIsEngine narrates every round of the testdata tournaments
// and of the 2012 reference corpus (when ../shared is there), and with
// -narrate.kept of the JaVaFo 1.4 campaign's files kept in
// checker/crosscheck, with -narrate.dir of a folder's: the narrated
// boards must be the engine's.
func TestNarrationIsEngine(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.trf"))
	if *narrateDir != "" {
		more, _ := filepath.Glob(filepath.Join(*narrateDir, "*.trf"))
		files = append(files, more...)
	}
	if *narrateKept {
		kept, _ := filepath.Glob(filepath.Join("..", "..", "checker", "crosscheck", "testdata", "javafo14", "*.trf"))
		files = append(files, kept...)
	}
	corpus, _ := filepath.Glob(filepath.Join(sharedDir(), "corpus", "dutch2012-javafo", "*.trf"))
	if len(corpus) == 0 {
		t.Logf("2012 reference corpus not found under %s: testdata only", sharedDir())
	}
	rounds := 0
	for _, path := range append(files, corpus...) {
		tour := load(t, path)
		for r := 1; r <= tour.Rounds; r++ {
			ok, err := narratedIsEngine(tour, r)
			if err != nil {
				t.Errorf("%s: %v", filepath.Base(path), err)
			}
			if ok {
				rounds++
			}
		}
	}
	t.Logf("%d rounds of %d files narrated as the engine pairs them", rounds, len(files)+len(corpus))
	if rounds == 0 {
		t.Fatal("no round narrated")
	}
}

// goldenRounds are the rounds whose narration is kept in testdata/golden:
// each shows a part of the procedure (named in the comment).
var goldenRounds = []struct {
	file  string
	round int
}{
	{"n0185_p13_r5_j804137067216.trf", 1},  // round 1: one bracket, the bye, E.5
	{"n0185_p13_r5_j804137067216.trf", 4},  // C.12 accepted, C.10.a and C.10.d, the bye set aside, X1/Z1 with wavering players (checked by hand, docs/dutch2012.md)
	{"n0005_p11_r7_j693897415849.trf", 5},  // C.1 moving both top players, C.12 failing, C.13 joining the lowest brackets, D.2, D.4, A.7.d dropped
	{"n0085_p8_r7_j1788607941280.trf", 5},  // C.13: the penultimate bracket paired again after C.14.b.2 (D.3, D.2), the lowest then paired
	{"n0315_p12_r8_j1545143005165.trf", 6}, // C.14.b.1, C.14.b.2 to homogeneous, C.14.a down to P1 = 0, C.13 joining
}

// TestGoldenNarrations compares the narrations of goldenRounds with
// testdata/golden (go test -run GoldenNarrations -update rewrites them).
func TestGoldenNarrations(t *testing.T) {
	for _, g := range goldenRounds {
		tour := load(t, filepath.Join("testdata", g.file))
		var b strings.Builder
		if _, err := narrateRound(&b, tour, g.round); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("testdata", "golden", fmt.Sprintf("narrate-%.5s-r%d.txt", g.file, g.round))
		if *update {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run with -update to create it)", err)
		}
		if b.String() != string(want) {
			t.Errorf("%s round %d: the narration differs from %s:\n%s", g.file, g.round, path, b.String())
		}
	}
}
