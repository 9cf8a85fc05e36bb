package bruteforce

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// The two charts of C.04.4.2, row by row as the text prints them.
var (
	chart62 = []string{ // 6.2: six players
		"1*6 2*5 3*4", "1*6 2*4 3*5", "1*6 2*3 4*5",
		"1*5 2*6 3*4", "1*5 2*4 3*6", "1*5 2*3 4*6",
		"1*4 2*6 3*5", "1*4 2*5 3*6", "1*4 2*3 5*6",
		"1*3 2*6 4*5", "1*3 2*5 4*6", "1*3 2*4 5*6",
		"1*2 3*6 4*5", "1*2 3*5 4*6", "1*2 3*4 5*6",
	}
	chart64 = []string{ // 6.4: five players and a floater
		"1*5 2*4 3*F", "1*5 2*3 4*F", "1*5 3*4 2*F",
		"1*4 2*5 3*F", "1*4 2*3 5*F", "1*4 3*5 2*F",
		"1*3 2*5 4*F", "1*3 2*4 5*F", "1*3 4*5 2*F",
		"1*2 3*5 4*F", "1*2 3*4 5*F", "1*2 4*5 3*F",
		"2*5 3*4 1*F", "2*4 3*5 1*F", "2*3 4*5 1*F",
	}
)

// chartString writes a combination as the charts do: the pairs with
// numbers from 1, the floater's "x*F" last.
func chartString(c Combination) string {
	var parts []string
	for _, p := range c.Pairs {
		parts = append(parts, fmt.Sprintf("%d*%d", p[0]+1, p[1]+1))
	}
	if c.Floater >= 0 {
		parts = append(parts, fmt.Sprintf("%d*F", c.Floater+1))
	}
	return strings.Join(parts, " ")
}

func rows(n int, allowed func(i, j int) bool) []string {
	var out []string
	for c := range Combinations(n, allowed) {
		out = append(out, chartString(c))
	}
	return out
}

// TestCharts: the generator gives the 15 rows of each chart in the text's
// order.
func TestCharts(t *testing.T) {
	for _, tc := range []struct {
		name  string
		n     int
		chart []string
	}{{"6.2", 6, chart62}, {"6.4", 5, chart64}} {
		got := rows(tc.n, nil)
		if len(got) != len(tc.chart) {
			t.Errorf("%s: %d combinations, the chart has %d", tc.name, len(got), len(tc.chart))
		}
		for i := range min(len(got), len(tc.chart)) {
			if got[i] != tc.chart[i] {
				t.Errorf("%s row %d: got %q, the chart has %q", tc.name, i+1, got[i], tc.chart[i])
			}
		}
	}
}

// TestChartFloaterNote is the note under 6.4: "If, for example, No. 2 is
// a floater from another SG, combinations (3), (6) & (9) are not valid".
func TestChartFloaterNote(t *testing.T) {
	got := rows(5, func(i, j int) bool { return !(i == 1 && j == Float) })
	var want []string
	for i, r := range chart64 {
		if i+1 != 3 && i+1 != 6 && i+1 != 9 {
			want = append(want, r)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("without 2*F:\n got  %q\n want %q", got, want)
	}
}

// TestChartPruning: refusing a pair drops the combinations that have it
// and keeps the others in order.
func TestChartPruning(t *testing.T) {
	refuse := func(i, j int) bool { return !(i == 0 && j == 5) && !(i == 2 && j == 3) } // 1*6, 3*4
	got := rows(6, refuse)
	var want []string
	for _, r := range chart62 {
		if !strings.Contains(r, "1*6") && !strings.Contains(r, "3*4") {
			want = append(want, r)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("without 1*6 and 3*4:\n got  %q\n want %q", got, want)
	}
}

// TestChartsGeneralised checks the order for other sizes against an
// independent construction: every pairing of n players (and F when n is
// odd) from the permutations, sorted by the rule the charts follow
// (Combinations' comment), and counted: (n-1)!! for even n, n!! for odd.
func TestChartsGeneralised(t *testing.T) {
	for n := 1; n <= 8; n++ {
		got := rows(n, nil)
		want := byPermutations(n)
		if !slices.Equal(got, want) {
			t.Errorf("n=%d: the generator and the permutations differ:\n got  %q\n want %q", n, got, want)
		}
		count := 1
		for k := n - 1 + n%2; k > 1; k -= 2 {
			count *= k
		}
		if len(got) != count {
			t.Errorf("n=%d: %d combinations, want %d", n, len(got), count)
		}
	}
}

// byPermutations lists the combinations of n players by another route:
// each permutation of the players (with F when n is odd) read as
// consecutive pairs, kept when every pair's first is the lowest-numbered
// player left (F counting as above everyone), without repeats, sorted by
// the key "each player taken, from the top: his partner, the lowest
// first, F after all".
func byPermutations(n int) []string {
	m := n + n%2 // F is player m-1 when n is odd
	perm := make([]int, m)
	for i := range perm {
		perm[i] = i
	}
	type row struct {
		key  []int
		text string
	}
	seen := map[string]bool{}
	var all []row
	for {
		ok := true
		for k := 0; k+1 < m; k += 2 {
			a, b := perm[k], perm[k+1]
			if a > b || (k > 0 && a < perm[k-2]) { // pairs as (lower, higher), taken from the top
				ok = false
				break
			}
		}
		if ok {
			var c Combination
			c.Floater = -1
			var key []int
			for k := 0; k+1 < m; k += 2 {
				a, b := perm[k], perm[k+1]
				if n%2 == 1 && b == m-1 {
					c.Floater = a
					key = append(key, 0) // F: after every partner
				} else {
					c.Pairs = append(c.Pairs, [2]int{a, b})
					key = append(key, b) // the lower the partner, the earlier
				}
			}
			if s := chartString(c); !seen[s] {
				seen[s] = true
				all = append(all, row{key, s})
			}
		}
		if !nextPermutation(perm) {
			break
		}
	}
	slices.SortFunc(all, func(x, y row) int { return -slices.Compare(x.key, y.key) })
	var out []string
	for _, r := range all {
		out = append(out, r.text)
	}
	return out
}

func nextPermutation(p []int) bool {
	i := len(p) - 2
	for i >= 0 && p[i] >= p[i+1] {
		i--
	}
	if i < 0 {
		return false
	}
	j := len(p) - 1
	for p[j] <= p[i] {
		j--
	}
	p[i], p[j] = p[j], p[i]
	slices.Reverse(p[i+1:])
	return true
}
