#!/usr/bin/env python3
"""same_calls.py PASS.json ANNOTATED.json [--min N] [--ignore NAME]...

Two CCProf JSON profiles of one program, one built with the pass and one
from ccprof-annotate's output, agree: the same functions were called, the
same number of times, and each has the same symbol, line and file name.
--min N: at least N functions were called (two empty profiles do not pass).
--ignore NAME: a function the pass profiles and the annotator documentedly
does not (templates, constexpr); it must then be absent from ANNOTATED.
Exits 1 listing the differences."""
import argparse
import json
import os
import sys


def load(path):
    with open(path) as f:
        prof = json.load(f)
    out = {}
    for fn in prof["functions"]:
        if not fn["calls"]:
            continue  # never called: listed by one build and not the other
        name = fn["name"]
        calls = out.get(name, (0,))[0] + fn["calls"]
        out[name] = (calls, fn["symbol"], fn["line"], os.path.basename(fn["file"]))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--min", type=int, default=1)
    ap.add_argument("--ignore", action="append", default=[])
    args = ap.parse_args()
    a, b = load(args.a), load(args.b)
    bad = []
    for name in args.ignore:
        if name in b:
            bad.append("%s is profiled in %s" % (name, args.b))
        a.pop(name, None)
    for name in sorted(set(a) | set(b)):
        if a.get(name) != b.get(name):
            bad.append("%s: %s vs %s" % (name, a.get(name), b.get(name)))
    if len(a) < args.min:
        bad.append("only %d functions called in %s, expected at least %d"
                   % (len(a), args.a, args.min))
    for name in sorted(a):
        print("%-40s %s %s" % (name, a[name], b.get(name)))
    if bad:
        print("same_calls: " + "; ".join(bad))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
