package proptest

import (
	"bytes"
	"slices"

	"github.com/swisscheck/swisscheck/trf"
)

// Shrink makes a failing report file smaller one change at a time while
// it still fails the same way: a player to pair in the round is made
// absent (a Z bye request), a forbidden pair is dropped and, with
// lastRound, a final round is made a middle one. Each smaller file is
// written and read back before still judges it, so that the printed file
// reproduces the failure. still returns the failure of a file, or nil;
// fileOf gives a failure's file.
func Shrink[M any](m *M, round int, lastRound bool, fileOf func(*M) *trf.File, still func(*trf.File) *M) *M {
	best := m
	for changed := true; changed; {
		changed = false
		for _, f := range reductions(fileOf(best), round, lastRound) {
			read, ok := reread(f)
			if !ok {
				continue
			}
			if n := still(read); n != nil {
				best, changed = n, true
				break
			}
		}
	}
	return best
}

// reread is the file as its written text reads.
func reread(f *trf.File) (*trf.File, bool) {
	var b bytes.Buffer
	if err := trf.Write(&b, f); err != nil {
		return nil, false
	}
	read, err := trf.Read(f.Name, &b)
	return read, err == nil
}

// reductions lists the files one change smaller than f.
func reductions(f *trf.File, round int, lastRound bool) []*trf.File {
	var out []*trf.File
	absent := map[int]bool{}
	for _, b := range f.ByeRequests {
		for _, id := range b.IDs {
			absent[id] = true
		}
	}
	for _, p := range f.Players {
		if absent[p.ID] || p.Game(round).Result != trf.ResultNone {
			continue
		}
		g := Clone(f)
		g.ByeRequests = append(g.ByeRequests, trf.ByeRequest{Kind: 'Z', IDs: []int{p.ID}})
		out = append(out, g)
	}
	for i := range f.Prohibited {
		g := Clone(f)
		g.Prohibited = slices.Delete(g.Prohibited, i, i+1)
		out = append(out, g)
	}
	if lastRound && f.TotalRounds == round {
		g := Clone(f)
		g.TotalRounds = round + 2
		out = append(out, g)
	}
	return out
}

// Clone copies a file deeply enough to change its games, forbidden pairs
// and bye requests.
func Clone(f *trf.File) *trf.File {
	g := *f
	g.Players = nil
	for _, p := range f.Players {
		q := *p
		q.Games = slices.Clone(p.Games)
		g.Players = append(g.Players, &q)
	}
	g.Prohibited = slices.Clone(f.Prohibited)
	g.ByeRequests = slices.Clone(f.ByeRequests)
	return &g
}
