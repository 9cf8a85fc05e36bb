package checker

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// Explanation names the rule that decides a differing round: the first
// rule, in the rules' order of priority, on which the recorded pairing is
// worse than the engine's, with the players and figures that show it.
type Explanation struct {
	Rule    string `json:"rule"` // "C.1" … "C.19", "B.8", "E.1" … "E.5"
	Text    string `json:"text"`
	Players []int  `json:"players"` // the players concerned, by starting rank
}

// Explain explains why the recorded pairing of round r differs from the
// engine's.
func Explain(t *pairing.Tournament, r int, res RoundResult) (Explanation, error) {
	s, err := t.Before(r)
	if err != nil {
		return Explanation{}, err
	}
	if e, ok := absoluteViolation(s, res.Recorded); ok {
		return e, nil
	}
	if samePairs(res.Engine, res.Recorded) {
		return colourExplanation(s, res.Engine, res.Recorded), nil
	}
	_, steps, err := dutch.PairWith(s, dutch.Solve)
	if err != nil {
		return Explanation{}, err
	}
	return bracketExplanation(steps, res.Recorded), nil
}

// absoluteViolation finds a recorded board or bye that breaks an absolute
// criterion: C.1 (already played, or a forbidden pair), C.2 (a second
// pairing-allocated bye) or C.3 (two non-topscorers with the same absolute
// colour preference).
func absoluteViolation(s *pairing.State, rec pairing.Round) (Explanation, bool) {
	for _, b := range rec.Boards {
		w, bl := s.Player(b.White), s.Player(b.Black)
		if k, met := w.Met[bl.ID]; met {
			text := fmt.Sprintf("C.1: players %d and %d already played each other, in round %d", w.ID, bl.ID, k)
			if k == 0 {
				text = fmt.Sprintf("C.1: players %d and %d are a forbidden pair (XXP)", w.ID, bl.ID)
			}
			return Explanation{"C.1", text, []int{w.ID, bl.ID}}, true
		}
		if !dutch.Compatible(w, bl) {
			return Explanation{"C.3", fmt.Sprintf("C.3: players %d and %d are not topscorers and both have an absolute colour preference for %s (colour differences %+d and %+d)",
				w.ID, bl.ID, colourName(w.Preference.Colour), w.ColourDiff, bl.ColourDiff), []int{w.ID, bl.ID}}, true
		}
	}
	if rec.Bye != 0 {
		if p := s.Player(rec.Bye); !p.CanGetBye() {
			return Explanation{"C.2", fmt.Sprintf("C.2: player %d receives the pairing-allocated bye but already had a bye or a forfeit win, in round %d", p.ID, p.ByeRound), []int{p.ID}}, true
		}
	}
	return Explanation{}, false
}

// samePairs reports whether two pairings have the same pairs (colours aside)
// and the same bye.
func samePairs(a, b pairing.Round) bool {
	if a.Bye != b.Bye || len(a.Boards) != len(b.Boards) {
		return false
	}
	in := map[[2]int]bool{}
	for _, x := range a.Boards {
		in[unordered(x)] = true
	}
	for _, x := range b.Boards {
		if !in[unordered(x)] {
			return false
		}
	}
	return true
}

func unordered(b pairing.Board) [2]int {
	if b.White > b.Black {
		return [2]int{b.Black, b.White}
	}
	return [2]int{b.White, b.Black}
}

// colourExplanation explains the first board whose colours differ by the
// colour rule that decides it (E.1-E.5).
func colourExplanation(s *pairing.State, eng, rec pairing.Round) Explanation {
	recorded := map[pairing.Board]bool{}
	for _, b := range rec.Boards {
		recorded[b] = true
	}
	for _, b := range eng.Boards {
		if recorded[b] {
			continue
		}
		hi, lo := s.Player(b.White), s.Player(b.Black)
		if pairing.Ranks(lo, hi) {
			hi, lo = lo, hi
		}
		_, rule := dutch.Colours(s, hi, lo)
		text := fmt.Sprintf("%s: on the board of %d and %d, %d should have White (%s); recorded the other way round. %s; %s",
			rule, hi.ID, lo.ID, b.White, colourReason(rule), describeColours(hi), describeColours(lo))
		return Explanation{rule.String(), text, []int{b.White, b.Black}}
	}
	return Explanation{"E", "the colours differ", nil}
}

func colourReason(r dutch.ColourRule) string {
	switch r {
	case dutch.E1:
		return "E.1: both colour preferences can be granted"
	case dutch.E2:
		return "E.2: the stronger colour preference is granted"
	case dutch.E3:
		return "E.3: colours alternate from the last round in which they differed"
	case dutch.E4:
		return "E.4: the higher-ranked player's preference is granted"
	}
	return "E.5: the higher-ranked player's pairing number and the initial colour decide"
}

func describeColours(p *pairing.Player) string {
	pref := p.Preference.String()
	if pref == "" {
		pref = "none"
	}
	return fmt.Sprintf("player %d: colours %s, difference %+d, preference %s (%s)",
		p.ID, colourHistory(p.Colours), p.ColourDiff, pref, p.Preference.Strength)
}

func colourHistory(cs []trf.Colour) string {
	if len(cs) == 0 {
		return "-"
	}
	return colourString(cs)
}

func colourName(c trf.Colour) string {
	if c == trf.White {
		return "White"
	}
	return "Black"
}

// bracketExplanation walks the engine's brackets (A.9) and explains the
// first one whose recorded pairing differs from the engine's.
func bracketExplanation(steps []dutch.Step, rec pairing.Round) Explanation {
	opp := map[int]int{}
	for _, b := range rec.Boards {
		opp[b.White], opp[b.Black] = b.Black, b.White
	}
	for _, st := range steps {
		b := st.Bracket
		rc := recordedCandidate(b, opp)
		ec := st.Candidate
		if sameCandidate(b, &ec, &rc) {
			continue
		}
		if !b.Legal(&rc) {
			return incomplete(b, &rc, st)
		}
		qe, qr := b.Evaluate(&ec), b.Evaluate(&rc)
		crit, d := qe.Compare(&qr)
		switch {
		case d < 0:
			return criterionExplanation(b, crit, &ec, &rc, &qe, &qr)
		case d == 0:
			return Explanation{"B.8", fmt.Sprintf(
				"B.8: in the bracket of %s, the engine %s where the recorded pairing %s; the two are equal on every criterion C.5-C.19, and the engine's comes first in the rules' sequence of candidates (B.6/B.7: transpositions D.1, then exchanges D.2, D.3)",
				bracketName(b), describeDifference(b, &ec, &rc), describeDifference(b, &rc, &ec)), bracketIDs(b)}
		}
		return Explanation{crit.String(), fmt.Sprintf(
			"the recorded pairing of the bracket of %s (%s) is better than the engine's (%s) on %s: please report this case",
			bracketName(b), describeCandidate(b, &rc), describeCandidate(b, &ec), crit), bracketIDs(b)}
	}
	return Explanation{"A.9", "the recorded pairing pairs players across brackets in a way no bracket allows", nil}
}

// recordedCandidate reads a bracket's candidate off the recorded pairing:
// the recorded pairs inside the bracket; every other player of the bracket
// is a downfloater.
func recordedCandidate(b *dutch.Bracket, opp map[int]int) dutch.Candidate {
	idx := map[int]int{}
	for i, p := range b.Players {
		idx[p.ID] = i
	}
	var c dutch.Candidate
	for i, p := range b.Players {
		j, in := idx[opp[p.ID]]
		switch {
		case in && opp[p.ID] != 0 && i < j:
			c.Pairs = append(c.Pairs, [2]int{i, j})
		case !in || opp[p.ID] == 0:
			c.Floaters = append(c.Floaters, i)
		}
	}
	return c
}

func sameCandidate(b *dutch.Bracket, x, y *dutch.Candidate) bool {
	return describeCandidate(b, x) == describeCandidate(b, y)
}

// incomplete explains a recorded bracket pairing that cannot be part of a
// complete round-pairing.
func incomplete(b *dutch.Bracket, rc *dutch.Candidate, st dutch.Step) Explanation {
	rule, what := "C.4", "its downfloaters cannot be paired with the remaining players"
	if st.PPB || st.CLB || b.Complete {
		what = "the round-pairing cannot be completed from it"
	}
	for _, pr := range rc.Pairs {
		if pr[0] < b.MDPs && pr[1] < b.MDPs {
			rule, what = "B.3", "it pairs two moved-down players with each other"
		}
	}
	return Explanation{rule, fmt.Sprintf("%s: the recorded pairing of the bracket of %s (%s) is not allowed: %s",
		rule, bracketName(b), describeCandidate(b, rc), what), bracketIDs(b)}
}

// criterionExplanation states the criterion on which the recorded pairing
// of a bracket is worse, with both values.
func criterionExplanation(b *dutch.Bracket, crit dutch.Criterion, ec, rc *dutch.Candidate, qe, qr *dutch.Quality) Explanation {
	text := fmt.Sprintf("%s: in the bracket of %s, %s: the recorded pairing %s, which gives %s; the engine %s, which gives %s",
		crit, bracketName(b), criterionWords(crit), describeDifference(b, rc, ec), value(crit, qr[crit]),
		describeDifference(b, ec, rc), value(crit, qe[crit]))
	return Explanation{crit.String(), text, bracketIDs(b)}
}

func criterionWords(c dutch.Criterion) string {
	return map[dutch.Criterion]string{
		dutch.C5:      "maximise the number of pairs",
		dutch.C6:      "minimise the PSD (pair the MDPs, the highest first)",
		dutch.C7Pairs: "the downfloaters must allow the most pairs in the following bracket",
		dutch.C7PSD:   "the downfloaters must allow the smallest PSD in the following bracket",
		dutch.C8:      "minimise topscorers or their opponents getting a colour difference beyond ±2",
		dutch.C9:      "minimise topscorers or their opponents getting the same colour three times in a row",
		dutch.C10:     "minimise the players who do not get their colour preference",
		dutch.C11:     "minimise the players who do not get their strong colour preference",
		dutch.C12:     "minimise the players who receive the same downfloat as in the previous round",
		dutch.C13:     "minimise the players who receive the same upfloat as in the previous round",
		dutch.C14:     "minimise the players who receive the same downfloat as two rounds before",
		dutch.C15:     "minimise the players who receive the same upfloat as two rounds before",
		dutch.C16:     "minimise the score differences of players who receive the same downfloat as in the previous round",
		dutch.C17:     "minimise the score differences of players who receive the same upfloat as in the previous round",
		dutch.C18:     "minimise the score differences of players who receive the same downfloat as two rounds before",
		dutch.C19:     "minimise the score differences of players who receive the same upfloat as two rounds before",
	}[c]
}

// value prints a criterion's value: a count, or a list of score
// differences.
func value(c dutch.Criterion, v []trf.Points) string {
	switch c {
	case dutch.C5:
		return fmt.Sprintf("%d downfloaters", v[0])
	case dutch.C7Pairs:
		return fmt.Sprintf("%d unpaired in the following bracket", v[0])
	case dutch.C6, dutch.C7PSD, dutch.C16, dutch.C17, dutch.C18, dutch.C19:
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = FormatPoints(x)
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	return fmt.Sprintf("%d", v[0])
}

func bracketName(b *dutch.Bracket) string {
	res := b.Players[b.MDPs:]
	name := FormatPoints(res[0].PairingScore) + " points"
	if b.MDPs > 0 {
		name += fmt.Sprintf(" (with %d moved-down players)", b.MDPs)
	}
	return name
}

func bracketIDs(b *dutch.Bracket) []int {
	ids := make([]int, len(b.Players))
	for i, p := range b.Players {
		ids[i] = p.ID
	}
	return ids
}

// describeCandidate prints pairs as "a-b" (A.2 order) and the downfloaters.
func describeCandidate(b *dutch.Bracket, c *dutch.Candidate) string {
	pairs, fl := candidateParts(b, c)
	out := strings.Join(pairs, " ")
	if len(fl) > 0 {
		out += ", downfloating " + strings.Join(fl, " ")
	}
	return out
}

// describeDifference prints what x has and y has not: its own pairs and
// downfloaters.
func describeDifference(b *dutch.Bracket, x, y *dutch.Candidate) string {
	xp, xf := candidateParts(b, x)
	yp, yf := candidateParts(b, y)
	pairs, fl := minus(xp, yp), minus(xf, yf)
	var parts []string
	if len(pairs) > 0 {
		parts = append(parts, "pairs "+strings.Join(pairs, " "))
	}
	if len(fl) > 0 {
		parts = append(parts, "downfloats "+strings.Join(fl, " "))
	}
	return strings.Join(parts, " and ")
}

func minus(xs, ys []string) []string {
	var out []string
	for _, x := range xs {
		if !slices.Contains(ys, x) {
			out = append(out, x)
		}
	}
	return out
}

// candidateParts returns a candidate's pairs ("a-b", higher-ranked first)
// and downfloaters, sorted.
func candidateParts(b *dutch.Bracket, c *dutch.Candidate) (pairs, floaters []string) {
	for _, pr := range c.Pairs {
		x, y := pr[0], pr[1]
		if y < x {
			x, y = y, x
		}
		pairs = append(pairs, fmt.Sprintf("%d-%d", b.Players[x].ID, b.Players[y].ID))
	}
	slices.Sort(pairs)
	for _, f := range c.Floaters {
		floaters = append(floaters, fmt.Sprint(b.Players[f].ID))
	}
	slices.Sort(floaters)
	return pairs, floaters
}
