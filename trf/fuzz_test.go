package trf

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// fuzzSeeds are the report files the fuzz targets start from: this
// package's fixtures and the repository's.
func fuzzSeeds(f *testing.F) {
	var files []string
	for _, pattern := range []string{"testdata/*.trf", "../fixtures/*.trf", "../fixtures/reference/*.trf"} {
		m, _ := filepath.Glob(pattern)
		files = append(files, m...)
	}
	if len(files) < 4 {
		f.Fatalf("seed files: %v", files)
	}
	for _, path := range files {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	utf16le := []byte{0xFF, 0xFE}
	for _, c := range twoPlayers {
		utf16le = append(utf16le, byte(c), byte(c>>8))
	}
	f.Add(utf16le)
	for _, s := range []string{
		"",
		"012 header only\n",
		twoPlayers,
		strings.ReplaceAll(twoPlayers, "\n", "\r"),
		"\uFEFF" + pl(1, "0.5", "0000 - =", "       -", "   2 - +"),
		pl(1, "1.0", "   2 w 1  ", "        ", "0000 -"),
		"012 Caf\xe9\n" + pl(1, "0.0"),
		"001    1      Al\x00ha                             2400                             0.0\n",
		"XXR 3\nXXC rank white1\nXXS W=3 D=1 PAB=1.5\nXXA    1  1.0  0.5\nXXP 1 2\nXXZ 3",
		"BBW  3.0\nBBU  1.0\n162  W 3.0    D 1.0    A 0.0\n142 5\n152 B",
		"240 H   3    1    2\n250      1.0   1   2    1    9\n260   1   5    1    2",
		"142 5\n142 6\n152 W\n152 B\n192 FIDE_DUTCH_2026\n192 FIDE_DUTCH\n192\n299 W      -1.0   3    1\n162  P 0.5    P 1.0\n250       0.0   1   2    1    2",
		pl(1, "1.0", "   2 w 1", "0000 - H") + "\n" + pl(2, "0.0", "   1 b 0", "0000 - U") + "\n240 H   2    1\n240 F   2    2\n240 Z   2    1\n240 H   1    2\n240 Z   3    1    2",
		"162  W 3.0    P 0.5\nBBW  2.0\nXXS D=1\nXXA    1  2.0\n250       1.0   1   2    1    2\n142 2\n240 Z   9    1\n" + pl(1, "0.0") + "\n" + pl(2, "0.0"),
		"### comment\n013 Team\nGER x\n001",
		"013 Team A                          1    2\n013 Team B                          3    4\n" +
			pl(1, "1.0", "   3 w 1") + "\n" + pl(2, "0.0", "   4 b 0") + "\n" + pl(3, "0.0", "   1 b 0") + "\n" + pl(4, "1.0", "   2 w 1"),
		"320    1.0  1.0   1\n" + pl(1, "0.0"),
		pl(1, "1.0", "   2 w 1", "   2 b ?") + "\n" + pl(2, "0.0", "   1 b 0", "   1 w ?"),
		pl(1, "1.0", "   2 w 1", "   2 b  ") + "\n" + pl(2, "0.0", "   1 b 0", "   1 w  "),
		pl(1, "0.0", "   2 w ?", "   2 b 1") + "\n" + pl(2, "0.0", "   1 b ?", "   1 w 0"),
		pl(1, "1.5", "   2 w 1", "0000 - H") + "\n" + pl(2, "0.0", "   1 b 0") + "\n" + pl(3, "1.0", "0000 - F", "0000 - Z"),
	} {
		f.Add([]byte(s))
	}
}

// FuzzRead reads any bytes as a report. Properties: Read never panics and
// always returns a File; every problem of Read and Validate names the file
// and a position in it (line 0 only for whole-file problems, "file: ...");
// problems come sorted; a file read without problems has no control
// character in any text; a valid file has a player; and a file read
// without problems is written, read again and gives the same File, whose
// writing gives the same bytes.
func FuzzRead(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Read("fuzz", bytes.NewReader(data))
		if file == nil {
			t.Fatal("Read returned no File")
		}
		lines := splitLines(asUTF8(data))
		var readErrs ErrorList
		if err != nil {
			var ok bool
			if readErrs, ok = err.(ErrorList); !ok || len(readErrs) == 0 {
				t.Fatalf("Read error %T %v, want a non-empty ErrorList", err, err)
			}
		}
		checkPositions(t, "Read", readErrs, lines)
		checkPositions(t, "Read warning", file.Warnings, lines)
		valErrs := file.Validate()
		checkPositions(t, "Validate", valErrs, lines)
		for _, p := range file.Players {
			file.Score(p, file.Rounds())
		}
		if err != nil {
			return
		}
		noControls(t, file)
		if len(valErrs) == 0 && len(file.Players) == 0 {
			t.Fatal("a valid file without a player record")
		}
		roundTrip(t, file)
	})
}

// asUTF8 converts a UTF-16 report with a byte order mark to UTF-8, as
// Read does before it counts lines; other data is returned as is.
func asUTF8(data []byte) []byte {
	var order binary.ByteOrder
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		order = binary.LittleEndian
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		order = binary.BigEndian
	default:
		return data
	}
	var units []uint16
	for i := 0; i+1 < len(data); i += 2 {
		units = append(units, order.Uint16(data[i:]))
	}
	return []byte(string(utf16.Decode(units)))
}

// splitLines splits a report as Read does: at CR, LF or CRLF.
func splitLines(data []byte) []string {
	var lines []string
	for len(data) > 0 {
		i := bytes.IndexAny(data, "\r\n")
		if i < 0 {
			lines = append(lines, string(data))
			break
		}
		lines = append(lines, string(data[:i]))
		if data[i] == '\r' && i+1 < len(data) && data[i+1] == '\n' {
			i++
		}
		data = data[i+1:]
	}
	return lines
}

// checkPositions asserts that each problem is placed in the file: the
// name given to Read, a line of the file (0 only for the whole file, with
// a message saying so) and a column at most the width of a field past the
// line's end, or within the 31 columns of the fixed-column records (a
// short 250 record reads blanks up to column 31 and says so: found "    ").
func checkPositions(t *testing.T, what string, errs ErrorList, lines []string) {
	t.Helper()
	for i, e := range errs {
		if e.File != "fuzz" || e.Msg == "" {
			t.Fatalf("%s: problem %q without file name or message", what, e)
		}
		switch {
		case e.Line < 0 || e.Line > len(lines):
			t.Fatalf("%s: problem %q at line %d of %d", what, e, e.Line, len(lines))
		case e.Line == 0 && (e.Col != 0 || !strings.HasPrefix(e.Msg, "file: ")):
			t.Fatalf("%s: problem %q without a line", what, e)
		case e.Line > 0 && (e.Col < 0 || e.Col > max(utf8.RuneCountInString(lines[e.Line-1])+16, 31)):
			t.Fatalf("%s: problem %q at column %d of a line of %d characters", what, e, e.Col, utf8.RuneCountInString(lines[e.Line-1]))
		}
		if i > 0 {
			p := errs[i-1]
			if p.Line > e.Line || p.Line == e.Line && p.Col > e.Col {
				t.Fatalf("%s: problems not sorted: %q before %q", what, p, e)
			}
		}
	}
}

// noControls asserts that no text of a file read without problems holds a
// control character.
func noControls(t *testing.T, f *File) {
	t.Helper()
	for _, p := range f.Players {
		for _, s := range []string{p.Title, p.Name, p.Federation, p.FIDEID, p.BirthDate, string(rune(p.Sex))} {
			if strings.ContainsFunc(s, isControl) && s != "\x00" {
				t.Fatalf("player %d: control character in %q", p.ID, s)
			}
		}
	}
	for _, r := range f.Records {
		if strings.ContainsFunc(r.Text, isControl) {
			t.Fatalf("line %d: control character in %q", r.Line, r.Text)
		}
	}
}

// said returns what a report says, not where it was said: the File
// without its name, records, warnings and line numbers, empty lists as nil.
// (reflect.DeepEqual on it is some 100 times faster than cmp with options,
// which the fuzzing needs on large seeds.)
func said(f *File) File {
	g := File{TotalRounds: f.TotalRounds, InitialColour: f.InitialColour, RankIDs: f.RankIDs,
		Scoring: f.Scoring, ScoringGiven: f.ScoringGiven}
	for _, p := range f.Players {
		q := *p
		q.Line = 0
		if len(q.Games) == 0 {
			q.Games = nil
		}
		g.Players = append(g.Players, &q)
	}
	for id, acc := range f.Acceleration {
		if g.Acceleration == nil {
			g.Acceleration = map[int][]Points{}
		}
		if len(acc) == 0 {
			acc = nil
		}
		g.Acceleration[id] = acc
	}
	for _, pr := range f.Prohibited {
		pr.Line = 0
		g.Prohibited = append(g.Prohibited, pr)
	}
	for _, b := range f.ByeRequests {
		b.Line = 0
		g.ByeRequests = append(g.ByeRequests, b)
	}
	return g
}

// sameFile compares what a report says, for the message when said differs.
var sameFile = []cmp.Option{
	cmpopts.IgnoreUnexported(File{}),
	cmpopts.IgnoreFields(File{}, "Name", "Warnings", "Records"),
	cmpopts.IgnoreFields(Player{}, "Line"),
	cmpopts.IgnoreFields(Prohibition{}, "Line"),
	cmpopts.IgnoreFields(ByeRequest{}, "Line"),
	cmpopts.EquateEmpty(),
}

// roundTrip writes a file read without problems, reads it back and
// compares: the same File, and the same bytes when written again.
func roundTrip(t *testing.T, file *File) {
	t.Helper()
	var w1, w2 bytes.Buffer
	if err := Write(&w1, file); err != nil {
		t.Fatalf("Write of a file read without problems: %v", err)
	}
	again, err := Read("w1", bytes.NewReader(w1.Bytes()))
	if err != nil {
		t.Fatalf("reading the written file: %v\n%q", err, w1.Bytes())
	}
	if !reflect.DeepEqual(said(file), said(again)) {
		t.Fatalf("read, written and read again, the file differs (-first +second):\n%s", cmp.Diff(file, again, sameFile...))
	}
	if got, want := recordTexts(again), recordTexts(file); !cmp.Equal(got, want, cmpopts.EquateEmpty()) {
		t.Fatalf("records differ: %q, want %q", got, want)
	}
	if err := Write(&w2, again); err != nil {
		t.Fatalf("second Write: %v", err)
	}
	if !bytes.Equal(w1.Bytes(), w2.Bytes()) {
		t.Fatalf("second write differs:\n%q\n%q", w1.Bytes(), w2.Bytes())
	}
}

// recordTexts lists the records as Write keeps them: trailing blanks
// removed.
func recordTexts(f *File) []string {
	var out []string
	for _, r := range f.Records {
		out = append(out, strings.TrimRight(r.Text, " \t"))
	}
	return out
}
