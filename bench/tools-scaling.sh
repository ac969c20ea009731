#!/usr/bin/env bash
# tools-scaling.sh [BUILD_DIR] - times `ccprof report`, `merge` and `diff` on
# JSON profiles of 100,000 functions (generated), and checks that merge is
# exact (integer sums, function by function). A benchmark, not a test: it
# prints the times (median of 3) for docs/performance.md. BUILD_DIR defaults
# to build/ at the top of this checkout; BENCH_FUNCS [100000] functions per
# profile (the smallest run, as bench/smoke.test does it: BENCH_FUNCS=1000).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
ccprof=$build/bin/ccprof
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

funcs=${BENCH_FUNCS:-100000}
python3 - "$work" "$funcs" <<'PY'
import json, random, sys
work = sys.argv[1]
n = int(sys.argv[2])
for seed, name in [(1, "a"), (2, "b")]:
    random.seed(seed)
    fs = [{"name": "fn_%d(int, char const*)" % i, "symbol": "_Z4fn_%diPKc" % i,
           "file": "/src/module%d.c" % (i // 100), "line": i % 1000 + 1,
           "calls": random.randint(0, 10**12), "ticks": random.randint(0, 1000)}
          for i in range(n)]
    random.shuffle(fs)  # runs list functions in different orders
    s = sum(f["ticks"] for f in fs)
    for f in fs:
        f["seconds"] = f["ticks"] / 1000
    json.dump({"format": "ccprof", "version": 1, "program": "/bin/big", "pid": seed,
               "host": "h", "start": "2026-11-22T00:00:00Z", "end": "2026-11-22T00:01:00Z",
               "hz": 1000, "samples": s, "seconds": s / 1000, "cpu_seconds": s / 1000,
               "unprofiled_ticks": 0, "counters": "plain", "functions": fs},
              open("%s/%s.json" % (work, name), "w"), indent=1)
PY

median() { sort -n | sed -n 2p; }
time_of() { for _ in 1 2 3; do /usr/bin/time -f %e "$@" 2>&1 >/dev/null | tail -1; done | median; }
echo "ccprof on $funcs-function profiles ($(du -h "$work/a.json" | cut -f1) each), median of 3:"
echo "  report: $(time_of "$ccprof" report "$work/a.json") s"
echo "  merge:  $(time_of "$ccprof" merge "$work/a.json" "$work/b.json" -o "$work/m.json") s"
echo "  diff:   $(time_of "$ccprof" diff "$work/a.json" "$work/b.json") s"
python3 - "$work" <<'PY'
import json, sys
w = sys.argv[1]
a, b, m = (json.load(open("%s/%s.json" % (w, x))) for x in "abm")
key = lambda f: (f["symbol"], f["line"])
da, db = {key(f): f for f in a["functions"]}, {key(f): f for f in b["functions"]}
assert len(m["functions"]) == len(da)
for f in m["functions"]:
    k = key(f)
    assert f["calls"] == da[k]["calls"] + db[k]["calls"], k
    assert f["ticks"] == da[k]["ticks"] + db[k]["ticks"], k
assert m["samples"] == a["samples"] + b["samples"]
print("  merge exact: every calls/ticks sum checked (calls up to 2*10^12)")
PY
