package crosscheck

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/pairing/burstein"
	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/dutch2026"
	"github.com/swisscheck/swisscheck/trf"
)

// edition is a system the campaign can compare: swisscheck's system and
// the bbpPairings release that implements the same rules.
type edition struct {
	sys    pairing.System
	oracle string // the oracle's file name in oracles/ of the shared folder
	flag   string // the oracle's option for these rules: --dutch, --burstein
	corpus string // the reference corpus of the oracle's generator (its MANIFEST.tsv)
	// code192 is the TRF26 record 192 code the oracle reads for these
	// rules, when it is not the one swisscheck's generator writes
	// (sys.Rules().Code); "" when the file is handed over as written.
	code192 string
	// known are readings of the rules on which the oracle is known to
	// differ from swisscheck, each worked out from the text (README): a
	// round both pair otherwise counts as a known disagreement, not a
	// discrepancy, when the variant system pairs it exactly as the oracle.
	known []reading
}

// reading is a known disagreement: its name, and swisscheck's system with
// the oracle's reading of the article.
type reading struct {
	name string
	sys  pairing.System
}

// knownAs names the known disagreement that explains why the oracle pairs
// round r of t as theirs: one of the edition's readings pairs it so; "" when none does, or when sys pairs it so itself.
func knownAs(sys pairing.System, t *pairing.Tournament, r int, theirs pairing.Round) string {
	ed, err := findEdition(sys.ID())
	if err != nil {
		return ""
	}
	s, err := t.Before(r)
	if err != nil {
		return ""
	}
	if own, err := sys.Pair(s); err == nil && pairing.Same(own, theirs, theirs.Colourless) {
		return "" // no disagreement to explain
	}
	for _, k := range ed.known {
		if got, err := k.sys.Pair(s); err == nil && pairing.Same(got, theirs, theirs.Colourless) {
			return k.name
		}
	}
	return ""
}

// knownNoPairing names the known disagreement that explains why the
// oracle finds no valid pairing for round r of t, which sys pairs: one of
// the edition's readings finds none either; "" when none does.
func knownNoPairing(sys pairing.System, t *pairing.Tournament, r int) string {
	ed, err := findEdition(sys.ID())
	if err != nil {
		return ""
	}
	s, err := t.Before(r)
	if err != nil {
		return ""
	}
	if _, err := sys.Pair(s); err != nil {
		return ""
	}
	for _, k := range ed.known {
		if _, err := k.sys.Pair(s); errors.Is(err, pairing.ErrNoPairing) {
			return k.name
		}
	}
	return ""
}

// editions are the systems of -campaign.system; this is the one place
// that names them. bbpPairings 5.0.1 is the last release of the 2017
// rules, and the only program that implements the Burstein text
// swisscheck follows (--burstein; a witness, not an endorsed checker). bbpPairings 6.0.0 implements the 2026 rules, which it calls the
// 2025 rules (the Council's text of 2025, applied from 1 February 2026):
// it rejects a 192 record FIDE_DUTCH_2026 (and FIDE_DUTCH_2017) as an
// unsupported tournament type and accepts FIDE_DUTCH_2025, so direction B
// hands it a copy of the file with that record rewritten.
var editions = []edition{
	{sys: dutch2017.System{}, oracle: "bbpPairings-v5.0.1", flag: "--dutch", corpus: "rtg-bbp"},
	{sys: dutch2026.System{}, oracle: "bbpPairings-v6.0.0", flag: "--dutch", corpus: "rtg-bbp-2026", code192: "FIDE_DUTCH_2025",
		known: []reading{{name: "1.4.3 (2026): the receiver of a pairing-allocated bye worth no more than a loss floats down; bbpPairings 6.0.0 reads the 2025 wording", sys: dutch2026.Floats2025{}}}},
	{sys: burstein.System{}, oracle: "bbpPairings-v5.0.1", flag: "--burstein", corpus: "rtg-bbp-burstein", known: bursteinReadings},
}

// editionIDs lists the systems of -campaign.system.
func editionIDs() string {
	var ids []string
	for _, e := range editions {
		ids = append(ids, e.sys.ID())
	}
	return strings.Join(ids, ", ")
}

// editionOracles lists the systems of -campaign.system with their oracles.
func editionOracles() string {
	var s []string
	for _, e := range editions {
		s = append(s, fmt.Sprintf("%s (%s %s)", e.sys.ID(), e.oracle, e.flag))
	}
	return strings.Join(s, ", ")
}

// findEdition returns the edition of the system id.
func findEdition(id string) (edition, error) {
	k := slices.IndexFunc(editions, func(e edition) bool { return e.sys.ID() == id })
	if k < 0 {
		return edition{}, fmt.Errorf("-campaign.system %q: expected one of %s", id, editionIDs())
	}
	return editions[k], nil
}

// forOracle returns the TRF as the oracle must be given it: the record
// 192 of swisscheck's code replaced by the oracle's (code192). It is an
// error when the file has no such record, so that the oracle is never
// handed a file that names other rules or none.
func (e edition) forOracle(data []byte) ([]byte, error) {
	if e.code192 == "" {
		return data, nil
	}
	want := "192 " + e.sys.Rules().Code
	lines := bytes.SplitAfter(data, []byte("\n"))
	found := 0
	for i, l := range lines {
		if string(bytes.TrimRight(l, "\r\n")) == want {
			lines[i] = append([]byte("192 "+e.code192), l[len(bytes.TrimRight(l, "\r\n")):]...)
			found++
		}
	}
	if found != 1 {
		return nil, fmt.Errorf("the generated file has %d lines %q, expected one to rewrite to 192 %s for %s", found, want, e.code192, e.oracle)
	}
	return bytes.Join(lines, nil), nil
}

// TestForOracle checks the copy of a generated file handed to the oracle:
// unchanged for dutch-2017, record 192 rewritten for dutch-2026 (with the
// line end kept), and an error when the record is missing or repeated.
func TestForOracle(t *testing.T) {
	d17, err := findEdition("dutch-2017")
	if err != nil {
		t.Fatal(err)
	}
	d26, err := findEdition("dutch-2026")
	if err != nil {
		t.Fatal(err)
	}
	bur, err := findEdition("burstein")
	if err != nil {
		t.Fatal(err)
	}
	if d17.flag != "--dutch" || d26.flag != "--dutch" || bur.flag != "--burstein" || bur.oracle != "bbpPairings-v5.0.1" {
		t.Errorf("oracle options: dutch-2017 %s %s, dutch-2026 %s %s, burstein %s %s", d17.oracle, d17.flag, d26.oracle, d26.flag, bur.oracle, bur.flag)
	}
	tests := []struct {
		name     string
		ed       edition
		in, want string // want "" is an error
	}{
		{"burstein as written", bur, "012 x\n192 FIDE_BURSTEIN\nXXR 5\n", "012 x\n192 FIDE_BURSTEIN\nXXR 5\n"},
		{"2017 as written", d17, "012 x\n192 FIDE_DUTCH_2017\nXXR 5\n", "012 x\n192 FIDE_DUTCH_2017\nXXR 5\n"},
		{"2026 rewritten", d26, "012 x\n192 FIDE_DUTCH_2026\nXXR 5\n", "012 x\n192 FIDE_DUTCH_2025\nXXR 5\n"},
		{"2026 CRLF, last line", d26, "012 x\r\n192 FIDE_DUTCH_2026\r\n", "012 x\r\n192 FIDE_DUTCH_2025\r\n"},
		{"2026 no line end", d26, "012 x\n192 FIDE_DUTCH_2026", "012 x\n192 FIDE_DUTCH_2025"},
		{"2026 without 192", d26, "012 x\nXXR 5\n", ""},
		{"2026 other code", d26, "012 x\n192 FIDE_DUTCH_2017\n", ""},
		{"2026 two records", d26, "192 FIDE_DUTCH_2026\n192 FIDE_DUTCH_2026\n", ""},
	}
	for _, tt := range tests {
		got, err := tt.ed.forOracle([]byte(tt.in))
		switch {
		case tt.want == "" && err == nil:
			t.Errorf("%s: %q: no error", tt.name, got)
		case tt.want != "" && (err != nil || string(got) != tt.want):
			t.Errorf("%s: got %q, %v; want %q", tt.name, got, err, tt.want)
		}
	}
	if _, err := findEdition("dutch"); err == nil {
		t.Errorf("findEdition(\"dutch\"): no error")
	}
}

// TestKnownAs reads bbpPairings 6.0.0's own check of the 2026 fixture
// b00133 (fixtures/README.md): its pairing of round 3 is the known
// 1.4.3 disagreement, and a pairing that no reading gives is not.
func TestKnownAs(t *testing.T) {
	const dir, name = "../../fixtures/reference-2026", "b00133_p16_r6_s11031294159904508000"
	f, err := trf.ReadFile(filepath.Join(dir, name+".trf"))
	if err != nil {
		t.Fatal(err)
	}
	tour, err := pairing.New(f)
	if err != nil {
		t.Fatal(err)
	}
	out, err := os.ReadFile(filepath.Join(dir, name+".bbp-check.txt"))
	if err != nil {
		t.Fatal(err)
	}
	rounds, err := parseCheck(name, out)
	if err != nil || len(rounds) != 6 || !rounds[2].Differs {
		t.Fatalf("bbpPairings' check: %v, %v", rounds, err)
	}
	own, err := tour.Recorded(3)
	if err != nil {
		t.Fatal(err)
	}
	theirs, err := oraclePairing(own, rounds[2].Lines)
	if err != nil {
		t.Fatal(err)
	}
	sys := dutch2026.System{}
	if k := knownAs(sys, tour, 3, theirs); !strings.HasPrefix(k, "1.4.3 (2026)") {
		t.Errorf("bbpPairings' round 3: known as %q, want the 1.4.3 reading", k)
	}
	if k := knownAs(sys, tour, 3, own); k != "" {
		t.Errorf("swisscheck's own round 3: known as %q, want none", k)
	}
	if k := knownAs(dutch2017.System{}, tour, 3, theirs); k != "" {
		t.Errorf("under dutch-2017: known as %q, want none (no known readings)", k)
	}
}
