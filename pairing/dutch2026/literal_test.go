package dutch2026

import (
	"slices"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// TestSetsOrder checks 4.4.2: sets of pairable MDPs are "sorted according
// to their smallest differing BSN", the text's example being {1,3} <
// {1,4} < {3,4} (BSNs here are indices, one less).
func TestSetsOrder(t *testing.T) {
	tests := []struct {
		x, y  []int
		first bool
	}{
		{[]int{0, 2}, []int{0, 3}, true},
		{[]int{0, 3}, []int{2, 3}, true},
		{[]int{0, 2}, []int{2, 3}, true},
		{[]int{2, 3}, []int{0, 3}, false},
		{[]int{1, 4}, []int{2, 3}, true}, // 2 differs first, not the sums
		{[]int{0, 2}, []int{0, 2}, false},
		{nil, nil, false},
	}
	for _, tc := range tests {
		if got := smallestDifferingFirst(tc.x, tc.y); got != tc.first {
			t.Errorf("smallestDifferingFirst(%v, %v) = %v, want %v", tc.x, tc.y, got, tc.first)
		}
	}
}

// player makes a bracket player by hand: ID, pairing score (tenths), the
// floats of the last two rounds (two rounds before first) and the rounds
// not played.
func player(id int, score trf.Points, floats [2]dutch.Float, unplayed int) *dutch.Player {
	p := &dutch.Player{Player: pairing.Player{ID: id, Number: id, PairingScore: score, Met: map[int]int{}, Entered: true, Paired: true},
		Floats: floats[:]}
	for range unplayed {
		p.History = append(p.History, pairing.RoundFact{Game: trf.Game{Result: trf.ResultZeroBye}})
	}
	return p
}

var (
	down = dutch.Downfloat
	up   = dutch.Upfloat
	none = dutch.NoFloat
)

func bracket(mdps int, odd bool, byeScore trf.Points, players ...*dutch.Player) *Bracket {
	return &Bracket{Players: players, MDPs: mdps, Odd: odd, ByeScore: byeScore,
		CanGetBye: func(p *dutch.Player) bool { return odd && p.CanGetBye() && p.PairingScore == byeScore }}
}

// TestCriteriaValues checks the value of each float criterion on a
// heterogeneous bracket, from the words of [C14]-[C21], and [C6]-[C8].
func TestCriteriaValues(t *testing.T) {
	// MDPs A (3.0, downfloat last round) and B (3.0, downfloat last
	// round); residents C (upfloat last round), D (downfloat last round),
	// E (downfloat two rounds before), F, all 2.0.
	b := bracket(2, false, 0,
		player(1, 30, [2]dutch.Float{none, down}, 0),
		player(2, 30, [2]dutch.Float{none, down}, 0),
		player(3, 20, [2]dutch.Float{up, up}, 0),
		player(4, 20, [2]dutch.Float{none, down}, 0),
		player(5, 20, [2]dutch.Float{down, none}, 0),
		player(6, 20, [2]dutch.Float{none, none}, 0))
	// G and H (1.0) are the following bracket's residents.
	b.Next = []*dutch.Player{player(7, 10, [2]dutch.Float{}, 0), player(8, 10, [2]dutch.Float{}, 0)}
	b.Rest = b.Next
	// A-C and E-F paired; B (Limbo) and D downfloat.
	c := Candidate{Pairs: [][2]int{{0, 2}, {4, 5}}, Floaters: []int{1, 3}}
	g := NewLiteral(b)
	if !g.Legal(&c) {
		t.Fatal("candidate not legal")
	}
	q := g.Values(&c)
	want := map[Field][]trf.Points{
		fc6:         {2},      // B and D
		fc7:         {30, 20}, // their scores, descending
		fc8Floaters: {0},      // the following bracket pairs B-G and D-H
		fc8Scores:   {},
		fc14:        {1},                     // D: resident downfloater, downfloat last round; B is an MDP
		fc15:        {1},                     // C: MDP opponent, upfloat last round
		fc16:        {0},                     // E two rounds before, but paired
		fc17:        {1},                     // C: upfloat two rounds before
		fc18:        {literalLimbo + 30, 10}, // B in the Limbo above A's difference 1.0
		fc19:        {10},                    // C against A
		fc20:        nil,                     // no MDP with a downfloat two rounds before
		fc21:        {10},                    // C against A
	}
	for f, v := range want {
		if !slices.Equal(q[f], v) {
			t.Errorf("%s = %v, want %v (quality %s)", f, q[f], v, q.String())
		}
	}
	if q[fc9] != nil || q[fc5] != nil {
		t.Errorf("[C5] and [C9] do not apply here: %s", q.String())
	}
}
