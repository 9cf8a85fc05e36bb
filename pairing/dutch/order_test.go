package dutch

import (
	"slices"
	"testing"
)

// The examples of D.1 and D.2 (2026 4.2, 4.3).

func heads(s2 []int, n1 int) [][]int {
	var out [][]int
	Transpositions(s2, n1, func(head, _ []int) { out = append(out, slices.Clone(head)) })
	return out
}

// rng returns from, from+1, ..., to.
func rng(from, to int) []int {
	var out []int
	for i := from; i <= to; i++ {
		out = append(out, i)
	}
	return out
}

// D.1: "in a 11-player homogeneous bracket, it is 6-7-8-9-10, 6-7-8-9-11,
// 6-7-8-10-11, ..., 6-11-10-9-8, 7-6-8-9-10, ..., 11-10-9-8-7 (720
// transpositions)".
//
// The third element of the example does not fit the rule it illustrates:
// sorted by lexicographic value, and with all 720 (= 6!/1!) arrangements
// of five of the six BSNs, 6-7-8-10-9 comes third and 6-7-8-10-11 fourth.
// The example skips 6-7-8-10-9 as if listing sets, not arrangements, but
// then there would be only 6 of them, not 720, and 6-11-10-9-8 and
// 7-6-8-9-10 would not be listed. The rule and the count are followed.
func TestD1Homogeneous(t *testing.T) {
	got := heads(rng(6, 11), 5)
	if len(got) != 720 {
		t.Fatalf("%d transpositions, want 720", len(got))
	}
	want := map[int][]int{
		0:   {6, 7, 8, 9, 10},
		1:   {6, 7, 8, 9, 11},
		2:   {6, 7, 8, 10, 9}, // not in the example (see above)
		3:   {6, 7, 8, 10, 11},
		119: {6, 11, 10, 9, 8},
		120: {7, 6, 8, 9, 10},
		719: {11, 10, 9, 8, 7},
	}
	for i, w := range want {
		if !slices.Equal(got[i], w) {
			t.Errorf("transposition %d is %v, want %v", i+1, got[i], w)
		}
	}
	for i := 1; i < len(got); i++ {
		if slices.Compare(got[i-1], got[i]) >= 0 {
			t.Fatalf("transpositions %d and %d out of lexicographic order: %v, %v", i, i+1, got[i-1], got[i])
		}
	}
}

// D.1: "if the bracket is heterogeneous with two MDPs, it is: 3-4, 3-5,
// 3-6, ..., 3-11, 4-3, 4-5, ..., 11-10 (72 transpositions)".
func TestD1Heterogeneous(t *testing.T) {
	got := heads(rng(3, 11), 2)
	if len(got) != 72 {
		t.Fatalf("%d transpositions, want 72", len(got))
	}
	want := map[int][]int{0: {3, 4}, 1: {3, 5}, 2: {3, 6}, 7: {3, 11}, 8: {4, 3}, 9: {4, 5}, 71: {11, 10}}
	for i, w := range want {
		if !slices.Equal(got[i], w) {
			t.Errorf("transposition %d is %v, want %v", i+1, got[i], w)
		}
	}
}

// position returns the index of an exchange in the D.2 order of the
// 11-player bracket of the examples (S1 = 1-5, S2 = 6-11).
func position(t *testing.T, out, in []int) int {
	t.Helper()
	for i, x := range ResidentExchanges(rng(1, 5), rng(6, 11)) {
		if slices.Equal(x.Out, out) && slices.Equal(x.In, in) {
			return i
		}
	}
	t.Fatalf("exchange %v <-> %v not found", out, in)
	return -1
}

// D.2, in a bracket of eleven players (S1 = 1-5, S2 = 6-11).
func TestD2Examples(t *testing.T) {
	xs := ResidentExchanges(rng(1, 5), rng(6, 11))
	if len(xs) != 461 { // every pair of equal-sized groups: C(11,5) - 1
		t.Errorf("%d exchanges, want 461", len(xs))
	}
	before := []struct {
		rule                 string
		out1, in1, out2, in2 []int
	}{
		// b: exchanging 6 with 4 is better than exchanging 8 with 5.
		{"b", []int{4}, []int{6}, []int{5}, []int{8}},
		// b: exchanging 8+6 with 4+3 is better than 9+8 with 5+4.
		{"b", []int{3, 4}, []int{6, 8}, []int{4, 5}, []int{8, 9}},
		// a: one BSN before two.
		{"a", []int{1}, []int{11}, []int{4, 5}, []int{6, 7}},
		// c: moving 5 from S1 to S2 is better than moving 4 (the
		// difference of b being equal).
		{"c", []int{5}, []int{7}, []int{4}, []int{6}},
		// c: 5-2 is better than 4-3.
		{"c", []int{2, 5}, []int{6, 7}, []int{3, 4}, []int{6, 7}},
		// c: 5-4-1 is better than 5-3-2.
		{"c", []int{1, 4, 5}, []int{6, 7, 8}, []int{2, 3, 5}, []int{6, 7, 8}},
		// d: moving 6 from S2 to S1 is better than moving 7.
		{"d", []int{5}, []int{6}, []int{5}, []int{7}},
		// d: 6-9 is better than 7-8.
		{"d", []int{4, 5}, []int{6, 9}, []int{4, 5}, []int{7, 8}},
		// d: 6-7-10 is better than 6-8-9.
		{"d", []int{3, 4, 5}, []int{6, 7, 10}, []int{3, 4, 5}, []int{6, 8, 9}},
	}
	for _, c := range before {
		p1, p2 := position(t, c.out1, c.in1), position(t, c.out2, c.in2)
		if p1 >= p2 {
			t.Errorf("D.2.%s: %v<->%v is exchange %d, %v<->%v is %d: want the first earlier", c.rule, c.out1, c.in1, p1+1, c.out2, c.in2, p2+1)
		}
	}
	// The first exchanges: by b, then c.
	first := []Exchange{
		{[]int{5}, []int{6}},                       // 1
		{[]int{5}, []int{7}}, {[]int{4}, []int{6}}, // 2
		{[]int{5}, []int{8}}, {[]int{4}, []int{7}}, {[]int{3}, []int{6}}, // 3
	}
	for i, w := range first {
		if !slices.Equal(xs[i].Out, w.Out) || !slices.Equal(xs[i].In, w.In) {
			t.Errorf("exchange %d is %v<->%v, want %v<->%v", i+1, xs[i].Out, xs[i].In, w.Out, w.In)
		}
	}
	for i := 1; i < len(xs); i++ {
		if residentBefore(xs[i], xs[i-1]) {
			t.Fatalf("exchanges %d and %d out of order", i, i+1)
		}
	}
}
