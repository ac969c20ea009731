#!/usr/bin/env bash
# bench/real-programs.sh - ccprof's shares on real programs against perf and
# callgrind (docs/performance.md, "Real programs: ccprof against perf and
# callgrind").
#
# Usage: bench/real-programs.sh [BUILD_DIR]   (default: ../build relative to this file)
#
# Builds, each once with `ccprof cc -O2 -g` (`ccprof c++` for C++):
#   lua     Lua 5.4.4 (Debian source package, as bench/run.sh) running
#           bench/programs/bench.lua
#   sqlite  the sqlite 3.40.1 shell (amalgamation + shell.c) running a SQL
#           script: a table of random rows, sort, group by, join, index
#   json    bench/programs/jsonbench.cpp on Debian's nlohmann-json3-dev:
#           dump, parse, sort, CBOR round trip of a generated document
# and on that same binary measures
#   1. ccprof's own profile (default source, CCPROF_HZ=4000), RUNS times;
#   2. perf record -e cpu-clock -F 4000 (no call graphs) with CCPROF=0,
#      RUNS times, and once with the ccprof sampler running;
#   3. callgrind self instruction counts with CCPROF=0 on a smaller input
#      (on a copy without debug sections: valgrind 3.19 rejects Lua's DWARF).
# Prints one markdown table per program: the top 15 functions by ccprof
# share. Raw files go to bench/work/real/<program>/.
#
# Knobs: REAL_PROGS [lua sqlite json], REAL_RUNS [2], REAL_HZ [4000],
#        REAL_REUSE_BUILD [0] (1: keep binaries from an earlier run).
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BUILD_ARG=${1:-$HERE/../build}
[[ -d $BUILD_ARG ]] || { echo "error: no build directory $BUILD_ARG" >&2; exit 1; }
BUILD=$(cd "$BUILD_ARG" && pwd)
CCPROF=$BUILD/bin/ccprof
WORK=$HERE/work
OUT=$WORK/real
# shellcheck disable=SC2206
PROGS=(${REAL_PROGS:-lua sqlite json})
RUNS=${REAL_RUNS:-2}
HZ=${REAL_HZ:-4000}
NICE=(nice -n 19)

say() { printf '[%s] %s\n' "$(date -u +%T)" "$*" >&2; }
die() { say "error: $*"; exit 1; }

[[ -x $CCPROF ]] || die "no $CCPROF (build CCProf first: ./setup.sh)"
missing=()
for tool in clang-22 clang++-22 perf valgrind strip nm callgrind_annotate python3 c++filt apt-get tclsh gcc make; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
((${#missing[@]} == 0)) || die "missing tools: ${missing[*]} (perf: apt-get install linux-perf; valgrind; tcl for tclsh)"
[[ -f /usr/include/nlohmann/json.hpp ]] || die "no /usr/include/nlohmann/json.hpp (apt-get install nlohmann-json3-dev)"
perf stat -e cpu-clock true >/dev/null 2>&1 ||
  die "perf cannot count cpu-clock here (perf_event_paranoid is $(cat /proc/sys/kernel/perf_event_paranoid); run as root or lower it)"

mkdir -p "$WORK/src" "$OUT"

fetch_deb_source() {
  local pkg=$1
  compgen -G "$WORK/src/${pkg}_*.orig.tar.*" >/dev/null && return 0
  say "fetching Debian source package $pkg"
  (cd "$WORK/src" && apt-get source --download-only "$pkg") >"$OUT/apt-$pkg.log" 2>&1 ||
    die "apt-get source $pkg failed (deb-src entries? see docs/performance.md, Reproducing; $OUT/apt-$pkg.log)"
}

# Builds: nice, at most 2 jobs.
build_lua() {
  local tarball dir src obj=$OUT/lua/obj f pids=()
  fetch_deb_source lua5.4
  tarball=$(compgen -G "$WORK/src/lua5.4_*.orig.tar.*" | head -n1)
  dir=$(tar tf "$tarball" | head -n1 | cut -d/ -f1)
  [[ -d $WORK/$dir ]] || tar xf "$tarball" -C "$WORK"
  src=$WORK/$dir/src
  rm -rf "$obj"; mkdir -p "$obj"
  for f in "$src"/*.c; do
    [[ $(basename "$f") == luac.c ]] && continue
    "${NICE[@]}" "$CCPROF" cc -O2 -g -DLUA_COMPAT_5_3 -DLUA_USE_LINUX -c "$f" -o "$obj/$(basename "$f" .c).o" &
    pids+=($!)
    if ((${#pids[@]} >= 2)); then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
  done
  for f in "${pids[@]}"; do wait "$f"; done
  "${NICE[@]}" "$CCPROF" cc -O2 -g "$obj"/*.o -lm -ldl -o "$OUT/lua/prog"
}

build_sqlite() {
  local tarball dir
  fetch_deb_source sqlite3
  tarball=$(compgen -G "$WORK/src/sqlite3_*.orig.tar.*" | grep -v -- -www | head -n1)
  dir=$(tar tf "$tarball" | head -n1 | cut -d/ -f1)
  [[ -d $WORK/$dir ]] || tar xf "$tarball" -C "$WORK"
  if [[ ! -f $WORK/$dir/sqlite3.c || ! -f $WORK/$dir/shell.c ]]; then
    say "generating sqlite3.c and shell.c (configure; make)"
    (cd "$WORK/$dir" && { [[ -f Makefile ]] || "${NICE[@]}" ./configure CC=gcc; } &&
      "${NICE[@]}" make sqlite3.c shell.c) >"$OUT/sqlite/gen.log" 2>&1 ||
      die "generating the sqlite amalgamation failed, see $OUT/sqlite/gen.log"
  fi
  local defs=(-DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION)
  "${NICE[@]}" "$CCPROF" cc -O2 -g "${defs[@]}" -c "$WORK/$dir/sqlite3.c" -o "$OUT/sqlite/sqlite3.o" &
  local p1=$!
  "${NICE[@]}" "$CCPROF" cc -O2 -g "${defs[@]}" -I"$WORK/$dir" -c "$WORK/$dir/shell.c" -o "$OUT/sqlite/shell.o"
  wait "$p1"
  "${NICE[@]}" "$CCPROF" cc -O2 -g "$OUT/sqlite/sqlite3.o" "$OUT/sqlite/shell.o" -lm -o "$OUT/sqlite/prog"
}

build_json() {
  "${NICE[@]}" "$CCPROF" c++ -O2 -g -std=c++17 "$HERE/programs/jsonbench.cpp" -o "$OUT/json/prog"
}

# sqlite_sql ROWS: the sqlite3 shell's workload (bench/sqlite-workload.sh).
# shellcheck source=sqlite-workload.sh
source "$HERE/sqlite-workload.sh"

# run_args PROG SIZE(big|small) -> prints the arguments; sqlite gets its
# script on stdin (file $OUT/sqlite/SIZE.sql)
declare -A BIG SMALL
BIG[lua]="$HERE/programs/bench.lua 100";   SMALL[lua]="$HERE/programs/bench.lua 3"
BIG[sqlite]=1000000;                       SMALL[sqlite]=100000
BIG[json]="20000 5";                       SMALL[json]="2000 2"

# runp PROG SIZE CMD-PREFIX... : runs the program ($OUT/PROG/$EXE) with its input
EXE=prog
runp() {
  local p=$1 size=$2
  shift 2
  local args
  if [[ $size == big ]]; then args=${BIG[$p]}; else args=${SMALL[$p]}; fi
  if [[ $p == sqlite ]]; then
    "$@" "$OUT/sqlite/$EXE" <"$OUT/sqlite/$size.sql"
  else
    # shellcheck disable=SC2086
    "$@" "$OUT/$p/$EXE" $args
  fi
}

for p in "${PROGS[@]}"; do
  [[ -n ${BIG[$p]:-} ]] || die "unknown program $p (lua sqlite json)"
  mkdir -p "$OUT/$p"
  if [[ ${REAL_REUSE_BUILD:-0} == 1 && -x $OUT/$p/prog ]]; then
    say "$p: reusing $OUT/$p/prog"
  else
    say "$p: building with ccprof cc -O2 -g (nice, 2 jobs)"
    t0=$EPOCHREALTIME
    "build_$p" >"$OUT/$p/build.log" 2>&1 || die "building $p failed, see $OUT/$p/build.log"
    say "$p: built in $(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.0f", b - a }') s"
  fi
done
mkdir -p "$OUT/sqlite"
sqlite_sql "${BIG[sqlite]}" >"$OUT/sqlite/big.sql"
sqlite_sql "${SMALL[sqlite]}" >"$OUT/sqlite/small.sql"

CPU=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n1)
echo "### Real programs: ccprof against perf and callgrind"
echo
echo "CPU: $CPU ($(nproc) CPUs); $(date -u +%F); ccprof build: $BUILD; load average at start: $(cut -d' ' -f1-3 /proc/loadavg)."
echo "ccprof: default source, CCPROF_HZ=$HZ. perf: \`perf record -e cpu-clock -F $HZ\` (self samples, no call graph) with CCPROF=0; \"sampler on\": the same without CCPROF=0. callgrind: self Ir, CCPROF=0, smaller input. ns/call: ccprof's seconds/calls over its runs; '*' under 10 ns a call (ccprof report's mark). ** : |ccprof − mean perf| over 2 points."
echo

for p in "${PROGS[@]}"; do
  d=$OUT/$p/res
  rm -rf "$d"; mkdir -p "$d"
  for ((i = 1; i <= RUNS; i++)); do
    say "$p: ccprof run $i"
    t0=$EPOCHREALTIME
    runp "$p" big env CCPROF_HZ="$HZ" CCPROF_FORMAT=json CCPROF_FILE="$d/ccprof.$i.json" >"$d/out.ccprof.$i" 2>&1 ||
      die "$p failed (ccprof run), see $d/out.ccprof.$i"
    say "$p: $(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }') s"
    say "$p: perf run $i (CCPROF=0)"
    runp "$p" big env CCPROF=0 perf record -q -e cpu-clock -F "$HZ" -o "$d/perf.$i.data" >"$d/out.perf.$i" 2>&1 ||
      die "$p failed under perf, see $d/out.perf.$i"
    perf report -i "$d/perf.$i.data" --no-children --stdio --sort symbol --no-demangle \
      --percent-limit 0 -t $'\t' >"$d/perf.$i.txt" 2>/dev/null
  done
  say "$p: perf run with the ccprof sampler on"
  runp "$p" big env CCPROF_HZ="$HZ" CCPROF_FILE="$d/on.prof" perf record -q -e cpu-clock -F "$HZ" -o "$d/perf-on.data" >"$d/out.perf-on" 2>&1 ||
    die "$p failed under perf, see $d/out.perf-on"
  perf report -i "$d/perf-on.data" --no-children --stdio --sort symbol --no-demangle \
    --percent-limit 0 -t $'\t' >"$d/perf-on.txt" 2>/dev/null
  say "$p: callgrind (small input)"
  # valgrind 3.19 gives up on clang-22's DWARF for Lua ("Possibly corrupted
  # debuginfo file"): callgrind runs a copy without the debug sections,
  # the same code and symbols.
  strip --strip-debug -o "$OUT/$p/prog.nodebug" "$OUT/$p/prog"
  EXE=prog.nodebug runp "$p" small env CCPROF=0 valgrind --tool=callgrind --demangle=no \
    --callgrind-out-file="$d/callgrind.out" >"$d/out.callgrind" 2>&1 ||
    die "$p failed under callgrind, see $d/out.callgrind"
  callgrind_annotate --inclusive=no --threshold=100 "$d/callgrind.out" >"$d/callgrind.txt" 2>/dev/null
  small=${SMALL[$p]//$HERE\//}
  big=${BIG[$p]//$HERE\//}
  [[ $p == sqlite ]] && { big="$big rows"; small="$small rows"; }
  python3 "$HERE/real-programs.py" "$p: input $big (callgrind: $small)" "$CCPROF" "$d" ||
    die "making the $p table failed"
  rm -f "$d"/*.data "$d/on.prof"
done
echo "Load average at end: $(cut -d' ' -f1-3 /proc/loadavg). Raw files: $OUT/<program>/res/."
