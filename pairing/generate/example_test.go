package generate_test

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/swisscheck/swisscheck/pairing/dutch2017"
	"github.com/swisscheck/swisscheck/pairing/generate"
	"github.com/swisscheck/swisscheck/trf"
)

// A small tournament: six players, three rounds, with a half-point bye
// now and then. The same settings and seed give these bytes on any
// machine. The tie-break list is drawn for the tournament (212), and the
// ranks (the column after the points) are its final standings: players
// tied on the whole list share the higher rank.
func ExampleTournament() {
	cfg, err := generate.ParseConfig(strings.NewReader(`
players=6
rounds=3
half-byes=0.1
colour=white1
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	f, err := generate.Tournament(dutch2017.System{}, cfg, 42)
	if err != nil {
		fmt.Println(err)
		return
	}
	// Leave the header out of the example, but for the tie-break list.
	f.Records = slices.DeleteFunc(f.Records, func(r trf.Record) bool { return r.Tag() != "212" })
	if err := trf.Write(os.Stdout, f); err != nil {
		fmt.Println(err)
	}
	// Output:
	// 212 PTS,BH/C1,BH,WIN,BPG
	// 001    1 m GM Bianchi, Jonas                    2677 CHN    68893506 1986/10/15  3.0    1     4 w 1     2 b 1     3 w 1
	// 001    2 wWGM Kaplan, Elena                     2667 AZE    16341962 1962/10/12  1.0    4     5 b 1     1 w 0     6 b -
	// 001    3 m    Olsen, Anton                      2603 ESP    39977794 1960/12/02  2.0    2     6 w 1     5 b 1     1 b 0
	// 001    4 m    Zimmermann, Ivan                  2260 HUN    53091329 1961/06/22  1.0    5     1 b 0  0000 - H     5 w =
	// 001    5 m    Yilmaz, Peter                     2146 CHN    56531340 1959/12/14  0.5    6     2 w 0     3 w 0     4 b =
	// 001    6 m    Kovacs, Martin                         ENG             1988/08/21  2.0    3     3 b 0  0000 - U     2 w +
	// XXR 3
	// XXC white1
}

// Tournament 7 of a run with seed 1, as "swisscheck generate --seed 1"
// writes it to g0007_p..._r..._s....trf.
func ExampleGenerate() {
	res, err := generate.Generate(dutch2017.System{}, generate.DefaultConfig(), 1, 7)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d players, %d rounds, seed %d, %d retries\n", len(res.File.Players), res.File.TotalRounds, res.Seed, res.Retries)
	// Output:
	// 97 players, 9 rounds, seed 10153893582497021570, 0 retries
}
