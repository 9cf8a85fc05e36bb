package dutch_test

import (
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// player builds a player with a colour history of played games ("WBW").
func player(id int, history string) *dutch.Player {
	p := &dutch.Player{Player: pairing.Player{ID: id, Number: id, Met: map[int]int{}}, Seq: id}
	for _, c := range history {
		col := trf.White
		if c == 'B' {
			col = trf.Black
		}
		p.Colours = append(p.Colours, col)
		if col == trf.White {
			p.ColourDiff++
		} else {
			p.ColourDiff--
		}
	}
	p.Preference = preference(p)
	return p
}

// preference restates A.6 for the test, independently of the model.
func preference(p *dutch.Player) dutch.Preference {
	n := len(p.Colours)
	switch {
	case n == 0:
		return dutch.Preference{}
	case p.ColourDiff > 1:
		return dutch.Preference{Colour: trf.Black, Strength: dutch.Absolute}
	case p.ColourDiff < -1:
		return dutch.Preference{Colour: trf.White, Strength: dutch.Absolute}
	case n >= 2 && p.Colours[n-1] == p.Colours[n-2]:
		return dutch.Preference{Colour: p.Colours[n-1].Opposite(), Strength: dutch.Absolute}
	case p.ColourDiff == 1:
		return dutch.Preference{Colour: trf.Black, Strength: dutch.Strong}
	case p.ColourDiff == -1:
		return dutch.Preference{Colour: trf.White, Strength: dutch.Strong}
	}
	return dutch.Preference{Colour: p.Colours[n-1].Opposite(), Strength: dutch.Mild}
}

// TestColours checks the colour allocation rules E.1-E.5 on pairs where
// each rule is the one that decides. The higher-ranked player comes first.
func TestColours(t *testing.T) {
	tests := []struct {
		name      string
		hi, lo    string // colour histories
		hiID      int    // the higher-ranked player's pairing number
		initial   trf.Colour
		wantWhite string // "hi" or "lo"
		rule      dutch.ColourRule
	}{
		{"E.1 both preferences granted", "B", "W", 1, trf.White, "hi", dutch.E1},
		{"E.1 a player without games yields", "", "W", 1, trf.White, "hi", dutch.E1},
		{"E.2 strong over mild", "WB", "B", 1, trf.White, "lo", dutch.E2},
		{"E.2 absolute over strong", "W", "WW", 1, trf.White, "hi", dutch.E2},
		{"E.2 wider colour difference of two absolutes", "BB", "WBBBB", 1, trf.White, "lo", dutch.E2},
		{"E.3 equal absolutes fall through to alternation", "BWBB", "BB", 1, trf.White, "hi", dutch.E4},
		{"E.3 alternate from the last difference", "WBWB", "BWWB", 1, trf.White, "hi", dutch.E3},
		{"E.3 goes back past rounds with equal colours", "BWWB", "WBWB", 1, trf.White, "lo", dutch.E3},
		{"E.4 the higher-ranked player's preference", "WB", "WB", 1, trf.White, "hi", dutch.E4},
		{"E.5 odd pairing number gets the initial colour", "", "", 3, trf.White, "hi", dutch.E5},
		{"E.5 even pairing number gets the other colour", "", "", 4, trf.White, "lo", dutch.E5},
		{"E.5 with black as initial colour", "", "", 1, trf.Black, "lo", dutch.E5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hi, lo := player(tt.hiID, tt.hi), player(tt.hiID+10, tt.lo)
			s := &dutch.State{State: &pairing.State{InitialColour: tt.initial}}
			board, rule := dutch.Colours(s, hi, lo)
			want := hi.ID
			if tt.wantWhite == "lo" {
				want = lo.ID
			}
			if board.White != want || rule != tt.rule {
				t.Errorf("White %d by %s, want %d by %s", board.White, rule, want, tt.rule)
			}
		})
	}
}
