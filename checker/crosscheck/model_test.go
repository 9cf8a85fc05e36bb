package crosscheck

import (
	"bufio"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/swisscheck/swisscheck/pairing"
)

// manifestPath is the manifest of bbpPairings' generator settings of the
// reference corpus in the folder corpus.
func manifestPath(corpus string) string {
	shared := os.Getenv("SWISSCHECK_SHARED")
	if shared == "" {
		shared = filepath.Join("..", "..", "..", "shared")
	}
	return filepath.Join(shared, "corpus", corpus, "MANIFEST.tsv")
}

// readManifest returns the columns of the corpus's manifest by name, as
// numbers (a rate of none as +Inf).
func readManifest(t *testing.T, corpus string) map[string][]float64 {
	fh, err := os.Open(manifestPath(corpus))
	if err != nil {
		t.Skipf("manifest not found (%v; set SWISSCHECK_SHARED): settings model not compared", err)
	}
	defer fh.Close()
	sc := bufio.NewScanner(fh)
	sc.Scan()
	header := strings.Split(sc.Text(), "\t")
	cols := map[string][]float64{}
	for sc.Scan() {
		for i, v := range strings.Split(sc.Text(), "\t") {
			x, err := strconv.ParseFloat(v, 64)
			if err != nil || i >= len(header) {
				continue
			}
			if x == noRate {
				x = math.Inf(1)
			}
			cols[header[i]] = append(cols[header[i]], x)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cols
}

// ks is the two-sample Kolmogorov-Smirnov statistic: the largest
// difference between the empirical distribution functions.
func ks(a, b []float64) float64 {
	a, b = slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b))
	d := 0.0
	for _, x := range append(slices.Clone(a), b...) {
		fa := float64(upper(a, x)) / float64(len(a))
		fb := float64(upper(b, x)) / float64(len(b))
		d = max(d, math.Abs(fa-fb))
	}
	return d
}

// upper counts the values of sorted s at most x.
func upper(s []float64, x float64) int {
	n, _ := slices.BinarySearchFunc(s, x, func(v, x float64) int {
		if v <= x {
			return -1
		}
		return 1
	})
	return n
}

// TestSettingsModel draws 20,000 settings of direction A and compares
// each quantity with the manifest of the reference corpus of each
// edition's generator (../shared/corpus/rtg-bbp for bbpPairings 5.0.1's
// Dutch generator, rtg-bbp-2026 for 6.0.0, both of 300 tournaments, and
// rtg-bbp-burstein for 5.0.1's Burstein generator, 200) by the
// Kolmogorov-Smirnov statistic. Its critical value at the 1% level is
// 1.628 sqrt((n+m)/(nm)) for samples of n and m: 0.094 for 300 and
// 20,000, 0.116 for 200. A model that follows the manifest stays below it.
func TestSettingsModel(t *testing.T) {
	done := map[string]bool{}
	for _, ed := range editions {
		if done[ed.corpus] {
			continue
		}
		done[ed.corpus] = true
		t.Run(ed.corpus, func(t *testing.T) { testSettingsModel(t, readManifest(t, ed.corpus)) })
	}
}

func testSettingsModel(t *testing.T, want map[string][]float64) {
	rng := rand.New(rand.NewPCG(1, 2))
	got := map[string][]float64{}
	rate := func(r float64) float64 {
		if r == 0 {
			return math.Inf(1)
		}
		return r
	}
	for range 20000 {
		s := drawBBPSettings(rng)
		for k, v := range map[string]float64{
			"players": float64(s.Players), "rounds": float64(s.Rounds), "draw_pct": float64(s.DrawPct),
			"forfeit_rate": rate(s.ForfeitRate), "retired_rate": rate(s.RetiredRate), "hpb_rate": rate(s.HPBRate),
			"highest_rating": float64(s.Highest), "lowest_rating": float64(s.Lowest),
		} {
			got[k] = append(got[k], v)
		}
		if s.Players < 5 || s.Players > 400 || s.Rounds < 3 || s.Rounds > 15 || s.Rounds > s.Players-2 {
			t.Fatalf("settings out of range: %+v", s)
		}
	}
	for k, g := range got {
		n, m := float64(len(want[k])), float64(len(g))
		if n < 100 {
			t.Fatalf("manifest: column %s has %.0f values, expected at least 100", k, n)
		}
		crit := 1.628 * math.Sqrt((n+m)/(n*m))
		if d := ks(g, want[k]); d > crit {
			t.Errorf("%s: Kolmogorov-Smirnov distance %.3f from the manifest, expected at most %.3f", k, d, crit)
		} else {
			t.Logf("%s: Kolmogorov-Smirnov distance %.3f (at most %.3f)", k, d, crit)
		}
	}
}

// TestGenerateConfigs checks that every configuration of direction B is
// valid for its system and that every family occurs in 2,000 draws; for
// a system without acceleration (no pairing.Accelerator), none is
// accelerated.
func TestGenerateConfigs(t *testing.T) {
	for _, ed := range editions {
		_, accel := ed.sys.(pairing.Accelerator)
		t.Run(ed.sys.ID(), func(t *testing.T) { testGenerateConfigs(t, ed.sys, accel) })
	}
}

func testGenerateConfigs(t *testing.T, sys pairing.System, accel bool) {
	rng := rand.New(rand.NewPCG(1, 3))
	seen := map[string]int{}
	for range 2000 {
		c, fam := drawGenerateConfig(rng, accel)
		if err := c.ValidateFor(sys); err != nil {
			t.Fatalf("invalid configuration %s: %v", c.String(), err)
		}
		for _, f := range fam {
			seen[strings.SplitN(f, "=", 2)[0]+"="+classOf(f)]++
		}
		for k, v := range map[string]float64{"unrated": c.Unrated, "forfeits": c.Forfeits,
			"double-forfeits": c.DoubleForfeits, "half-byes": c.HalfByes, "zero-byes": c.ZeroByes,
			"full-byes": c.FullByes, "withdrawals": c.Withdrawals, "late-entries": c.LateEntries} {
			if v > 0 {
				seen[k]++
			}
		}
	}
	for _, p := range pointFamilies {
		if seen["points="+p.points] == 0 || seen["pab="+p.pab] == 0 {
			t.Errorf("point system %s with PAB %s never drawn", p.points, p.pab)
		}
	}
	families := []string{"unrated", "forfeits", "double-forfeits", "half-byes", "zero-byes", "full-byes",
		"withdrawals", "late-entries", "colour=white1", "colour=black1", "colour=random"}
	accelerated := []string{"accel=baku", "accel=explicit"}
	if accel {
		families = append(families, accelerated...)
	}
	for _, k := range families {
		if seen[k] == 0 {
			t.Errorf("family %s never drawn; seen %v", k, seen)
		}
	}
	for _, k := range accelerated {
		if !accel && seen[k] > 0 {
			t.Errorf("%s: family %s drawn %d times, want none", sys.ID(), k, seen[k])
		}
	}
}

// classOf groups the accelerations: baku, or explicit virtual points.
func classOf(family string) string {
	k, v, _ := strings.Cut(family, "=")
	if k == "accel" && v != "baku" {
		return "explicit"
	}
	return v
}

// TestLineFeeds checks the line ends of a file of bbpPairings' generator.
func TestLineFeeds(t *testing.T) {
	for in, want := range map[string]string{"012 x\r001 a\r": "012 x\n001 a\n", "a\r\nb\n": "a\nb\n", "a\nb": "a\nb"} {
		if got := string(lineFeeds([]byte(in))); got != want {
			t.Errorf("lineFeeds(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestParseCheck reads bbpPairings' check output (docs/checkers.md).
func TestParseCheck(t *testing.T) {
	out := "t1: Round #1\nt1: Round #2\n  Checker pairings        Tournament pairings \n" +
		"      2 -   4                  2 -   1\n      5 -   0                  4 -   3\n\n" +
		"t1: Round #3\nNo valid pairing exists for round 3.\n\n\n"
	got, err := parseCheck("t1", []byte(out))
	if err != nil {
		t.Fatal(err)
	}
	want := []bbpRound{{Round: 1}, {Round: 2, Differs: true, Lines: []string{
		"  Checker pairings        Tournament pairings ", "      2 -   4                  2 -   1",
		"      5 -   0                  4 -   3"}},
		{Round: 3, Differs: true, Lines: []string{"No valid pairing exists for round 3."}}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("parseCheck (-want +got):\n%s", diff)
	}
	for _, bad := range []string{"t1: Round #2\n", "x\nt1: Round #1\n", "t1: Round #1\nt1: Round #1\n"} {
		if _, err := parseCheck("t1", []byte(bad)); err == nil {
			t.Errorf("parseCheck(%q): no error", bad)
		}
	}

}

// TestOraclePairing rebuilds bbpPairings' pairing from its check table.
func TestOraclePairing(t *testing.T) {
	row := func(l, r string) string { return "    " + l + strings.Repeat(" ", 16) + r }
	header := "  Checker pairings        Tournament pairings "
	own := pairing.Round{Boards: boards(2, 1, 4, 3), Bye: 5}
	tests := []struct {
		name  string
		table []string
		want  pairing.Round
	}{
		{"pairs", []string{header, row("  2 -   4", "  2 -   1"), row("  3 -   1", "  4 -   3")},
			pairing.Round{Boards: boards(2, 4, 3, 1), Bye: 5}},
		{"colours", []string{header, row("  1 -   2", "  2 -   1")},
			pairing.Round{Boards: boards(4, 3, 1, 2), Bye: 5}},
		{"bye", []string{header, row("  5 -   1", "  2 -   1"), row("  2 -   0", "  5 -   0")},
			pairing.Round{Boards: boards(4, 3, 5, 1), Bye: 2}},
		{"blank right cell", []string{header, row("  5 -   1", "  2 -   1"), "      2 -   0"},
			pairing.Round{Boards: boards(4, 3, 5, 1), Bye: 2}},
	}
	for _, tt := range tests {
		got, err := oraclePairing(own, tt.table)
		if err != nil || !cmp.Equal(got, tt.want) {
			t.Errorf("%s: oraclePairing = %v, %v; want %v", tt.name, got, err, tt.want)
		}
	}
	if _, err := oraclePairing(own, []string{row("  9 -   8", "  7 -   6")}); err == nil {
		t.Errorf("a pair the file does not have: no error")
	}
	if _, err := oraclePairing(own, []string{"    x"}); err == nil {
		t.Errorf("a row that is not a pair: no error")
	}
}

// boards makes boards from White, Black pairs.
func boards(ids ...int) []pairing.Board {
	var out []pairing.Board
	for i := 0; i+1 < len(ids); i += 2 {
		out = append(out, pairing.Board{White: ids[i], Black: ids[i+1]})
	}
	return out
}
