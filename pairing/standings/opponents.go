package standings

import "github.com/swisscheck/swisscheck/trf"

// The tie-breaks on the opponents' results: Buchholz and its variants
// (C.07 8), Sonneborn-Berger and Koya (9), with the modifiers of 14 under
// the unplayed rounds management of 16.

// cutElements removes low least significant and then high most
// significant elements (C.07 14.1-14.4, "in that order") and returns
// what is left. contrib is an element's contribution to the sum.
//
// The least significant element is the one of the opponent with the
// lowest score, the lowest contribution among several (14.1.1 a, d). With
// VURs among the elements, the lowest contribution of a VUR is cut
// instead, as long as it is not lower than that of the least significant
// element (16.5.1): for Buchholz, the lowest VUR; for Sonneborn-Berger,
// the higher of the two (16.5.2). Of two VURs with the same lowest
// contribution, the one of the lower opponent's score is cut (reading C2:
// it matters to the next cut). Each further cut applies the rule again
// to what is left. The most significant element is the one of the
// opponent with the highest score, the highest contribution among
// several (docs/standings.md, reading M1).
func cutElements(els []element, low, high int, contrib func(element) int64) []element {
	out := append([]element(nil), els...)
	for range low {
		if len(out) == 0 {
			break
		}
		ls := 0
		for k, x := range out {
			if x.opp < out[ls].opp || x.opp == out[ls].opp && contrib(x) < contrib(out[ls]) {
				ls = k
			}
		}
		cut := ls
		vur := -1
		for k, x := range out {
			if x.vur && (vur < 0 || contrib(x) < contrib(out[vur]) || contrib(x) == contrib(out[vur]) && x.opp < out[vur].opp) {
				vur = k
			}
		}
		if vur >= 0 && contrib(out[vur]) >= contrib(out[ls]) {
			cut = vur
		}
		out = append(out[:cut], out[cut+1:]...)
	}
	for range high {
		if len(out) == 0 {
			break
		}
		ms := 0
		for k, x := range out {
			if x.opp > out[ms].opp || x.opp == out[ms].opp && contrib(x) > contrib(out[ms]) {
				ms = k
			}
		}
		out = append(out[:ms], out[ms+1:]...)
	}
	return out
}

func bhContrib(x element) int64 { return int64(x.opp) }
func sbContrib(x element) int64 { return int64(x.opp) * int64(x.pts) }

// buchholz is C.07 (2023-2026) 8.1 BH: the sum of the scores of each of
// the opponents, with Article 16 for unplayed rounds (pre-2023: AM 2019
// 13.4 with 13.14.2). Cut and median modifiers by 14 and 16.5.
func (v *view) buchholz(i int, m mods) value {
	var s int64
	for _, x := range cutElements(v.elements(i), m.low, m.high, bhContrib) {
		s += bhContrib(x)
	}
	return value{s, 10}
}

// sonnebornBerger is C.07 (2023-2026) 9.1 SB: for each round, the final
// score of the opponent (adjusted, 16.3; the dummy's, 16.4) times the
// points scored against him (pre-2023: AM 2019 13.9 with 13.14.2).
func (v *view) sonnebornBerger(i int, m mods) value {
	var s int64
	for _, x := range cutElements(v.elements(i), m.low, m.high, sbContrib) {
		s += sbContrib(x)
	}
	return hundredths(s)
}

// averageOpponentsBuchholz is C.07 (2023-2026) 8.2 AOB: the average of the
// Buchholz of the opponents played over the board (2026: or of their Fore
// Buchholz, /F). The opponents' Buchholz is uncut. No game: 0.
func averageOpponentsBuchholz(e *event, bh []value, i int, withForfeits bool) value {
	var sum value
	n := int64(0)
	for _, rd := range e.players[i].rounds {
		if rd.kind == played || withForfeits && (rd.kind == forfeitWin || rd.kind == forfeitLoss) && rd.opp >= 0 {
			sum = sum.add(bh[rd.opp])
			n++
		}
	}
	if n == 0 {
		return whole(0)
	}
	return ratio(sum.num, sum.den*n)
}

// koya is C.07 (2023-2026) 9.2 KS: the points scored against the
// participants who scored at least 50% of the most a participant can
// score (a win's points in every round), the limit moved by half a point
// per step of /L (14.5). Points count in every round with a scheduled
// opponent, forfeits included; the opponents' scores are their real ones
// (AM 2019 13.6: "including wins by forfeit").
func koya(e *event, i int, limitSteps int) value {
	most := e.win * trf.Points(e.rounds)
	var s trf.Points
	for _, rd := range e.players[i].rounds {
		if rd.opp < 0 {
			continue
		}
		// score ≥ most/2 + steps·½, in tenths doubled to stay whole
		if 2*e.players[rd.opp].score >= most+trf.Points(limitSteps)*10 {
			s += rd.pts
		}
	}
	return points(s)
}
