package dutch2017_test

import (
	"fmt"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/trf"
)

// ExamplePair pairs round 5 of the Arbiters' Manual's example tournament:
// Example 4 of "Some examples of FIDE (Dutch) pairings", whose last three
// brackets collapse (PPB and CLB).
func ExamplePair() {
	f, err := trf.ReadFile("../../fixtures/am-dutch-examples.trf")
	if err != nil {
		fmt.Println(err)
		return
	}
	t, _ := pairing.New(f)
	s, _ := t.Before(5)
	round, _ := dutch2017.Pair(s)
	var boards []string
	for _, b := range round.Boards {
		boards = append(boards, fmt.Sprintf("%d-%d", b.White, b.Black))
	}
	fmt.Println(strings.Join(boards, " "))
	// Output: 1-12 2-4 9-5 11-7 3-6 8-10
}
