package burstein

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// The worked examples of the Burstein text (C.04.4.2, 6.2-6.5) and of
// Burstein's own explanation in the Olympiad rules (seeds/003, section N,
// 1988 Olympiad round 14), each built as the group the text describes: the
// players are numbered as the text numbers them in the order of 3.2 (the
// test gives them Sonneborn-Berger values that make that order), "has
// played" is a game already played (3.1), and the engine pairs the round.

// member is one player of an example: his number in the text, his score
// (the SG, in tenths of a point), his place in the order of 3.2 (a
// Sonneborn-Berger value, higher first), his due colour (1.3) and the
// players he has already played.
type member struct {
	id    int
	score trf.Points
	sb    int64
	due   trf.Colour
	met   []int
}

// exampleState makes the round of the members. Met is symmetric: a game
// listed by one player is a game of both.
func exampleState(ms []member) *State {
	s := &State{State: &pairing.State{Round: 5, TotalRounds: 9, InitialColour: trf.White}, byID: map[int]*Player{}}
	for i, m := range ms {
		fp := &pairing.Player{ID: m.id, Number: m.id, Met: map[int]int{}, Paired: true, Entered: true}
		p := &Player{Player: fp, Group: m.score, SB: m.sb, Due: m.due, Seq: i + 1}
		s.Players = append(s.Players, p)
		s.byID[m.id] = p
	}
	for _, m := range ms {
		for _, o := range m.met {
			s.byID[m.id].Met[o] = 1
			s.byID[o].Met[m.id] = 1
		}
	}
	return s
}

// notation writes a bracket the way the charts of 6.2 and 6.4 do: "1*5
// 2*6 3*4", the player floated to the next SG last as "4*F", with the
// names given (the players' numbers when names is nil).
func notation(b Bracket, names map[int]string) string {
	name := func(p *Player) string {
		if n, ok := names[p.ID]; ok {
			return n
		}
		return fmt.Sprint(p.ID)
	}
	var out []string
	for _, pr := range b.Pairs {
		out = append(out, name(pr[0])+"*"+name(pr[1]))
	}
	if b.Out != nil {
		out = append(out, name(b.Out)+"*F")
	}
	return strings.Join(out, " ")
}

// pairOf runs the engine on the members and returns its brackets in the
// charts' notation.
func pairOf(t *testing.T, ms []member, names map[int]string) []string {
	t.Helper()
	st, err := exampleState(ms).Steps()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, b := range st.Brackets {
		out = append(out, notation(b, names))
	}
	return out
}

// chart62 is the chart of 6.2: six players, 15 combinations "in the
// following descending order of priority".
var chart62 = [15][3][2]int{
	{{1, 6}, {2, 5}, {3, 4}}, {{1, 6}, {2, 4}, {3, 5}}, {{1, 6}, {2, 3}, {4, 5}},
	{{1, 5}, {2, 6}, {3, 4}}, {{1, 5}, {2, 4}, {3, 6}}, {{1, 5}, {2, 3}, {4, 6}},
	{{1, 4}, {2, 6}, {3, 5}}, {{1, 4}, {2, 5}, {3, 6}}, {{1, 4}, {2, 3}, {5, 6}},
	{{1, 3}, {2, 6}, {4, 5}}, {{1, 3}, {2, 5}, {4, 6}}, {{1, 3}, {2, 4}, {5, 6}},
	{{1, 2}, {3, 6}, {4, 5}}, {{1, 2}, {3, 5}, {4, 6}}, {{1, 2}, {3, 4}, {5, 6}},
}

// chart64 is the chart of 6.4: five players, two pairs and the floater
// ("F"), 15 combinations.
var chart64 = [15]struct {
	pairs [2][2]int
	f     int
}{
	{[2][2]int{{1, 5}, {2, 4}}, 3}, {[2][2]int{{1, 5}, {2, 3}}, 4}, {[2][2]int{{1, 5}, {3, 4}}, 2},
	{[2][2]int{{1, 4}, {2, 5}}, 3}, {[2][2]int{{1, 4}, {2, 3}}, 5}, {[2][2]int{{1, 4}, {3, 5}}, 2},
	{[2][2]int{{1, 3}, {2, 5}}, 4}, {[2][2]int{{1, 3}, {2, 4}}, 5}, {[2][2]int{{1, 3}, {4, 5}}, 2},
	{[2][2]int{{1, 2}, {3, 5}}, 4}, {[2][2]int{{1, 2}, {3, 4}}, 5}, {[2][2]int{{1, 2}, {4, 5}}, 3},
	{[2][2]int{{2, 5}, {3, 4}}, 1}, {[2][2]int{{2, 4}, {3, 5}}, 1}, {[2][2]int{{2, 3}, {4, 5}}, 1},
}

func chartText(pairs [][2]int, f int) string {
	var out []string
	for _, p := range pairs {
		out = append(out, fmt.Sprintf("%d*%d", p[0], p[1]))
	}
	if f > 0 {
		out = append(out, fmt.Sprintf("%d*F", f))
	}
	return strings.Join(out, " ")
}

// barring gives, for combination k (1-based) of a chart, one pair of every
// earlier combination that k does not contain: with those pairs already
// played (3.1), combinations 1 to k-1 are not valid and k is.
func barring(k int, combo func(int) [][2]int) map[int][]int {
	in := map[[2]int]bool{}
	for _, p := range combo(k) {
		in[p] = true
	}
	met := map[int][]int{}
	for j := 1; j < k; j++ {
		for _, p := range combo(j) {
			if !in[p] {
				met[p[0]] = append(met[p[0]], p[1])
				break
			}
		}
	}
	return met
}

// TestChart62 walks the chart of 6.2: for each combination k, the pairs
// that make 1 to k-1 invalid are games already played, and the engine must
// choose k, the first valid combination "in the following descending order
// of priority". Nobody has a due colour, so 6.5 chooses nothing.
func TestChart62(t *testing.T) {
	combo := func(k int) [][2]int { c := chart62[k-1]; return c[:] }
	for k := 1; k <= 15; k++ {
		t.Run(fmt.Sprint(k), func(t *testing.T) {
			met := barring(k, combo)
			var ms []member
			for i := 1; i <= 6; i++ {
				ms = append(ms, member{id: i, score: 20, sb: int64(100 - 10*i), met: met[i]})
			}
			want := []string{chartText(combo(k), 0)}
			got := pairOf(t, ms, nil)
			if strings.Join(got, "|") != strings.Join(want, "|") {
				t.Errorf("games played %v: got %q, want combination %d %q", met, got, k, want)
			}
		})
	}
}

// TestChart64 walks the chart of 6.4 the same way: five players of an SG
// and, below, an SG of one player (9) who has met nobody and so can take
// any floater (6.3).
func TestChart64(t *testing.T) {
	combo := func(k int) [][2]int {
		c := chart64[k-1]
		return [][2]int{c.pairs[0], c.pairs[1], {c.f, 0}} // the floater as a pair with nobody
	}
	for k := 1; k <= 15; k++ {
		t.Run(fmt.Sprint(k), func(t *testing.T) {
			met := barring(k, func(j int) [][2]int { return combo(j)[:2] })
			var ms []member
			for i := 1; i <= 5; i++ {
				ms = append(ms, member{id: i, score: 20, sb: int64(100 - 10*i), met: met[i]})
			}
			ms = append(ms, member{id: 9, score: 10, sb: 50})
			c := chart64[k-1]
			want := []string{chartText(c.pairs[:], c.f), fmt.Sprintf("%d*9", c.f)}
			got := pairOf(t, ms, nil)
			if strings.Join(got, "|") != strings.Join(want, "|") {
				t.Errorf("games played %v: got %q, want combination %d %q", met, got, k, want)
			}
		})
	}
}

// TestExamples are the worked examples of the text.
func TestExamples(t *testing.T) {
	const W, B = trf.White, trf.Black
	tests := []struct {
		name  string
		ms    []member
		names map[int]string
		want  []string
	}{{
		// 6.5: "Suppose, for example, that the due colour of players 2, 4
		// and 5 is white, and that of the others is black; then the valid
		// combination is No. (4) in rule 6.2".
		name: "6.5 with the chart of 6.2: combination 4",
		ms: []member{
			{id: 1, score: 20, sb: 90, due: B}, {id: 2, score: 20, sb: 80, due: W},
			{id: 3, score: 20, sb: 70, due: B}, {id: 4, score: 20, sb: 60, due: W},
			{id: 5, score: 20, sb: 50, due: W}, {id: 6, score: 20, sb: 40, due: B},
		},
		want: []string{"1*5 2*6 3*4"},
	}, {
		// 6.5: "... or No. (2) in rule 6.4": five players, the one left
		// floats to the next SG (here player 9, due Black, who takes him).
		name: "6.5 with the chart of 6.4: combination 2",
		ms: []member{
			{id: 1, score: 20, sb: 90, due: B}, {id: 2, score: 20, sb: 80, due: W},
			{id: 3, score: 20, sb: 70, due: B}, {id: 4, score: 20, sb: 60, due: W},
			{id: 5, score: 20, sb: 50, due: W}, {id: 9, score: 10, sb: 40, due: B},
		},
		want: []string{"1*5 2*3 4*F", "4*9"},
	}, {
		// 6.4: the first combination; without games played and colours
		// the chart's order alone decides.
		name: "6.4 combination 1",
		ms: []member{
			{id: 1, score: 20, sb: 90}, {id: 2, score: 20, sb: 80}, {id: 3, score: 20, sb: 70},
			{id: 4, score: 20, sb: 60}, {id: 5, score: 20, sb: 50}, {id: 9, score: 10, sb: 40},
		},
		want: []string{"1*5 2*4 3*F", "3*9"},
	}, {
		// 6.4 with No. 2 a resident: 2 has played 3 and 4, so combinations
		// 1 (2*4) and 2 (2*3) are not valid, and 3 (1*5 3*4 2*F) is.
		name: "6.4 note, control: No. 2 of this SG floats (combination 3)",
		ms: []member{
			{id: 1, score: 20, sb: 90}, {id: 2, score: 20, sb: 80, met: []int{3, 4}},
			{id: 3, score: 20, sb: 70}, {id: 4, score: 20, sb: 60}, {id: 5, score: 20, sb: 50},
			{id: 9, score: 10, sb: 40},
		},
		want: []string{"1*5 3*4 2*F", "2*9"},
	}, {
		// "[If, for example, No. 2 is a floater from another SG,
		// combinations (3), (6) & (9) are not valid]": the same players,
		// but 2 comes from the SG above (3.0 points, alone there, so he
		// floats, 6.3) and stands second by 3.2. Combination 3 is not
		// valid; 4 is: 1*4 2*5 3*F.
		name: "6.4 note: No. 2 is a floater from another SG (combination 4)",
		ms: []member{
			{id: 2, score: 30, sb: 80, met: []int{3, 4}},
			{id: 1, score: 20, sb: 90}, {id: 3, score: 20, sb: 70}, {id: 4, score: 20, sb: 60},
			{id: 5, score: 20, sb: 50}, {id: 9, score: 10, sb: 40},
		},
		want: []string{"2*F", "1*4 2*5 3*F", "3*9"},
	}, {
		// The same with 2*5 also played: 4 is not valid either, 5 (1*4
		// 2*3 5*F) has 2*3, 6 has 2*F, 7 (1*3 2*5 4*F) has 2*5, 8 (1*3
		// 2*4 5*F) has 2*4, 9 is 2*F; 10 (1*2 3*5 4*F) is valid.
		name: "6.4 note: combinations 6 and 9 are passed over too",
		ms: []member{
			{id: 2, score: 30, sb: 80, met: []int{3, 4, 5}},
			{id: 1, score: 20, sb: 90}, {id: 3, score: 20, sb: 70}, {id: 4, score: 20, sb: 60},
			{id: 5, score: 20, sb: 50}, {id: 9, score: 10, sb: 40},
		},
		want: []string{"2*F", "1*2 3*5 4*F", "4*9"},
	}, {
		// Olympiad rules, section N (1988, round 14), paragraphs 6-15.
		// PHI, alone with 31.5, floats; "the following rearranged
		// scoregroup: 1. YUG 2. PHI 3. ISR": YUG-ISR would come first,
		// "but since PHI is a floater from an upper scoregroup, we have to
		// go on to the second priority, that is YUG-PHI, and float ISR".
		// The 30.5 group with ISR: "1. SWE 2. CHI 3. DEN 4. ISR 5. ARG
		// 6. IND" (the Olympiad ordered by Buchholz; here the SB values
		// give the same order). Combinations 1-5 fail on DEN-ISR,
		// CHI-ISR, ISR-ARG, DEN-ISR, CHI-ISR; "combination (6) is the
		// one: SWE-ARG, CHI-DEN and ISR-IND". The example pairs without
		// colours, so nobody here has a due colour.
		name: "Olympiad 1988 round 14",
		ms: []member{
			{id: 1, score: 315, sb: 85},                               // PHI
			{id: 2, score: 310, sb: 95},                               // YUG
			{id: 3, score: 310, sb: 70, met: []int{6, 5, 7}},          // ISR: has played DEN, CHI, ARG
			{id: 4, score: 305, sb: 100}, {id: 5, score: 305, sb: 90}, // SWE, CHI
			{id: 6, score: 305, sb: 80}, {id: 7, score: 305, sb: 60}, // DEN, ARG
			{id: 8, score: 305, sb: 50}, // IND
		},
		names: map[int]string{1: "PHI", 2: "YUG", 3: "ISR", 4: "SWE", 5: "CHI", 6: "DEN", 7: "ARG", 8: "IND"},
		want:  []string{"PHI*F", "YUG*PHI ISR*F", "SWE*ARG CHI*DEN ISR*IND"},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := pairOf(t, tt.ms, tt.names)
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestExampleColours checks that the combinations 6.5 chooses give every
// paired player his due colour (5.4: "giving both players their due
// colour").
func TestExampleColours(t *testing.T) {
	const W, B = trf.White, trf.Black
	due := map[int]trf.Colour{1: B, 2: W, 3: B, 4: W, 5: W, 6: B}
	var ms []member
	for i := 1; i <= 6; i++ {
		ms = append(ms, member{id: i, score: 20, sb: int64(100 - 10*i), due: due[i]})
	}
	s := exampleState(ms)
	st, err := s.Steps()
	if err != nil {
		t.Fatal(err)
	}
	var boards []string
	for _, pr := range st.Brackets[0].Pairs {
		b, rule := s.Colours(pr[0], pr[1])
		if due[b.White] != W || due[b.Black] != B || rule != BothDue {
			t.Errorf("%d-%d by %s: a player without his due colour", b.White, b.Black, rule)
		}
		boards = append(boards, fmt.Sprintf("%d-%d", b.White, b.Black))
	}
	sort.Strings(boards)
	if got, want := strings.Join(boards, " "), "2-6 4-3 5-1"; got != want {
		t.Errorf("boards %s, want %s", got, want)
	}
}
