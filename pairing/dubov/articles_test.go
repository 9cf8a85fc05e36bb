package dubov

import (
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// TestTerms: 1.2 (ARO from games played over the board, an unrated
// opponent counting 0), 1.3 and 1.4 (due colours from played games),
// C.04.1 d (a forfeit win bars the bye) and the transfers and floats of
// Reading 4, on a hand-made event: round 1 1-3 (1 wins), 4-2 (4 wins by
// forfeit); round 2 2-1 drawn, 3-4 (4 wins).
func TestTerms(t *testing.T) {
	e := event{Ratings: []int{2400, 2300, 2200, 0}, Rounds: [][]game{
		{{1, 3, '1'}, {4, 2, '+'}},
		{{2, 1, '='}, {3, 4, '0'}},
	}}
	s := stateOf(t, e)
	for _, c := range []struct {
		id                  int
		aro                 string
		due                 trf.Colour
		byeBarred           bool
		transfers           int
		transferredLast, fl bool
	}{
		{1, "2250.00", trf.White, false, 0, false, true}, // W then B: due White; floated to 2 in round 2
		{2, "2400.00", trf.Black, false, 1, true, false}, // the forfeit is no game; played up in round 2
		{3, "1200.00", trf.Black, false, 1, true, false}, // 2400 and the unrated 4 (0)
		{4, "2200.00", trf.White, true, 0, false, true},  // forfeit win: no bye
	} {
		p := s.Player(c.id)
		if got := p.ARO.String(); got != c.aro || p.Due != c.due || p.ByeBarred != c.byeBarred ||
			p.Transfers != c.transfers || p.TransferredLast != c.transferredLast || p.WasFloater != c.fl {
			t.Errorf("player %d: ARO %s due %v bye barred %v transfers %d last %v floater %v; want %s %v %v %d %v %v",
				c.id, got, p.Due, p.ByeBarred, p.Transfers, p.TransferredLast, p.WasFloater,
				c.aro, c.due, c.byeBarred, c.transfers, c.transferredLast, c.fl)
		}
	}
	if (ARO{}).String() != "-" || (ARO{}).Cmp(ARO{Sum: 1000, Games: 1}) >= 0 || (ARO{Sum: 4001, Games: 2}).Cmp(ARO{Sum: 2000, Games: 1}) <= 0 {
		t.Error("ARO: a player without a game must be lowest, and 2000.5 above 2000")
	}
}

// TestAllowedColours: C.04.1 f (the difference within ±2 after the game)
// and g (not three times the same colour), and the colour a player should
// play (Reading 6).
func TestAllowedColours(t *testing.T) {
	for _, c := range []struct {
		cols         string
		white, black bool
		should       trf.Colour
	}{
		{"", true, true, trf.NoColour},
		{"WB", true, true, trf.White},
		{"WBWW", false, true, trf.Black},        // +2 and WW
		{"BWBB", true, false, trf.White},        // -2 and BB
		{"BBWBBWW", false, true, trf.Black},     // due White (-1), but WW: Black (Reading 6)
		{"WWBWWBB", true, false, trf.White},     // due Black (+1), but BB: White
		{"BBWBBWBBWW", false, false, trf.White}, // -2 and WW: no colour at all
	} {
		p := build(5, 9, spec{id: 1, cols: c.cols, aro: -1}).Player(1)
		if p.CanWhite != c.white || p.CanBlack != c.black || p.Should() != c.should {
			t.Errorf("%q: white %v black %v should %v; want %v %v %v", c.cols, p.CanWhite, p.CanBlack, p.Should(), c.white, c.black, c.should)
		}
	}
}

// TestColourAllocation is article 3, priority by priority, and f and g
// before it (Reading 7).
func TestColourAllocation(t *testing.T) {
	for _, c := range []struct {
		name  string
		a, b  spec
		white int
		rule  ColourRule
	}{
		{"both due colours", spec{id: 1, cols: "WB", r: 2000, aro: 2000}, spec{id: 2, cols: "BW", r: 2000, aro: 2000}, 1, BothDue},
		{"one without a colour", spec{id: 1, aro: -1}, spec{id: 2, cols: "BW", r: 2000, aro: 2000}, 1, BothDue},
		{"equalise", spec{id: 1, cols: "BWB", aro: 2000}, spec{id: 2, cols: "WB", aro: 2000}, 1, Equalise},
		{"alternate", spec{id: 1, cols: "BWB", aro: 2000}, spec{id: 2, cols: "WBB", aro: 2000}, 2, Alternate},
		{"higher ARO", spec{id: 1, cols: "WB", r: 2000, aro: 2100}, spec{id: 2, cols: "WB", r: 2000, aro: 2000}, 1, HigherARO},
		{"lower R", spec{id: 1, cols: "WB", r: 2100, aro: 2000}, spec{id: 2, cols: "WB", r: 2000, aro: 2000}, 2, LowerR},
		{"all equal: lower in the list", spec{id: 1, cols: "WB", r: 2000, aro: 2000}, spec{id: 2, cols: "WB", r: 2000, aro: 2000}, 2, LowerList},
		{"neither has played", spec{id: 1, r: 2000, aro: -1}, spec{id: 2, r: 1900, aro: -1}, 2, LowerR},
		{"g before article 3", spec{id: 1, cols: "BBWBBWW", aro: 2000}, spec{id: 2, cols: "WB", aro: 2000}, 2, BasicFG},
	} {
		s := build(5, 9, c.a, c.b)
		board, rule := Colours(s.Player(1), s.Player(2))
		if board.White != c.white || rule != c.rule {
			t.Errorf("%s: White %d by %q; want %d by %q", c.name, board.White, rule, c.white, c.rule)
		}
	}
}

// TestFirstRound is article 5: the upper half against the lower half, the
// odd pairs with the colours of the first (the lot: the initial colour),
// the even pairs the other way, and the bye to the last of an odd list.
func TestFirstRound(t *testing.T) {
	e := event{Ratings: []int{2500, 2400, 2300, 2200, 2100}, Colour: trf.Black}
	s := stateOf(t, e)
	st := steps(t, s)
	if !st.First || pairsOf(st) != "2-4 3-1 bye 5" {
		t.Errorf("round 1: %s (first %v); want 2-4 3-1 bye 5", pairsOf(st), st.First)
	}
}

// TestBye is article 4: the lowest score group, the lowest R, then the
// dominating colour, then the higher ARO; C.04.1 d bars a player.
func TestBye(t *testing.T) {
	base := func() []spec {
		return []spec{
			{id: 1, score: 10, r: 2500, aro: 2000, cols: "WB"},
			{id: 2, score: 10, r: 2400, aro: 2000, cols: "BW"},
			{id: 3, score: 0, r: 2000, aro: 1500, cols: "WB"}, // due White
			{id: 4, score: 0, r: 2000, aro: 1600, cols: "BW"}, // due Black
			{id: 5, score: 0, r: 2100, aro: 1600, cols: "BW"}, // due Black: Black dominates
		}
	}
	for _, c := range []struct {
		name   string
		change func(s *State)
		want   int
	}{
		{"dominating colour", func(*State) {}, 4},
		{"d bars him", func(s *State) { s.Player(4).ByeBarred = true }, 3},
		{"higher ARO", func(s *State) { s.Player(3).Due = trf.Black }, 4},
		{"lowest R", func(s *State) { s.Player(5).Rating = 1900 }, 5},
		{"lowest group that may", func(s *State) {
			for _, id := range []int{3, 4, 5} {
				s.Player(id).ByeBarred = true
			}
		}, 2},
	} {
		s := build(3, 9, base()...)
		c.change(s)
		st := steps(t, s)
		if st.Bye == nil || st.Bye.ID != c.want {
			t.Errorf("%s: bye %v; want %d", c.name, st.Bye, c.want)
		}
	}
}

// TestColumns is 6.2: the Whites by increasing ARO against the Blacks by
// decreasing R, row by row, with the colours of the columns.
func TestColumns(t *testing.T) {
	s := build(3, 9,
		spec{id: 1, score: 10, r: 2500, aro: 2000, cols: "WB"},
		spec{id: 2, score: 10, r: 2400, aro: 2100, cols: "BW"},
		spec{id: 3, score: 10, r: 2300, aro: 1900, cols: "WB"},
		spec{id: 4, score: 10, r: 2200, aro: 2200, cols: "BW"},
	)
	st := steps(t, s)
	g := groupOf(st, 10)
	if !sameIDs(g.White, 3, 1) || !sameIDs(g.Black, 2, 4) || pairsOf(st) != "1-4 3-2" {
		t.Errorf("white %v black %v pairs %s; want [3 1] [2 4] 1-4 3-2", idsOf(g.White), idsOf(g.Black), pairsOf(st))
	}
}

// TestImprovements is 6.3: a White who met his row's Black takes the next
// Black he has not met; a coincidence in the last row changes the row
// above, and further up; a White who met every Black is paired with the
// next White, and the Blacks left over with each other (Reading 19).
func TestImprovements(t *testing.T) {
	players := func(met map[int][]int) *State {
		var sp []spec
		for i := 1; i <= 3; i++ { // Whites by ARO 1000, 1100, 1200
			sp = append(sp, spec{id: i, score: 10, r: 2000, aro: 900 + 100*i, cols: "WB", met: met[i]})
		}
		for i := 4; i <= 6; i++ { // Blacks by R 2400, 2300, 2200
			sp = append(sp, spec{id: i, score: 10, r: 2800 - 100*i, aro: 2000, cols: "BW", met: met[i]})
		}
		return build(3, 9, sp...)
	}
	for _, c := range []struct {
		name string
		met  map[int][]int
		want string
	}{
		{"no coincidence", nil, "1-4 2-5 3-6"},
		{"first row", map[int][]int{1: {4}}, "1-5 2-4 3-6"},
		{"last row", map[int][]int{3: {6}}, "1-4 2-6 3-5"},
		{"back two rows", map[int][]int{3: {5, 6}}, "1-5 2-6 3-4"},
		{"a White who met every Black", map[int][]int{2: {4, 5, 6}}, "1-4 3-2 6-5"},
		{"beyond 6.3 (Reading 13)", map[int][]int{1: {4, 5}, 2: {4, 5}, 3: {6}}, "1-6 3-2 5-4"},
	} {
		st := steps(t, players(c.met))
		if got := pairsOf(st); got != c.want {
			t.Errorf("%s: %s; want %s", c.name, got, c.want)
		}
	}
}

// TestTransfer71 is 7.1: each of two players who met the only other of
// their score group gets a player of the due colour opposite to his, the
// highest R, from the next lower score group.
func TestTransfer71(t *testing.T) {
	s := build(3, 9,
		spec{id: 1, score: 20, r: 2600, aro: 1700, cols: "WBW", met: []int{2}}, // due Black
		spec{id: 2, score: 20, r: 2550, aro: 1500, cols: "BWB"},                // due White
		spec{id: 3, score: 10, r: 2300, aro: 2000, cols: "BWB"},
		spec{id: 4, score: 10, r: 2400, aro: 2000, cols: "WBW"},
		spec{id: 5, score: 10, r: 2500, aro: 1600, cols: "BWB"},
		spec{id: 6, score: 10, r: 2200, aro: 2000, cols: "WBW"},
	)
	st := steps(t, s)
	g := groupOf(st, 20)
	var got []int
	for _, tr := range g.Transfers {
		if tr.Article != "7.1" {
			t.Errorf("transfer of %d by %s; want 7.1", tr.Player.ID, tr.Article)
		}
		got = append(got, tr.Player.ID)
	}
	if !slices.Equal(got, []int{5, 4}) || pairsOf(st) != "2-4 3-6 5-1" {
		t.Errorf("transfers %v, pairs %s; want [5 4] and 2-4 3-6 5-1", got, pairsOf(st))
	}
}

// TestTransfer72 is 7.2 and 2.1: an odd score group gets the player due
// the colour opposite to its dominating one with the highest R; 2.1 bars
// a player transferred in the previous round, except in the last round.
func TestTransfer72(t *testing.T) {
	specs := []spec{
		{id: 1, score: 20, r: 2600, aro: 1500, cols: "BWB"}, // due White
		{id: 2, score: 20, r: 2550, aro: 1600, cols: "BWB"}, // due White
		{id: 3, score: 20, r: 2500, aro: 1700, cols: "WBW"}, // due Black
		{id: 4, score: 10, r: 2450, aro: 1800, cols: "BWB"},
		{id: 5, score: 10, r: 2300, aro: 1800, cols: "WBW"},
		{id: 6, score: 10, r: 2400, aro: 1800, cols: "WBW"},
		{id: 7, score: 10, r: 2000, aro: 1800, cols: "BWB"},
		{id: 8, score: 0, r: 1500, aro: 1800, cols: "WBW"},
	}
	for _, c := range []struct {
		name    string
		round   int
		barred6 bool
		want    []int
	}{
		{"7.2", 4, false, []int{6, 8}},
		{"2.1 bars 6", 4, true, []int{5, 8}},
		{"the last round", 9, true, []int{6, 8}},
	} {
		s := build(c.round, 9, specs...)
		s.Player(6).TransferredLast = c.barred6
		st := steps(t, s)
		var got []int
		for _, g := range st.Groups {
			for _, tr := range g.Transfers {
				if tr.Article != "7.2" {
					t.Errorf("%s: transfer of %d by %s; want 7.2", c.name, tr.Player.ID, tr.Article)
				}
				got = append(got, tr.Player.ID)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: transfers %v; want %v (pairs %s)", c.name, got, c.want, pairsOf(st))
		}
	}
}

// TestBalance is 7.3, 7.4 and 2.2: the Whites with the lowest ARO go to
// the Blacks (7.3), the Blacks with the highest ARO to the Whites (7.4),
// but not a player whom f or g forbid the other colour (2.2); with ARO
// and R equal, the first alphabetically (Reading 18).
func TestBalance(t *testing.T) {
	four := func(cols string, first string) []spec {
		var sp []spec
		for i := 1; i <= 4; i++ {
			c := cols
			if i == 1 && first != "" {
				c = first
			}
			sp = append(sp, spec{id: i, score: 10, r: 1900 + 100*i, aro: 900 + 100*i, cols: c})
		}
		return sp
	}
	for _, c := range []struct {
		name    string
		specs   []spec
		article string
		moved   []int
		pairs   string
	}{
		{"7.3", four("WB", ""), "7.3", []int{1, 2}, "3-2 4-1"},
		{"7.3 and 2.2", four("WB", "WBWBB"), "7.3", []int{2, 3}, "1-3 4-2"},
		{"7.4", four("BW", ""), "7.4", []int{4, 3}, "3-2 4-1"},
	} {
		st := steps(t, build(3, 9, c.specs...))
		g := groupOf(st, 10)
		var moved []int
		for _, m := range g.Moved {
			if m.Article != c.article {
				t.Errorf("%s: %d moved by %s", c.name, m.Player.ID, m.Article)
			}
			moved = append(moved, m.Player.ID)
		}
		if !slices.Equal(moved, c.moved) || pairsOf(st) != c.pairs {
			t.Errorf("%s: moved %v pairs %s; want %v %s", c.name, moved, pairsOf(st), c.moved, c.pairs)
		}
	}
	tie := []spec{{id: 1, score: 10, r: 2000, aro: 1000, cols: "WB"}, {id: 2, score: 10, r: 2000, aro: 1000, cols: "WB"}}
	s := build(3, 9, tie...)
	s.Player(1).Name, s.Player(2).Name = "Zeta", "Alpha"
	if g := groupOf(steps(t, s), 10); len(g.Moved) != 1 || g.Moved[0].Player.ID != 2 {
		t.Errorf("tie: moved %v; want 2 (Alpha)", g.Moved)
	}
}

// TestFloaters is 6.4 and chapter 8: the two players of a score group who
// met float when 2.1 bars every player below from 7.1; in the lower group
// the "white" floater comes first (8.1) and each floater takes the
// player of the opposite due colour with the highest R (8.2).
func TestFloaters(t *testing.T) {
	s := build(4, 9,
		spec{id: 1, score: 20, r: 2600, aro: 1500, cols: "BWB", met: []int{2}}, // due White
		spec{id: 2, score: 20, r: 2550, aro: 1600, cols: "WBW"},                // due Black
		spec{id: 3, score: 10, r: 2400, aro: 1800, cols: "WBW"},
		spec{id: 4, score: 10, r: 2500, aro: 1800, cols: "BWB"},
		spec{id: 5, score: 10, r: 2300, aro: 1800, cols: "WBW"},
		spec{id: 6, score: 10, r: 2200, aro: 1800, cols: "BWB"},
	)
	for id := 3; id <= 6; id++ {
		s.Player(id).TransferredLast = true
	}
	st := steps(t, s)
	top, low := groupOf(st, 20), groupOf(st, 10)
	if !sameIDs(top.FloatersOut, 2, 1) || !sameIDs(low.FloatersIn, 1, 2) || pairsOf(st) != "1-3 4-2 6-5" {
		t.Errorf("floaters %v into %v, pairs %s; want [2 1] (the lower R first), 1-3 4-2 6-5", idsOf(top.FloatersOut), idsOf(low.FloatersIn), pairsOf(st))
	}
}

// TestChecklistAndCapabilities: the system checks, pairs, generates,
// explains and prints its check list, with a row per player.
func TestChecklistAndCapabilities(t *testing.T) {
	caps := pairing.Capabilities(System{})
	if !slices.Contains(caps, "explain") || !slices.Contains(caps, "checklist") {
		t.Errorf("capabilities %v", caps)
	}
	e := event{Ratings: []int{2400, 2300, 2200, 2100}, Rounds: [][]game{{{1, 3, '1'}, {4, 2, '0'}}}}
	tour, err := pairing.New(e.File())
	if err != nil {
		t.Fatal(err)
	}
	ps, err := tour.Before(2)
	if err != nil {
		t.Fatal(err)
	}
	cl := System{}.Checklist(ps)
	if len(cl.Rows) != 4 || cl.Rows[0][0] != "1" || cl.Rows[0][4] != "2200.00" {
		t.Errorf("check list rows %v", cl.Rows)
	}
}

// reading14 is the case of docs/dubov.md, Reading 14: five players at 2
// points above the lowest group {6, 7, 8}, where 7 and 8 have met. 7.2
// takes 6 up (due Black like 7 and 8, opposite to the group's dominating
// White, and the highest R), and 7 and 8 are left, who cannot be paired.
func reading14() *State {
	var sp []spec
	for i := 1; i <= 5; i++ {
		sp = append(sp, spec{id: i, score: 20, r: 2600 - 10*i, aro: 2000 + 10*i, cols: "WB"})
	}
	sp = append(sp,
		spec{id: 6, score: 10, r: 2300, aro: 2000, cols: "BW"},
		spec{id: 7, score: 10, r: 2200, aro: 2000, cols: "BW", met: []int{8}},
		spec{id: 8, score: 10, r: 2100, aro: 2000, cols: "BW"})
	return build(3, 9, sp...)
}

// TestReading14 is Reading 14, step 1: the text's choice of 7.2 leaves
// the lowest group unpaired; the engine takes the next player of 7.2's
// order, 7, and says so.
func TestReading14(t *testing.T) {
	st := steps(t, reading14())
	top := groupOf(st, 20)
	if len(top.Transfers) != 1 || top.Transfers[0].Player.ID != 7 || top.Transfers[0].Article != "7.2" {
		t.Fatalf("transfers %+v; want 7 by 7.2", top.Transfers)
	}
	if st.Fallback == "" || len(top.Changes) != 1 || top.Changes[0].Text.ID != 6 || top.Changes[0].Rank != 2 {
		t.Errorf("fallback %q, changes %+v; want the text's 6 changed for No. 2", st.Fallback, top.Changes)
	}
	if !strings.Contains(pairsOf(st), "8-6") {
		t.Errorf("pairs %s; want 8-6 in the lowest group (7.4 moves 8 to the Whites)", pairsOf(st))
	}
}
