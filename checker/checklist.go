// Package checker rebuilds a tournament round by round, re-pairs each round
// with the Dutch engine, compares the result with the recorded pairing and
// explains the differences. It also prints the arbiter's check list.
package checker

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
)

// ChecklistRow is one player's line of the arbiter's check list before a
// round (Arbiters' Manual, "Manual checking of computer pairings").
type ChecklistRow struct {
	Number       int    `json:"number"` // pairing number
	ID           int    `json:"id"`     // starting rank in the file
	Name         string `json:"name"`
	Rating       int    `json:"rating"`
	Score        string `json:"score"`
	PairingScore string `json:"pairing_score"`
	Colours      string `json:"colours"`     // played games only, W/B
	ColourDiff   int    `json:"colour_diff"` // A.6
	Preference   string `json:"preference"`  // W* B* W B w b or empty
	Strength     string `json:"strength"`    // absolute, strong, mild, none
	Float2       string `json:"float_2"`     // two rounds before: "down", "up" or ""
	Float1       string `json:"float_1"`     // previous round
	ByeAllowed   bool   `json:"bye_allowed"` // C.2
	Topscorer    bool   `json:"topscorer"`   // A.7, final round only
	Paired       bool   `json:"paired"`      // takes part in this round's pairing
	Opponents    []int  `json:"opponents"`   // opponents actually played
}

// Checklist builds the check list: every player, sorted by pairing score
// (highest first), then pairing number (A.2).
func Checklist(s *pairing.State) []ChecklistRow {
	players := append([]*pairing.Player(nil), s.Players...)
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
	return rows
}

// WriteChecklist prints the check list for the state before a round.
func WriteChecklist(w io.Writer, s *pairing.State, format Format) error {
	rows := Checklist(s)
	switch format {
	case FormatJSON:
		return writeJSON(w, struct {
			Round   int            `json:"round"`
			Players []ChecklistRow `json:"players"`
		}{s.Round, rows})
	case FormatTSV:
		return checklistGrid(rows).writeTSV(w)
	case FormatTable, "":
		if _, err := fmt.Fprintf(w, "Check list before round %d of %d\n", s.Round, s.TotalRounds); err != nil {
			return err
		}
		return checklistGrid(rows).writeTable(w)
	}
	return fmt.Errorf("checklist: unknown format %q (want table, tsv or json)", format)
}

func checklistGrid(rows []ChecklistRow) grid {
	g := grid{header: []string{"No", "Name", "Rtg", "Pts", "Colours", "Cd", "Pref", "p", "l", "Bye", "Opponents", "Note"}}
	for _, r := range rows {
		g.rows = append(g.rows, []string{
			strconv.Itoa(r.Number), r.Name, ratingString(r.Rating), r.PairingScore,
			r.Colours, fmt.Sprintf("%+d", r.ColourDiff), r.Preference,
			arrow(r.Float2), arrow(r.Float1), yesNo(r.ByeAllowed),
			joinInts(r.Opponents), note(r),
		})
	}
	return g
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

func floatWord(f pairing.Float) string {
	switch f {
	case pairing.Downfloat:
		return "down"
	case pairing.Upfloat:
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
