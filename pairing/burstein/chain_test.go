package burstein

import (
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
)

// corpusStates calls f with the state of every round of the files of the
// reference corpus (every step-th file, in order) and of the fixtures.
func corpusStates(t *testing.T, step int, f func(name string, s *pairing.State)) {
	dir := filepath.Join(sharedDir(), "corpus", "rtg-bbp-burstein")
	files, _ := filepath.Glob(filepath.Join(dir, "*.trf"))
	if len(files) == 0 {
		t.Logf("Burstein reference corpus not found at %s (set SWISSCHECK_SHARED): the fixtures only", dir)
	}
	var picked []string
	for i := 0; i < len(files); i += step {
		picked = append(picked, files[i])
	}
	fixtures, _ := filepath.Glob("../../fixtures/reference-burstein/*.trf")
	for _, path := range append(picked, fixtures...) {
		tour := proptest.ReadTournament(t, path)
		for r := 1; r <= tour.Rounds; r++ {
			s, err := tour.Before(r)
			if err != nil {
				continue
			}
			f(fmt.Sprintf("%s round %d", filepath.Base(path), r), s)
		}
	}
}

// toPair is the round's players to pair as Steps takes them: the order of
// the pairing without the bye.
func toPair(s *State) ([]*Player, bool) {
	order := s.Ordered()
	if len(order)%2 == 1 {
		bye := byeOf(order)
		if bye == nil {
			return nil, false
		}
		order = without(order, bye)
	}
	return order, true
}

// bracketsByWeights is the making of the brackets of 6.6 by the weighted
// feasibility graph of all the players so far (feasible), as the engine
// made them before the links: the reference for brackets.
func bracketsByWeights(groups [][]*Player) ([][]*Player, bool) {
	var out [][]*Player
	g := 0
	for g < len(groups) {
		out = append(out, append([]*Player(nil), groups[g]...))
		g++
		for g < len(groups) && !feasible(out, groups[g]) {
			out[len(out)-1] = append(out[len(out)-1], groups[g]...)
			g++
		}
	}
	for !feasible(out, nil) {
		if len(out) < 2 {
			return nil, false
		}
		last := len(out) - 1
		out[last-1] = append(out[last-1], out[last]...)
		out = out[:last]
	}
	return out, true
}

// TestLinksMatchWeights checks, on the rounds of the reference corpus,
// with the reading of 6.6 and with paren66: the compatibility table is
// Compatible of every pair; the brackets made link by link are those the
// weighted feasibility graph makes; and a resident may float from a
// bracket (floatable) exactly when the weighted graph of him and the
// brackets below has a pairing.
func TestLinksMatchWeights(t *testing.T) {
	step := 3
	if testing.Short() {
		step = 15
	}
	defer func() { paren66 = false }()
	rounds := 0
	corpusStates(t, step, func(name string, ps *pairing.State) {
		s := NewState(ps)
		order, ok := toPair(s)
		if !ok {
			return
		}
		rounds++
		tab := newTable(order)
		for i := range order {
			for j := i + 1; j < len(order); j++ {
				if tab.compatible(i, j) != Compatible(order[i], order[j]) || tab.compatible(j, i) != tab.compatible(i, j) {
					t.Fatalf("%s: table says %v for %d-%d", name, tab.compatible(i, j), order[i].ID, order[j].ID)
				}
			}
		}
		for _, p66 := range []bool{false, true} {
			paren66 = p66
			groups := scoreGroups(order)
			want, wantOK := bracketsByWeights(groups)
			bounds, ok := tab.brackets(groups)
			var got [][]*Player
			for b := 0; ok && b+1 < len(bounds); b++ {
				got = append(got, order[bounds[b]:bounds[b+1]])
			}
			if ok != wantOK || !sameBrackets(got, want) {
				t.Fatalf("%s (paren66 %v): brackets %v %v, want %v %v", name, p66, ok, bracketIDs(got), wantOK, bracketIDs(want))
			}
			if !ok || len(order) > 160 {
				continue // the weighted check of each floater is slow
			}
			floatable := tab.floatable(bounds)
			for b := 0; b+1 < len(want); b++ {
				for _, y := range want[b] {
					rest := append([][]*Player{{y}}, want[b+1:]...)
					if got, want := slices.Contains(floatable[b], tab.pos[y]), bounds[b+1]%2 == 1 && feasible(rest, nil); got != want {
						t.Fatalf("%s (paren66 %v): %d may float from bracket %d: %v, want %v", name, p66, y.ID, b, got, want)
					}
				}
			}
		}
	})
	t.Logf("%d rounds", rounds)
}

func sameBrackets(a, b [][]*Player) bool {
	return slices.EqualFunc(a, b, func(x, y []*Player) bool { return slices.Equal(x, y) })
}

func bracketIDs(bs [][]*Player) [][]int {
	var out [][]int
	for _, b := range bs {
		out = append(out, ids(b))
	}
	return out
}

// TestQuickMatchesWeighted pairs every round of the reference corpus with
// the regimes of 6.5 (tight.go) and with the weighted solver alone
// (weightedOnly): the steps must be the same.
func TestQuickMatchesWeighted(t *testing.T) {
	step := 1
	if testing.Short() {
		step = 10
	}
	defer func() { weightedOnly = false }()
	rounds := 0
	corpusStates(t, step, func(name string, ps *pairing.State) {
		weightedOnly = false
		quick, err1 := NewState(ps).Steps()
		weightedOnly = true
		weighted, err2 := NewState(ps).Steps()
		if (err1 == nil) != (err2 == nil) || stepsString(quick) != stepsString(weighted) {
			t.Fatalf("%s:\n regimes  %s (%v)\n weighted %s (%v)", name, stepsString(quick), err1, stepsString(weighted), err2)
		}
		rounds++
	})
	t.Logf("%d rounds", rounds)
}

func stepsString(st Steps) string {
	out := ""
	if st.Bye != nil {
		out += fmt.Sprintf("bye %d;", st.Bye.ID)
	}
	for _, b := range st.Brackets {
		out += " ["
		for _, p := range b.Pairs {
			out += fmt.Sprintf(" %d-%d", p[0].ID, p[1].ID)
		}
		if b.Out != nil {
			out += fmt.Sprintf(" F%d", b.Out.ID)
		}
		out += " ]"
	}
	return out
}
