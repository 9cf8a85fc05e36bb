package trf

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Write writes f as a canonical TRF16 report with LF line ends: first the
// records of f.Records in order (trailing blanks removed), then the 001
// records in file order at their fixed columns (TRF16 §3) without trailing
// blanks, then the extension records made from the File fields, in the
// order XXR, XXC, XXS (only when ScoringGiven), XXA (by player), XXP or
// 260, XXZ or 240 (TRF16 §8, TRF26 §9).
//
// Reading what Write wrote gives the same File, and writing that again
// gives the same bytes. Write fails, writing nothing, when a value cannot
// be put in its columns (a name longer than 33 characters, a start rank
// above 9999, ...).
func Write(w io.Writer, f *File) error {
	var b strings.Builder
	for _, rec := range f.Records {
		text := strings.TrimRight(rec.Text, " \t")
		if strings.ContainsAny(text, "\r\n") {
			return fmt.Errorf("trf: record of line %d: contains a line break", rec.Line)
		}
		if strings.ContainsFunc(text, isControl) {
			return fmt.Errorf("trf: record of line %d: contains a control character", rec.Line)
		}
		if strings.Trim(text, " \t") != "" {
			b.WriteString(text + "\n")
		}
	}
	for _, p := range f.Players {
		line, err := playerLine(p)
		if err != nil {
			return err
		}
		b.WriteString(line + "\n")
	}
	if err := writeExtensions(&b, f); err != nil {
		return err
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// playerLine formats a 001 record at its columns (TRF16 §3).
func playerLine(p *Player) (string, error) {
	if err := checkPlayer(p); err != nil {
		return "", fmt.Errorf("trf: player %d: %w", p.ID, err)
	}
	pts, _ := p.Points.column()
	sex := " "
	if p.Sex != 0 {
		sex = string(rune(p.Sex))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "001 %4d %s%3s %-33s %4s %-3s %11s %-10s %s %4s  ",
		p.ID, sex, p.Title, p.Name, blankZero(p.Rating), p.Federation,
		p.FIDEID, p.BirthDate, pts, blankZero(p.Rank))
	for r, g := range p.Games {
		if r > 0 {
			b.WriteString("  ")
		}
		b.WriteString(block(g))
	}
	line := strings.TrimRight(b.String(), " ")
	if n := len(p.Games); n > 0 && p.Games[n-1].Pending() && p.Games[n-1].Result == ResultNone {
		line += "  " // a game not played yet keeps its blank result column
	}
	return line, nil
}

// checkPlayer tells why a player does not fit the 001 columns.
func checkPlayer(p *Player) error {
	widths := []struct {
		name, s string
		width   int
	}{
		{"title", p.Title, 3}, {"name", p.Name, 33}, {"federation", p.Federation, 3},
		{"FIDE ID", p.FIDEID, 11}, {"birth date", p.BirthDate, 10},
	}
	for _, w := range widths {
		if utf8.RuneCountInString(w.s) > w.width || strings.ContainsAny(w.s, "\r\n") {
			return fmt.Errorf("%s %q does not fit in %d columns", w.name, w.s, w.width)
		}
		if strings.ContainsFunc(w.s, isControl) {
			return fmt.Errorf("%s %q contains a control character", w.name, w.s)
		}
	}
	switch {
	case p.ID < 1 || p.ID > maxID:
		return fmt.Errorf("start rank %d is not 1-9999", p.ID)
	case p.Rating < 0 || p.Rating > 9999 || p.Rank < 0 || p.Rank > 9999:
		return fmt.Errorf("rating %d or rank %d is not 0-9999", p.Rating, p.Rank)
	case p.Sex != 0 && (p.Sex <= ' ' || p.Sex >= 0x7f):
		return fmt.Errorf("sex %q is not a printable ASCII character", p.Sex)
	case len(p.Games) > maxRounds:
		return fmt.Errorf("%d rounds, more than %d", len(p.Games), maxRounds)
	}
	if _, ok := p.Points.column(); !ok {
		return fmt.Errorf("points %s do not fit in 4 columns", p.Points)
	}
	for _, g := range p.Games {
		if g.Opponent < 0 || g.Opponent > maxID {
			return fmt.Errorf("opponent %d is not 0-9999", g.Opponent)
		}
	}
	return nil
}

// block formats a round block "OOOO c r"; a block that says nothing (not
// paired, TRF16 §4 blank) is written as blanks.
func block(g Game) string {
	res := result(g)
	if g.Opponent == 0 && g.Colour == NoColour && res == ResultNone {
		return "        "
	}
	return fmt.Sprintf("%s %s %c", oppField(g.Opponent), g.Colour, res)
}

// oppField formats an opponent: "0000" for none.
func oppField(id int) string {
	if id == 0 {
		return "0000"
	}
	return fmt.Sprintf("%4d", id)
}

func blankZero(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// writeExtensions writes the records made from the File fields.
func writeExtensions(b *strings.Builder, f *File) error {
	if f.TotalRounds < 0 || f.TotalRounds > maxRounds {
		return fmt.Errorf("trf: total rounds %d is not 0-%d", f.TotalRounds, maxRounds)
	}
	if f.TotalRounds > 0 {
		fmt.Fprintf(b, "XXR %d\n", f.TotalRounds)
	}
	writeXXC(b, f)
	if f.ScoringGiven {
		b.WriteString("XXS")
		for i, name := range codeNames {
			fmt.Fprintf(b, " %s=%s", name, f.Scoring.code(i).value())
		}
		b.WriteString("\n")
		writeBB(b, f.Scoring)
	}
	if err := writeXXA(b, f); err != nil {
		return err
	}
	for _, p := range f.Prohibited {
		if err := writeProhibition(b, p); err != nil {
			return err
		}
	}
	for _, r := range f.ByeRequests {
		if err := writeByes(b, r); err != nil {
			return err
		}
	}
	return nil
}

// writeBB repeats the point system as bbpPairings' BBW-BBU records, which
// bbpPairings reads instead of XXS, when they can express it: every code
// each record sets has the same value. Readers give XXS precedence.
func writeBB(b *strings.Builder, sc Scoring) {
	letters := "WDLZFU"
	for _, l := range letters {
		codes := bbCodes[l]
		for _, c := range codes[1:] {
			if *sc.code(c) != *sc.code(codes[0]) {
				return
			}
		}
	}
	for _, l := range letters {
		fmt.Fprintf(b, "BB%c %4s\n", l, sc.code(bbCodes[l][0]).String())
	}
}

// writeXXC writes "XXC [rank] [white1|black1]" when there is something
// to say.
func writeXXC(b *strings.Builder, f *File) {
	var toks []string
	if f.RankIDs {
		toks = append(toks, "rank")
	}
	switch f.InitialColour {
	case White:
		toks = append(toks, "white1")
	case Black:
		toks = append(toks, "black1")
	}
	if len(toks) > 0 {
		b.WriteString("XXC " + strings.Join(toks, " ") + "\n")
	}
}

// writeXXA writes one XXA line per player, by start rank: the id at
// columns 5-8, round r at 10+5(r-1).
func writeXXA(b *strings.Builder, f *File) error {
	ids := make([]int, 0, len(f.Acceleration))
	for id := range f.Acceleration {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		acc := f.Acceleration[id]
		if id < 1 || id > maxID || len(acc) > maxRounds {
			return fmt.Errorf("trf: acceleration of player %d: bad start rank or more than %d rounds", id, maxRounds)
		}
		fmt.Fprintf(b, "XXA %4d", id)
		for _, v := range acc {
			s, ok := v.column()
			if !ok {
				return fmt.Errorf("trf: acceleration of player %d: %s does not fit in 4 columns", id, v)
			}
			b.WriteString(" " + s)
		}
		b.WriteString("\n")
	}
	return nil
}

// writeProhibition writes XXP for all rounds (Last 0), else 260.
func writeProhibition(b *strings.Builder, p Prohibition) error {
	if err := checkIDs(p.IDs); err != nil {
		return err
	}
	if p.Last == 0 {
		b.WriteString("XXP" + idList(p.IDs, "%d") + "\n")
		return nil
	}
	if p.First < 1 || p.Last < p.First || p.Last > maxRounds {
		return fmt.Errorf("trf: prohibition of line %d: bad rounds %d-%d", p.Line, p.First, p.Last)
	}
	fmt.Fprintf(b, "260 %3d %3d%s\n", p.First, p.Last, idList(p.IDs, "%4d"))
	return nil
}

// writeByes writes XXZ for absences in the round to be paired (Round 0),
// else 240.
func writeByes(b *strings.Builder, r ByeRequest) error {
	if err := checkIDs(r.IDs); err != nil {
		return err
	}
	if r.Round == 0 && r.Kind == ResultZeroBye {
		b.WriteString("XXZ" + idList(r.IDs, "%d") + "\n")
		return nil
	}
	if r.Round < 1 || r.Round > maxRounds || !strings.ContainsRune("FHZ", rune(r.Kind)) {
		return fmt.Errorf("trf: bye request of line %d: kind %q round %d cannot be written", r.Line, r.Kind, r.Round)
	}
	fmt.Fprintf(b, "240 %c %3d%s\n", r.Kind, r.Round, idList(r.IDs, "%4d"))
	return nil
}

func checkIDs(ids []int) error {
	for _, id := range ids {
		if id < 1 || id > maxID {
			return fmt.Errorf("trf: start rank %d is not 1-9999", id)
		}
	}
	return nil
}

// idList formats ids, each after a blank.
func idList(ids []int, format string) string {
	var b strings.Builder
	for _, id := range ids {
		b.WriteString(" " + fmt.Sprintf(format, id))
	}
	return b.String()
}
