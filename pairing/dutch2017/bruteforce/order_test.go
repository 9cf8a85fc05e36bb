package bruteforce

import (
	"fmt"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
)

// The sequence of candidates of whole brackets (B.6, B.7 with D.1-D.3).

// testBracket builds a bracket of n players without history: everyone may
// meet everyone. The first mdps players score one point more.
func testBracket(n, mdps int) *dutch2017.Bracket {
	b := &dutch2017.Bracket{MDPs: mdps}
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

// sequence returns the first limit candidates the brute force generates
// for the bracket, as "1-6 2-7 | 11" strings of BSNs.
func sequence(b *dutch2017.Bracket, limit int) (out []string) {
	dutch2017.Walk(b, func(c *dutch2017.Candidate, pos int, _ bool) bool {
		if pos != len(out)+1 {
			panic("positions not consecutive")
		}
		out = append(out, bsnString(c))
		return len(out) < limit
	})
	return out
}

func bsnString(c *dutch2017.Candidate) string {
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
	dutch2017.Walk(b, func(c *dutch2017.Candidate, _ int, _ bool) bool {
		mp := fmt.Sprintf("%d-%d", c.Pairs[0][1]+1, c.Pairs[1][1]+1)
		if c.Pairs[0][0] != 0 || c.Pairs[1][0] != 1 {
			t.Fatalf("MDPs not paired: %s", bsnString(c))
		}
		if n := len(mdpPairings); n == 0 || mdpPairings[n-1] != mp {
			mdpPairings = append(mdpPairings, mp)
		}
		return true
	})
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
		dutch2017.Walk(b, func(cand *dutch2017.Candidate, _ int, legal bool) bool {
			s := bsnString(cand)
			if seen[s] {
				t.Errorf("%d players, %d MDPs: %s generated twice", c.n, c.mdps, s)
			}
			seen[s] = true
			if !legal {
				t.Errorf("%d players, %d MDPs: %s illegal", c.n, c.mdps, s)
			}
			return true
		})
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
