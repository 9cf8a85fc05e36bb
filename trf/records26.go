package trf

import (
	"slices"
	"strings"
)

// TRF26 records kept verbatim in File.Records but checked as they are
// read, and the warnings for values that two dialects give differently.

// recordCheckers check records that Read keeps in File.Records: 192 is
// read by package pairing/systems, which chooses the pairing system by it.
var recordCheckers = map[string]func(*reader, int, []rune){
	"192": (*reader).check192,
}

// check192 checks "192 CODE": one tournament type code of the ETT26 table
// (TRF26 Annexure C, such as FIDE_DUTCH_2026), and the same code if the
// record is repeated. A 192 without a code would leave the system to a
// default silently.
func (rd *reader) check192(n int, rs []rune) {
	if at(rs, 3) != ' ' {
		rd.errorf(n, 4, "192: expected a blank after the record type, found %q", at(rs, 3))
		return
	}
	v, p, ok := rd.single(n, rs, "192", "a tournament type code (ETT26) such as FIDE_DUTCH_2026")
	if !ok {
		return
	}
	if strings.IndexFunc(v, notCodeRune) >= 0 {
		rd.errorf(n, p.col, "192: expected a tournament type code (ETT26: letters, digits and _, such as FIDE_DUTCH_2026), found %q", v)
		return
	}
	if once(rd, "192", "tournament type", rd.code192, strings.ToUpper(v), rd.pos192, p) {
		rd.code192, rd.pos192 = strings.ToUpper(v), p
	}
}

// notCodeRune reports a character that no ETT26 code has.
func notCodeRune(r rune) bool {
	return !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_')
}

// warn162 warns at each 162 symbol whose points an XXS or BB? record
// replaces with others (XXS over BB? over 162, TRF16 §10.4): the engines
// that read one dialect and those that read the other would pair by
// different scores.
func (rd *reader) warn162(s Scoring) {
	for _, lv := range rd.scoring.t162 {
		for _, c := range codes162[lv.letter] {
			if got := *s.code(c); got != lv.points {
				by := rd.scoring.overrider(c)
				rd.warns.add(lv.at.line, lv.at.col, "162 %c: expected the points %s gives (%s), found %s; %s is used", lv.letter, by, got, lv.points, by)
				break
			}
		}
	}
}

// symbols162 are the result codes (TRF16 §4) that a 162 record may hold
// as symbols although TRF26 does not define them: what the code names,
// the codes of the point system that score it, and the TRF26 symbol that
// does (TRF26 162).
var symbols162 = map[rune]struct {
	name  string
	codes []int
	by    rune
}{
	'Z': {"a zero-point bye", []int{codeZPB}, 'A'},
	'H': {"a half-point bye", []int{codeHPB}, 'D'},
	'F': {"a full-point bye", []int{codeFPB}, 'W'},
	'U': {"the pairing-allocated bye", []int{codePAB}, 'P'},
	'+': {"a forfeit win", []int{codeFW}, 'W'},
	'-': {"a forfeit loss", []int{codeFL}, 'A'},
	'1': {"a win", []int{codeWW, codeBW}, 'W'},
	'=': {"a draw", []int{codeWD, codeBD}, 'D'},
	'0': {"a loss", []int{codeWL, codeBL}, 'L'},
}

// check162Other checks each 162 symbol that TRF26 does not define but
// that is a result code (symbols162) against the point system s: points
// that s gives the result anyway (the TRF26 default, or what another
// record gives) change nothing, and the symbol is ignored with a warning;
// other points are an error: swisscheck does not guess that the symbol
// changes the points of its result.
func (rd *reader) check162Other(s Scoring) {
	for _, lv := range rd.scoring.other162 {
		sym := symbols162[lv.letter]
		c, same := sym.codes[0], true
		for _, d := range sym.codes {
			if *s.code(d) != lv.points && same {
				c, same = d, false
			}
		}
		by := rd.src.scoring[c].tag
		if by == "" {
			by = "the default of 162 " + string(sym.by)
		}
		if same {
			rd.warns.add(lv.at.line, lv.at.col, "162 %c: expected a symbol W, D, L, A, P or X, found %c, which TRF26 does not define; its %s is what %s scores anyway (%s), so it is ignored",
				lv.letter, lv.letter, lv.points, sym.name, by)
			continue
		}
		rd.errorf(lv.at.line, lv.at.col, "162 %c: expected a symbol W, D, L, A, P or X, found %c with %s, which TRF26 does not define: %s scores %s (%s), and swisscheck does not guess that %c changes it",
			lv.letter, lv.letter, lv.points, sym.name, *s.code(c), by, lv.letter)
	}
}

// overrider names the record that sets code c over 162: XXS, else the
// BB? record whose letter covers it.
func (sl *scoringLayers) overrider(c int) string {
	if sl.xxs.set[c] {
		return "XXS " + codeNames[c]
	}
	for _, lv := range sl.bb {
		if slices.Contains(bbCodes[lv.letter], c) {
			return "BB" + string(lv.letter)
		}
	}
	return "another record"
}

// warnXXA250 warns at the XXA line of a player to whom the 250 records
// give other virtual points (XXA is used, as XXR over 142).
func (rd *reader) warnXXA250(id int, xxa, v250 []Points) {
	if v250 == nil || sameAccel(xxa, v250) {
		return
	}
	at := rd.src.accel[id]
	rd.warns.add(at.line, at.col, "XXA player %d: expected the acceleration the 250 records give (%s), found %s; XXA is used", id, accelText(v250), accelText(xxa))
}

// sameAccel compares two accelerations, a missing round reading 0.
func sameAccel(a, b []Points) bool {
	for r := range max(len(a), len(b)) {
		var x, y Points
		if r < len(a) {
			x = a[r]
		}
		if r < len(b) {
			y = b[r]
		}
		if x != y {
			return false
		}
	}
	return true
}

// accelText lists an acceleration by round: "1.0 1.0 0.0".
func accelText(a []Points) string {
	s := make([]string, len(a))
	for i, p := range a {
		s[i] = p.String()
	}
	return strings.Join(s, " ")
}

// warn240Rounds warns at each 240 record for a round past the total
// rounds (XXR or 142): one of the two is wrong, and a wrong total would
// change the rules of the last round. The 240 is otherwise harmless: no
// round after the last is paired.
func (rd *reader) warn240Rounds() {
	f := rd.f
	for _, b := range f.ByeRequests {
		if f.TotalRounds > 0 && b.Round > f.TotalRounds {
			rd.warns.add(b.Line, 7, "240 round: expected a round of the tournament, 1-%d (%s), found %d", f.TotalRounds, rd.src.totalRoundsTag, b.Round)
		}
	}
}
