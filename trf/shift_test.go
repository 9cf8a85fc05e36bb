package trf

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// reference is a real tournament (17 players, 5 rounds) whose line 12 is
// player 11:
//
//	001   11      Test0011 Player0011               1971                             2.5   10     3 w 0    12 b 1    17 w =     9 b =     5 w =
const reference = "../fixtures/reference/n0132_p17_r5_s408581591.trf"

// insertAt puts s before the character at 1-based column col.
func insertAt(col int, s string) func(string) string {
	return func(l string) string { return l[:col-1] + s + l[col-1:] }
}

// deleteAt removes the character at 1-based column col.
func deleteAt(col int) func(string) string {
	return func(l string) string { return l[:col-1] + l[col:] }
}

// TestShiftedRecord: a player record with characters too many or too few
// (or a tab) is one problem at the column from which it is shifted, which
// says by how much, and not one for every field after it (a blank in the
// name gave 20). The record is read as it would be without the shift; the
// file stays invalid.
func TestShiftedRecord(t *testing.T) {
	data, err := os.ReadFile(reference)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	tests := []struct {
		name string
		edit func(string) string
		col  int
		msg  string
	}{
		{"blank in the name", insertAt(23, " "), 49,
			"found the columns from 49 on shifted 1 to the right (the rating at 50-53, not 49-52): a character too many at or before column 49; without the blank there the record reads without a problem"},
		{"letter in the name", insertAt(21, "x"), 49, "shifted 1 to the right (the rating at 50-53, not 49-52)"},
		{"blank in the rating", insertAt(51, " "), 51,
			"found the columns from 51 on, inside the rating (49-52), shifted 1 to the right (the points at 82-85, not 81-84): a character too many at or before column 51"},
		{"blank in round 3", insertAt(117, " "), 117,
			"found the columns from 117 on, inside the round 3 block (112-119), shifted 1 to the right (the round 4 block at 123-130, not 122-129)"},
		{"blank in the last round", insertAt(137, " "), 137, "inside the round 5 block (132-139), shifted 1 to the right: a character too many at or before column 137"},
		{"two blanks in the name", insertAt(23, "  "), 49, "shifted 2 to the right (the rating at 51-54, not 49-52): 2 characters too many at or before column 49; without the blanks there"},
		{"blank deleted from the name", deleteAt(23), 48,
			"found the columns from 48 on shifted 1 to the left (the rating at 48-51, not 49-52): a character missing at or before column 48; with a blank put there the record reads without a problem"},
		{"blank deleted in round 2", deleteAt(104), 106, "inside the round 2 block (102-109), shifted 1 to the left (the round 3 block at 111-118, not 112-119)"},
		{"rounds from column 91", deleteAt(91), 96, "inside the round 1 block (92-99), shifted 1 to the left (the round 2 block at 101-108, not 102-109): a character missing at or before column 96"},
		{"start rank one too far", insertAt(5, " "), 7, "inside the start rank (5-8), shifted 1 to the right (the name at 16-48, not 15-47)"},
		{"tab for blanks", func(l string) string { return l[:40] + "\t" + l[48:] }, 41,
			"player record: expected blanks, found a tab at column 41: the fields are at fixed columns (TRF16), and a tab moves those after it; with tab stops every 8 columns the record reads without a problem"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ls := slices.Clone(lines)
			ls[11] = tt.edit(ls[11])
			f, err := Read("t.trf", strings.NewReader(strings.Join(ls, "\n")))
			errs, _ := err.(ErrorList)
			if len(errs) != 1 || errs[0].Line != 12 || errs[0].Col != tt.col || !strings.Contains(errs[0].Msg, tt.msg) {
				t.Fatalf("%d problems:\n%v\nwant one, t.trf:12:%d: ...%s...", len(errs), errs, tt.col, tt.msg)
			}
			if p := f.Players[10]; p.ID != 11 || p.Rating != 1971 && !strings.Contains(tt.name, "rating") || len(p.Games) != 5 || p.Points != 25 {
				t.Errorf("player read with the shift undone: %+v", p)
			}
		})
	}
}

// TestNotShifted: a record whose problems no single shift explains keeps
// them all, and says nothing of a shift: a blank in the name and a bad
// result code, two shifts in opposite directions, text after the last
// round, a half block after it.
func TestNotShifted(t *testing.T) {
	data, err := os.ReadFile(reference)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	tests := []struct {
		name string
		edit func(string) string
		min  int // problems at least
	}{
		{"shift and a bad result", func(l string) string { return insertAt(23, " ")(l[:98] + "x" + l[99:]) }, 10},
		{"two shifts", func(l string) string { return insertAt(23, " ")(deleteAt(104)(l)) }, 2},
		{"text after the last round", func(l string) string { return l + "  junk" }, 1},
		{"half a block after the last", func(l string) string { return l + "     6 w" }, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ls := slices.Clone(lines)
			ls[11] = tt.edit(ls[11])
			_, err := Read("t.trf", strings.NewReader(strings.Join(ls, "\n")))
			errs, _ := err.(ErrorList)
			if len(errs) < tt.min {
				t.Fatalf("%d problems, want at least %d:\n%v", len(errs), tt.min, errs)
			}
			for _, e := range errs {
				if e.Line != 12 || strings.Contains(e.Msg, "shift") || strings.Contains(e.Msg, "tab") {
					t.Errorf("problem %v", e)
				}
			}
		})
	}
}
