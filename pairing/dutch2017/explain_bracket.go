package dutch2017

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// bracketExplanation walks the engine's brackets (A.9) and explains the
// first one whose recorded pairing differs from the engine's. Up to that
// bracket both pairings agree, so both bring it the same moved-down
// players; a player the recorded pairing pairs with somebody of a lower
// bracket is one of its downfloaters there.
func bracketExplanation(s *dutch.State, steps []Step, eng, rec pairing.Round) (explanation, error) {
	opp := map[int]int{}
	for _, b := range rec.Boards {
		opp[b.White], opp[b.Black] = b.Black, b.White
	}
	for i, st := range steps {
		rc := recordedCandidate(st.Bracket, opp)
		ec := st.Candidate
		if sameCandidate(st.Bracket, &ec, &rc) {
			continue
		}
		d := &bracketDiff{Step: st, last: i == len(steps)-1, ec: &ec, rc: &rc, state: s, opp: opp, bye: rec.Bye, eng: eng, named: -1, shown: shown}
		e, err := d.explain()
		if err == nil && d.long && len([]rune(e.Text)) > maxText {
			d = &bracketDiff{Step: st, last: i == len(steps)-1, ec: &ec, rc: &rc, state: s, opp: opp, bye: rec.Bye, eng: eng, named: -1, shown: fewer}
			return d.explain()
		}
		return e, err
	}
	return explanation{"A.9", "the recorded pairing pairs players across brackets in a way no bracket allows", nil}, nil
}

// bracketDiff is the first bracket where the recorded pairing (rc) and the
// engine's (ec) differ.
type bracketDiff struct {
	Step
	last   bool // the last bracket: its unpaired player receives the bye
	ec, rc *Candidate

	state *dutch.State
	opp   map[int]int   // the recorded opponents
	bye   int           // the recorded bye
	eng   pairing.Round // the engine's round

	long  bool // describe left pairs or players out
	named int  // the bracket index the text names as the first difference, or -1
	shown int  // how many items a cut list shows
}

func (d *bracketDiff) explain() (explanation, error) {
	b := d.Bracket
	if !b.Legal(d.rc) {
		return d.incomplete(), nil
	}
	qe, qr := b.Evaluate(d.ec), b.Evaluate(d.rc)
	crit, cmp := qe.Compare(&qr)
	switch {
	case cmp < 0:
		return d.criterion(crit, &qe, &qr), nil
	case cmp == 0:
		return d.sequence()
	}
	return explanation{crit.String(), fmt.Sprintf(
		"%s: in %s the recorded pairing (%s) is better than the engine's (%s): please report this case",
		crit, d.title(), short(describeCandidate(b, d.rc)), short(describeCandidate(b, d.ec))), d.concerned()}, nil
}

// title names the bracket as A.9 and the Manual do.
func (d *bracketDiff) title() string {
	b := d.Bracket
	switch {
	case d.CLB:
		return fmt.Sprintf("the Collapsed Last Bracket (A.9: the %s from the Penultimate Pairing Bracket and every player below)", dutch.Plural(b.MDPs, "downfloater"))
	case d.PPB:
		return "the Penultimate Pairing Bracket (A.9) of " + bracketName(b)
	}
	return "the bracket of " + bracketName(b)
}

// recordedCandidate reads a bracket's candidate off the recorded pairing:
// the recorded pairs inside the bracket; every other player of the bracket
// is a downfloater.
func recordedCandidate(b *Bracket, opp map[int]int) Candidate {
	idx := map[int]int{}
	for i, p := range b.Players {
		idx[p.ID] = i
	}
	var c Candidate
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

func sameCandidate(b *Bracket, x, y *Candidate) bool {
	return describeCandidate(b, x) == describeCandidate(b, y)
}

// incomplete explains a recorded bracket pairing that cannot be part of a
// complete round-pairing.
func (d *bracketDiff) incomplete() explanation {
	b := d.Bracket
	rule, what := "C.4", "its downfloaters cannot be paired with the remaining players"
	if d.PPB || d.CLB || b.Complete {
		what = "the round-pairing cannot be completed from it"
	}
	for _, pr := range d.rc.Pairs {
		if pr[0] < b.MDPs && pr[1] < b.MDPs {
			rule, what = "B.3", "it pairs two moved-down players with each other"
		}
	}
	return explanation{rule, fmt.Sprintf("%s: the recorded pairing of %s (%s) is not allowed: %s",
		rule, d.title(), short(describeCandidate(b, d.rc)), what), d.concerned()}
}

// criterion states the first criterion on which the recorded pairing of
// the bracket is worse, with both values and the players behind them.
func (d *bracketDiff) criterion(crit Criterion, qe, qr *Quality) explanation {
	text := fmt.Sprintf("%s (%s): in %s, the recorded pairing %s, so %s; the engine's pairing %s, so %s. The criteria before %s are equal for both.",
		crit, crit.Goal(), d.title(),
		d.describe(d.rc, d.ec), d.measure(d.rc, crit, qr),
		d.describe(d.ec, d.rc), d.measure(d.ec, crit, qe), crit)
	text += d.start()
	return explanation{crit.String(), text, d.concerned(crit)}
}

// describe says what candidate x does and y does not: its own pairs and
// downfloaters, or the bye in the last bracket.
func (d *bracketDiff) describe(x, y *Candidate) string {
	b := d.Bracket
	xp, _ := candidateParts(b, x)
	yp, _ := candidateParts(b, y)
	var fl []*dutch.Player // x's own downfloaters, in bracket order
	for _, f := range slices.Sorted(slices.Values(x.Floaters)) {
		if !slices.Contains(y.Floaters, f) {
			fl = append(fl, b.Players[f])
		}
	}
	var parts []string
	if pairs := minus(xp, yp); len(pairs) > 0 {
		parts = append(parts, "pairs "+d.few(pairs, " "))
	}
	switch {
	case len(fl) == 0:
	case d.last && b.Odd && len(x.Floaters) == 1:
		parts = append(parts, fmt.Sprint("gives the bye to ", fl[0].ID))
	case d.last:
		parts = append(parts, "leaves "+d.few(playerIDs(fl, nil), " ")+" unpaired")
	case x == d.rc:
		parts = append(parts, "downfloats "+d.few(playerIDs(fl, d.recordedFate), ", "))
	default:
		parts = append(parts, "downfloats "+d.few(playerIDs(fl, nil), " "))
	}
	return strings.Join(parts, " and ")
}

// A list of an explanation longer than cutAbove pairs or players shows the
// first shown of them and "and N more"; only the first fewer when the
// explanation would otherwise be longer than maxText characters, about as
// much as an arbiter reads with the rule book open (the narration, explain
// --round, tells the whole of it).
const (
	cutAbove = 10
	shown    = 6
	fewer    = 3
	maxText  = 900
)

// few joins the items of a list, or the first ones and how many more there
// are; it notes on d that a list was cut.
func (d *bracketDiff) few(items []string, sep string) string {
	if len(items) <= cutAbove {
		return strings.Join(items, sep)
	}
	d.long = true
	return fmt.Sprintf("%s and %d more", strings.Join(items[:d.shown], sep), len(items)-d.shown)
}

// short cuts a long description of a candidate ("1-5 2-6 ..., downfloating
// 7 8 ...") to its first pairs and players.
func short(desc string) string {
	pairs, floaters, _ := strings.Cut(desc, ", downfloating ")
	cut := func(s string) string {
		f := strings.Fields(s)
		if len(f) <= cutAbove {
			return s
		}
		return fmt.Sprintf("%s and %d more", strings.Join(f[:shown], " "), len(f)-shown)
	}
	if floaters == "" {
		return cut(pairs)
	}
	return cut(pairs) + ", downfloating " + cut(floaters)
}

// start says where the two candidates start to differ, when the lists of
// what each does were cut: the first player in the bracket's order (by
// BSN) whose pairing differs, with his board in the engine's round. It is
// left out when the text already names that player so, and, in a long
// explanation (d.shown is fewer), when he is paired in both: each list
// then begins with his pair (every player before him is paired alike).
func (d *bracketDiff) start() string {
	if !d.long {
		return ""
	}
	b := d.Bracket
	pe, pr := partners(b, d.ec), partners(b, d.rc)
	i := 0
	for i < len(pe) && pe[i] == pr[i] {
		i++
	}
	if i == len(pe) || i == d.named {
		return ""
	}
	p := b.Players[i]
	where := ""
	for k, bd := range d.eng.Boards {
		if bd.White == p.ID || bd.Black == p.ID {
			where = fmt.Sprintf(", on board %d of the engine's pairing", k+1)
		}
	}
	agree := ""
	switch {
	case i == 1:
		agree = " agree on BSN 1 and"
	case i > 1:
		agree = fmt.Sprintf(" agree on BSNs 1-%d and", i)
	}
	fe, fr := d.fate(i, pe[i], d.ec), d.fate(i, pr[i], d.rc)
	if strings.HasPrefix(fe, "pairs him") && strings.HasPrefix(fr, "pairs him") {
		fr = strings.TrimPrefix(fr, "pairs him ")
	}
	if d.shown == fewer { // a long explanation
		if pe[i] >= 0 && pr[i] >= 0 {
			return "" // the first pair of both lists is his: they show where
		}
		return fmt.Sprintf(" They first differ at BSN %d, player %d: the engine's pairing %s, the recorded one %s.", i+1, p.ID, fe, fr)
	}
	return fmt.Sprintf(" The two pairings of the bracket%s first differ at BSN %d, player %d%s: the engine's pairing %s, the recorded one %s.",
		agree, i+1, p.ID, where, fe, fr)
}

// partners gives each player of the bracket his partner in a candidate (a
// bracket index), or -1 for a downfloater.
func partners(b *Bracket, c *Candidate) []int {
	o := make([]int, len(b.Players))
	for i := range o {
		o[i] = -1
	}
	for _, pr := range c.Pairs {
		o[pr[0]], o[pr[1]] = pr[1], pr[0]
	}
	return o
}

// fate says what candidate c does with player i of the bracket, whose
// partner in c is j (-1 for none).
func (d *bracketDiff) fate(i, j int, c *Candidate) string {
	switch {
	case j >= 0:
		return "pairs him with " + d.player(j)
	case d.last && d.Bracket.Odd && len(c.Floaters) == 1:
		return "gives him the bye"
	case d.last:
		return "leaves him unpaired"
	case c == d.rc:
		return "downfloats him" + strings.Replace(d.recordedFate(d.Bracket.Players[i]), "who", "he", 1)
	}
	return "downfloats him"
}

// recordedFate tells what the recorded round gives a downfloater of the
// bracket: the opponent he meets below it, or the bye.
func (d *bracketDiff) recordedFate(p *dutch.Player) string {
	switch o := d.opp[p.ID]; {
	case o != 0:
		return fmt.Sprintf(" (who plays %d, %s points)", o, d.state.Player(o).PairingScore.String())
	case p.ID == d.bye:
		return " (who gets the bye)"
	}
	return ""
}

// playerIDs lists the players' IDs, each followed by what note says of it.
func playerIDs(ps []*dutch.Player, note func(*dutch.Player) string) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = fmt.Sprint(p.ID)
		if note != nil {
			out[i] += note(p)
		}
	}
	return out
}

// measure states a candidate's value on a criterion with the players
// behind it.
func (d *bracketDiff) measure(c *Candidate, crit Criterion, q *Quality) string {
	b := d.Bracket
	v := q[crit]
	who := failing(b, c, crit)
	switch crit {
	case C5:
		return fmt.Sprintf("%s unpaired in the bracket%s", countPlayers(len(who), "is", "are"), d.list(who))
	case C6:
		return "its PSD (A.8) is " + crit.Value(v)
	case C7Pairs:
		return fmt.Sprintf("the following bracket can pair all but %d of its players", v[0])
	case C7PSD:
		return "the following bracket's best PSD is " + crit.Value(v)
	}
	if crit.Scores() { // C.16-C.19
		return fmt.Sprintf("the %s have the score differences %s%s", crit.Failures(0), crit.Value(v), d.list(who))
	}
	return crit.Failures(int(v[0])) + d.list(who)
}

// failing lists the players (or pairs) behind a candidate's failures of a
// criterion.
func failing(b *Bracket, c *Candidate, crit Criterion) []string {
	var out []string
	for _, f := range b.Failing(c, crit) {
		ids := make([]string, len(f))
		for i, x := range f {
			ids[i] = fmt.Sprint(b.Players[x].ID)
		}
		out = append(out, strings.Join(ids, "-"))
	}
	return out
}

// list prints " (players 3, 9)", " (pairs 3-5)" or nothing.
func (d *bracketDiff) list(who []string) string {
	if len(who) == 0 {
		return ""
	}
	noun := "player"
	if strings.Contains(who[0], "-") {
		noun = "pair"
	}
	if len(who) > 1 {
		noun += "s"
	}
	return fmt.Sprintf(" (%s %s)", noun, d.few(who, ", "))
}

func countPlayers(n int, one, many string) string {
	if n == 1 {
		return "1 player " + one
	}
	return fmt.Sprintf("%d players %s", n, many)
}

// concerned lists the players whose pairing differs between the two
// candidates, and those behind the criterion's failures, in bracket order.
func (d *bracketDiff) concerned(crits ...Criterion) []int {
	b := d.Bracket
	oe, or := partners(b, d.ec), partners(b, d.rc)
	in := make([]bool, len(b.Players))
	for i := range in {
		in[i] = oe[i] != or[i]
	}
	for _, crit := range crits {
		for _, c := range []*Candidate{d.ec, d.rc} {
			for _, f := range b.Failing(c, crit) {
				for _, x := range f {
					in[x] = true
				}
			}
		}
	}
	var ids []int
	for i, p := range b.Players {
		if in[i] {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

func bracketName(b *Bracket) string {
	res := b.Players[b.MDPs:]
	name := res[0].PairingScore.String() + " points"
	if b.MDPs > 0 {
		name += fmt.Sprintf(" (with %s)", dutch.Plural(b.MDPs, "moved-down player"))
	}
	return name
}

// describeCandidate prints pairs as "a-b" (A.2 order) and the downfloaters.
func describeCandidate(b *Bracket, c *Candidate) string {
	pairs, fl := candidateParts(b, c)
	out := strings.Join(pairs, " ")
	if len(fl) > 0 {
		out += ", downfloating " + strings.Join(fl, " ")
	}
	return out
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
// in the order of their higher-ranked player, and its downfloaters in
// bracket order.
func candidateParts(b *Bracket, c *Candidate) (pairs, floaters []string) {
	ps := slices.Clone(c.Pairs)
	for i, pr := range ps {
		ps[i] = [2]int{min(pr[0], pr[1]), max(pr[0], pr[1])}
	}
	slices.SortFunc(ps, func(x, y [2]int) int { return x[0] - y[0] })
	for _, pr := range ps {
		pairs = append(pairs, fmt.Sprintf("%d-%d", b.Players[pr[0]].ID, b.Players[pr[1]].ID))
	}
	fs := slices.Clone(c.Floaters)
	slices.Sort(fs)
	for _, f := range fs {
		floaters = append(floaters, fmt.Sprint(b.Players[f].ID))
	}
	return pairs, floaters
}
