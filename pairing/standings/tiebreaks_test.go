package standings_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing/standings"
)

// testdata/seven.trf: seven players, four rounds (XXR 4), 1/½/0, with an
// unplayed round of every kind:
//
//	      R1          R2          R3          R4          pts
//	1     5 w 1       2 w 0       4 b 1       F (FPB)     3.0
//	2     6 w =       1 b 1       3 w 1       5 b =       3.0
//	3     7 w + (FW)  4 b =       2 b 0       6 w 1       2.5
//	4     U (PAB)     3 w =       1 w 0       H (last)    2.0
//	5     1 b 0       H (then games)  6 w 1   2 w =       2.0
//	6     2 b =       7 w 1       5 b 0       3 b 0       1.5
//	7     3 b - (FL)  6 b 0       Z           Z           0.0  (withdrew after R2)
//
// Categories of C.07 16.2: 1 R4 .1; 3 R1 .2; 4 R1 .1, R4 .5 (the last
// round); 5 R2 .3 (games follow); 7 R1 .4, R3 and R4 .5 (only VURs
// follow). Adjusted scores for the opponents (16.3): 7 counts R3 and R4
// as draws: 1.0; everybody else his score.
//
// Dummies (16.4): 2024 the player's own score; 2026 capped at the
// scheduled opponent's adjusted score for a forfeit (16.4.1) and at
// 0.5 × 4 = 2.0 otherwise (16.4.2). Pre-2023, the virtual opponent
// (AM 2019 13.14.2): score before the round + the opposite result + ½
// per later round; opponents' unplayed rounds count as draws, so 1 is
// seen as 2.5, 3 as 2.0, 4 as 1.5, 7 as 1.5.
func TestTiebreakValues(t *testing.T) {
	tour := load(t, "testdata/seven.trf")
	tests := []struct {
		code    string
		edition standings.Edition
		want    map[int]string // player -> value
	}{
		// BH 8.1. 2026: 1 = 5 (2.0) + 2 (3.0) + 4 (2.0) + dummy min(3.0, 2.0) = 9.0;
		// 3 = dummy min(2.5, adj 7 = 1.0) + 4 (2.0) + 2 (3.0) + 6 (1.5) = 7.5;
		// 4 = PAB dummy min(2.0, 2.0) + 3 (2.5) + 1 (3.0) + H dummy 2.0 = 9.5;
		// 5 = 1 (3.0) + H dummy 2.0 + 6 (1.5) + 2 (3.0) = 9.5;
		// 6 = 2 (3.0) + 7 (adjusted 1.0) + 5 (2.0) + 3 (2.5) = 8.5;
		// 7 = FL dummy min(0, 2.5) + 6 (1.5) + Z 0 + Z 0 = 1.5.
		{"BH", standings.Ed2026, map[int]string{1: "9.0", 2: "9.0", 3: "7.5", 4: "9.5", 5: "9.5", 6: "8.5", 7: "1.5"}},
		// 2024: the dummies are the own score: 1 = 7.0 + 3.0 = 10.0; 3 = 2.5 + 6.5 = 9.0.
		{"BH", standings.Ed2024, map[int]string{1: "10.0", 2: "9.0", 3: "9.0", 4: "9.5", 5: "9.5", 6: "8.5", 7: "1.5"}},
		// Pre-2023: 1 = 5 (2.0) + 2 (3.0) + 4 (1.5) + VO 2.0 + 0 + 0 = 8.5;
		// 2 = 6 (1.5) + 1 (2.5) + 3 (2.0) + 5 (2.0) = 8.0;
		// 3 = VO 0 + 0 + ½·3 = 1.5, + 4 (1.5) + 2 (3.0) + 6 (1.5) = 7.5;
		// 6 = 2 (3.0) + 7 (1.5) + 5 (2.0) + 3 (2.0) = 8.5;
		// 7 = VO(R1) 0+1+1.5 = 2.5, 6 (1.5), VO(R3) 0+1+0.5 = 1.5, VO(R4) 0+1+0 = 1.0: 6.5.
		{"BH", standings.Pre2023, map[int]string{1: "8.5", 2: "8.0", 3: "7.5", 6: "8.5", 7: "6.5"}},
		// BH/C1 14.1 with 16.5: 1 cuts a 2.0 (7.0); 2 cuts 6's 1.5 (7.5);
		// 5 has a VUR (R2 H, 2.0) not lower than its least value (1.5):
		// the VUR is cut, 9.5 - 2.0 = 7.5 (plain Cut-1 would give 8.0);
		// 7 cuts a VUR of 0: 1.5.
		{"BH/C1", standings.Ed2026, map[int]string{1: "7.0", 2: "7.5", 4: "7.5", 5: "7.5", 7: "1.5"}},
		// Pre-2023 knows no VURs: 5 = 1 (2.5) + VO(R2) 0 + ½ + ½·2 = 1.5 + 6 (1.5)
		// + 2 (3.0) = 8.5 cuts a lowest 1.5: 7.0.
		{"BH", standings.Pre2023, map[int]string{5: "8.5"}},
		{"BH/C1", standings.Pre2023, map[int]string{5: "7.0"}},
		// BH/M1 14.3: 2 cuts 1.5 and 3.0: 4.5; BH/C2: 2 cuts 1.5 and 2.0: 5.5.
		{"BH/M1", standings.Ed2026, map[int]string{2: "4.5"}},
		{"BH/C2", standings.Ed2026, map[int]string{2: "5.5"}},
		// SB 9.1. 2026: 1 = 2.0·1 + 3.0·0 + 2.0·1 + dummy 2.0·1 = 6.00;
		// 2 = 1.5·½ + 3.0 + 2.5 + 2.0·½ = 7.25; 3 = dummy 1.0·1 + 2.0·½ + 0 + 1.5 = 3.50;
		// 4 = dummy 2.0·1 + 2.5·½ + 0 + dummy 2.0·½ = 4.25; 5 = 0 + 2.0·½ + 1.5 + 3.0·½ = 4.00.
		{"SB", standings.Ed2026, map[int]string{1: "6.00", 2: "7.25", 3: "3.50", 4: "4.25", 5: "4.00"}},
		// 2024: 1's FPB dummy is 3.0: 7.00; 3's forfeit-win dummy 2.5: 5.00.
		{"SB", standings.Ed2024, map[int]string{1: "7.00", 3: "5.00"}},
		// SB/C1 (16.5.2): 5's least value is 6's 1.5 (contribution 1.50), his
		// lowest VUR contribution 1.00 (R2 H) is lower: the higher, 1.50, is
		// cut: 2.50.
		{"SB/C1", standings.Ed2026, map[int]string{5: "2.50"}},
		// WIN 7.1: 1 = R1, R3, the FPB: 3; 3 = the forfeit win, R4: 2; 4 = the PAB: 1.
		{"WIN", standings.Ed2026, map[int]string{1: "3", 2: "2", 3: "2", 4: "1", 7: "0"}},
		// WON 7.2: games won over the board only.
		{"WON", standings.Ed2026, map[int]string{1: "2", 3: "1", 4: "0"}},
		// BPG 7.3: 6 had Black in R1, R3, R4: 3; 3's forfeit does not count: 2.
		{"BPG", standings.Ed2026, map[int]string{1: "1", 2: "2", 3: "2", 4: "0", 6: "3", 7: "1"}},
		// BWG 7.4: 1 won R3 with Black; 2 won R2 with Black.
		{"BWG", standings.Ed2026, map[int]string{1: "1", 2: "1", 3: "0"}},
		// PS 7.5: 1 = 1 + 1 + 2 + 3 = 7; 2 = ½ + 1½ + 2½ + 3 = 7.5. PS/C1 cuts round 1.
		{"PS", standings.Ed2026, map[int]string{1: "7.0", 2: "7.5", 3: "6.5"}},
		{"PS/C1", standings.Ed2026, map[int]string{1: "6.0", 2: "7.0"}},
		// REP 7.6: rounds less HPB, ZPB, forfeit losses: 4 and 5 = 3; 7 = 4 - 1 - 2 = 1.
		{"REP", standings.Ed2026, map[int]string{1: "4", 4: "3", 5: "3", 7: "1"}},
		// STD 7.7: 1 = 1 + 0 + 1 + 1 (FPB above a draw) = 3.0; 3 = 1 + ½ + 0 + 1 = 2.5;
		// 4 = 1 (PAB) + ½ + 0 + ½ (HPB, a draw's points) = 2.0; 7 = 0.
		{"STD", standings.Ed2026, map[int]string{1: "3.0", 2: "3.0", 3: "2.5", 4: "2.0", 7: "0.0"}},
		// ARO 10.1: 1 = (1600 + 1900 + 1700) / 3 = 1733.33 -> 1733; 4 = (1800 + 2000) / 2;
		// ARO/C1 drops 1600: 1800.
		{"ARO", standings.Ed2026, map[int]string{1: "1733", 3: "1700", 4: "1900"}},
		{"ARO/C1", standings.Ed2026, map[int]string{1: "1800"}},
		// TPR 10.2: 1 scored 2 of 3, p = 0.67, dp 125: 1733 + 125 = 1858.
		{"TPR", standings.Ed2026, map[int]string{1: "1858"}},
		// PTP 10.3 for 1 (2 of 3 against 1600, 1900, 1700): at 1867 the
		// probabilities are .82 + .45 + .72 = 1.99, at 1868 .83 + .46 + .72 = 2.01.
		{"PTP", standings.Ed2026, map[int]string{1: "1868"}},
		// KS 9.2: half of 4 is 2.0: 1, 2, 3, 4, 5 qualify; 1 scored 1 + 0 + 1 against 5, 2, 4.
		{"KS", standings.Ed2026, map[int]string{1: "2.0", 6: "0.5"}},
		// FB 8.3: round 4's games drawn (3-6 becomes a draw: 3 has 2.0, 6
		// 2.0); byes keep their points. 1 = 2.0 + 3.0 + 2.0 + dummy 2.0 = 9.0;
		// 3 = forfeit dummy min(2.0, 1.0) + 2.0 + 3.0 + 2.0 = 8.0;
		// 5 = 3.0 + dummy 2.0 + 6 (now 2.0) + 3.0 = 10.0.
		{"FB", standings.Ed2026, map[int]string{1: "9.0", 2: "9.0", 3: "8.0", 5: "10.0", 6: "8.0"}},
		// AOB 8.2: the BH of the opponents met over the board: 1 = (9.5 + 9.0
		// + 9.5) / 3 = 9.333...; 2 = (8.5 + 9.0 + 7.5 + 9.5) / 4 = 8.625.
		{"AOB", standings.Ed2026, map[int]string{1: "~9.3333", 2: "8.625", 3: "9.00"}},
		// /P: the forfeit 3-7 counts as a game: 3 meets 7's adjusted 1.0 in
		// either edition (2024: 1.0 + 6.5 = 7.5, not 9.0); 7 meets 3's 2.5.
		{"BH/P", standings.Ed2024, map[int]string{3: "7.5", 7: "4.0"}},
		{"BH/P", standings.Ed2026, map[int]string{3: "7.5", 7: "4.0"}},
		// TPN 7.8, RTNG 10.6.
		{"TPN", standings.Ed2026, map[int]string{3: "3"}},
		{"RTNG", standings.Ed2026, map[int]string{3: "1800"}},
	}
	for _, tt := range tests {
		st, err := standings.Compute(tour, standings.Options{Edition: tt.edition, Tiebreaks: tt.code})
		if err != nil {
			t.Fatalf("%s: %v", tt.code, err)
		}
		got := map[int]string{}
		for _, r := range st.Rows {
			got[r.Player] = r.Values[1]
		}
		for p, want := range tt.want {
			if got[p] != want {
				t.Errorf("%s (%s), player %d: %s, want %s", tt.code, tt.edition, p, got[p], want)
			}
		}
	}
}

// TestRanking: the file's list (BH/C1, BH, SB, DE) ranks 2 above 1
// (BH/C1 7.5 to 7.0) and 4 above 5 (level on BH/C1 7.5 and BH 9.5; SB
// 4.25 to 4.00); the file's ranks are right.
func TestRanking(t *testing.T) {
	tour := load(t, "testdata/seven.trf")
	st, err := standings.Compute(tour, standings.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, r := range st.Rows {
		order = append(order, strconv.Itoa(r.Rank)+":"+strconv.Itoa(r.Player))
	}
	if got, want := strings.Join(order, " "), "1:2 2:1 3:3 4:4 5:5 6:6 7:7"; got != want {
		t.Errorf("standings %s, want %s", got, want)
	}
	res, err := standings.Check(tour, standings.Options{})
	if err != nil || !res.Checked || !res.Consistent || res.Edition != "2026" {
		t.Errorf("check: %+v, %v", res, err)
	}
}
