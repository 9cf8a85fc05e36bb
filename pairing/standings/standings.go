package standings

import (
	"errors"
	"fmt"
	"strings"

	"github.com/swisscheck/swisscheck/pairing"
	"github.com/swisscheck/swisscheck/trf"
)

// Options choose how the standings are computed.
type Options struct {
	// Edition of C.07; "" for the one in force on the day the event
	// started (042, else the first date of 132; the latest without a date).
	Edition Edition
	// Tiebreaks is a tie-break list written as 202 writes it (commas or
	// blanks between the codes, PTS optional first); "" for the file's
	// 212, else 202.
	Tiebreaks string
	// Round: the standings after this round; 0 for the last round of the
	// file. Check always checks the final standings.
	Round int
}

// Standings are the computed standings.
type Standings struct {
	Edition    Edition
	EditionHow string   // "from the start date 2026-03-15 (042)", "as given"
	Tiebreaks  []string // the list applied, PTS first, canonical (BH/C1)
	Source     string   // where the list comes from: "212 on line 14", "202 on line 14", "--tiebreaks", "none"
	Round      int      // the standings after this round
	Rows       []Row    // in ranking order
	Notes      []string // what the computation left out, and why

	e    *event
	rk   *ranking
	last int // the last round of the file
}

// Row is one player in the standings.
type Row struct {
	Rank     int      // computed; players tied on the whole list share the higher rank
	Player   int      // start rank (the 001 number)
	Name     string   //
	Values   []string // one per entry of Tiebreaks, PTS first; DE "-" where he was not tied
	Recorded int      // the rank the file records (001 columns 86-89); 0 for none
}

// errNoList: the file names no tie-break list and the caller gave none.
var errNoList = errors.New("the file names no tie-break list (records 202, 212)")

// Compute computes the standings of a tournament (C.07 4.2) over its
// list: the points, then each tie-break for the players still tied. A
// file without a list is ranked by points alone, with a note. A list that
// cannot be understood is an error: a trf.ErrorList with the position of
// each problem.
func Compute(t *pairing.Tournament, opts Options) (*Standings, error) {
	st := &Standings{Round: opts.Round, last: t.Rounds}
	if st.Round == 0 {
		st.Round = t.Rounds
	}
	if st.Round < 1 || st.Round > t.Rounds {
		return nil, fmt.Errorf("%s: round %d: the file has rounds 1 to %d", t.File.Name, opts.Round, t.Rounds)
	}
	st.Edition, st.EditionHow = opts.Edition, "as given"
	if st.Edition == "" {
		st.Edition, st.EditionHow = editionOf(t.File)
	}
	tbs, err := st.list(t.File, opts.Tiebreaks)
	if err != nil && !errors.Is(err, errNoList) {
		return nil, err
	}
	if err != nil {
		st.Notes = append(st.Notes, "the file names no tie-break list (202, 212): ranked by points alone")
	}
	st.e = newEvent(t, st.Round, st.Edition)
	tbs = st.dropRatings(tbs)
	c := newCalc(st.e)
	cols := []column{c.pointsColumn()}
	for _, tb := range tbs {
		cols = append(cols, c.column(tb))
	}
	st.rk = rankPlayers(st.e, cols)
	for _, col := range cols {
		st.Tiebreaks = append(st.Tiebreaks, col.tb.code)
	}
	st.rows()
	return st, nil
}

// list reads the tie-break list: the caller's, else the file's.
func (st *Standings) list(f *trf.File, given string) ([]tiebreak, error) {
	var items []trf.Tiebreak
	if strings.TrimSpace(given) != "" {
		var errs trf.ErrorList
		items, errs = trf.ParseTiebreaks("--tiebreaks", 0, 1, given)
		for i, it := range items {
			if it.Acronym == "PTS" && i > 0 {
				errs.Add("--tiebreaks", 0, it.Col, "tie-break list: expected PTS only first (the points rank first), found it in place %d", i+1)
			}
		}
		if len(errs) > 0 {
			return nil, errs
		}
		st.Source = "--tiebreaks"
	} else {
		l, errs := f.Tiebreaks()
		if len(errs) > 0 {
			return nil, errs
		}
		if l.Tag == "" {
			st.Source = "none"
			return nil, errNoList
		}
		items = l.Items
		st.Source = fmt.Sprintf("%s on line %d", l.Tag, l.Line)
	}
	name := f.Name
	if st.Source == "--tiebreaks" {
		name = "--tiebreaks"
	}
	tbs, errs, err := understand(name, items)
	switch {
	case err != nil:
		return nil, err
	case len(errs) > 0:
		return nil, errs
	}
	return tbs, nil
}

// dropRatings drops the rating tie-breaks when a player is unrated
// (C.07 (2023-2026) 10: "These tie-breaks must be dropped from the
// tournament tie-break list when unrated players are present"; AM 2019
// 13.14: "where all the players are rated").
func (st *Standings) dropRatings(tbs []tiebreak) []tiebreak {
	unrated := 0
	for _, p := range st.e.players {
		if p.rating == 0 {
			unrated++
		}
	}
	if unrated == 0 {
		return tbs
	}
	var out []tiebreak
	for _, tb := range tbs {
		switch tb.name {
		case "ARO", "TPR", "PTP", "APRO", "APPO", "RTNG":
			st.Notes = append(st.Notes, fmt.Sprintf("%s dropped: %d unrated players (C.07 10)", tb.code, unrated))
		default:
			out = append(out, tb)
		}
	}
	return out
}

// rows writes the standings.
func (st *Standings) rows() {
	for _, g := range st.rk.groups {
		for _, i := range g {
			p := st.e.players[i]
			row := Row{Rank: st.rk.rankOf[i], Player: p.id, Name: p.name, Recorded: p.rank}
			for k := range st.rk.cols {
				row.Values = append(row.Values, st.valueText(k, i))
			}
			st.Rows = append(st.Rows, row)
		}
	}
}

// valueText writes player i's value at step k.
func (st *Standings) valueText(k, i int) string {
	col := &st.rk.cols[k]
	if col.vals != nil {
		return col.vals[i].String(col.decimals)
	}
	if v, ok := st.rk.deScore(k, i); ok {
		return v.String(1)
	}
	return "-"
}
