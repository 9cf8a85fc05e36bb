package bruteforce

import (
	"slices"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/burstein"
	"github.com/swisscheck/swisscheck/trf"
)

// player makes a player by hand: ID (also his number in the initial
// list), SG score, SB, Buchholz and due colour.
func player(id int, group trf.Points, sb, bh int64, due trf.Colour) *burstein.Player {
	return &burstein.Player{
		Player: &pairing.Player{ID: id, Number: id, Met: map[int]int{}, Paired: true, Entered: true},
		Group:  group, SB: sb, Buchholz: bh, Due: due, Seq: id,
	}
}

const (
	w = trf.White
	b = trf.Black
)

// TestRule65Example is the example of 6.5: "Suppose, for example, that the
// due colour of players 2, 4 and 5 is white, and that of the others is
// black; then the valid combination is No. (4) in rule 6.2 or No. (2) in
// rule 6.4."
func TestRule65Example(t *testing.T) {
	dues := []trf.Colour{b, w, b, w, w, b}
	var six []*burstein.Player
	for i, d := range dues {
		six = append(six, player(i+1, 10, int64(100-i), 0, d))
	}
	s := &search{brackets: [][]*burstein.Player{six}, memo: map[memoKey]bool{}}
	if got, want := chartString(s.pair(0, nil).Chosen), chart62[4-1]; got != want {
		t.Errorf("6.2: chose %q, want No. (4) %q", got, want)
	}
	// Five players; the floater goes to a player below who may meet
	// anyone.
	below := player(9, 0, 0, 0, trf.NoColour)
	s = &search{brackets: [][]*burstein.Player{six[:5], {below}}, memo: map[memoKey]bool{}}
	if got, want := chartString(s.pair(0, nil).Chosen), chart64[2-1]; got != want {
		t.Errorf("6.4: chose %q, want No. (2) %q", got, want)
	}
}

// TestValidityAndLookAhead: 3.1 drops the combinations with a rematch, 6.3
// a float of the floater received, and 6.6 those whose floater cannot be
// paired below.
func TestValidityAndLookAhead(t *testing.T) {
	var five []*burstein.Player
	for i := range 5 {
		five = append(five, player(i+1, 10, int64(100-i), 0, trf.NoColour))
	}
	meet := func(x, y *burstein.Player) { x.Met[y.ID], y.Met[x.ID] = 1, 1 }
	meet(five[0], five[4]) // 1 has played 5: rows 1-3 go
	below := player(9, 0, 0, 0, trf.NoColour)
	meet(below, five[2]) // 3 cannot float to 9: row 4 goes
	s := &search{brackets: [][]*burstein.Player{five, {below}}, memo: map[memoKey]bool{}}
	br := s.pair(0, nil)
	if got, want := chartString(br.Chosen), chart64[5-1]; got != want {
		t.Errorf("chose %q, want row 5 %q", got, want)
	}
	if br.Valid != 15-5 { // rows 1-3 (1*5), 4 and 12 (3*F)
		t.Errorf("%d valid combinations, want 10", br.Valid)
	}
	// 5 is a floater received (6.3): "5*F" is not valid.
	s = &search{brackets: [][]*burstein.Player{five[:4], {below}}, memo: map[memoKey]bool{}}
	br = s.pair(0, five[4])
	if br.Out == five[4] {
		t.Errorf("the floater received floats again: %s", chartString(br.Chosen))
	}
}

// TestArrangeReading3 is docs/burstein.md reading 3's case (rtg-bbp-burstein
// n0036_p11_r7 round 2): floater 8 against 10, 6, 7 of 0 points; 8 is above
// 10 by rating, below 6 and 7 (0 x Buchholz ties, the rating decides), and
// 10 is above 6 and 7 (Buchholz). Merging the listing 10, 6, 7, 8 gives
// 10, 6, 7, 8, as bbpPairings lists it.
func TestArrangeReading3(t *testing.T) {
	p10, p6, p7 := player(10, 0, 0, 20, w), player(6, 0, 0, 10, w), player(7, 0, 0, 10, w)
	p8 := player(8, 10, 0, 0, w) // 0 x Buchholz ties: the rating decides
	if got := ids(arrange([]*burstein.Player{p10, p6, p7}, p8)); !slices.Equal(got, []int{10, 6, 7, 8}) {
		t.Errorf("arranged %v, want [10 6 7 8]", got)
	}
}

// TestBye is 4.1-4.3: the lowest SG, the lowest SB, then Buchholz; a
// player who already received a point without playing is passed over.
func TestBye(t *testing.T) {
	a, c := player(1, 10, 50, 20, w), player(2, 0, 30, 20, w)
	d, e := player(3, 0, 20, 25, w), player(4, 0, 20, 15, w)
	tests := []struct {
		name    string
		players []*burstein.Player
		barred  []*burstein.Player
		want    int
	}{
		{"lowest SB of the lowest SG", []*burstein.Player{a, c, d}, nil, 3},
		{"then the lowest Buchholz", []*burstein.Player{a, c, d, e}, nil, 4},
		{"4.1", []*burstein.Player{a, c, d, e}, []*burstein.Player{e}, 3},
		{"4.1 to the SG above", []*burstein.Player{a, c, d, e}, []*burstein.Player{c, d, e}, 1},
		{"nobody", []*burstein.Player{a}, []*burstein.Player{a}, 0},
	}
	for _, tc := range tests {
		for _, p := range tc.players {
			p.Barred = slices.Contains(tc.barred, p)
		}
		if got := id(bye(tc.players)); got != tc.want {
			t.Errorf("%s: bye to %d, want %d", tc.name, got, tc.want)
		}
	}
}

// history gives a player his games, round by round: 'W', 'B', or '-' for
// a round without a game played over the board.
func history(p *burstein.Player, rounds string) *burstein.Player {
	p.Colours, p.ColourDiff, p.History = nil, 0, nil
	for _, r := range rounds {
		g := trf.Game{Result: trf.ResultZeroBye}
		if r != '-' {
			c := map[rune]trf.Colour{'W': w, 'B': b}[r]
			g = trf.Game{Opponent: 99, Colour: c, Result: trf.ResultDraw}
			p.Colours = append(p.Colours, c)
			p.ColourDiff += map[rune]int{'W': 1, 'B': -1}[r]
		}
		p.History = append(p.History, pairing.RoundFact{Game: g, Paired: true})
	}
	p.Due = trf.NoColour
	switch n := len(p.Colours); {
	case p.ColourDiff > 0:
		p.Due = b
	case p.ColourDiff < 0:
		p.Due = w
	case n > 0:
		p.Due = p.Colours[n-1].Opposite()
	}
	return p
}

// TestColours is 5.2-5.4 on pairs written by hand.
func TestColours(t *testing.T) {
	s := &burstein.State{State: &pairing.State{InitialColour: w}}
	tests := []struct {
		name     string
		hi, lo   string // colour histories of the higher (3.2) and the lower
		hiWhite  bool
		decision string
	}{
		{"due colours differ", "WB", "BW", true, "5.4 due colours"},
		{"5.3: not three times in a row", "BWW", "WBB", false, "5.2/5.3"},
		{"5.2: not beyond -2", "BB", "WB", true, "5.2/5.3"},
		{"equalising", "BWB", "WB", true, "5.4 equalising"},
		{"alternating from the first difference", "WBWB", "BWWB", true, "5.4 alternating"},
		// C.04.2 D.5: BWWB= is read as =BWWB, W=BWB as =WBWB: the latest
		// difference is the third round (W against B), not the fourth.
		{"alternating with an unplayed round (D.5)", "BWWB-", "W-BWB", false, "5.4 alternating"},
		{"the higher by 3.2 has his due colour", "WB", "WB", true, "5.4 higher"},
		{"no colours yet: 5.1", "", "", true, "5.1"},
		{"one without colours", "-", "B", false, "5.4 due colours"},
	}
	for _, tc := range tests {
		hi := history(player(1, 10, 50, 0, 0), tc.hi)
		lo := history(player(2, 10, 40, 0, 0), tc.lo)
		board, rule := colours(s, hi, lo)
		if got := board.White == hi.ID; got != tc.hiWhite || rule != tc.decision {
			t.Errorf("%s: %s against %s: higher has White %v by %s, want %v by %s", tc.name, tc.hi, tc.lo, got, rule, tc.hiWhite, tc.decision)
		}
	}
}
