package dubov

import (
	"sort"
	"strconv"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// ChecklistRow is one player's line of the check list before a round in
// the Dubov terms: his score group, R (1.1), ARO (1.2), colours and due
// colour (1.3, 1.4), the colour he should play when f or g overrides it,
// whether C.04.1 d allows him the bye, and his transfers to a higher score
// group so far (2.1).
type ChecklistRow struct {
	Number     int    `json:"number"`
	ID         int    `json:"id"`
	Name       string `json:"name"`
	Rating     int    `json:"rating"`
	Score      string `json:"score"`
	ARO        string `json:"aro"` // two decimals; "-" before the first game
	Colours    string `json:"colours"`
	ColourDiff int    `json:"colour_diff"`
	Due        string `json:"due"`    // 1.3, 1.4: W, B or empty
	Should     string `json:"should"` // the colour he should play (f, g): W, B or empty
	ByeAllowed bool   `json:"bye_allowed"`
	// Transfers counts his transfers to a higher score group (2.1, read
	// as Reading 4 says); TransferredLast: in the previous round;
	// TransferBarred: 2.1 bars a transfer this round.
	Transfers       int   `json:"transfers"`
	TransferredLast bool  `json:"transferred_last"`
	TransferBarred  bool  `json:"transfer_barred"`
	WasFloater      bool  `json:"was_floater"` // 6.4
	Paired          bool  `json:"paired"`
	Opponents       []int `json:"opponents"`
}

// Checklist is the arbiter's check list before a round: the players to
// pair by score group, highest first, each group in the initial order;
// then those not paired.
func (System) Checklist(ps *pairing.State) pairing.Checklist {
	s := NewState(ps)
	players := s.toPair()
	sort.SliceStable(players, func(i, j int) bool { return players[i].Group > players[j].Group })
	for _, p := range s.Players {
		if !p.Paired {
			players = append(players, p)
		}
	}
	rows := make([]ChecklistRow, 0, len(players))
	for _, p := range players {
		rows = append(rows, ChecklistRow{
			Number: p.Number, ID: p.ID, Name: p.Name, Rating: p.Rating, Score: p.Group.String(), ARO: p.ARO.String(),
			Colours: pairing.ColourString(p.Colours), ColourDiff: p.ColourDiff, Due: letter(p.Due), Should: letter(p.Should()),
			ByeAllowed: !p.ByeBarred, Transfers: p.Transfers, TransferredLast: p.TransferredLast,
			TransferBarred: s.TransferBarred(p), WasFloater: p.WasFloater, Paired: p.Paired,
			Opponents: append([]int{}, p.Opponents...),
		})
	}
	header := []string{"No", "Name", "Rtg", "Pts", "ARO", "Colours", "Due", "Plays", "Bye", "Up", "Opponents", "Note"}
	table := make([][]string, 0, len(rows))
	for _, r := range rows {
		table = append(table, r.cells())
	}
	return pairing.Checklist{Header: header, Rows: table, Data: rows}
}

// cells is the row as the table prints it. "Plays" is the colour he
// should play when f or g makes it other than his due colour; "Up" is his
// transfers to a higher score group, with "last" for the previous round
// and "barred" when 2.1 bars one now.
func (r ChecklistRow) cells() []string {
	rating := ""
	if r.Rating != 0 {
		rating = strconv.Itoa(r.Rating)
	}
	plays := ""
	if r.Should != r.Due {
		plays = r.Should
	}
	bye := "yes"
	if !r.ByeAllowed {
		bye = "no"
	}
	up := strconv.Itoa(r.Transfers)
	if r.TransferredLast {
		up += " last"
	}
	if r.TransferBarred {
		up += " barred"
	}
	var opp []string
	for _, o := range r.Opponents {
		opp = append(opp, strconv.Itoa(o))
	}
	note := ""
	if !r.Paired {
		note = "not paired"
	}
	return []string{strconv.Itoa(r.Number), r.Name, rating, r.Score, r.ARO, r.Colours, r.Due, plays, bye, up, strings.Join(opp, ","), note}
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
