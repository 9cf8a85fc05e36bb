package bruteforce

import (
	"slices"

	"github.com/swisscheck/swisscheck/pairing/burstein"
)

// text66 selects the literal reading of 6.6 that README reading 5 sets
// against its own (the test flag -text66), to count the situations where
// the two differ. 6.6 says: "If the SG from which the floater has been
// dropped is such that a complete pairing of all remaining teams in the SG
// cannot be made (or if the floater has already played every player in
// the next SG), then the floater shall be moved back to its original SG,
// trying the next possible combination according to the order of
// priority. If a complete pairing of all teams in two adjacent SG's cannot
// be made, then these two SG's shall be considered as one SG".
//
// Read step by step: an SG's combination is valid when it pairs all its
// players but the floater (3.1, 5.2, 5.3) and the floater has not "already
// played every player in the next SG"; when no combination of the SG
// (with the floater it received) is valid, the SG and the next ("these two
// SG's") are made one and paired again, the last SG with the one above.
// There is no look further ahead. README reading 5 instead takes a
// combination only if the whole rest of the round can still be paired,
// and makes the SGs below one before the pairing begins.
var text66 bool

// pairSteps66 pairs the SGs by the step-by-step reading of 6.6.
func pairSteps66(groups [][]*burstein.Player) ([]Bracket, bool) {
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
			return slices.ContainsFunc(units[k+1], func(q *burstein.Player) bool { return f.CanMeet(q.Player) })
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
