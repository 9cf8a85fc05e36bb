package dubov

import (
	"github.com/swisscheck/swisscheck/pairing/matching"
)

// matcher pairs a score group's two columns: players[:nw] are the Whites
// in 6.2's order, players[nw:] the Blacks.
type matcher struct {
	players []*Player
	nw      int
	adj     [][]bool
	mate    []int
	nodes   int
	budget  int  // nodes the search may visit; 0 for no limit
	prune   bool // skip choices after which the rest cannot be paired
	text    bool // prune by the pairings the text's steps can make
	// isolated marks the Whites who may meet no Black of the column.
	isolated []bool
	// trace, when set, records the steps of the search for the narration
	// (explain --round); nil when pairing.
	trace *[]searchStep
}

// searchStep is one step of the search of 6.3 as the narration tells it.
type searchStep struct {
	kind eventKind
	k, j int   // the row's White (or the first free player) and his partner
	free []int // evTake: the free Blacks above j in the column, skipped
	cut  bool  // the pruned search skipped j: the rest could not be paired
}

type eventKind int

const (
	evTake    eventKind = iota // the White of row k takes the Black j
	evBack                     // no Black left for the White of row k: the row above changes
	evWhite                    // the White of row k, who may meet no Black, takes the White j
	evLeft                     // the players left after the rows: k with j
	evRestart                  // the search starts again with pruning
	evAny                      // Reading 13: the group is paired by any pairing
)

// note records a step when tracing.
func (m *matcher) note(e searchStep) {
	if m.trace != nil {
		*m.trace = append(*m.trace, e)
	}
}

// plainBudget is the nodes the text's search visits without pruning;
// past it, the search starts again and prunes (the first pairing found is
// the same: pruning only cuts choices after which no pairing exists).
// Should even that search not end within prunedBudget nodes (the text's
// steps cannot always reach the pairings the pruning allows), the group
// is paired by any pairing (Reading 13).
const (
	plainBudget  = 5_000
	prunedBudget = 20_000
)

// newMatcher prepares the columns; can says which two players may meet
// with the colours they would get (the columns' for a White and a Black).
func newMatcher(white, black []*Player, can func(a, b *Player, columns bool) bool) *matcher {
	m := &matcher{players: append(append([]*Player{}, white...), black...), nw: len(white)}
	n := len(m.players)
	m.adj = make([][]bool, n)
	for i := range m.adj {
		m.adj[i] = make([]bool, n)
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			ok := can(m.players[i], m.players[j], m.isWhite(i) != m.isWhite(j))
			m.adj[i][j], m.adj[j][i] = ok, ok
		}
	}
	m.isolated = make([]bool, m.nw)
	for k := range m.nw {
		m.isolated[k] = !m.anyBlack(k)
	}
	m.reset()
	return m
}

func (m *matcher) isWhite(i int) bool { return i < m.nw }

func (m *matcher) reset() {
	m.mate = make([]int, len(m.players))
	for i := range m.mate {
		m.mate[i] = -1
	}
	m.nodes, m.budget, m.prune = 0, 0, false
}

// maxPairs is the largest number of pairs the free players allow.
func (m *matcher) maxPairs() int {
	var free []int
	for i, x := range m.mate {
		if x < 0 {
			free = append(free, i)
		}
	}
	mate := matching.MaxCardinality(len(free), func(u, v int) bool { return m.edge(free[u], free[v]) })
	n := 0
	for _, x := range mate {
		if x >= 0 {
			n++
		}
	}
	return n / 2
}

// edge reports whether i and j may be paired; under text, only as the
// text's steps pair (row): a White who may meet a Black is paired with a
// Black or taken by a White who may meet none.
func (m *matcher) edge(i, j int) bool {
	if !m.adj[i][j] {
		return false
	}
	if m.text && m.isWhite(i) && m.isWhite(j) {
		return m.isolated[i] || m.isolated[j]
	}
	return true
}

// completable reports whether the free players can all be paired.
func (m *matcher) completable() bool {
	free := 0
	for _, x := range m.mate {
		if x < 0 {
			free++
		}
	}
	return free%2 == 0 && m.maxPairs()*2 == free
}

func (m *matcher) link(i, j int)   { m.mate[i], m.mate[j] = j, i }
func (m *matcher) unlink(i, j int) { m.mate[i], m.mate[j] = -1, -1 }

// step counts a node of the search; false when the budget is spent.
func (m *matcher) step() bool {
	m.nodes++
	return m.budget == 0 || m.nodes <= m.budget
}

// try links i and j and continues with next; on failure it unlinks them.
// The step e, when tracing, records the step.
func (m *matcher) try(i, j int, e searchStep, next func() bool) bool {
	m.link(i, j)
	if m.prune && !m.completable() {
		e.cut = true
		m.note(e)
		m.unlink(i, j)
		return false
	}
	m.note(e)
	if next() {
		return true
	}
	m.unlink(i, j)
	return false
}

// pairAll pairs every player of the columns, in the order of 6.3 when it
// can, else by any pairing (Reading 13). It reports which, and false when
// the players cannot all be paired.
func (m *matcher) pairAll() (search string, ok bool) {
	// Reading 13: when the rows and improvements of 6.3 cannot pair every
	// player of the group but some pairing of it exists (6.4: "The aim of
	// the pairing procedure is to pair all players within a score
	// group"), the group takes the first pairing in the order of any():
	// no player floats while the group can be paired.
	m.reset()
	m.text = false
	if !m.completable() {
		return "", false
	}
	m.text = true
	if m.completable() {
		m.budget, m.prune = plainBudget, false
		if m.row(0) {
			return "6.3", true
		}
		if m.nodes > m.budget {
			m.reset()
			m.note(searchStep{kind: evRestart})
			m.budget, m.prune = prunedBudget, true
			if m.row(0) {
				return "6.3", true
			}
		}
	}
	m.reset()
	m.note(searchStep{kind: evAny})
	m.text, m.budget, m.prune = false, 0, true
	return "any", m.any()
}

// row is 6.2 and 6.3 from row k on. The White of row k takes the first
// Black, in the column's order, who is still free and whom he may meet:
// his own row's Black, else "the first "black" player whom he has not
// played before, from the lower rows". When no free Black is left for
// him, the search goes back to row k-1 and gives its White his next
// Black, then to row k-2, and so on ("we change the pairing in row No.
// k-1, if this does not work, in row No. k-2, etc."). A White who "has
// already played with all the blacks" is paired with a White instead,
// "beginning with the "white" No. k+1 down to the end of the column, and
// then, beginning with the "white" No. k-1 down to the "white" No. 1".
//
// Reading 19: the rows are one depth-first search: the Blacks not yet
// taken keep their order, so "the lower rows" are the free Blacks below;
// a change in row k-1 gives its White the next free Black after his
// current one, and the rows below are made again from the top. A White
// who may meet no Black of the column (played them all, or colours f and
// g forbid) takes a White; taking the White of an earlier row frees that
// row's Black, who goes back to his place in the column. When the Whites
// are done, the Blacks left over (as many as Whites paired together) are
// paired among themselves the same way, the first with the first he may
// meet.
func (m *matcher) row(k int) bool {
	if !m.step() {
		return false
	}
	if k == m.nw {
		return m.leftover()
	}
	if m.mate[k] >= 0 {
		return m.row(k + 1)
	}
	next := func() bool { return m.row(k + 1) }
	if !m.anyBlack(k) {
		for j := k + 1; j < m.nw; j++ {
			if m.mate[j] < 0 && m.adj[k][j] && m.try(k, j, searchStep{kind: evWhite, k: k, j: j}, next) {
				return true
			}
		}
		for j := k - 1; j >= 0; j-- {
			b := m.mate[j]
			if b < m.nw || !m.adj[k][j] { // paired to a White, or barred
				continue
			}
			m.unlink(j, b)
			if m.try(k, j, searchStep{kind: evWhite, k: k, j: j}, next) {
				return true
			}
			m.link(j, b)
		}
		m.note(searchStep{kind: evBack, k: k})
		return false
	}
	var skipped []int
	for b := m.nw; b < len(m.players); b++ {
		if m.mate[b] >= 0 {
			continue
		}
		if m.adj[k][b] && m.try(k, b, searchStep{kind: evTake, k: k, j: b, free: skipped}, next) {
			return true
		}
		if m.trace != nil {
			skipped = append(skipped[:len(skipped):len(skipped)], b)
		}
	}
	m.note(searchStep{kind: evBack, k: k})
	return false
}

// anyBlack reports whether the White of row k may meet any Black of the
// column, free or not.
func (m *matcher) anyBlack(k int) bool {
	for b := m.nw; b < len(m.players); b++ {
		if m.adj[k][b] {
			return true
		}
	}
	return false
}

// leftover pairs the free players after the Whites' rows: the first free
// one with the first free one below him whom he may meet.
func (m *matcher) leftover() bool {
	i := 0
	for i < len(m.players) && m.mate[i] >= 0 {
		i++
	}
	if i == len(m.players) {
		return true
	}
	if !m.step() {
		return false
	}
	for j := i + 1; j < len(m.players); j++ {
		if m.mate[j] < 0 && m.adj[i][j] && m.try(i, j, searchStep{kind: evLeft, k: i, j: j}, m.leftover) {
			return true
		}
	}
	return false
}

// any pairs the free players by any pairing: the first free player, in the
// order Whites then Blacks, with the first free Black he may meet, else
// the first free White. With pruning it always finds one when one exists.
func (m *matcher) any() bool {
	i := 0
	for i < len(m.players) && m.mate[i] >= 0 {
		i++
	}
	if i == len(m.players) {
		return true
	}
	order := make([]int, 0, len(m.players))
	for j := m.nw; j < len(m.players); j++ {
		order = append(order, j)
	}
	for j := 0; j < m.nw; j++ {
		order = append(order, j)
	}
	for _, j := range order {
		if j != i && m.mate[j] < 0 && m.adj[i][j] && m.try(i, j, searchStep{kind: evLeft, k: i, j: j}, m.any) {
			return true
		}
	}
	return false
}

// pairs returns the linked pairs, each once, the lower index first.
func (m *matcher) pairs() [][2]int {
	var out [][2]int
	for i, j := range m.mate {
		if j > i {
			out = append(out, [2]int{i, j})
		}
	}
	return out
}
