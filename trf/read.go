package trf

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"unicode/utf8"

	"github.com/swisscheck/swisscheck/internal/fileio"
)

// Limits that keep any input from using unbounded memory or time.
const (
	maxFileSize = 64 << 20 // bytes read from one report
	maxLineSize = 1 << 20  // bytes in one line
	maxRounds   = 999      // round blocks in one record
	maxID       = 9999     // start ranks are 4 columns wide (TRF16 §3)
	max250      = 100      // TRF26 250 records, each expanded per player and round
	maxPlayers  = maxID    // player records: start ranks are unique and at most 9999
	maxRecords  = 100000   // other records kept verbatim
	maxListIDs  = 1 << 20  // player ids in all XXP, XXZ, 240 and 260 records together
)

// pos is a 1-based line and column.
type pos struct{ line, col int }

// sourceInfo remembers where Read found values that Validate checks but the
// File fields cannot place: the XXR/142 value, each XXA line, and each
// player id of the XXP/260 and XXZ/240 records.
type sourceInfo struct {
	totalRounds    pos
	totalRoundsTag string // "XXR" or "142"
	accel          map[int]pos
	prohibited     [][]pos // parallel to File.Prohibited
	byes           [][]pos // parallel to File.ByeRequests
	scoring        sources // where each value of File.Scoring was given
}

// reader is the state of one Read.
type reader struct {
	f      *File
	errs   collector
	warns  collector
	latin1 bool
	src    sourceInfo

	xxr, r142      int // total rounds: XXR wins over 142
	xxrPos, pos142 pos
	xxc, c152      Colour // initial colour: XXC wins over 152
	pos152         pos
	code192        string // the 192 tournament type, upper-case
	pos192         pos
	scoring        scoringLayers
	ranges250      []accelRange
	listIDs        int  // ids read from XXP, XXZ, 240 and 260 records
	overflow       bool // a limit on the number of records or ids was reported
	shiftSearches  int  // player records searched for a shift (shift.go)
}

// ReadValidFile reads the report at path and validates it: the file as
// read (nil when it could not be read at all, with its warnings otherwise)
// and every problem, those of reading and, when it reads, of Validate.
func ReadValidFile(path string) (*File, ErrorList) {
	f, err := ReadFile(path)
	if err != nil {
		var list ErrorList
		if errors.As(err, &list) {
			return f, list
		}
		msg := err.Error()
		if pe := (*fs.PathError)(nil); errors.As(err, &pe) && pe.Path == path {
			msg = pe.Err.Error() // "x.trf: permission denied", not "x.trf: open x.trf: ..."
		}
		return f, ErrorList{{File: path, Msg: msg}}
	}
	return f, f.Validate()
}

// ReadFile reads the report at path with Read. Only a regular file (or a
// symbolic link to one) is opened: a named pipe, a socket, a device or a
// folder is an *fs.PathError wrapping a *fileio.NotRegularError, since
// reading one could wait for ever. An error opening the file is returned
// as is; problems in its content as an ErrorList.
func ReadFile(path string) (*File, error) {
	fh, err := fileio.OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close() // read only: closing cannot lose data
	return Read(path, fh)
}

// Read parses a whole tournament report: TRF16 (TRF16 §3, §5) with the
// TRF06 bye conventions (§7), the pairing programs' extensions (§8) and the
// TRF26 pairing records (§9). name is used in error positions.
//
// Read always returns a File, as complete as it could be made. When the
// report has problems the error is an ErrorList, sorted by position, that
// lists all of them (up to MaxErrors). Read checks each line on its own;
// Validate checks the whole file. A player record whose columns are
// shifted from some column on is one problem that says so, not one for
// every field after the shift (shift.go).
func Read(name string, r io.Reader) (*File, error) {
	f := &File{Name: name, Scoring: DefaultScoring}
	rd := &reader{f: f, errs: collector{name: name}, warns: collector{name: name}}
	data, err := io.ReadAll(io.LimitReader(r, maxFileSize+1))
	switch {
	case err != nil:
		rd.errs.add(0, 0, "file: expected a readable report, found a read error: %v", err)
	case len(data) > maxFileSize:
		rd.errs.add(0, 0, "file: expected at most %d MiB, found more", maxFileSize>>20)
	default:
		rd.lines(rd.fromUTF16(data))
		rd.finish()
	}
	f.Warnings = rd.warns.result()
	if len(f.Warnings) == 0 {
		f.Warnings = nil
	}
	return f, rd.errs.result().Err()
}

// lines splits the report at CR, LF or CRLF (TRF16 §2: the spec says CR,
// bbpPairings writes bare CR, most others LF or CRLF) and reads each line.
func (rd *reader) lines(data []byte) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	rd.latin1 = !utf8.Valid(data)
	for n := 1; len(data) > 0; n++ {
		i := bytes.IndexAny(data, "\r\n")
		if i < 0 {
			rd.line(n, data)
			return
		}
		rd.line(n, data[:i])
		if data[i] == '\r' && i+1 < len(data) && data[i+1] == '\n' {
			i++
		}
		data = data[i+1:]
	}
}

// fromUTF16 converts a report saved as UTF-16 with a byte order mark
// (Windows editors call it "Unicode") to UTF-8, with a warning; other data
// is returned as is. Without the conversion every other byte of such a
// file would be a NUL.
func (rd *reader) fromUTF16(data []byte) []byte {
	out, ok := utf16ToUTF8(data)
	if !ok {
		return data
	}
	rd.warns.add(1, 1, "encoding: expected UTF-8, found a UTF-16 byte order mark; the file was read as UTF-16")
	if len(data)%2 == 1 {
		rd.errs.add(0, 0, "file: expected UTF-16 text (an even number of bytes), found %d bytes", len(data))
	}
	return out
}

// decode turns a line into runes: UTF-8, or Latin-1 when the file is not
// valid UTF-8 (old files), with a warning at the first such line. Latin-1
// is read as Windows-1252 reads it: bytes 0x80-0x9F are letters and signs
// (Š, Ž, €, quotes), not C1 controls, where Windows-1252 has them.
func (rd *reader) decode(n int, b []byte) []rune {
	if !rd.latin1 {
		return []rune(string(b))
	}
	if len(rd.warns.list) == 0 && !utf8.Valid(b) {
		col := 1 + utf8.RuneCount(validPrefix(b))
		rd.warns.add(n, col, "encoding: expected UTF-8, found byte 0x%02X; the file was read as Latin-1", b[len(validPrefix(b))])
	}
	rs := make([]rune, len(b))
	for i, c := range b {
		rs[i] = latin1Rune(c)
	}
	return rs
}

// validPrefix returns the longest prefix of b that is valid UTF-8.
func validPrefix(b []byte) []byte {
	i := 0
	for i < len(b) {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size <= 1 {
			break
		}
		i += size
	}
	return b[:i]
}

// line reads line n: a player record, an extension or TRF26 record the
// File has fields for, or any other record, kept verbatim.
func (rd *reader) line(n int, b []byte) {
	if len(b) > maxLineSize {
		rd.errs.add(n, 0, "line: expected at most %d bytes, found %d", maxLineSize, len(b))
		return
	}
	if len(rd.f.Players) >= maxPlayers && bytes.HasPrefix(b, []byte("001")) {
		rd.tooMany(n, "player records", maxPlayers) // skipped before decoding: cheap
		return
	}
	rs := rd.decode(n, b)
	for len(rs) > 0 && rs[0] == '\uFEFF' {
		rs = rs[1:] // a byte order mark left by concatenating files
	}
	if isBlankLine(rs) {
		return // empty lines are skipped
	}
	rd.checkControls(n, rs)
	tag := string(rs[:min(3, len(rs))])
	h, ok := recordReaders[tag]
	switch {
	case tag == "001" && len(rd.f.Players) >= maxPlayers:
		rd.tooMany(n, "player records", maxPlayers)
	case tag == "001":
		rd.player(n, rs)
	case ok:
		rd.record(n, rs, tag, h)
	case len(rd.f.Records) >= maxRecords:
		rd.tooMany(n, "records other than 001", maxRecords)
	default:
		rd.f.Records = append(rd.f.Records, Record{Line: n, Text: string(rs)})
		if check, ok := recordCheckers[tag]; ok {
			check(rd, n, rs)
		}
	}
}

// record reads an extension or TRF26 record into the File fields.
func (rd *reader) record(n int, rs []rune, tag string, h func(*reader, int, []rune)) {
	if at(rs, 3) != ' ' {
		rd.errs.add(n, 4, "%s: expected a blank after the record type, found %q", tag, at(rs, 3))
		return
	}
	h(rd, n, rs)
}

// tooMany reports, once, that the file goes past one of the limits that
// bound the memory Read uses; what is past it is not read.
func (rd *reader) tooMany(n int, what string, limit int) {
	if !rd.overflow {
		rd.errorf(n, 1, "file: expected at most %d %s, found more (not read)", limit, what)
		rd.overflow = true
	}
}

// recordReaders are the records read into File fields rather than kept in
// File.Records.
var recordReaders = map[string]func(*reader, int, []rune){
	"XXR": (*reader).readXXR,
	"XXC": (*reader).readXXC,
	"XXS": (*reader).readXXS,
	"XXA": (*reader).readXXA,
	"XXP": (*reader).readXXP,
	"XXZ": (*reader).readXXZ,
	"BBW": (*reader).readBB,
	"BBD": (*reader).readBB,
	"BBL": (*reader).readBB,
	"BBZ": (*reader).readBB,
	"BBF": (*reader).readBB,
	"BBU": (*reader).readBB,
	"142": (*reader).read142,
	"152": (*reader).read152,
	"162": (*reader).read162,
	"240": (*reader).read240,
	"250": (*reader).read250,
	"260": (*reader).read260,
}

// finish resolves what depends on the whole file: which of two records
// giving the same value wins, the point system, the 250 ranges, which
// need the list of players, and where games not played yet may be (the
// last paired round).
func (rd *reader) finish() {
	f := rd.f
	f.TotalRounds, rd.src.totalRounds, rd.src.totalRoundsTag = rd.r142, rd.pos142, "142"
	if rd.xxr > 0 {
		if rd.r142 > 0 && rd.r142 != rd.xxr {
			rd.warns.add(rd.pos142.line, rd.pos142.col, "142: expected the same number of rounds as XXR (%d), found %d; XXR is used", rd.xxr, rd.r142)
		}
		f.TotalRounds, rd.src.totalRounds, rd.src.totalRoundsTag = rd.xxr, rd.xxrPos, "XXR"
	}
	f.InitialColour = rd.c152
	if rd.xxc != NoColour {
		if rd.c152 != NoColour && rd.c152 != rd.xxc {
			rd.warns.add(rd.pos152.line, rd.pos152.col, "152: expected the same initial colour as XXC (%s), found %s; XXC is used", rd.xxc, rd.c152)
		}
		f.InitialColour = rd.xxc
	}
	f.Scoring, f.ScoringGiven, rd.src.scoring = rd.scoring.resolve()
	rd.warn162(f.Scoring)
	rd.check162Other(f.Scoring)
	rd.expand250()
	rd.warn240Rounds()
	unplayedProblems(f, rd.errs.add)
	f.src = &rd.src
}

// errorf records a problem of the record being read.
func (rd *reader) errorf(line, col int, format string, args ...any) {
	rd.errs.add(line, col, format, args...)
}
