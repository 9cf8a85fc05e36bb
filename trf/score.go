package trf

// Score returns the player's score after the first rounds rounds under
// f.Scoring, without acceleration: what the points column should say
// (TRF16 §3 points, §4 result codes). A round the record does not reach
// counts as not paired (a zero-point bye). Each block is valued by
// Scoring.GamePoints.
func (f *File) Score(p *Player, rounds int) Points {
	var sum Points
	for r := 1; r <= rounds && r <= len(p.Games); r++ {
		sum += f.Scoring.GamePoints(p.Games[r-1])
	}
	if extra := rounds - len(p.Games); extra > 0 {
		sum += Points(extra) * f.Scoring.ZeroBye
	}
	return sum
}

// result returns the result code of a block, a zero byte read as blank.
func result(g Game) byte {
	if g.Result == 0 {
		return ResultNone
	}
	return g.Result
}
