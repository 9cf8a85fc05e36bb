package burstein

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

var paren66Flag = flag.Bool("paren66", false, "TestCorpusParen66: measure the literal parenthesis of 6.6 (paren66, brackets.go)")

// TestCorpusParen66 measures, on every round of rtg-bbp-burstein, the
// literal reading of 6.6's parenthesis (paren66): it pairs each round as
// docs/burstein.md reading 5 does and with paren66, and counts the rounds where the
// two differ and, of those, the ones whose recorded pairing (bbpPairings
// 5.0.1) is reading 5's, the other's or neither. It runs only with the
// flag:
//
//	go test ./pairing/burstein -run Paren66 -v -args -paren66
//
// Each round paired otherwise is logged with the brackets paren66 makes.
// The bruteforce package's TestCorpus66 (-text66=paren) measures the same
// reading with the reference on the rounds of small SGs.
func TestCorpusParen66(t *testing.T) {
	if !*paren66Flag {
		t.Skip("measures the literal parenthesis of 6.6 only with -paren66")
	}
	defer func() { paren66 = false }()
	files, _ := filepath.Glob(filepath.Join(sharedDir(), "corpus", "rtg-bbp-burstein", "*.trf"))
	if len(files) == 0 {
		t.Skip("Burstein reference corpus not found (set SWISSCHECK_SHARED to the shared folder)")
	}
	rounds, changed, sides5, sidesParen := 0, 0, 0, 0
	var log strings.Builder
	for _, path := range files {
		tour := proptest.ReadTournament(t, path)
		for r := 1; r <= tour.Rounds; r++ {
			rounds++
			s, err := tour.Before(r)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := tour.Recorded(r)
			if err != nil {
				t.Fatal(err)
			}
			paren66 = false
			bst, berr := NewState(s).Steps()
			var base pairing.Round
			if berr == nil {
				base = NewState(s).Assemble(bst)
			}
			paren66 = true
			st, perr := NewState(s).Steps()
			var other pairing.Round
			if perr == nil {
				other = NewState(s).Assemble(st)
			}
			paren66 = false
			if berr == nil && perr == nil && proptest.SameRound(base, other) {
				continue
			}
			changed++
			side := "neither"
			switch {
			case berr == nil && pairing.Same(base, rec, rec.Colourless):
				side, sides5 = "docs/burstein.md reading 5", sides5+1
			case perr == nil && pairing.Same(other, rec, rec.Colourless):
				side, sidesParen = "paren66", sidesParen+1
			default:
				t.Errorf("%s round %d: the recorded round is neither reading's", filepath.Base(path), r)
			}
			fmt.Fprintf(&log, "\n%s round %d: the record is %s's\n reading 5 %s (%v)\n paren66   %s (%v)\n recorded  %s\n reading 5's brackets:\n%s paren66's brackets:\n%s",
				filepath.Base(path), r, side, proptest.RoundString(base), berr, proptest.RoundString(other), perr, proptest.RoundString(rec), bracketsString(bst), bracketsString(st))
		}
	}
	t.Logf("paren66: %d rounds, %d paired otherwise than by docs/burstein.md reading 5: the record is reading 5's in %d, paren66's in %d\n%s",
		rounds, changed, sides5, sidesParen, log.String())
}

// bracketsString writes the brackets of a round: residents by score, the
// floater received and floated, the pairs.
func bracketsString(st Steps) string {
	var w strings.Builder
	for i, b := range st.Brackets {
		fmt.Fprintf(&w, "  bracket %d:", i+1)
		for _, p := range b.Residents {
			fmt.Fprintf(&w, " %d(%s)", p.ID, p.Group)
		}
		if b.In != nil {
			fmt.Fprintf(&w, " received %d", b.In.ID)
		}
		for _, p := range b.Pairs {
			fmt.Fprintf(&w, " %d-%d", p[0].ID, p[1].ID)
		}
		if b.Out != nil {
			fmt.Fprintf(&w, " floats %d", b.Out.ID)
		}
		w.WriteString("\n")
	}
	return w.String()
}

// TestParen66Cases pins the rounds of pairing/burstein/bruteforce/
// reading5.md where the parenthesis of 6.6 alone changes the pairing: the
// engine pairs them as the record without paren66 and as the file says
// with it (the reference's -text66=paren pairs them the same way).
func TestParen66Cases(t *testing.T) {
	dir := filepath.Join(sharedDir(), "corpus", "rtg-bbp-burstein")
	cases := []struct {
		file  string
		round int
		want  string
	}{
		{"n0052_p7_r4_s744199111.trf", 4, "2-4 1-7 3-6 bye 5"},
		{"n0040_p11_r7_s779147561.trf", 6, "2-8 1-3 4-5 10-7 6-11 bye 9"},
		{"n0132_p9_r5_s783678555.trf", 5, "9-1 8-4 2-5 3-7 bye 6"},
		{"n0083_p12_r5_s703391057.trf", 5, "4-2 6-3 1-10 5-8 9-7 12-11"},
		{"n0119_p21_r9_s730290283.trf", 9, "4-1 13-3 8-6 5-18 7-2 9-11 12-20 14-19 10-21 17-15 bye 16"}, // as reading 5
	}
	defer func() { paren66 = false }()
	for _, c := range cases {
		path := filepath.Join(dir, c.file)
		f, err := os.Stat(path)
		if err != nil || f.IsDir() {
			t.Skipf("%s not found (set SWISSCHECK_SHARED to the shared folder)", path)
		}
		tour := proptest.ReadTournament(t, path)
		s, err := tour.Before(c.round)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := tour.Recorded(c.round)
		if err != nil {
			t.Fatal(err)
		}
		paren66 = false
		if got, err := Pair(s); err != nil || !pairing.Same(got, rec, rec.Colourless) {
			t.Errorf("%s round %d: %s (%v), the record is %s", c.file, c.round, proptest.RoundString(got), err, proptest.RoundString(rec))
		}
		paren66 = true
		if got, err := Pair(s); err != nil || proptest.RoundString(got) != c.want {
			t.Errorf("%s round %d with paren66: %s (%v), want %s", c.file, c.round, proptest.RoundString(got), err, c.want)
		}
	}
}
