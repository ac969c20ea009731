#!/usr/bin/env bash
# bench/sml/run.sh - sml-mini (smlc) against Poly/ML, and the cost of
# profiling (smlc -p) against ccprof cc on the same algorithms in C.
#
# Usage: bench/sml/run.sh [BUILD_DIR [SCRATCH_DIR]]
#   BUILD_DIR    the CCProf build to measure (default: build/ at the top of
#                this checkout, as ./setup.sh makes it); its bin/smlc and
#                bin/ccprof are used
#   SCRATCH_DIR  binaries, outputs, profiles and results
#                (default: ${TMPDIR:-/tmp}/smlbench)
#
# Builds every bench/sml/*.sml with
#   polyc          (Poly/ML native; the file's last line `val _ = main ()` is
#                   stripped, since polyc runs top-level code at compile time
#                   and calls `main` at run time)
#   smlc -O2       (sml-mini native)
#   smlc -p -O2    (sml-mini with the ccprof pass; writes a .prof at exit)
# and every bench/sml/c/*.c with clang-22 -O2 and `ccprof cc -O2`, runs all
# variants RUNS times, interleaved (round r runs every variant once), takes
# the median wall time, checks that all variants of a program print the
# same thing, and prints markdown tables on stdout (also saved as
# SCRATCH_DIR/results.md, raw times in SCRATCH_DIR/times.json).
#
# Environment (defaults in brackets):
#   SMLC    [BUILD_DIR/bin/smlc]
#   CCPROF  [the ccprof next to $SMLC (same build, hence the same pass and
#            runtime as smlc -p)]
#   CLANG   [clang-22]   POLYC [polyc]   RUNS [5]
#   BENCH_PROGS [every bench/sml/*.sml]  the programs (names without .sml);
#            the C twins of the chosen ones run too. The smallest run, as
#            the test bench/smoke.test does it:
#            RUNS=1 BENCH_PROGS=fib BENCH_HEAP_WHATIF=0 bench/sml/run.sh
#   BENCH_HEAP_WHATIF [1]  also run smlc -O2 binaries with
#            GC_INITIAL_HEAP_SIZE=64M (Boehm GC reads it at start-up) to show
#            how much of the time is collector policy
#
# Poly/ML 5.7.1 waits on a 400 ms timed condition variable when the process
# exits (strace: FUTEX_WAIT_BITSET ... ETIMEDOUT, 0.40 s, after the last
# write), whatever the program does. The script measures an empty program
# (`fun main () = ()`) and reports Poly/ML times both raw and net of that
# constant; the smlc/Poly ratio uses the net time. The same is done for smlc
# (its empty program takes ~1 ms). polyc links against libpolyml (Debian:
# polyml and libpolyml-dev, both installed by setup.sh).
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
BUILD=${1:-$ROOT/build}
OUT=${2:-${TMPDIR:-/tmp}/smlbench}
RUNS=${RUNS:-5}
CLANG=${CLANG:-clang-22}
POLYC=${POLYC:-polyc}
BENCH_HEAP_WHATIF=${BENCH_HEAP_WHATIF:-1}

SMLC=${SMLC:-$BUILD/bin/smlc}
CCPROF=${CCPROF:-$(dirname "$SMLC")/ccprof}
for t in "$SMLC" "$CCPROF"; do
  [ -x "$t" ] || {
    echo "run.sh: no $t (build CCProf first: ./setup.sh, or cmake -S $ROOT -B $BUILD" \
         "-DCMAKE_BUILD_TYPE=Release && cmake --build $BUILD; or set SMLC and CCPROF)" >&2
    exit 2
  }
done
for t in "$CLANG" "$POLYC" poly python3; do
  command -v "$t" >/dev/null || { echo "run.sh: $t not found (./setup.sh installs it)" >&2; exit 2; }
done
mkdir -p "$OUT/bin" "$OUT/src" "$OUT/out" "$OUT/prof" "$OUT/log"
OUT=$(cd "$OUT" && pwd)
echo "smlc:   $SMLC" >&2
echo "ccprof: $CCPROF" >&2
echo "polyc:  $(command -v "$POLYC") ($(poly -v 2>/dev/null | head -1 | cut -d' ' -f1-3))" >&2
echo "scratch: $OUT" >&2

# ------------------------------------------------------------------ build
# empty programs: the fixed start-up + exit cost of each system; the first
# polyc build also checks that polyc can link at all (it needs libpolyml-dev)
printf 'fun main () = ()\n' >"$OUT/src/empty.poly.sml"
printf 'fun main () = ()\nval _ = main ()\n' >"$OUT/src/empty.sml"
"$POLYC" "$OUT/src/empty.poly.sml" -o "$OUT/bin/empty.poly" >"$OUT/log/empty.poly.log" 2>&1 || {
  cat "$OUT/log/empty.poly.log" >&2
  echo "run.sh: $POLYC cannot build an empty program (Debian: apt-get install polyml" \
       "libpolyml-dev, as ./setup.sh does)" >&2
  exit 2
}
"$SMLC" -O2 "$OUT/src/empty.sml" -o "$OUT/bin/empty.smlc"
ALL=$(cd "$HERE" && ls *.sml | sed 's/[.]sml$//')
for p in ${BENCH_PROGS:-}; do
  [ -f "$HERE/$p.sml" ] || { echo "run.sh: BENCH_PROGS: no $HERE/$p.sml (there are:" $ALL")" >&2; exit 2; }
done
PROGS=()
for p in ${BENCH_PROGS:-$ALL}; do
  f=$HERE/$p.sml
  PROGS+=("$p")
  echo "build $p" >&2
  if ! grep -qx 'val _ = main ()' "$f"; then
    echo "run.sh: $f must end with the line 'val _ = main ()'" >&2
    exit 2
  fi
  grep -vx 'val _ = main ()' "$f" >"$OUT/src/$p.poly.sml"
  "$POLYC" "$OUT/src/$p.poly.sml" -o "$OUT/bin/$p.poly" >"$OUT/log/$p.poly.log" 2>&1 ||
    { cat "$OUT/log/$p.poly.log" >&2; exit 1; }
  "$SMLC" -O2 "$f" -o "$OUT/bin/$p.smlc"
  "$SMLC" -p -O2 "$f" -o "$OUT/bin/$p.smlcp"
done
CPROGS=()
for f in "$HERE"/c/*.c; do
  p=$(basename "$f" .c)
  [ -z "${BENCH_PROGS:-}" ] || [[ " $BENCH_PROGS " == *" $p "* ]] || continue
  CPROGS+=("$p")
  echo "build c/$p" >&2
  "$CLANG" -O2 "$f" -o "$OUT/bin/$p.c"
  "$CCPROF" cc -O2 "$f" -o "$OUT/bin/$p.ccprof"
done

# -------------------------------------------------------------- measure
python3 - "$OUT" "$RUNS" "$BENCH_HEAP_WHATIF" "${PROGS[*]}" "${CPROGS[*]}" <<'PY'
import json, os, statistics, subprocess, sys, time, platform, datetime

out, runs, whatif = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1"
progs, cprogs = sys.argv[4].split(), sys.argv[5].split()
b = os.path.join(out, "bin")

# variant name -> (executable, extra environment)
variants = {"empty.poly": ("empty.poly", {}), "empty.smlc": ("empty.smlc", {})}
for p in progs:
    variants[p + ".poly"] = (p + ".poly", {})
    variants[p + ".smlc"] = (p + ".smlc", {})
    variants[p + ".smlcp"] = (p + ".smlcp", {"CCPROF_FILE": os.path.join(out, "prof", p + ".smlcp.prof")})
    if whatif:
        variants[p + ".smlc64M"] = (p + ".smlc", {"GC_INITIAL_HEAP_SIZE": str(64 << 20)})
for p in cprogs:
    variants[p + ".c"] = (p + ".c", {})
    variants[p + ".ccprof"] = (p + ".ccprof", {"CCPROF_FILE": os.path.join(out, "prof", p + ".ccprof.prof")})

times = {v: [] for v in variants}
cpu = {v: [] for v in variants}
mismatch = []
outputs = {}
for r in range(runs):
    for v, (exe, extra) in variants.items():
        env = dict(os.environ)
        env.update(extra)
        of = os.path.join(out, "out", v + ".out")
        with open(of, "wb") as f:
            t0 = time.perf_counter()
            pr = subprocess.Popen([os.path.join(b, exe)], stdout=f, env=env)
            _, status, ru = os.wait4(pr.pid, 0)
            t1 = time.perf_counter()
        pr.returncode = os.waitstatus_to_exitcode(status)
        if pr.returncode != 0:
            mismatch.append("%s exited with %d" % (v, pr.returncode))
        times[v].append(t1 - t0)
        cpu[v].append(ru.ru_utime + ru.ru_stime)
        data = open(of, "rb").read()
        if v in outputs and outputs[v] != data:
            mismatch.append("%s: output differs between runs" % v)
        outputs[v] = data
    print("round %d/%d done" % (r + 1, runs), file=sys.stderr)

# all variants of a program print the same (C twins print what the SML does)
for p in progs + cprogs:
    vs = [v for v in variants if v.rsplit(".", 1)[0] == p]
    ref = outputs.get(p + ".smlc", outputs[vs[0]])
    for v in vs:
        if outputs[v] != ref:
            mismatch.append("%s: output differs from %s.smlc" % (v, p))

med = {v: statistics.median(ts) for v, ts in times.items()}
cmed = {v: statistics.median(ts) for v, ts in cpu.items()}
json.dump({"wall": times, "cpu": cpu}, open(os.path.join(out, "times.json"), "w"), indent=1)

def calls(prof):
    """Sum of the #call column of a prof-format report."""
    n, body = 0, False
    for line in open(prof):
        if line.startswith("%time"):
            body = True
            continue
        f = line.split()
        if body and len(f) >= 5 and f[2].isdigit():
            n += int(f[2])
    return n

poly0, sml0 = med["empty.poly"], med["empty.smlc"]
L = []
L.append("Median of %d runs, wall seconds. Poly/ML net = wall - %.3f s (an empty Poly/ML "
         "program: start-up plus a fixed 0.4 s wait at exit in the 5.7.1 run-time); smlc net = "
         "wall - %.3f s (its empty program). Ratio = smlc net / Poly/ML net; overhead = "
         "smlc -p / smlc - 1." % (runs, poly0, sml0))
L.append("")
L.append("| program | Poly/ML (polyc) wall s | Poly/ML net s | smlc -O2 s | ratio smlc/Poly | "
         "smlc -p -O2 s | profiling overhead % | CPU s Poly / smlc |")
L.append("|---|---:|---:|---:|---:|---:|---:|---:|")
ratios = []
for p in progs:
    pw, s, sp = med[p + ".poly"], med[p + ".smlc"], med[p + ".smlcp"]
    pn, sn = pw - poly0, s - sml0
    ratio = sn / pn
    ratios.append(ratio)
    L.append("| %s | %.2f | %.2f | %.2f | %.2f | %.2f | %+.0f | %.2f / %.2f |" % (
        p, pw, pn, s, ratio, sp, 100 * (sp / s - 1), cmed[p + ".poly"], cmed[p + ".smlc"]))
L.append("")
L.append("ratio smlc/Poly: %.2f .. %.2f (geometric mean %.2f)" % (
    min(ratios), max(ratios), statistics.geometric_mean(ratios)))
L.append("")
L.append("Profiling overhead on the same algorithm. calls = calls counted in the profile "
         "(the sum of its #call column; identical for C and SML when the programs match); "
         "ns/call = (profiled - plain) / calls.")
L.append("")
L.append("| program | C plain s | ccprof cc s | C overhead % | smlc -O2 s | smlc -p -O2 s | "
         "smlc overhead % | calls (C / SML) | ns/call C | ns/call smlc |")
L.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for p in cprogs:
    c, cp = med[p + ".c"], med[p + ".ccprof"]
    s, sp = med.get(p + ".smlc"), med.get(p + ".smlcp")
    nc = calls(os.path.join(out, "prof", p + ".ccprof.prof"))
    if s is None:
        L.append("| %s | %.3f | %.3f | %+.0f | - | - | - | %d / - | %.2f | - |" % (
            p, c, cp, 100 * (cp / c - 1), nc, 1e9 * (cp - c) / nc))
        continue
    ns = calls(os.path.join(out, "prof", p + ".smlcp.prof"))
    L.append("| %s | %.3f | %.3f | %+.0f | %.3f | %.3f | %+.0f | %d / %d | %.2f | %.2f |" % (
        p, c, cp, 100 * (cp / c - 1), s, sp, 100 * (sp / s - 1), nc, ns,
        1e9 * (cp - c) / nc, 1e9 * (sp - s) / ns))
if whatif:
    L.append("")
    L.append("What-if (no compiler change): the same smlc -O2 binaries with "
             "GC_INITIAL_HEAP_SIZE=64M (Boehm GC starts with a 64 MB heap).")
    L.append("")
    L.append("| program | smlc -O2 s | with 64 MB initial heap s | change % | ratio to Poly/ML net |")
    L.append("|---|---:|---:|---:|---:|")
    for p in progs:
        s, h = med[p + ".smlc"], med[p + ".smlc64M"]
        L.append("| %s | %.2f | %.2f | %+.0f | %.2f |" % (
            p, s, h, 100 * (h / s - 1), (h - sml0) / (med[p + ".poly"] - poly0)))
L.append("")
if mismatch:
    L.append("OUTPUT CHECK FAILED:")
    L.extend("  - " + m for m in mismatch)
else:
    L.append("Output check: all variants of every program (Poly/ML, smlc -O2, smlc -p -O2%s, "
             "and the C twins plain and ccprof) printed identical output in every run." % (
                 ", smlc with 64 MB heap" if whatif else ""))
L.append("")
def cpu_model():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"
L.append("Machine: %s, %s, %d CPUs, %s; %s UTC" % (
    platform.node(), cpu_model(), os.cpu_count(), platform.platform(),
    datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M")))
text = "\n".join(L) + "\n"
open(os.path.join(out, "results.md"), "w").write(text)
sys.stdout.write(text)
sys.exit(1 if mismatch else 0)
PY
