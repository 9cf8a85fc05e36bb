package dutch

// Candidate is a pairing of a bracket: pairs and downfloaters, as indices
// into the bracket's players. Each pair lists the higher-ranked player first.
type Candidate struct {
	Pairs     [][2]int
	Floaters  []int
	Generated int // position in the rules' sequence of candidates, when known
}
