#!/usr/bin/env bash
# bench/lazy/run.sh - lazy-mini (lazyc) against GHC 9.0, and the cost of
# profiling (lazyc -p -fprof-auto) against GHC's (-prof -fprof-auto-top).
#
# Usage: bench/lazy/run.sh [BUILD_DIR [SCRATCH_DIR]]
#   BUILD_DIR    the CCProf build to measure (default: build/ at the top of
#                this checkout, as ./setup.sh makes it); its bin/lazyc is used
#   SCRATCH_DIR  binaries, outputs, profiles and results
#                (default: ${TMPDIR:-/tmp}/lazybench)
#
# Builds every bench/lazy/*.hs five ways:
#   ghc -O0                          (GHC's unoptimised native code)
#   ghc -O0 -prof -fprof-auto-top    (run with +RTS -p -RTS; writes a .prof)
#   lazyc -O2
#   lazyc -O2 -p -fprof-auto         (the ccprof pass; writes CCPROF_FILE)
#   lazyc -O2 -p -fprof-auto --ccprof-mode=stacks  (cost-centre stacks)
# and runs the lazyc -O2 binary once more with LAZY_NURSERY_KB=0 (no
# nursery: every object in Boehm's heap), for the nursery's effect
# (and, for context only, ghc -O2), runs every variant RUNS times
# interleaved (round r runs each variant of each program once), takes the
# median wall time (ratios: the median of the per-round ratios), checks
# that all variants of a program print the same
# thing, and prints markdown tables on stdout (also saved as
# SCRATCH_DIR/results.md; raw times in SCRATCH_DIR/times.json).
#
# Every GHC build gets its own -outputdir: GHC otherwise reuses the .o/.hi
# of a build with different flags (a -prof link against non-prof objects
# fails, or worse, a plain build silently reuses stale objects).
#
# Without GHC (Debian: ghc ghc-prof, which ./setup.sh installs for the
# lazy-mini tests) the script says so and
# measures lazyc -O2 against lazyc -O2 -p -fprof-auto alone.
#
# Environment (defaults in brackets):
#   LAZYC   [BUILD_DIR/bin/lazyc]
#   GHC     [ghc]    RUNS [5]
#   BENCH_PROGS [every bench/lazy/*.hs]  the programs (names without .hs).
#            The smallest run, as the test bench/smoke.test does it:
#            RUNS=1 BENCH_PROGS=queens BENCH_GHC_O2=0 BENCH_WHATIF=0 bench/lazy/run.sh
#   BENCH_GHC_O2 [1]   also build and time ghc -O2 (context column)
#   BENCH_WHATIF [1]   also run the lazyc -O2 binaries with
#            GC_INITIAL_HEAP_SIZE=512M (Boehm reads it at start-up; the
#            runtime then still expands by its usual 64 MB), to show how
#            much of the time is collector policy
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
BUILD=${1:-$ROOT/build}
OUT=${2:-${TMPDIR:-/tmp}/lazybench}
RUNS=${RUNS:-5}
GHC=${GHC:-ghc}
BENCH_GHC_O2=${BENCH_GHC_O2:-1}
BENCH_WHATIF=${BENCH_WHATIF:-1}

LAZYC=${LAZYC:-$BUILD/bin/lazyc}
[ -x "$LAZYC" ] || {
  echo "run.sh: no $LAZYC (build CCProf first: ./setup.sh, or cmake -S $ROOT -B $BUILD" \
       "-DCMAKE_BUILD_TYPE=Release && cmake --build $BUILD; or set LAZYC)" >&2
  exit 2
}
command -v python3 >/dev/null || { echo "run.sh: python3 not found" >&2; exit 2; }
HAVE_GHC=1
if ! command -v "$GHC" >/dev/null; then
  HAVE_GHC=0
  BENCH_GHC_O2=0
  echo "run.sh: $GHC not found: skipping the comparison with GHC (Debian: apt-get install" \
       "ghc ghc-prof); measuring lazyc -O2 against lazyc -p alone" >&2
fi
ALL=$(cd "$HERE" && ls *.hs | sed 's/[.]hs$//')
for p in ${BENCH_PROGS:-}; do
  [ -f "$HERE/$p.hs" ] || { echo "run.sh: BENCH_PROGS: no $HERE/$p.hs (there are:" $ALL")" >&2; exit 2; }
done

mkdir -p "$OUT/bin" "$OUT/obj" "$OUT/out" "$OUT/prof" "$OUT/log" "$OUT/cwd"
OUT=$(cd "$OUT" && pwd)
echo "lazyc:   $LAZYC" >&2
[ "$HAVE_GHC" = 0 ] || echo "ghc:     $(command -v "$GHC") ($("$GHC" --numeric-version))" >&2
echo "scratch: $OUT" >&2

# ------------------------------------------------------------------ build
ghc_build() { # name src outdir flags...
  local name=$1 src=$2 od=$3
  shift 3
  rm -rf "$od"
  mkdir -p "$od"
  "$GHC" "$@" -outputdir "$od" "$src" -o "$OUT/bin/$name" >"$OUT/log/$name.log" 2>&1 ||
    { cat "$OUT/log/$name.log" >&2; exit 1; }
}
PROGS=()
for p in ${BENCH_PROGS:-$ALL}; do
  f=$HERE/$p.hs
  PROGS+=("$p")
  echo "build $p" >&2
  if [ "$HAVE_GHC" = 1 ]; then
    ghc_build "$p.ghc" "$f" "$OUT/obj/$p.ghc" -O0 -rtsopts
    ghc_build "$p.ghcp" "$f" "$OUT/obj/$p.ghcp" -O0 -prof -fprof-auto-top -rtsopts
  fi
  if [ "$BENCH_GHC_O2" = 1 ]; then
    ghc_build "$p.ghcO2" "$f" "$OUT/obj/$p.ghcO2" -O2 -rtsopts
  fi
  "$LAZYC" -O2 "$f" -o "$OUT/bin/$p.lazyc"
  "$LAZYC" -O2 -p -fprof-auto "$f" -o "$OUT/bin/$p.lazycp"
  "$LAZYC" -O2 -p -fprof-auto --ccprof-mode=stacks "$f" -o "$OUT/bin/$p.lazycs"
done

# -------------------------------------------------------------- measure
python3 - "$OUT" "$RUNS" "$BENCH_GHC_O2" "$BENCH_WHATIF" "${PROGS[*]}" "${LAZYC#"$ROOT"/}" "$GHC" "$HAVE_GHC" <<'PY'
import datetime, json, os, platform, statistics, subprocess, sys, time

out, runs = sys.argv[1], int(sys.argv[2])
ghc_o2, whatif = sys.argv[3] == "1", sys.argv[4] == "1"
progs, lazyc, ghc = sys.argv[5].split(), sys.argv[6], sys.argv[7]
have_ghc = sys.argv[8] == "1"
b = os.path.join(out, "bin")

# variant -> (executable, arguments, extra environment)
variants = {}
for p in progs:
    if have_ghc:
        variants[p + ".ghc"] = (p + ".ghc", [], {})
        # GHC writes <prog>.prof into the working directory
        variants[p + ".ghcp"] = (p + ".ghcp", ["+RTS", "-p", "-RTS"], {})
    if ghc_o2:
        variants[p + ".ghcO2"] = (p + ".ghcO2", [], {})
    variants[p + ".lazyc"] = (p + ".lazyc", [], {})
    variants[p + ".lazycp"] = (p + ".lazycp", [],
                               {"CCPROF_FILE": os.path.join(out, "prof", p + ".lazycp.prof")})
    variants[p + ".lazycs"] = (p + ".lazycs", [],
                               {"CCPROF_FILE": os.path.join(out, "prof", p + ".lazycs.prof")})
    # the same binary without the nursery: every object in Boehm's heap
    variants[p + ".lazycboehm"] = (p + ".lazyc", [], {"LAZY_NURSERY_KB": "0"})
    if whatif:
        variants[p + ".lazyc512M"] = (p + ".lazyc", [], {"GC_INITIAL_HEAP_SIZE": str(512 << 20)})

cwd = os.path.join(out, "cwd")
times = {v: [] for v in variants}
cpu = {v: [] for v in variants}
rss = {v: [] for v in variants}
problems, outputs = [], {}
for r in range(runs):
    for v, (exe, args, extra) in variants.items():
        env = dict(os.environ)
        env.update(extra)
        of = os.path.join(out, "out", v + ".out")
        with open(of, "wb") as f:
            t0 = time.perf_counter()
            pr = subprocess.Popen([os.path.join(b, exe)] + args, stdout=f, env=env, cwd=cwd)
            _, status, ru = os.wait4(pr.pid, 0)
            t1 = time.perf_counter()
        rc = os.waitstatus_to_exitcode(status)
        if rc != 0:
            problems.append("%s exited with %d" % (v, rc))
        times[v].append(t1 - t0)
        cpu[v].append(ru.ru_utime + ru.ru_stime)
        rss[v].append(ru.ru_maxrss)
        data = open(of, "rb").read()
        if v in outputs and outputs[v] != data:
            problems.append("%s: output differs between runs" % v)
        outputs[v] = data
    print("round %d/%d done" % (r + 1, runs), file=sys.stderr)

ref_variant = "ghc" if have_ghc else "lazyc"
for p in progs:
    ref = outputs[p + "." + ref_variant]
    for v in variants:
        if v.split(".")[0] == p and outputs[v] != ref:
            problems.append("%s: output differs from %s.%s" % (v, p, ref_variant))
    if not os.path.exists(os.path.join(out, "prof", p + ".lazycp.prof")):
        problems.append("%s.lazycp wrote no profile" % p)
    if not have_ghc:
        continue
    gp = os.path.join(cwd, p + ".ghcp.prof")
    if os.path.exists(gp):
        os.replace(gp, os.path.join(out, "prof", p + ".ghcp.prof"))
    else:
        problems.append("%s.ghcp wrote no profile" % p)

med = {v: statistics.median(ts) for v, ts in times.items()}
cmed = {v: statistics.median(ts) for v, ts in cpu.items()}
rmed = {v: statistics.median(ts) for v, ts in rss.items()}
json.dump({"wall": times, "cpu": cpu, "maxrss_kb": rss}, open(os.path.join(out, "times.json"), "w"),
          indent=1)

def total_alloc(path, key):
    """'total alloc' bytes from a GHC or ccprof report."""
    try:
        for line in open(path):
            if "total alloc" in line:
                return int(line.split("=")[1].split()[0].replace(",", ""))
    except OSError:
        pass
    return None

def paired(a, b):
    """Median over rounds of time(a) / time(b)."""
    return statistics.median(x / y for x, y in zip(times[a], times[b]))

L = []
if have_ghc:
    ghcv = subprocess.run([ghc, "--numeric-version"], capture_output=True, text=True).stdout.strip()
    L.append("%s, %s, %d CPUs; GHC %s; lazyc %s. Median of %d interleaved runs, wall seconds." % (
        datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M UTC"), platform.node() or "?",
        os.cpu_count(), ghcv, lazyc, runs))
    L.append("Times are medians. The ratio and the overheads are medians of the per-round ratios "
             "(each round runs a program's variants back to back, so a slow moment of the VM "
             "affects both sides of a ratio): ratio = lazyc -O2 / ghc -O0; overhead = profiled / "
             "plain - 1 (GHC: ghc -O0 -prof -fprof-auto-top run with +RTS -p, against ghc -O0; "
             "lazyc: lazyc -O2 -p -fprof-auto against lazyc -O2); ratio of overheads = lazyc "
             "overhead / GHC overhead.")
    L.append("")
    L.append("| program | ghc -O0 s | lazyc -O2 s | ratio lazyc/ghc (target <= 10) | ghc prof s | "
             "GHC profiling overhead % | lazyc -p s | lazyc profiling overhead % | "
             "ratio of overheads (target <= 2) |")
    L.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    ratios = []
    for p in progs:
        g, gp, z, zp = med[p + ".ghc"], med[p + ".ghcp"], med[p + ".lazyc"], med[p + ".lazycp"]
        ratio = paired(p + ".lazyc", p + ".ghc")
        go, zo = paired(p + ".ghcp", p + ".ghc") - 1, paired(p + ".lazycp", p + ".lazyc") - 1
        ratios.append(ratio)
        roo = ("%.2f" % (zo / go)) if go > 0.005 else "n/a (GHC overhead ~0)"
        L.append("| %s | %.3f | %.3f | %.1f | %.3f | %+.0f | %.3f | %+.0f | %s |" % (
            p, g, z, ratio, gp, 100 * go, zp, 100 * zo, roo))
    L.append("")
    L.append("ratio lazyc/ghc -O0: %.1f .. %.1f (geometric mean %.1f)" % (
        min(ratios), max(ratios), statistics.geometric_mean(ratios)))
    L.append("")
    L.append("Cost-centre stacks (lazyc -O2 -p -fprof-auto --ccprof-mode=stacks; GHC's -prof "
             "always keeps stacks), same rounds: overhead against the unprofiled build of the "
             "same compiler, and stacks against flat.")
    L.append("")
    L.append("| program | lazyc stacks s | lazyc stacks overhead % | lazyc flat overhead % | "
             "stacks / flat | GHC -prof overhead % |")
    L.append("|---|---:|---:|---:|---:|---:|")
    for p in progs:
        L.append("| %s | %.3f | %+.0f | %+.0f | %.2fx | %+.0f |" % (
            p, med[p + ".lazycs"], 100 * (paired(p + ".lazycs", p + ".lazyc") - 1),
            100 * (paired(p + ".lazycp", p + ".lazyc") - 1), paired(p + ".lazycs", p + ".lazycp"),
            100 * (paired(p + ".ghcp", p + ".ghc") - 1)))
    L.append("")
    L.append("Context (same runs): CPU = user + sys seconds; RSS = peak resident set, MB; alloc = "
             "total alloc from the profiles (GHC's excludes profiling overheads); no nursery = "
             "the lazyc -O2 binary run with LAZY_NURSERY_KB=0 (every object in Boehm's heap), "
             "nursery / no nursery the median of the per-round ratios of wall time.")
    L.append("")
    hdr = ("| program | ghc -O0 CPU s | lazyc CPU s | ghc -O0 RSS MB | lazyc RSS MB | alloc GHC MB "
           "| alloc lazyc MB | lazyc, no nursery s | no nursery RSS MB | nursery / no nursery |")
    sep = "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    if ghc_o2:
        hdr += " ghc -O2 s | lazyc / ghc -O2 |"
        sep += "---:|---:|"
    if whatif:
        hdr += " lazyc, 512 MB initial heap s | change % |"
        sep += "---:|---:|"
    L.append(hdr)
    L.append(sep)
    for p in progs:
        ga = total_alloc(os.path.join(out, "prof", p + ".ghcp.prof"), "ghc")
        za = total_alloc(os.path.join(out, "prof", p + ".lazycp.prof"), "lazyc")
        row = "| %s | %.3f | %.3f | %.0f | %.0f | %s | %s |" % (
            p, cmed[p + ".ghc"], cmed[p + ".lazyc"], rmed[p + ".ghc"] / 1024, rmed[p + ".lazyc"] / 1024,
            "%.0f" % (ga / 1e6) if ga else "?", "%.0f" % (za / 1e6) if za else "?")
        row += " %.3f | %.0f | %.2f |" % (med[p + ".lazycboehm"], rmed[p + ".lazycboehm"] / 1024,
                                           paired(p + ".lazyc", p + ".lazycboehm"))
        if ghc_o2:
            row += " %.3f | %.1f |" % (med[p + ".ghcO2"], paired(p + ".lazyc", p + ".ghcO2"))
        if whatif:
            w = med[p + ".lazyc512M"]
            row += " %.3f | %+.0f |" % (w, 100 * (paired(p + ".lazyc512M", p + ".lazyc") - 1))
        L.append(row)
else:
    L.append("%s, %s, %d CPUs; no GHC; lazyc %s. Median of %d interleaved runs, wall seconds." % (
        datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        platform.node() or "?", os.cpu_count(), lazyc, runs))
    L.append("Without GHC only lazyc is measured: overhead = lazyc -O2 -p -fprof-auto / lazyc -O2 "
             "- 1, the median of the per-round ratios. CPU = user + sys seconds; RSS = peak "
             "resident set, MB; alloc = total alloc from the profile.")
    L.append("")
    L.append("| program | lazyc -O2 s | lazyc -p s | lazyc profiling overhead % | lazyc CPU s | "
             "lazyc RSS MB | alloc lazyc MB | lazyc, no nursery s | nursery / no nursery |" +
             (" lazyc, 512 MB initial heap s | change % |" if whatif else ""))
    L.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|" + ("---:|---:|" if whatif else ""))
    for p in progs:
        za = total_alloc(os.path.join(out, "prof", p + ".lazycp.prof"), "lazyc")
        row = "| %s | %.3f | %.3f | %+.0f | %.3f | %.0f | %s |" % (
            p, med[p + ".lazyc"], med[p + ".lazycp"],
            100 * (paired(p + ".lazycp", p + ".lazyc") - 1), cmed[p + ".lazyc"],
            rmed[p + ".lazyc"] / 1024, "%.0f" % (za / 1e6) if za else "?")
        row += " %.3f | %.2f |" % (med[p + ".lazycboehm"], paired(p + ".lazyc", p + ".lazycboehm"))
        if whatif:
            row += " %.3f | %+.0f |" % (med[p + ".lazyc512M"],
                                        100 * (paired(p + ".lazyc512M", p + ".lazyc") - 1))
        L.append(row)
L.append("")
if problems:
    L.append("PROBLEMS:")
    L.extend("- " + m for m in problems)
else:
    L.append("All variants of each program printed the same output as %s; every profiled "
             "run wrote a profile." % ("ghc -O0" if have_ghc else "lazyc -O2"))
text = "\n".join(L) + "\n"
open(os.path.join(out, "results.md"), "w").write(text)
sys.stdout.write(text)
sys.exit(1 if problems else 0)
PY
