package burstein

import "github.com/swisscheck/swisscheck/trf"

// table is the round's players to pair in the order of the pairing (SG,
// then 3.2; the brackets of 6.6 are runs of it) with Compatible of every
// pair as a matrix of bits, so that the searches below ask a bit, not two
// maps.
//
// Bit j of row i, i < j, is exactly Compatible(players[i], players[j]),
// the call with the higher player first that the weighted feasibility
// graph makes (feasible): 5.2/5.3 both bound to the same colour, the
// file's forbidden pairs (symmetric), and a game in players[i]'s record
// (Met, read from his own line; the higher player's record decides, as
// CanMeet of the higher player does). Row j holds the same bit.
type table struct {
	players []*Player
	pos     map[*Player]int
	words   int
	rows    []uint64
}

func newTable(players []*Player) *table {
	n := len(players)
	t := &table{players: players, pos: make(map[*Player]int, n), words: (n + 63) / 64}
	t.rows = make([]uint64, n*t.words)
	byID := make(map[int]int, n)
	must := map[trf.Colour][]uint64{trf.White: make([]uint64, t.words), trf.Black: make([]uint64, t.words)}
	for i, p := range players {
		t.pos[p] = i
		byID[p.ID] = i
		if m := must[p.Must]; m != nil {
			m[i/64] |= 1 << (i % 64)
		}
	}
	for i, p := range players {
		row := t.row(i)
		for w := range row {
			row[w] = ^uint64(0)
		}
		if m := must[p.Must]; m != nil { // 5.2, 5.3: not both bound to it
			for w := range row {
				row[w] &^= m[w]
			}
		}
		row[i/64] &^= 1 << (i % 64)
	}
	for i, p := range players {
		for id := range p.Met { // 3.1, by the higher player's record
			if j, ok := byID[id]; ok && j > i {
				t.clear(i, j)
			}
		}
		for _, id := range p.Forbidden() { // the file's XXP
			if j, ok := byID[id]; ok {
				t.clear(i, j)
			}
		}
	}
	return t
}

func (t *table) row(i int) []uint64 { return t.rows[i*t.words : (i+1)*t.words] }

func (t *table) clear(i, j int) {
	t.rows[i*t.words+j/64] &^= 1 << (j % 64)
	t.rows[j*t.words+i/64] &^= 1 << (i % 64)
}

// compatible is Compatible(players[i], players[j]) for i < j, and the same
// for i > j.
func (t *table) compatible(i, j int) bool {
	return t.rows[i*t.words+j/64]&(1<<(j%64)) != 0
}
