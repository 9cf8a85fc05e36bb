package crosscheck

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/swisscheck/swisscheck/pairing"
)

// TestJaVaFo14Codes writes the TRF-2016 bye codes as JaVaFo 1.4 reads
// them, on player lines only, keeping everything else byte for byte.
func TestJaVaFo14Codes(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"PAB", "001    5 m    X                2000  1.0    1  0000 - U     2 w 1\n", "001    5 m    X                2000  1.0    1  0000 - +     2 w 1\n"},
		{"all codes", "001    1  0000 - H  0000 - Z  0000 - F  0000 - U\n", "001    1  0000 - =  0000 - -  0000 - +  0000 - +\n"},
		{"played games kept", "001    2     3 w 1     4 b =     5 w -  0000 - +\n", "001    2     3 w 1     4 b =     5 w -  0000 - +\n"},
		{"other records kept", "012 0000 - U\nXXR 5\n001    1  0000 - U\r\n", "012 0000 - U\nXXR 5\n001    1  0000 - +\r\n"},
		{"no line end", "001    1  0000 - Z", "001    1  0000 - -"},
	}
	for _, tt := range tests {
		if got := string(javafo14Codes([]byte(tt.in))); got != tt.want {
			t.Errorf("%s: javafo14Codes(%q) = %q, want %q", tt.name, tt.in, got, tt.want)
		}
	}
}

// TestJaVaFo14Pairing rebuilds JaVaFo 1.4's pairing from its check table:
// pairs, "Bye:" cells and pairs with inverted colours.
func TestJaVaFo14Pairing(t *testing.T) {
	row := func(l, r string) string { return "    " + l + strings.Repeat(" ", 16) + r }
	header := "  Checker pairings        Tournament pairings "
	own := pairing.Round{Boards: boards(2, 1, 4, 3, 6, 7), Bye: 5}
	tests := []struct {
		name  string
		table []string
		want  pairing.Round
	}{
		{"pairs", []string{header, row("  2 -   4", "  2 -   1"), row("  3 -   1", "  4 -   3")},
			pairing.Round{Boards: boards(6, 7, 2, 4, 3, 1), Bye: 5}},
		{"bye", []string{header, row("  5 -   1", "  2 -   1"), row("Bye:    2", "Bye:    5")},
			pairing.Round{Boards: boards(4, 3, 6, 7, 5, 1), Bye: 2}},
		{"inverted", []string{"7 and 6 had inverted colors"},
			pairing.Round{Boards: boards(2, 1, 4, 3, 7, 6), Bye: 5}},
		{"pairs and inverted", []string{header, row("  2 -   4", "  2 -   1"), row("  3 -   1", "  4 -   3"), "  6 and 7 had inverted colors"},
			pairing.Round{Boards: boards(7, 6, 2, 4, 3, 1), Bye: 5}},
	}
	for _, tt := range tests {
		got, err := javafo14Pairing(own, tt.table)
		if err != nil || !cmp.Equal(got, tt.want) {
			t.Errorf("%s: javafo14Pairing = %v, %v; want %v", tt.name, got, err, tt.want)
		}
	}
	for _, bad := range [][]string{
		{" *** PAIRING EXCEPTION: More than one bye! *** "},
		{"9 and 8 had inverted colors"},
		{header, row("Bye:    9", "Bye:    8")},
	} {
		if got, err := javafo14Pairing(own, bad); err == nil {
			t.Errorf("javafo14Pairing(%q) = %v: no error", bad, got)
		}
	}
}

// TestJaVaFo14Config writes every key of JaVaFo 1.4's generator, with
// "none" as one in 10^9 and rates as whole numbers.
func TestJaVaFo14Config(t *testing.T) {
	got := javafo14Config(bbpSettings{Players: 30, Rounds: 7, DrawPct: 25, ForfeitRate: 40.4, HPBRate: 7.6, Highest: 2400, Lowest: 1500})
	want := "PlayersNumber=30\nRoundsNumber=7\nDrawPercentage=25\nForfeitRate=40\nRetiredRate=1000000000\n" +
		"HalfPointByteRate=8\nHighestRating=2400\nLowestRating=1500\nPointsForWin=1\nPointsForDraw=0.5\n"
	if got != want {
		t.Errorf("javafo14Config:\n%s\nwant\n%s", got, want)
	}
}
