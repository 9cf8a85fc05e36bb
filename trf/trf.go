package trf

// Colour is the colour a player had in a round, as recorded.
type Colour byte

// The colours of a round block. NoColour is written '-'.
const (
	NoColour Colour = 0
	White    Colour = 'w'
	Black    Colour = 'b'
)

// Opposite returns Black for White, White for Black and NoColour otherwise.
func (c Colour) Opposite() Colour {
	switch c {
	case White:
		return Black
	case Black:
		return White
	}
	return NoColour
}

func (c Colour) String() string {
	switch c {
	case White:
		return "w"
	case Black:
		return "b"
	}
	return "-"
}

// Points is a score in tenths of a point (the TRF points column has one
// decimal): 15 is 1.5 points.
type Points int

// Result codes of a round block (TRF16 §4, case-insensitive letters are
// stored upper-case). ResultNone is a blank result: not paired.
const (
	ResultWin         byte = '1'
	ResultDraw        byte = '='
	ResultLoss        byte = '0'
	ResultForfeitWin  byte = '+'
	ResultForfeitLoss byte = '-'
	ResultWinUnrated  byte = 'W' // win, game of less than one move
	ResultDrawUnrated byte = 'D'
	ResultLossUnrated byte = 'L'
	ResultHalfBye     byte = 'H'
	ResultFullBye     byte = 'F'
	ResultPAB         byte = 'U' // pairing-allocated bye
	ResultZeroBye     byte = 'Z'
	ResultNone        byte = ' '
	// ResultUnknown is a game paired but not played yet (or adjourned):
	// the VCL4THP draft writes "?" for TRF26's unknown result (162 X).
	// It is allowed only in the last paired round of a file (Pending).
	ResultUnknown byte = '?'
)

// Game is one round block of a player record: opponent, colour and result.
type Game struct {
	Opponent int // starting rank of the opponent; 0 for none (0000 or blank)
	Colour   Colour
	Result   byte // one of the Result constants
}

// Played reports whether the game was actually played over the board
// (C.04.2.D.5): a real opponent and a result that is not a forfeit.
func (g Game) Played() bool {
	if g.Opponent == 0 {
		return false
	}
	switch g.Result {
	case ResultWin, ResultDraw, ResultLoss, ResultWinUnrated, ResultDrawUnrated, ResultLossUnrated:
		return true
	}
	return false
}

// PAB reports whether the block is a pairing-allocated bye: code U, or the
// TRF06 convention "0000 - +".
func (g Game) PAB() bool {
	return g.Opponent == 0 && (g.Result == ResultPAB || g.Result == ResultForfeitWin)
}

// ForfeitWin reports whether the player won by forfeit against a real
// opponent.
func (g Game) ForfeitWin() bool {
	return g.Opponent != 0 && g.Result == ResultForfeitWin
}

// Pending reports whether the block is a game paired but not played yet:
// an opponent and a colour, and the result ? or blank (a round published
// before its results, TRF26 ITDX). Such a game scores nothing, gives no
// colour history and is not a meeting; Read allows it only in the last
// paired round of the file.
func (g Game) Pending() bool {
	return g.Opponent != 0 && g.Colour != NoColour &&
		(g.Result == ResultUnknown || g.Result == ResultNone)
}

// Paired reports whether the player took part in the pairing of the round:
// a real opponent (even a forfeited game) or the pairing-allocated bye.
func (g Game) Paired() bool {
	return g.Opponent != 0 || g.PAB()
}

// Player is a 001 record.
type Player struct {
	Line       int // line number in the file, 1-based; 0 for players built in memory
	ID         int // starting rank (pairing number), columns 5-8
	Sex        byte
	Title      string
	Name       string
	Rating     int // 0 when unrated
	Federation string
	FIDEID     string
	BirthDate  string
	Points     Points // the points column as written
	Rank       int    // 0 when blank
	Games      []Game // Games[r-1] is round r; trailing blank rounds may be absent
}

// Game returns the player's block for round r (1-based), or a blank block
// when the record is shorter.
func (p *Player) Game(r int) Game {
	if r < 1 || r > len(p.Games) {
		return Game{Result: ResultNone}
	}
	return p.Games[r-1]
}

// Record is a line other than a 001 record, kept verbatim (without its line
// end): headers 012-132, comments, records this package does not interpret.
type Record struct {
	Line int
	Text string
}

// Tag returns the record type: the first three characters.
func (r Record) Tag() string {
	if len(r.Text) < 3 {
		return r.Text
	}
	return r.Text[:3]
}

// Scoring is the point system: points for each kind of result.
type Scoring struct {
	WhiteWin, BlackWin   Points // WW, BW
	WhiteDraw, BlackDraw Points // WD, BD
	WhiteLoss, BlackLoss Points // WL, BL
	ZeroBye              Points // ZPB: absence, Z or blank
	HalfBye              Points // HPB: H
	FullBye              Points // FPB: F
	PAB                  Points // pairing-allocated bye: U
	ForfeitWin           Points // FW
	ForfeitLoss          Points // FL
}

// DefaultScoring is 1, ½, 0 with the pairing-allocated and full-point byes
// worth a win.
var DefaultScoring = Scoring{
	WhiteWin: 10, BlackWin: 10, WhiteDraw: 5, BlackDraw: 5,
	HalfBye: 5, FullBye: 10, PAB: 10, ForfeitWin: 10,
}

// ByeRequest is an XXZ line or a TRF26 240 record: players who will not be
// paired in a round.
type ByeRequest struct {
	Line  int
	Kind  byte // 'Z', 'H' or 'F'; XXZ is 'Z'
	Round int  // 0 for XXZ: the round to be paired
	IDs   []int
}

// Prohibition is an XXP line or a TRF26 260 record: the listed players must
// not be paired with each other in rounds First..Last.
type Prohibition struct {
	Line        int
	First, Last int // Last 0 means no end (XXP)
	IDs         []int
}

// File is a whole tournament report.
type File struct {
	Name    string    // the name the file was read under, used in errors
	Players []*Player // 001 records in file order
	Records []Record  // every other line, in file order, except the extension and TRF26 pairing records below

	TotalRounds   int    // XXR, else 142; 0 when neither is present
	InitialColour Colour // XXC white1/black1 or 152; NoColour when not given
	RankIDs       bool   // XXC rank: pair by position in the file
	Scoring       Scoring
	ScoringGiven  bool // XXS, BB? or 162 present

	Acceleration map[int][]Points // XXA or 250: virtual points, by player ID, [r-1] for round r
	Prohibited   []Prohibition    // XXP and 260
	ByeRequests  []ByeRequest     // XXZ and 240

	Warnings ErrorList // things read but doubtful (for example Latin-1 text)

	src *sourceInfo // where Read found the extension values; nil when built in memory
}

// Rounds returns the number of rounds present: the longest player record.
func (f *File) Rounds() int {
	n := 0
	for _, p := range f.Players {
		if len(p.Games) > n {
			n = len(p.Games)
		}
	}
	return n
}
