package trf_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/swisscheck/swisscheck/trf"
)

// A two-round tournament of three players in TRF16, with the XXR and XXC
// extensions. The columns matter: the start rank is at columns 5-8, the
// points at 81-84, and round r's block "OOOO c r" starts at column
// 92+10(r-1).
const report = `012 Example Open
001    1      Adams, Ann                        2100                             2.0          2 w 1     3 b 1
001    2      Brown, Bob                        2000                             1.0          1 b 0  0000 - U
001    3      Clark, Cid                        1900                             1.0       0000 - U     1 w 0
XXR 3
XXC white1
`

func ExampleRead() {
	f, err := trf.Read("example.trf", strings.NewReader(report))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(f.Records[0].Text, "-", f.TotalRounds, "rounds, white first:", f.InitialColour == trf.White)
	for _, p := range f.Players {
		g := p.Game(1)
		fmt.Printf("%d %s: %s points; round 1 opponent %d colour %s result %c, paired %v\n",
			p.ID, p.Name, p.Points, g.Opponent, g.Colour, g.Result, g.Paired())
	}
	fmt.Println("problems:", len(f.Validate()))
	// Output:
	// 012 Example Open - 3 rounds, white first: true
	// 1 Adams, Ann: 2.0 points; round 1 opponent 2 colour w result 1, paired true
	// 2 Brown, Bob: 1.0 points; round 1 opponent 1 colour b result 0, paired true
	// 3 Clark, Cid: 1.0 points; round 1 opponent 0 colour - result U, paired true
	// problems: 0
}

func ExampleFile_Validate() {
	f, _ := trf.Read("example.trf", strings.NewReader(report))
	// Clark's bye is worth a point, but the points column now says 0.0.
	f.Players[2].Points = 0
	for _, e := range f.Validate() {
		fmt.Println(e)
	}
	// Output:
	// example.trf:4:81: points: expected 1.0 from the results under the file's point system, found 0.0
}

func ExampleWrite() {
	f, _ := trf.Read("example.trf", strings.NewReader(strings.ReplaceAll(report, "\n", "\r")))
	f.Players[2].Points = 15 // tenths of a point
	f.Prohibited = append(f.Prohibited, trf.Prohibition{First: 1, IDs: []int{1, 3}})
	if err := trf.Write(os.Stdout, f); err != nil {
		fmt.Println(err)
	}
	// Output:
	// 012 Example Open
	// 001    1      Adams, Ann                        2100                             2.0          2 w 1     3 b 1
	// 001    2      Brown, Bob                        2000                             1.0          1 b 0  0000 - U
	// 001    3      Clark, Cid                        1900                             1.5       0000 - U     1 w 0
	// XXR 3
	// XXC white1
	// XXP 1 3
}
