package trf

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden from the current Write")

// TestGolden writes each fixture testdata/NAME.trf and compares with
// testdata/NAME.golden; go test ./trf -run TestGolden -update rewrites them.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.trf")
	if len(files) < 2 {
		t.Fatalf("fixtures: %v", files)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			f, err := ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if errs := f.Validate(); errs != nil {
				t.Fatalf("Validate: %v", errs)
			}
			var out bytes.Buffer
			if err := Write(&out, f); err != nil {
				t.Fatal(err)
			}
			golden := strings.TrimSuffix(path, ".trf") + ".golden"
			if *update {
				if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out.Bytes(), want) {
				t.Errorf("Write differs from %s:\n%s", golden, out.Bytes())
			}
			assertStable(t, out.Bytes())
		})
	}
}

// assertStable checks that canonical bytes read and written again are the
// same bytes.
func assertStable(t *testing.T, canonical []byte) {
	t.Helper()
	f, err := Read("w1", bytes.NewReader(canonical))
	if err != nil {
		t.Fatalf("reading written file: %v", err)
	}
	var out bytes.Buffer
	if err := Write(&out, f); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Bytes(), canonical) {
		t.Errorf("second write differs:\n%s\nfirst:\n%s", out.Bytes(), canonical)
	}
}

// TestCanonicalBase: the base fixture is canonical, so writing it gives
// back its bytes.
func TestCanonicalBase(t *testing.T) {
	b, err := os.ReadFile("testdata/base.trf")
	if err != nil {
		t.Fatal(err)
	}
	assertStable(t, b)
}

// TestWriteInMemory writes a File built without Read.
func TestWriteInMemory(t *testing.T) {
	f := &File{
		Records: []Record{{Text: "012 Built  "}, {Text: "   "}},
		Players: []*Player{
			{ID: 1, Sex: 'm', Title: "g", Name: "One", Rating: 2000, Points: 10, Rank: 1,
				Games: []Game{{2, White, ResultWin}, {0, NoColour, ResultNone}, {}}},
			{ID: 2, Name: "Two", Points: -5, Games: []Game{{1, Black, ResultLoss}, {0, NoColour, ResultHalfBye}}},
		},
		TotalRounds: 5, InitialColour: Black, RankIDs: true,
		Scoring:      Scoring{WhiteWin: 30, BlackWin: 30, WhiteDraw: 10, BlackDraw: 10, HalfBye: 15, ForfeitLoss: -10},
		ScoringGiven: true,
		Acceleration: map[int][]Points{2: {10}, 1: {5, 0}},
		Prohibited:   []Prohibition{{First: 1, IDs: []int{1, 2}}, {First: 2, Last: 4, IDs: []int{1, 2}}},
		ByeRequests:  []ByeRequest{{Kind: 'Z', IDs: []int{1}}, {Kind: 'H', Round: 6, IDs: []int{2}}},
	}
	want := `012 Built
001    1 m  g One                               2000                             1.0    1     2 w 1
001    2      Two                                                               -0.5          1 b 0  0000 - H
XXR 5
XXC rank black1
XXS WW=3 BW=3 WD=1 BD=1 WL=0 BL=0 ZPB=0 HPB=1.5 FPB=0 PAB=0 FW=0 FL=-1
XXA    1  0.5  0.0
XXA    2  1.0
XXP 1 2
260   2   4    1    2
XXZ 1
240 H   6    2
`
	var out bytes.Buffer
	if err := Write(&out, f); err != nil {
		t.Fatal(err)
	}
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
	assertStable(t, out.Bytes())
}

func TestWriteErrors(t *testing.T) {
	tests := []struct {
		name string
		f    File
		msg  string
	}{
		{"long name", File{Players: []*Player{{ID: 1, Name: strings.Repeat("x", 34)}}}, "name"},
		{"start rank 0", File{Players: []*Player{{ID: 0}}}, "start rank 0"},
		{"rating", File{Players: []*Player{{ID: 1, Rating: 10000}}}, "rating"},
		{"points", File{Players: []*Player{{ID: 1, Points: 1005}}}, "points 100.5"},
		{"opponent", File{Players: []*Player{{ID: 1, Games: []Game{{Opponent: 10000}}}}}, "opponent"},
		{"record with a line break", File{Records: []Record{{Text: "012 a\nb"}}}, "line break"},
		{"name with a C1 control", File{Players: []*Player{{ID: 1, Name: "Ab\u009bc"}}}, "control character"},
		{"name with a bidirectional control", File{Players: []*Player{{ID: 1, Name: "\u202eAbc"}}}, "control character"},
		{"record with a bidirectional control", File{Records: []Record{{Text: "012 \u2066a"}}}, "control character"},
		{"total rounds", File{TotalRounds: 1000}, "total rounds"},
		{"bye round 0", File{ByeRequests: []ByeRequest{{Kind: 'H', IDs: []int{1}}}}, "cannot be written"},
		{"prohibition rounds", File{Prohibited: []Prohibition{{First: 3, Last: 2, IDs: []int{1, 2}}}}, "bad rounds"},
		{"acceleration", File{Acceleration: map[int][]Points{1: {100000}}}, "does not fit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			err := Write(&out, &tt.f)
			if err == nil || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("error %v, want one about %q", err, tt.msg)
			}
			if out.Len() != 0 {
				t.Errorf("wrote %q", out.String())
			}
		})
	}
}
