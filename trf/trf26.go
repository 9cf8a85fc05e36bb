package trf

import (
	"slices"
	"strings"
)

// TRF26 pairing records (TRF26 §9, Handbook C.02.03 Annexure A): 142
// rounds, 152 initial colour, 162 point system, 240 byes, 250 acceleration,
// 260 prohibited pairings. 192 (tournament type) is kept verbatim and
// checked (records26.go); doc.go lists what happens to every record.

// read142 reads "142 n": the total number of rounds.
func (rd *reader) read142(n int, rs []rune) {
	if r, p, ok := rd.totalRounds(n, rs, "142"); ok && once(rd, "142", "number of rounds", rd.r142, r, rd.pos142, p) {
		rd.r142, rd.pos142 = r, p
	}
}

// once reports a record that gives again, with another value, what a
// record of the same type gave before (old, at was; zero when none): the
// file contradicts itself and neither value can be taken.
func once[T comparable](rd *reader, tag, what string, old, v T, was, p pos) bool {
	var zero T
	if old == zero || old == v {
		return true
	}
	rd.errorf(p.line, p.col, "%s: expected one %s, found %v here and %v on line %d", tag, what, v, old, was.line)
	return false
}

// signed reports points p, written v at column col of line n, that have a
// sign where TRF26 writes none (162 points, 250 game points and their
// twin, the acceleration of XXA), and records the problem.
func (rd *reader) signed(n, col int, what, v string, p Points) bool {
	if p >= 0 {
		return false
	}
	rd.errorf(n, col, "%s: expected points without a sign (format 11.5), found %q", what, v)
	return true
}

// read152 reads "152 W" or "152 B": the colour of the top player in
// round 1.
func (rd *reader) read152(n int, rs []rune) {
	v, p, ok := rd.single(n, rs, "152", "W or B")
	if !ok {
		return
	}
	var c Colour
	switch strings.ToUpper(v) {
	case "W":
		c = White
	case "B":
		c = Black
	default:
		rd.errorf(n, p.col, "152: expected W or B, found %q", v)
		return
	}
	if once(rd, "152", "initial colour", rd.c152, c, rd.pos152, p) {
		rd.c152, rd.pos152 = c, p
	}
}

// read162 reads the point system: symbol at column 6, points at 7-10
// (format 11.5, no sign), further pairs every 9 columns (15/16-19,
// 24/25-28 ...). Symbols W (win, forfeit win, full-point bye), D (draw,
// half-point bye), L (loss), A (absence: zero-point bye, forfeit loss), P
// (PAB; W's value when not given). X (unknown result, e.g. adjourned) is
// checked and has no effect: no result code of TRF26 is scored by it. A
// symbol given twice must have the same points. A symbol TRF26 does not
// define but that is a result code (Z, H, F, U, 1, =, 0, + and -) is
// checked when the point system is known (check162Other).
func (rd *reader) read162(n int, rs []rune) {
	rd.scoring.given = true
	for i := 5; !blankFrom(rs, max(4, i-4)); i += 9 {
		for j := max(4, i-4); j < i; j++ {
			if c := at(rs, j); c != ' ' {
				rd.errorf(n, j+1, "162: expected a blank at column %d, found %q", j+1, c)
			}
		}
		sym := at(rs, i)
		v := field(rs, i+1, i+5)
		pts, ok := parsePoints(v)
		switch {
		case !strings.ContainsRune("WDLAPX", sym) && symbols162[sym].codes != nil && ok && pts >= 0:
			rd.scoring.other162 = append(rd.scoring.other162, letterValue{sym, pts, pos{n, i + 1}})
		case !strings.ContainsRune("WDLAPX", sym):
			rd.errorf(n, i+1, "162: expected a symbol W, D, L, A, P or X at column %d, found %q", i+1, sym)
		case !ok:
			rd.errorf(n, i+2, "162 %c: expected points such as 1.0, found %q", sym, v)
		case rd.signed(n, i+2, "162 "+string(sym), v, pts):
		case sym != 'X':
			rd.add162(letterValue{sym, pts, pos{n, i + 2}})
		}
	}
}

// add162 records a 162 symbol, unless an earlier one gave it other points.
func (rd *reader) add162(lv letterValue) {
	for _, old := range rd.scoring.t162 {
		if old.letter == lv.letter && old.points != lv.points {
			rd.errorf(lv.at.line, lv.at.col, "162 %c: expected one value for %c, found %s here and %s on line %d", lv.letter, lv.letter, lv.points, old.points, old.at.line)
			return
		}
	}
	rd.scoring.t162 = setLetter(rd.scoring.t162, lv)
}

// read240 reads "240 T RRR IIII IIII ...": bye kind T (F, H or Z) at column
// 5, round at 7-9, player ids at 11-14, 16-19 ...
func (rd *reader) read240(n int, rs []rune) {
	kind := strings.ToUpper(string(at(rs, 4)))
	ok := kind == "F" || kind == "H" || kind == "Z"
	if !ok {
		rd.errorf(n, 5, "240: expected a bye kind F, H or Z, found %q", at(rs, 4))
	}
	if c := at(rs, 5); c != ' ' {
		rd.errorf(n, 6, "240: expected a blank at column 6, found %q", c)
		ok = false
	}
	r, good := rd.round(n, rs, 6, "240 round")
	ids, ps, idsOK := rd.fixedIDs(n, rs, 10, "240")
	if ok && good && idsOK {
		rd.addByes(ByeRequest{Line: n, Kind: kind[0], Round: r, IDs: ids}, ps)
	}
}

// round reads a round number 1-999 at 0-based columns [i, i+3).
func (rd *reader) round(n int, rs []rune, i int, what string) (int, bool) {
	v := field(rs, i, i+3)
	r, ok := parseNat(v)
	if !ok || r < 1 || r > maxRounds {
		rd.errorf(n, i+1, "%s: expected a round 1-999, found %q", what, v)
		return 0, false
	}
	return r, true
}

// fixedIDs reads 4-column player ids from index from on, one every 5
// columns, up to the end of the line.
func (rd *reader) fixedIDs(n int, rs []rune, from int, tag string) ([]int, []pos, bool) {
	var ids []int
	var ps []pos
	ok := true
	if rd.listIDs >= maxListIDs {
		rd.tooMany(n, "player ids in XXP, XXZ, 240 and 260 records", maxListIDs)
		return nil, nil, false
	}
	for i := from; !blankFrom(rs, i-1); i += 5 {
		if c := at(rs, i-1); c != ' ' {
			rd.errorf(n, i, "%s: expected a blank at column %d, found %q", tag, i, c)
			ok = false
		}
		v := field(rs, i, i+4)
		id, good := parseNat(v)
		if !good || id < 1 || id > maxID {
			rd.errorf(n, i+1, "%s: expected a start rank 1-9999, found %q", tag, v)
			ok = false
			continue
		}
		ids = append(ids, id)
		ps = append(ps, pos{n, i + 1})
	}
	rd.listIDs += len(ids)
	if ok && len(ids) == 0 {
		rd.errorf(n, from+1, "%s: expected at least one start rank, found none", tag)
		ok = false
	}
	return ids, ps, ok
}

// read260 reads "260 RRF RRL IIII IIII ...": players who must not meet in
// rounds RRF (columns 5-7) to RRL (9-11); ids at 13-16, 18-21 ...
func (rd *reader) read260(n int, rs []rune) {
	first, ok1 := rd.round(n, rs, 4, "260 first round")
	if c := at(rs, 7); c != ' ' {
		rd.errorf(n, 8, "260: expected a blank at column 8, found %q", c)
		ok1 = false
	}
	last, ok2 := rd.round(n, rs, 8, "260 last round")
	if ok1 && ok2 && last < first {
		rd.errorf(n, 9, "260 last round: expected a round not before %d, found %d", first, last)
		ok2 = false
	}
	ids, ps, ok3 := rd.fixedIDs(n, rs, 12, "260")
	if ok3 && len(ids) < 2 {
		rd.errorf(n, 13, "260: expected at least two start ranks, found %d", len(ids))
		ok3 = false
	}
	if ok1 && ok2 && ok3 {
		rd.addProhibition(Prohibition{Line: n, First: first, Last: last, IDs: ids}, ps)
	}
}

// accelRange is a 250 record on line line: gp virtual points for players
// first..last in rounds from..to.
type accelRange struct {
	gp                    Points
	from, to, first, last int
	line                  int
}

// read250 reads "250 MMMM GGGG RRR RRR IIII IIII": match points (team
// events, must be blank or zero) at 5-8, game points at 10-13, rounds at
// 15-17 and 19-21, player ids at 23-26 and 28-31.
func (rd *reader) read250(n int, rs []rune) {
	if len(rd.ranges250) >= max250 {
		rd.errorf(n, 1, "250: expected at most %d acceleration records, found more", max250)
		return
	}
	ok := true
	for _, i := range []int{8, 13, 17, 21, 26} {
		if c := at(rs, i); c != ' ' {
			rd.errorf(n, i+1, "250: expected a blank at column %d, found %q", i+1, c)
			ok = false
		}
	}
	if mp, good := parsePoints(field(rs, 4, 8)); trim(field(rs, 4, 8)) != "" && (!good || mp != 0) {
		rd.errorf(n, 5, "250 match points: expected blanks (individual event), found %q", field(rs, 4, 8))
		ok = false
	}
	gp, good := parsePoints(field(rs, 9, 13))
	switch {
	case !good:
		rd.errorf(n, 10, "250 game points: expected points such as 1.0, found %q", field(rs, 9, 13))
		ok = false
	case rd.signed(n, 10, "250 game points", field(rs, 9, 13), gp):
		ok = false
	case gp == 0: // TRF26: "must differ from 0.0 in individual competitions"
		rd.errorf(n, 10, "250 game points: expected points other than 0.0 (TRF26, individual tournament), found %q", field(rs, 9, 13))
		ok = false
	}
	a := accelRange{gp: gp, line: n}
	var ok1, ok2 bool
	a.from, ok1 = rd.round(n, rs, 14, "250 first round")
	a.to, ok2 = rd.round(n, rs, 18, "250 last round")
	if ok1 && ok2 && a.to < a.from {
		rd.errorf(n, 19, "250 last round: expected a round not before %d, found %d", a.from, a.to)
		ok = false
	}
	ok3 := rd.id250(n, rs, 22, &a.first) && rd.id250(n, rs, 27, &a.last)
	if ok3 && a.last < a.first {
		rd.errorf(n, 28, "250 last player: expected a start rank not below %d, found %d", a.first, a.last)
		ok = false
	}
	if !blankFrom(rs, 31) {
		rd.errorf(n, 32, "250: expected nothing after column 31, found %q", string(rs[31:]))
		ok = false
	}
	if ok && ok1 && ok2 && ok3 {
		rd.ranges250 = append(rd.ranges250, a)
	}
}

// id250 reads a player id at 0-based columns [i, i+4).
func (rd *reader) id250(n int, rs []rune, i int, id *int) bool {
	v, ok := parseNat(field(rs, i, i+4))
	if !ok || v < 1 || v > maxID {
		rd.errorf(n, i+1, "250 player: expected a start rank 1-9999, found %q", field(rs, i, i+4))
		return false
	}
	*id = v
	return true
}

// expand250 turns the 250 ranges into File.Acceleration, per existing
// player and round, after checking that no two give a player other points
// for a round (overlaps250); a later record overrides an earlier one. A
// player with an XXA line keeps it: XXA wins, as XXR over 142. The players
// between two range ends are covered by the same records, so their values
// are worked out once per such segment.
func (rd *reader) expand250() {
	if len(rd.ranges250) == 0 {
		return
	}
	rd.overlaps250()
	var cuts []int
	for _, a := range rd.ranges250 {
		cuts = append(cuts, a.first, a.last+1)
	}
	slices.Sort(cuts)
	cuts = slices.Compact(cuts)
	segments := map[int][]Points{}
	for _, p := range rd.f.Players {
		if p.ID < 1 {
			continue
		}
		seg, _ := slices.BinarySearch(cuts, p.ID+1) // cuts[seg-1] <= p.ID < cuts[seg]
		v, done := segments[seg]
		if !done {
			v = rd.accel250(p.ID)
			segments[seg] = v
		}
		if xxa, has := rd.f.Acceleration[p.ID]; has {
			rd.warnXXA250(p.ID, xxa, v)
			continue
		}
		if v != nil {
			if rd.f.Acceleration == nil {
				rd.f.Acceleration = map[int][]Points{}
			}
			rd.f.Acceleration[p.ID] = slices.Clone(v)
		}
	}
}

// overlaps250 checks each 250 record against the earlier ones: giving a
// player of the file other points for a round than an earlier record does
// is an error (the file contradicts itself, and which record a program
// takes is not known); giving the same points again is a warning (the
// records overlap, which is likely a slip). One problem per record: the
// first contradiction, else the first repetition.
func (rd *reader) overlaps250() {
	ids := make([]int, 0, len(rd.f.Players))
	for _, p := range rd.f.Players {
		ids = append(ids, p.ID)
	}
	slices.Sort(ids)
	for j, b := range rd.ranges250 {
		var same *accelRange
		id, round := 0, 0
		for k := range rd.ranges250[:j] {
			a := &rd.ranges250[k]
			from, to := max(a.from, b.from), min(a.to, b.to)
			lo, hi := max(a.first, b.first), min(a.last, b.last)
			i, _ := slices.BinarySearch(ids, lo)
			if from > to || lo > hi || i == len(ids) || ids[i] > hi {
				continue // no player of the file in both in the same round
			}
			if a.gp != b.gp {
				rd.errorf(b.line, 10, "250 game points: expected one acceleration for player %d in round %d, found %s here and %s on line %d (both records give players %d-%d in rounds %d-%d)",
					ids[i], from, b.gp, a.gp, a.line, lo, hi, from, to)
				same = nil
				break
			}
			if same == nil {
				same, id, round = a, ids[i], from
			}
		}
		if same != nil {
			rd.warns.add(b.line, 10, "250: expected each player and round in one record, found player %d in round %d given %s here and on line %d",
				id, round, b.gp, same.line)
		}
	}
}

// accel250 returns the acceleration the 250 records give player id, nil
// when none covers it.
func (rd *reader) accel250(id int) []Points {
	var v []Points
	for _, a := range rd.ranges250 {
		if id < a.first || id > a.last {
			continue
		}
		for len(v) < a.to {
			v = append(v, 0)
		}
		for r := a.from; r <= a.to; r++ {
			v[r-1] = a.gp
		}
	}
	return v
}
