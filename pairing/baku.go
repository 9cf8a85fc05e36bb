package pairing

import (
	"fmt"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/trf"
)

// bakuCode returns the record 192 whose code names the Baku acceleration
// (ETT26: FIDE_DUTCH_2026_BAKU ...) and its code; ok is false when the
// file has no such record.
func bakuCode(f *trf.File) (r trf.Record, code string, ok bool) {
	for _, r := range f.Records {
		if r.Tag() == "192" {
			code := strings.TrimSpace(r.Text[3:])
			return r, code, strings.HasSuffix(strings.ToUpper(code), "_BAKU")
		}
	}
	return trf.Record{}, "", false
}

// BakuPoints returns the virtual points of a player of group GA before
// rounds 1, 2, ... of an event of the given rounds: C.04.5.1.4, one
// point before each of the first three rounds, half a point before the
// fourth and the fifth, none after.
func BakuPoints(rounds int) []trf.Points {
	return []trf.Points{10, 10, 10, 5, 5}[:min(5, max(rounds, 0))]
}

// BakuLastGA returns how many of the n players paired in round 1 form
// group GA: C.04.5.1.2, the first half, rounded up to an even number
// (2·⌈n/4⌉).
func BakuLastGA(n int) int { return 2 * ((n + 3) / 4) }

// baku derives the acceleration of a file whose record 192 names the Baku
// acceleration and that gives none itself (XXA and 250 override the code,
// as TRF26 says of 250). C.04.5.1.2: GA is the first 2·⌈n/4⌉ of the n
// players paired in round 1, in the order of their pairing numbers (a
// player absent from round 1 is not counted: the SPP's reading of C.04.2
// of 27 August 2026); C.04.5.1.3: the last GA player stays the same, so
// every player numbered up to him, a late entry too, is in GA. The
// warning says what was derived.
func (t *Tournament) baku() {
	rec, code, ok := bakuCode(t.File)
	if !ok || len(t.File.Acceleration) > 0 {
		return
	}
	s, err := t.Before(1)
	if err != nil {
		return
	}
	var paired []int
	for _, p := range s.Players {
		if p.Paired {
			paired = append(paired, p.Number)
		}
	}
	if len(paired) == 0 {
		return
	}
	slices.Sort(paired)
	last := paired[min(BakuLastGA(len(paired)), len(paired))-1]
	acc := BakuPoints(t.TotalRounds)
	t.accel = map[int][]trf.Points{}
	for _, p := range t.File.Players {
		if t.number[p.ID] <= last {
			t.accel[p.ID] = slices.Clone(acc)
		}
	}
	msg := fmt.Sprintf("192 %s: no XXA or 250 lines, so the Baku acceleration is derived from the code (C.04.5.1): group GA is the players numbered 1 to %d (the first %d of the %d paired in round 1), who get 1 virtual point before rounds 1-3 and 0.5 before rounds 4-5",
		code, last, BakuLastGA(len(paired)), len(paired))
	if t.TotalRounds < 9 {
		msg += fmt.Sprintf("; C.04.5.1.1 applies the method to events of nine rounds or more, and this one has %d", t.TotalRounds)
	}
	t.Warnings = append(t.Warnings, &trf.Error{File: t.File.Name, Line: rec.Line, Msg: msg})
}
