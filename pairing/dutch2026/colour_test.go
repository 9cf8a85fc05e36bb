package dutch2026

import (
	"testing"

	"github.com/swisscheck/swisscheck/pairing/dutch"
)

// TestColourArticle checks the 2026 numbers of the colour rules:
// 2017 E.1-E.5 are C.04.3 (2026) 5.2.1-5.2.5.
func TestColourArticle(t *testing.T) {
	tests := []struct {
		rule dutch.ColourRule
		want string
	}{
		{dutch.E1, "5.2.1"},
		{dutch.E2, "5.2.2"},
		{dutch.E3, "5.2.3"},
		{dutch.E4, "5.2.4"},
		{dutch.E5, "5.2.5"},
		{0, ""},
		{dutch.E5 + 1, ""},
	}
	for _, tc := range tests {
		if got := ColourArticle(tc.rule); got != tc.want {
			t.Errorf("ColourArticle(%d) = %q, want %q", int(tc.rule), got, tc.want)
		}
		r := ColourRef(tc.rule)
		if r.String() != tc.want || r.Text != (System{}).Rules() {
			t.Errorf("ColourRef(%d) = %q of %v, want %q of the 2026 text", int(tc.rule), r, r.Text, tc.want)
		}
	}
	if got := ColourRef(dutch.E3).Cite(); got != "C.04.3 5.2.3 (2026)" {
		t.Errorf("ColourRef(E3).Cite() = %q", got)
	}
}

// TestRules checks the text the package follows.
func TestRules(t *testing.T) {
	r := (System{}).Rules()
	if r.Doc != "C.04.3" || r.Edition != "2026" || r.Title != "FIDE (Dutch) System" || r.Code != "FIDE_DUTCH_2026" {
		t.Errorf("(System{}).Rules() = %+v", *r)
	}
	if got := r.String(); got != "C.04.3 FIDE (Dutch) System (2026)" {
		t.Errorf("(System{}).Rules().String() = %q", got)
	}
}
