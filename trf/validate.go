package trf

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// validator is the state of one Validate.
type validator struct {
	f     *File
	errs  collector
	byID  map[int]int // start rank -> index of the first player with it
	pab   map[int]int // round -> start rank of the first PAB holder
	teams []teamRecord
	// unplayed says where games not played yet may be (the last round).
	unplayed unplayedRule
}

// Validate checks the file as a whole and returns its problems, sorted by
// position (nil when there are none): start ranks, that every game is
// recorded alike by both players (opponents, colours, results), that byes
// and games use the right codes, that the points column agrees with the
// results under f.Scoring, which must make sense (no sign, no draw above a
// win ...: Scoring.faults), at most one pairing-allocated bye per round,
// that the extension records name existing players and rounds, and that
// the TRF26 240 byes agree with the player records. A report without any
// player record is not a tournament, and a team competition's, or one with
// abnormal points (TRF26 299), is not supported: those are problems too.
func (f *File) Validate() ErrorList {
	if e := teamCompetition(f); e != nil {
		return ErrorList{e} // the other problems follow from it
	}
	v := &validator{f: f, errs: collector{name: f.Name}, byID: map[int]int{}, pab: map[int]int{}, teams: teams(f), unplayed: newUnplayedRule(f)}
	v.players()
	v.startRanks()
	for i, p := range f.Players {
		for r, g := range p.Games {
			v.game(i, p, r+1, g)
		}
	}
	v.scoring()
	if !v.abnormalPoints() {
		v.points()
	}
	v.totalRounds()
	v.extensionIDs()
	v.byes()
	return v.errs.result()
}

// players checks that the file has a player record: an empty file, a
// header alone or text that is not a report has none (TRF16 §3).
func (v *validator) players() {
	f := v.f
	if len(f.Players) > 0 {
		return
	}
	found := "none (only other records)"
	if len(f.Records) == 0 {
		found = "none: the report is empty"
	}
	v.errs.add(0, 0, "file: expected at least one player record (001), found %s", found)
}

// startRanks checks that start ranks are unique and 1..number of players
// (TRF16 §3), or any 1-9999 with XXC rank.
func (v *validator) startRanks() {
	n := len(v.f.Players)
	for i, p := range v.f.Players {
		switch {
		case p.ID < 1 || p.ID > maxID:
			v.errs.add(p.Line, 5, "start rank: expected a number 1-9999, found %d", p.ID)
			continue
		case !v.f.RankIDs && p.ID > n:
			v.errs.add(p.Line, 5, "start rank: expected 1-%d (the number of players), found %d", n, p.ID)
		}
		if j, dup := v.byID[p.ID]; dup {
			v.errs.add(p.Line, 5, "start rank: expected each start rank once, found %d again (first on line %d)", p.ID, v.f.Players[j].Line)
			continue
		}
		v.byID[p.ID] = i
	}
}

// Columns of round r's block, 1-based.
func oppCol(r int) int    { return roundsStart + blockStep*(r-1) + 1 }
func colourCol(r int) int { return oppCol(r) + 5 }
func resultCol(r int) int { return oppCol(r) + 7 }

// game checks round r of player i (TRF16 §4).
func (v *validator) game(i int, p *Player, r int, g Game) {
	if !v.wellFormed(p, r, g) {
		return
	}
	if g.Opponent == 0 {
		v.bye(p, r, g)
		return
	}
	res := result(g)
	j, exists := v.byID[g.Opponent]
	pending := g.Pending() && v.unplayed.allows(r, g)
	switch {
	case g.Opponent == p.ID:
		v.errs.add(p.Line, oppCol(r), "round %d opponent: expected another player's start rank, found the player's own (%d)", r, p.ID)
		return
	case !exists:
		v.errs.add(p.Line, oppCol(r), "round %d opponent: expected the start rank of a player in the file, found %d", r, g.Opponent)
		return
	case isByeCode(res) && !pending:
		v.errs.add(p.Line, resultCol(r), "round %d result: expected a game result (1 = 0 + - W D L) against opponent %d, found %s", r, g.Opponent, describe(res))
		return
	case res == ResultUnknown && g.Colour == NoColour:
		v.errs.add(p.Line, colourCol(r), "round %d colour: expected w or b for a game paired but not played yet (?), found -", r)
		return
	case res == ResultUnknown && !pending:
		v.errs.add(p.Line, resultCol(r), "round %d result: expected a game result (1 = 0 + - W D L), found ? (a game not played yet is allowed only in the last paired round, round %d)", r, v.unplayed.last)
		return
	case isPlayed(res) && g.Colour == NoColour:
		v.errs.add(p.Line, colourCol(r), "round %d colour: expected w or b for a played game, found -", r)
	}
	q := v.f.Players[j]
	h := q.Game(r)
	if h.Opponent != p.ID {
		v.errs.add(p.Line, oppCol(r), "round %d opponent: expected player %d to have %d as round %d opponent too, found %s", r, q.ID, p.ID, r, oppText(h.Opponent))
		return
	}
	if j > i && v.wellFormedQuiet(h) {
		v.pair(p, q, r, g, h)
	}
}

// wellFormed checks the codes of a block built in memory (Read only
// stores valid ones).
func (v *validator) wellFormed(p *Player, r int, g Game) bool {
	ok := true
	if g.Opponent < 0 || g.Opponent > maxID {
		v.errs.add(p.Line, oppCol(r), "round %d opponent: expected a number 0-9999, found %d", r, g.Opponent)
		ok = false
	}
	if g.Colour != NoColour && g.Colour != White && g.Colour != Black {
		v.errs.add(p.Line, colourCol(r), "round %d colour: expected w, b or -, found %q", r, rune(g.Colour))
		ok = false
	}
	res := result(g)
	if resultCode(rune(res)) != res {
		v.errs.add(p.Line, resultCol(r), "round %d result: expected one of 1 = 0 + - W D L H F U Z or a blank, found %q", r, rune(res))
		ok = false
	}
	return ok
}

// wellFormedQuiet is wellFormed without reporting.
func (v *validator) wellFormedQuiet(g Game) bool {
	res := result(g)
	return g.Opponent >= 0 && g.Opponent <= maxID && resultCode(rune(res)) == res &&
		(g.Colour == NoColour || g.Colour == White || g.Colour == Black)
}

// bye checks a block with opponent 0000: no colour, a bye code (TRF16 §4)
// or a TRF06 bye ("0000 - +", "0000 - =", "0000 - -", §7), and at most one
// pairing-allocated bye per round (C.04.1.c).
func (v *validator) bye(p *Player, r int, g Game) {
	if g.Colour != NoColour {
		v.errs.add(p.Line, colourCol(r), "round %d colour: expected - with opponent 0000, found %s", r, g.Colour)
	}
	res := result(g)
	if (isPlayed(res) && res != ResultDraw) || res == ResultUnknown {
		v.errs.add(p.Line, resultCol(r), "round %d result: expected a bye code (H F U Z, or + = - as in TRF06) with opponent 0000, found %c", r, res)
		return
	}
	if !g.PAB() {
		return
	}
	if first, seen := v.pab[r]; seen {
		v.errs.add(p.Line, resultCol(r), "round %d result: expected at most one pairing-allocated bye in the round, found another (player %d has one)%s", r, first, v.teamNote())
		return
	}
	v.pab[r] = p.ID
}

// pair checks, once per game, that the two blocks agree: complementary
// results and opposite colours (a forfeit may carry no colours).
func (v *validator) pair(p, q *Player, r int, g, h Game) {
	a, b := result(g), result(h)
	if !complementary[[2]byte{a, b}] && !(g.Pending() && h.Pending()) {
		v.errs.add(p.Line, resultCol(r), "round %d result: expected %s against player %d's %c, found %c", r, complement[b], q.ID, b, a)
	}
	switch {
	case g.Colour != NoColour && g.Colour == h.Colour:
		v.errs.add(p.Line, colourCol(r), "round %d colour: expected %s, the opposite of player %d's, found %s", r, h.Colour.Opposite(), q.ID, g.Colour)
	case (g.Colour == NoColour) != (h.Colour == NoColour) && isForfeit(a) && isForfeit(b):
		v.errs.add(p.Line, colourCol(r), "round %d colour: expected colours opposite or both - in a forfeit, found %s against player %d's %s", r, g.Colour, q.ID, h.Colour)
	}
}

// complementary lists the pairs of results that go together (TRF16 §4).
var complementary = map[[2]byte]bool{
	{'1', '0'}: true, {'0', '1'}: true, {'=', '='}: true,
	{'+', '-'}: true, {'-', '+'}: true, {'-', '-'}: true,
	{'W', 'L'}: true, {'L', 'W'}: true, {'D', 'D'}: true,
}

// complement says what goes with a result, for messages.
var complement = map[byte]string{
	'1': "0", '0': "1", '=': "=", '+': "-", '-': "+ or -", 'W': "L", 'L': "W", 'D': "D",
	'H': "a game result", 'F': "a game result", 'U': "a game result", 'Z': "a game result", ' ': "a game result",
	'?': "?",
}

// isPlayed reports results of games played over the board.
func isPlayed(res byte) bool {
	switch res {
	case ResultWin, ResultDraw, ResultLoss, ResultWinUnrated, ResultDrawUnrated, ResultLossUnrated:
		return true
	}
	return false
}

func isForfeit(res byte) bool { return res == ResultForfeitWin || res == ResultForfeitLoss }

// isByeCode reports the codes that need opponent 0000 (and a blank).
func isByeCode(res byte) bool {
	switch res {
	case ResultHalfBye, ResultFullBye, ResultPAB, ResultZeroBye, ResultNone:
		return true
	}
	return false
}

// describe names a result code in messages.
func describe(res byte) string {
	if res == ResultNone {
		return "a blank result"
	}
	return "bye code " + string(rune(res))
}

// oppText shows an opponent field.
func oppText(id int) string {
	if id == 0 {
		return "0000"
	}
	return strconv.Itoa(id)
}

// points checks the points column against the results (TRF16 §3: the
// total under the tournament's point system; acceleration not included).
// When the file ends with rounds not played yet (RoundStates), the column
// may count what they already hold (byes, results in) or leave them out:
// programs write it either way before a round's results are in.
func (v *validator) points() {
	n, done := v.f.Rounds(), v.f.CompleteRounds()
	for _, p := range v.f.Players {
		if p.ID < 1 || p.ID > maxID {
			continue // no player: startRanks said so (a record cut short has no points column)
		}
		want := v.f.Score(p, n)
		if want == p.Points {
			continue
		}
		or := ""
		if before := v.f.Score(p, done); done < n && before != want {
			if before == p.Points {
				continue
			}
			or = fmt.Sprintf(", or %s without %s (not played yet)", before, roundSpan(done+1, n))
		}
		v.errs.add(p.Line, 81, "points: expected %s from the results under the file's point system%s, found %s%s", want, or, p.Points, v.blankNote(p, n, p.Points-want))
	}
}

// roundSpan names rounds from..to: "round 5", "rounds 5-6".
func roundSpan(from, to int) string {
	if from == to {
		return fmt.Sprintf("round %d", from)
	}
	return fmt.Sprintf("rounds %d-%d", from, to)
}

// blankNote says why a player has fewer points than the column counts
// when some of his rounds are blank: a blank result is "not paired", which
// TRF16 §4 scores like a zero-point bye, not as a bye with points.
func (v *validator) blankNote(p *Player, n int, extra Points) string {
	if extra <= 0 {
		return ""
	}
	var blank []string
	for r := 1; r <= n; r++ {
		if g := p.Game(r); g.Opponent == 0 && g.Colour == NoColour && result(g) == ResultNone {
			blank = append(blank, strconv.Itoa(r))
		}
	}
	if len(blank) == 0 {
		return ""
	}
	rounds := "round " + blank[0] + " is"
	if len(blank) > 1 {
		rounds = "rounds " + strings.Join(blank[:len(blank)-1], ", ") + " and " + blank[len(blank)-1] + " are"
	}
	worth := "scores 0 under TRF16"
	if zpb := v.f.Scoring.ZeroBye; zpb != 0 {
		worth = "scores the zero-point bye's " + zpb.String() + " (XXS ZPB)"
	}
	return fmt.Sprintf(" (%s blank: a blank result is not paired and %s; a bye with points is written 0000 - H, F or U)", rounds, worth)
}

// totalRounds checks XXR or 142 against the rounds present.
func (v *validator) totalRounds() {
	f := v.f
	if f.TotalRounds == 0 {
		return
	}
	at, tag := pos{}, "total rounds"
	if f.src != nil && f.src.totalRoundsTag != "" {
		at, tag = f.src.totalRounds, f.src.totalRoundsTag
	}
	if n := f.Rounds(); f.TotalRounds < n || f.TotalRounds > maxRounds {
		v.errs.add(at.line, at.col, "%s: expected at least %d (the rounds in the player records) and at most %d, found %d", tag, n, maxRounds, f.TotalRounds)
	}
}

// extensionIDs checks that XXA, XXP/260 and XXZ/240 name existing players.
func (v *validator) extensionIDs() {
	f := v.f
	ids := make([]int, 0, len(f.Acceleration))
	for id := range f.Acceleration {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		if _, ok := v.byID[id]; !ok {
			at := pos{}
			if f.src != nil {
				at = f.src.accel[id]
			}
			v.errs.add(at.line, at.col, "XXA player: expected the start rank of a player in the file, found %d", id)
		}
	}
	for k, pr := range f.Prohibited {
		tag := "260"
		if pr.Last == 0 {
			tag = "XXP"
		}
		var ps []pos
		if f.src != nil && len(f.src.prohibited) == len(f.Prohibited) {
			ps = f.src.prohibited[k]
		}
		v.ids(tag, pr.Line, pr.IDs, ps)
	}
	for k, b := range f.ByeRequests {
		tag := "240"
		if b.Round == 0 {
			tag = "XXZ"
		}
		var ps []pos
		if f.src != nil && len(f.src.byes) == len(f.ByeRequests) {
			ps = f.src.byes[k]
		}
		v.ids(tag, b.Line, b.IDs, ps)
	}
}

// ids checks the player ids of one record; ps are their positions when
// the file was read.
func (v *validator) ids(tag string, line int, ids []int, ps []pos) {
	for m, id := range ids {
		if _, ok := v.byID[id]; ok {
			continue
		}
		at := pos{line, 0}
		if len(ps) == len(ids) {
			at = ps[m]
		}
		v.errs.add(at.line, at.col, "%s: expected the start rank of a player in the file, found %d", tag, id)
	}
}
