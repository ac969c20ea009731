#!/usr/bin/env python3
"""same_profile.py A.json B.json TOL [--together PAT,PAT...]... - two
profiles of the same program have identical call counts for every function,
and every function's share of the samples differs by at most TOL points.

--together: the functions whose name or symbol contains one of the PATs are
compared as one share, their sum (each one's count is still compared): for
a known split between a tiny callee and its caller that depends on the
build (see e2e/stdsort.test)."""
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
groups = []
rest = sys.argv[4:]
while rest:
    if rest[0] != "--together" or len(rest) < 2:
        sys.exit("same_profile: usage: A.json B.json TOL [--together PAT,PAT...]...")
    groups.append(rest[1].split(","))
    rest = rest[2:]


def group_of(name):
    for g in groups:
        if any(p in name for p in g):
            return "together(%s)" % ",".join(g)
    return None


bad = []
shares = {}
for name in sorted(set(a) | set(b)):
    ca, pa = a.get(name, (None, 0.0))
    cb, pb = b.get(name, (None, 0.0))
    if ca != cb:
        bad.append("%s: %s calls vs %s" % (name, ca, cb))
    key = group_of(name) or name
    sa, sb = shares.get(key, (0.0, 0.0))
    shares[key] = (sa + pa, sb + pb)
for g in groups:
    key = "together(%s)" % ",".join(g)
    if key not in shares:
        bad.append("%s: no such functions" % key)
for key, (pa, pb) in sorted(shares.items()):
    if abs(pa - pb) > tol:
        bad.append("%s: %.1f%% vs %.1f%%" % (key, pa, pb))
for name in sorted(a, key=lambda n: -a[n][1])[:6]:
    print("%-60s %10s %5.1f%% %5.1f%%" % (name[:60], a[name][0], a[name][1], b.get(name, (0, 0.0))[1]))
if bad:
    sys.exit("same_profile: " + "; ".join(bad))
