package dutch2026

import (
	"slices"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// Values holds a candidate's value for each quality criterion, [C6] to
// [C21], indexed by Criterion: a count of failures, or scores (or score
// differences) in descending order. Smaller is better, compared
// lexicographically. [C8]'s value is the following bracket's number of
// downfloaters, then their scores in descending order.
type Values [numCriteria + 1][]trf.Points

// Compare returns the first quality criterion on which two candidates
// differ, and -1 when v is better there, +1 when worse; 0 and 0 when they
// are equally good (3.8).
func (v *Values) Compare(w *Values) (Criterion, int) {
	for c := C6; c <= numCriteria; c++ {
		if d := slices.Compare(v[c], w[c]); d != 0 {
			return c, d
		}
	}
	return 0, 0
}

// Legal reports whether a candidate of the bracket complies with the
// absolute criteria ([C1], [C3]; [C2] only concerns the bye), pairs MDPs
// with residents only (3.3), and leaves the players not yet paired a
// pairing that complies with them ([C4], with the bye by [C2] and [C5]).
func (b *Bracket) Legal(c *Candidate) bool {
	for _, pr := range c.Pairs {
		if pr[1] < b.MDPs || !dutch.Compatible(b.Players[pr[0]], b.Players[pr[1]]) {
			return false
		}
	}
	return dutch.Completable(append(b.floaters(c), b.Rest...), b.Odd, b.CanGetBye)
}

// Evaluate measures a legal candidate by the quality criteria [C6]-[C21]
// (2.4), in the words of the text.
func (b *Bracket) Evaluate(c *Candidate) Values {
	var v Values
	floaters := b.floaters(c)
	v[C6] = dutch.Count(len(floaters)) // 2.4.1
	for _, p := range floaters {       // 2.4.2
		v[C7] = append(v[C7], p.PairingScore)
	}
	dutch.SortDesc(v[C7])
	v[C8] = b.following(floaters) // 2.4.3
	if b.byeFromHere() && len(floaters) == 1 {
		v[C9] = dutch.Count(unplayed(floaters[0])) // 2.4.4, see Solve
	}
	var colour [4]int
	for _, pr := range c.Pairs { // 2.4.5-2.4.8
		for i, failed := range dutch.ColourFailures(b.Players[pr[0]], b.Players[pr[1]]) {
			if failed {
				colour[i]++
			}
		}
	}
	for i, n := range colour {
		v[C10+Criterion(i)] = dutch.Count(n)
	}
	for k := 1; k <= 2; k++ { // 2.4.9-2.4.16
		down, up, downSD, upSD := b.floatFailures(c, k)
		v[C14+Criterion(2*(k-1))] = dutch.Count(down)
		v[C15+Criterion(2*(k-1))] = dutch.Count(up)
		v[C18+Criterion(2*(k-1))] = dutch.SortDesc(downSD)
		v[C19+Criterion(2*(k-1))] = dutch.SortDesc(upSD)
	}
	return v
}

// floatFailures measures [C14]-[C21] for the float received k rounds
// before: resident downfloaters who floated down ([C14], [C16]), MDP
// opponents who floated up ([C15], [C17]), the score differences of MDPs
// who floated down, a Limbo MDP above any resident's ([C18], [C20]), and
// of MDP opponents who floated up ([C19], [C21]).
func (b *Bracket) floatFailures(c *Candidate, k int) (down, up int, downSD, upSD []trf.Points) {
	for _, f := range c.Floaters {
		p := b.Players[f]
		switch {
		case p.Float(k) != dutch.Downfloat:
		case f >= b.MDPs:
			down++
		default:
			downSD = append(downSD, limbo+p.PairingScore)
		}
	}
	for _, pr := range c.Pairs {
		if pr[0] >= b.MDPs {
			continue
		}
		m, r := b.Players[pr[0]], b.Players[pr[1]]
		d := m.PairingScore - r.PairingScore
		if m.Float(k) == dutch.Downfloat {
			downSD = append(downSD, d)
		}
		if r.Float(k) == dutch.Upfloat {
			up++
			upSD = append(upSD, d)
		}
	}
	return down, up, downSD, upSD
}

// following measures [C8] for a set of downfloaters: the following bracket
// (the downfloaters as its MDPs and the next scoregroup) paired for its
// fewest downfloaters, then their lowest scores ([C6], [C7] in that
// bracket), the rest of the round still complete ([C4]). The engine's own
// pairing of that bracket gives both.
func (b *Bracket) following(floaters []*dutch.Player) []trf.Points {
	if len(b.Next) == 0 {
		return nil
	}
	down := b.followingFloaters(floaters)
	out := dutch.Count(len(down))
	var scores []trf.Points
	for _, p := range down {
		scores = append(scores, p.PairingScore)
	}
	return append(out, dutch.SortDesc(scores)...)
}
