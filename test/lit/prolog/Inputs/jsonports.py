#!/usr/bin/env python3
"""jsonports.py PROFILE.json [NAME/ARITY...] - a prologc -p JSON profile's
Byrd ports, one line per predicate: `name/arity calls exits redos fails`
(byrd_ports.pl's report format, so the two can be compared line by line).

With names: those predicates, in that order (a name missing from the
profile, or without port fields, is an error: exit 1). Without: every
record with ports that was called, sorted by name."""
import json
import sys


def ports(path):
    with open(path) as f:
        prof = json.load(f)
    rows = {}
    for fn in prof["functions"]:
        if "exits" not in fn:
            continue
        r = rows.setdefault(fn["name"], [0, 0, 0, 0])
        for i, k in enumerate(("calls", "exits", "redos", "fails")):
            r[i] += fn[k]
    return rows


def main():
    rows = ports(sys.argv[1])
    names = sys.argv[2:] or sorted(n for n, r in rows.items() if r[0] > 0)
    bad = 0
    for n in names:
        if n not in rows:
            print("%s: no record with ports in %s" % (n, sys.argv[1]))
            bad = 1
            continue
        print("%s %d %d %d %d" % ((n,) + tuple(rows[n])))
    return bad


if __name__ == "__main__":
    sys.exit(main())
