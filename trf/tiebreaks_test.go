package trf

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestParseTiebreaks(t *testing.T) {
	tests := []struct {
		text  string
		codes string // canonical, comma-separated
		cols  []int  // column of each code (text at column 5)
		err   string // part of the first error
	}{
		{"BH/C1,BH,SB,DE", "BH/C1,BH,SB,DE", []int{5, 11, 14, 17}, ""},
		{"bh/c1, Bh ,sb", "BH/C1,BH,SB", []int{5, 12, 16}, ""},
		{"BH/C1 BH SB", "BH/C1,BH,SB", []int{5, 11, 14}, ""},
		{"KS/L-1,KS/L+1,TPN/R,AOB/F,DE/P", "KS/L-1,KS/L+1,TPN/R,AOB/F,DE/P", nil, ""},
		{"BH:MP/C1/P,OTHER_X", "BH:MP/C1/P,OTHER_X", nil, ""},
		{"", "", nil, ""},
		{"BH,,SB", "", nil, "expected a code before the comma at column 8"},
		{",BH", "", nil, "expected a code before the comma at column 5"},
		{"BH,", "", nil, "expected a code after the comma at column 7"},
		{"BH/", "", nil, `the modifier ""`},
		{"BH//C1", "", nil, `the modifier ""`},
		{"BH:XP", "", nil, `must be MP or GP, not "XP"`},
		{"1BH", "", nil, `the acronym "1BH"`},
		{"B.H", "", nil, `the acronym "B.H"`},
		{"BH/C*1", "", nil, `the modifier "C*1"`},
	}
	for _, tt := range tests {
		items, errs := ParseTiebreaks("f.trf", 3, 5, tt.text)
		if tt.err != "" {
			if len(errs) == 0 || !strings.Contains(errs[0].Error(), tt.err) {
				t.Errorf("%q: errors %v, want one with %q", tt.text, errs, tt.err)
			}
			continue
		}
		if len(errs) > 0 {
			t.Errorf("%q: unexpected errors %v", tt.text, errs)
			continue
		}
		if got := codes(items); got != tt.codes {
			t.Errorf("%q: codes %q, want %q", tt.text, got, tt.codes)
		}
		for i, c := range tt.cols {
			if items[i].Col != c || items[i].Line != 3 {
				t.Errorf("%q: item %d at %d:%d, want 3:%d", tt.text, i, items[i].Line, items[i].Col, c)
			}
		}
	}
}

func TestFileTiebreaks(t *testing.T) {
	player := fmt.Sprintf("001 %4d      %-33s %4d%28s%4s %4d  %4d %c %c\n", 1, "A", 2000, "", "1.0", 1, 2, 'w', '1') +
		fmt.Sprintf("001 %4d      %-33s %4d%28s%4s %4d  %4d %c %c\n", 2, "B", 2000, "", "0.0", 2, 1, 'b', '0')
	tests := []struct {
		records string
		tag     string
		codes   string
		err     string // the first error, with its position
	}{
		{"", "", "", ""},
		{"202 BH/C1,BH\n", "202", "BH/C1,BH", ""},
		{"212 PTS,BH/C1,BH\n", "212", "PTS,BH/C1,BH", ""},
		{"202 BH/C1,BH\n212 PTS, BH/C1, BH\n", "212", "PTS,BH/C1,BH", ""},
		{"202 BH\n202 BH\n", "202", "BH", ""},
		{"202 BH\n202 SB\n", "", "", "f.trf:2:5: 202: expected one tie-break list, found SB here and BH on line 1"},
		{"202 BH/C1,BH\n212 PTS,BH,BH/C1\n", "", "", "f.trf:2:5: 212: expected PTS and then the tie-breaks of 202 on line 1 (BH/C1,BH), found PTS,BH,BH/C1"},
		{"212 BH,PTS\n", "", "", "f.trf:1:5: 212: expected PTS first"},
		{"212 PTS,BH,PTS\n", "", "", "f.trf:1:12: 212: expected PTS only first"},
		{"202 PTS,BH\n", "", "", "f.trf:1:5: 202: expected tie-breaks for players on equal points, found PTS"},
		{"202\n", "", "", "f.trf:1:5: 202: expected a list of tie-break codes"},
		{"202 BH,,SB\n", "", "", "f.trf:1:8: tie-break list: expected a code before the comma"},
		{"202BH\n", "", "", "f.trf:1:4: 202: expected a blank after the record type"},
	}
	for _, tt := range tests {
		f, err := Read("f.trf", strings.NewReader(tt.records+player))
		if err != nil {
			t.Fatalf("%q: %v", tt.records, err)
		}
		l, errs := f.Tiebreaks()
		if tt.err != "" {
			if len(errs) == 0 || !strings.HasPrefix(errs[0].Error(), tt.err) {
				t.Errorf("%q: errors %v, want first %q", tt.records, errs, tt.err)
			}
			continue
		}
		if len(errs) > 0 {
			t.Errorf("%q: unexpected errors %v", tt.records, errs)
			continue
		}
		if l.Tag != tt.tag || codes(l.Items) != tt.codes {
			t.Errorf("%q: %s %q, want %s %q", tt.records, l.Tag, codes(l.Items), tt.tag, tt.codes)
		}
	}
}

// FuzzParseTiebreaks: any text is read without a panic; every code read
// is in canonical form and parses back to itself, and an error names a
// column of the text.
func FuzzParseTiebreaks(f *testing.F) {
	for _, s := range []string{"BH/C1,BH,SB,DE", "PTS,FB,SB/C1,WIN", "KS/L-1 TPN/R", "BH:MP/C1/P", ",,", "BH/", "é/É", "OTHER_X"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		items, errs := ParseTiebreaks("f", 1, 5, text)
		n := utf8.RuneCountInString(text)
		for _, e := range errs {
			if e.Col < 5 || e.Col > 5+n {
				t.Fatalf("%q: error at column %d outside the text: %v", text, e.Col, e)
			}
		}
		for _, it := range items {
			again, es := ParseTiebreaks("f", 1, 1, it.Code())
			if len(es) > 0 || len(again) != 1 || again[0].Code() != it.Code() {
				t.Fatalf("%q: code %q does not read back (%v, %v)", text, it.Code(), again, es)
			}
		}
	})
}
