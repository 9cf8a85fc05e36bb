package burstein

import (
	"fmt"
	"strings"
	"testing"
)

// The charts of C.04.4.2 6.2 (six players) and 6.4 (five players and a
// floater F), row by row, as the text prints them.
const (
	printed62 = `1*6 2*5 3*4|1*6 2*4 3*5|1*6 2*3 4*5|1*5 2*6 3*4|1*5 2*4 3*6|1*5 2*3 4*6|1*4 2*6 3*5|1*4 2*5 3*6|1*4 2*3 5*6|1*3 2*6 4*5|1*3 2*5 4*6|1*3 2*4 5*6|1*2 3*6 4*5|1*2 3*5 4*6|1*2 3*4 5*6`
	printed64 = `1*5 2*4 3*F|1*5 2*3 4*F|1*5 3*4 2*F|1*4 2*5 3*F|1*4 2*3 5*F|1*4 3*5 2*F|1*3 2*5 4*F|1*3 2*4 5*F|1*3 4*5 2*F|1*2 3*5 4*F|1*2 3*4 5*F|1*2 4*5 3*F|2*5 3*4 1*F|2*4 3*5 1*F|2*3 4*5 1*F`
)

// rows writes the combinations of n players as the charts do, numbering
// from 1, the floater last.
func rows(n int, canFloat func(int) bool) []string {
	var out []string
	Combinations(n, canFloat, func(c Combination) bool {
		var parts []string
		for _, p := range c.Pairs {
			parts = append(parts, fmt.Sprintf("%d*%d", p[0]+1, p[1]+1))
		}
		if c.Floater >= 0 {
			parts = append(parts, fmt.Sprintf("%d*F", c.Floater+1))
		}
		out = append(out, strings.Join(parts, " "))
		return true
	})
	return out
}

func TestCombinationsCharts(t *testing.T) {
	all := func(int) bool { return true }
	if got := strings.Join(rows(6, all), "|"); got != printed62 {
		t.Errorf("6.2:\n got %s\nwant %s", got, printed62)
	}
	if got := strings.Join(rows(5, all), "|"); got != printed64 {
		t.Errorf("6.4:\n got %s\nwant %s", got, printed64)
	}
	// 6.4: "If, for example, No. 2 is a floater from another SG,
	// combinations (3), (6) & (9) are not valid."
	var want []string
	for i, r := range strings.Split(printed64, "|") {
		if i+1 != 3 && i+1 != 6 && i+1 != 9 {
			want = append(want, r)
		}
	}
	if got := rows(5, func(i int) bool { return i != 1 }); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("6.4 with No. 2 a floater:\n got %s\nwant %s", strings.Join(got, "|"), strings.Join(want, "|"))
	}
	// The count of combinations: (n-1)(n-3)...1 for n even, n times that
	// of n-1 for n odd.
	for n, want := range map[int]int{2: 1, 3: 3, 4: 3, 7: 105, 8: 105} {
		if got := len(rows(n, all)); got != want {
			t.Errorf("%d players: %d combinations, want %d", n, got, want)
		}
	}
}
