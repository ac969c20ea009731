#!/usr/bin/env bash
# bench/small-functions.sh - what -ccprof-min-instructions buys on a C++
# program of small functions (issue 15; docs/performance.md, "Small C++
# functions").
#
# Usage: bench/small-functions.sh [BUILD_DIR]   (default: ../build)
#
# Builds bench/programs/jsonbench.cpp (nlohmann/json 3.11.2, Debian's
# nlohmann-json3-dev) with clang++-22 -O2 and with `ccprof c++ -O2` at each
# threshold of SMALL_VARIANTS, then for each build prints: the functions
# left out and profiled (records in the binary), .text, callgrind's
# instruction count (CCPROF=0, input SMALL_CG_ARGS) and calls executed, and
# the CPU time (perf stat task-clock, else /usr/bin/time) against the
# unprofiled build: the median of SMALL_RUNS alternating rounds, each round
# running every build once (input SMALL_ARGS, CCPROF=0; SMALL_SAMPLER=1 runs
# with the sampler on instead). Binaries stay in bench/work/small/.
#
# Knobs: SMALL_VARIANTS ["0 10 15 20 30 50 200 all:20 all:50"] (N, or
#        all:N for -ccprof-min-instructions-linkage=all), SMALL_RUNS [7],
#        SMALL_ARGS ["20000 2"], SMALL_CG_ARGS ["2000 2"], SMALL_SAMPLER [0].
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BUILD=$(cd "${1:-$HERE/../build}" && pwd)
CCPROF=$BUILD/bin/ccprof
WORK=$HERE/work
OUT=$WORK/small
SRC=$HERE/programs/jsonbench.cpp
# shellcheck disable=SC2206
VARIANTS=(${SMALL_VARIANTS:-0 10 15 20 30 50 200 all:20 all:50})
RUNS=${SMALL_RUNS:-7}
read -r -a ARGS <<<"${SMALL_ARGS:-20000 2}"
read -r -a CG_ARGS <<<"${SMALL_CG_ARGS:-2000 2}"
NICE=(nice -n 19)

die() { echo "error: $*" >&2; exit 1; }
[[ -x $CCPROF ]] || die "no $CCPROF (build CCProf first: ./setup.sh)"
[[ -f /usr/include/nlohmann/json.hpp ]] || die "no /usr/include/nlohmann/json.hpp (apt-get install nlohmann-json3-dev)"
for tool in clang++-22 valgrind callgrind_annotate nm size; do
  command -v "$tool" >/dev/null || die "missing $tool"
done
mkdir -p "$OUT"

name() { echo "n${1/:/-}"; } # 20 -> n20, all:20 -> nall-20
"${NICE[@]}" clang++-22 -O2 -std=c++17 "$SRC" -o "$OUT/base"
for v in "${VARIANTS[@]}"; do
  opts=(--ccprof-min-instructions="${v#all:}")
  [[ $v == all:* ]] && opts+=(--ccprof-min-instructions-linkage=all)
  "${NICE[@]}" "$CCPROF" c++ -O2 -std=c++17 "${opts[@]}" "$SRC" -o "$OUT/$(name "$v")"
done
BINS=(base)
for v in "${VARIANTS[@]}"; do BINS+=("$(name "$v")"); done

# cpu_ms BIN: the CPU time of one run, in milliseconds
if perf stat -x, -e task-clock true >/dev/null 2>&1; then
  cpu_ms() {
    env CCPROF="$PROFILING" CCPROF_FILE="$OUT/$1.prof" perf stat -x, -e task-clock "$OUT/$1" "${ARGS[@]}" 2>&1 >/dev/null |
      awk -F, '/task-clock/ { printf "%.1f\n", $1 }'
  }
else
  cpu_ms() {
    { env CCPROF="$PROFILING" CCPROF_FILE="$OUT/$1.prof" /usr/bin/time -f '%U %S' "$OUT/$1" "${ARGS[@]}" >/dev/null; } 2>&1 |
      tail -1 | awk '{ printf "%.1f\n", ($1 + $2) * 1000 }'
  }
fi
PROFILING=0
[[ ${SMALL_SAMPLER:-0} == 1 ]] && PROFILING=1

declare -A IR CALLS
for b in "${BINS[@]}"; do
  env CCPROF=0 "${NICE[@]}" valgrind --tool=callgrind --callgrind-out-file="$OUT/cg.$b" \
    "$OUT/$b" "${CG_ARGS[@]}" >/dev/null 2>"$OUT/cg.$b.log"
  IR[$b]=$(callgrind_annotate "$OUT/cg.$b" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
  CALLS[$b]=$(awk -F'[= ]' '/^calls=/ { s += $2 } END { print s + 0 }' "$OUT/cg.$b")
done

declare -A T
for ((r = 0; r < RUNS; r++)); do
  for ((k = 0; k < ${#BINS[@]}; k++)); do
    i=$(((k + r) % ${#BINS[@]})) # each round starts one build later
    T[$r,$i]=$(cpu_ms "${BINS[$i]}")
  done
done
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "CPU: $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n1) ($(nproc) CPUs); $(date -u '+%F %H:%M') UTC; load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "CPU time: median of $RUNS alternating rounds of jsonbench ${ARGS[*]}, CCPROF=$PROFILING; Ir: callgrind, jsonbench ${CG_ARGS[*]}, CCPROF=0"
echo
echo "| build | left out | profiled | .text | Ir | Ir ratio | calls executed | CPU ms (median) | CPU ratio (median of pairs) |"
echo "|---|---|---|---|---|---|---|---|---|"
for ((i = 0; i < ${#BINS[@]}; i++)); do
  b=${BINS[$i]}
  small=$(nm "$OUT/$b" | grep -c ' __ccprof_small\.' || true)
  prof=$(nm "$OUT/$b" | grep -c ' __ccprof_cc\.' || true)
  text=$(size -A "$OUT/$b" | awk '$1 == ".text" { print $2 }')
  ms=$(for ((r = 0; r < RUNS; r++)); do echo "${T[$r,$i]}"; done | median)
  ratio=$(for ((r = 0; r < RUNS; r++)); do echo "${T[$r,$i]} ${T[$r,0]}" | awk '{ printf "%.3f\n", $1 / $2 }'; done | median)
  label=$b
  [[ $b == base ]] && label="clang++-22 -O2" && small=- && prof=-
  [[ $b == n* ]] && label="ccprof, ${b#n}" && label=${label/all-/all:}
  echo "| $label | $small | $prof | $text | ${IR[$b]} | $(awk -v a="${IR[$b]}" -v b="${IR[base]}" 'BEGIN { printf "%.3f", a / b }') | ${CALLS[$b]} | $ms | $ratio |"
done
