package checker

import "testing"

// TestWrapCountsCharacters: a line is as long as it shows; "±" and "↓"
// take one column each, though they are two and three bytes.
func TestWrapCountsCharacters(t *testing.T) {
	text := "a colour difference beyond ±2 ↓↓ for the players"
	if got, want := wrap(text, 29), "a colour difference beyond ±2\n↓↓ for the players"; got != want {
		t.Errorf("wrap = %q, want %q", got, want)
	}
	if got, want := wrap("abc def", 6), "abc\ndef"; got != want {
		t.Errorf("wrap = %q, want %q", got, want)
	}
}
