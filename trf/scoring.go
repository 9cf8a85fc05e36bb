package trf

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
