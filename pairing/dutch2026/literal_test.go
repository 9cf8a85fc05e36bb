package dutch2026

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
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

// nextByPairings is [C8]'s following bracket (judge.next) found the
// plainest way: every pairing of the following bracket's players, the
// most pairs first, and of those that leave the players below a complete
// round ([C4]) the lowest scores of the players left. TestNextByPairings
// checks judge.next against it.
func (j *judge) nextByPairings(floaters uint64) nextResult {
	mdps := members(floaters)
	var players []*dutch.Player
	for _, f := range mdps {
		players = append(players, j.b.Players[f])
	}
	players = append(players, j.b.Next...)
	below := j.b.Rest[len(j.b.Next):]
	ok := make([][]bool, len(players))
	for i := range players {
		ok[i] = make([]bool, len(players))
		for k := range players {
			ok[i][k] = i != k && !(i < len(mdps) && k < len(mdps)) && dutch.Compatible(players[i], players[k])
		}
	}
	v := nextResult{floaters: len(players) + 1}
	done := map[uint64]bool{} // [C4] by the players left unpaired
	for k := len(players) / 2; k >= 0; k-- {
		found := false
		dutch.ForEachPairing(seq(len(players)), k, ok, func(_ [][2]int, unpaired []int) {
			left := slices.Clone(below)
			s := make([]trf.Points, len(unpaired))
			for i, u := range unpaired {
				left = append(left, players[u])
				s[i] = players[u].PairingScore
			}
			c, seen := done[mask(unpaired)]
			if !seen {
				c = j.completes(left, len(below) == 0)
				done[mask(unpaired)] = c
			}
			if !c {
				return
			}
			if s = descending(s); !found || slices.Compare(s, v.scores) < 0 {
				found, v = true, nextResult{floaters: len(unpaired), scores: s}
			}
		})
		if found {
			break
		}
	}
	return v
}

// TestNextByPairings compares judge.next, which tries the sets of players
// the following bracket could leave unpaired, with nextByPairings, which
// tries its every pairing, for each set of up to two downfloaters of
// every bracket of the fixtures and of 30 files of the 2026 reference
// corpus whose following bracket has then at most 10 players.
func TestNextByPairings(t *testing.T) {
	files, _ := filepath.Glob(fixtures + "/*.trf")
	if testing.Short() {
		files = files[:2]
	} else if more, _ := filepath.Glob(filepath.Join(sharedDir(), "corpus", "rtg-bbp-2026", "*.trf")); len(more) > 30 {
		files = append(files, more[:30]...)
	}
	sets := 0
	for _, path := range files {
		tour := proptest.ReadTournament(t, path)
		for r := 1; r <= tour.Rounds; r++ {
			s, err := tour.Before(r)
			if err != nil {
				t.Fatal(err)
			}
			_, steps, err := PairSteps(s)
			if err != nil {
				continue
			}
			for i, st := range steps {
				b := st.Bracket
				if len(b.Next) == 0 || len(b.Players) > 16 {
					continue
				}
				j := newJudge(b)
				for u := 0; u <= 2 && len(b.Next)+u <= 10; u++ {
					for _, f := range dutch.Subsets(seq(len(b.Players)), u) {
						sets++
						got, want := j.next(mask(f)), j.nextByPairings(mask(f))
						if got.floaters != want.floaters || !slices.Equal(got.scores, want.scores) {
							t.Errorf("%s round %d bracket %d, downfloaters %v: next %+v, by pairings %+v", filepath.Base(path), r, i+1, f, got, want)
						}
					}
				}
			}
		}
	}
	t.Logf("%d files, %d sets of downfloaters compared", len(files), sets)
}
