package bruteforce

import (
	"fmt"
	"slices"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// The examples of section D, and the sequence of candidates of whole
// brackets built from them.

func heads(s2 []int, n1 int) [][]int {
	var out [][]int
	transpositions(s2, n1, func(head, _ []int) { out = append(out, slices.Clone(head)) })
	return out
}

func rng(from, to int) []int { return seq(from, to+1) }

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
	for i, x := range residentExchanges(rng(1, 5), rng(6, 11)) {
		if slices.Equal(x.out, out) && slices.Equal(x.in, in) {
			return i
		}
	}
	t.Fatalf("exchange %v <-> %v not found", out, in)
	return -1
}

// D.2, in a bracket of eleven players (S1 = 1-5, S2 = 6-11).
func TestD2Examples(t *testing.T) {
	xs := residentExchanges(rng(1, 5), rng(6, 11))
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
	first := []exchange{
		{[]int{5}, []int{6}},                       // 1
		{[]int{5}, []int{7}}, {[]int{4}, []int{6}}, // 2
		{[]int{5}, []int{8}}, {[]int{4}, []int{7}}, {[]int{3}, []int{6}}, // 3
	}
	for i, w := range first {
		if !slices.Equal(xs[i].out, w.out) || !slices.Equal(xs[i].in, w.in) {
			t.Errorf("exchange %d is %v<->%v, want %v<->%v", i+1, xs[i].out, xs[i].in, w.out, w.in)
		}
	}
	for i := 1; i < len(xs); i++ {
		if residentBefore(xs[i], xs[i-1]) {
			t.Fatalf("exchanges %d and %d out of order", i, i+1)
		}
	}
}

// D.3: the S1 after each MDP-exchange, by the highest different score, then
// the lowest BSNs.
func TestD3Order(t *testing.T) {
	scores := []int{40, 35, 35, 30, 30} // BSN 1-5
	score := func(bsn int) int { return scores[bsn-1] }
	got := mdpExchanges(rng(1, 5), 2, score)
	want := [][]int{{1, 2}, {1, 3}, {1, 4}, {1, 5}, {2, 3}, {2, 4}, {2, 5}, {3, 4}, {3, 5}, {4, 5}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("S1 sequence %v, want %v", got, want)
	}
	// a before b: a lower-scored first MDP loses even with lower BSNs.
	scores = []int{40, 30, 30, 35}
	got = mdpExchanges(rng(1, 4), 1, score)
	if fmt.Sprint(got) != fmt.Sprint([][]int{{1}, {4}, {2}, {3}}) {
		t.Errorf("S1 sequence %v, want [[1] [4] [2] [3]] (D.3.a first)", got)
	}
}

// testBracket builds a bracket of n players without history: everyone may
// meet everyone. The first mdps players score one point more.
func testBracket(n, mdps int) *dutch.Bracket {
	b := &dutch.Bracket{MDPs: mdps}
	for i := range n {
		p := &dutch.Player{Player: pairing.Player{ID: i + 1, Number: i + 1, Met: map[int]int{}}, Seq: i + 1}
		if i < mdps {
			p.Score = 10
		}
		p.PairingScore = p.Score
		b.Players = append(b.Players, p)
	}
	return b
}

type stopped struct{}

// sequence returns the first limit candidates the brute force generates
// for the bracket, as "1-6 2-7 | 11" strings of BSNs.
func sequence(b *dutch.Bracket, limit int) (out []string) {
	e := newEnumerator(b)
	e.visit = func(c *dutch.Candidate, pos int, _ bool) {
		if pos != len(out)+1 {
			panic("positions not consecutive")
		}
		out = append(out, bsnString(c))
		if len(out) == limit {
			panic(stopped{})
		}
	}
	defer func() {
		if r := recover(); r != nil && r != (stopped{}) {
			panic(r)
		}
	}()
	e.run()
	return out
}

func bsnString(c *dutch.Candidate) string {
	s := ""
	for _, p := range c.Pairs {
		s += fmt.Sprintf("%d-%d ", p[0]+1, p[1]+1)
	}
	s += "|"
	for _, f := range c.Floaters {
		s += fmt.Sprintf(" %d", f+1)
	}
	return s
}

// The candidates of an 11-player homogeneous bracket: S1 = 1-5 against the
// 720 transpositions of S2 (D.1), then the first exchange, 5 with 6 (D.2).
func TestSequenceHomogeneous(t *testing.T) {
	got := sequence(testBracket(11, 0), 722)
	want := map[int]string{
		1:   "1-6 2-7 3-8 4-9 5-10 | 11",
		2:   "1-6 2-7 3-8 4-9 5-11 | 10",
		3:   "1-6 2-7 3-8 4-10 5-9 | 11",
		4:   "1-6 2-7 3-8 4-10 5-11 | 9",
		120: "1-6 2-11 3-10 4-9 5-8 | 7",
		121: "1-7 2-6 3-8 4-9 5-10 | 11",
		720: "1-11 2-10 3-9 4-8 5-7 | 6",
		721: "1-5 2-7 3-8 4-9 6-10 | 11", // S1 = 1 2 3 4 6, S2 = 5 7 8 9 10 11
		722: "1-5 2-7 3-8 4-9 6-11 | 10",
	}
	for pos, w := range want {
		if got[pos-1] != w {
			t.Errorf("candidate %d is %q, want %q", pos, got[pos-1], w)
		}
	}
}

// The MDP-Pairings of a heterogeneous bracket with two MDPs and nine
// residents come in D.1's order, each followed by the candidates of its
// remainder (B.7).
func TestSequenceHeterogeneous(t *testing.T) {
	b := testBracket(11, 2)
	var mdpPairings []string
	e := newEnumerator(b)
	e.visit = func(c *dutch.Candidate, _ int, _ bool) {
		mp := fmt.Sprintf("%d-%d", c.Pairs[0][1]+1, c.Pairs[1][1]+1)
		if c.Pairs[0][0] != 0 || c.Pairs[1][0] != 1 {
			t.Fatalf("MDPs not paired: %s", bsnString(c))
		}
		if n := len(mdpPairings); n == 0 || mdpPairings[n-1] != mp {
			mdpPairings = append(mdpPairings, mp)
		}
	}
	e.run()
	if len(mdpPairings) != 72 || mdpPairings[0] != "3-4" || mdpPairings[1] != "3-5" || mdpPairings[8] != "4-3" || mdpPairings[71] != "11-10" {
		t.Errorf("MDP-Pairings (partners of MDPs 1, 2): %d, %v ... %v", len(mdpPairings), mdpPairings[:min(10, len(mdpPairings))], mdpPairings[len(mdpPairings)-1])
	}
	// The remainder of the first MDP-Pairing (1-3, 2-4): 5 6 7 8 9 10 11,
	// S1R = 5 6 7, S2R = 8 9 10 11.
	got := sequence(testBracket(11, 2), 26)
	want := map[int]string{
		1:  "1-3 2-4 5-8 6-9 7-10 | 11",
		2:  "1-3 2-4 5-8 6-9 7-11 | 10",
		24: "1-3 2-4 5-11 6-10 7-9 | 8",
		25: "1-3 2-4 5-7 6-9 8-10 | 11", // exchange 7 with 8
		26: "1-3 2-4 5-7 6-9 8-11 | 10",
	}
	for pos, w := range want {
		if got[pos-1] != w {
			t.Errorf("candidate %d is %q, want %q", pos, got[pos-1], w)
		}
	}
}

// Every candidate is generated once, and the sequence holds every pairing
// the rules allow: in a homogeneous bracket, all pairings with MaxPairs
// pairs; in a heterogeneous one, all those that pair M1 MDPs with residents
// and the rest as much as possible.
func TestSequenceComplete(t *testing.T) {
	for _, c := range []struct{ n, mdps, want int }{
		// Homogeneous: n!/((n-2k)! 2^k k!) pairings of k = n/2 pairs.
		{2, 0, 1}, {3, 0, 3}, {4, 0, 3}, {5, 0, 15}, {6, 0, 15}, {7, 0, 105}, {8, 0, 105}, {9, 0, 945}, {10, 0, 945},
		{3, 1, 2},  // the MDP with either resident, the other floats
		{4, 1, 3},  // the MDP with any of 3 residents, the other two paired
		{5, 2, 6},  // 3*2 MDP-Pairings, the last resident floats
		{6, 2, 12}, // 4*3 MDP-Pairings, the last two residents paired
		{5, 3, 6},  // M1 = 2: 3 choices of S1 (D.3) times 2 transpositions
		{7, 1, 90}, // 6 MDP-Pairings times 15 pairings of 2 pairs among 5
		{8, 3, 60}, // 5*4*3 MDP-Pairings, the last two residents paired
	} {
		b := testBracket(c.n, c.mdps)
		seen := map[string]bool{}
		e := newEnumerator(b)
		e.visit = func(cand *dutch.Candidate, _ int, legal bool) {
			s := bsnString(cand)
			if seen[s] {
				t.Errorf("%d players, %d MDPs: %s generated twice", c.n, c.mdps, s)
			}
			seen[s] = true
			if !legal {
				t.Errorf("%d players, %d MDPs: %s illegal", c.n, c.mdps, s)
			}
		}
		e.run()
		if len(seen) != c.want {
			t.Errorf("%d players, %d MDPs: %d candidates, want %d", c.n, c.mdps, len(seen), c.want)
		}
	}
}

// The earliest of equally good candidates wins (B.8): in a bracket without
// history every candidate is perfect, so the first is chosen.
func TestFirstOfEquals(t *testing.T) {
	b := testBracket(8, 0)
	c := Solve(b)
	if bsnString(&c) != "1-5 2-6 3-7 4-8 |" || c.Generated != 1 {
		t.Errorf("chose %q (candidate %d), want 1-5 2-6 3-7 4-8, the first", bsnString(&c), c.Generated)
	}
	// Forbid 1-5: the next transposition, 1-5 2-6 3-8 4-7, is also out;
	// the first legal one is 1-6 2-5 3-7 4-8 (candidate 7).
	b.Players[0].Met[5], b.Players[4].Met[1] = 0, 0
	c = Solve(b)
	if bsnString(&c) != "1-6 2-5 3-7 4-8 |" || c.Generated != 7 {
		t.Errorf("chose %q (candidate %d), want 1-6 2-5 3-7 4-8 (candidate 7)", bsnString(&c), c.Generated)
	}
}

// MaxPairs (B.1.b) counts only legal pairs: with 1 unable to meet anybody,
// S1 holds one player fewer, and 1 floats.
func TestMaxPairsLegal(t *testing.T) {
	b := testBracket(6, 0)
	for _, p := range b.Players[1:] {
		b.Players[0].Met[p.ID], p.Met[1] = 0, 0
	}
	c := Solve(b)
	// N1 = 2: S1 = 1 2, S2 = 3 4 5 6. Every candidate with 1 in S1 is
	// illegal. The exchanges 2<->3 (D.2.b: difference 1) and 2<->4
	// (difference 2, D.2.c: 2 before 1) keep 1 in S1; then 1<->3 gives
	// S1 = 2 3, S2 = 1 4 5 6, whose first legal transposition is 4-5.
	// Every candidate with two pairs is equally good here.
	if bsnString(&c) != "2-4 3-5 | 1 6" {
		t.Errorf("chose %q (candidate %d), want 2-4 3-5 | 1 6", bsnString(&c), c.Generated)
	}
}
