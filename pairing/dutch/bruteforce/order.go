package bruteforce

import (
	"slices"
	"sort"
)

// This file holds the orders of section D. The functions work on any
// numbers: the solver gives them bracket indices (BSN minus one), the tests
// give them BSNs; both orders are the same.

// transpositions calls visit with every transposition of S2 (D.1) in the
// rules' order: sorted by the lexicographic value of their first n1
// elements. Transpositions that agree on the first n1 elements give the
// same candidate, so each such head is visited once, with the elements of
// S2 it leaves out (in S2's order): they are bound to the remainder in a
// heterogeneous bracket, to float in a homogeneous one. s2 must be in
// ascending (BSN) order.
func transpositions(s2 []int, n1 int, visit func(head, rest []int)) {
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

// exchange is a swap between the original S1 and S2 (D.2), or between the
// original S1 and the Limbo (D.3): out moves from S1, in moves into S1.
// The zero exchange swaps nobody.
type exchange struct {
	out, in []int // ascending
}

// apply returns the subgroups after the exchange, each in BSN order (B.6:
// "reordering the newly formed S1 and S2 according to A.2").
func (x exchange) apply(s1, s2 []int) (newS1, newS2 []int) {
	newS1 = append(without(s1, x.out), x.in...)
	newS2 = append(without(s2, x.in), x.out...)
	slices.Sort(newS1)
	slices.Sort(newS2)
	return newS1, newS2
}

// residentExchanges returns every exchange between the original S1 and S2
// of a homogeneous bracket or remainder (D.2) in the rules' order. The
// exchange of nobody is not included: it comes before all of them.
func residentExchanges(s1, s2 []int) []exchange {
	var out []exchange
	for k := 1; k <= min(len(s1), len(s2)); k++ {
		for _, a := range subsets(s1, k) {
			for _, b := range subsets(s2, k) {
				out = append(out, exchange{out: a, in: b})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return residentBefore(out[i], out[j]) })
	return out
}

// residentBefore reports whether exchange x has priority over y by D.2.
func residentBefore(x, y exchange) bool {
	// a: the smallest number of exchanged BSNs.
	if len(x.out) != len(y.out) {
		return len(x.out) < len(y.out)
	}
	// b: the smallest difference between the sum of the BSNs moved from
	// S2 to S1 and the sum of the BSNs moved from S1 to S2.
	if dx, dy := sum(x.in)-sum(x.out), sum(y.in)-sum(y.out); dx != dy {
		return dx < dy
	}
	// c: the highest different BSN among those moved from S1 to S2.
	// Comparing the two sets from their highest element down, the first
	// difference is the highest BSN in one set and not the other.
	ox, oy := descending(x.out), descending(y.out)
	for i := range ox {
		if ox[i] != oy[i] {
			return ox[i] > oy[i]
		}
	}
	// d: the lowest different BSN among those moved from S2 to S1.
	for i := range x.in {
		if x.in[i] != y.in[i] {
			return x.in[i] < y.in[i]
		}
	}
	return false
}

// mdpExchanges returns the compositions of S1 in a heterogeneous bracket
// (D.3): first the original S1, the first m1 MDPs, then the S1 formed by
// each MDP-exchange between the original S1 and the Limbo, in the rules'
// order. Every set of m1 MDPs is the S1 of exactly one exchange (swap the
// MDPs that leave S1 with those that enter it), so the exchanges are listed
// by the S1 they yield, as D.3 sorts them. mdps must be in BSN order, so
// that their scores (score) do not increase.
func mdpExchanges(mdps []int, m1 int, score func(int) int) [][]int {
	original := mdps[:m1]
	var others [][]int
	for _, s1 := range subsets(mdps, m1) {
		if !slices.Equal(s1, original) {
			others = append(others, s1)
		}
	}
	sort.SliceStable(others, func(i, j int) bool { return mdpBefore(others[i], others[j], score) })
	return append([][]int{original}, others...)
}

// mdpBefore reports whether the S1 x has priority over the S1 y by D.3.
// Both are in BSN order, hence in non-increasing score order.
func mdpBefore(x, y []int, score func(int) int) bool {
	// a: the highest different score among the players of S1.
	for i := range x {
		if sx, sy := score(x[i]), score(y[i]); sx != sy {
			return sx > sy
		}
	}
	// b: the lowest lexicographic value of the BSNs, sorted ascending.
	for i := range x {
		if x[i] != y[i] {
			return x[i] < y[i]
		}
	}
	return false
}

// subsets returns the k-element subsets of xs, each in the order of xs.
func subsets(xs []int, k int) [][]int {
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
