package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// event2026 is a tournament paired by the 2026 rules (bbpPairings 6.0.0)
// that differs under the 2017 rules in rounds 2, 6 and 8.
const event2026 = "../../fixtures/reference-2026/n0050_p26_r9_s542840060.trf"

// asExported writes event2026 as a TRF16 export would carry it: without
// its records 192 and 092, with header lines in their place.
func asExported(t *testing.T, header string) string {
	data, err := os.ReadFile(event2026)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(l, "192 ") && !strings.HasPrefix(l, "092 ") {
			lines = append(lines, l)
		}
	}
	text := lines[0] + "\n" + header + strings.Join(lines[1:], "\n")
	return writeFile(t, "event.trf", text)
}

// TestSystemWithout192 checks that a file without record 192 is checked
// under the rules in force when the event started, read from the date
// forms real files carry, or, with no date, today's, and that every output
// says how the system was chosen.
func TestSystemWithout192(t *testing.T) {
	cases := []struct {
		header, system, how, warning string
		code                         int
	}{
		{"042 2026/03/03\n", "dutch-2026", "chosen from the start date 2026-03-03", "", exitOK},
		{"042 03.03.2026\n", "dutch-2026", "chosen from the start date 2026-03-03", "", exitOK},
		{"042 Mar 3, 2026\n", "dutch-2026", "chosen from the start date 2026-03-03", "", exitOK},
		{"132" + strings.Repeat(" ", 88) + "26/03/03  26/03/04\n", "dutch-2026", "chosen from the first round's date 2026-03-03 (132)", "", exitOK},
		{"042 2025/03/03\n", "dutch-2017", "chosen from the start date 2025-03-03", "", exitDiffers},
		{"", "dutch-2026", "no date in the file: the rules in force today", "checked under the rules in force today, dutch-2026; give --system", exitOK},
		{"042 10/03/2026\n", "dutch-2026", "chosen from the start date 2026-03-10", `042 "10/03/2026" is ambiguous: read as 10 March 2026`, exitOK},
		{"092 Individual: Swiss Dutch 2017 rules\n", "dutch-2017", "chosen from record 092", "record 092 names the system in words only", exitDiffers},
	}
	for _, c := range cases {
		path := asExported(t, c.header)
		code, out, stderr := runCLI("check", path)
		line := "System: " + c.system + ", "
		if code != c.code || !strings.Contains(out, line) || !strings.Contains(out, c.how) {
			t.Errorf("%q: exit %d (want %d), output:\n%s", c.header, code, c.code, out)
		}
		if c.warning == "" && stderr != "" || !strings.Contains(stderr, c.warning) {
			t.Errorf("%q: stderr %q, want %q", c.header, stderr, c.warning)
		}
		_, out, _ = runCLI("check", "--format", "json", path)
		var batch struct {
			Files []struct {
				System       string `json:"system"`
				SystemSource string `json:"system_source"`
				SystemHow    string `json:"system_how"`
			} `json:"files"`
		}
		err := json.Unmarshal([]byte(out), &batch)
		reports := batch.Files
		if err != nil || len(reports) != 1 ||
			reports[0].System != c.system || reports[0].SystemSource == "" || !strings.Contains(reports[0].SystemHow, c.how) {
			t.Errorf("%q: JSON %v %+v", c.header, err, reports)
		}
		for _, args := range [][]string{{"explain", "--round", "2"}, {"checklist", "--round", "2"}} {
			_, out, _ := runCLI(append(args, path)...)
			if first, _, _ := strings.Cut(out, "\n"); !strings.HasPrefix(first, line) || !strings.Contains(first, c.how) {
				t.Errorf("%q: %s: first line %q", c.header, args[0], first)
			}
		}
	}
}

// TestBakuCode checks that a Baku code without XXA or 250 is checked, not
// refused: the acceleration comes from the code, with a warning.
func TestBakuCode(t *testing.T) {
	data, err := os.ReadFile(manual)
	if err != nil {
		t.Fatal(err)
	}
	path := writeFile(t, "baku.trf", strings.Replace(string(data), "192 FIDE_DUTCH_2017", "192 FIDE_DUTCH_2017_BAKU", 1))
	code, out, stderr := runCLI("check", path)
	if code != exitOK && code != exitDiffers || !strings.Contains(out, "System: dutch-2017") {
		t.Errorf("exit %d:\n%s%s", code, out, stderr)
	}
	if !strings.Contains(stderr, "warning: 192 FIDE_DUTCH_2017_BAKU: no XXA or 250 lines, so the Baku acceleration is derived from the code (C.04.5.1): group GA is the players numbered 1 to 6") {
		t.Errorf("stderr %q", stderr)
	}
}
