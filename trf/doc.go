// Package trf reads and writes FIDE tournament report files: TRF16 with the
// TRF06 bye conventions, the TRF26 records a pairing checker needs, and the
// pairing programs' extensions (XXR, XXC, XXS, XXA, XXP, XXZ, BB?).
//
// A File holds what the report says, as written: it does not interpret the
// results beyond what the format defines. The tournament state that the
// pairing rules work on is built from a File by package pairing.
//
// # TRF26 records
//
// What Read and Validate do with each record of TRF26 (Handbook C.02.03
// Annexure A), audited against the project's docs/trf26.md §2-§5 and §10.
// "Fixed" marks what was missing or wrong before the audit (issue 11); the
// rest was read and checked correctly already.
//
//	###        comment: kept verbatim
//	012-132    kept verbatim, informative for a checker (042 start date, else
//	           132's first date: File.StartDate, which pairing/systems reads
//	           for a bare FIDE_DUTCH and pairing/standings for the C.07
//	           edition; 052 settles an ambiguous 042)
//	142        TotalRounds; XXR wins with a warning; 1-999, not below the rounds
//	           played. Fixed: a second 142 (or XXR) with another value is an
//	           error (the last one won silently)
//	152        InitialColour, W or B; XXC wins with a warning. Fixed: a second
//	           152 with another colour is an error
//	162        Scoring: W win, forfeit win, full-point bye; D draw, half-point
//	           bye; L loss; A zero-point bye, forfeit loss; P the PAB (W's
//	           value when not given); X is checked and scores nothing (TRF26
//	           has no result code for it). XXS over BB? over 162. Fixed: a
//	           sign, or a symbol given twice with other points, is an error; a
//	           value that XXS or BB? replaces is a warning; a given P keeps the
//	           PAB against BBW (BBW won). A result code as a symbol (Z H F U
//	           1 = 0 + -, not TRF26's) is a warning when its points are what
//	           its result scores anyway, an error otherwise (was an error).
//	           The point system, whichever of XXS, BB? and 162 gives it, must
//	           make sense: no sign, a win not below a draw, a draw not below
//	           a loss, byes and forfeits in order (Scoring.faults)
//	172 182 202 212 222, NRS records (federation code for 001): kept verbatim,
//	           informative for a pairings checker (initial order and standings)
//	192        kept verbatim; package pairing/systems chooses the system by it.
//	           Fixed: one code of letters, digits and _; an empty 192 (system
//	           left to the default) or two different codes is an error.
//	           Missing, outside this package: a _BAKU code without XXA or 250
//	           gives no acceleration (pairing/systems drops the suffix)
//	240        ByeRequests: kind F, H or Z, round, start ranks of the file.
//	           Fixed: in a round of the player records it must agree with the
//	           player's block (0000 - F; H or =; Z, - or blank; no game, no
//	           PAB), and a round already paired must show the bye; one kind
//	           per player and round; a round past XXR/142 is a warning
//	250        Acceleration per player and round; match points blank or zero;
//	           rounds and start ranks in order; XXA wins for its player.
//	           Fixed: game points 0.0 or signed are an error (TRF26: not 0.0
//	           for individuals); an XXA that differs from the 250 ranges is a
//	           warning; two records that give a player of the file other
//	           points for a round are an error (the later won), the same
//	           points a warning
//	260        Prohibited in rounds First..Last; at least two start ranks of
//	           the file
//	299        Fixed: an error (was ignored): abnormal points are not applied,
//	           so neither the scores that pair nor the points column are known;
//	           the points check is skipped
//	013 310 300 320 330: a team competition is rejected (team.go); 352 362 801
//	           802 kept verbatim
//	001        unchanged from TRF16; rank 86-89 read (ties allowed); result
//	           codes as TRF16, case-insensitive ("?" is not in TRF26's table).
//	           Added: a game paired but not played yet (ITDX, remark 3),
//	           result ? (the VCL4THP draft's unknown result) or blank with an
//	           opponent and a colour, only in the last paired round; it
//	           scores nothing (162 X is not applied), and the points column
//	           may leave that round out (rounds.go)
package trf
