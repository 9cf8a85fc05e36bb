package dutch2012

import (
	"slices"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// ChecklistRow is a player's line of the check list with the grade of his
// colour preference in the 2012 text.
type ChecklistRow struct {
	dutch.ChecklistRow
	// Grade is the article of A.7 that gives the preference: "A.7.a"
	// absolute, "A.7.d" strong treated as absolute (odd rounds), "A.7.b"
	// strong, "A.7.e" mild and wavering (even rounds), "A.7.c" mild,
	// "A.7.f" none.
	Grade string `json:"grade"`
}

// Checklist is the arbiter's check list before a round in this edition's
// terms: the shared columns (floats by B.1.b and A.4, the bye bar of
// B.1.b), with the A.7 grade of each preference after Pref. The float
// columns are those B.5 (l, the last round) and B.6 (p, the round before)
// read.
func (System) Checklist(ps *pairing.State) pairing.Checklist {
	s := NewState(ps)
	c := dutch.Checklist(s)
	rows, _ := c.Data.([]dutch.ChecklistRow)
	at := slices.Index(c.Header, "Pref") + 1
	c.Header = slices.Insert(slices.Clone(c.Header), at, "A.7")
	data := make([]ChecklistRow, len(rows))
	for i, r := range rows {
		data[i] = ChecklistRow{ChecklistRow: r, Grade: grade(s.Round, s.Player(r.ID))}
		c.Rows[i] = slices.Insert(c.Rows[i], at, data[i].Grade[len("A.7."):])
	}
	c.Data = data
	return c
}

// grade is the article of A.7 that gives the player's preference before
// the round.
func grade(round int, p *dutch.Player) string {
	switch {
	case p.Preference.Strength == dutch.Absolute:
		return "A.7.a"
	case semiAbsolute(round, p):
		return "A.7.d"
	case p.Preference.Strength == dutch.Strong:
		return "A.7.b"
	case wavering(round, p):
		return "A.7.e"
	case p.Preference.Strength == dutch.Mild:
		return "A.7.c"
	}
	return "A.7.f"
}
