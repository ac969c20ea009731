#!/usr/bin/env bash
# bench/prolog/instructions.sh - the cost of prologc -p in instructions:
# every bench/prolog program, scaled down (the SMALL table below), built
# with prologc -O2 and with prologc -O2 -p, run once each under callgrind;
# prints a markdown table of the instruction counts (callgrind's Ir, the
# program's threads together) and their ratio. Instruction counts do not
# depend on the load of a shared VM, so one run is enough (two runs differ
# by less than 0.01%: the collector's timing); they are not time (a rdtsc counts as one
# instruction, cache misses as none) - run.sh measures CPU time.
#
# Usage: bench/prolog/instructions.sh [BUILD_DIR [SCRATCH_DIR]]
#   BUILD_DIR    the CCProf build whose bin/prologc is measured (default:
#                build/ at the top of this checkout)
#   SCRATCH_DIR  programs, binaries and callgrind output (default:
#                ${TMPDIR:-/tmp}/prologinstr)
#   INSTR_PROGS  program:fact:size ... instead of the table below
# Needs valgrind. About 2 minutes on a 2-vCPU VM.
set -euo pipefail
export LC_ALL=C
SELF=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$SELF/../.." && pwd)
BUILD=${1:-$ROOT/build}
OUT=${2:-${TMPDIR:-/tmp}/prologinstr}
PROLOGC=${PROLOGC:-$BUILD/bin/prologc}
command -v valgrind >/dev/null || { echo "instructions.sh: valgrind not found" >&2; exit 2; }
[ -x "$PROLOGC" ] || { echo "instructions.sh: no prologc at $PROLOGC" >&2; exit 2; }
mkdir -p "$OUT"

# program: the fact that sizes it, and the size used here (INSTR_PROGS
# replaces the list: test/lit/prolog/bench-smoke.test runs nrev alone)
SMALL=${INSTR_PROGS:-"crypt:iterations:100 deriv:iterations:6000 nrev:iterations:3000
queens:size:9 tak:iterations:1 zebra:iterations:15"}

irefs() { # the program's instruction count under callgrind
  valgrind --tool=callgrind --callgrind-out-file="$OUT/cg.out" "$@" 2>&1 >/dev/null |
    awk '/Collected :/ { print $NF }'
}

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), $(valgrind --version); prologc: $PROLOGC"
echo
echo "| program (size) | prologc -O2 instructions | prologc -O2 -p instructions | -p / plain |"
echo "|---|---:|---:|---:|"
for entry in $SMALL; do
  IFS=: read -r prog fact n <<<"$entry"
  sed "s/^$fact([0-9]*)\\./$fact($n)./" "$SELF/$prog.pl" >"$OUT/$prog.pl"
  grep -q "^$fact($n)\\." "$OUT/$prog.pl" || { echo "instructions.sh: $prog.pl has no $fact/1 fact" >&2; exit 1; }
  "$PROLOGC" -O2 "$OUT/$prog.pl" -o "$OUT/$prog"
  "$PROLOGC" -O2 -p "$OUT/$prog.pl" -o "$OUT/$prog-p"
  plain=$(irefs "$OUT/$prog")
  prof=$(CCPROF_FILE="$OUT/$prog.prof" irefs "$OUT/$prog-p")
  awk -v p="$prog" -v f="$fact" -v n="$n" -v a="$plain" -v b="$prof" \
    'BEGIN { printf "| %s (%s %s) | %.0f | %.0f | %.2fx |\n", p, f, n, a, b, b / a }'
done
