package dutch2026

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/swisscheck/swisscheck/trf"
)

// wantArticles is the numbering of C.04.3 (2026) Article 2, written out
// independently of the table: [C1]-[C3] 2.1.1-2.1.3, [C4] 2.2.1, [C5]
// 2.3.1, [C6]-[C21] 2.4.1-2.4.16.
var wantArticles = []string{
	"2.1.1", "2.1.2", "2.1.3", "2.2.1", "2.3.1",
	"2.4.1", "2.4.2", "2.4.3", "2.4.4", "2.4.5", "2.4.6", "2.4.7", "2.4.8",
	"2.4.9", "2.4.10", "2.4.11", "2.4.12", "2.4.13", "2.4.14", "2.4.15", "2.4.16",
}

// TestCriteriaTable checks that every criterion has every entry filled, its
// label, article and kind, and a measure with what it needs.
func TestCriteriaTable(t *testing.T) {
	all := Criteria()
	if len(all) != len(wantArticles) {
		t.Fatalf("%d criteria, want %d", len(all), len(wantArticles))
	}
	names, texts := map[string]Criterion{}, map[string]Criterion{}
	for i, c := range all {
		if want := "[C" + strconv.Itoa(i+1) + "]"; c.String() != want || !c.Valid() {
			t.Errorf("criterion %d: String %q, Valid %v; want %q, true", i+1, c, c.Valid(), want)
		}
		if c.Article() != wantArticles[i] {
			t.Errorf("%s: article %q, want %q", c, c.Article(), wantArticles[i])
		}
		if r := c.Ref(); r.String() != c.String() || r.Cite() != "C.04.3 "+c.String()+" (2026)" {
			t.Errorf("%s: Ref %q, cited %q", c, r, r.Cite())
		}
		e := c.entry()
		for field, v := range map[string]string{"name": e.name, "text": e.text, "goal": e.goal, "one": e.one, "many": e.many} {
			if strings.TrimSpace(v) == "" {
				t.Errorf("%s: %s is empty", c, field)
			}
		}
		if (e.measure == Count) != (e.unit != "") {
			t.Errorf("%s: measure %d with unit %q: a count needs a unit, and only a count", c, e.measure, e.unit)
		}
		if e.measure < Count || e.measure > Compliance {
			t.Errorf("%s: no measure", c)
		}
		if prev, dup := names[e.name]; dup {
			t.Errorf("%s: name %q already names %s", c, e.name, prev)
		}
		if prev, dup := texts[e.text]; dup {
			t.Errorf("%s: text already that of %s", c, prev)
		}
		names[e.name], texts[e.text] = c, c
		wantKind := map[string]Kind{"2.1": Absolute, "2.2": Completion, "2.3": PAB, "2.4": Quality}[wantArticles[i][:3]]
		if c.Kind() != wantKind {
			t.Errorf("%s: kind %v, want %v", c, c.Kind(), wantKind)
		}
	}
	for _, c := range []Criterion{0, -1, C21 + 1} {
		if c.Valid() || c.Article() != "" || c.Kind() != 0 || c.Name() != "" {
			t.Errorf("Criterion(%d): Valid %v, article %q, kind %v, name %q; want an empty entry", int(c), c.Valid(), c.Article(), c.Kind(), c.Name())
		}
	}
}

// TestCriteriaWording checks the words a report prints.
func TestCriteriaWording(t *testing.T) {
	tests := []struct {
		c       Criterion
		n       int
		v       []trf.Points
		failure string
		value   string
	}{
		{C6, 1, []trf.Points{1}, "1 player downfloats", "1 downfloaters"},
		{C12, 3, []trf.Points{3}, "3 players do not get their colour preference", "3 players"},
		{C7, 2, []trf.Points{20, 15}, "the downfloaters", "{2.0, 1.5}"},
		{C5, 1, []trf.Points{5}, "the player who receives the pairing-allocated bye", "{0.5}"},
		{C4, 1, []trf.Points{1}, "the players not yet paired cannot all be paired by the absolute criteria", "not complied with"},
		{C8, 0, []trf.Points{0}, "the following bracket does not comply with [C1] to [C7]", "complied with"},
	}
	for _, tc := range tests {
		if got := tc.c.Failures(tc.n); got != tc.failure {
			t.Errorf("%s.Failures(%d) = %q, want %q", tc.c, tc.n, got, tc.failure)
		}
		if got := tc.c.Value(tc.v); got != tc.value {
			t.Errorf("%s.Value(%v) = %q, want %q", tc.c, tc.v, got, tc.value)
		}
	}
}

// TestCriteriaMatchDoc checks the table against the criteria table of
// dutch2026-text.md §1.3 in the shared docs: the same article for each
// criterion, and each text as quoted there.
func TestCriteriaMatchDoc(t *testing.T) {
	path := filepath.Join(sharedDir(), "docs", "dutch2026-text.md")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("rule text not found (%v; set SWISSCHECK_SHARED to the shared folder): criteria not compared with it", err)
	}
	defer f.Close()
	row := regexp.MustCompile(`^\| (2\.\d\.\d+) \| \[C(\d+)\] \| (.*) \|$`)
	rows := map[Criterion]string{}
	var section strings.Builder // §1.3 as one line, without markdown
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "### 1.3 "):
			in = true
			continue
		case strings.HasPrefix(line, "### "):
			in = false
		}
		if !in {
			continue
		}
		if m := row.FindStringSubmatch(line); m != nil {
			n, _ := strconv.Atoi(m[2])
			c := Criterion(n)
			if _, dup := rows[c]; dup {
				t.Errorf("%s: two rows in the doc", c)
			}
			rows[c] = m[1]
		}
		section.WriteString(strings.TrimPrefix(line, ">") + " ")
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rows) != int(numCriteria) {
		t.Fatalf("%s §1.3: %d criteria rows, want %d", path, len(rows), numCriteria)
	}
	text := strings.Join(strings.Fields(strings.ReplaceAll(section.String(), "*", "")), " ")
	for _, c := range Criteria() {
		if rows[c] != c.Article() {
			t.Errorf("%s: article %q, the doc says %q", c, c.Article(), rows[c])
		}
		// The handbook quotes [C2] in parentheses after "See the Basic
		// Rules for Swiss, Article 4": the final stop follows them.
		if !strings.Contains(text, strings.TrimSuffix(c.Text(), ".")) {
			t.Errorf("%s: text %q not quoted in the doc's §1.3", c, c.Text())
		}
	}
}
