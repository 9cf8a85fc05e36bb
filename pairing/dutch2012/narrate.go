package dutch2012

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// Narrate tells how the engine pairs round r, score bracket by score
// bracket, in the words and article numbers of the 2012 text.
func (System) Narrate(w io.Writer, t *pairing.Tournament, r int) error {
	_, err := narrateRound(w, t, r)
	return err
}

// narrator writes the account of a round from the engine's trace.
type narrator struct {
	s         *dutch.State
	b         strings.Builder
	failedC12 bool         // C.12 found no other pairing above the next bracket
	through   map[int]bool // the players C.1 moved down at once through the bracket told last
}

// narrateRound pairs round r with the engine, keeping its trace, and tells
// what it did: the score brackets from the top (A.3, C.1-C.14), the
// backtracking of C.12 and C.13, the bye (A.5, B.1.b) and the colours
// (E.1-E.5). The boards it ends with are assembled from the brackets as
// the narration leaves them; it returns them, and fails when they are not
// the engine's pairing.
func narrateRound(w io.Writer, t *pairing.Tournament, r int) (pairing.Round, error) {
	ps, err := t.Before(r)
	if err != nil {
		return pairing.Round{}, err
	}
	e := &engine{State: NewState(ps), trace: &trace{}}
	round, _, err := pairWith(e)
	if err != nil {
		return pairing.Round{}, err
	}
	n := &narrator{s: e.State}
	n.header()
	told := assemble(e.State, n.replay(e.trace.logs))
	if !pairing.Same(told, round, nil) {
		return told, fmt.Errorf("the narration ends with %v, the engine pairs %v", told, round)
	}
	n.boards(told)
	_, err = io.WriteString(w, n.b.String())
	return told, err
}

func (n *narrator) header() {
	s := n.s
	parity := "odd: strong colour preferences are treated as absolute where they can be (A.7.d)"
	if s.Round%2 == 0 {
		parity = "even: mild colour preferences are counted as the colour that helps (A.7.e)"
	}
	count := len(s.ToPair())
	fmt.Fprintf(&n.b, "Round %d of %d (%s); %s to pair; initial colour (drawn by lot, A.7.c) %s.\n",
		s.Round, s.TotalRounds, parity, dutch.Plural(count, "player"), dutch.ColourName(s.InitialColour))
	if s.LastRound() {
		n.b.WriteString("Last round: top scorers (A.10, more than 50% of the maximum score) are marked *; B.2 may be dropped for them (C.10.g).\n")
	}
	if count%2 == 1 {
		n.b.WriteString("The number of players is odd: one player of the lowest score bracket gets the bye (A.5).\n")
	}
	n.b.WriteString("Each player: score, colour preference (A.7; the grade a-f after it), colours played, floats of the rounds before last and last (B.6, B.5; ↓ down, ↑ up, a point without playing is a downfloat, B.1.b).\n")
}

// replay follows the engine's trace as pairAll makes it, and tells each
// step: it returns the score brackets as they stand at the end. It keeps
// them as pairAll does: a bracket paired in its turn is added, C.12
// replaces the previous one, C.13 replaces the penultimate one or joins
// it with the lowest.
func (n *narrator) replay(logs []*bracketLog) []Step {
	var steps []Step
	var pending *bracketLog // C.13: the penultimate bracket paired again, until the lowest is tried
	joined := false         // C.13 has joined the two lowest brackets
	for i, l := range logs {
		switch l.role {
		case roleBracket:
			n.bracket(l, "Score bracket "+l.group[0].PairingScore.String())
			steps = append(steps, l.step)
		case roleBacktrack:
			var next *bracketLog
			if i+1 < len(logs) {
				next = logs[i+1]
			}
			n.backtrack(l, steps[len(steps)-1], next)
			if l.step.Pairs != nil {
				steps[len(steps)-1] = l.step
			}
		case rolePenultimate:
			n.penultimate(l)
			if len(l.step.Pairs) > 0 {
				pending = l
			} else {
				steps, joined = steps[:len(steps)-1], true
			}
		case roleLowest:
			ok := l.step.Pairs != nil
			n.lowest(l, pending != nil, joined)
			joined = false
			switch {
			case ok && pending != nil:
				steps[len(steps)-1] = pending.step
			case pending != nil:
				n.b.WriteString("  With these players moved down the lowest bracket cannot be paired either: the penultimate bracket has no pairing that allows it (P becomes zero). The two lowest score brackets are joined into a new lowest score bracket (C.13).\n")
				steps, joined = steps[:len(steps)-1], true
			}
			pending = nil
			if ok {
				return append(steps, l.step)
			}
		}
	}
	return steps
}

// lowest tells the lowest score bracket (C.13), paired or not.
func (n *narrator) lowest(l *bracketLog, again, joined bool) {
	title := "Lowest score bracket " + l.group[0].PairingScore.String()
	switch {
	case again:
		title = "Lowest score bracket again, with the penultimate bracket's new floaters"
	case joined:
		title = "New lowest score bracket, joined by C.13 (a heterogeneous bracket, the latest added score bracket's players with the MDPs)"
	}
	n.bracket(l, title)
	if l.step.Pairs == nil && !again {
		n.b.WriteString("  C.13: no pairing of the lowest score bracket keeps B.1 and B.2 and pairs every player but the one who gets the bye. Backtrack to the penultimate score bracket.\n")
	}
}

// backtrack tells C.12: the next bracket cannot make its P1 pairings
// with the players moved down to it (a moved-down player without an
// opponent among them, or too few pairs), and the previous bracket is
// paired again so that another set of players of the same size and scores
// moves down.
func (n *narrator) backtrack(l *bracketLog, prev Step, next *bracketLog) {
	old := prev.down()
	var group []*dutch.Player
	if next != nil {
		group = next.group
	}
	cur := &bracket{round: n.s.Round, ps: append(slices.Clone(old), group...), m0: len(old)}
	var who []string
	for _, i := range cur.incompatible() {
		if i < cur.m0 && !n.through[cur.ps[i].ID] { // reading 22
			who = append(who, fmt.Sprintf("%d (%s)", cur.ps[i].ID, n.noOpponent(cur, i)))
		}
	}
	score := "the next"
	if len(group) > 0 {
		score = "the " + group[0].PairingScore.String()
	}
	how := "under B.1 and B.2"
	if 2*cur.m0 < len(cur.ps) {
		how += ", every moved-down player paired"
	}
	if next != nil && next.role == roleLowest {
		how += ", the player left over able to get the bye"
	}
	lowest := next != nil && next.role == roleLowest
	odd := len(n.s.ToPair())%2 == 1
	makes, p1, _ := p1Pairable(&engine{State: n.s}, old, group, lowest, odd, -1, n.through)
	leaves, lower := "moves down players of the scores", "moves down players of lower scores"
	if lowest {
		leaves, lower = "leaves for the bye a player of the score", "leaves a player of a lower score for the bye"
	}
	if makes {
		// C.12 for B.3 (backtrack): the bracket makes its pairs without
		// the player who has no opponent.
		fmt.Fprintf(&n.b, "\nC.12 in %s score bracket: with the players moved down to it, %s, it makes its P1 pairings, but %s %s", score, idList(old), leaves, scoreNames(leastFloaters(&engine{State: n.s}, old, group, p1, lowest && odd)))
	} else {
		fmt.Fprintf(&n.b, "\nC.12 in %s score bracket: with the players moved down to it, %s, it cannot make its P1 pairings (%s)", score, idList(old), how)
	}
	if len(who) > 0 {
		fmt.Fprintf(&n.b, "; the moved-down %s no opponent there (C.1): %s", plural(len(who), "player has", "players have"), strings.Join(who, "; "))
	}
	n.b.WriteString(".\n")
	if makes {
		fmt.Fprintf(&n.b, "C.12: backtrack to the previous score bracket: is there a pairing of it that moves down another set of players of the same size and the same scores, with which this bracket makes its P1 pairings and %s (B.3, as JaVaFo 1.4 reads it)?\n", lower)
	} else {
		n.b.WriteString("C.12: backtrack to the previous score bracket: is there a pairing of it that moves down another set of players of the same size and the same scores, one that then allows P1 pairings here?\n")
	}
	if l.step.Pairs == nil {
		n.b.WriteString("  None: the previous bracket keeps its pairing, and this bracket is paired with the players it has.\n")
		n.failedC12 = true
		return
	}
	fmt.Fprintf(&n.b, "  Yes: the previous bracket is paired again and this pairing is accepted; it now moves down %s.\n", idList(l.step.down()))
	n.bracket(l, "Previous score bracket, paired again (C.12)")
}

// scoreNames writes a list of scores in points.
func scoreNames(scores []int) string {
	names := make([]string, len(scores))
	for i, sc := range scores {
		names[i] = trf.Points(sc).String()
	}
	return strings.Join(names, ", ")
}

// penultimate tells the penultimate bracket paired again under C.13.
func (n *narrator) penultimate(l *bracketLog) {
	n.b.WriteString("\nC.13: backtrack to the penultimate score bracket and find another pairing of it, one that allows a pairing of the lowest score bracket (each candidate is accepted only when the rest of the round can then be paired).\n")
	n.bracket(l, "Penultimate score bracket "+l.group[0].PairingScore.String()+", paired again (C.13)")
	if len(l.step.Pairs) == 0 {
		n.b.WriteString("  No pairing of it allows one of the lowest bracket: P becomes zero, and the two lowest score brackets are joined into a new lowest score bracket, the penultimate bracket's players as its moved-down players (S1 side, C.13).\n")
	}
}

// boards lists the boards with the colour rule that decides each (E.1-E.5)
// and the bye.
func (n *narrator) boards(r pairing.Round) {
	n.b.WriteString("\nBoards, with the colour rule that decides each (E.1-E.5; the higher ranked player first in the preferences):\n")
	for i, bd := range r.Boards {
		hi, lo := n.s.Player(bd.White), n.s.Player(bd.Black)
		if dutch.Ranks(lo, hi) {
			hi, lo = lo, hi
		}
		_, rule := colours(n.s, hi, lo)
		fmt.Fprintf(&n.b, "  %3d. %4d - %-4d  %s (preferences: %d %s, %d %s)\n", i+1, bd.White, bd.Black,
			colourRule(n.s, rule), hi.ID, dutch.PrefOrNone(hi), lo.ID, dutch.PrefOrNone(lo))
	}
	if r.Bye != 0 {
		fmt.Fprintf(&n.b, "  Bye (A.5): %d, who has received no point or half point without playing (B.1.b).\n", r.Bye)
	}
}

// colourRule words the colour rule that decides a board.
func colourRule(s *dutch.State, r dutch.ColourRule) string {
	switch r {
	case dutch.E1:
		return "E.1: both colour preferences granted"
	case dutch.E2:
		return "E.2: the stronger colour preference granted"
	case dutch.E3:
		return "E.3: colours alternated to the most recent round in which they played with different colours"
	case dutch.E4:
		return "E.4: the higher ranked player's colour preference granted"
	}
	if s.Round > 1 {
		return "E.5 (no preference on either side; after round 1 the reverse of round 1's rule, as JaVaFo 1.4 does)"
	}
	return "E.5: odd and even numbered players of S1 receive different colours"
}

func idList(ps []*dutch.Player) string {
	if len(ps) == 0 {
		return "nobody"
	}
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = fmt.Sprintf("%d (%s)", p.ID, p.PairingScore)
	}
	return strings.Join(out, ", ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
