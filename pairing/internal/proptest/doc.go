// Package proptest is the harness the brute-force property tests of the
// Dutch engines (pairing/dutch2017/bruteforce, pairing/dutch2026/bruteforce)
// share: their command-line flags, the runner that checks random
// situations on every CPU, the report of the mismatches found, and small
// helpers to print and compare pairings. It is imported by _test.go files
// only.
package proptest
