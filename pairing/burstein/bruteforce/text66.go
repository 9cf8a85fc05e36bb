package bruteforce

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing/burstein"
)

// reading66 selects readings of 6.6 other than docs/burstein.md reading 5's (the
// test flag -text66), to count the situations and corpus rounds where they
// differ. 6.6 says: "If the SG from which the floater has been dropped is
// such that a complete pairing of all remaining teams in the SG cannot be
// made (or if the floater has already played every player in the next SG),
// then the floater shall be moved back to its original SG, trying the next
// possible combination according to the order of priority. If a complete
// pairing of all teams in two adjacent SG's cannot be made, then these two
// SG's shall be considered as one SG".
//
// Two switches, each taking one part of the text literally:
//
//   - paren: the parenthesis. A combination whose floater has already
//     played every player of the next SG (the first SG below his bracket,
//     as the SGs stand before any below are made one) is not valid; the next
//     combination is tried. docs/burstein.md reading 5 instead lets him float, and
//     makes that SG one with the SG below it so that he finds an opponent.
//   - stepwise: no look further ahead. SG by SG, a combination is valid
//     when it pairs all its players but the floater (3.1, 5.2, 5.3), and
//     (with paren) the floater has someone to meet in the next SG; when no
//     combination of an SG (with the floater it received) is valid, the SG
//     and the next ("these two SG's") are made one and paired again, the
//     last SG with the one above. docs/burstein.md reading 5 instead takes a
//     combination only if the whole rest of the round can still be paired,
//     and makes the SGs below one before the pairing begins.
//
// A third switch reads the first sentence as being about the SG the
// floater was dropped into:
//
//   - onestep (implies stepwise): a combination is valid only if the next
//     SG, with its floater, has a combination valid in itself (its own
//     floater, if any, may go on to the SG after it); else "the floater
//     shall be moved back to its original SG, trying the next possible
//     combination". When no combination of an SG is valid, the SG and the
//     next are made one. No look further ahead than that one SG.
//
// -text66 alone (or =both, =true) takes paren and stepwise; otherwise a
// comma-separated list of paren, stepwise and onestep.
type reading66 struct{ paren, stepwise, onestep bool }

var text66 reading66

func (r reading66) any() bool { return r.paren || r.stepwise }

func (r *reading66) String() string {
	if r == nil || !r.any() {
		return "false"
	}
	var parts []string
	if r.paren {
		parts = append(parts, "paren")
	}
	switch {
	case r.onestep:
		parts = append(parts, "onestep")
	case r.stepwise:
		parts = append(parts, "stepwise")
	}
	return strings.Join(parts, ",")
}

func (r *reading66) Set(v string) error {
	*r = reading66{}
	for _, part := range strings.Split(v, ",") {
		switch part {
		case "false", "none":
		case "true", "both":
			r.paren, r.stepwise = true, true
		case "paren":
			r.paren = true
		case "stepwise":
			r.stepwise = true
		case "onestep":
			r.stepwise, r.onestep = true, true
		default:
			return fmt.Errorf("-text66=%s: want both, or a list of paren, stepwise and onestep", v)
		}
	}
	return nil
}

// IsBoolFlag lets -text66 stand alone (both).
func (r *reading66) IsBoolFlag() bool { return true }

// playedAll reports whether f has already played every player of the SG
// next (6.6's parenthesis); false when there is no next SG.
func playedAll(f *burstein.Player, next []*burstein.Player) bool {
	return len(next) > 0 && !slices.ContainsFunc(next, func(q *burstein.Player) bool { return f.CanMeet(q.Player) })
}

// firstSG is the first SG of a bracket (its players of the first's score).
func firstSG(bracket []*burstein.Player) []*burstein.Player {
	n := 0
	for n < len(bracket) && bracket[n].Group == bracket[0].Group {
		n++
	}
	return bracket[:n]
}

// pairSteps66 pairs the SGs by the step-by-step reading of 6.6.
func pairSteps66(groups [][]*burstein.Player, r reading66) ([]Bracket, bool) {
	units := make([][]*burstein.Player, len(groups))
	for i, g := range groups {
		units[i] = slices.Clone(g)
	}
	var done []Bracket
	var in *burstein.Player
	for k := 0; k < len(units); {
		s := &search{brackets: units, memo: map[memoKey]bool{}}
		br := s.choose(k, in, func(f *burstein.Player) bool {
			switch {
			case f == nil:
				return true
			case k+1 == len(units):
				return false
			}
			return !(r.paren && playedAll(f, units[k+1])) && (!r.onestep || pairsInItself(units, k+1, f, r.paren))
		})
		switch {
		case br.Valid > 0:
			done = append(done, br)
			in = br.Out
			k++
		case k+1 < len(units): // these two SGs as one
			units[k] = append(units[k], units[k+1]...)
			units = slices.Delete(units, k+1, k+2)
		case k > 0: // the last SG cannot be paired: one with the SG above
			k--
			in = done[k].In
			done = done[:k]
			units[k] = append(units[k], units[k+1]...)
			units = units[:k+1]
		default:
			return nil, false
		}
	}
	return done, true
}

// pairsInItself reports whether unit k, receiving the floater in, has a
// combination valid in itself: all paired but at most one floater (3.1,
// 5.2, 5.3, 6.3), who has a next SG to go to (and, with paren, someone in
// it he has not played).
func pairsInItself(units [][]*burstein.Player, k int, in *burstein.Player, paren bool) bool {
	m := arrange(units[k], in)
	for c := range Combinations(len(m), allowed(m, in)) {
		f := floater(m, c)
		switch {
		case f == nil:
			return true
		case k+1 < len(units) && !(paren && playedAll(f, units[k+1])):
			return true
		}
	}
	return false
}
