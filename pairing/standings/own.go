package standings

import (
	"slices"

	"github.com/swisscheck/swisscheck/trf"
)

// The tie-breaks on the participant's own record (C.07 Type B).

// wins is C.07 (2023-2026) 7.1 WIN: the rounds in which the participant
// obtained, with or without playing, as many points as a win is awarded
// (forfeit wins, full-point byes, a pairing-allocated bye worth a win).
// Pre-2023: AM 2019 13.11.4, "games won (including wins by forfeit)".
func wins(e *event, i int) value {
	n := int64(0)
	for _, rd := range e.players[i].rounds {
		if rd.kind == played && rd.outcome == win || rd.kind != played && rd.pts >= e.win {
			n++
		}
	}
	return whole(n)
}

// gamesWon is C.07 (2023-2026) 7.2 WON: the games won over the board.
func gamesWon(e *event, i int) value {
	return count(e, i, func(rd round) bool { return rd.kind == played && rd.outcome == win })
}

// blackGames is C.07 (2023-2026) 7.3 BPG: the games played over the board
// with Black (AM 2019 13.8: unplayed games count as played with White).
func blackGames(e *event, i int) value {
	return count(e, i, func(rd round) bool { return rd.kind == played && rd.colour == trf.Black })
}

// blackWins is C.07 (2023-2026) 7.4 BWG: the games won over the board with
// Black (AM 2019 13.7).
func blackWins(e *event, i int) value {
	return count(e, i, func(rd round) bool { return rd.kind == played && rd.colour == trf.Black && rd.outcome == win })
}

func count(e *event, i int, f func(round) bool) value {
	n := int64(0)
	for _, rd := range e.players[i].rounds {
		if f(rd) {
			n++
		}
	}
	return whole(n)
}

// progressive is C.07 (2023-2026) 7.5 PS: the sum of the participant's
// scores after each round. A cut removes the least significant scores,
// those after the first rounds (14.1.1 c); a median also the most
// significant, the last (docs/standings.md, reading P1).
func progressive(e *event, i int, m mods) value {
	p := e.players[i]
	cum := make([]trf.Points, len(p.rounds))
	var s trf.Points
	for r, rd := range p.rounds {
		s += rd.pts
		cum[r] = s
	}
	var sum trf.Points
	for _, c := range cutSorted(cum, m) {
		sum += c
	}
	return points(sum)
}

// cutSorted drops the low lowest and high highest values.
func cutSorted[T ~int | ~int64](vs []T, m mods) []T {
	s := slices.Clone(vs)
	slices.Sort(s)
	lo := min(m.low, len(s))
	s = s[lo:]
	return s[:len(s)-min(m.high, len(s))]
}

// electedRounds is C.07 (2024, 2026) 7.6 REP (2023: GE): the number of
// rounds less the half-point byes, zero-point byes (every round after a
// withdrawal is one, 16.1.1) and forfeit losses.
func electedRounds(e *event, i int) value {
	n := int64(e.rounds)
	for _, rd := range e.players[i].rounds {
		if rd.requestedBye() || rd.kind == forfeitLoss {
			n--
		}
	}
	return whole(n)
}

// standardPoints is C.07 (2026) 7.7 STD: 1 for every round in which the
// participant scores more than his scheduled opponent, or obtains without
// playing more than a draw's points; ½ for every round in which he scores
// as much as his scheduled opponent, or obtains without playing a draw's
// points. A game played over the board is compared with the opponent's
// points, any other round, a forfeit too, with a draw's (reading S1: a
// double forfeit gives both players 0, not ½). Kept in halves.
func standardPoints(e *event, i int) value {
	var halves int64
	for r, rd := range e.players[i].rounds {
		other := e.draw
		if rd.kind == played {
			other = e.players[rd.opp].rounds[r].pts
		}
		switch {
		case rd.pts > other:
			halves += 2
		case rd.pts == other:
			halves++
		}
	}
	return value{halves, 2}
}
