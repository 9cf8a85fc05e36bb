package bruteforce

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

// TestCorpus66 measures a reading of 6.6 other than docs/burstein.md reading 5 (the
// flag -text66, text66.go) on the rounds of rtg-bbp-burstein that
// TestCorpus pairs (-corpus-sg): it pairs each with docs/burstein.md reading 5 and
// with the other reading, and counts the rounds where the two differ and,
// of those, the ones whose recorded pairing (bbpPairings 5.0.1) is README
// reading 5's, the other reading's or neither. It runs only with -text66:
//
//	go test ./pairing/burstein/bruteforce -run Corpus66 -v -args -text66=paren
//
// Every round the other reading pairs differently is logged, with its
// brackets. docs/burstein.md reading 5 itself must agree with the record (TestCorpus),
// so a round whose record is neither is an error.
func TestCorpus66(t *testing.T) {
	if !text66.any() {
		t.Skip("measures -text66 (both, paren or stepwise); TestCorpus checks docs/burstein.md reading 5")
	}
	mode := text66
	defer func() { text66 = mode }()
	shared := os.Getenv("SWISSCHECK_SHARED")
	if shared == "" {
		shared = filepath.Join("..", "..", "..", "..", "shared")
	}
	files, _ := filepath.Glob(filepath.Join(shared, "corpus", "rtg-bbp-burstein", "*.trf"))
	if len(files) == 0 {
		t.Skip("Burstein reference corpus not found (set SWISSCHECK_SHARED to the shared folder)")
	}
	checked, changed, sidesReading5, sidesOther := 0, 0, 0, 0
	var log strings.Builder
	for _, path := range files {
		tour := proptest.ReadTournament(t, path)
		for r := 1; r <= tour.Rounds; r++ {
			s, err := tour.Before(r)
			if err != nil {
				t.Fatal(err)
			}
			if !smallBrackets(s) {
				continue
			}
			checked++
			rec, err := tour.Recorded(r)
			if err != nil {
				t.Fatal(err)
			}
			text66 = reading66{}
			base, _, berr := Pair(s)
			text66 = mode
			other, st, oerr := Pair(s)
			if berr == nil && oerr == nil && sameBoards(base, other) {
				continue
			}
			changed++
			side := "neither"
			switch {
			case berr == nil && agrees(base, rec):
				side, sidesReading5 = "docs/burstein.md reading 5", sidesReading5+1
			case oerr == nil && agrees(other, rec):
				side, sidesOther = "-text66="+mode.String(), sidesOther+1
			default:
				t.Errorf("%s round %d: the recorded round is neither reading's", filepath.Base(path), r)
			}
			fmt.Fprintf(&log, "\n%s round %d: the record is %s's\n reading 5 %s (%v)\n other     %s (%v)\n recorded  %s\n%s",
				filepath.Base(path), r, side, proptest.RoundString(base), berr, proptest.RoundString(other), oerr, proptest.RoundString(rec), stepsString(st))
		}
	}
	t.Logf("-text66=%s: %d rounds paired (SGs of at most %d players); %d paired otherwise than by docs/burstein.md reading 5: the record is reading 5's in %d, the other reading's in %d\n%s",
		mode.String(), checked, *corpusSG, changed, sidesReading5, sidesOther, log.String())
}

// TestReading5Cases pins the corpus rounds worked out by hand in
// ../reading5.md: docs/burstein.md reading 5 pairs each as the record (bbpPairings
// 5.0.1) has it, and the named switch of -text66 pairs it as the file
// says (want "" for: as reading 5).
func TestReading5Cases(t *testing.T) {
	if text66.any() {
		t.Skip("the cases are pinned for each switch in turn; run without -text66")
	}
	shared := os.Getenv("SWISSCHECK_SHARED")
	if shared == "" {
		shared = filepath.Join("..", "..", "..", "..", "shared")
	}
	dir := filepath.Join(shared, "corpus", "rtg-bbp-burstein")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("Burstein reference corpus not found (set SWISSCHECK_SHARED to the shared folder)")
	}
	a1, a2, a3 := "2-4 1-7 3-6 bye 5", "2-8 1-3 4-5 10-7 6-11 bye 9", "9-1 8-4 2-5 3-7 bye 6"
	a4 := "4-2 6-3 1-10 5-8 9-7 12-11"
	b1 := "4-1 13-3 8-6 5-7 18-20 19-2 12-9 14-11 10-21 17-15 bye 16"
	cases := []struct {
		file  string
		round int
		want  map[string]string // by -text66 value
	}{
		{"n0052_p7_r4_s744199111.trf", 4, map[string]string{"paren": a1, "stepwise": "", "both": a1, "onestep": a1}},
		{"n0040_p11_r7_s779147561.trf", 6, map[string]string{"paren": a2, "stepwise": "", "both": a2, "onestep": a2}},
		{"n0132_p9_r5_s783678555.trf", 5, map[string]string{"paren": a3, "stepwise": "", "both": a3, "onestep": a3}},
		{"n0083_p12_r5_s703391057.trf", 5, map[string]string{"paren": a4, "stepwise": a4, "both": a4, "onestep": a4}},
		{"n0119_p21_r9_s730290283.trf", 9, map[string]string{"paren": "", "stepwise": b1, "both": b1, "onestep": ""}},
	}
	defer func() { text66 = reading66{} }()
	for _, c := range cases {
		tour := proptest.ReadTournament(t, filepath.Join(dir, c.file))
		s, err := tour.Before(c.round)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := tour.Recorded(c.round)
		if err != nil {
			t.Fatal(err)
		}
		text66 = reading66{}
		base, _, err := Pair(s)
		if err != nil || !agrees(base, rec) {
			t.Errorf("%s round %d: reading 5 pairs %s (%v), the record is %s", c.file, c.round, proptest.RoundString(base), err, proptest.RoundString(rec))
		}
		for mode, want := range c.want {
			if err := text66.Set(mode); err != nil {
				t.Fatal(err)
			}
			if want == "" {
				want = proptest.RoundString(base)
			}
			got, _, err := Pair(s)
			if g := proptest.RoundString(got); err != nil || g != want {
				t.Errorf("%s round %d, -text66=%s: %s (%v), want %s", c.file, c.round, mode, g, err, want)
			}
		}
	}
}

func TestReading66Flag(t *testing.T) {
	for _, c := range []struct{ in, out string }{
		{"true", "paren,stepwise"}, {"both", "paren,stepwise"}, {"false", "false"},
		{"paren", "paren"}, {"stepwise", "stepwise"}, {"onestep", "onestep"},
		{"paren,onestep", "paren,onestep"}, {"stepwise,paren", "paren,stepwise"},
	} {
		var r reading66
		if err := r.Set(c.in); err != nil || r.String() != c.out {
			t.Errorf("-text66=%s: %s (%v), want %s", c.in, r.String(), err, c.out)
		}
	}
	var r reading66
	if err := r.Set("literal"); err == nil {
		t.Error("-text66=literal: no error")
	}
}
