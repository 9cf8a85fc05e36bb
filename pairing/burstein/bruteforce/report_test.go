package bruteforce

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/burstein"
)

// How the property test counts situations and describes a mismatch.

type stats struct {
	situations, generated, early, odd, noPairing int
	brackets, merged, withIn, floated, byDue     int
	unordered                                    int // brackets 3.2 does not order (reading 3)
	readingMatters                               int // brackets the other reading of 6.5 pairs differently
	otherBye                                     int // no pairing, but one with another player's bye
	excluded, combinations, valid                int
	sizes                                        [maxPlayers + 2]int
	colourRules                                  map[string]int
}

func (s *stats) Add(o *stats) {
	s.situations += o.situations
	s.generated += o.generated
	s.early += o.early
	s.odd += o.odd
	s.noPairing += o.noPairing
	s.brackets += o.brackets
	s.merged += o.merged
	s.withIn += o.withIn
	s.floated += o.floated
	s.byDue += o.byDue
	s.unordered += o.unordered
	s.readingMatters += o.readingMatters
	s.otherBye += o.otherBye
	s.excluded += o.excluded
	s.combinations += o.combinations
	s.valid += o.valid
	for i := range s.sizes {
		s.sizes[i] += o.sizes[i]
	}
	for k, v := range o.colourRules {
		if s.colourRules == nil {
			s.colourRules = map[string]int{}
		}
		s.colourRules[k] += v
	}
}

func (s *stats) String() string {
	var w strings.Builder
	fmt.Fprintf(&w, "%d situations (%d from pairing/generate), %d in rounds 1-2 (imaginary point), %d with a bye, %d without a pairing (%d of them with one if another player had the bye)\n",
		s.situations, s.generated, s.early, s.odd, s.noPairing, s.otherBye)
	fmt.Fprintf(&w, "%d brackets: %d of several SGs (6.6), %d receiving a floater, %d floating one; %d where 3.1/5.2/5.3/6.3/6.6 excluded combinations, %d where 6.5 passed over the first valid one\n",
		s.brackets, s.merged, s.withIn, s.floated, s.excluded, s.byDue)
	fmt.Fprintf(&w, "%d brackets that 3.2 does not order (three players each above the next; reading 3: the merge order)\n", s.unordered)
	fmt.Fprintf(&w, "%d brackets where the other reading of 6.5 for players without a due colour (-strict65=%v) pairs differently\n", s.readingMatters, !strict65)
	fmt.Fprintf(&w, "%d combinations in the charts' order, %d valid\nbracket sizes (with the floater received):", s.combinations, s.valid)
	for n, c := range s.sizes {
		if c > 0 {
			fmt.Fprintf(&w, " %d:%d", n, c)
		}
	}
	w.WriteString("\ncolours decided by:")
	var rules []string
	for k := range s.colourRules {
		rules = append(rules, k)
	}
	slices.Sort(rules)
	for _, k := range rules {
		fmt.Fprintf(&w, " %s %d;", k, s.colourRules[k])
	}
	return w.String()
}

// consistentOrder reports whether every member stands above every one
// listed below him by 3.2, which a list can be only when 3.2 orders them.
func consistentOrder(ms []*burstein.Player) bool {
	for i, p := range ms {
		for _, q := range ms[i+1:] {
			if burstein.Above(q, p) {
				return false
			}
		}
	}
	return true
}

// combinationCount is the number of combinations of n players: (n-1)!!,
// or n!! with a floater.
func combinationCount(n int) int {
	c := 1
	for k := n - 1 + n%2; k > 1; k -= 2 {
		c *= k
	}
	return c
}

// situation counts what a situation exercises, as the reference paired it.
func (s *stats) situation(sit *situation, r pairing.Round, st Steps, err error) {
	s.situations++
	if sit.how == "generate" {
		s.generated++
	}
	if sit.round <= 2 {
		s.early++
	}
	if len(sit.state.ToPair())%2 == 1 {
		s.odd++
	}
	if err != nil {
		s.noPairing++
		if pairableWithAnotherBye(sit.state) {
			s.otherBye++
		}
		return
	}
	for _, b := range st.Brackets {
		s.brackets++
		n := len(b.Members)
		s.sizes[min(n, len(s.sizes)-1)]++
		if b.Residents[0].Group != b.Residents[len(b.Residents)-1].Group {
			s.merged++
		}
		if b.In != nil {
			s.withIn++
		}
		if !consistentOrder(b.Members) {
			s.unordered++
		}
		if b.Out != nil {
			s.floated++
		}
		if b.Rank > 1 {
			s.byDue++
		}
		if chartString(b.OtherReading) != chartString(b.Chosen) {
			s.readingMatters++
		}
		total := combinationCount(n)
		s.combinations += total
		s.valid += b.Valid
		if b.Valid < total {
			s.excluded++
		}
	}
	if s.colourRules == nil {
		s.colourRules = map[string]int{}
	}
	bs := burstein.NewState(sit.state)
	for _, b := range st.Brackets {
		for _, p := range b.Pairs {
			_, rule := colours(bs, p[0], p[1])
			s.colourRules[rule]++
		}
	}
	_ = r
}

// bracketString writes a bracket as the reference paired it: its members
// in the order of 3.2 with their terms, and its choice.
func bracketString(b *Bracket) string {
	var w strings.Builder
	for i, p := range b.Members {
		role := ""
		if p == b.In {
			role = " (floater received)"
		}
		fmt.Fprintf(&w, "  %2d. %s%s\n", i+1, playerString(p), role)
	}
	fmt.Fprintf(&w, "  reference: %s (valid %d of %d, %d due colours, %d. valid)\n",
		combinationString(b.Members, b.Chosen), b.Valid, combinationCount(len(b.Members)), b.Due, b.Rank)
	return w.String()
}

// playerString writes a player's terms.
func playerString(p *burstein.Player) string {
	var met []int
	for o := range p.Met {
		met = append(met, o)
	}
	met = append(met, p.Forbidden()...)
	slices.Sort(met)
	met = slices.Compact(met)
	return fmt.Sprintf("%d: score %s (SG %s) SB %d Bh %d Med %d due %s must %s colours %s%s met %v",
		p.ID, p.Score, p.Group, p.SB, p.Buchholz, p.Median, p.Due, p.Must, pairing.ColourString(p.Colours), barredString(p), met)
}

func barredString(p *burstein.Player) string {
	if p.Barred {
		return " (had a point without playing)"
	}
	return ""
}

func combinationString(members []*burstein.Player, c Combination) string {
	var parts []string
	for _, pr := range c.Pairs {
		parts = append(parts, fmt.Sprintf("%d-%d", members[pr[0]].ID, members[pr[1]].ID))
	}
	if c.Floater >= 0 {
		parts = append(parts, fmt.Sprintf("%d-F", members[c.Floater].ID))
	}
	return strings.Join(parts, " ")
}

// judgeEngine says what the reference thinks of the engine's pairs in a
// bracket: the place of that combination in the charts' order, its due
// colours, and whether it is valid.
func judgeEngine(b *Bracket, pairs [][2]*burstein.Player) string {
	at := func(p *burstein.Player) int { // the engine's players are its own values
		return slices.IndexFunc(b.Members, func(q *burstein.Player) bool { return q.ID == p.ID })
	}
	want := map[[2]int]bool{}
	for _, p := range pairs {
		i, j := at(p[0]), at(p[1])
		if i < 0 || j < 0 {
			return " (pairs a player from outside the bracket)"
		}
		want[[2]int{min(i, j), max(i, j)}] = true
	}
	row := 0
	for c := range Combinations(len(b.Members), nil) {
		row++
		if len(c.Pairs) != len(want) {
			continue
		}
		match := true
		for _, p := range c.Pairs {
			match = match && want[p]
		}
		if !match {
			continue
		}
		ok := true
		for _, p := range c.Pairs {
			ok = ok && valid(b.Members[p[0]], b.Members[p[1]])
		}
		rest := b.rest != nil && b.rest.from(b.index+1, floater(b.Members, c))
		return fmt.Sprintf(" (row %d of the charts' order, %d due colours, pairs valid %v, rest pairable %v, floater received floats %v)",
			row, dueColours(b.Members, c, strict65), ok, rest, c.Floater >= 0 && b.Members[c.Floater] == b.In)
	}
	return " (not a combination of the bracket)"
}

// colourReport lists the boards whose colours differ, with the terms of
// 5.4.
func colourReport(ps *pairing.State, e, r pairing.Round) string {
	s := burstein.NewState(ps)
	in := func(b pairing.Board, rd pairing.Round) bool { return slices.Contains(rd.Boards, b) }
	var w strings.Builder
	for _, b := range r.Boards {
		if in(b, e) {
			continue
		}
		a, c := s.Player(b.White), s.Player(b.Black)
		_, rule := colours(s, a, c)
		_, erule := s.Colours(a, c)
		fmt.Fprintf(&w, "reference %d-%d by %s, the engine by %s\n  %s rounds %s\n  %s rounds %s\n",
			b.White, b.Black, rule, erule, playerString(a), roundColours(a), playerString(c), roundColours(c))
	}
	return w.String()
}

// roundColours writes a player's colours round by round ('-' for a round
// not played over the board).
func roundColours(p *burstein.Player) string {
	var w strings.Builder
	for _, h := range p.History {
		if h.Game.Played() {
			w.WriteString(strings.ToUpper(h.Game.Colour.String()))
		} else {
			w.WriteByte('-')
		}
	}
	return w.String()
}

// pairableWithAnotherBye reports whether a round without a pairing would
// have one if another player than 4.2-4.3's had the bye (4.1 still
// applying): the text fixes the bye first and says nothing of this case.
func pairableWithAnotherBye(ps *pairing.State) bool {
	order := ordered(burstein.NewState(ps))
	if len(order)%2 == 0 {
		return false
	}
	for _, p := range order {
		if p.Barred {
			continue
		}
		rest := slices.DeleteFunc(slices.Clone(order), func(q *burstein.Player) bool { return q == p })
		if _, ok := plan(scoreGroups(rest)); ok {
			return true
		}
	}
	return false
}
