#!/usr/bin/env bash
# bench/prolog/run.sh - prolog-mini (prologc) against SWI-Prolog on the
# classic Prolog benchmarks, and the cost of profiling: prologc -p against
# SWI-Prolog's own profiler (profile/1) on the same programs.
#
# Usage: bench/prolog/run.sh [BUILD_DIR [SCRATCH_DIR]]
#   BUILD_DIR    the CCProf build whose bin/prologc is measured (default:
#                build/ at the top of this checkout)
#   SCRATCH_DIR  binaries, outputs, profiles, times and results
#                (default: ${TMPDIR:-/tmp}/prologbench)
#
# Every bench/prolog/*.pl (nrev, queens, crypt, tak, deriv, zebra; each
# starts itself with initialization(main, main) and takes 0.5-2 s of CPU in
# swipl 9 on a 2020s x86 core) runs four ways:
#   swipl          swipl -f none P.pl
#   swipl-prof     swipl -f none -g 'profile(main)' -t halt P.pl (SWI's
#                  port-counting profiler; it prints its report after the
#                  program's output)
#   prologc        prologc -O2 P.pl -o P.plc
#   prologc-p      prologc -O2 -p P.pl -o P.plcp (run with CCPROF_FILE set)
# RUNS rounds (default 5); each round runs every variant of a program back
# to back, the order alternating between rounds (forwards, then
# backwards), so that a slow moment of this shared VM falls on both sides
# of a ratio. Times are medians over the rounds (wall clock and CPU =
# user + sys, from bash's `time`); speed-ups and overheads are medians of
# the per-round ratios of CPU times (on a VM shared with other work, the
# wall clock also counts the time spent waiting for a CPU). All variants of a program must print what swipl
# prints (swipl-prof: as the start of its output), and each prologc -p run
# must write a profile; problems are listed under the table and make the
# exit status 1.
#
# Prints a markdown table (also SCRATCH_DIR/results.md; raw times in
# SCRATCH_DIR/times.tsv) with the date, the CPU model (/proc/cpuinfo) and
# the versions. Needs nothing but bash, coreutils/awk, swipl and the
# build. Without an executable prologc it says so and measures swipl and
# swipl-prof alone.
#
# Environment (defaults in brackets):
#   PROLOGC  [BUILD_DIR/bin/prologc]   SWIPL [swipl]   RUNS [5]
#   BENCH_PROGS [every bench/prolog/*.pl]  the programs (names without .pl)
#   BENCH_DIR [bench/prolog]  where the programs are (test/lit/prolog's
#            bench-smoke.test points it at a tiny program)
# Before prologc exists the script logic can be exercised with a stand-in
# compiler whose executables run swipl:
#   PROLOGC=test/lit/prolog/Inputs/swipl-as-prologc.sh bench/prolog/run.sh
set -euo pipefail
export LC_ALL=C

SELF=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$SELF/../.." && pwd)
HERE=$(cd "${BENCH_DIR:-$SELF}" && pwd)
BUILD=${1:-$ROOT/build}
OUT=${2:-${TMPDIR:-/tmp}/prologbench}
RUNS=${RUNS:-5}
SWIPL=${SWIPL:-swipl}
PROLOGC=${PROLOGC:-$BUILD/bin/prologc}

command -v "$SWIPL" >/dev/null || {
  echo "run.sh: $SWIPL not found (Debian: apt-get install swi-prolog-nox)" >&2
  exit 2
}
case "$RUNS" in '' | *[!0-9]* | 0) echo "run.sh: RUNS must be a positive integer" >&2; exit 2 ;; esac
HAVE_PLC=1
if [ ! -x "$PROLOGC" ]; then
  HAVE_PLC=0
  echo "run.sh: no $PROLOGC (build CCProf with prolog-mini, or set PROLOGC):" \
       "measuring swipl and swipl's profile/1 alone" >&2
fi
ALL=$(cd "$HERE" && ls -- *.pl | sed 's/[.]pl$//')
PROGS=()
for p in ${BENCH_PROGS:-$ALL}; do
  [ -f "$HERE/$p.pl" ] || { echo "run.sh: BENCH_PROGS: no $HERE/$p.pl (there are:" $ALL")" >&2; exit 2; }
  PROGS+=("$p")
done

mkdir -p "$OUT/bin" "$OUT/out" "$OUT/prof" "$OUT/log" "$OUT/cwd"
OUT=$(cd "$OUT" && pwd)
SWIVER=$("$SWIPL" --version)
echo "swipl:   $(command -v "$SWIPL") ($SWIVER)" >&2
[ "$HAVE_PLC" = 0 ] || echo "prologc: $PROLOGC" >&2
echo "scratch: $OUT" >&2

# ------------------------------------------------------------------ build
VARIANTS=(swipl swipl-prof)
[ "$HAVE_PLC" = 0 ] || VARIANTS=(swipl prologc prologc-p swipl-prof)
if [ "$HAVE_PLC" = 1 ]; then
  for p in "${PROGS[@]}"; do
    echo "build $p" >&2
    "$PROLOGC" -O2 "$HERE/$p.pl" -o "$OUT/bin/$p.plc" >"$OUT/log/$p.plc.log" 2>&1 ||
      { cat "$OUT/log/$p.plc.log" >&2; echo "run.sh: prologc -O2 $p.pl failed" >&2; exit 1; }
    "$PROLOGC" -O2 -p "$HERE/$p.pl" -o "$OUT/bin/$p.plcp" >"$OUT/log/$p.plcp.log" 2>&1 ||
      { cat "$OUT/log/$p.plcp.log" >&2; echo "run.sh: prologc -O2 -p $p.pl failed" >&2; exit 1; }
  done
fi

# -------------------------------------------------------------- measure
# run_one PROG VARIANT ROUND: appends "prog variant round wall cpu status" to times.tsv
run_one() {
  local p=$1 v=$2 r=$3 tf=$OUT/log/time.$$ st=0
  local of=$OUT/out/$p.$v.$r.out ef=$OUT/log/$p.$v.$r.err
  local TIMEFORMAT='%R %U %S'
  case "$v" in
    swipl) { time "$SWIPL" -f none "$HERE/$p.pl" >"$of" 2>"$ef" || st=$?; } 2>"$tf" ;;
    swipl-prof)
      { time "$SWIPL" -f none -g 'profile(main)' -t halt "$HERE/$p.pl" >"$of" 2>"$ef" || st=$?; } 2>"$tf" ;;
    prologc) { time "$OUT/bin/$p.plc" >"$of" 2>"$ef" || st=$?; } 2>"$tf" ;;
    prologc-p)
      rm -f "$OUT/prof/$p.prof"
      { time env CCPROF_FILE="$OUT/prof/$p.prof" "$OUT/bin/$p.plcp" >"$of" 2>"$ef" || st=$?; } 2>"$tf" ;;
  esac
  read -r wall user sys <"$tf"
  rm -f "$tf"
  echo "$p $v $r $wall $(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", u + s }') $st" >>"$OUT/times.tsv"
}

(cd "$OUT/cwd"
 : >"$OUT/times.tsv"
 for r in $(seq 1 "$RUNS"); do
   for p in "${PROGS[@]}"; do
     if [ $((r % 2)) = 1 ]; then order=("${VARIANTS[@]}")
     else order=(); for ((i = ${#VARIANTS[@]} - 1; i >= 0; i--)); do order+=("${VARIANTS[i]}"); done
     fi
     for v in "${order[@]}"; do run_one "$p" "$v" "$r"; done
   done
   echo "round $r/$RUNS done" >&2
 done)

# --------------------------------------------------------------- checks
PROBLEMS=()
for p in "${PROGS[@]}"; do
  ref=$OUT/out/$p.swipl.1.out
  for r in $(seq 1 "$RUNS"); do
    for v in "${VARIANTS[@]}"; do
      of=$OUT/out/$p.$v.$r.out
      st=$(awk -v p="$p" -v v="$v" -v r="$r" '$1 == p && $2 == v && $3 == r { print $6 }' "$OUT/times.tsv")
      [ "$st" = 0 ] || PROBLEMS+=("$p $v (round $r) exited with status $st: $(head -c 300 "$OUT/log/$p.$v.$r.err" | tr '\n' ' ')")
      if [ "$v" = swipl-prof ]; then
        [ "$(head -c "$(wc -c <"$ref")" "$of")" = "$(cat "$ref")" ] ||
          PROBLEMS+=("$p swipl-prof (round $r): its output does not start with swipl's")
      else
        cmp -s "$ref" "$of" || PROBLEMS+=("$p $v (round $r): output differs from swipl's (diff $ref $of)")
      fi
    done
  done
  if [ "$HAVE_PLC" = 1 ] && [ ! -s "$OUT/prof/$p.prof" ]; then
    PROBLEMS+=("$p prologc-p wrote no profile ($OUT/prof/$p.prof)")
  fi
done

# ---------------------------------------------------------------- table
# median P V COLUMN (4 wall, 5 cpu); ratio P V1 V2: median over rounds of cpu(V1)/cpu(V2)
median() {
  awk -v p="$1" -v v="$2" -v c="$3" '$1 == p && $2 == v { print $c }' "$OUT/times.tsv" | sort -g |
    awk '{ a[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) printf "%.3f", a[(NR + 1) / 2];
                             else printf "%.3f", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}
ratio() {
  awk -v p="$1" -v a="$2" -v b="$3" '$1 == p && $2 == a { x[$3] = $5 } $1 == p && $2 == b { y[$3] = $5 }
       END { for (r in x) if ((r in y) && y[r] > 0) print x[r] / y[r] }' "$OUT/times.tsv" | sort -g |
    awk '{ a[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) printf "%.4f", a[(NR + 1) / 2];
                             else printf "%.4f", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}
pct() { awk -v x="$1" 'BEGIN { printf "%+.0f", 100 * (x - 1) }'; }
fmt2() { awk -v x="$1" 'BEGIN { printf "%.2f", x }'; }

CPU_MODEL=$(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)
{
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(uname -n), ${CPU_MODEL:-unknown CPU}, $(nproc) CPUs;" \
       "$SWIVER; prologc: $([ "$HAVE_PLC" = 1 ] && echo "${PROLOGC#"$ROOT"/}" || echo none)."
  echo "Medians of $RUNS rounds (variants of a program back to back, order alternating)." \
       "s = wall seconds, CPU = user + sys seconds. speed-up = swipl / prologc -O2 and" \
       "overheads (profiled / plain - 1) are medians of the per-round ratios of CPU times."
  echo
  if [ "$HAVE_PLC" = 1 ]; then
    echo "| program | swipl s | swipl CPU | prologc -O2 s | prologc CPU | speed-up | prologc -O2 -p s | prologc -p overhead % | swipl profile/1 s | profile/1 overhead % |"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    for p in "${PROGS[@]}"; do
      echo "| $p | $(median "$p" swipl 4) | $(median "$p" swipl 5) | $(median "$p" prologc 4) |" \
           "$(median "$p" prologc 5) | $(fmt2 "$(ratio "$p" swipl prologc)")x |" \
           "$(median "$p" prologc-p 4) | $(pct "$(ratio "$p" prologc-p prologc)") |" \
           "$(median "$p" swipl-prof 4) | $(pct "$(ratio "$p" swipl-prof swipl)") |"
    done
  else
    echo "| program | swipl s | swipl CPU | swipl profile/1 s | profile/1 CPU | profile/1 overhead % |"
    echo "|---|---:|---:|---:|---:|---:|"
    for p in "${PROGS[@]}"; do
      echo "| $p | $(median "$p" swipl 4) | $(median "$p" swipl 5) | $(median "$p" swipl-prof 4) |" \
           "$(median "$p" swipl-prof 5) | $(pct "$(ratio "$p" swipl-prof swipl)") |"
    done
  fi
  echo
  if [ ${#PROBLEMS[@]} = 0 ]; then
    echo "Output check: every variant of every program printed what swipl prints$([ "$HAVE_PLC" = 1 ] && echo "; every prologc -p run wrote a profile")."
  else
    echo "PROBLEMS:"
    for m in "${PROBLEMS[@]}"; do echo "- $m"; done
  fi
} >"$OUT/results.md"
cat "$OUT/results.md"
[ ${#PROBLEMS[@]} = 0 ]
