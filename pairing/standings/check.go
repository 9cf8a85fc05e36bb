package standings

import (
	"errors"
	"fmt"
	"sort"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// Result is the check of a file's recorded ranks against its standings.
// Its JSON is the "standings" object of the check report.
type Result struct {
	Checked    bool     `json:"checked"`
	Reason     string   `json:"reason,omitempty"` // why not checked
	Edition    string   `json:"edition,omitempty"`
	Tiebreaks  []string `json:"tiebreaks,omitempty"` // PTS first, as applied
	Consistent bool     `json:"consistent"`
	Players    []Wrong  `json:"players"`         // each player whose recorded rank differs, by recorded rank
	Notes      []string `json:"notes,omitempty"` // tie-breaks dropped, and why
}

// Wrong is a player whose recorded rank is not the one the list gives.
type Wrong struct {
	Player   int    `json:"player"`   // start rank (the 001 number)
	Rank     int    `json:"rank"`     // recorded (001 columns 86-89)
	Expected int    `json:"expected"` // computed; players tied on the whole list share the higher rank
	Rule     string `json:"rule"`     // the step that decides against the player he is misplaced against: "PTS", "SB", "DE" ...
	Text     string `json:"text"`     // the reason, in words an arbiter can check
}

// Check computes the final standings by the tie-break list (the file's
// 212 or 202, or opts.Tiebreaks) and compares every player's recorded
// rank with them (C.07 4.2). Players tied on the whole list may share a
// rank or take any of the ranks of their group (lots, 4.2); any other
// rank is wrong. A file that names no list, whose list has a self-defined
// tie-break, or that records no ranks is not checked (Checked false, with
// the reason). Ranks missing for some players only, above the number of
// players, or shared by more players than the ranks after them allow, and
// a list that cannot be understood, are errors: a trf.ErrorList with the
// position of each.
func Check(t *pairing.Tournament, opts Options) (Result, error) {
	if t.Rounds == 0 {
		return Result{Reason: "standings not checked: no round has been played", Players: []Wrong{}}, nil
	}
	opts.Round = 0
	st, err := Compute(t, opts)
	var self errSelfDefined
	switch {
	case errors.As(err, &self):
		return Result{Reason: "standings not checked: " + self.Error(), Players: []Wrong{}}, nil
	case err != nil:
		return Result{}, err
	}
	return st.Check()
}

// Check compares the ranks the file records with the standings, as the
// function Check does; standings before the last round are not checked.
func (st *Standings) Check() (Result, error) {
	res := Result{Edition: string(st.Edition), Tiebreaks: st.Tiebreaks, Notes: st.Notes, Players: []Wrong{}}
	if st.Source == "none" {
		res.Reason = "standings not checked: the file names no tie-break list (202, 212)"
		return res, nil
	}
	if st.Round < st.last {
		res.Reason = fmt.Sprintf("standings not checked: the file records the ranks after the last round, not after round %d", st.Round)
		return res, nil
	}
	recorded, errs := recordedRanks(st.e.file)
	if len(errs) > 0 {
		return Result{}, errs
	}
	if recorded == nil {
		res.Reason = "standings not checked: the file records no ranks (001 columns 86-89)"
		return res, nil
	}
	res.Checked = true
	res.Players = st.wrongPlayers()
	res.Consistent = len(res.Players) == 0
	return res, nil
}

// recordedRanks reads the rank column: nil when no player has a rank.
// Each problem is an Error at the rank column of the player's record.
func recordedRanks(f *trf.File) ([]int, trf.ErrorList) {
	var errs trf.ErrorList
	ranks := make([]int, len(f.Players))
	given := 0
	for i, p := range f.Players {
		ranks[i] = p.Rank
		if p.Rank > 0 {
			given++
		}
	}
	if given == 0 {
		return nil, nil
	}
	n := len(f.Players)
	for _, p := range f.Players {
		switch {
		case p.Rank == 0:
			errs.Add(f.Name, p.Line, 86, "rank: expected the player's place in the standings (columns 86-89), found none while %d other players have one", given)
		case p.Rank > n:
			errs.Add(f.Name, p.Line, 86, "rank: expected a place from 1 to %d (the number of players), found %d", n, p.Rank)
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return ranks, overlaps(f)
}

// overlaps reports ranks shared beyond ties: a rank r must have at most
// r-1 players above it (players tied on rank r take the places r, r+1 ...
// so the next rank is r plus their number).
func overlaps(f *trf.File) trf.ErrorList {
	byRank := map[int][]*trf.Player{}
	var ranks []int
	for _, p := range f.Players {
		if len(byRank[p.Rank]) == 0 {
			ranks = append(ranks, p.Rank)
		}
		byRank[p.Rank] = append(byRank[p.Rank], p)
	}
	sort.Ints(ranks)
	var errs trf.ErrorList
	above := 0
	for _, r := range ranks {
		if above > r-1 {
			p := byRank[r][0]
			errs.Add(f.Name, p.Line, 86, "rank: expected %d or lower after the %d players ranked above (ties share the higher rank and take the places after it), found %d", above+1, above, r)
		}
		above += len(byRank[r])
	}
	return errs
}

// wrongPlayers lists the players whose recorded rank is outside the
// places of their group (the players tied with them on the whole list),
// by recorded rank, then start rank.
func (st *Standings) wrongPlayers() []Wrong {
	out := []Wrong{}
	first := make([]int, len(st.e.players))
	size := make([]int, len(st.e.players))
	for _, g := range st.rk.groups {
		for _, i := range g {
			first[i], size[i] = st.rk.rankOf[i], len(g)
		}
	}
	for i, p := range st.e.players {
		if p.rank >= first[i] && p.rank < first[i]+size[i] {
			continue
		}
		rule, text := st.explain(i)
		out = append(out, Wrong{Player: p.id, Rank: p.rank, Expected: first[i], Rule: rule, Text: text})
	}
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].Rank != out[b].Rank {
			return out[a].Rank < out[b].Rank
		}
		return out[a].Player < out[b].Player
	})
	return out
}

// against finds the player that i is wrongly placed against: one the
// standings rank on the other side of him than the file does (or level
// with him in the file), the one whose computed rank is nearest to i's
// recorded rank; -1 when there is none.
func (st *Standings) against(i int) int {
	rk, players := st.rk, st.e.players
	me := rk.gid[len(rk.gid)-1][i]
	best, dist := -1, 0
	for q, p := range players {
		g := rk.gid[len(rk.gid)-1][q]
		above := g < me
		inverted := g != me && (above && p.rank >= players[i].rank || !above && p.rank <= players[i].rank)
		if !inverted {
			continue
		}
		d := rk.rankOf[q] - players[i].rank
		if d < 0 {
			d = -d
		}
		if best < 0 || d < dist {
			best, dist = q, d
		}
	}
	return best
}
