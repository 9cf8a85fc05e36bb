package lim

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// hand is a player built by hand: pairing number, score in tenths and
// colours of his played games ("WBW").
func hand(n int, score trf.Points, colours string) *pairing.Player {
	p := newBare(n)
	p.Score, p.PairingScore = score, score
	for _, c := range colours {
		col := colourOf(c)
		p.Colours = append(p.Colours, col)
		if col == trf.White {
			p.ColourDiff++
		} else {
			p.ColourDiff--
		}
	}
	return p
}

// handState is the state of round r of a tournament of total rounds with
// the players given.
func handState(r, total int, ps ...*pairing.Player) *State {
	return NewState(&pairing.State{Round: r, TotalRounds: total, Scoring: trf.DefaultScoring, Players: ps})
}

func meet(a, b *pairing.Player) { a.Met[b.ID], b.Met[a.ID] = 1, 1 }

// TestReading2: the bye goes to the lowest score group's largest pairing
// number that C.04.1 d allows (1.1); Reading 17: when the others cannot
// then be paired, to the next of that order, and the steps say so.
func TestReading2(t *testing.T) {
	p1, p2, p3, p4 := hand(1, 10, "W"), hand(2, 0, "B"), hand(3, 0, "W"), hand(4, 0, "")
	p4.History = []pairing.RoundFact{{Game: trf.Game{Result: trf.ResultPAB}}}
	s := handState(2, 5, p1, p2, p3, p4)
	var order []int
	for _, p := range s.byeOrder(s.toPair()) {
		order = append(order, p.ID)
	}
	if !slices.Equal(order, []int{3, 2, 1}) {
		t.Errorf("1.1 order %v, want [3 2 1] (4 had the bye)", order)
	}
	a, b, c := hand(1, 0, ""), hand(2, 0, ""), hand(3, 0, "")
	meet(a, b)
	s = handState(2, 5, a, b, c)
	st, err := s.Steps()
	if err != nil || st.Bye == nil || st.Bye.ID != 2 || !strings.Contains(st.Fallback, "candidate 2 of 1.1's order") {
		t.Errorf("bye %v, fallback %q, %v; want 2 (1 and 2 have met)", st.Bye, st.Fallback, err)
	}
}

// TestReading3: the median group's score is half the rounds played in
// points of a win: 1.5 after three rounds, 4.5 when a win scores 3.
func TestReading3(t *testing.T) {
	if s := handState(4, 7, hand(1, 0, "")); s.Median != 15 {
		t.Errorf("median %v, want 1.5", s.Median)
	}
	s := NewState(&pairing.State{Round: 4, TotalRounds: 7, Scoring: trf.Scoring{WhiteWin: 30, BlackWin: 30}})
	if s.Median != 45 {
		t.Errorf("median %v, want 4.5 with 3 points a win", s.Median)
	}
}

// TestReading5 is round two of six players without a draw: the median
// group (0.5) is empty. The 1-point group {1,2,3} is due B, W, B: its
// floater is 3, the lowest numbered of the colour more are due (3.2); the
// 0-point group {4,5,6}, paired upwards, is due W, B, W: its floater is 4,
// the highest numbered of the Whites. They meet in the median group.
func TestReading5(t *testing.T) {
	e := event{Colour: trf.White, Total: 5, Ratings: []int{2400, 2300, 2200, 2100, 2000, 1900}}
	e.Rounds = [][]game{{{1, 4, '1'}, {5, 2, '0'}, {3, 6, '1'}}}
	_, st, got := pairRound(t, e)
	want := []string{"2-1", "4-3", "6-5"}
	if !slices.Equal(got, want) {
		t.Errorf("round 2: %v, want %v", got, want)
	}
	med := st.Groups[len(st.Groups)-1]
	if !med.Median || len(med.Natives) != 0 || len(med.In) != 2 {
		t.Errorf("median group %+v", med)
	}
	// With four a side nobody floats: the empty median group is paired
	// as it is, with nothing cracked. Each group exchanges for colours
	// (5.2): 1, 3 due Black and 2, 4 due White give 4-1, 2-3; upwards 8,
	// 6 due Black and 7, 5 due White give 5-8, 7-6.
	e8 := event{Colour: trf.White, Total: 5, Ratings: []int{2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700}}
	e8.Rounds = [][]game{{{1, 5, '1'}, {6, 2, '0'}, {3, 7, '1'}, {8, 4, '0'}}}
	_, st8, got8 := pairRound(t, e8)
	for _, g := range st8.Groups {
		if len(g.Cracked) > 0 || len(g.Out) > 0 {
			t.Errorf("eight players: group %s floats %v, cracks %v", g.Score, floatersOf(g), g.Cracked)
		}
	}
	if want := []string{"4-1", "2-3", "5-8", "7-6"}; !slices.Equal(got8, want) {
		t.Errorf("eight players: %v, want %v", got8, want)
	}
	// Reading 6: in round 3, 3 and 4 floated the round before.
	e.Rounds = append(e.Rounds, []game{{2, 1, '='}, {4, 3, '1'}, {6, 5, '='}})
	s := stateOf(t, e)
	for _, p := range s.Players {
		if p.FloatedLast != (p.ID == 3 || p.ID == 4) {
			t.Errorf("round 3: player %d floated last: %v", p.ID, p.FloatedLast)
		}
	}
}

// TestReading8: a floater due White is paired with the highest numbered
// player of the group due Black (3.8), not with the top of the group.
func TestReading8(t *testing.T) {
	f := &Player{Player: newBare(1), Due: trf.White, CanWhite: true, CanBlack: true}
	var nat []*Player
	for i, c := range "WBB" {
		nat = append(nat, &Player{Player: newBare(i + 2), Due: colourOf(c), CanWhite: true, CanBlack: true})
	}
	a := newArrangement(&State{State: bareState(9)}, true, []*Player{f}, nat)
	pairs, ok := a.solve()
	if !ok || a.members[pairs[0][1]].ID != 3 {
		t.Errorf("floater's opponent: %v %v, want 3", pairs, ok)
	}
}

// TestReading9: the due colour equalises first, then alternates.
func TestReading9(t *testing.T) {
	for _, c := range []struct {
		colours string
		want    trf.Colour
	}{{"WBB", trf.White}, {"WWB", trf.Black}, {"WB", trf.White}, {"B", trf.White}, {"", trf.NoColour}} {
		if got := dueColour(hand(1, 0, c.colours)); got != c.want {
			t.Errorf("%q: due %v, want %v", c.colours, got, c.want)
		}
	}
}

// TestReading10to12: colours of a pair.
func TestReading10to12(t *testing.T) {
	cases := []struct {
		name   string
		a, b   *pairing.Player
		median trf.Points
		want   trf.Colour // a's
		rule   ColourRule
	}{
		{"5.1 both due", hand(1, 10, "WB"), hand(2, 10, "BW"), 10, trf.White, DueColours},
		{"5.4 history: going back, 1 had White where 2 had Black", hand(1, 10, "BWBW"), hand(2, 10, "WBBW"), 10, trf.Black, History},
		{"5.4 identical, median or above: the higher ranked alternates", hand(1, 10, "WBW"), hand(2, 10, "WBW"), 10, trf.Black, Ranking},
		{"5.4 identical, below the median: the lower ranked alternates", hand(1, 0, "WBW"), hand(2, 0, "WBW"), 10, trf.White, Ranking},
		{"Reading 10: no history, odd number: the lot", hand(1, 0, ""), hand(2, 0, ""), 0, trf.White, NoHistory},
		{"Reading 10: no history, even number", hand(2, 0, ""), hand(3, 0, ""), 0, trf.Black, NoHistory},
		{"one without history takes the other's due", hand(1, 0, ""), hand(2, 0, "W"), 0, trf.White, DueColours},
		{"5.3: 1 had Black twice", hand(1, 10, "WBB"), hand(2, 10, "BWB"), 10, trf.White, Forced},
	}
	for _, c := range cases {
		s := handState(4, 7, c.a, c.b)
		s.Median = c.median
		got, rule := s.colourOf(s.Players[0], s.Players[1], c.a.Score)
		if got != c.want || rule != c.rule {
			t.Errorf("%s: %v by %v, want %v by %v", c.name, got, rule.Article(), c.want, c.rule.Article())
		}
	}
}

// TestReading13: the second scrutiny exchanges opponents for colours
// only where an exchange gives more players their due colours (5.1 "where
// possible ... each player", 5.2 "exchanges where necessary"), and then
// the first such pairing in the order of chapter 4. The second case is a
// generated round (players 10-40, rounds 5-7, seed 2, g0013 round 3):
// due 1 B, 2 W, 3 B, 7 B; 1 v 3 and 2 v 7 leave one pair due the same
// colour, as 1 v 2 and 3 v 7 would: no exchange, the proposed pairing
// stays (a scrutiny that gave 1 his colour in turn would take 2).
func TestReading13(t *testing.T) {
	for _, c := range []struct {
		name, due string
		want      []string
	}{
		{"an exchange gives everyone his colour", "WBWB", []string{"1-4", "2-3"}},
		{"an exchange would only move the conflict", "BWBB", []string{"1-3", "2-4"}},
		{"the fewest conflicts, the first in order: 1 keeps 4", "WWBWWB", []string{"1-4", "2-6", "3-5"}},
		{"three of one colour: the fewest possible", "WWWB", []string{"1-3", "2-4"}},
	} {
		var nat []*Player
		for i, d := range c.due {
			nat = append(nat, &Player{Player: newBare(i + 1), Due: colourOf(d), CanWhite: true, CanBlack: true})
		}
		a := newArrangement(&State{State: bareState(9)}, true, nil, nat)
		pairs, ok := a.solve()
		var got []string
		for _, pq := range pairs {
			got = append(got, itoa(a.members[pq[0]].ID)+"-"+itoa(a.members[pq[1]].ID))
		}
		if !ok || !slices.Equal(got, c.want) {
			t.Errorf("%s (due %s): pairs %v, want %v", c.name, c.due, got, c.want)
		}
	}
}

// TestReading14: in the last round two players who each had White twice
// are compatible (6.1); before it they are not (2.1).
func TestReading14(t *testing.T) {
	for _, c := range []struct {
		round int
		want  bool
	}{{5, true}, {4, false}} {
		s := handState(c.round, 5, hand(1, 20, "BWW"), hand(2, 20, "BWW"))
		if got := s.Compatible(s.Players[0], s.Players[1]); got != c.want {
			t.Errorf("round %d of 5: compatible %v", c.round, got)
		}
	}
}

// TestReading15: a player who has met every other player of his group
// floats (2.3 a) before the group is made even (2.3 d).
func TestReading15(t *testing.T) {
	s, g, adj := bareGroup(4, 2, [][2]int{{1, 4}, {2, 4}, {3, 4}})
	s.pairAlone(g, adj)
	if got := floatersOf(g); !slices.Equal(got, []string{"4 2.3 a-c", "3 2.3 d"}) {
		t.Errorf("floaters %v", got)
	}
}

// TestReading16: a blocked median group. Round 3 (median 1.0): 1 (2.0)
// floats down into the median group {2, 3}; the 0 group {4, 5, 6} floats
// 4 up. 1 has met 2, 3 and 4, so the median group cannot be paired; as
// many floaters came from above as from below, so 2.6 cracks the next
// pairing of the higher groups; there is none (1 was alone), so the
// lower group's, 5-6, whose players join the median group as floaters
// from below (Reading 16).
func TestReading16(t *testing.T) {
	ps := []*pairing.Player{hand(1, 20, "WB"), hand(2, 10, "BW"), hand(3, 10, "WB"), hand(4, 0, "BW"), hand(5, 0, "WB"), hand(6, 0, "BW")}
	meet(ps[0], ps[1])
	meet(ps[0], ps[2])
	meet(ps[0], ps[3])
	s := handState(3, 5, ps...)
	st, err := s.Steps()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	var bs []pairing.Board
	for _, m := range st.Pairs {
		got = append(got, itoa(m.Board.White)+"-"+itoa(m.Board.Black))
		bs = append(bs, m.Board)
	}
	sort.Strings(got)
	med := st.Groups[len(st.Groups)-1]
	var lower *Group
	for _, g := range st.Groups {
		if g.Score == 0 {
			lower = g
		}
	}
	if lower == nil || len(lower.Cracked) != 1 || len(lower.Pairs) != 0 || len(med.Pairs) != 3 {
		t.Errorf("groups: lower %+v, median %+v", lower, med)
	}
	for _, b := range bs {
		if (b.White == 1 || b.Black == 1) && (b.White < 5 && b.Black < 5) {
			t.Errorf("1 paired with %v", b)
		}
	}
	// In the median group 1 is paired first (3.6.3); 2 and 3 have met
	// him, so he takes the first floater from below in 3.7's order, 6;
	// then 5 (due White) the highest numbered due Black, 2 (3.8); 4 the
	// other, 3.
	if want := []string{"1-6", "3-4", "5-2"}; !slices.Equal(got, want) {
		t.Errorf("round 3: %v, want %v", got, want)
	}
}

// TestReading20: acceleration points are not used.
func TestReading20(t *testing.T) {
	p := hand(1, 10, "W")
	p.PairingScore = 20
	if s := handState(2, 5, p); s.Players[0].Score != 10 {
		t.Errorf("score %v", s.Players[0].Score)
	}
}

// TestReading21: the rules "In Maxi-tournaments" are not applied. A
// floater due White in a group 2 (W, 2400), 3 (B, 2000), 4 (B, 1990):
// 3.8 gives him 3, the highest numbered due Black, although 3.8's maxi
// proviso would allow the exchange from his proposed opponent 2 only to
// a player within 100 points of 2400.
func TestReading21(t *testing.T) {
	f := &Player{Player: newBare(1), Due: trf.White, CanWhite: true, CanBlack: true}
	f.Rating = 2450
	var nat []*Player
	for i, c := range "WBB" {
		p := &Player{Player: newBare(i + 2), Due: colourOf(c), CanWhite: true, CanBlack: true}
		p.Rating = []int{2400, 2000, 1990}[i]
		nat = append(nat, p)
	}
	a := newArrangement(&State{State: bareState(9)}, true, []*Player{f}, nat)
	pairs, ok := a.solve()
	if !ok || a.members[pairs[0][1]].ID != 3 {
		t.Errorf("floater's opponent: %v %v, want 3", pairs, ok)
	}
}
