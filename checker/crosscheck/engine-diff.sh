#!/usr/bin/env bash
# engine-diff.sh: the differential re-run of a change to the Dutch engines
# (issue 21): two builds of swisscheck must give byte-identical output.
#
#   checker/crosscheck/engine-diff.sh OLD NEW [COUNT] [SEED] [WORK]
#
# OLD and NEW are swisscheck binaries (build the old one from the branch
# point: git worktree add /tmp/old BASE && (cd /tmp/old && go build -o
# /tmp/sc-old ./cmd/swisscheck)). For dutch-2017 and dutch-2026 it
#
#   gen     generates COUNT tournaments (default 2000) with each binary
#           (generate --system X -n COUNT --seed SEED --players 10-400
#           --rounds 5-11): the generator pairs every round with the
#           engine, so the two folders must be byte-identical;
#   corpora checks the reference corpora of $SWISSCHECK_SHARED (default
#           /work/shared) with each binary, --format json and --format fpc:
#           rtg-bbp, rtg-javafo, large, perturbed and regressions under
#           dutch-2017, rtg-bbp-2026 and
#           checker/testdata/large2026_p1000_r9_s20260201.trf under
#           dutch-2026;
#   check   checks every generated file with each binary, --format json
#           and --format fpc;
#
# and compares the outputs (the generated files' folder written alike) and
# exit codes. STEPS (default "gen corpora
# check") chooses the steps and their order. Outputs are kept under
# WORK/<first 12 hex digits of the binary's sha256>/, so a rerun reuses
# every result already there: "engine-diff.sh B B" computes B's results
# alone (to run the two binaries at once, or ahead of time). It prints one
# line per comparison and exits 1 on any difference.
set -euo pipefail

old=${1:?usage: engine-diff.sh OLD NEW [COUNT] [SEED] [WORK]}
new=${2:?usage: engine-diff.sh OLD NEW [COUNT] [SEED] [WORK]}
count=${3:-2000}
seed=${4:-1}
work=${5:-/tmp/engine-diff}
steps=${STEPS:-gen corpora check}
shared=${SWISSCHECK_SHARED:-/work/shared}
repo=$(cd "$(dirname "$0")/../.." && pwd)

key() { sha256sum "$1" | cut -c1-12; }
fail=0

# run BIN NAME ARGS...: stdout and exit code of BIN ARGS into
# WORK/<key>/NAME.{out,rc}, unless already there.
run() {
	local bin=$1 name=$2
	shift 2
	local dir
	dir=$work/$(key "$bin")
	mkdir -p "$dir"
	if [ ! -f "$dir/$name.rc" ]; then
		local rc=0
		nice "$bin" "$@" >"$dir/$name.out.tmp" 2>"$dir/$name.err" || rc=$?
		mv "$dir/$name.out.tmp" "$dir/$name.out"
		echo "$rc" >"$dir/$name.rc"
	fi
}

# paths OUT: OUT with the folder of a binary's generated files (its key)
# written GEN, as the two folders are byte-identical (the gen step checks
# it) and either may have been checked (when the binaries ran apart).
paths() { sed 's#/gen-\([^/]*\)/[0-9a-f]\{12\}/#/gen-\1/GEN/#g' "$1"; }

# same NAME: compare the two binaries' results of NAME.
same() {
	local a b
	a=$work/$(key "$old")/$1
	b=$work/$(key "$new")/$1
	if cmp -s <(paths "$a.out") <(paths "$b.out") && cmp -s "$a.rc" "$b.rc"; then
		echo "same       $1 ($(wc -c <"$a.out") bytes, exit $(cat "$a.rc"))"
	else
		echo "DIFFERENT  $1: diff $a.out $b.out"
		fail=1
	fi
}

# check SYSTEM NAME PATHS...: both formats, both binaries.
check() {
	local sys=$1 name=$2
	shift 2
	for format in json fpc; do
		for bin in "$old" "$new"; do
			run "$bin" "$name.$format" check --format "$format" --system "$sys" "$@"
		done
		same "$name.$format"
	done
}

# gendir SYSTEM BIN: the folder of BIN's tournaments.
gendir() { echo "$work/gen-$1-n$count-s$seed/$(key "$2")"; }

gen() {
	local sys dir
	for sys in dutch-2017 dutch-2026; do
		for bin in "$old" "$new"; do
			dir=$(gendir "$sys" "$bin")
			if [ ! -d "$dir" ]; then
				rm -rf "$dir.tmp"
				nice "$bin" generate --system "$sys" -n "$count" --seed "$seed" \
					--players 10-400 --rounds 5-11 -o "$dir.tmp" -q
				mv "$dir.tmp" "$dir"
			fi
		done
		if diff -r -q "$(gendir "$sys" "$old")" "$(gendir "$sys" "$new")" >/dev/null; then
			echo "same       generate $sys -n $count --seed $seed ($(find "$(gendir "$sys" "$old")" -name '*.trf' | wc -l) files)"
		else
			echo "DIFFERENT  generate $sys: diff -r $(gendir "$sys" "$old") $(gendir "$sys" "$new")"
			fail=1
		fi
	done
}

corpora() {
	local c=$shared/corpus sub
	for sub in rtg-bbp rtg-javafo large perturbed regressions; do
		check dutch-2017 "corpus-$sub" "$c/$sub"
	done
	check dutch-2026 corpus-rtg-bbp-2026 "$c/rtg-bbp-2026"
	check dutch-2026 large2026 "$repo/checker/testdata/large2026_p1000_r9_s20260201.trf"
}

checkgen() {
	local sys
	for sys in dutch-2017 dutch-2026; do
		check "$sys" "gen-$sys-n$count-s$seed" "$(gendir "$sys" "$old")"
	done
}

for step in $steps; do
	case $step in
	gen) gen ;;
	corpora) corpora ;;
	check) checkgen ;;
	*) echo "engine-diff: unknown step $step" >&2; exit 2 ;;
	esac
done

if [ "$fail" = 0 ]; then
	echo "engine-diff: no difference"
else
	echo "engine-diff: DIFFERENCES"
fi
exit "$fail"
