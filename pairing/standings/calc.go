package standings

// column is one step of the ranking: a tie-break's value for every
// player, and how values order.
type column struct {
	tb       tiebreak
	vals     []value // nil for DE (type A: computed in each tied set)
	ascend   bool    // the lower value ranks higher (TPN; RTNG/R)
	demote   []bool  // pre-2023 ARO: ranked below every player who is not (AM 2019 13.14.1)
	decimals int     // for writing the values
}

// better compares two players on the column: negative when a ranks
// above b, 0 when the column does not separate them.
func (c *column) better(a, b int) int {
	if c.demote != nil && c.demote[a] != c.demote[b] {
		if c.demote[a] {
			return 1
		}
		return -1
	}
	d := c.vals[b].cmp(c.vals[a])
	if c.ascend {
		d = -d
	}
	return d
}

// calc computes the columns of one event, sharing what several need.
type calc struct {
	e      *event
	views  map[bool]*view // by /P
	foreE  *event
	fviews map[bool]*view
	bh     []value // uncut BH of every player, for AOB
	fb     []value // uncut FB, for AOB/F
	tpr    []int64
	ptp    []int64
}

func newCalc(e *event) *calc {
	return &calc{e: e, views: map[bool]*view{}, fviews: map[bool]*view{}}
}

func (c *calc) view(fore, asPlayed bool) *view {
	if fore {
		if c.foreE == nil {
			c.foreE = c.e.fore()
		}
		if c.fviews[asPlayed] == nil {
			c.fviews[asPlayed] = c.foreE.newView(asPlayed)
		}
		return c.fviews[asPlayed]
	}
	if c.views[asPlayed] == nil {
		c.views[asPlayed] = c.e.newView(asPlayed)
	}
	return c.views[asPlayed]
}

// pointsColumn is the first step: the points (PTS), from the results
// under the file's point system, without acceleration points.
func (c *calc) pointsColumn() column {
	col := column{tb: tiebreak{code: "PTS", name: "PTS"}, vals: make([]value, len(c.e.players)), decimals: 1}
	for i, p := range c.e.players {
		col.vals[i] = points(p.score)
	}
	return col
}

// column computes a tie-break for every player.
func (c *calc) column(tb tiebreak) column {
	e := c.e
	col := column{tb: tb, decimals: 1}
	if tb.name == "DE" {
		return col
	}
	col.vals = make([]value, len(e.players))
	f := c.valueFunc(tb, &col)
	for i := range e.players {
		col.vals[i] = f(i)
	}
	return col
}

// valueFunc returns the function that computes the tie-break for one
// player, and sets how the column orders and writes its values.
func (c *calc) valueFunc(tb tiebreak, col *column) func(int) value {
	e, m := c.e, tb.m
	switch tb.name {
	case "BH", "FB":
		v := c.view(tb.name == "FB", m.forfeits)
		return func(i int) value { return v.buchholz(i, m) }
	case "SB":
		col.decimals = 2
		v := c.view(false, m.forfeits)
		return func(i int) value { return v.sonnebornBerger(i, m) }
	case "AOB":
		col.decimals = 2
		bh := c.uncut(m.fore)
		return func(i int) value { return averageOpponentsBuchholz(e, bh, i, m.forfeits) }
	case "KS":
		return func(i int) value { return koya(e, i, m.limit) }
	case "PS":
		return func(i int) value { return progressive(e, i, m) }
	case "ARO":
		col.decimals = 0
		if e.ed == Pre2023 {
			col.decimals = 2
			col.demote = c.electedOut()
		}
		return func(i int) value { return averageRating(e, i, m) }
	}
	return c.simpleFunc(tb, col)
}

// simpleFunc covers the tie-breaks without a view or modifiers.
func (c *calc) simpleFunc(tb tiebreak, col *column) func(int) value {
	e := c.e
	col.decimals = 0
	switch tb.name {
	case "WIN":
		return func(i int) value { return wins(e, i) }
	case "WON":
		return func(i int) value { return gamesWon(e, i) }
	case "BPG":
		return func(i int) value { return blackGames(e, i) }
	case "BWG":
		return func(i int) value { return blackWins(e, i) }
	case "REP":
		return func(i int) value { return electedRounds(e, i) }
	case "STD":
		col.decimals = 1
		return func(i int) value { return standardPoints(e, i) }
	case "TPN":
		col.ascend = !tb.m.reverse
		return func(i int) value { return whole(int64(e.players[i].tpn)) }
	case "RTNG":
		col.ascend = tb.m.reverse
		return func(i int) value { return whole(int64(e.players[i].rating)) }
	case "TPR":
		c.ratings()
		return func(i int) value { return whole(c.tpr[i]) }
	case "PTP":
		c.ratings()
		return func(i int) value { return whole(c.ptp[i]) }
	case "APRO":
		c.ratings()
		return func(i int) value { return averageOf(e, i, c.tpr) }
	case "APPO":
		c.ratings()
		return func(i int) value { return averageOf(e, i, c.ptp) }
	}
	panic("standings: no computation for " + tb.name)
}

// uncut returns every player's Buchholz (or Fore Buchholz) without
// modifiers, for AOB.
func (c *calc) uncut(fore bool) []value {
	p := &c.bh
	if fore {
		p = &c.fb
	}
	if *p == nil {
		v := c.view(fore, false)
		*p = make([]value, len(c.e.players))
		for i := range c.e.players {
			(*p)[i] = v.buchholz(i, mods{})
		}
	}
	return *p
}

// ratings computes every player's TPR and PTP once.
func (c *calc) ratings() {
	if c.tpr != nil {
		return
	}
	c.tpr = make([]int64, len(c.e.players))
	c.ptp = make([]int64, len(c.e.players))
	for i := range c.e.players {
		c.tpr[i] = performance(c.e, i)
		c.ptp[i] = perfectPerformance(c.e, i)
	}
}

// electedOut marks the players who elected not to play more than two
// games (requested byes and forfeit losses): pre-2023 their ARO is lower
// than that of any player who completed more of the schedule (AM 2019
// 13.14.1).
func (c *calc) electedOut() []bool {
	out := make([]bool, len(c.e.players))
	for i, p := range c.e.players {
		n := 0
		for _, rd := range p.rounds {
			if rd.requestedBye() || rd.kind == forfeitLoss {
				n++
			}
		}
		out[i] = n > 2
	}
	return out
}
