package trf

import "fmt"

// GamePoints returns the points a round block is worth under the point
// system (TRF16 §4 result codes; XXS codes).
func (s Scoring) GamePoints(g Game) Points {
	if g.Opponent == 0 {
		return s.byePoints(g.Result)
	}
	white := g.Colour != Black
	switch g.Result {
	case ResultWin, ResultWinUnrated:
		return pick(white, s.WhiteWin, s.BlackWin)
	case ResultDraw, ResultDrawUnrated:
		return pick(white, s.WhiteDraw, s.BlackDraw)
	case ResultLoss, ResultLossUnrated:
		return pick(white, s.WhiteLoss, s.BlackLoss)
	case ResultForfeitWin:
		return s.ForfeitWin
	case ResultForfeitLoss:
		return s.ForfeitLoss
	}
	return 0
}

// byePoints scores a block without an opponent, with the TRF06 conventions
// "0000 - +" (pairing-allocated bye), "0000 - =" (half-point bye) and
// "0000 - -" (absence).
func (s Scoring) byePoints(result byte) Points {
	switch result {
	case ResultPAB, ResultForfeitWin:
		return s.PAB
	case ResultHalfBye, ResultDraw:
		return s.HalfBye
	case ResultFullBye:
		return s.FullBye
	}
	return s.ZeroBye
}

func pick(white bool, w, b Points) Points {
	if white {
		return w
	}
	return b
}

// WinPoints is the most a single game can earn: the larger of the points
// for a win with White and with Black.
func (s Scoring) WinPoints() Points {
	return max(s.WhiteWin, s.BlackWin)
}

// codeTitles name the codes of a point system in messages.
var codeTitles = [numCodes]string{"a win with White", "a win with Black", "a draw with White", "a draw with Black",
	"a loss with White", "a loss with Black", "a zero-point bye", "a half-point bye", "a full-point bye",
	"the pairing-allocated bye", "a forfeit win", "a forfeit loss"}

// scoreOrder lists pairs of results of which the first must not be worth
// less than the second: a win than a draw, a draw than a loss (with
// either colour), a forfeit win than a forfeit loss, a full-point bye than
// a half-point bye, which not less than a zero-point bye, nor the
// pairing-allocated bye. (TRF26 162 can only give W >= D >= L >= 0 by
// default; a point system that turns them round is not one.)
var scoreOrder = [][2]int{
	{codeWW, codeWD}, {codeWD, codeWL}, {codeBW, codeBD}, {codeBD, codeBL},
	{codeFW, codeFL}, {codeFPB, codeHPB}, {codeHPB, codeZPB}, {codePAB, codeZPB},
}

// scoringFault is a value of a point system that makes no sense.
type scoringFault struct {
	code int    // the code whose value is at fault
	msg  string // what was expected, what was found
}

// faults returns the values of the point system s that make no sense, for
// whichever record gave them (XXS, BB?, 162): a sign (TRF26 writes points
// without one, as in 162 and 250), or a result worth less than one it
// must not be below (scoreOrder). src says where each value was given; a
// fault of order is laid on the value of the two given last (the default
// never is), and named by the other's source, or by its code when src
// says nothing (a File built in memory).
func (s Scoring) faults(src *sources) []scoringFault {
	var out []scoringFault
	for c := range numCodes {
		if p := *s.code(c); p < 0 {
			out = append(out, scoringFault{c, fmt.Sprintf("expected points without a sign (as in TRF26 162) for %s, found %s", codeTitles[c], p)})
		}
	}
	name := func(c int) string {
		switch {
		case src[c].tag != "":
			return src[c].tag
		case src != nil && *src != sources{}:
			return "the default"
		}
		return codeNames[c]
	}
	for _, o := range scoreOrder {
		hi, lo := o[0], o[1]
		if *s.code(hi) >= *s.code(lo) {
			continue
		}
		if a, b := src[hi].at, src[lo].at; a.line > b.line || a.line == b.line && a.col > b.col {
			out = append(out, scoringFault{hi, fmt.Sprintf("expected %s worth at least %s (%s, %s), found %s",
				codeTitles[hi], codeTitles[lo], *s.code(lo), name(lo), *s.code(hi))})
		} else {
			out = append(out, scoringFault{lo, fmt.Sprintf("expected %s worth at most %s (%s, %s), found %s",
				codeTitles[lo], codeTitles[hi], *s.code(hi), name(hi), *s.code(lo))})
		}
	}
	return out
}

// scoring checks the point system (Scoring.faults): one problem for each
// value given that makes no sense, at the value.
func (v *validator) scoring() {
	var src sources
	if v.f.src != nil {
		src = v.f.src.scoring
	}
	seen := map[pos]bool{}
	for _, fl := range v.f.Scoring.faults(&src) {
		s := src[fl.code]
		if s.at != (pos{}) && seen[s.at] {
			continue // one problem for a value, as for a record of 162
		}
		seen[s.at] = true
		if s.tag == "" {
			s.tag = "point system " + codeNames[fl.code]
		}
		v.errs.add(s.at.line, s.at.col, "%s: %s", s.tag, fl.msg)
	}
}
