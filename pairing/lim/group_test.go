package lim

import (
	"fmt"
	"slices"
	"testing"
)

// bareGroup is a downward score group of players 1..n without colours
// (none is due one), with the meetings given, and an adjacent group of
// players 101..100+m whom nobody has met.
func bareGroup(n, m int, met [][2]int) (*State, *Group, []*Player) {
	s := &State{State: bareState(9)}
	g := &Group{Score: 10, Down: true}
	for i := 1; i <= n; i++ {
		g.Natives = append(g.Natives, &Player{Player: newBare(i), Score: 10, CanWhite: true, CanBlack: true})
	}
	for _, x := range met {
		g.Natives[x[0]-1].Met[x[1]] = 1
		g.Natives[x[1]-1].Met[x[0]] = 1
	}
	var adj []*Player
	for i := 1; i <= m; i++ {
		adj = append(adj, &Player{Player: newBare(100 + i), CanWhite: true, CanBlack: true})
	}
	return s, g, adj
}

func pairsOf(g *Group) []string {
	var out []string
	for _, m := range g.Pairs {
		out = append(out, fmt.Sprintf("%d-%d", min(m.A.ID, m.B.ID), max(m.A.ID, m.B.ID)))
	}
	slices.Sort(out)
	return out
}

func floatersOf(g *Group) []string {
	var out []string
	for _, f := range g.Out {
		out = append(out, fmt.Sprintf("%d %s", f.ID, f.Why))
	}
	return out
}

// TestFourFour is 4.4's example: "if Player #1 and Player #2 have
// previously played each other and all the other players except Player
// #6, then the original pairing of Player #1 with Player #6 is retained
// and Player #2 is floated" (Reading 18: each of them has met all but #6).
// a: in a group of seven, #7 would float to make it even and then take
// #2's place; Reading 4 chooses #2 as the floater at once, as no other
// leaves the rest a complete pairing, with the same pairs; b: a group of
// six floats the lowest numbered player remaining, #5, with #2.
func TestFourFour(t *testing.T) {
	met := [][2]int{{1, 2}, {1, 3}, {1, 4}, {1, 5}, {2, 3}, {2, 4}, {2, 5}}
	for _, c := range []struct {
		n        int
		pairs    []string
		floaters []string
	}{
		{7, []string{"1-6", "3-5", "4-7"}, []string{"2 2.3 d"}},
		{6, []string{"1-6", "3-4"}, []string{"2 4.4", "5 4.4 b"}},
	} {
		m := slices.Clone(met)
		if c.n == 7 {
			m = append(m, [2]int{1, 7}, [2]int{2, 7})
		}
		s, g, adj := bareGroup(c.n, 4, m)
		s.pairAlone(g, adj)
		if got := pairsOf(g); !slices.Equal(got, c.pairs) {
			t.Errorf("%d players: pairs %v, want %v", c.n, got, c.pairs)
		}
		if got := floatersOf(g); !slices.Equal(got, c.floaters) {
			t.Errorf("%d players: floaters %v, want %v", c.n, got, c.floaters)
		}
	}
}

// TestFloaterChoice is Reading 4's order for the floater of 2.3 d in a
// group of five paired downward: 3.9's types first, then 3.10, then 3.2's
// colours, then the lowest numbered (3.3).
func TestFloaterChoice(t *testing.T) {
	cases := []struct {
		name string
		set  func(g *Group, adj []*Player)
		want int
	}{
		{"3.3: the lowest numbered", func(*Group, []*Player) {}, 5},
		{"3.9: 5 has no compatible opponent below", func(g *Group, adj []*Player) {
			for _, a := range adj {
				g.Natives[4].Met[a.ID], a.Met[5] = 1, 1
			}
		}, 4},
		{"3.10: 5 floated the round before", func(g *Group, _ []*Player) { g.Natives[4].FloatedLast = true }, 4},
		{"3.2: more are due White; 5 is due Black", func(g *Group, _ []*Player) {
			for i, c := range "WWBWB" {
				g.Natives[i].Due = colourOf(c)
			}
		}, 4},
		{"3.10 before 3.2", func(g *Group, _ []*Player) {
			for i, c := range "WWBWW" {
				g.Natives[i].Due = colourOf(c)
			}
			g.Natives[4].FloatedLast = true
		}, 4},
		{"3.10 passes over 5 but not to 4, who has no opponent below", func(g *Group, adj []*Player) {
			for _, a := range adj {
				g.Natives[3].Met[a.ID], a.Met[4] = 1, 1
			}
			g.Natives[4].FloatedLast = true
		}, 3},
		{"3.9 before 3.10: only 5 has an opponent below", func(g *Group, adj []*Player) {
			for _, a := range adj {
				for i := range 4 {
					g.Natives[i].Met[a.ID], a.Met[i+1] = 1, 1
				}
			}
			g.Natives[4].FloatedLast = true
		}, 5},
	}
	for _, c := range cases {
		s, g, adj := bareGroup(5, 2, nil)
		c.set(g, adj)
		s.pairAlone(g, adj)
		if len(g.Out) != 1 || g.Out[0].ID != c.want || g.Out[0].Why != "2.3 d" {
			t.Errorf("%s: floaters %v, want %d by 2.3 d", c.name, floatersOf(g), c.want)
		}
	}
}
