package pairing

import (
	"slices"
	"testing"
)

// TestFindings: the first rule names the explanation, every text is
// kept in order, and a player found twice is named once.
func TestFindings(t *testing.T) {
	var f Findings
	if f.Found() {
		t.Fatal("empty findings report a rule")
	}
	f.Add("3.1", "first.", 4, 7)
	f.Add("4.1", "second.", 7, 2)
	if !f.Found() || f.Rule() != "3.1" || f.Text() != "first. second." || !slices.Equal(f.Players(), []int{4, 7, 2}) {
		t.Errorf("got %q %q %v; want 3.1, \"first. second.\", [4 7 2]", f.Rule(), f.Text(), f.Players())
	}
}
