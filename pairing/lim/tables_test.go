package lim

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The exchange tables of 4.2 and 4.3 as the text prints them, flattened
// into one line each, and as Reading 7 reconstructs them: three rows (the
// boards) of five columns (the proposed pairing and four exchanges).
const (
	table42 = "1 v 4 1 v 5 1 v 6 1 v 3 1 v 2 2 v 5 2 v 4 2 v 4 2 v 5 3 v 5 3 v 6 3 v 6 3 v 5 4 v 6 4 v 6"
	table43 = "1 v 6 1 v 6 1 v 6 1 v 3 1 v 2 2 v 4 2 v 5 2 v 3 2 v 6 3 v 5 3 v 5 3 v 4 4 v 5 4 v 5 4 v 6"
)

// columns reads a flattened table row by row: pairing j of row i is the
// (5i+j)th of the line.
func columns(line string) [5][3]string {
	f := strings.Fields(line)
	var out [5][3]string
	for k := range 15 {
		row, col := k/5, k%5
		out[col][row] = f[3*k] + "-" + f[3*k+2]
	}
	return out
}

// sixGroup is a six-player score group without colours (round two's
// colours are irrelevant: nobody is due a colour), whose players have met
// the pairs given, in a non-last round.
func sixGroup(t *testing.T, met [][2]int) *arrangement {
	t.Helper()
	return sixGroupN(6, met)
}

// sixGroupN is sixGroup with n players.
func sixGroupN(n int, met [][2]int) *arrangement {
	s := &State{Median: 0}
	var ps []*Player
	for i := 1; i <= n; i++ {
		ps = append(ps, &Player{Player: newBare(i), CanWhite: true, CanBlack: true})
	}
	for _, m := range met {
		ps[m[0]-1].Met[m[1]] = 1
		ps[m[1]-1].Met[m[0]] = 1
	}
	s.State = bareState(9)
	return newArrangement(s, true, nil, ps)
}

// TestExchangeTables: the engine's order of exchanges (Reading 7) gives
// every column of the reconstructed 4.2 and 4.3 tables in turn, each when
// the pairings of the columns before it fail; and the flattened lines,
// read as rows of five, give the columns the text's prose names (4.2:
// "1 v 5, 2 v 4, 3 v 6" second; 4.3: #1 keeps #6 first).
func TestExchangeTables(t *testing.T) {
	t42, t43 := columns(table42), columns(table43)
	if t42[1] != [3]string{"1-5", "2-4", "3-6"} || t43[0] != [3]string{"1-6", "2-4", "3-5"} {
		t.Fatalf("reconstruction: %v %v", t42, t43)
	}
	// 4.2: each column is the first compatible one when #1's earlier
	// opponents in the table are barred.
	for c := range 5 {
		var met [][2]int
		for _, prev := range t42[:c] {
			met = append(met, pairOf(prev[0]))
		}
		checkFirst(t, "4.2", c, met, t42[c])
	}
	// 4.3: #1 has met 4 and 5 (so he holds #6); #2 then loses his
	// opponents of the columns before, in turn.
	for c := range 5 {
		met := [][2]int{{1, 4}, {1, 5}}
		for _, prev := range t43[:c] {
			for _, p := range prev {
				if q := pairOf(p); q[0] == 2 || q[1] == 2 {
					met = append(met, q)
				}
			}
		}
		checkFirst(t, "4.3", c, met, t43[c])
	}
}

func pairOf(s string) [2]int {
	var a, b int
	fmt.Sscanf(s, "%d-%d", &a, &b)
	return [2]int{a, b}
}

func checkFirst(t *testing.T, table string, c int, met [][2]int, want [3]string) {
	t.Helper()
	a := sixGroup(t, met)
	a.budget = searchBudget
	pairs := a.pair(6)
	var got []string
	for _, pq := range pairs {
		x, y := a.members[pq[0]].Number, a.members[pq[1]].Number
		got = append(got, fmt.Sprintf("%d-%d", min(x, y), max(x, y)))
	}
	slices.Sort(got)
	w := want[:]
	slices.Sort(w)
	if !slices.Equal(got, w) {
		t.Errorf("%s column %d (met %v): got %v, want %v", table, c+1, met, got, w)
	}
}

// reference is the order of 4.2 and 4.3 written plainly from the
// reconstructed tables, without the engine's pruning: the first of the
// remaining players takes the bottom half from his proposed opponent
// down, then the top half upwards; the others are paired again by 2.4;
// when they cannot be, he takes his next opponent.
func reference(remaining []int, ok func(a, b int) bool) ([][2]int, bool) {
	if len(remaining) == 0 {
		return nil, true
	}
	p, m := remaining[0], len(remaining)/2
	order := slices.Clone(remaining[m:])
	for i := m - 1; i >= 1; i-- {
		order = append(order, remaining[i])
	}
	for _, q := range order {
		if !ok(p, q) {
			continue
		}
		rest := slices.DeleteFunc(slices.Clone(remaining[1:]), func(x int) bool { return x == q })
		if pairs, done := reference(rest, ok); done {
			return append([][2]int{{p, q}}, pairs...), true
		}
	}
	return nil, false
}

// TestReferenceOrder: on random groups of 2 to 12 players without due
// colours and with random earlier meetings, the engine pairs exactly as
// the plain reference, and finds no pairing exactly when it finds none.
func TestReferenceOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	runs := 3000
	if *fullTables {
		runs = 20000
	}
	for run := range runs {
		n := 2 * (1 + rng.IntN(6))
		var met [][2]int
		for i := 1; i <= n; i++ {
			for j := i + 1; j <= n; j++ {
				if rng.IntN(3) == 0 {
					met = append(met, [2]int{i, j})
				}
			}
		}
		a := sixGroupN(n, met)
		engine, ok := a.solve()
		ref, refOK := reference(seq(n), func(x, y int) bool { return a.compat[x-1][y-1] })
		if ok != refOK {
			t.Fatalf("run %d (%d players, met %v): engine %v, reference %v", run, n, met, ok, refOK)
		}
		for i := range ref {
			if [2]int{engine[i][0] + 1, engine[i][1] + 1} != ref[i] {
				t.Fatalf("run %d (%d players, met %v): engine %v, reference %v", run, n, met, engine, ref)
			}
		}
	}
}

var fullTables = flag.Bool("full-tables", false, "compare the exchange order with the reference on 20,000 groups")

func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i + 1
	}
	return out
}

// allPairings lists every complete pairing of the players in the order
// of the reconstructed tables (reference without stopping at the first).
func allPairings(remaining []int, ok func(a, b int) bool, visit func([][2]int)) {
	var walk func(rem []int, acc [][2]int)
	walk = func(rem []int, acc [][2]int) {
		if len(rem) == 0 {
			visit(acc)
			return
		}
		p, m := rem[0], len(rem)/2
		order := slices.Clone(rem[m:])
		for i := m - 1; i >= 1; i-- {
			order = append(order, rem[i])
		}
		for _, q := range order {
			if ok(p, q) {
				rest := slices.DeleteFunc(slices.Clone(rem[1:]), func(x int) bool { return x == q })
				walk(rest, append(slices.Clone(acc), [2]int{p, q}))
			}
		}
	}
	walk(remaining, nil)
}

// randomGroup is a group of n players (sixGroupN) of whom each two have
// met with a chance of one in meetOneIn, each due White, Black or no
// colour at random; met lists the pairs who have met.
func randomGroup(rng *rand.Rand, n, meetOneIn int) (a *arrangement, met [][2]int) {
	for i := 1; i <= n; i++ {
		for j := i + 1; j <= n; j++ {
			if rng.IntN(meetOneIn) == 0 {
				met = append(met, [2]int{i, j})
			}
		}
	}
	a = sixGroupN(n, met)
	for _, p := range a.members {
		p.Due = colourOf(rune("WB-"[rng.IntN(3)]))
	}
	return a, met
}

// TestReferenceColours: on random groups of 2 to 10 players with random
// due colours (White, Black or none) and earlier meetings, the engine's
// pairing is the first in the tables' order of those with the fewest
// pairs due the same colour (Reading 13), found by listing them all.
func TestReferenceColours(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	runs := 2000
	if *fullTables {
		runs = 10000
	}
	for run := range runs {
		n := 2 * (1 + rng.IntN(5))
		a, met := randomGroup(rng, n, 4)
		engine, ok := a.solve()
		var best [][2]int
		fewest := n
		allPairings(seq(n), func(x, y int) bool { return a.compat[x-1][y-1] }, func(ps [][2]int) {
			c := 0
			for _, pq := range ps {
				if conflict(a.members[pq[0]-1], a.members[pq[1]-1]) {
					c++
				}
			}
			if c < fewest {
				fewest, best = c, ps
			}
		})
		if ok != (best != nil) {
			t.Fatalf("run %d: engine %v, reference %v", run, ok, best != nil)
		}
		for i := range best {
			if [2]int{engine[i][0] + 1, engine[i][1] + 1} != best[i] {
				t.Fatalf("run %d (%d players, met %v): engine %v, reference %v", run, n, met, engine, best)
			}
		}
	}
}
