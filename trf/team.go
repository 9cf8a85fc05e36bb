package trf

import "fmt"

// Team competitions. swisscheck checks individual tournaments; a team
// competition's report (TRF16 §6 013 records, TRF26 310 and the team
// pairing records 300, 320, 330) pairs teams, not players, and breaks the
// rules of an individual report in ways that say nothing about the file
// (every player of a team with the bye has a pairing-allocated bye, for
// one). An individual tournament may list clubs in 013 records for a
// team prize: those are kept and not interpreted.

// teamRecord is a team and where its record is.
type teamRecord struct {
	line    int
	tag     string
	name    string
	members []int
}

// Member columns, 0-based: 013 from column 37, 310 from column 74, every
// five columns, four wide.
var teamLayout = map[string]struct{ name, name2, members int }{
	"013": {4, 36, 36},
	"310": {8, 40, 73},
}

// teams reads the members of the 013 and 310 records (ids that are not
// numbers are skipped: the records are not otherwise checked).
func teams(f *File) []teamRecord {
	var out []teamRecord
	for _, r := range f.Records {
		lay, ok := teamLayout[r.Tag()]
		if !ok {
			continue
		}
		rs := []rune(r.Text)
		t := teamRecord{line: r.Line, tag: r.Tag(), name: trim(field(rs, lay.name, min(lay.name2, len(rs))))}
		for i := lay.members; i < len(rs); i += 5 {
			if id, ok := parseNat(field(rs, i, i+4)); ok && id > 0 {
				t.members = append(t.members, id)
			}
		}
		out = append(out, t)
	}
	return out
}

// teamCompetition returns the problem that makes f a team competition's
// report, or nil: a team pairing record (300, 320, 330), or teams whose
// members, round after round, all play the members of one other team.
func teamCompetition(f *File) *Error {
	for _, r := range f.Records {
		switch r.Tag() {
		case "300", "320", "330":
			return &Error{File: f.Name, Line: r.Line, Col: 1, Msg: fmt.Sprintf(
				"%s: expected an individual tournament, found a team competition's record: team competitions are not supported", r.Tag())}
		}
	}
	ts := teams(f)
	if len(ts) < 2 {
		return nil
	}
	teamOf := map[int]int{}
	for k, t := range ts {
		for _, id := range t.members {
			if _, dup := teamOf[id]; !dup {
				teamOf[id] = k
			}
		}
	}
	members := 0
	for _, p := range f.Players {
		if _, in := teamOf[p.ID]; in {
			members++
		}
	}
	// A team competition: every player is in a team, and round after round
	// all the boards of a team are against one other team. The club members
	// of an individual tournament are few among its players, and meet
	// players of other clubs or of none.
	if members*10 < len(f.Players)*9 {
		return nil
	}
	matches, meetings, example := teamMatches(f, ts, teamOf)
	if meetings < 2 || matches*10 < meetings*9 {
		return nil
	}
	t := ts[0]
	return &Error{File: f.Name, Line: t.line, Col: 1, Msg: fmt.Sprintf(
		"%s: expected an individual tournament, found a team competition (%s): team competitions are not supported", t.tag, example)}
}

// teamMatches counts, over the rounds, the teams with two boards or more
// (meetings) and those whose every board is against one other team
// (matches), with the first such match in words.
func teamMatches(f *File, ts []teamRecord, teamOf map[int]int) (matches, meetings int, example string) {
	const none = -1 // an opponent in no team
	for r := 1; r <= f.Rounds(); r++ {
		opp := make([]map[int]int, len(ts)) // team -> opposing team -> boards
		for _, p := range f.Players {
			k, in := teamOf[p.ID]
			g := p.Game(r)
			if !in || g.Opponent == 0 {
				continue
			}
			o, oin := teamOf[g.Opponent]
			if !oin {
				o = none
			}
			if opp[k] == nil {
				opp[k] = map[int]int{}
			}
			opp[k][o]++
		}
		for k, m := range opp {
			boards := 0
			for _, n := range m {
				boards += n
			}
			if boards < 2 {
				continue
			}
			meetings++
			for o := range m {
				if len(m) == 1 && o != k && o != none {
					matches++
					if example == "" {
						example = fmt.Sprintf("in round %d the players of %q play only players of %q", r, ts[k].name, ts[o].name)
					}
				}
			}
		}
	}
	return matches, meetings, example
}

// teamNote is added to the problem of a second pairing-allocated bye in
// a round of a file with team records that does not otherwise look like a
// team competition: in a team competition every player of the team with
// the bye has one.
func (v *validator) teamNote() string {
	if len(v.teams) == 0 {
		return ""
	}
	t := v.teams[0]
	return fmt.Sprintf("; the file has team records (%s, line %d): if it is a team competition, team competitions are not supported", t.tag, t.line)
}
