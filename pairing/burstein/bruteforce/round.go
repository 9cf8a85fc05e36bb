// Package bruteforce pairs a round of the Burstein system (C.04.4.2, the
// pre-Index text in ../shared/seeds/000) literally as the text describes
// it, with the readings of docs/burstein.md, where the text
// leaves room: the bye of 4.1-4.3, then SG by SG every combination of 6.2
// and 6.4 in the charts' order (Combinations, generalised to any size),
// kept when valid by 3.1, 5.2 and 5.3 and when the rest of the round can
// still be paired (6.6), the most due colours first (6.5), then the
// chart's order; the SGs made one by 6.6; colours by 5.4.
//
// It uses no matching algorithm: every question "can the rest still be
// paired" is answered by trying the combinations of the brackets below.
// It is slow on purpose and meant to be read next to the rule text: it is
// the reference the engine (burstein.Pair) is tested against, and only
// tests import it. The terms of the text (scores with the imaginary point,
// SB, Buchholz, Median, due colours, 4.1's bar, the comparison of 3.2) are
// burstein.NewState's and burstein.Above's: definitions, not the pairing
// method.
package bruteforce

import (
	"fmt"
	"slices"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/burstein"
	"github.com/swisscheck/swisscheck/trf"
)

// Steps is the round as the reference pairs it.
type Steps struct {
	Bye      *burstein.Player
	Brackets []Bracket
}

// Bracket is an SG, or SGs made one by 6.6, as paired.
type Bracket struct {
	Residents []*burstein.Player // by SG, then 3.2
	Members   []*burstein.Player // with the floater received, in the order of 3.2
	In, Out   *burstein.Player   // the floater received and the one floated
	Pairs     [][2]*burstein.Player
	Chosen    Combination // indices into Members
	Valid     int         // valid combinations (3.1, 5.2, 5.3, 6.3, 6.6)
	Due       int         // players who get their due colour in the chosen one (6.5)
	Rank      int         // the chosen one's place among the valid ones, in chart order
	// OtherReading is the combination the other reading of 6.5 for
	// players without a due colour would choose (dueColours).
	OtherReading Combination

	rest  *search // the brackets of the round, to ask whether the rest can be paired
	index int     // this bracket's place in them
}

// Pair pairs the round: the pairing-allocated bye (4), the brackets (6.6),
// each bracket's combination (6.1-6.5) and the colours (5).
func Pair(ps *pairing.State) (pairing.Round, Steps, error) {
	s := burstein.NewState(ps)
	order := ordered(s)
	var st Steps
	var err error
	if len(order)%2 == 1 {
		if st.Bye = bye(order); st.Bye == nil {
			return pairing.Round{}, st, fmt.Errorf("round %d: %w: nobody may receive the bye (4.1)", ps.Round, pairing.ErrNoPairing)
		}
		order = slices.DeleteFunc(order, func(p *burstein.Player) bool { return p == st.Bye })
	}
	if st.Brackets, err = pairBrackets(scoreGroups(order)); err != nil {
		return pairing.Round{}, st, fmt.Errorf("round %d: %w", ps.Round, err)
	}
	var r pairing.Round
	if st.Bye != nil {
		r.Bye = st.Bye.ID
	}
	for _, br := range st.Brackets {
		for _, p := range br.Pairs {
			board, _ := colours(s, p[0], p[1])
			r.Boards = append(r.Boards, board)
		}
	}
	s.SortBoards(r.Boards)
	return r, st, nil
}

// pairBrackets makes the brackets (6.6) and pairs them top down.
func pairBrackets(groups [][]*burstein.Player) ([]Bracket, error) {
	fail := fmt.Errorf("%w: no complete pairing even as one SG (6.6)", pairing.ErrNoPairing)
	if text66.stepwise {
		out, ok := pairSteps66(groups, text66)
		if !ok {
			return nil, fail
		}
		return out, nil
	}
	brackets, ok := plan(groups)
	if !ok {
		return nil, fail
	}
	rest := &search{brackets: brackets, memo: map[memoKey]bool{}}
	var out []Bracket
	var in *burstein.Player
	for b := range brackets {
		br := rest.pair(b, in)
		out = append(out, br)
		in = br.Out
	}
	return out, nil
}

// scoreGroups splits the order into SGs (1.2).
func scoreGroups(order []*burstein.Player) [][]*burstein.Player {
	var out [][]*burstein.Player
	for i, p := range order {
		if i == 0 || p.Group != order[i-1].Group {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], p)
	}
	return out
}

// plan makes the brackets from the SGs as docs/burstein.md reading 5 reads 6.6:
// "An SG that cannot be paired that way (given what is fixed above it) is
// made one with the next (6.6); at the bottom, the last two are made one
// until the round can be paired." Top down, each SG becomes a bracket and
// takes in the SGs after it while the brackets so far cannot be paired
// (each within itself and the floater it received, an odd one floating
// one of its own players to the next, the last one free to float one to
// the SGs still to come); then the last two brackets are made one while
// the round cannot be paired.
func plan(groups [][]*burstein.Player) ([][]*burstein.Player, bool) {
	var out [][]*burstein.Player
	for g := 0; g < len(groups); {
		out = append(out, slices.Clone(groups[g]))
		g++
		for g < len(groups) && !pairable(out, groups[g]) {
			out[len(out)-1] = append(out[len(out)-1], groups[g]...)
			g++
		}
	}
	for !pairable(out, nil) {
		if len(out) < 2 {
			return nil, false
		}
		out[len(out)-2] = append(out[len(out)-2], out[len(out)-1]...)
		out = out[:len(out)-1]
	}
	return out, true
}

// pairable reports whether the brackets can be paired; following is the
// SG after the last of them when more are to come (it may then float one
// player to them), nil when the last bracket is the round's last.
func pairable(brackets [][]*burstein.Player, following []*burstein.Player) bool {
	s := &search{brackets: brackets, following: following, memo: map[memoKey]bool{}}
	return s.from(0, nil)
}

// search answers whether brackets can still be paired, by trying their
// combinations.
type search struct {
	brackets  [][]*burstein.Player
	following []*burstein.Player // non-nil: the last bracket may float a player to SGs not in brackets, this one first
	memo      map[memoKey]bool
}

type memoKey struct {
	b  int
	in *burstein.Player
}

// from reports whether brackets b, b+1, ... can be paired when bracket b
// receives the floater in (nil for none).
func (s *search) from(b int, in *burstein.Player) bool {
	if b == len(s.brackets) {
		return in == nil || s.following != nil
	}
	k := memoKey{b, in}
	if v, ok := s.memo[k]; ok {
		return v
	}
	members := arrange(s.brackets[b], in)
	ok := false
	for c := range Combinations(len(members), allowed(members, in)) {
		if f := floater(members, c); s.floatOK(b, f) && s.from(b+1, f) {
			ok = true
			break
		}
	}
	s.memo[k] = ok
	return ok
}

// allowed is the validity of a pair or a float in a bracket: 3.1, 5.2 and
// 5.3 for a pair; for a float, 6.3: "the remaining player is floated to
// the next SG (provided he is not a floater from another SG)" (6.4's note:
// with No. 2 a floater from another SG, "2*F" is not valid).
func allowed(members []*burstein.Player, in *burstein.Player) func(i, j int) bool {
	return func(i, j int) bool {
		if j == Float {
			return members[i] != in
		}
		return valid(members[i], members[j])
	}
}

func floater(members []*burstein.Player, c Combination) *burstein.Player {
	if c.Floater < 0 {
		return nil
	}
	return members[c.Floater]
}

// pair chooses bracket b's combination when it receives the floater in:
// of the combinations in the charts' order that are valid and after which
// the rest of the round can be paired in the brackets (6.6: "If the SG
// from which the floater has been dropped is such that a complete pairing
// of all remaining teams in the SG cannot be made (or if the floater has
// already played every player in the next SG), then the floater shall be
// moved back to its original SG, trying the next possible combination"),
// the first of those that give the most players their due colours (6.5:
// "In each SG maximum number of players should get their due colours").
func (s *search) pair(b int, in *burstein.Player) Bracket {
	return s.choose(b, in, func(f *burstein.Player) bool { return s.floatOK(b, f) && s.from(b+1, f) })
}

// floatOK is false only under the test switch -text66=paren (text66.go)
// when f has already played every player of the SG after bracket b.
func (s *search) floatOK(b int, f *burstein.Player) bool {
	if !text66.paren || f == nil {
		return true
	}
	next := s.following
	if b+1 < len(s.brackets) {
		next = firstSG(s.brackets[b+1])
	}
	return !playedAll(f, next)
}

// choose is pair with the test of the rest of the round given: restOK
// says whether the round can be completed after a combination that floats
// f (nil for none). The Bracket's Valid is 0 when no combination is valid.
func (s *search) choose(b int, in *burstein.Player, restOK func(f *burstein.Player) bool) Bracket {
	br := Bracket{Residents: s.brackets[b], In: in, Members: arrange(s.brackets[b], in), Due: -1, rest: s, index: b}
	m := br.Members
	otherDue := -1
	for c := range Combinations(len(m), allowed(m, in)) {
		if !restOK(floater(m, c)) {
			continue
		}
		br.Valid++
		if d := dueColours(m, c, strict65); d > br.Due {
			br.Chosen, br.Due, br.Rank = c, d, br.Valid
		}
		if d := dueColours(m, c, !strict65); d > otherDue {
			br.OtherReading, otherDue = c, d
		}
	}
	for _, p := range br.Chosen.Pairs {
		br.Pairs = append(br.Pairs, [2]*burstein.Player{m[p[0]], m[p[1]]})
	}
	br.Out = floater(m, br.Chosen)
	return br
}

// dueColours counts the players of a combination who get their due
// colour (6.5: "In each SG maximum number of players should get their due
// colours"): both of a pair whose due colours differ, one of a pair due the
// same colour. A player who has no due colour yet (no game played over the
// board, 1.3) is content with either colour and counts as getting it; with
// strict (the test flag -strict65) he counts as not getting one, and the
// player who has a due colour in a pair with him counts (5.4 gives it to
// him). The text does not say which; the engine and bbpPairings 5.0.1 count
// him as content (docs/burstein.md reading 6 leaves it open). The floater is paired,
// and counted, in the next SG.
func dueColours(members []*burstein.Player, c Combination, strict bool) int {
	n := 0
	for _, p := range c.Pairs {
		a, b := members[p[0]], members[p[1]]
		switch {
		case !strict && (a.Due == trf.NoColour || b.Due == trf.NoColour):
			n += 2
		case a.Due != trf.NoColour && b.Due != trf.NoColour && a.Due != b.Due:
			n += 2
		case a.Due != trf.NoColour || b.Due != trf.NoColour:
			n++
		}
	}
	return n
}

// strict65 is the reading of 6.5 the reference uses (dueColours).
var strict65 bool
