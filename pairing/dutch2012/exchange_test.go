package dutch2012

import (
	"slices"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// TestExchangeOrder checks the lazy order of D.2 against the shared list
// (dutch.ResidentExchanges) and the text's examples.
func TestExchangeOrder(t *testing.T) {
	for _, size := range [][2]int{{1, 1}, {2, 3}, {3, 3}, {5, 6}, {4, 7}, {6, 6}} {
		var s1, s2 []int
		for i := 1; i <= size[0]; i++ {
			s1 = append(s1, i)
		}
		for i := size[0] + 1; i <= size[0]+size[1]; i++ {
			s2 = append(s2, i)
		}
		want := dutch.ResidentExchanges(s1, s2)
		var got []dutch.Exchange
		exchanges(s1, s2, func(x dutch.Exchange) bool { got = append(got, x); return false })
		if len(got) != len(want) {
			t.Fatalf("%v: %d exchanges, want %d", size, len(got), len(want))
		}
		for i := range got {
			if !slices.Equal(got[i].Out, want[i].Out) || !slices.Equal(got[i].In, want[i].In) {
				t.Fatalf("%v: exchange %d is %v, want %v", size, i+1, got[i], want[i])
			}
		}
	}
	// D.2's example of two players: 5,4 with 6,7; 5,4 with 6,8; 5,3 with 6,7 ...
	var got []dutch.Exchange
	exchanges([]int{1, 2, 3, 4, 5}, []int{6, 7, 8, 9, 10, 11}, func(x dutch.Exchange) bool {
		if len(x.Out) == 2 {
			got = append(got, x)
		}
		return len(got) == 6
	})
	want := [][2][]int{{{4, 5}, {6, 7}}, {{4, 5}, {6, 8}}, {{3, 5}, {6, 7}}, {{4, 5}, {6, 9}}, {{4, 5}, {7, 8}}, {{3, 5}, {6, 8}}}
	for i, w := range want {
		if !slices.Equal(got[i].Out, w[0]) || !slices.Equal(got[i].In, w[1]) {
			t.Errorf("two players, exchange %d: %v, want %v", i+1, got[i], w)
		}
	}
}
