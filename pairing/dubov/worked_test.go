package dubov

import (
	"slices"
	"sort"
	"testing"
)

// TestWorkedRound is the round worked out by hand in the shared research
// note (docs/other-systems.md §5 item 1, gen-dubov/javafo j021 round 2):
// 42 players, round 1 paired by article 5 (1-22, 2-23, ..., 21-42, the
// odd pairs with White above), every game won by the higher player but
// 9-30, drawn. The 1-point group pairs its Whites by increasing ARO
// against its Blacks by decreasing R; the 0.5 group {9, 30} has met, so
// 7.1 brings 22 (due White, opposite to 9) and 23 (due Black, opposite to
// 30) from the 0-point group; the 0-point group pairs the rest.
func TestWorkedRound(t *testing.T) {
	s := workedRound(t) // narrate_test.go
	st, err := s.Steps()
	if err != nil {
		t.Fatal(err)
	}
	got := boards(s.Assemble(st))
	want := []string{"20-1", "18-3", "16-5", "14-7", "12-11", "10-13", "8-15", "6-17", "4-19", "2-21",
		"22-9", "30-23",
		"42-25", "40-27", "38-29", "36-31", "34-33", "32-35", "28-37", "26-39", "24-41"}
	sort.Strings(got)
	sort.Strings(want)
	if !slices.Equal(got, want) {
		t.Errorf("round 2:\n got %v\nwant %v", got, want)
	}
	for _, g := range st.Groups {
		if g.Score == 5 {
			if len(g.Transfers) != 2 || g.Transfers[0].Article != "7.1" || g.Transfers[0].Player.ID != 22 || g.Transfers[1].Player.ID != 23 {
				t.Errorf("0.5 group transfers %+v, want 22 and 23 by 7.1", g.Transfers)
			}
		}
	}
}
