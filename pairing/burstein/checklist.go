package burstein

import (
	"sort"
	"strconv"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// ChecklistRow is one player's line of the check list before a round in
// the Burstein terms: his SG (with the imaginary point of 3.3), the parts
// of the order of 3.2 (SB, Buchholz, Median), his colours (1.3, 5.2, 5.3)
// and whether 4.1 allows him the bye.
type ChecklistRow struct {
	Number     int    `json:"number"` // pairing number (initial list)
	ID         int    `json:"id"`
	Name       string `json:"name"`
	Rating     int    `json:"rating"`
	Score      string `json:"score"`
	Imaginary  string `json:"imaginary"` // 3.3, rounds 1 and 2; or the file's acceleration points
	Group      string `json:"group"`     // the SG: score plus imaginary point (or acceleration)
	SB         string `json:"sb"`
	Buchholz   string `json:"buchholz"`
	Median     string `json:"median"`
	Adjusted   string `json:"adjusted"` // 2: unplayed games as draws, what opponents count
	Colours    string `json:"colours"`
	ColourDiff int    `json:"colour_diff"`
	Due        string `json:"due"`  // 1.3: W, B or empty
	Must       string `json:"must"` // 5.2/5.3: W, B or empty
	ByeAllowed bool   `json:"bye_allowed"`
	Paired     bool   `json:"paired"`
	Opponents  []int  `json:"opponents"`
}

// Checklist is the arbiter's check list before a round: the players to
// pair in the order of the pairing (SG, then 3.2), then those not paired.
func (System) Checklist(ps *pairing.State) pairing.Checklist {
	s := NewState(ps)
	players := s.Ordered()
	rest := []*Player{}
	for _, p := range s.Players {
		if !p.Paired {
			rest = append(rest, p)
		}
	}
	sort.SliceStable(rest, func(i, j int) bool { return rest[i].Number < rest[j].Number })
	rows := make([]ChecklistRow, 0, len(s.Players))
	for _, p := range append(players, rest...) {
		rows = append(rows, ChecklistRow{
			Number: p.Number, ID: p.ID, Name: p.Name, Rating: p.Rating,
			Score: p.Score.String(), Imaginary: p.Imaginary.String(), Group: p.Group.String(),
			SB: hundredths(p.SB), Buchholz: trf.Points(p.Buchholz).String(), Median: trf.Points(p.Median).String(),
			Adjusted: p.Adjusted.String(),
			Colours:  pairing.ColourString(p.Colours), ColourDiff: p.ColourDiff,
			Due: letter(p.Due), Must: letter(p.Must), ByeAllowed: !p.Barred, Paired: p.Paired,
			Opponents: append([]int{}, p.Opponents...),
		})
	}
	header := []string{"No", "Name", "Rtg", "Pts", "SG", "SB", "Buchholz", "Median", "Colours", "Due", "Must", "Bye", "Opponents", "Note"}
	var table [][]string
	for _, r := range rows {
		note := ""
		if !r.Paired {
			note = "not paired"
		}
		rating := ""
		if r.Rating != 0 {
			rating = strconv.Itoa(r.Rating)
		}
		bye := "yes"
		if !r.ByeAllowed {
			bye = "no"
		}
		var opp []string
		for _, o := range r.Opponents {
			opp = append(opp, strconv.Itoa(o))
		}
		table = append(table, []string{strconv.Itoa(r.Number), r.Name, rating, r.Score, r.Group,
			r.SB, r.Buchholz, r.Median, r.Colours, r.Due, r.Must, bye, strings.Join(opp, ","), note})
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
