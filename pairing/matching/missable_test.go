package matching

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestMissable compares Missable with its definition: v is missable when
// the graph without v has a matching as large as the graph's. Small
// graphs against the exhaustive maximum, larger ones against
// MaxCardinality of the graph without v; dense and sparse, odd and even.
func TestMissable(t *testing.T) {
	count := 20000
	if testing.Short() {
		count = 2000
	}
	if *long {
		count = 200000
	}
	r := rand.New(rand.NewPCG(21, 1))
	for i := 0; i < count; i++ {
		n := r.IntN(13)
		if i%10 == 0 {
			n = 13 + r.IntN(50)
		}
		a := randomAdj(r, n, r.Float64())
		adj := func(u, v int) bool { return a[u][v] }
		mate, missable := Missable(n, adj)
		size := checkCardMatching(t, a, mate)
		if want := len(MaxCardinality(n, adj)) - countExposed(MaxCardinality(n, adj)); size*2 != want {
			t.Fatalf("graph %d: size %d, want %d", i, size, want/2)
		}
		for v := 0; v < n; v++ {
			without := func(x, y int) bool { return x != v && y != v && a[x][y] }
			var rest int
			if n <= 12 {
				rest = bruteMaxCard(n, without)
			} else {
				m := MaxCardinality(n, without)
				rest = (n - countExposed(m)) / 2
			}
			if want := rest == size; missable[v] != want {
				t.Fatalf("graph %d (n %d): missable[%d] = %v, want %v; %v", i, n, v, missable[v], want, a)
			}
		}
	}
}

func countExposed(mate []int) int {
	k := 0
	for _, m := range mate {
		if m < 0 {
			k++
		}
	}
	return k
}

// ExampleMissable: a path a-b-c has a matching of one pair, which leaves
// either end exposed but never the middle.
func ExampleMissable() {
	path := func(u, v int) bool { return v == u+1 }
	_, missable := Missable(3, path)
	fmt.Println(missable)
	// Output: [true false true]
}

// TestAugmentedRows completes random partial matchings (greedy, then some
// pairs undone) and compares the size with MaxCardinality's.
func TestAugmentedRows(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 2))
	for i := 0; i < 3000; i++ {
		n := r.IntN(40)
		a := randomAdj(r, n, r.Float64())
		adj := func(u, v int) bool { return a[u][v] }
		mate := make([]int, n)
		for v := range mate {
			mate[v] = -1
		}
		for u := 0; u < n; u++ {
			for v := u + 1; v < n && mate[u] < 0; v++ {
				if a[u][v] && mate[v] < 0 && r.IntN(3) > 0 {
					mate[u], mate[v] = v, u
				}
			}
		}
		words := (n + 63) / 64
		rows := make([]uint64, n*words)
		for u := 0; u < n; u++ {
			for v := 0; v < n; v++ {
				if a[u][v] {
					rows[u*words+v/64] |= 1 << (v % 64)
				}
			}
		}
		got := checkCardMatching(t, a, AugmentedRows(n, words, rows, mate))
		if want := (n - countExposed(MaxCardinality(n, adj))) / 2; got != want {
			t.Fatalf("graph %d: size %d, want %d", i, got, want)
		}
	}
}
