#!/usr/bin/env python3
"""same_profile.py A.json B.json TOL - two profiles of the same program have
identical call counts for every function, and every function's share of the
samples differs by at most TOL points."""
import json
import sys


def load(path):
    p = json.load(open(path))
    total = max(p["samples"], 1)
    # A function is its name and its symbol: two instantiations of a
    # template can have the same short name, two modules the same symbol.
    return {f["name"] + (" [%s]" % f["symbol"] if f.get("symbol") else ""):
            (f["calls"], 100.0 * f["ticks"] / total) for f in p["functions"]}


a, b, tol = load(sys.argv[1]), load(sys.argv[2]), float(sys.argv[3])
bad = []
for name in sorted(set(a) | set(b)):
    ca, pa = a.get(name, (None, 0.0))
    cb, pb = b.get(name, (None, 0.0))
    if ca != cb:
        bad.append("%s: %s calls vs %s" % (name, ca, cb))
    if abs(pa - pb) > tol:
        bad.append("%s: %.1f%% vs %.1f%%" % (name, pa, pb))
for name in sorted(a, key=lambda n: -a[n][1])[:6]:
    print("%-60s %10s %5.1f%% %5.1f%%" % (name[:60], a[name][0], a[name][1], b.get(name, (0, 0.0))[1]))
if bad:
    sys.exit("same_profile: " + "; ".join(bad))
