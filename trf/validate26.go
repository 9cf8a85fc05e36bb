package trf

import "strings"

// Whole-file checks of TRF26 records: the 240 byes against the player
// records, and the 299 abnormal points, which swisscheck does not apply.

// byeNames names the kinds of a 240 record and the results that record
// the same bye in a round block with opponent 0000: the TRF16 code, and
// for H and Z the TRF06 spellings "0000 - =" and "0000 - -" (a blank
// result is a zero-point bye too, TRF26 result codes).
var byeNames = map[byte]struct {
	name    string
	results string
}{
	ResultFullBye: {"full-point bye", "F"},
	ResultHalfBye: {"half-point bye", "H="},
	ResultZeroBye: {"zero-point bye", "Z- "},
}

// byes checks the 240 records (TRF26 Bye Section). They repeat for an
// individual tournament what the 001 records say, and announce the byes of
// a round not yet paired: a 240 must give a player one kind of bye per
// round and, for a round in the player records, agree with the player's
// block (a round past the total rounds is a warning of Read). In a round that has been
// paired (someone took part in its pairing), the block must record the
// bye; in a later round it may still be blank.
func (v *validator) byes() {
	f := v.f
	last := f.LastPairedRound()
	type key struct{ round, id int }
	seen := map[key]ByeRequest{}
	for k, b := range f.ByeRequests {
		if b.Round == 0 {
			continue // XXZ: the round to be paired
		}
		var ps []pos
		if f.src != nil && len(f.src.byes) == len(f.ByeRequests) {
			ps = f.src.byes[k]
		}
		for m, id := range b.IDs {
			at := pos{b.Line, 0}
			if len(ps) == len(b.IDs) {
				at = ps[m]
			}
			j, exists := v.byID[id]
			if !exists {
				continue // reported by ids
			}
			if o, dup := seen[key{b.Round, id}]; dup && o.Kind != b.Kind {
				v.errs.add(at.line, at.col, "240 %c: expected one bye for player %d in round %d, found a %s here and a %s (240 %c) on line %d",
					b.Kind, id, b.Round, byeNames[b.Kind].name, byeNames[o.Kind].name, o.Kind, o.Line)
				continue
			}
			seen[key{b.Round, id}] = b
			v.byeAgrees(b, f.Players[j], b.Round <= last, at)
		}
	}
}

// byeAgrees checks that player p's block of the 240's round records its
// bye; paired says whether the round has been paired.
func (v *validator) byeAgrees(b ByeRequest, p *Player, paired bool, at pos) {
	kind, ok := byeNames[b.Kind]
	if !ok {
		return // not from Read: 240 kinds are F, H and Z
	}
	r := b.Round
	g := p.Game(r)
	res := result(g)
	want := "0000 - " + string(rune(b.Kind))
	switch {
	case g.Opponent != 0:
		v.errs.add(at.line, at.col, "240 %c: expected player %d to have no game in round %d (a %s), found one against %d on line %d, column %d",
			b.Kind, p.ID, r, kind.name, g.Opponent, p.Line, oppCol(r))
	case res == ResultNone && b.Kind != ResultZeroBye && paired:
		v.errs.add(at.line, at.col, "240 %c: expected player %d's round %d block (line %d, column %d) to record the %s, %s, found it blank (not paired)",
			b.Kind, p.ID, r, p.Line, oppCol(r), kind.name, want)
	case res != ResultNone && strings.IndexByte(kind.results, res) < 0:
		v.errs.add(at.line, at.col, "240 %c: expected player %d's round %d block (line %d, column %d) to record the %s, %s, found 0000 %s %c",
			b.Kind, p.ID, r, p.Line, resultCol(r), kind.name, want, g.Colour, res)
	}
}

// LastPairedRound is the last round in which any player took part in the
// pairing (an opponent or the pairing-allocated bye); 0 when none.
func (f *File) LastPairedRound() int {
	last := 0
	for _, p := range f.Players {
		for r := len(p.Games); r > last; r-- {
			if p.Game(r).Paired() {
				last = r
				break
			}
		}
	}
	return last
}

// abnormalPoints reports every 299 record (TRF26 Abnormal Assignment
// Points: points given or taken outside the results) and whether there is
// one. swisscheck does not apply them: the scores that the pairings go by
// would be wrong, and so would every check of the points column.
func (v *validator) abnormalPoints() bool {
	found := false
	for _, r := range v.f.Records {
		if r.Tag() == "299" {
			v.errs.add(r.Line, 1, "299: expected no abnormal point assignment, found one: swisscheck does not apply TRF26 299 records, and without them the scores the pairings go by are not known")
			found = true
		}
	}
	return found
}
