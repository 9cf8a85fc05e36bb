package dutch2012

import (
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/dutch"
	"github.com/swisscheck/swisscheck/trf"
)

// TestLevelsOrder checks the order of C.10 in a heterogeneous bracket that
// produces downfloaters: at each X the float criteria are dropped like a
// binary number counting down, B.5 down the highest digit, and X rises
// only when they are all dropped.
func TestLevelsOrder(t *testing.T) {
	all := [4]bool{true, true, true, true}
	got := levels(false, true, false, 0, 0, 1, all, all)
	if len(got) != 32 {
		t.Fatalf("%d levels, want 32 (X = 0, 1; 16 float masks each)", len(got))
	}
	want := []struct {
		x    int
		drop [4]bool // B.5 down, B.6 down, B.5 up, B.6 up
	}{
		{0, [4]bool{}},
		{0, [4]bool{false, false, false, true}}, // C.10.a: B.6 up
		{0, [4]bool{false, false, true, false}}, // C.10.b: B.5 up, B.6 up reset
		{0, [4]bool{false, false, true, true}},  // C.10.a again
		{0, [4]bool{false, true, false, false}}, // C.10.c: B.6 down, the up ones reset
		{1, [4]bool{}},                          // C.10.e: X + 1, every float criterion reset
		{1, [4]bool{true, true, true, true}},    // the last
	}
	at := []int{0, 1, 2, 3, 4, 16, 31}
	for i, w := range want {
		lv := got[at[i]]
		d := [4]bool{lv.drop[kB5d], lv.drop[kB6d], lv.drop[kB5u], lv.drop[kB6u]}
		if lv.caps[kX] != w.x || d != w.drop {
			t.Errorf("level %d: X %d, dropped %v; want X %d, dropped %v", at[i], lv.caps[kX], d, w.x, w.drop)
		}
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
