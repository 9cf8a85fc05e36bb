package dutch2026

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/internal/proptest"
	"github.com/swisscheck/swisscheck/trf"
)

// sharedDir locates the shared reference material (../shared beside the
// repository, or $SWISSCHECK_SHARED).
func sharedDir() string {
	if dir := os.Getenv("SWISSCHECK_SHARED"); dir != "" {
		return dir
	}
	return filepath.Join("..", "..", "..", "shared")
}

// corpus2026 lists the files of the 2026 reference corpus, skipping the
// test when it is absent.
func corpus2026(t *testing.T) []string {
	dir := filepath.Join(sharedDir(), "corpus", "rtg-bbp-2026")
	files, err := filepath.Glob(filepath.Join(dir, "*.trf"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Skipf("2026 reference corpus not found at %s (set SWISSCHECK_SHARED to the shared folder): corpus property not checked", dir)
	}
	return files
}

// kind names a round block for the tally: its result code, with "vs" when
// against an opponent ("vs -" forfeit loss, "U" PAB, "blank" absence).
func kind(g trf.Game) string {
	k := string(g.Result)
	if g.Result == trf.ResultNone {
		k = "blank"
	}
	if g.Opponent != 0 {
		return "vs " + k
	}
	return k
}

// TestCorpusFloatsDifferOnlyUnplayed checks, on every file of the 2026
// reference corpus, that the 2026 floats (C.04.3 (2026) 1.4.2-1.4.4) differ
// from the 2017 ones (A.4.b) only in rounds the player did not play, and
// there only as a 2017 downfloat the 2026 text no longer gives; that the
// TPN numbering (5.2.5) is the 2017 one; and, the files using standard
// points, that the 2026 bye bar (C.04.1 (2026) Art. 4) starts no later than
// the 2017 one (C.04.1.d), earlier only through a round that is neither a
// pairing-allocated bye nor a forfeit win.
func TestCorpusFloatsDifferOnlyUnplayed(t *testing.T) {
	files := corpus2026(t)
	var players, rounds, unplayed, diffs, byeDiffs int
	diffKinds, byeKinds := map[string]int{}, map[string]int{}
	for _, path := range files {
		tour := proptest.ReadTournament(t, path)
		if tour.File.Scoring != trf.DefaultScoring {
			t.Fatalf("%s: expected the standard point system in the reference corpus", path)
		}
		s, err := tour.Before(tour.Rounds + 1) // every round's facts
		if err != nil {
			t.Fatal(err)
		}
		d26, d17 := NewState(s), dutch2017.NewState(s)
		name := filepath.Base(path)
		for i, p := range d26.Players {
			q := d17.Players[i]
			players++
			if p.Seq != q.Seq {
				t.Errorf("%s: player %d: TPN %d under 2026, %d under 2017", name, p.ID, p.Seq, q.Seq)
			}
			for k, h := range p.History {
				rounds++
				f26, f17 := p.Floats[k], q.Floats[k]
				if !h.Game.Played() {
					unplayed++
				}
				if f26 == f17 {
					continue
				}
				diffs++
				diffKinds[kind(h.Game)]++
				if h.Game.Played() || f17 != dutch.Downfloat || f26 != dutch.NoFloat {
					t.Errorf("%s: player %d, round %d (%+v): float %q under 2026, %q under 2017: expected a difference only in an unplayed round, 2017 ↓ and 2026 none",
						name, p.ID, k+1, h.Game, f26, f17)
				}
			}
			if p.ByeRound == q.ByeRound {
				continue
			}
			byeDiffs++
			g := p.History[p.ByeRound-1].Game
			byeKinds[kind(g)]++
			if p.ByeRound == 0 || (q.ByeRound != 0 && p.ByeRound > q.ByeRound) || g.PAB() || g.ForfeitWin() {
				t.Errorf("%s: player %d: barred from the bye from round %d under 2026 (%+v), from round %d under 2017: expected 2026 to bar earlier, through another round than a PAB or forfeit win",
					name, p.ID, p.ByeRound, g, q.ByeRound)
			}
		}
	}
	t.Logf("%d files, %d players, %d player-rounds (%d unplayed): %d floats differ (%s); %d players barred from the bye earlier under 2026 (%s)",
		len(files), players, rounds, unplayed, diffs, tally(diffKinds), byeDiffs, tally(byeKinds))
	if diffs == 0 {
		t.Error("no float differs between the editions: the corpus should have forfeit losses, zero-point byes or absences")
	}
}

// tally prints counts by kind, sorted: "Z 3, vs - 12".
func tally(m map[string]int) string {
	var parts []string
	for k, n := range m {
		parts = append(parts, fmt.Sprintf("%s %d", k, n))
	}
	sort.Strings(parts)
	return strings.Join(parts, ", ")
}
