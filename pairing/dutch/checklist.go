package dutch

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// ChecklistRow is one player's line of the arbiter's check list before a
// round (Arbiters' Manual, "Manual checking of computer pairings"), in the
// terms of the edition whose State it is made from.
type ChecklistRow struct {
	Number       int    `json:"number"` // pairing number
	ID           int    `json:"id"`     // starting rank in the file
	Name         string `json:"name"`
	Rating       int    `json:"rating"`
	Score        string `json:"score"`
	PairingScore string `json:"pairing_score"`
	Colours      string `json:"colours"`     // played games only, W/B
	ColourDiff   int    `json:"colour_diff"` // 2017 A.6, 2026 1.6
	Preference   string `json:"preference"`  // W* B* W B w b or empty
	Strength     string `json:"strength"`    // absolute, strong, mild, none
	Float2       string `json:"float_2"`     // two rounds before: "down", "up" or ""
	Float1       string `json:"float_1"`     // previous round
	ByeAllowed   bool   `json:"bye_allowed"` // 2017 C.2, 2026 [C2]
	Topscorer    bool   `json:"topscorer"`   // 2017 A.7, 2026 1.8: final round only
	Paired       bool   `json:"paired"`      // takes part in this round's pairing
	Opponents    []int  `json:"opponents"`   // opponents actually played
}

// Checklist is the arbiter's check list before a round: every player,
// sorted by pairing score (highest first), then pairing number (2017 A.2,
// 2026 1.2), with the edition's terms.
func Checklist(s *State) pairing.Checklist {
	players := append([]*Player(nil), s.Players...)
	sort.SliceStable(players, func(i, j int) bool {
		a, b := players[i], players[j]
		if a.PairingScore != b.PairingScore {
			return a.PairingScore > b.PairingScore
		}
		return a.Number < b.Number
	})
	rows := make([]ChecklistRow, len(players))
	for i, p := range players {
		rows[i] = ChecklistRow{
			Number: p.Number, ID: p.ID, Name: p.Name, Rating: p.Rating,
			Score: p.Score.String(), PairingScore: p.PairingScore.String(),
			Colours: pairing.ColourString(p.Colours), ColourDiff: p.ColourDiff,
			Preference: p.Preference.String(), Strength: p.Preference.Strength.String(),
			Float2: floatWord(p.Float(2)), Float1: floatWord(p.Float(1)),
			ByeAllowed: p.CanGetBye(), Topscorer: p.Topscorer, Paired: p.Paired,
			Opponents: append([]int{}, p.Opponents...),
		}
	}
	header, table := checklistGrid(rows)
	return pairing.Checklist{Header: header, Rows: table, Data: rows}
}

// checklistGrid is the check list as a table: the columns of the
// Arbiters' Manual's check list.
func checklistGrid(rows []ChecklistRow) (header []string, table [][]string) {
	header = []string{"No", "Name", "Rtg", "Pts", "Colours", "Cd", "Pref", "p", "l", "Bye", "Opponents", "Note"}
	for _, r := range rows {
		table = append(table, []string{
			strconv.Itoa(r.Number), r.Name, ratingString(r.Rating), r.PairingScore,
			r.Colours, fmt.Sprintf("%+d", r.ColourDiff), r.Preference,
			arrow(r.Float2), arrow(r.Float1), yesNo(r.ByeAllowed),
			joinInts(r.Opponents), note(r),
		})
	}
	return header, table
}

func note(r ChecklistRow) string {
	var parts []string
	if !r.Paired {
		parts = append(parts, "not paired")
	}
	if r.Topscorer {
		parts = append(parts, "topscorer")
	}
	return strings.Join(parts, ", ")
}

func floatWord(f Float) string {
	switch f {
	case Downfloat:
		return "down"
	case Upfloat:
		return "up"
	}
	return ""
}

func arrow(word string) string {
	return map[string]string{"down": "↓", "up": "↑"}[word]
}

func ratingString(r int) string {
	if r == 0 {
		return ""
	}
	return strconv.Itoa(r)
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ",")
}

// PlayerLine describes a player as the Manual's tables do: number, score,
// colour preference, colour history and floats.
func PlayerLine(p *Player) string {
	pref := p.Preference.String()
	if pref == "" {
		pref = "-"
	}
	top := ""
	if p.Topscorer {
		top = "*"
	}
	return fmt.Sprintf("%4d%s score %s  pref %-2s  colours %-10s floats %s%s",
		p.ID, top, p.PairingScore.String(), pref, colourHistory(p.Colours), floatMark(p.Float(2)), floatMark(p.Float(1)))
}

func floatMark(f Float) string {
	switch f {
	case Downfloat:
		return "↓"
	case Upfloat:
		return "↑"
	}
	return "-"
}

func colourHistory(cs []trf.Colour) string {
	if len(cs) == 0 {
		return "-"
	}
	return pairing.ColourString(cs)
}

// DescribeColours writes a player's colours as the explanations give them:
// history of played games, colour difference and preference.
func DescribeColours(p *Player) string {
	pref := p.Preference.String()
	if pref == "" {
		pref = "none"
	}
	return fmt.Sprintf("Player %d: colours %s, colour difference %+d, preference %s (%s)",
		p.ID, colourHistory(p.Colours), p.ColourDiff, pref, p.Preference.Strength)
}

// ColourName is "White" or "Black".
func ColourName(c trf.Colour) string {
	if c == trf.White {
		return "White"
	}
	return "Black"
}

// Plural writes a count with its noun: "1 player", "3 players".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// PrefOrNone writes a colour preference as the Manual does, "none" for
// none.
func PrefOrNone(p *Player) string {
	if s := p.Preference.String(); s != "" {
		return s
	}
	return "none"
}
