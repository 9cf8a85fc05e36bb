package lim

import (
	"sort"
	"strconv"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// ChecklistRow is one player's line of the check list before a round in
// the Lim terms: his score group and its place (2.2), colours and due
// colour (5.1), the colours 2.1 and 5.1 a, b leave him, whether C.04.1 d
// allows him the bye, and whether he floated the round before (3.10).
type ChecklistRow struct {
	Number      int    `json:"number"`
	ID          int    `json:"id"`
	Name        string `json:"name"`
	Rating      int    `json:"rating"`
	Score       string `json:"score"`
	Half        string `json:"half"` // upper, median, lower (2.2)
	Colours     string `json:"colours"`
	ColourDiff  int    `json:"colour_diff"`
	Due         string `json:"due"`     // W, B or empty
	Allowed     string `json:"allowed"` // WB, W, B or empty: 2.1, 5.1 a, b
	ByeAllowed  bool   `json:"bye_allowed"`
	FloatedLast bool   `json:"floated_last"`
	Paired      bool   `json:"paired"`
	Opponents   []int  `json:"opponents"`
}

// Checklist is the arbiter's check list before a round: the players to
// pair by score group, highest first, each by pairing number; then those
// not paired.
func (System) Checklist(ps *pairing.State) pairing.Checklist {
	s := NewState(ps)
	players := s.toPair()
	sort.SliceStable(players, func(i, j int) bool { return players[i].Score > players[j].Score })
	for _, p := range s.Players {
		if !p.Paired {
			players = append(players, p)
		}
	}
	rows := make([]ChecklistRow, 0, len(players))
	for _, p := range players {
		half := "median"
		switch {
		case p.Score > s.Median:
			half = "upper"
		case p.Score < s.Median:
			half = "lower"
		}
		allowed := ""
		if p.CanWhite {
			allowed += "W"
		}
		if p.CanBlack {
			allowed += "B"
		}
		rows = append(rows, ChecklistRow{
			Number: p.Number, ID: p.ID, Name: p.Name, Rating: p.Rating, Score: p.Score.String(), Half: half,
			Colours: pairing.ColourString(p.Colours), ColourDiff: p.ColourDiff, Due: letter(p.Due), Allowed: allowed,
			ByeAllowed: !p.ByeBarred, FloatedLast: p.FloatedLast, Paired: p.Paired, Opponents: append([]int{}, p.Opponents...),
		})
	}
	header := []string{"No", "ID", "Name", "Rtg", "Pts", "Half", "Colours", "Diff", "Due", "May", "Bye", "Fl", "Paired", "Opponents"}
	table := make([][]string, 0, len(rows))
	for _, r := range rows {
		table = append(table, []string{
			strconv.Itoa(r.Number), strconv.Itoa(r.ID), r.Name, strconv.Itoa(r.Rating), r.Score, r.Half, r.Colours,
			strconv.Itoa(r.ColourDiff), r.Due, r.Allowed, yes(r.ByeAllowed), yes(r.FloatedLast), yes(r.Paired), list(r.Opponents),
		})
	}
	return pairing.Checklist{Header: header, Rows: table, Data: rows}
}

func letter(c trf.Colour) string {
	switch c {
	case trf.White:
		return "W"
	case trf.Black:
		return "B"
	}
	return ""
}

func yes(b bool) string {
	if b {
		return "yes"
	}
	return ""
}

func list(ns []int) string {
	out := ""
	for i, n := range ns {
		if i > 0 {
			out += " "
		}
		out += strconv.Itoa(n)
	}
	return out
}
