package pairing

// Text is one edition of one text of the rules, such as the FIDE (Dutch)
// system of C.04.3 as approved in 2017.
type Text struct {
	Doc     string // the Handbook section: "C.04.3"
	Edition string // "2017"
	Title   string // "FIDE (Dutch) System"
	Code    string // the TRF26 record 192 (ETT26) code: "FIDE_DUTCH_2017"
	From    string // the day it came into force, YYYY/MM/DD, when after 2025; else empty
	Until   string // the last day it was in force, YYYY/MM/DD, when before 2025; else empty
}

// String names the text with its edition: "C.04.3 FIDE (Dutch) System (2017)".
func (t *Text) String() string { return t.Doc + " " + t.Title + " (" + t.Edition + ")" }

// Ref is an article of a text, numbered as that edition numbers it. Two
// systems may have articles of the same number ("C.12" is a criterion of
// the Dutch rules of 2017 and a different one elsewhere): the text tells
// them apart.
type Ref struct {
	Text    *Text
	Article string // "C.12", "E.2", "B.8" (2017); "[C14]", "2.4.2" (2026)
}

// String is the article alone, as reports print it.
func (r Ref) String() string { return r.Article }

// Cite is the article with its text and edition: "C.04.3 C.12 (2017)".
func (r Ref) Cite() string {
	if r.Text == nil {
		return r.Article
	}
	return r.Text.Doc + " " + r.Article + " (" + r.Text.Edition + ")"
}

// MarshalText writes the article alone, so that JSON prints it as before.
func (r Ref) MarshalText() ([]byte, error) { return []byte(r.Article), nil }
