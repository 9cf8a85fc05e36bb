package dutch2012

import (
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// TestLevelsOrder checks the order of C.10 in a heterogeneous bracket
// that produces downfloaters: one level for each X, every float criterion
// a player can break counted and minimised in it; X rises only when no
// pairing keeps to it.
func TestLevelsOrder(t *testing.T) {
	all := [4]bool{true, true, true, true}
	got := levels(false, true, false, 0, 0, 1, all, all)
	if len(got) != 2 {
		t.Fatalf("%d levels, want 2 (X = 0, 1)", len(got))
	}
	for i, lv := range got {
		if lv.caps[kX] != i || !lv.drop[kB5d] || !lv.drop[kB6u] || lv.drop[kX] {
			t.Errorf("level %d: %+v", i, lv)
		}
	}
	// In a homogeneous bracket the criteria for upfloaters have no cap;
	// a criterion nobody can break is not minimised.
	got = levels(false, true, false, 0, 0, 1, [4]bool{true, true, false, false}, [4]bool{true, false, true, true})
	lv := got[0]
	if !lv.drop[kB5d] || lv.drop[kB6d] || lv.caps[kB6d] != 0 || lv.caps[kB5u] != -1 || lv.drop[kB5u] {
		t.Errorf("homogeneous level: %+v", lv)
	}
	// A.7.d in an odd round with a strong preference: set, then dropped.
	got = levels(false, true, true, 0, 0, 0, all, all)
	if len(got) != 2 || got[0].drop[kA7d] || got[0].caps[kA7d] != 0 || !got[1].drop[kA7d] {
		t.Errorf("A.7.d levels: %+v", got)
	}
}

// TestX1Z1 checks A.8's formulas on small brackets.
func TestX1Z1(t *testing.T) {
	W, B := trf.White, trf.Black
	strong := func(c trf.Colour) dutch.Preference { return dutch.Preference{Colour: c, Strength: dutch.Strong} }
	mild := func(c trf.Colour) dutch.Preference { return dutch.Preference{Colour: c, Strength: dutch.Mild} }
	none := dutch.Preference{}
	cases := []struct {
		round  int
		prefs  []dutch.Preference
		x1, z1 int
	}{
		// Three want White, one Black: one pair must fail
		// (X1 = P0 - B - b - a = 2 - 1).
		{2, []dutch.Preference{strong(W), strong(W), strong(W), strong(B)}, 1, 1},
		{2, []dutch.Preference{strong(W), strong(B), strong(W), strong(B)}, 0, 0},
		// Four want Black: X1 = P0 - W - w - a = 2.
		{3, []dutch.Preference{mild(B), mild(B), mild(B), mild(B)}, 2, 0},
		// A player without a game (a) meets anybody.
		{3, []dutch.Preference{mild(B), mild(B), mild(B), none}, 1, 0},
		// Even round: the mild preferences waver (A.7.e, w and b): they
		// count for X, not for Z.
		{4, []dutch.Preference{mild(W), mild(W), strong(B), strong(B)}, 0, 0},
		{4, []dutch.Preference{mild(B), mild(B), strong(B), strong(B)}, 2, 0},
		{4, []dutch.Preference{strong(B), strong(B), strong(B), strong(B)}, 2, 2},
	}
	for i, c := range cases {
		var ps []*dutch.Player
		for k, pref := range c.prefs {
			ps = append(ps, &dutch.Player{Player: pairing.Player{ID: k + 1}, Preference: pref})
		}
		x1, z1 := x1z1(c.round, ps, len(ps)/2)
		if x1 != c.x1 || (c.round%2 == 0 && z1 != c.z1) {
			t.Errorf("case %d: X1 %d, Z1 %d; want %d, %d", i, x1, z1, c.x1, c.z1)
		}
	}
}
