#!/usr/bin/env bash
# bench/run.sh - CCProf overhead benchmarks (see docs/performance.md).
#
# Usage: bench/run.sh [--quick] [BUILD_DIR]   (default: ../build relative to this file)
#
# --quick: only the profiler's run-time cost, in under 3 minutes (33 s on
# an idle 2-vCPU VM): fib, primes, qsort, binarytrees and jsonbench (C++, needs
# nlohmann-json3-dev), each built with `clang-22 -O2` and `ccprof cc -O2`,
# 5 alternating pairs of runs, CPU time; checks every run's profile (fib's
# call count exact). One markdown table whose header names the CPU, date,
# commit and build; see bench/quick.py for what it checks. Knobs:
#   BENCH_QUICK_PAIRS [5], BENCH_QUICK_PROGS [fib primes qsort binarytrees
#   jsonbench], BENCH_QUICK_INPUTS ['fib=25;qsort=10000 1' replaces those
#   programs' inputs]. The knobs below are for the full run.
#
# Without --quick:
# Builds the programs in bench/programs/ and the Lua 5.4 interpreter (Debian
# source package, fetched into bench/work/) in several variants - clang -O2
# baseline, ccprof, gcc -O2 and gcc -O2 -pg (gprof), clang
# -finstrument-functions with a one-increment hook, clang XRay - and measures:
#   * wall time, baseline and variant runs alternating, median of the
#     per-pair ratios variant/baseline;
#   * total instructions (callgrind Ir) on smaller inputs;
#   * ccprof with CCPROF=0 against the default (the cost of SIGPROF at 1000 Hz);
#   * compile time with and without -fpass-plugin (sqlite3 amalgamation, a
#     generated 50,000-function file) and the pass alone in opt-22 on IR with
#     10k/20k/50k functions.
# Prints markdown tables on stdout; everything (tables, raw times, logs) goes
# to bench/results/<timestamp>/ and bench/results/latest.
#
# Environment knobs (defaults in brackets):
#   BENCH_RUNS [5]          alternating pairs per wall-time comparison
#   BENCH_COMPILE_RUNS [5]  pairs for the large real file (and opt runs)
#   BENCH_GEN_FUNCS [50000] functions in the generated file
#   BENCH_GEN_RUNS [1]      pairs for the 50,000-function file (~2 min each
#                           on a 2-core VM)
#   BENCH_GEN_SCALE [5000 10000 20000]  smaller generated files compiled (one
#                           pair each) to show how the cost scales
#   BENCH_COMPILE_CPU [last CPU]  compiles are pinned to this CPU (taskset):
#                           on the 2-vCPU VM here, CPU 0 ran clang up to 1.6x
#                           slower than CPU 1, and whichever one the scheduler
#                           picked decided a pair's ratio
#   BENCH_PROGS [fib primes qsort binarytrees lua sqlite]  sqlite: the
#                           sqlite3 shell (amalgamation and shell.c, generated
#                           from the Debian source) running a SQL script of
#                           inserts, sorts, GROUP BY, a join and an index;
#                           also `jsonbench` (C++ on nlohmann/json, Debian
#                           nlohmann-json3-dev; built with clang++-22 and g++)
#   BENCH_PHASES [wall callgrind compile]; also `accuracy` (~2 minutes:
#                           bench/accuracy/accuracy.py table, every sampling
#                           source's error against a program whose true
#                           split its own run measures) and `compile-ir` (not run by
#                           default, ~25 min): instructions clang executes
#                           (callgrind Ir) compiling onelua.c - all of Lua in
#                           one file - with and without the plugin, next to
#                           -finstrument-functions and XRay
#   BENCH_IR_SQLITE [0]     1: compile-ir also counts sqlite3.c (~30 min more)
#   BENCH_CG_TIMEOUT [120]  seconds per callgrind run
#   BENCH_CG_XRAY_BASIC [fib primes]  programs whose XRay basic-mode variant
#                           also runs under callgrind (20-60 s each for the
#                           others, which would break the time budget)
#   BENCH_REUSE_BUILD [0]   1: keep binaries from an earlier run (only for
#                           working on this script; normally all are rebuilt)
#   BENCH_WORK [bench/work], BENCH_RESULTS [bench/results]  where sources and
#                           binaries, and the results, go (also with --quick)
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
QUICK=0
BUILD_ARG=
for arg in "$@"; do
  case $arg in
    --quick) QUICK=1 ;;
    -*) echo "run.sh: unknown option $arg (usage: bench/run.sh [--quick] [BUILD_DIR])" >&2; exit 2 ;;
    *)
      [[ -z $BUILD_ARG ]] || { echo "run.sh: more than one BUILD_DIR (usage: bench/run.sh [--quick] [BUILD_DIR])" >&2; exit 2; }
      BUILD_ARG=$arg ;;
  esac
done
BUILD=$(cd "${BUILD_ARG:-$HERE/../build}" && pwd)
PLUGIN=$BUILD/lib/libCCProf.so
RTDIR=$BUILD/lib
PROGDIR=$HERE/programs
WORK=${BENCH_WORK:-$HERE/work}
RESULTS=${BENCH_RESULTS:-$HERE/results}
STAMP=$(date -u +%Y%m%d-%H%M%S)
RES=$RESULTS/$STAMP
BIN=$WORK/bin
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/ccprof-bench.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT

RUNS=${BENCH_RUNS:-5}
CRUNS=${BENCH_COMPILE_RUNS:-5}
GRUNS=${BENCH_GEN_RUNS:-1}
# shellcheck disable=SC2206 # a space-separated list
GEN_SCALE=(${BENCH_GEN_SCALE:-5000 10000 20000})
COMPILE_CPU=${BENCH_COMPILE_CPU:-$(($(nproc) - 1))}
PIN=()
command -v taskset >/dev/null && PIN=(taskset -c "$COMPILE_CPU")
GEN_FUNCS=${BENCH_GEN_FUNCS:-50000}
# shellcheck disable=SC2206 # a space-separated list
PROGS=(${BENCH_PROGS:-fib primes qsort binarytrees lua sqlite})
PHASES=" ${BENCH_PHASES:-wall callgrind compile} "
CG_TIMEOUT=${BENCH_CG_TIMEOUT:-120}
CG_XRAY_BASIC=${BENCH_CG_XRAY_BASIC:-fib primes}
JOBS=$(nproc)

CLANG=clang-22
CLANGXX=clang++-22
OPT=opt-22
GCC=gcc
GXX=g++

mkdir -p "$RES" "$BIN" "$WORK/src"
ln -sfn "$STAMP" "$RESULTS/latest"
LOG=$RES/run.log
: >"$LOG"
TIMES=$RES/times.tsv
printf 'phase\tprogram\tbaseline\tvariant\tinput\tpair\tbase_s\tvariant_s\tratio\n' >"$TIMES"

say() { printf '%s\n' "$*" >&2; printf '[%s] %s\n' "$(date -u +%T)" "$*" >>"$LOG"; }
die() { say "error: $*"; exit 1; }

if ((QUICK)); then
  command -v python3 >/dev/null || die "python3 not found"
  say "quick check: results in $RES"
  if python3 "$HERE/quick.py" "$BUILD" "$RES" "$WORK/quick" "$SCRATCH" | tee "$RES/results.md"; then
    status=0
  else
    status=$?
  fi
  say "done: $RES/results.md"
  exit "$status"
fi

for tool in "$CLANG" "$OPT" "$GCC" /usr/bin/time; do
  command -v "$tool" >/dev/null || die "$tool not found"
done
[[ -f $PLUGIN ]] || die "no plugin at $PLUGIN (build CCProf first)"
[[ -f $RTDIR/libccprof_rt.a ]] || die "no runtime at $RTDIR/libccprof_rt.a"
HAVE_VALGRIND=1
command -v valgrind >/dev/null || HAVE_VALGRIND=0

#----------------------------------------------------------------------------
# Sources: Lua 5.4 and the sqlite3 amalgamation from Debian source packages
#----------------------------------------------------------------------------

# fetch_deb_source PKG: downloads PKG's Debian source into $WORK/src (once).
# Needs a deb-src line in the apt sources; see docs/performance.md.
fetch_deb_source() {
  local pkg=$1
  compgen -G "$WORK/src/${pkg}_*.orig.tar.*" >/dev/null && return 0
  say "fetching Debian source package $pkg"
  (cd "$WORK/src" && apt-get source --download-only "$pkg") >>"$LOG" 2>&1
}

LUA_SRC=
LUA_NOTE=
setup_lua() {
  local tarball dir
  if ! fetch_deb_source lua5.4; then
    LUA_NOTE="apt-get source lua5.4 failed (no deb-src in apt sources?), see run.log"
    return 1
  fi
  tarball=$(compgen -G "$WORK/src/lua5.4_*.orig.tar.*" | head -n1)
  dir=$(tar tf "$tarball" | head -n1 | cut -d/ -f1)
  [[ -d $WORK/$dir ]] || tar xf "$tarball" -C "$WORK"
  LUA_SRC=$WORK/$dir/src
  [[ -f $LUA_SRC/lvm.c ]] || { LUA_NOTE="unexpected layout in $tarball"; return 1; }
}

SQLITE_C=
SQLITE_NOTE=
# setup_sqlite: $SQLITE_C, the amalgamation, and $WORK/shell.c beside it.
setup_sqlite() {
  local tarball dir
  if [[ -f $WORK/sqlite3.c && -f $WORK/shell.c ]]; then SQLITE_C=$WORK/sqlite3.c; return 0; fi
  if ! fetch_deb_source sqlite3; then
    SQLITE_NOTE="apt-get source sqlite3 failed"
    return 1
  fi
  # Debian ships the canonical source tree; the amalgamation is generated
  # (needs tclsh).
  tarball=$(compgen -G "$WORK/src/sqlite3_*.orig.tar.*" | grep -v -- -www | head -n1)
  dir=$(tar tf "$tarball" | head -n1 | cut -d/ -f1)
  [[ -d $WORK/$dir ]] || tar xf "$tarball" -C "$WORK"
  say "generating the sqlite3 amalgamation (configure; make sqlite3.c shell.c)"
  if (cd "$WORK/$dir" && { [[ -f Makefile ]] || ./configure CC=gcc; } &&
      make sqlite3.c shell.c) >>"$LOG" 2>&1; then
    cp "$WORK/$dir/shell.c" "$WORK/shell.c"
    cp "$WORK/$dir/sqlite3.c" "$WORK/sqlite3.c"
    SQLITE_C=$WORK/sqlite3.c
  else
    SQLITE_NOTE="generating sqlite3.c failed (tclsh missing?)"
    return 1
  fi
}

#----------------------------------------------------------------------------
# Programs: inputs for wall time (~1 s baseline) and a small input for
# callgrind and XRay basic mode (whose log would otherwise be tens of GB)
#----------------------------------------------------------------------------
declare -A WALL_ARGS SMALL_ARGS
WALL_ARGS[fib]="40";            SMALL_ARGS[fib]="30"
WALL_ARGS[primes]="3000";       SMALL_ARGS[primes]="100"
WALL_ARGS[qsort]="2000000 2";   SMALL_ARGS[qsort]="200000 1"
WALL_ARGS[binarytrees]="17";    SMALL_ARGS[binarytrees]="13"
WALL_ARGS[lua]="$PROGDIR/bench.lua 16"; SMALL_ARGS[lua]="$PROGDIR/bench.lua 1"
WALL_ARGS[jsonbench]="3000 5";  SMALL_ARGS[jsonbench]="300 1"
# The sqlite3 shell runs the script given by -init and then ".quit"; the
# scripts are written by sqlite_sql (below) into $WORK.
WALL_ARGS[sqlite]="-init $WORK/sqlite-wall.sql :memory: .quit"
SMALL_ARGS[sqlite]="-init $WORK/sqlite-small.sql :memory: .quit"

# sqlite_sql ROWS: the sqlite3 shell's workload (bench/sqlite-workload.sh).
# shellcheck source=sqlite-workload.sh
source "$HERE/sqlite-workload.sh"

# Variant -> compiler, compile flags, link flags.
variant_cc() {
  case $1 in
    base | ccprof | ccprof-noclone | ccprof-stacks | finstr | xray) echo "$CLANG" ;;
    gcc | gprof) echo "$GCC" ;;
  esac
}
variant_cflags() {
  case $1 in
    base | gcc) echo "-O2" ;;
    ccprof) echo "-O2 -fpass-plugin=$PLUGIN" ;;
    ccprof-noclone) echo "-O2 -fpass-plugin=$PLUGIN -mllvm -ccprof-recursion-clone=false" ;;
    ccprof-stacks) echo "-O2 -fpass-plugin=$PLUGIN -mllvm -ccprof-mode=stacks" ;;
    gprof) echo "-O2 -pg" ;;
    finstr) echo "-O2 -finstrument-functions" ;;
    xray) echo "-O2 -fxray-instrument -fxray-instruction-threshold=1" ;;
  esac
}
variant_ldflags() {
  case $1 in
    ccprof | ccprof-noclone | ccprof-stacks) echo "-L$RTDIR -Wl,-rpath,$RTDIR -lccprof_rt" ;;
    gprof) echo "-pg" ;;
    finstr) echo "$BIN/cyg_hook.o" ;;
    xray) echo "-fxray-instrument" ;;
  esac
}

prog_variants() {
  local vars=(base ccprof ccprof-stacks gcc gprof finstr xray)
  [[ $1 == fib ]] && vars+=(ccprof-noclone)
  echo "${vars[@]}"
}

declare -A BUILD_ERR
# build PROG VARIANT -> $BIN/VARIANT/PROG; on failure BUILD_ERR[PROG.VARIANT]
build() {
  local prog=$1 var=$2 cc cflags ldflags out=$BIN/$2 errf
  cc=$(variant_cc "$var")
  cflags=$(variant_cflags "$var")
  ldflags=$(variant_ldflags "$var")
  mkdir -p "$out"
  rm -f "$out/$prog"
  errf=$SCRATCH/build.$prog.$var.err
  # shellcheck disable=SC2086
  if [[ $prog == lua ]]; then
    local objdir=$out/lua.obj f pids=()
    rm -rf "$objdir"
    mkdir -p "$objdir"
    for f in "$LUA_SRC"/*.c; do
      [[ $(basename "$f") == luac.c ]] && continue
      $cc $cflags -DLUA_COMPAT_5_3 -DLUA_USE_LINUX -c "$f" \
        -o "$objdir/$(basename "$f" .c).o" 2>>"$errf" &
      pids+=($!)
      if ((${#pids[@]} >= JOBS)); then wait "${pids[0]}" || true; pids=("${pids[@]:1}"); fi
    done
    wait || true
    $cc $cflags "$objdir"/*.o $ldflags -lm -ldl -o "$out/$prog" 2>>"$errf" || true
  elif [[ $prog == sqlite ]]; then
    local defs="-DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION"
    $cc $cflags $defs -c "$SQLITE_C" -o "$out/sqlite3.o" 2>>"$errf" &
    $cc $cflags $defs -I"$(dirname "$SQLITE_C")" -c "$(dirname "$SQLITE_C")/shell.c" \
      -o "$out/shell.o" 2>>"$errf" || true
    wait || true
    $cc $cflags "$out/sqlite3.o" "$out/shell.o" $ldflags -lm -o "$out/$prog" 2>>"$errf" || true
  elif [[ $prog == jsonbench ]]; then # C++: the same compiler's C++ driver
    case $cc in
      "$CLANG") cc=$CLANGXX ;;
      "$GCC") cc=$GXX ;;
    esac
    $cc $cflags "$PROGDIR/$prog.cpp" $ldflags -o "$out/$prog" 2>>"$errf" || true
  else
    $cc $cflags "$PROGDIR/$prog.c" $ldflags -o "$out/$prog" 2>>"$errf" || true
  fi
  cat "$errf" >>"$LOG" 2>/dev/null || true
  if [[ ! -x $out/$prog ]]; then
    BUILD_ERR[$prog.$var]=$(grep -m1 -E 'error|undefined' "$errf" || head -n1 "$errf")
    say "build of $prog ($var) failed: ${BUILD_ERR[$prog.$var]}"
    return 1
  fi
}

# A run configuration: a built variant plus environment.
#   base gcc gprof finstr ccprof ccprof-noclone ccprof-stacks: as built
#   ccprof0:    ccprof binary with CCPROF=0 (no timer, no profile written)
#   xray-off:   xray binary, not patched (sleds only)
#   xray-basic: xray binary patched at start-up, basic (flight) logging mode
#   perf-g:     the base binary under `perf record -g` (1 kHz, call graphs
#               by frame pointer; the data to $SCRATCH/cwd), when perf works
run_bin() {
  case $1 in
    ccprof0) echo ccprof ;;
    perf-g) echo base ;;
    xray-off | xray-basic) echo xray ;;
    *) echo "$1" ;;
  esac
}

# run CONFIG PROG ARGS... : runs once in $SCRATCH/cwd, stdout to $SCRATCH/out
run() {
  local cfg=$1 prog=$2
  shift 2
  local exe
  exe=$BIN/$(run_bin "$cfg")/$prog
  rm -rf "$SCRATCH/cwd"
  mkdir -p "$SCRATCH/cwd"
  (
    cd "$SCRATCH/cwd"
    case $cfg in
      ccprof | ccprof-noclone | ccprof-stacks) exec env CCPROF_FILE="$SCRATCH/cwd/p.prof" "$exe" "$@" ;;
      ccprof0) exec env CCPROF=0 "$exe" "$@" ;;
      perf-g) exec perf record -q -g -F 1000 -o "$SCRATCH/cwd/perf.data" -- "$exe" "$@" ;;
      xray-off) exec env XRAY_OPTIONS="patch_premain=false" "$exe" "$@" ;;
      xray-basic)
        exec env XRAY_OPTIONS="patch_premain=true xray_mode=xray-basic verbosity=0 xray_logfile_base=$SCRATCH/cwd/xray-log." "$exe" "$@" ;;
      *) exec "$exe" "$@" ;;
    esac
  ) >"$SCRATCH/out" 2>>"$SCRATCH/stderr"
}

# timed CONFIG PROG ARGS... : prints "wall cpu" in seconds (cpu = user +
# system time of the program, from the `times` builtin of this subshell,
# 1 ms resolution); "FAIL" if the program fails
timed() {
  local t0 t1 cpu
  t0=$EPOCHREALTIME
  run "$@" || { echo FAIL FAIL; return 0; }
  t1=$EPOCHREALTIME
  times >"$SCRATCH/times" # in this shell: a pipe or $(...) would fork
  cpu=$(tail -n1 "$SCRATCH/times") # children: "0m1.234s 0m0.010s"
  awk -v a="$t0" -v b="$t1" -v c="$cpu" 'BEGIN {
    n = split(c, f, /[ ms]+/) # 0 1.234 0 0.010
    printf "%.6f %.3f\n", b - a, f[1] * 60 + f[2] + f[3] * 60 + f[4] }'
}

median() { sort -g | awk '{ a[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

med_of() { printf '%s\n' "$@" | median; }
min_of() { printf '%s\n' "$@" | sort -g | head -n1; }

have() {
  [[ $2 != perf-g || $PERF_OK == 1 ]] && [[ -x $BIN/$(run_bin "$2")/$1 ]]
}
PERF_OK=0
perf record -q -g -F 1000 -o "$SCRATCH/perf-check.data" -- true >/dev/null 2>&1 && PERF_OK=1
rm -f "$SCRATCH/perf-check.data"

# pair PROG BASECFG VARCFG INPUTKIND ROUND: one baseline run, then one
# variant run; appends "base_wall var_wall base_cpu var_cpu" to
# $SCRATCH/pairs.PROG.BASECFG.VARCFG (or marks the comparison failed).
pair() {
  local prog=$1 b=$2 v=$3 kind=$4 i=$5 args tb tv cb cv key=$1.$2.$3
  if [[ $kind == wall ]]; then args=${WALL_ARGS[$prog]}; else args=${SMALL_ARGS[$prog]}; fi
  have "$prog" "$b" && have "$prog" "$v" || return 0
  [[ -e $SCRATCH/fail.$key ]] && return 0
  # shellcheck disable=SC2086
  read -r tb cb < <(timed "$b" "$prog" $args)
  # shellcheck disable=SC2086
  read -r tv cv < <(timed "$v" "$prog" $args)
  rm -f "$SCRATCH"/cwd/xray-log.* 2>/dev/null || true
  if [[ $tb == FAIL || $tv == FAIL ]]; then
    say "run failed: $prog $b/$v"
    : >"$SCRATCH/fail.$key"
    return 0
  fi
  echo "$tb $tv $cb $cv" >>"$SCRATCH/pairs.$key"
  printf 'wall\t%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n' "$prog" "$b" "$v" "$args" "$i" \
    "$tb" "$tv" "$(awk -v a="$tb" -v b="$tv" 'BEGIN { printf "%.4f", b / a }')" >>"$TIMES"
  printf 'cpu\t%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n' "$prog" "$b" "$v" "$args" "$i" \
    "$cb" "$cv" "$(awk -v a="$cb" -v b="$cv" 'BEGIN { if (a > 0) printf "%.4f", b / a; else print "nan" }')" >>"$TIMES"
}

# summary PROG BASECFG VARCFG -> "wall_ratio base_wall var_wall cpu_ratio
# base_cpu var_cpu": medians over the pairs; each ratio is the median of the
# per-pair ratios, so slow drifts in machine load cancel. "n/a" when a
# variant was not built, "fail" when a run failed.
summary() {
  local key=$1.$2.$3
  if [[ -e $SCRATCH/fail.$key ]]; then echo fail; return; fi
  if [[ ! -s $SCRATCH/pairs.$key ]]; then echo n/a; return; fi
  echo "$(awk '{ print $2 / $1 }' "$SCRATCH/pairs.$key" | median)" \
    "$(awk '{ print $1 }' "$SCRATCH/pairs.$key" | median)" \
    "$(awk '{ print $2 }' "$SCRATCH/pairs.$key" | median)" \
    "$(awk '{ print ($3 > 0 ? $4 / $3 : "nan") }' "$SCRATCH/pairs.$key" | median)" \
    "$(awk '{ print $3 }' "$SCRATCH/pairs.$key" | median)" \
    "$(awk '{ print $4 }' "$SCRATCH/pairs.$key" | median)"
}

# callgrind_ir CONFIG PROG: writes the total Ir on the small input to
# $SCRATCH/ir.PROG.CONFIG (nothing on failure). Instruction counts do not
# depend on machine load, so these run $JOBS at a time.
callgrind_ir() {
  local cfg=$1 prog=$2 exe tag=$2.$1
  local out=$SCRATCH/cg.$tag.out cwd=$SCRATCH/cgcwd.$tag
  have "$prog" "$cfg" || return 0
  exe=$BIN/$(run_bin "$cfg")/$prog
  rm -rf "$out" "$cwd"
  mkdir -p "$cwd"
  local -a envs=()
  case $cfg in
    ccprof | ccprof-noclone | ccprof-stacks) envs=(CCPROF_FILE="$cwd/p.prof") ;;
    ccprof0) envs=(CCPROF=0) ;;
    xray-off) envs=(XRAY_OPTIONS="patch_premain=false") ;;
    xray-basic) envs=(XRAY_OPTIONS="patch_premain=true xray_mode=xray-basic verbosity=0 xray_logfile_base=$cwd/xray-log.") ;;
  esac
  # A gprof binary dies of SIGPROF under valgrind while writing gmon.out at
  # exit (the profil timer outlives its handler); callgrind has counted the
  # whole run by then and still writes its totals, so a non-zero exit is only
  # logged.
  # shellcheck disable=SC2086
  (cd "$cwd" && env "${envs[@]}" timeout "$CG_TIMEOUT" valgrind --tool=callgrind \
    --callgrind-out-file="$out" "$exe" ${SMALL_ARGS[$prog]}; exit $?) >/dev/null 2>"$cwd/valgrind.err" ||
    say "callgrind: $prog ($cfg) exited with status $? ($(grep -m1 -E 'terminating|Killed' "$cwd/valgrind.err" || echo see run.log))"
  cat "$cwd/valgrind.err" >>"$SCRATCH/valgrind.log"
  if [[ -s $out ]]; then
    awk '/^(summary|totals):/ { print $2; exit }' "$out" >"$SCRATCH/ir.$tag"
  fi
  rm -rf "$out" "$cwd"
}

fmt_s() { # seconds -> "1.234"
  case $1 in
    "" | n/a | nan) echo "${1:-n/a}" ;;
    *) awk -v t="$1" 'BEGIN { printf "%.3f", t }' ;;
  esac
}

fmt_ratio() { # ratio -> "1.23x"
  case $1 in
    n/a | fail | "" | nan) echo "${1:-n/a}" ;;
    *) awk -v r="$1" 'BEGIN { printf "%.2fx", r }' ;;
  esac
}

#----------------------------------------------------------------------------
# Setup and builds
#----------------------------------------------------------------------------
say "results in $RES"
{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "nproc: $(nproc)"
  echo "uname -r: $(uname -r)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
  echo "clang: $($CLANG --version | head -n1)"
  echo "gcc: $($GCC --version | head -n1)"
  echo "valgrind: $(valgrind --version 2>/dev/null || echo none)"
  echo "build dir: $BUILD"
  echo "ccprof source: $(git -C "$HERE/.." rev-parse --short HEAD 2>/dev/null || echo '?')$(git -C "$HERE/.." diff --quiet HEAD -- passes rt include 2>/dev/null || echo ' + uncommitted changes')"
  echo "plugin sha256: $(sha256sum "$PLUGIN" | cut -c1-16)"
  echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "runs: $RUNS alternating pairs (wall), $CRUNS (compile)"
} >"$RES/machine.txt"

want_lua=0 want_sqlite=0
for p in "${PROGS[@]}"; do
  [[ $p == lua ]] && want_lua=1
  [[ $p == sqlite ]] && want_sqlite=1
done
if ((want_lua)); then
  setup_lua || say "Lua unavailable: $LUA_NOTE"
fi
if ((want_sqlite)); then
  if setup_sqlite; then
    sqlite_sql 400000 >"$WORK/sqlite-wall.sql"
    sqlite_sql 20000 >"$WORK/sqlite-small.sql"
  else
    say "sqlite unavailable: $SQLITE_NOTE"
  fi
fi

say "building hook object and program variants"
$CLANG -O2 -c "$PROGDIR/cyg_hook.c" -o "$BIN/cyg_hook.o"
for p in "${PROGS[@]}"; do
  if [[ $p == lua && -z $LUA_SRC ]] || [[ $p == sqlite && -z $SQLITE_C ]]; then
    rm -f "$BIN"/*/"$p" # no stale binaries from an earlier run
    continue
  fi
  for v in $(prog_variants "$p"); do
    [[ ${BENCH_REUSE_BUILD:-0} == 1 && -x $BIN/$v/$p ]] && continue
    build "$p" "$v" || true
  done
done

# Sanity check: every variant prints what the baseline prints.
for p in "${PROGS[@]}"; do
  have "$p" base || continue
  # shellcheck disable=SC2086
  run base "$p" ${SMALL_ARGS[$p]} && cp "$SCRATCH/out" "$SCRATCH/expected"
  for c in ccprof ccprof0 gcc gprof finstr xray-off xray-basic ccprof-noclone ccprof-stacks; do
    have "$p" "$c" || continue
    # shellcheck disable=SC2086
    if ! run "$c" "$p" ${SMALL_ARGS[$p]} || ! cmp -s "$SCRATCH/out" "$SCRATCH/expected"; then
      say "WARNING: $p ($c) output differs from baseline"
    fi
    if [[ $c == ccprof && ! -s $SCRATCH/cwd/p.prof ]]; then
      say "WARNING: $p ($c) wrote no profile"
    elif [[ $c == ccprof ]]; then
      cp "$SCRATCH/cwd/p.prof" "$RES/$p.small.prof"
    fi
  done
done

OUT=$RES/results.md
: >"$OUT"
emit() { printf '%s\n' "$*" | tee -a "$OUT"; }

emit "## CCProf benchmark results ($(date -u '+%Y-%m-%d %H:%M UTC'))"
emit ""
emit "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), Linux $(uname -r); $($CLANG --version | head -n1); $($GCC --version | head -n1)."
emit ""

#----------------------------------------------------------------------------
# Wall time
#----------------------------------------------------------------------------
if [[ $PHASES == *" wall "* ]]; then
  say "wall-time comparisons ($RUNS rounds of alternating pairs)"
  WALL_ROWS=()
  CPU_ROWS=()
  STACK_ROWS=()
  for p in "${PROGS[@]}"; do
    if ! have "$p" base; then
      WALL_ROWS+=("| $p | | n/a: ${LUA_NOTE:-${BUILD_ERR[$p.base]:-not built}} | | | | | | | |")
      CPU_ROWS+=("${WALL_ROWS[-1]}")
      continue
    fi
    say "  $p"
    comps=("base ccprof wall" "ccprof0 ccprof wall" "gcc gprof wall" "base finstr wall"
      "base xray-off wall" "base xray-basic small")
    comps+=("ccprof ccprof-stacks wall" "base ccprof-stacks wall" "base perf-g wall")
    [[ $p == fib ]] && comps+=("base ccprof-noclone wall" "ccprof ccprof-noclone wall")
    # warm-up (page cache, dynamic loader) on the small input
    for c in base ccprof gcc gprof finstr xray-off ccprof-noclone ccprof-stacks; do
      # shellcheck disable=SC2086
      have "$p" "$c" && { run "$c" "$p" ${SMALL_ARGS[$p]} || true; }
    done
    # Round-robin over the comparisons, so that each one is spread over the
    # whole measuring period of this program and sees the same load.
    for ((i = 1; i <= RUNS; i++)); do
      for comp in "${comps[@]}"; do
        # shellcheck disable=SC2086
        pair "$p" $comp "$i"
      done
    done
    read -r r_cc b_cl _ c_cc b_clc _ < <(summary "$p" base ccprof)
    read -r r_sig _ _ c_sig _ _ < <(summary "$p" ccprof0 ccprof)
    read -r r_gp b_gcc _ c_gp b_gccc _ < <(summary "$p" gcc gprof)
    read -r r_fi _ _ c_fi _ _ < <(summary "$p" base finstr)
    read -r r_xo _ _ c_xo _ _ < <(summary "$p" base xray-off)
    read -r r_xb b_small _ c_xb b_smallc _ < <(summary "$p" base xray-basic)
    input=${WALL_ARGS[$p]//$PROGDIR\//}
    small=${SMALL_ARGS[$p]//$PROGDIR\//}
    xerr=
    [[ -n ${BUILD_ERR[$p.xray]:-} ]] && xerr="n/a (${BUILD_ERR[$p.xray]})"
    WALL_ROWS+=("| $p | $input | $(fmt_s "$b_cl") | $(fmt_ratio "$r_cc") | $(fmt_ratio "$r_sig") | $(fmt_s "$b_gcc") | $(fmt_ratio "$r_gp") | $(fmt_ratio "$r_fi") | ${xerr:-$(fmt_ratio "$r_xo")} | ${xerr:-$(fmt_ratio "$r_xb") ($small; base $(fmt_s "$b_small") s)} |")
    CPU_ROWS+=("| $p | $input | ${b_clc:-n/a} | $(fmt_ratio "$c_cc") | $(fmt_ratio "$c_sig") | ${b_gccc:-n/a} | $(fmt_ratio "$c_gp") | $(fmt_ratio "$c_fi") | ${xerr:-$(fmt_ratio "$c_xo")} | ${xerr:-$(fmt_ratio "$c_xb") ($small; base ${b_smallc:-?} s)} |")
    read -r r_st _ _ c_st _ _ < <(summary "$p" ccprof ccprof-stacks)
    read -r r_stb _ _ c_stb _ _ < <(summary "$p" base ccprof-stacks)
    read -r r_pg _ _ c_pg _ _ < <(summary "$p" base perf-g)
    STACK_ROWS+=("| $p | $input | $(fmt_ratio "$r_st") | $(fmt_ratio "$r_stb") | $(fmt_ratio "$r_cc") | $(fmt_ratio "$r_pg") | $(fmt_ratio "$c_st") | $(fmt_ratio "$c_pg") |")
    if [[ $p == fib ]]; then
      read -r r_nc _ _ c_nc _ _ < <(summary fib base ccprof-noclone)
      read -r r_nc2 _ _ c_nc2 _ _ < <(summary fib ccprof ccprof-noclone)
      WALL_ROWS+=("| fib, -ccprof-recursion-clone=false | $input | | $(fmt_ratio "$r_nc") (vs default ccprof: $(fmt_ratio "$r_nc2")) | | | | | | |")
      CPU_ROWS+=("| fib, -ccprof-recursion-clone=false | $input | | $(fmt_ratio "$c_nc") (vs default ccprof: $(fmt_ratio "$c_nc2")) | | | | | | |")
    fi
  done
  header="| program | input | clang -O2 (s) | ccprof | ccprof timer cost (default vs CCPROF=0) | gcc -O2 (s) | gprof (vs gcc -O2) | -finstrument-functions | XRay unpatched | XRay basic mode (small input) |"
  emit "### Wall time: ratio variant/baseline, median of $RUNS alternating pairs"
  emit ""
  emit "$header"
  emit "|---|---|---|---|---|---|---|---|---|---|"
  for row in "${WALL_ROWS[@]}"; do emit "$row"; done
  emit ""
  emit "### CPU time (user+system) of the same runs: ratio variant/baseline, median"
  emit ""
  emit "$header"
  emit "|---|---|---|---|---|---|---|---|---|---|"
  for row in "${CPU_ROWS[@]}"; do emit "$row"; done
  emit ""
  emit "### Stacks mode (-ccprof-mode=stacks) and perf record -g, same rounds: wall ratios, median of the pairs"
  emit ""
  emit "| program | input | stacks vs flat ccprof | stacks vs clang -O2 | flat ccprof vs clang -O2 | perf record -g (1 kHz) vs clang -O2 | CPU: stacks vs flat | CPU: perf record -g (the program and perf) vs clang -O2 |"
  emit "|---|---|---|---|---|---|---|---|"
  for row in "${STACK_ROWS[@]}"; do emit "$row"; done
  [[ $PERF_OK == 1 ]] || emit "(perf record does not work on this machine: no perf column.)"
  emit ""
fi

#----------------------------------------------------------------------------
# Instruction counts
#----------------------------------------------------------------------------
if [[ $PHASES == *" callgrind "* ]]; then
  emit "### Instructions: callgrind total Ir on the small input, ratio variant/baseline"
  emit ""
  if ((!HAVE_VALGRIND)); then
    emit "valgrind not installed: n/a"
  else
    say "callgrind runs"
    printf 'program\tconfig\tIr\n' >"$RES/callgrind.tsv"
    emit "| program | input | clang -O2 Ir | ccprof | ccprof, CCPROF=0 | gcc -O2 Ir | gprof (vs gcc -O2) | -finstrument-functions | XRay unpatched | XRay basic mode |"
    emit "|---|---|---|---|---|---|---|---|---|---|"
    pids=()
    for p in "${PROGS[@]}"; do
      have "$p" base || continue
      for c in base ccprof ccprof0 gcc gprof finstr xray-off xray-basic ccprof-noclone ccprof-stacks; do
        [[ $c == xray-basic && " $CG_XRAY_BASIC " != *" $p "* ]] && continue
        callgrind_ir "$c" "$p" &
        pids+=($!)
        if ((${#pids[@]} >= JOBS)); then wait "${pids[0]}" || true; pids=("${pids[@]:1}"); fi
      done
    done
    wait || true
    for p in "${PROGS[@]}"; do
      if ! have "$p" base; then
        emit "| $p | | n/a: ${LUA_NOTE:-${BUILD_ERR[$p.base]:-not built}} | | | | | | | |"
        continue
      fi
      declare -A IR=()
      for c in base ccprof ccprof0 gcc gprof finstr xray-off xray-basic ccprof-noclone ccprof-stacks; do
        IR[$c]=$(cat "$SCRATCH/ir.$p.$c" 2>/dev/null || true)
        printf '%s\t%s\t%s\n' "$p" "$c" "${IR[$c]:-n/a}" >>"$RES/callgrind.tsv"
      done
      ir_ratio() { # config baseconfig
        if [[ -n ${IR[$1]} && -n ${IR[$2]} ]]; then
          awk -v a="${IR[$2]}" -v b="${IR[$1]}" 'BEGIN { printf "%.2fx", b / a }'
        else echo n/a; fi
      }
      small=${SMALL_ARGS[$p]//$PROGDIR\//}
      xb=$(ir_ratio xray-basic base)
      [[ " $CG_XRAY_BASIC " != *" $p "* ]] && xb="not run (slow under valgrind)"
      emit "| $p | $small | ${IR[base]:-n/a} | $(ir_ratio ccprof base) | $(ir_ratio ccprof0 base) | ${IR[gcc]:-n/a} | $(ir_ratio gprof gcc) | $(ir_ratio finstr base) | $(ir_ratio xray-off base) | $xb |"
      if [[ $p == fib ]]; then
        emit "| fib, -ccprof-recursion-clone=false | $small | | $(ir_ratio ccprof-noclone base) | | | | | | |"
      fi
      emit "| $p, -ccprof-mode=stacks | $small | | $(ir_ratio ccprof-stacks base) ($(ir_ratio ccprof-stacks ccprof) of ccprof's) | | | | | | |"
    done
  fi
  emit ""
fi

#----------------------------------------------------------------------------
# Compile time
#----------------------------------------------------------------------------
# gen_c N FILE: N small functions; odd ones call an external function, even
# ones also call their predecessor (so calls get `current` resets).
gen_c() {
  awk -v n="$1" 'BEGIN {
    print "int ext_sink(int);"
    for (i = 0; i < n; i++) {
      if (i > 0 && i % 2 == 0)
        printf "int f%d(int x, int y) { if (x < y) return ext_sink(x + %d) + f%d(y, x); return x * y - %d; }\n", i, i, i - 1, i
      else
        printf "int f%d(int x, int y) { if (x < y) return ext_sink(x - %d); return x * y + %d; }\n", i, i, i
    }
  }' >"$2"
}

# time_compile_pair LABEL FILE NPAIRS [PLUGIN FLAGS...] -> "cpu_ratio
# base_cpu plugin_cpu wall_ratio base_wall plugin_wall min_ratio" (medians;
# clang-22 -O2 -c without and with the plugin, alternating, pinned to one
# CPU). CPU = user+system of the compiler processes. min_ratio is the
# plugin's fastest CPU time over the baseline's: a compile does the same work
# every time, and on this VM interference (stolen time, the other vCPU's
# memory traffic) only ever adds to it, by up to 35% in one run.
time_compile_pair() {
  local label=$1 file=$2 n=$3 i w u s
  shift 3
  local -a cr=() wr=() bc=() vc=() bw=() vw=()
  for ((i = 1; i <= n; i++)); do
    "${PIN[@]}" /usr/bin/time -f '%e %U %S' -o "$SCRATCH/t.base" $CLANG -O2 -c "$file" -o "$SCRATCH/c.o"
    "${PIN[@]}" /usr/bin/time -f '%e %U %S' -o "$SCRATCH/t.plug" $CLANG -O2 -fpass-plugin="$PLUGIN" "$@" -c "$file" -o "$SCRATCH/c.o"
    read -r w u s <"$SCRATCH/t.base"
    bw+=("$w")
    bc+=("$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.2f", u + s }')")
    read -r w u s <"$SCRATCH/t.plug"
    vw+=("$w")
    vc+=("$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.2f", u + s }')")
    cr+=("$(awk -v a="${bc[-1]}" -v b="${vc[-1]}" 'BEGIN { printf "%.4f", b / a }')")
    wr+=("$(awk -v a="${bw[-1]}" -v b="${vw[-1]}" 'BEGIN { printf "%.4f", b / a }')")
    printf 'compile-cpu\t%s\tclang -O2\t+ccprof %s\t%s\t%d\t%s\t%s\t%s\n' "$label" "$*" \
      "$(basename "$file")" "$i" "${bc[-1]}" "${vc[-1]}" "${cr[-1]}" >>"$TIMES"
    printf 'compile-wall\t%s\tclang -O2\t+ccprof %s\t%s\t%d\t%s\t%s\t%s\n' "$label" "$*" \
      "$(basename "$file")" "$i" "${bw[-1]}" "${vw[-1]}" "${wr[-1]}" >>"$TIMES"
  done
  echo "$(med_of "${cr[@]}") $(med_of "${bc[@]}") $(med_of "${vc[@]}") $(med_of "${wr[@]}") $(med_of "${bw[@]}") $(med_of "${vw[@]}")" \
    "$(awk -v a="$(min_of "${bc[@]}")" -v b="$(min_of "${vc[@]}")" 'BEGIN { printf "%.4f", b / a }')"
}

if [[ $PHASES == *" compile "* ]]; then
  say "compile-time comparisons"
  emit "### Compile time: clang-22 -O2 -c with and without -fpass-plugin (alternating pairs pinned to CPU $COMPILE_CPU, medians)"
  emit ""
  emit "| input | pairs | CPU without (s) | CPU with ccprof (s) | CPU ratio | CPU ratio of the minima | wall without (s) | wall with (s) | wall ratio |"
  emit "|---|---|---|---|---|---|---|---|---|"
  big=
  big_label=
  if setup_sqlite; then
    big=$SQLITE_C
    big_label="sqlite3.c amalgamation ($(wc -l <"$big") lines)"
  else
    say "sqlite3.c unavailable ($SQLITE_NOTE); using the largest Lua source file"
    [[ -z $LUA_SRC ]] && setup_lua || true
    if [[ -n $LUA_SRC ]]; then
      big=$(ls -S "$LUA_SRC"/*.c | head -n1)
      big_label="$(basename "$big") from Lua ($(wc -l <"$big") lines; sqlite3.c unavailable: $SQLITE_NOTE)"
    fi
  fi
  if [[ -n $big ]]; then
    say "  $big_label"
    read -r cr bc vc wr bw vw mr < <(time_compile_pair big "$big" "$CRUNS")
    emit "| $big_label | $CRUNS | $bc | $vc | $(fmt_ratio "$cr") | $(fmt_ratio "$mr") | $bw | $vw | $(fmt_ratio "$wr") |"
    read -r cr bc vc wr bw vw mr < <(time_compile_pair big-nocleanup "$big" "$CRUNS" -mllvm -ccprof-cleanup=false)
    emit "| the same, \`-mllvm -ccprof-cleanup=false\` | $CRUNS | $bc | $vc | $(fmt_ratio "$cr") | $(fmt_ratio "$mr") | $bw | $vw | $(fmt_ratio "$wr") |"
  else
    emit "| large real file | n/a: $SQLITE_NOTE; Lua: ${LUA_NOTE:-n/a} | | | | | | | |"
  fi
  for n in "${GEN_SCALE[@]}"; do
    gen_c "$n" "$SCRATCH/gen$n.c"
    say "  generated, $n functions"
    read -r cr bc vc wr bw vw mr < <(time_compile_pair "gen$n" "$SCRATCH/gen$n.c" 1)
    emit "| generated C, $n small functions | 1 | $bc | $vc | $(fmt_ratio "$cr") | $(fmt_ratio "$mr") | $bw | $vw | $(fmt_ratio "$wr") |"
  done
  gen_c "$GEN_FUNCS" "$SCRATCH/gen$GEN_FUNCS.c"
  say "  generated, $GEN_FUNCS functions"
  read -r cr bc vc wr bw vw mr < <(time_compile_pair "gen$GEN_FUNCS" "$SCRATCH/gen$GEN_FUNCS.c" "$GRUNS")
  emit "| generated C, $GEN_FUNCS small functions | $GRUNS | $bc | $vc | $(fmt_ratio "$cr") | $(fmt_ratio "$mr") | $bw | $vw | $(fmt_ratio "$wr") |"
  emit ""

  say "opt-22 -passes=ccprof scaling"
  emit "### The pass alone: opt-22 -passes=ccprof on unoptimized IR (-time-passes, median of $CRUNS)"
  emit ""
  emit "| functions | ccprof pass (s) | us per function | whole opt run (s) |"
  emit "|---|---|---|---|"
  for n in 10000 20000 50000; do
    gen_c "$n" "$SCRATCH/gen$n.c"
    $CLANG -O2 -Xclang -disable-llvm-passes -emit-llvm -c "$SCRATCH/gen$n.c" -o "$SCRATCH/gen$n.bc"
    pass_ts=()
    wall_ts=()
    for ((i = 1; i <= CRUNS; i++)); do
      t0=$EPOCHREALTIME
      $OPT -load-pass-plugin="$PLUGIN" -passes=ccprof -time-passes -disable-output \
        "$SCRATCH/gen$n.bc" 2>"$SCRATCH/tp.txt"
      t1=$EPOCHREALTIME
      wall_ts+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')")
      # Columns: user (%) system (%) user+system (%) wall (%) name.
      pass_ts+=("$(sed 's/([^)]*)//g' "$SCRATCH/tp.txt" | awk '/CCProfPass/ { print $4; exit }')")
      printf 'opt\tgen%d\tno-plugin\tccprof\t-\t%d\t-\t%s\t-\n' "$n" "$i" "${pass_ts[-1]}" >>"$TIMES"
    done
    pt=$(printf '%s\n' "${pass_ts[@]}" | median)
    wt=$(printf '%s\n' "${wall_ts[@]}" | median)
    emit "| $n | $pt | $(awk -v t="$pt" -v n="$n" 'BEGIN { printf "%.2f", t * 1e6 / n }') | $wt |"
  done
  emit ""
fi

#----------------------------------------------------------------------------
# Compile work, machine-independent: callgrind Ir of clang-22 -O2 -c
#----------------------------------------------------------------------------
# cg_compile LABEL FILE FLAGS... -> prints the compile's total Ir
cg_compile() {
  local label=$1 file=$2
  shift 2
  valgrind --tool=callgrind --callgrind-out-file="$SCRATCH/cgc.$label.out" \
    $CLANG -O2 "$@" -c "$file" -o "$SCRATCH/cgc.$label.o" >"$SCRATCH/cgc.$label.log" 2>&1 || true
  sed -n 's/.*refs: *\([0-9,]*\).*/\1/p' "$SCRATCH/cgc.$label.log" | tr -d , | head -n1
}

# ir_rows FILE: one table row per variant; two valgrind runs at a time
ir_rows() {
  local file=$1 name=$2 base v
  local -a names=(base ccprof nocleanup finstr xray)
  local -A flags=(
    [base]="" [ccprof]="-fpass-plugin=$PLUGIN"
    [nocleanup]="-fpass-plugin=$PLUGIN -mllvm -ccprof-cleanup=false"
    [finstr]="-finstrument-functions"
    [xray]="-fxray-instrument -fxray-instruction-threshold=1")
  local -A label=(
    [base]="clang-22 -O2" [ccprof]="ccprof"
    [nocleanup]="ccprof, \`-mllvm -ccprof-cleanup=false\`"
    [finstr]="-finstrument-functions"
    [xray]="XRay, -fxray-instruction-threshold=1")
  for ((i = 0; i < ${#names[@]}; i += 2)); do
    for v in "${names[@]:i:2}"; do
      # shellcheck disable=SC2086 # flags are space-separated on purpose
      (cg_compile "$name.$v" "$file" ${flags[$v]} >"$SCRATCH/cgc.$name.$v.ir") &
    done
    wait
  done
  base=$(cat "$SCRATCH/cgc.$name.base.ir")
  for v in "${names[@]}"; do
    local ir
    ir=$(cat "$SCRATCH/cgc.$name.$v.ir")
    printf 'compile-ir\t%s\t%s\t-\t%s\t1\t%s\t%s\t-\n' "$name" "$v" "$(basename "$file")" "$base" "$ir" >>"$TIMES"
    emit "| $name | ${label[$v]} | ${ir:-n/a} | $(awk -v a="$base" -v b="$ir" 'BEGIN { if (a > 0 && b > 0) printf "%.3fx", b / a; else print "n/a" }') |"
  done
}

if [[ $PHASES == *" compile-ir "* ]]; then
  say "compile work (callgrind Ir of the compiler)"
  emit "### Compile work: instructions clang-22 -O2 -c executes (callgrind Ir)"
  emit ""
  emit "| file | variant | Ir | vs clang-22 -O2 |"
  emit "|---|---|---|---|"
  [[ -z $LUA_SRC ]] && setup_lua || true
  if [[ -n $LUA_SRC ]]; then
    # Lua's own onelua.c idea: every core and library file in one unit.
    {
      echo '#define LUA_USE_LINUX'
      echo '#define LUA_COMPAT_5_3'
      for f in lapi lcode lctype ldebug ldo ldump lfunc lgc llex lmem lobject \
        lopcodes lparser lstate lstring ltable ltm lundump lvm lzio lauxlib \
        lbaselib lcorolib ldblib liolib lmathlib loadlib loslib lstrlib \
        ltablib lutf8lib linit; do
        echo "#include \"$LUA_SRC/$f.c\""
      done
    } >"$SCRATCH/onelua.c"
    ir_rows "$SCRATCH/onelua.c" onelua.c
  else
    emit "| onelua.c | n/a: ${LUA_NOTE:-no Lua source} | | |"
  fi
  if [[ ${BENCH_IR_SQLITE:-0} == 1 ]] && setup_sqlite; then
    ir_rows "$SQLITE_C" sqlite3.c
  fi
  emit ""
fi

if [[ $PHASES == *" accuracy "* ]]; then
  say "accuracy: shares against the truth (bench/accuracy)"
  emit "### Accuracy: profile share minus true share, points (bench/accuracy/accuracy.py)"
  emit ""
  emit "Each cell: error (ns per call, true share). 'callers': the block functions, main and (unprofiled)."
  emit ""
  python3 "$HERE/accuracy/accuracy.py" table "$BUILD" >"$SCRATCH/accuracy.md" 2>>"$LOG"
  while IFS= read -r line; do emit "$line"; done <"$SCRATCH/accuracy.md"
  emit ""
fi

echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$RES/machine.txt"
if [[ $(sha256sum "$PLUGIN" | cut -c1-16) != "$(sed -n 's/^plugin sha256: //p' "$RES/machine.txt")" ]]; then
  emit "WARNING: $PLUGIN changed while the benchmarks ran; the compile-time rows may not match the programs' builds."
  emit ""
fi
emit "Load average at start / end: $(sed -n 's/^load average at start: //p' "$RES/machine.txt") / $(cut -d' ' -f1-3 /proc/loadavg). Raw times: times.tsv; logs: run.log."
cat "$SCRATCH/stderr" "$SCRATCH/valgrind.log" >>"$LOG" 2>/dev/null || true
say "done: $OUT"
