package trf

import "unicode"

// Player record columns, 0-based (TRF16 §3).
const (
	roundsStart = 91 // round 1 opponent, column 92
	blockLen    = 8  // "OOOO c r"
	blockStep   = 10 // a block and two blanks
)

// separators are the columns of a 001 record before the round blocks that
// must be blank, 0-based, with the field they follow (TRF16 §3).
var separators = []struct {
	i     int
	after string
}{
	{3, "record type"}, {8, "start rank"}, {13, "title"}, {47, "name"},
	{52, "rating"}, {56, "federation"}, {68, "FIDE ID"}, {79, "birth date"},
	{84, "points"}, {89, "rank"}, {90, "rank"},
}

// player reads a 001 record (TRF16 §3): fixed columns, then round blocks.
// A record whose columns are shifted from some column on (a character too
// many or too few, a tab) is one problem that says so (shift.go), not one
// for every field after the shift.
func (rd *reader) player(n int, rs []rune) {
	p, probs, dropped := rd.tryPlayer(n, rs, false)
	if len(probs) > 0 {
		if s, ok := rd.findShift(n, rs, probs); ok {
			rd.errorf(n, s.col, "%s", s.msg)
			p = s.p
		} else {
			for _, e := range probs {
				rd.errorf(n, e.Col, "%s", e.Msg)
			}
			rd.errs.dropped += dropped
		}
	}
	rd.f.Players = append(rd.f.Players, p)
}

// tryPlayer reads line n, a 001 record, without reporting its problems:
// it returns them (only their places when placesOnly), and how many more
// the list could not hold.
func (rd *reader) tryPlayer(n int, rs []rune, placesOnly bool) (*Player, ErrorList, int) {
	saved := rd.errs
	rd.errs = collector{name: saved.name, placesOnly: placesOnly}
	p := rd.readPlayer(n, rs)
	probs, dropped := rd.errs.list, rd.errs.dropped
	rd.errs = saved
	return p, probs, dropped
}

// readPlayer reads line n, a 001 record; its problems go to rd.errs.
func (rd *reader) readPlayer(n int, rs []rune) *Player {
	p := &Player{Line: n}
	for _, s := range separators {
		if c := at(rs, s.i); c != ' ' {
			rd.errorf(n, s.i+1, "column %d: expected a blank after the %s, found %q", s.i+1, s.after, c)
		}
	}
	rd.playerFields(n, rs, p)
	p.Games = rd.games(n, rs)
	return p
}

// playerFields reads the columns 5-89 of a player record.
func (rd *reader) playerFields(n int, rs []rune, p *Player) {
	if id, ok := parseNat(field(rs, 4, 8)); ok && id >= 1 && id <= maxID {
		p.ID = id
	} else {
		rd.errorf(n, 5, "start rank: expected a number 1-9999, found %q", field(rs, 4, 8))
	}
	if c := at(rs, 9); c != ' ' {
		if c > unicode.MaxASCII || !unicode.IsPrint(c) {
			rd.errorf(n, 10, "sex: expected m, w or a blank, found %q", c)
		} else {
			p.Sex = byte(c)
		}
	}
	p.Title = trim(field(rs, 10, 13))
	p.Name = trim(field(rs, 14, 47))
	if v, ok := parseOptNat(field(rs, 48, 52)); ok {
		p.Rating = v
	} else {
		rd.errorf(n, 49, "rating: expected a number 0-9999 or blanks, found %q", field(rs, 48, 52))
	}
	p.Federation = trim(field(rs, 53, 56))
	p.FIDEID = trim(field(rs, 57, 68))
	p.BirthDate = trim(field(rs, 69, 79))
	if v, ok := parsePoints(field(rs, 80, 84)); ok {
		p.Points = v
	} else if trim(field(rs, 80, 84)) != "" {
		rd.errorf(n, 81, "points: expected a score such as 11.5, found %q", field(rs, 80, 84))
	}
	if v, ok := parseOptNat(field(rs, 85, 89)); ok {
		p.Rank = v
	} else {
		rd.errorf(n, 86, "rank: expected a number 0-9999 or blanks, found %q", field(rs, 85, 89))
	}
}

// games reads the round blocks (TRF16 §3): round r at s = 91+10(r-1),
// opponent [s:s+4], colour s+5, result s+7. A line may stop before a
// block or inside its trailing blanks; a block that stops before its result
// column must be blank. Trailing blank blocks are not rounds.
func (rd *reader) games(n int, rs []rune) []Game {
	var games []Game
	for r := 1; ; r++ {
		s := roundsStart + blockStep*(r-1)
		if blankFrom(rs, s) {
			break
		}
		if r > maxRounds {
			rd.errorf(n, s+1, "round %d: expected at most %d rounds, found more", r, maxRounds)
			break
		}
		if s+blockLen > len(rs) {
			// The line stops inside the block: only a blank block may be cut
			// short ("0000 -" with its blank result trimmed). A game not
			// played yet keeps its blank result column: "  12 w" cut
			// short could be a block cut by mistake.
			g, ok := rd.block(0, r, rs, s)
			switch {
			case ok && g.Pending():
				rd.errorf(n, s+1, "round %d: expected a complete round block or nothing after the last one, found %q (a game not played yet is written with its result column: ? or a blank)", r, string(rs[s:]))
			case !ok || g != (Game{Result: ResultNone}):
				rd.errorf(n, s+1, "round %d: expected a complete round block or nothing after the last one, found %q", r, string(rs[s:]))
			}
			break
		}
		g, _ := rd.block(n, r, rs, s)
		games = append(games, g)
		if c := at(rs, s+8); c != ' ' {
			rd.errorf(n, s+9, "column %d: expected a blank after round %d, found %q", s+9, r, c)
		} else if c := at(rs, s+9); c != ' ' {
			rd.errorf(n, s+10, "column %d: expected a blank after round %d, found %q", s+10, r, c)
		}
	}
	for len(games) > 0 && games[len(games)-1] == (Game{Result: ResultNone}) {
		games = games[:len(games)-1]
	}
	return games
}

// block reads the round r block starting at index s of line n and
// reports whether it is well formed. With n 0 it only tries: problems are
// not recorded.
func (rd *reader) block(n, r int, rs []rune, s int) (g Game, ok bool) {
	ok = true
	fail := func(col int, format string, args ...any) {
		ok = false
		if n > 0 {
			rd.errorf(n, col, format, args...)
		}
	}
	opp := field(rs, s, s+4)
	if v, good := parseOptNat(opp); good && v <= maxID {
		g.Opponent = v
	} else {
		fail(s+1, "round %d opponent: expected a number 0-9999 or blanks, found %q", r, opp)
	}
	for _, i := range []int{s + 4, s + 6} {
		if c := at(rs, i); c != ' ' {
			fail(i+1, "round %d: expected a blank at column %d, found %q", r, i+1, c)
		}
	}
	switch c := at(rs, s+5); c {
	case 'W', 'B':
		g.Colour = Colour(unicode.ToLower(c))
	case 'w', 'b':
		g.Colour = Colour(c)
	case '-', ' ':
	default:
		fail(s+6, "round %d colour: expected w, b, - or a blank, found %q", r, at(rs, s+5))
	}
	g.Result = resultCode(at(rs, s+7))
	switch {
	case g.Result == 0:
		fail(s+8, "round %d result: expected one of 1 = 0 + - W D L H F U Z or a blank, found %q", r, at(rs, s+7))
	case g.Pending():
		// A game not played yet: finish checks that it is in the last
		// paired round (unplayedProblems).
	case g.Result == ResultNone && (g.Opponent != 0 || g.Colour != NoColour):
		fail(s+8, "round %d result: expected a result code with an opponent or colour, found a blank (not paired)", r)
	case g.Result == ResultUnknown:
		fail(s+8, "round %d result: expected ? only for a game paired but not played yet (an opponent and a colour), found it with %s", r, pendingLacks(g))
	}
	return g, ok
}

// pendingLacks says what a block with the result ? lacks to be a game
// paired but not played yet.
func pendingLacks(g Game) string {
	switch {
	case g.Opponent == 0 && g.Colour == NoColour:
		return "opponent 0000 and no colour"
	case g.Opponent == 0:
		return "opponent 0000"
	}
	return "no colour"
}

// resultCode returns the stored form of a result character (letters
// upper-case, TRF16 §4; ? for a result not known yet, ResultUnknown), or 0
// when it is not a result code.
func resultCode(c rune) byte {
	if c > unicode.MaxASCII {
		return 0
	}
	c = unicode.ToUpper(c)
	switch c {
	case '1', '=', '0', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z', ' ', '?':
		return byte(c)
	}
	return 0
}
