#!/usr/bin/env bash
# bench/runtime-link.sh [BUILD_DIR] - what linking the shared runtime
# (libccprof_rt.so, the default since one process gives one profile) costs
# against the static one (libccprof_rt.a) in the executable: with the
# archive the linker turns the initial-exec access of `current` into a
# constant offset; with the shared runtime it is a load of the offset from
# the GOT. Builds bench/programs/fib.c and qsort.c both ways (-O2), then
# prints, per program, callgrind's instruction counts (with valgrind) and
# the CPU time of 5 alternating pairs with the ratio shared/static of each
# pair and their median. BENCH_PAIRS sets the number of pairs;
# BENCH_QUICK=1 runs tiny inputs without callgrind (the smoke test).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-$here/../build}" && pwd)
test -x "$build/bin/ccprof" || { echo "runtime-link.sh: no $build/bin/ccprof (build first)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
clang=${CLANG:-clang-22}
for p in fib qsort; do
  "$build/bin/ccprof" cc -O2 "$here/programs/$p.c" -o "$work/$p.shared"
  "$clang" -O2 -fpass-plugin="$build/lib/libCCProf.so" "$here/programs/$p.c" \
    "$build/lib/libccprof_rt.a" -lpthread -o "$work/$p.static"
done
declare -A args=([fib]=38 [qsort]="2000000 2")
quick=${BENCH_QUICK:-0}
[ "$quick" = 1 ] && args=([fib]=20 [qsort]="20000 1")
echo "# $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(date -u +%Y-%m-%d), $(git -C "$here" rev-parse --short HEAD 2>/dev/null || echo '?')"
for p in fib qsort; do
  if [ "$quick" != 1 ] && command -v valgrind > /dev/null; then
    for v in static shared; do
      ir=$(CCPROF=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/$p.$v" \
             ${args[$p]%% *} 2>&1 | sed -n 's/.*Collected : //p')
      echo "$p $v: callgrind Ir $ir (CCPROF=0, input ${args[$p]%% *})"
    done
  fi
  python3 - "$work/$p.static" "$work/$p.shared" ${args[$p]} "${BENCH_PAIRS:-5}" "$p" <<'PY'
import os, resource, statistics, subprocess, sys
a, b, *rest = sys.argv[1:]
name = rest[-1]; pairs = int(rest[-2]); argv = rest[:-2]
def cpu(cmd):
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([cmd] + argv, stdout=subprocess.DEVNULL, check=True,
                   env=dict(os.environ, CCPROF_FILE="/dev/null"))
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
ratios = []
for i in range(pairs):
    s, d = cpu(a), cpu(b)
    ratios.append(d / s)
    print("%s pair %d: static %.3f s, shared %.3f s, ratio %.3f" % (name, i + 1, s, d, d / s))
print("%s: median ratio shared/static %.3f (CPU time, %d pairs)" % (name, statistics.median(ratios), pairs))
PY
done
