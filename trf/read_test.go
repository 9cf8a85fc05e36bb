package trf

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unicode/utf16"
)

// pl builds a 001 record at the canonical columns: start rank, points and
// round blocks ("OOOO c r").
func pl(id int, points string, blocks ...string) string {
	return fmt.Sprintf("001 %4d      %-33s %4s %-3s %11s %-10s %4s %4s  %s",
		id, fmt.Sprintf("Player %d", id), "", "", "", "", points, "", strings.Join(blocks, "  "))
}

// mustRead reads text and fails the test on any problem.
func mustRead(t *testing.T, text string) *File {
	t.Helper()
	f, err := Read("t.trf", strings.NewReader(text))
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	return f
}

// twoPlayers is a small valid tournament: one game, then a bye each.
var twoPlayers = strings.Join([]string{
	"012 Two",
	pl(1, "1.5", "   2 w 1", "0000 - H"),
	pl(2, "0.0", "   1 b 0", "0000 - Z"),
}, "\n") + "\n"

func TestLineEnds(t *testing.T) {
	want := mustRead(t, twoPlayers)
	for name, text := range map[string]string{
		"CR":          strings.ReplaceAll(twoPlayers, "\n", "\r"),
		"CRLF":        strings.ReplaceAll(twoPlayers, "\n", "\r\n"),
		"no last end": strings.TrimSuffix(twoPlayers, "\n"),
		"BOM":         "\uFEFF" + twoPlayers,
		"BOM CRLF":    "\uFEFF" + strings.ReplaceAll(twoPlayers, "\n", "\r\n"),
	} {
		t.Run(name, func(t *testing.T) {
			f := mustRead(t, text)
			if !reflect.DeepEqual(f.Players, want.Players) || !reflect.DeepEqual(f.Records, want.Records) {
				t.Errorf("got %+v %+v, want %+v %+v", f.Players, f.Records, want.Players, want.Records)
			}
		})
	}
}

func TestLineNumbers(t *testing.T) {
	// CR LF is one line end, LF CR two; empty lines count but are skipped.
	f := mustRead(t, "012 A\r\n\r\n022 B\n\r032 C\r\r"+pl(1, "0.0"))
	var got []int
	for _, r := range f.Records {
		got = append(got, r.Line)
	}
	if want := []int{1, 3, 5}; !reflect.DeepEqual(got, want) || f.Players[0].Line != 7 {
		t.Errorf("record lines %v, player line %d; want %v, 7", got, f.Players[0].Line, want)
	}
}

func TestLatin1(t *testing.T) {
	line := []byte(pl(1, "0.0"))
	copy(line[14:], "M\xfcller, J\xf6rg") // ISO 8859-1 ü and ö
	f, err := Read("t.trf", bytes.NewReader(append([]byte("012 Caf\xe9\n"), line...)))
	if err != nil {
		t.Fatal(err)
	}
	if f.Players[0].Name != "Müller, Jörg" || f.Records[0].Text != "012 Café" {
		t.Errorf("name %q, record %q", f.Players[0].Name, f.Records[0].Text)
	}
	if len(f.Warnings) != 1 || f.Warnings[0].Line != 1 || f.Warnings[0].Col != 8 ||
		!strings.Contains(f.Warnings[0].Msg, "read as Latin-1") {
		t.Errorf("warnings %v", f.Warnings)
	}
}

// TestLatin1Windows1252: in a file read as Latin-1, bytes 0x80-0x9F are
// the letters and signs Windows-1252 puts there, not C1 controls; the five
// it leaves undefined are controls, an error at their column.
func TestLatin1Windows1252(t *testing.T) {
	tests := []struct {
		name, bytes, want string // want: the name read, or the error
	}{
		{"Czech", "\x8aa\x9aek, \x8eofia", "Šašek, Žofia"},
		{"signs", "\x80\x84\x93\x96\x99\x9f\x91\x92", "€„“–™Ÿ‘’"},
		{"undefined 0x81", "Ab\x81c", "t.trf:2:17: name: expected text, found the control character HOP (byte 0x81)"},
		{"undefined 0x9D", "Abc\x9d", "t.trf:2:18: name: expected text, found the control character OSC (byte 0x9D)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			line := []byte(pl(1, "0.0"))
			copy(line[14:], tt.bytes)
			f, err := Read("t.trf", bytes.NewReader(append([]byte("012 Caf\xe9\n"), line...)))
			switch {
			case err != nil && err.Error() != tt.want:
				t.Errorf("error %v, want %q", err, tt.want)
			case err == nil && strings.TrimRight(f.Players[0].Name, " ") != strings.TrimRight(tt.want, " "):
				t.Errorf("name %q, want %q", f.Players[0].Name, tt.want)
			}
		})
	}
}

// TestUTF16: a report saved as UTF-16 with a byte order mark reads as the
// same report in UTF-8, with a warning; an odd byte at the end is a problem.
func TestUTF16(t *testing.T) {
	text := "012 Café\n" + twoPlayers
	want := mustRead(t, text)
	for _, order := range []binary.AppendByteOrder{binary.LittleEndian, binary.BigEndian} {
		data := order.AppendUint16(nil, 0xFEFF)
		for _, u := range utf16.Encode([]rune(strings.ReplaceAll(text, "\n", "\r\n"))) {
			data = order.AppendUint16(data, u)
		}
		f, err := Read("t.trf", bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%v: %v", order, err)
		}
		if !reflect.DeepEqual(f.Players, want.Players) || !reflect.DeepEqual(f.Records, want.Records) {
			t.Errorf("%v: got %+v %+v", order, f.Players, f.Records)
		}
		if len(f.Warnings) != 1 || f.Warnings[0].Line != 1 || f.Warnings[0].Col != 1 || !strings.Contains(f.Warnings[0].Msg, "read as UTF-16") {
			t.Errorf("%v: warnings %v", order, f.Warnings)
		}
		_, err = Read("t.trf", bytes.NewReader(append(data, 'x')))
		if err == nil || !strings.Contains(err.Error(), "t.trf: file: expected UTF-16 text (an even number of bytes)") {
			t.Errorf("%v: odd length: %v", order, err)
		}
	}
	// Without a byte order mark, UTF-16 is not guessed: its NULs are
	// control characters.
	_, err := Read("t.trf", strings.NewReader("0\x000\x001\x00"))
	if err == nil || !strings.Contains(err.Error(), "t.trf:1:2: line: expected text, found the control character NUL") {
		t.Errorf("UTF-16 without a byte order mark: %v", err)
	}
}

func TestUTF8Columns(t *testing.T) {
	// Columns count characters: a name of multi-byte letters does not shift
	// the rating.
	line := []rune(pl(1, "0.0"))
	copy(line[14:], []rune("Ærøskøbing, Đặng Thị"))
	copy(line[48:], []rune("2345"))
	f := mustRead(t, string(line))
	if p := f.Players[0]; p.Name != "Ærøskøbing, Đặng Thị" || p.Rating != 2345 {
		t.Errorf("name %q rating %d", p.Name, p.Rating)
	}
}

func TestPlayerFields(t *testing.T) {
	f := mustRead(t, "001   12 wWGM Doe, Jane                         2512 ITA    12345678 1990/05/17 11.5   37     7 w 1")
	p := f.Players[0]
	want := Player{Line: 1, ID: 12, Sex: 'w', Title: "WGM", Name: "Doe, Jane", Rating: 2512,
		Federation: "ITA", FIDEID: "12345678", BirthDate: "1990/05/17", Points: 115, Rank: 37,
		Games: []Game{{Opponent: 7, Colour: White, Result: ResultWin}}}
	if !reflect.DeepEqual(*p, want) {
		t.Errorf("got %+v\nwant %+v", *p, want)
	}
}

func TestRoundBlocks(t *testing.T) {
	tests := []struct {
		name   string
		blocks []string
		want   []Game
	}{
		{"played", []string{"  12 w 1", "   3 b =", "   4 W 0"}, []Game{{12, White, '1'}, {3, Black, '='}, {4, White, '0'}}},
		{"lower-case letters", []string{"   2 w w", "   3 b d", "   4 w l", "0000 - h", "0000 - u", "0000 - f", "0000 - z"},
			[]Game{{2, White, 'W'}, {3, Black, 'D'}, {4, White, 'L'}, {0, NoColour, 'H'}, {0, NoColour, 'U'}, {0, NoColour, 'F'}, {0, NoColour, 'Z'}}},
		{"TRF06 byes", []string{"0000 - +", "0000 - =", "0000 - -"}, []Game{{0, NoColour, '+'}, {0, NoColour, '='}, {0, NoColour, '-'}}},
		{"forfeits", []string{"   5 w +", "   6 b -", "   7 - -"}, []Game{{5, White, '+'}, {6, Black, '-'}, {7, NoColour, '-'}}},
		{"blank opponent and colour", []string{"       -", "       U"}, []Game{{0, NoColour, '-'}, {0, NoColour, 'U'}}},
		{"blank block inside", []string{"   2 w 1", "        ", "0000 -  ", "   3 b 0"}, []Game{{2, White, '1'}, {0, NoColour, ' '}, {0, NoColour, ' '}, {3, Black, '0'}}},
		{"trailing blank blocks trimmed", []string{"   2 w 1", "        ", "0000 -  "}, []Game{{2, White, '1'}}},
		{"trailing bye kept", []string{"   2 w 1", "0000 - Z"}, []Game{{2, White, '1'}, {0, NoColour, 'Z'}}},
		{"opponent left-aligned", []string{"12   w 1"}, []Game{{12, White, '1'}}},
		{"no rounds", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mustRead(t, pl(1, "0.0", tt.blocks...))
			if got := f.Players[0].Games; !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestShortLines(t *testing.T) {
	full := pl(1, "1.0", "   2 w 1")
	for _, tt := range []struct {
		name  string
		text  string
		games int
	}{
		{"ends after points", full[:84], 0},
		{"ends inside rank", full[:87], 0},
		{"ends after result", full[:99], 1},
		{"trailing blanks", full + strings.Repeat(" ", 30), 1},
		{"ends inside a blank block", full + "  0000 -", 1},
		{"only start rank", "001    1", 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := mustRead(t, tt.text)
			if n := len(f.Players[0].Games); n != tt.games {
				t.Errorf("%d games, want %d", n, tt.games)
			}
		})
	}
}

func TestRecordsKept(t *testing.T) {
	lines := []string{
		"012 Open", "022 City", "092 Swiss Dutch", "122 90'+30\"", "132         ",
		"### a TRF26 comment", "192 FIDE_DUTCH_2017", "013 Team A                          1    2",
		"GER    1 12345678 2100", "299 something", "xyz", "   leading blanks", "00",
	}
	f := mustRead(t, strings.Join(lines, "\n"))
	var got []string
	for _, r := range f.Records {
		got = append(got, r.Text)
	}
	if !reflect.DeepEqual(got, lines) {
		t.Errorf("got %q", got)
	}
	if f.Records[7].Tag() != "013" || f.Records[12].Tag() != "00" {
		t.Errorf("tags %q %q", f.Records[7].Tag(), f.Records[12].Tag())
	}
	if !f.Scoring.eq(DefaultScoring) || f.ScoringGiven || f.TotalRounds != 0 {
		t.Errorf("extensions set: %+v", f)
	}
}

// eq compares two point systems.
func (s Scoring) eq(o Scoring) bool { return s == o }

func TestExtensions(t *testing.T) {
	text := strings.Join([]string{
		"XXR 9", "XXC rank black1", "XXS W=3 D=1", "XXS PAB=1.5 FL=-1",
		"XXA    2  1.0  0.5", "XXA    1   .5       1.0",
		"XXP 1 2 3", "XXZ 4 5", "XXZ 6",
	}, "\n")
	f := mustRead(t, text)
	want := Scoring{WhiteWin: 30, BlackWin: 30, WhiteDraw: 10, BlackDraw: 10, HalfBye: 10,
		FullBye: 30, PAB: 15, ForfeitWin: 30, ForfeitLoss: -10}
	switch {
	case f.TotalRounds != 9 || f.InitialColour != Black || !f.RankIDs:
		t.Errorf("XXR/XXC: %d %v %v", f.TotalRounds, f.InitialColour, f.RankIDs)
	case !f.ScoringGiven || f.Scoring != want:
		t.Errorf("XXS: %+v", f.Scoring)
	case !reflect.DeepEqual(f.Acceleration, map[int][]Points{2: {10, 5}, 1: {5, 0, 10}}):
		t.Errorf("XXA: %v", f.Acceleration)
	case !reflect.DeepEqual(f.Prohibited, []Prohibition{{Line: 7, First: 1, Last: 0, IDs: []int{1, 2, 3}}}):
		t.Errorf("XXP: %+v", f.Prohibited)
	case !reflect.DeepEqual(f.ByeRequests, []ByeRequest{{Line: 8, Kind: 'Z', IDs: []int{4, 5}}, {Line: 9, Kind: 'Z', IDs: []int{6}}}):
		t.Errorf("XXZ: %+v", f.ByeRequests)
	case len(f.Records) != 0:
		t.Errorf("extensions kept as records: %v", f.Records)
	}
}

func TestBBScoring(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  Scoring
	}{
		{"BBW sets the PAB", []string{"BBW  3.0", "BBD  1.0"}, Scoring{WhiteWin: 30, BlackWin: 30, WhiteDraw: 10, BlackDraw: 10,
			HalfBye: 10, FullBye: 30, PAB: 30, ForfeitWin: 30}},
		{"BBU wins over BBW in any order", []string{"BBU  1.0", "BBW  3.0"}, Scoring{WhiteWin: 30, BlackWin: 30, WhiteDraw: 5, BlackDraw: 5,
			HalfBye: 5, FullBye: 30, PAB: 10, ForfeitWin: 30}},
		{"loss, zero bye, forfeit loss", []string{"BBL  0.5", "BBZ  0.2", "BBF -1.0"}, Scoring{WhiteWin: 10, BlackWin: 10, WhiteDraw: 5, BlackDraw: 5,
			WhiteLoss: 5, BlackLoss: 5, ZeroBye: 2, HalfBye: 5, FullBye: 10, PAB: 10, ForfeitWin: 10, ForfeitLoss: -10}},
		// 162 P gives the PAB: BBW's win value stands for the PAB only
		// when nothing gives it (bbpPairings, in either order of records).
		{"XXS over BB over 162", []string{"XXS WW=2", "BBW  3.0", "162  W 4.0    D 2.0    P 0.0"}, Scoring{WhiteWin: 20, BlackWin: 30,
			WhiteDraw: 20, BlackDraw: 20, HalfBye: 20, FullBye: 30, PAB: 0, ForfeitWin: 30}},
		{"BBW gives the PAB over 162 W", []string{"162  W 4.0", "BBW  3.0"}, Scoring{WhiteWin: 30, BlackWin: 30,
			WhiteDraw: 5, BlackDraw: 5, HalfBye: 5, FullBye: 30, PAB: 30, ForfeitWin: 30}},
		{"BBU over 162 P", []string{"162  P 0.5", "BBW  3.0", "BBU  2.0"}, Scoring{WhiteWin: 30, BlackWin: 30,
			WhiteDraw: 5, BlackDraw: 5, HalfBye: 5, FullBye: 30, PAB: 20, ForfeitWin: 30}},
		{"162 symbols", []string{"162  W 3.0    D 1.0    L 0.5    A 0.1    P 2.0    X 9.0"}, Scoring{WhiteWin: 30, BlackWin: 30,
			WhiteDraw: 10, BlackDraw: 10, WhiteLoss: 5, BlackLoss: 5, ZeroBye: 1, HalfBye: 10, FullBye: 30, PAB: 20, ForfeitWin: 30, ForfeitLoss: 1}},
		{"later XXS overrides", []string{"XXS WW=2", "XXS WW=0.5"}, func() Scoring { s := DefaultScoring; s.WhiteWin = 5; return s }()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mustRead(t, strings.Join(tt.lines, "\n"))
			if !f.ScoringGiven || f.Scoring != tt.want {
				t.Errorf("got  %+v\nwant %+v", f.Scoring, tt.want)
			}
		})
	}
}

func TestTRF26(t *testing.T) {
	text := strings.Join([]string{
		"142 7", "152 W", "192 FIDE_DUTCH_2026",
		pl(1, "0.0"), pl(2, "0.0"), pl(3, "0.0"), pl(5, "0.0"),
		"240 H   2    1    3", "240 Z   3    2",
		"250      1.0   1   3    1    2", "250      0.5   4   4    2    4",
		"260   2   5    1    2    3",
	}, "\n")
	f := mustRead(t, text)
	switch {
	case f.TotalRounds != 7 || f.InitialColour != White:
		t.Errorf("142/152: %d %v", f.TotalRounds, f.InitialColour)
	case len(f.Records) != 1 || f.Records[0].Text != "192 FIDE_DUTCH_2026":
		t.Errorf("records %v", f.Records)
	case !reflect.DeepEqual(f.ByeRequests, []ByeRequest{{Line: 8, Kind: 'H', Round: 2, IDs: []int{1, 3}}, {Line: 9, Kind: 'Z', Round: 3, IDs: []int{2}}}):
		t.Errorf("240: %+v", f.ByeRequests)
	case !reflect.DeepEqual(f.Acceleration, map[int][]Points{1: {10, 10, 10}, 2: {10, 10, 10, 5}, 3: {0, 0, 0, 5}}):
		t.Errorf("250: %v", f.Acceleration)
	case !reflect.DeepEqual(f.Prohibited, []Prohibition{{Line: 12, First: 2, Last: 5, IDs: []int{1, 2, 3}}}):
		t.Errorf("260: %+v", f.Prohibited)
	}
}

func TestPrecedence(t *testing.T) {
	// A second 142 with another value is a contradiction (TestDamaged);
	// the same value again is not.
	f := mustRead(t, "142 6\nXXR 7\n152 B\nXXC white1\n142 6")
	if f.TotalRounds != 7 || f.InitialColour != White {
		t.Errorf("got %d %v; XXR and XXC should win", f.TotalRounds, f.InitialColour)
	}
	var warns []string
	for _, w := range f.Warnings {
		warns = append(warns, w.Error())
	}
	if want := []string{
		"t.trf:3:5: 152: expected the same initial colour as XXC (w), found b; XXC is used",
		"t.trf:5:5: 142: expected the same number of rounds as XXR (7), found 6; XXR is used",
	}; !reflect.DeepEqual(warns, want) {
		t.Errorf("warnings %q", warns)
	}
	f = mustRead(t, pl(1, "0.0")+"\n"+pl(2, "0.0")+"\nXXA    2  2.0\n250      1.0   1   2    1    2")
	if !reflect.DeepEqual(f.Acceleration, map[int][]Points{1: {10, 10}, 2: {20}}) {
		t.Errorf("XXA should win over 250: %v", f.Acceleration)
	}
}

func TestAllProblemsReported(t *testing.T) {
	text := strings.Join([]string{
		pl(1, "x.0", "  2a w 1"),
		"XXR many",
		pl(0, "1.0", "   1 q 1"),
	}, "\n")
	_, err := Read("t.trf", strings.NewReader(text))
	var errs ErrorList
	if !errors.As(err, &errs) {
		t.Fatalf("error %T %v", err, err)
	}
	var got []string
	for _, e := range errs {
		got = append(got, fmt.Sprintf("%d:%d", e.Line, e.Col))
	}
	if want := []string{"1:81", "1:92", "2:5", "3:5", "3:97"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v\n%v", got, want, errs)
	}
}

func TestTooManyErrors(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 3*MaxErrors; i++ {
		b.WriteString("XXR x\n")
	}
	_, err := Read("t.trf", strings.NewReader(b.String()))
	errs := err.(ErrorList)
	if len(errs) != MaxErrors+1 {
		t.Fatalf("%d errors", len(errs))
	}
	last := errs[MaxErrors]
	if errs[MaxErrors-1].Line != MaxErrors || last.Line != MaxErrors+1 ||
		last.Msg != fmt.Sprintf("too many errors: %d more not listed", 2*MaxErrors) {
		t.Errorf("last two: %v / %v", errs[MaxErrors-1], last)
	}
}

// endless is a reader of blanks that never ends.
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	return len(p), nil
}

type failing struct{}

func (failing) Read([]byte) (int, error) { return 0, io.ErrUnexpectedEOF }

func TestReadLimits(t *testing.T) {
	_, err := Read("big.trf", endless{})
	if err == nil || !strings.Contains(err.Error(), "big.trf: file: expected at most 64 MiB") {
		t.Errorf("endless input: %v", err)
	}
	_, err = Read("bad.trf", failing{})
	if err == nil || !strings.Contains(err.Error(), "unexpected EOF") {
		t.Errorf("failing reader: %v", err)
	}
	if _, err := ReadFile("testdata/no such file"); err == nil {
		t.Error("missing file: no error")
	}
}

// TestReadValidFileNotRegular: what is not a regular file is not opened
// and is named with what it is; an error opening a file names it once.
func TestReadValidFileNotRegular(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.trf")
	for _, tt := range []struct{ path, want string }{
		{dir, dir + ": not a regular file (a folder)"},
		{missing, missing + ": "},
	} {
		f, errs := ReadValidFile(tt.path)
		if f != nil || len(errs) != 1 || !strings.HasPrefix(errs[0].Error(), tt.want) || strings.Count(errs[0].Error(), tt.path) != 1 {
			t.Errorf("ReadValidFile(%s) = %v, %v; want nil and %q, naming the file once", tt.path, f, errs, tt.want)
		}
	}
}

func TestScore(t *testing.T) {
	f := mustRead(t, strings.Join([]string{
		"XXS WW=3 BW=3 WD=1 BD=1 PAB=2 ZPB=0.5",
		pl(1, "0.0", "   2 w 1", "   3 b =", "0000 - U", "0000 - Z", "        ", "   4 w +", "   5 b -", "0000 - F", "0000 - H", "0000 - =", "0000 - +", "0000 - -"),
	}, "\n"))
	p := f.Players[0]
	for rounds, want := range map[int]Points{0: 0, 1: 30, 2: 40, 3: 60, 4: 65, 5: 70, 6: 80, 7: 80, 8: 90, 9: 95, 10: 100, 11: 120, 12: 125, 14: 135} {
		if got := f.Score(p, rounds); got != want {
			t.Errorf("Score after %d rounds = %v, want %v", rounds, got, want)
		}
	}
}

func TestPointsFormat(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want Points
		ok   bool
	}{
		{"11.5", 115, true}, {" 3", 30, true}, {".5", 5, true}, {"-1.0", -10, true}, {"4.", 40, true},
		{"1.50", 15, true}, {"9999", 99990, true}, {"", 0, false}, {".", 0, false}, {"-", 0, false},
		{"1.25", 0, false}, {"1,5", 0, false}, {"+1", 0, false}, {"12345", 0, false}, {"1 2", 0, false},
	} {
		got, ok := parsePoints(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("parsePoints(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
		if !ok {
			continue
		}
		col, fits := got.column()
		if back, _ := parsePoints(col); !fits || back != got || len(col) != 4 {
			t.Errorf("column(%v) = %q, %v", got, col, fits)
		}
	}
}
