// Package standings computes the final standings of a Swiss tournament by
// its tie-break list, the way the FIDE tie-break regulations (Handbook
// C.07) define them, and checks the ranks a report file records against
// them (C.07 4.2, TRF26 record 202/212 and 001 columns 86-89).
//
// Three editions are known (Edition): the regulation in force until
// 31 August 2023 (the virtual opponent of the Arbiters' Manual 2019,
// 13.14.2), the 2023/2024 texts (the dummy opponent of 16.4) and the 2026
// text (the capped dummy of 16.4.1 and 16.4.2, STD, TPN, RTNG); the
// tournament's start date chooses one. Each tie-break is a small function
// citing its article; values are exact (tenths, hundredths, fractions),
// and rounded only where the text says so. docs/standings.md lists every
// reading the text left open and what this package does.
//
// The package works on a pairing.Tournament and names no pairing system.
package standings
