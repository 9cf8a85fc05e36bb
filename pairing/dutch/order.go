package dutch

import (
	"slices"
	"sort"
)

// This file holds the orders of the candidates that both editions share
// (2017 D.1, D.2; 2026 4.2, 4.3), for the literal walks of the rules'
// sequence, and the enumeration of partial pairings behind them. The
// functions work on any numbers: the walks give them bracket indices (BSN
// minus one), the tests give them BSNs; both orders are the same.

// Transpositions calls visit with every transposition of S2 (D.1) in the
// rules' order: sorted by the lexicographic value of their first n1
// elements. Transpositions that agree on the first n1 elements give the
// same candidate, so each such head is visited once, with the elements of
// S2 it leaves out (in S2's order): they are bound to the remainder in a
// heterogeneous bracket, to float in a homogeneous one. s2 must be in
// ascending (BSN) order.
func Transpositions(s2 []int, n1 int, visit func(head, rest []int)) {
	used := make([]bool, len(s2))
	head := make([]int, 0, n1)
	var rec func()
	rec = func() {
		if len(head) == n1 {
			var rest []int
			for i, x := range s2 {
				if !used[i] {
					rest = append(rest, x)
				}
			}
			visit(head, rest)
			return
		}
		for i, x := range s2 { // smallest BSN first: lexicographic order
			if used[i] {
				continue
			}
			used[i] = true
			head = append(head, x)
			rec()
			head = head[:len(head)-1]
			used[i] = false
		}
	}
	if n1 <= len(s2) {
		rec()
	}
}

// Exchange is a swap between the original S1 and S2 (D.2), or between the
// original S1 and the Limbo (D.3): out moves from S1, in moves into S1.
// The zero exchange swaps nobody.
type Exchange struct {
	Out, In []int // ascending
}

// Apply returns the subgroups after the exchange, each in BSN order (B.6:
// "reordering the newly formed S1 and S2 according to A.2").
func (x Exchange) Apply(s1, s2 []int) (newS1, newS2 []int) {
	newS1 = append(remove(s1, x.Out), x.In...)
	newS2 = append(remove(s2, x.In), x.Out...)
	slices.Sort(newS1)
	slices.Sort(newS2)
	return newS1, newS2
}

// ResidentExchanges returns every exchange between the original S1 and S2
// of a homogeneous bracket or remainder (D.2) in the rules' order. The
// exchange of nobody is not included: it comes before all of them.
func ResidentExchanges(s1, s2 []int) []Exchange {
	var out []Exchange
	for k := 1; k <= min(len(s1), len(s2)); k++ {
		for _, a := range Subsets(s1, k) {
			for _, b := range Subsets(s2, k) {
				out = append(out, Exchange{Out: a, In: b})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return residentBefore(out[i], out[j]) })
	return out
}

// residentBefore reports whether exchange x has priority over y by D.2.
func residentBefore(x, y Exchange) bool {
	// a: the smallest number of exchanged BSNs.
	if len(x.Out) != len(y.Out) {
		return len(x.Out) < len(y.Out)
	}
	// b: the smallest difference between the sum of the BSNs moved from
	// S2 to S1 and the sum of the BSNs moved from S1 to S2.
	if dx, dy := sum(x.In)-sum(x.Out), sum(y.In)-sum(y.Out); dx != dy {
		return dx < dy
	}
	// c: the highest different BSN among those moved from S1 to S2.
	// Comparing the two sets from their highest element down, the first
	// difference is the highest BSN in one set and not the other.
	ox, oy := descending(x.Out), descending(y.Out)
	for i := range ox {
		if ox[i] != oy[i] {
			return ox[i] > oy[i]
		}
	}
	// d: the lowest different BSN among those moved from S2 to S1.
	for i := range x.In {
		if x.In[i] != y.In[i] {
			return x.In[i] < y.In[i]
		}
	}
	return false
}

// Subsets returns the k-element subsets of xs, each in the order of xs.
func Subsets(xs []int, k int) [][]int {
	var out [][]int
	cur := make([]int, 0, k)
	var rec func(from int)
	rec = func(from int) {
		if len(cur) == k {
			out = append(out, slices.Clone(cur))
			return
		}
		for i := from; i <= len(xs)-(k-len(cur)); i++ {
			cur = append(cur, xs[i])
			rec(i + 1)
			cur = cur[:len(cur)-1]
		}
	}
	rec(0)
	return out
}

func sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}

func descending(xs []int) []int {
	out := slices.Clone(xs)
	slices.Sort(out)
	slices.Reverse(out)
	return out
}

// ForEachPairing calls visit with every set of exactly k disjoint pairs
// among players for which ok holds, and the players left unpaired.
func ForEachPairing(players []int, k int, ok [][]bool, visit func(pairs [][2]int, unpaired []int)) {
	used := make([]bool, len(players))
	var pairs [][2]int
	var unpaired []int
	var rec func(i, left int)
	rec = func(i, left int) {
		for i < len(players) && used[i] {
			i++
		}
		free := 0
		for j := i; j < len(players); j++ {
			if !used[j] {
				free++
			}
		}
		if left == 0 {
			n := len(unpaired)
			for j := i; j < len(players); j++ {
				if !used[j] {
					unpaired = append(unpaired, players[j])
				}
			}
			visit(pairs, unpaired)
			unpaired = unpaired[:n]
			return
		}
		if free < 2*left {
			return
		}
		p := players[i]
		used[i] = true
		for j := i + 1; j < len(players); j++ {
			if used[j] || !ok[p][players[j]] {
				continue
			}
			used[j] = true
			pairs = append(pairs, [2]int{p, players[j]})
			rec(i+1, left-1)
			pairs = pairs[:len(pairs)-1]
			used[j] = false
		}
		if free-1 >= 2*left { // p unpaired
			unpaired = append(unpaired, p)
			rec(i+1, left)
			unpaired = unpaired[:len(unpaired)-1]
		}
		used[i] = false
	}
	rec(0, k)
}

// remove returns a copy of xs without the elements of ys.
func remove(xs, ys []int) []int {
	return slices.DeleteFunc(slices.Clone(xs), func(x int) bool { return slices.Contains(ys, x) })
}
