package dubov

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// spec is a hand-made player for the unit tests: his number, score in
// tenths, rating, ARO (the average of one game of that rating; -1 for no
// game), played colours ("WBW"), and the players he has met.
type spec struct {
	id     int
	score  trf.Points
	r, aro int
	cols   string
	met    []int
}

// build makes the state of the specs before round (of total rounds); met
// is made symmetric.
func build(round, total int, specs ...spec) *State {
	s := &State{State: &pairing.State{Round: round, TotalRounds: total, InitialColour: trf.White, Scoring: trf.DefaultScoring}, byID: map[int]*Player{}}
	for _, sp := range specs {
		fp := &pairing.Player{ID: sp.id, Number: sp.id, Name: fmt.Sprintf("P%02d", sp.id), Rating: sp.r, Score: sp.score,
			Met: map[int]int{}, Paired: true, Entered: true}
		for _, c := range sp.cols {
			col := trf.White
			if c == 'B' {
				col = trf.Black
				fp.ColourDiff--
			} else {
				fp.ColourDiff++
			}
			fp.Colours = append(fp.Colours, col)
		}
		p := &Player{Player: fp, Group: sp.score, Due: dueColour(fp)}
		p.CanWhite, p.CanBlack = allowedColours(fp)
		if sp.aro >= 0 {
			p.ARO = ARO{Sum: int64(sp.aro), Games: 1}
		}
		s.Players = append(s.Players, p)
		s.byID[sp.id] = p
	}
	for _, sp := range specs {
		for _, o := range sp.met {
			s.byID[sp.id].Met[o] = 1
			s.byID[o].Met[sp.id] = 1
		}
	}
	return s
}

// pairsOf writes the round's pairs as "W-B" in sorted order, and the bye
// as "bye N".
func pairsOf(st Steps) string {
	var out []string
	for _, m := range st.Pairs {
		out = append(out, fmt.Sprintf("%d-%d", m.Board.White, m.Board.Black))
	}
	sort.Strings(out)
	if st.Bye != nil {
		out = append(out, fmt.Sprintf("bye %d", st.Bye.ID))
	}
	return strings.Join(out, " ")
}

// steps pairs the state, failing t on an error.
func steps(t *testing.T, s *State) Steps {
	t.Helper()
	st, err := s.Steps()
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// groupOf returns the group of the score.
func groupOf(st Steps, score trf.Points) *Group {
	for _, g := range st.Groups {
		if g.Score == score {
			return g
		}
	}
	return nil
}

func idsOf(ps []*Player) []int {
	var out []int
	for _, p := range ps {
		out = append(out, p.ID)
	}
	return out
}

func sameIDs(ps []*Player, want ...int) bool { return slices.Equal(idsOf(ps), want) }
