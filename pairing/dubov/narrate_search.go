package dubov

import (
	"fmt"
	"slices"
	"strings"
)

// search tells how 6.3 pairs the columns of a group, step by step, after
// the floaters of 6.4 when the group cannot be paired completely; it
// replays the engine's search with a trace.
func (n *narration) search(g *Group, lower []*Player) {
	can := groupCan(g)
	white, black := g.White, g.Black
	if len(g.FloatersOut) > 0 {
		m := newMatcher(white, black, can)
		m.reset()
		n.printf("  6.4: \"the aim of the pairing procedure is to pair all players within a score group\"; this one's largest pairing has %d pairs, so %d player(s) float, chosen by a-d (\"was floater from higher score groups\" from the record, Reading 4), then the lowest R and the higher ARO, among those who leave the rest a complete pairing (Reading 20):", m.maxPairs(), len(g.FloatersOut))
		var fs []string
		for _, f := range g.FloatersOut {
			fs = append(fs, fmt.Sprintf("%d (%s)", f.ID, kindWords[floaterKind(f, lower)]))
		}
		n.printf(" %s.\n", strings.Join(fs, "; "))
		out := func(x *Player) bool { return slices.Contains(g.FloatersOut, x) }
		white = slices.DeleteFunc(slices.Clone(white), out)
		black = slices.DeleteFunc(slices.Clone(black), out)
	}
	if len(white)+len(black) == 0 {
		return
	}
	var trace []searchStep
	m := newMatcher(white, black, can)
	m.trace = &trace
	m.pairAll()
	n.printf("  6.3: row by row, each White with the first free Black below whom he may meet (C.04.1 b, f, g; Reading 22), else the rows above change (Reading 19):\n")
	for i, e := range trace {
		if i == stepLimit {
			n.printf("    ... %d more steps of the search.\n", len(trace)-stepLimit)
			break
		}
		n.printf("    %s\n", n.stepWords(m, e))
	}
}

var kindWords = [4]string{
	"a: not floater from higher score groups, can be paired in the lower score group",
	"b: not floater from higher score groups, cannot be paired in the lower score group",
	"c: was floater from higher score groups, can be paired in the lower score group",
	"d: was floater from higher score groups, cannot be paired in the lower score group",
}

// stepWords says one step of the search in the text's words.
func (n *narration) stepWords(m *matcher, e searchStep) string {
	row := e.k + 1
	switch e.kind {
	case evRestart:
		return fmt.Sprintf("the search passes %d steps; it starts again and skips every choice after which the group cannot be completed", plainBudget)
	case evAny:
		return "Reading 13: the rows and improvements of 6.3 cannot pair the whole group, though a pairing of it exists: the group takes the first pairing in a fixed order (the first free White with the first free Black he may meet, else the first free White; then the Blacks)"
	case evBack:
		w := m.players[e.k].ID
		if e.k == 0 {
			return fmt.Sprintf("row 1: no free player left whom %d may meet: the rows cannot be completed this way", w)
		}
		return fmt.Sprintf("row %d: no free Black left for %d (those left he has met or may not meet, or the rows below cannot then be completed): \"we change the pairing in row No. k-1\", row %d", row, w, row-1)
	case evWhite:
		w, x := m.players[e.k], m.players[e.j]
		var why []string
		for b := m.nw; b < len(m.players); b++ {
			why = append(why, fmt.Sprintf("%d (%s)", m.players[b].ID, whyNot(w, m.players[b], false)))
		}
		return fmt.Sprintf("row %d: %d may meet no \"black\" (%s): \"we look for an opponent for him, beginning with the 'white' No. k+1 down to the end of the column, and then, beginning with the 'white' No. k-1\": the \"white\" No. %d, %d%s", row, w.ID, strings.Join(why, ", "), e.j+1, x.ID, cutWords(e))
	case evLeft:
		a, b := m.players[e.k], m.players[e.j]
		return fmt.Sprintf("the players left: %d - %d%s", a.ID, b.ID, cutWords(e))
	}
	w, b := m.players[e.k], m.players[e.j]
	if len(e.free) == 0 {
		return fmt.Sprintf("row %d: %d - %d%s", row, w.ID, b.ID, cutWords(e))
	}
	var skipped []string
	for _, i := range e.free {
		skipped = append(skipped, fmt.Sprintf("%d (%s)", m.players[i].ID, whyNot(w, m.players[i], m.adj[e.k][i])))
	}
	return fmt.Sprintf("row %d: %d passes over %s and takes \"the first 'black' player whom he has not played before, from the lower rows\": %d%s", row, w.ID, strings.Join(skipped, ", "), b.ID, cutWords(e))
}

func cutWords(e searchStep) string {
	if e.cut {
		return ": skipped, the rest of the group could not be paired after it"
	}
	return ""
}

// whyNot says why a White passes over a free Black: they may not meet, or
// the search tried him and found the rows below could not be completed.
func whyNot(w, b *Player, tried bool) string {
	if tried {
		return "tried: the rows below could not be completed"
	}
	if r, met := w.Barring(b.Player); met {
		if r == 0 {
			return "a pair the file forbids"
		}
		return fmt.Sprintf("met in round %d", r)
	}
	switch {
	case !w.CanWhite:
		return fmt.Sprintf("C.04.1 f or g: %d may not have White", w.ID)
	case !b.CanBlack:
		return fmt.Sprintf("C.04.1 f or g: %d may not have Black", b.ID)
	}
	return "C.04.1 f or g"
}

// colours lists every board with the rule that gave its colours.
func (n *narration) colours(st Steps) {
	n.printf("\n3: colours (the columns of 6.2 for a White and a Black of them, Reading 11; article 3 for the other pairs):\n")
	for _, m := range st.Pairs {
		why := colourWords[m.Rule]
		switch m.Rule {
		case Columns:
			why = "the columns"
		case FirstRound:
			why = "odd pairs as the lot gives the first, even pairs the other way"
		}
		n.printf("  %d - %d   %s (%s)\n", m.Board.White, m.Board.Black, m.Rule, why)
	}
	if st.Bye != nil {
		n.printf("  bye %d\n", st.Bye.ID)
	}
}
