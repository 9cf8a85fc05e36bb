package trf

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzRead: no input makes Read panic; Validate and Score run on whatever
// Read made; and when Read finds no problem, Write then Read gives no
// problem and writing again gives the same bytes.
func FuzzRead(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.trf")
	for _, path := range files {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	for _, s := range []string{
		twoPlayers,
		strings.ReplaceAll(twoPlayers, "\n", "\r"),
		"\uFEFF" + pl(1, "0.5", "0000 - =", "       -", "   2 - +"),
		pl(1, "1.0", "   2 w 1  ", "        ", "0000 -"),
		"012 Caf\xe9\n" + pl(1, "0.0"),
		"XXR 3\nXXC rank white1\nXXS W=3 D=1 PAB=1.5\nXXA    1  1.0  0.5\nXXP 1 2\nXXZ 3",
		"BBW  3.0\nBBU  1.0\n162  W 3.0    D 1.0    A 0.0\n142 5\n152 B",
		"240 H   3    1    2\n250      1.0   1   2    1    9\n260   1   5    1    2",
		"### comment\n013 Team\nGER x\n001",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Read("fuzz", bytes.NewReader(data))
		if file == nil {
			t.Fatal("Read returned no File")
		}
		file.Validate()
		for _, p := range file.Players {
			file.Score(p, file.Rounds())
		}
		if err != nil {
			return
		}
		var w1, w2 bytes.Buffer
		if err := Write(&w1, file); err != nil {
			t.Fatalf("Write of a file read without problems: %v", err)
		}
		again, err := Read("w1", bytes.NewReader(w1.Bytes()))
		if err != nil {
			t.Fatalf("reading the written file: %v\n%q", err, w1.Bytes())
		}
		if err := Write(&w2, again); err != nil {
			t.Fatalf("second Write: %v", err)
		}
		if !bytes.Equal(w1.Bytes(), w2.Bytes()) {
			t.Fatalf("second write differs:\n%q\n%q", w1.Bytes(), w2.Bytes())
		}
	})
}
