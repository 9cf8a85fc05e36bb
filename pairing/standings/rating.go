package standings

import "sort"

// The rating tie-breaks (C.07 (2023-2026) 10; pre-2023: AM 2019 13.3,
// 13.14). All are over the games played over the board (a forfeit is no
// game: 15.2 keeps every forfeit unplayed for them); each game counts on
// its own (4.4). They are dropped from the list when a participant is
// unrated (10, first paragraph): see rank.go.

// dpTable is the FIDE Rating Regulations B.02 table 8.1a (Arbiters'
// Manual 2019, shared/seeds/004_8f73ce85902e3fb8.txt line 6635, "8.1a The
// table of conversion from fractional score, p, into rating differences,
// dp"; the same table at line 5791): dp for p = 0.50, 0.51 ... 1.00.
// For p below 0.50, dp(p) = -dp(1-p), as the table's other half shows.
var dpTable = [51]int64{
	0, 7, 14, 21, 29, 36, 43, 50, 57, 65, // .50-.59
	72, 80, 87, 95, 102, 110, 117, 125, 133, 141, // .60-.69
	149, 158, 166, 175, 184, 193, 202, 211, 220, 230, // .70-.79
	240, 251, 262, 273, 284, 296, 309, 322, 336, 351, // .80-.89
	366, 383, 401, 422, 444, 470, 501, 538, 589, 677, // .90-.99
	800, // 1.00
}

// dp converts a fractional score in hundredths (0-100) into a rating
// difference (B.02 8.1a).
func dp(p int64) int64 {
	if p >= 50 {
		return dpTable[p-50]
	}
	return -dpTable[50-p]
}

// pdTop holds the upper ends of the rating differences D of B.02 table
// 8.1b (Arbiters' Manual 2019, shared/seeds/004_8f73ce85902e3fb8.txt line
// 6656, "8.1b Table of conversion of difference in rating, D, into scoring
// probability PD"): D up to
// pdTop[k] gives the higher rated player PD = 0.50 + k/100; D above 735
// gives 1.00.
var pdTop = [50]int64{
	3, 10, 17, 25, 32, 39, 46, 53, 61, 68,
	76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
	153, 162, 170, 179, 188, 197, 206, 215, 225, 235,
	245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
	374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
}

// pd is the scoring probability in hundredths of a player rated d above
// his opponent (d may be negative: the table's L column), over the full
// scale (no 400 cut, C.07 10.3).
func pd(d int64) int64 {
	if d < 0 {
		return 100 - pd(-d)
	}
	k := sort.Search(len(pdTop), func(k int) bool { return d <= pdTop[k] })
	return 50 + int64(k)
}

// otb returns the ratings of the opponents a player met over the board
// and his score in those games in half points (a win 2, a draw 1: the
// fractional score of the rating regulations, whatever the point system).
func otb(e *event, i int) (ratings []int64, halves int64) {
	for _, rd := range e.players[i].rounds {
		if rd.kind != played {
			continue
		}
		ratings = append(ratings, int64(e.players[rd.opp].rating))
		halves += int64(rd.outcome)
	}
	return ratings, halves
}

// averageRating is C.07 (2023-2026) 10.1 ARO: the average rating of the
// opponents played over the board, rounded to the nearest whole number
// (0.5 up), after the cuts of 14 (the lowest ratings; a median also the
// highest). Pre-2023 (AM 2019 13.3.1, 13.3.2 AROC): the sum divided by the
// number of games, unrounded. No game: 0.
func averageRating(e *event, i int, m mods) value {
	ratings, _ := otb(e, i)
	kept := cutSorted(ratings, m)
	if len(kept) == 0 {
		return whole(0)
	}
	var sum int64
	for _, r := range kept {
		sum += r
	}
	if e.ed == Pre2023 {
		return ratio(sum, int64(len(kept)))
	}
	return whole(roundHalfUp(sum, int64(len(kept))))
}

// performance is C.07 (2023-2026) 10.2 TPR: ARO (rounded) plus the rating
// difference dp of B.02 8.1a for the fractional score over the games
// played over the board, that score rounded to hundredths half up
// (docs/standings.md, reading R2). No game: 0.
func performance(e *event, i int) int64 {
	ratings, halves := otb(e, i)
	if len(ratings) == 0 {
		return 0
	}
	var sum int64
	for _, r := range ratings {
		sum += r
	}
	n := int64(len(ratings))
	return roundHalfUp(sum, n) + dp(roundHalfUp(halves*50, n))
}

// perfectPerformance is C.07 (2023-2026) 10.3 PTP: the lowest whole rating
// whose expected score (the sum of the B.02 8.1b probabilities against
// each opponent, full scale) is at least the score, over the games played
// over the board; a zero score gives the lowest opponent's rating less
// 800. No game: 0.
func perfectPerformance(e *event, i int) int64 {
	ratings, halves := otb(e, i)
	if len(ratings) == 0 {
		return 0
	}
	lo, hi := ratings[0], ratings[0]
	for _, r := range ratings {
		lo, hi = min(lo, r), max(hi, r)
	}
	if halves == 0 {
		return lo - 800
	}
	target := halves * 50 // hundredths
	expected := func(r int64) int64 {
		var s int64
		for _, o := range ratings {
			s += pd(r - o)
		}
		return s
	}
	// expected is 0 at lo-736 and everything at hi+736, and never falls.
	from := lo - 736
	k := sort.Search(int(hi+736-from)+1, func(k int) bool { return expected(from+int64(k)) >= target })
	return from + int64(k)
}

// averageOf averages a per-player value over the opponents a player met
// over the board, rounded half up: C.07 (2023-2026) 10.4 APRO with the
// opponents' TPR, 10.5 APPO with their PTP. No game: 0.
func averageOf(e *event, i int, per []int64) value {
	var sum, n int64
	for _, rd := range e.players[i].rounds {
		if rd.kind == played {
			sum += per[rd.opp]
			n++
		}
	}
	if n == 0 {
		return whole(0)
	}
	return whole(roundHalfUp(sum, n))
}
