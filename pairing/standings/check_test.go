package standings_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/standings"
	"github.com/swisscheck/swisscheck/trf"
)

// seven returns testdata/seven.trf edited: its 202 replaced (none when
// list is "-"), the ranks of the players given set (0 blanks one), and
// ratings set likewise.
func seven(t *testing.T, list string, ranks, ratings map[int]int) *pairing.Tournament {
	t.Helper()
	data, err := os.ReadFile("testdata/seven.trf")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	for i, l := range lines {
		switch {
		case strings.HasPrefix(l, "202 ") && list == "-":
			lines[i] = "### no list"
		case strings.HasPrefix(l, "202 ") && list != "":
			lines[i] = "202 " + list
		case strings.HasPrefix(l, "001 "):
			var id int
			fmt.Sscan(l[4:8], &id)
			if r, ok := ranks[id]; ok {
				l = l[:85] + fmt.Sprintf("%4s", blankZero(r)) + l[89:]
			}
			if r, ok := ratings[id]; ok {
				l = l[:48] + fmt.Sprintf("%4s", blankZero(r)) + l[52:]
			}
			lines[i] = l
		}
	}
	f, err := trf.Read("seven.trf", strings.NewReader(strings.Join(lines, "\n")+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if errs := f.Validate(); len(errs) > 0 {
		t.Fatal(errs)
	}
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	return tour
}

func blankZero(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprint(n)
}

// TestCheckRanks: what counts as a right rank, what is wrong, and what
// cannot be checked. The file's ranks are 2 1 3 4 5 6 7 for players 1-7.
func TestCheckRanks(t *testing.T) {
	all := func(rs ...int) map[int]int {
		m := map[int]int{}
		for i, r := range rs {
			m[i+1] = r
		}
		return m
	}
	tests := []struct {
		name   string
		list   string
		ranks  map[int]int
		reason string // not checked, why
		wrong  string // player:recorded->expected
		err    string // an error
	}{
		{"right", "", nil, "", "", ""},
		// WON leaves 1 and 2 level (3.0 points, 2 games won): they may
		// share rank 1, or take 1 and 2 in either order (lots). It puts 5
		// (1 game won) above 4 (none).
		{"shared", "WON", all(1, 1, 3, 5, 4, 6, 7), "", "", ""},
		{"lots", "WON", all(1, 2, 3, 5, 4, 6, 7), "", "", ""},
		{"lots 2", "WON", all(2, 1, 3, 5, 4, 6, 7), "", "", ""},
		// BH/C1 separates them: 2 first.
		{"swap", "", all(1, 2, 3, 4, 5, 6, 7), "", "1:1->2 2:2->1", ""},
		// Points: 3 (2.5) above 4 and 5 (2.0).
		{"points", "", all(2, 1, 4, 3, 5, 6, 7), "", "4:3->4 3:4->3", ""},
		// A tie the list breaks may not be shared: 4 and 5 (SB).
		{"shared wrongly", "", all(2, 1, 3, 4, 4, 6, 7), "", "5:4->5", ""},
		{"no list", "-", nil, "standings not checked: the file names no tie-break list (202, 212)", "", ""},
		{"no ranks", "", all(0, 0, 0, 0, 0, 0, 0), "standings not checked: the file records no ranks (001 columns 86-89)", "", ""},
		{"self-defined", "BH,OTHER_X", nil, "standings not checked: OTHER_X is a self-defined tie-break (C.07 4.1)", "", ""},
		{"missing", "", map[int]int{3: 0}, "", "", "seven.trf:7:86: rank: expected the player's place in the standings (columns 86-89), found none while 6 other players have one"},
		{"out of range", "", map[int]int{7: 8}, "", "", "seven.trf:11:86: rank: expected a place from 1 to 7 (the number of players), found 8"},
		{"overlap", "", all(1, 2, 2, 3, 5, 6, 7), "", "", "seven.trf:8:86: rank: expected 4 or lower after the 3 players ranked above"},
		{"unknown", "BH,XX", nil, "", "", "seven.trf:4:8: tie-break XX: expected a tie-break of C.07 Art. 5"},
		{"team", "EMMSB", nil, "", "", "seven.trf:4:5: tie-break EMMSB: expected an individual tie-break, found a team tie-break"},
		{"modifier", "WIN/C1", nil, "", "", "seven.trf:4:5: tie-break WIN/C1: expected modifiers that apply to WIN (C.07 14, MTB26), found /C1"},
		{"twice", "TPN/R/R", nil, "", "", "seven.trf:4:5: tie-break TPN/R/R: expected /R once, found it twice"},
		{"score", "BH:MP", nil, "", "", "seven.trf:4:5: tie-break BH:MP: expected no team score"},
	}
	for _, tt := range tests {
		res, err := standings.Check(seven(t, tt.list, tt.ranks, nil), standings.Options{})
		if tt.err != "" {
			if err == nil || !strings.HasPrefix(err.Error(), tt.err) {
				t.Errorf("%s: error %v, want %q", tt.name, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		var got []string
		for _, w := range res.Players {
			got = append(got, fmt.Sprintf("%d:%d->%d", w.Player, w.Rank, w.Expected))
		}
		if res.Reason != tt.reason && !strings.HasPrefix(res.Reason, tt.reason) || strings.Join(got, " ") != tt.wrong ||
			res.Checked != (tt.reason == "") || res.Consistent != (tt.reason == "" && tt.wrong == "") {
			t.Errorf("%s: %+v, want reason %q, wrong %q", tt.name, res, tt.reason, tt.wrong)
		}
	}
}

// TestExplanations: each wrong rank is told in the words of the list.
func TestExplanations(t *testing.T) {
	tests := []struct {
		list  string
		ranks []int
		want  map[int]string // player -> rule: text
	}{
		{"", []int{1, 2, 3, 4, 5, 6, 7}, map[int]string{
			1: "BH/C1: 2 and 1 both have 3.0 points; BH/C1 decides: 2 has 7.5, 1 has 7.0, so 2 ranks above 1, but the file ranks 1 1st and 2 2nd",
		}},
		{"", []int{2, 1, 3, 5, 4, 6, 7}, map[int]string{
			5: "SB: 4 and 5 both have 2.0 points, BH/C1 7.5 and BH 9.5; SB decides: 4 has 4.25, 5 has 4.00, so 4 ranks above 5, but the file ranks 5 4th and 4 5th",
		}},
		{"", []int{2, 1, 4, 3, 5, 6, 7}, map[int]string{
			3: "PTS: 3 has 2.5 points, 4 has 2.0, so 3 ranks above 4, but the file ranks 4 3rd and 3 4th",
		}},
		// DE first: 2 beat 1 (round 2).
		{"DE,BH", []int{1, 2, 3, 4, 5, 6, 7}, map[int]string{
			1: "DE: 2 and 1 both have 3.0 points; DE decides: in the games between the tied players 1 and 2, 2 scored 1.0 and 1 0.0, so 2 ranks above 1, but the file ranks 1 1st and 2 2nd",
		}},
		// 4 and 5 never met: DE leaves them tied, SB decides.
		{"DE,SB", []int{2, 1, 3, 5, 4, 6, 7}, map[int]string{
			4: "SB: 4 and 5 both have 2.0 points (DE does not separate them); SB decides: 4 has 4.25, 5 has 4.00, so 4 ranks above 5, but the file ranks 5 4th and 4 5th",
		}},
	}
	for _, tt := range tests {
		ranks := map[int]int{}
		for i, r := range tt.ranks {
			ranks[i+1] = r
		}
		res, err := standings.Check(seven(t, tt.list, ranks, nil), standings.Options{})
		if err != nil {
			t.Fatal(err)
		}
		got := map[int]string{}
		for _, w := range res.Players {
			got[w.Player] = w.Rule + ": " + w.Text
		}
		for p, want := range tt.want {
			if got[p] != want {
				t.Errorf("%q, player %d:\n got %s\nwant %s", tt.list, p, got[p], want)
			}
		}
	}
}

// TestUnrated: with an unrated player, the rating tie-breaks are dropped
// (C.07 10) and said so.
func TestUnrated(t *testing.T) {
	res, err := standings.Check(seven(t, "ARO,BH/C1", nil, map[int]int{7: 0}), standings.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(res.Tiebreaks, ",") != "PTS,BH/C1" || len(res.Notes) != 1 || res.Notes[0] != "ARO dropped: 1 unrated players (C.07 10)" || !res.Consistent {
		t.Errorf("%+v", res)
	}
}

// TestEditions: the start date chooses the edition; an override wins.
func TestEditions(t *testing.T) {
	for _, tt := range []struct{ date, want string }{
		{"2023/08/31", "pre2023"}, {"2023/09/01", "2024"}, {"2026/02/28", "2024"}, {"2026/03/01", "2026"},
	} {
		data, err := os.ReadFile("testdata/seven.trf")
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Replace(string(data), "042 2026/03/20", "042 "+tt.date, 1)
		f, err := trf.Read("seven.trf", strings.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		tour, _ := pairing.New(f)
		st, err := standings.Compute(tour, standings.Options{})
		if err != nil || string(st.Edition) != tt.want {
			t.Errorf("%s: %v %v, want %s", tt.date, st.Edition, err, tt.want)
		}
		st, _ = standings.Compute(tour, standings.Options{Edition: standings.Pre2023})
		if st.Edition != standings.Pre2023 || st.EditionHow != "as given" {
			t.Errorf("%s: override: %s (%s)", tt.date, st.Edition, st.EditionHow)
		}
	}
	for _, s := range []string{"2026", "2024", "2023", "pre2023"} {
		if _, err := standings.ParseEdition(s); err != nil {
			t.Error(err)
		}
	}
	if _, err := standings.ParseEdition("2025"); err == nil {
		t.Error("2025 accepted")
	}
}

// TestGivenList: a list given by the caller replaces the file's; PTS
// may only come first.
func TestGivenList(t *testing.T) {
	tour := seven(t, "", nil, nil)
	res, err := standings.Check(tour, standings.Options{Tiebreaks: "PTS WON"})
	if err != nil || strings.Join(res.Tiebreaks, " ") != "PTS WON" {
		t.Errorf("PTS WON: %+v, %v", res, err)
	}
	_, err = standings.Check(tour, standings.Options{Tiebreaks: "BH PTS"})
	if err == nil || !strings.Contains(err.Error(), "expected PTS only first") {
		t.Errorf("BH PTS: %v", err)
	}
	_, err = standings.Compute(tour, standings.Options{Round: 5})
	if err == nil || !strings.Contains(err.Error(), "round 5: the file has rounds 1 to 4") {
		t.Errorf("round 5: %v", err)
	}
}
