package dutch2026

import (
	"fmt"
	"slices"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// failing names who is behind a candidate's value on a quality criterion,
// as the explanation lists them: players by ID ("7"); for the colour
// criteria [C10]-[C13], which count one failure per pair of players who
// prefer the same colour, the player 5.2 does not give his preference,
// against whom ("7 against 8"). It mirrors Evaluate (C.04.3 (2026)
// 2.4).
func (d *bracketDiff) failing(c *Candidate, crit Criterion) []string {
	b := d.b
	var out []string
	player := func(i int) { out = append(out, fmt.Sprint(b.Players[i].ID)) }
	switch {
	case crit == C6, crit == C7: // 2.4.1, 2.4.2: the downfloaters
		for _, f := range c.Floaters {
			player(f)
		}
	case crit == C8: // 2.4.3: the following bracket's downfloaters
		for _, p := range b.followingFloaters(b.floaters(c)) {
			out = append(out, fmt.Sprint(p.ID))
		}
	case crit == C9: // 2.4.4: the assignee of the bye
		if b.byeFromHere() && len(c.Floaters) == 1 {
			player(c.Floaters[0])
		}
	case crit >= C10 && crit <= C13: // 2.4.5-2.4.8
		for _, pr := range c.Pairs {
			if p, q := b.Players[pr[0]], b.Players[pr[1]]; dutch.ColourFailures(p, q)[crit-C10] {
				out = append(out, fmt.Sprintf("%d against %d", d.yielding(p, q).ID, dutch.Other(d.yielding(p, q), p, q).ID))
			}
		}
	case crit >= C14: // 2.4.9-2.4.16
		for _, i := range b.floatFailing(c, crit) {
			player(i)
		}
	}
	return out
}

// floatFailing lists the players behind [C14]-[C21]: k is 1 for the
// previous round ([C14], [C15], [C18], [C19]), 2 for two rounds before;
// the kind is resident downfloaters ([C14], [C16]), MDP opponents who
// floated up ([C15], [C17], [C19], [C21]) or MDPs who floated down,
// paired or left in the Limbo ([C18], [C20]).
func (b *Bracket) floatFailing(c *Candidate, crit Criterion) []int {
	k := 1
	if crit == C16 || crit == C17 || crit >= C20 {
		k = 2
	}
	var out []int
	switch crit {
	case C14, C16, C18, C20:
		for _, f := range c.Floaters {
			if b.Players[f].Float(k) == dutch.Downfloat && (f >= b.MDPs) == (crit == C14 || crit == C16) {
				out = append(out, f)
			}
		}
	}
	for _, pr := range c.Pairs {
		if pr[0] >= b.MDPs {
			continue
		}
		switch m, r := b.Players[pr[0]], b.Players[pr[1]]; crit {
		case C18, C20:
			if m.Float(k) == dutch.Downfloat {
				out = append(out, pr[0])
			}
		case C15, C17, C19, C21:
			if r.Float(k) == dutch.Upfloat {
				out = append(out, pr[1])
			}
		}
	}
	slices.Sort(out)
	return out
}

// followingFloaters is who the following bracket moves down when the
// bracket downfloats floaters ([C8]; Bracket.following).
func (b *Bracket) followingFloaters(floaters []*dutch.Player) []*dutch.Player {
	if len(b.Next) == 0 {
		return nil
	}
	next := &Bracket{Players: append(slices.Clone(floaters), b.Next...), MDPs: len(floaters),
		Rest: b.Rest[len(b.Next):], Odd: b.Odd, CanGetBye: b.CanGetBye, ByeScore: b.ByeScore}
	if rest := next.Rest; len(rest) > 0 {
		next.Next = dutch.Scoregroups(rest)[0]
	}
	c := Solve(next)
	return next.floaters(&c)
}

// yielding is the player of a pair who does not get his colour
// preference when 5.2 allocates the colours (both prefer the same colour).
func (d *bracketDiff) yielding(p, q *dutch.Player) *dutch.Player {
	hi, lo := p, q
	if dutch.Ranks(lo, hi) {
		hi, lo = lo, hi
	}
	board, _ := dutch.Colours(d.s, hi, lo)
	if (board.White == hi.ID) == (hi.Preference.Colour == trf.White) {
		return lo
	}
	return hi
}
