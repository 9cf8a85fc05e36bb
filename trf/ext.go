package trf

import (
	"strconv"
	"strings"
)

// Pairing-program extension records (TRF16 §8: JaVaFo's XXR XXC XXS XXA
// XXP XXZ, bbpPairings' BBW BBD BBL BBZ BBF BBU). Each starts at column 1;
// the value starts at column 5.

// readXXR reads "XXR n": the total number of rounds.
func (rd *reader) readXXR(n int, rs []rune) {
	if r, p, ok := rd.totalRounds(n, rs, "XXR"); ok && once(rd, "XXR", "number of rounds", rd.xxr, r, rd.xxrPos, p) {
		rd.xxr, rd.xxrPos = r, p
	}
}

// totalRounds reads the number of rounds of an XXR or 142 record.
func (rd *reader) totalRounds(n int, rs []rune, tag string) (int, pos, bool) {
	v, p, ok := rd.single(n, rs, tag, "a number of rounds 1-999")
	if !ok {
		return 0, p, false
	}
	if r, good := parseNat(v); good && r >= 1 && r <= maxRounds {
		return r, p, true
	}
	rd.errorf(n, p.col, "%s: expected a number of rounds 1-999, found %q", tag, v)
	return 0, p, false
}

// single returns the one token of a record after its type, or records a
// problem when there is none or more than one.
func (rd *reader) single(n int, rs []rune, tag, what string) (string, pos, bool) {
	var ts []token
	for t := range tokens(rs, 3) {
		if ts = append(ts, t); len(ts) == 2 {
			break
		}
	}
	switch {
	case len(ts) == 0:
		rd.errorf(n, 5, "%s: expected %s, found nothing", tag, what)
		return "", pos{}, false
	case len(ts) > 1:
		rd.errorf(n, ts[1].col, "%s: expected nothing after %s, found %q", tag, ts[0].text, ts[1].text)
		return "", pos{}, false
	}
	return ts[0].text, pos{n, ts[0].col}, true
}

// readXXC reads "XXC [rank] [white1|black1]".
func (rd *reader) readXXC(n int, rs []rune) {
	for t := range tokens(rs, 3) {
		switch strings.ToLower(t.text) {
		case "rank":
			rd.f.RankIDs = true
		case "white1":
			rd.xxc = White
		case "black1":
			rd.xxc = Black
		default:
			rd.errorf(n, t.col, "XXC: expected rank, white1 or black1, found %q", t.text)
		}
	}
}

// readXXS reads "XXS CODE=VALUE ...": the point system (JaVaFo AUM 2.2).
// Later assignments override earlier ones.
func (rd *reader) readXXS(n int, rs []rune) {
	rd.scoring.given = true
	for t := range tokens(rs, 3) {
		code, val, ok := strings.Cut(t.text, "=")
		codes, known := xxsCodes[strings.ToUpper(code)]
		if !ok || !known {
			rd.errorf(n, t.col, "XXS: expected CODE=VALUE with CODE one of WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D, found %q", t.text)
			continue
		}
		p, good := parsePoints(val)
		if !good {
			rd.errorf(n, t.col+len([]rune(code))+1, "XXS %s: expected points such as 1 or 0.5, found %q", code, val)
			continue
		}
		rd.scoring.xxs.put(p, source{"XXS " + strings.ToUpper(code), pos{n, t.col + len([]rune(code)) + 1}}, codes...)
	}
}

// readXXA reads "XXA NNNN pp.p pp.p ...": player NNNN at columns 5-8, the
// acceleration of round r at columns 10+5(r-1) to 13+5(r-1).
func (rd *reader) readXXA(n int, rs []rune) {
	id, ok := parseNat(field(rs, 4, 8))
	if !ok || id < 1 || id > maxID {
		rd.errorf(n, 5, "XXA player: expected a start rank 1-9999, found %q", field(rs, 4, 8))
		return
	}
	if p, dup := rd.src.accel[id]; dup {
		rd.errorf(n, 5, "XXA player: expected one XXA line for player %d, found a second (the first is on line %d)", id, p.line)
		return
	}
	var acc []Points
	for r := 1; ; r++ {
		i := 9 + 5*(r-1)
		if blankFrom(rs, i-1) {
			break
		}
		if r > maxRounds {
			rd.errorf(n, i+1, "XXA round %d: expected at most %d rounds, found more", r, maxRounds)
			return
		}
		if c := at(rs, i-1); c != ' ' {
			rd.errorf(n, i, "XXA: expected a blank at column %d, found %q", i, c)
		}
		v := field(rs, i, i+4)
		p, good := parsePoints(v)
		if !good && trim(v) != "" {
			rd.errorf(n, i+1, "XXA round %d: expected points such as 1.0 or blanks, found %q", r, v)
		} else {
			rd.signed(n, i+1, "XXA round "+strconv.Itoa(r), v, p)
		}
		acc = append(acc, p)
	}
	if rd.f.Acceleration == nil {
		rd.f.Acceleration = map[int][]Points{}
		rd.src.accel = map[int]pos{}
	}
	rd.f.Acceleration[id] = acc
	rd.src.accel[id] = pos{n, 5}
}

// readXXP reads "XXP id id ...": players who must not meet.
func (rd *reader) readXXP(n int, rs []rune) {
	ids, ps, ok := rd.tokenIDs(n, rs, "XXP")
	if !ok {
		return
	}
	if len(ids) < 2 {
		rd.errorf(n, 5, "XXP: expected at least two start ranks, found %d", len(ids))
		return
	}
	rd.addProhibition(Prohibition{Line: n, First: 1, IDs: ids}, ps)
}

// readXXZ reads "XXZ id id ...": players absent in the round to be paired.
func (rd *reader) readXXZ(n int, rs []rune) {
	ids, ps, ok := rd.tokenIDs(n, rs, "XXZ")
	if !ok {
		return
	}
	if len(ids) == 0 {
		rd.errorf(n, 5, "XXZ: expected at least one start rank, found none")
		return
	}
	rd.addByes(ByeRequest{Line: n, Kind: ResultZeroBye, IDs: ids}, ps)
}

// tokenIDs reads the blank-separated start ranks after the record type.
func (rd *reader) tokenIDs(n int, rs []rune, tag string) ([]int, []pos, bool) {
	var ids []int
	var ps []pos
	ok := true
	if rd.listIDs >= maxListIDs {
		rd.tooMany(n, "player ids in XXP, XXZ, 240 and 260 records", maxListIDs)
		return nil, nil, false
	}
	for t := range tokens(rs, 3) {
		id, good := parseNat(t.text)
		if !good || id < 1 || id > maxID {
			rd.errorf(n, t.col, "%s: expected a start rank 1-9999, found %q", tag, t.text)
			ok = false
			continue
		}
		ids = append(ids, id)
		ps = append(ps, pos{n, t.col})
	}
	rd.listIDs += len(ids)
	return ids, ps, ok
}

func (rd *reader) addProhibition(p Prohibition, ps []pos) {
	rd.f.Prohibited = append(rd.f.Prohibited, p)
	rd.src.prohibited = append(rd.src.prohibited, ps)
}

func (rd *reader) addByes(b ByeRequest, ps []pos) {
	rd.f.ByeRequests = append(rd.f.ByeRequests, b)
	rd.src.byes = append(rd.src.byes, ps)
}

// readBB reads bbpPairings' point records "BBW  3.0" (value at columns
// 5-8): win, draw, played loss, zero-point bye, forfeit loss and PAB.
func (rd *reader) readBB(n int, rs []rune) {
	rd.scoring.given = true
	tag := string(rs[:3])
	v, p, ok := rd.single(n, rs, tag, "points such as 1.0")
	if !ok {
		return
	}
	if pts, good := parsePoints(v); good {
		rd.scoring.bb = setLetter(rd.scoring.bb, letterValue{rs[2], pts, p})
	} else {
		rd.errorf(n, p.col, "%s: expected points such as 1.0, found %q", tag, v)
	}
}

// Score codes, in the order XXS lists them (JaVaFo AUM 2.2).
const (
	codeWW = iota
	codeBW
	codeWD
	codeBD
	codeWL
	codeBL
	codeZPB
	codeHPB
	codeFPB
	codePAB
	codeFW
	codeFL
	numCodes
)

var codeNames = [numCodes]string{"WW", "BW", "WD", "BD", "WL", "BL", "ZPB", "HPB", "FPB", "PAB", "FW", "FL"}

// xxsCodes are the codes of XXS and the scores each sets; W and D are
// JaVaFo's shortcuts (TRF16 §8).
var xxsCodes = func() map[string][]int {
	m := map[string][]int{
		"W": {codeWW, codeBW, codeFW, codeFPB},
		"D": {codeWD, codeBD, codeHPB},
	}
	for i, c := range codeNames {
		m[c] = []int{i}
	}
	return m
}()

// code returns the score of a code.
func (s *Scoring) code(i int) *Points {
	return [numCodes]*Points{&s.WhiteWin, &s.BlackWin, &s.WhiteDraw, &s.BlackDraw,
		&s.WhiteLoss, &s.BlackLoss, &s.ZeroBye, &s.HalfBye, &s.FullBye, &s.PAB,
		&s.ForfeitWin, &s.ForfeitLoss}[i]
}

// source is where the value of a code of the point system was given: the
// record and code ("XXS FL", "BBW", "162 A") and the position of the
// value. The zero source is the default.
type source struct {
	tag string
	at  pos
}

// sources are the sources of the codes of a point system.
type sources [numCodes]source

// layer is a partial point system: the codes one kind of record sets.
type layer struct {
	set [numCodes]bool
	v   [numCodes]Points
	src sources
}

func (l *layer) put(p Points, src source, codes ...int) {
	for _, c := range codes {
		l.set[c], l.v[c], l.src[c] = true, p, src
	}
}

func (l *layer) apply(s *Scoring, src *sources) {
	for i := range numCodes {
		if l.set[i] {
			*s.code(i), src[i] = l.v[i], l.src[i]
		}
	}
}

// letterValue is one symbol of a BB? or 162 record, its points and where
// they are.
type letterValue struct {
	letter rune
	points Points
	at     pos
}

// setLetter records the points of a symbol, replacing an earlier value.
func setLetter(ls []letterValue, lv letterValue) []letterValue {
	for i := range ls {
		if ls[i].letter == lv.letter {
			ls[i] = lv
			return ls
		}
	}
	return append(ls, lv)
}

// scoringLayers collects the point-system records; resolve applies them
// with XXS over BB? over 162 over the default (TRF16 §10.4). other162 are
// the 162 symbols that TRF26 does not define but that name a result code
// (records26.go, symbols162), checked once the point system is known.
type scoringLayers struct {
	given    bool
	xxs      layer
	bb, t162 []letterValue
	other162 []letterValue
}

// bbCodes: BBW win, BBD draw, BBL played loss, BBZ zero-point bye, BBF
// forfeit loss, BBU PAB (TRF16 §8, bbpPairings). A forfeit win and a
// full-point bye count as a win, a half-point bye as a draw, as in
// bbpPairings.
var bbCodes = map[rune][]int{
	'W': {codeWW, codeBW, codeFW, codeFPB},
	'D': {codeWD, codeBD, codeHPB},
	'L': {codeWL, codeBL},
	'Z': {codeZPB},
	'F': {codeFL},
	'U': {codePAB},
}

// codes162: TRF26 162 symbols W D L, A absence (zero-point bye and forfeit
// loss, as bbpPairings reads it), P PAB.
var codes162 = map[rune][]int{
	'W': bbCodes['W'],
	'D': bbCodes['D'],
	'L': bbCodes['L'],
	'A': {codeZPB, codeFL},
	'P': {codePAB},
}

// letterLayer turns symbols into a layer; tag is the record type that
// precedes a symbol in messages ("BB", "162 "). The PAB is worth a win
// unless its own symbol (pab) is given, or pabGiven: a PAB value given by
// another record is not replaced by the one a win implies.
func letterLayer(ls []letterValue, codes map[rune][]int, tag string, pab rune, pabGiven bool) layer {
	var l layer
	hasPAB := pabGiven
	for _, lv := range ls {
		hasPAB = hasPAB || lv.letter == pab
	}
	for _, lv := range ls {
		src := source{tag + string(lv.letter), lv.at}
		l.put(lv.points, src, codes[lv.letter]...)
		if lv.letter == 'W' && !hasPAB {
			l.put(lv.points, src, codePAB)
		}
	}
	return l
}

// resolve returns the point system, whether any record gave it, and
// where each of its values was given. A 162 P keeps its PAB value against
// a BBW without BBU, as in bbpPairings (TRF26 162: P is "same as W" only
// when not given).
func (sl *scoringLayers) resolve() (Scoring, bool, sources) {
	s := DefaultScoring
	var src sources
	l := letterLayer(sl.t162, codes162, "162 ", 'P', false)
	l.apply(&s, &src)
	l = letterLayer(sl.bb, bbCodes, "BB", 'U', hasLetter(sl.t162, 'P'))
	l.apply(&s, &src)
	sl.xxs.apply(&s, &src)
	return s, sl.given, src
}

// hasLetter reports whether a symbol is among ls.
func hasLetter(ls []letterValue, letter rune) bool {
	for _, lv := range ls {
		if lv.letter == letter {
			return true
		}
	}
	return false
}
