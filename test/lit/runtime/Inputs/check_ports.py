#!/usr/bin/env python3
"""check_ports.py - checks the Byrd-box ports of a CCProf profile, for
test/lit/runtime/ports.test.

  check_ports.py PROFILE.json [--ports NAME=CALLS,EXITS,REDOS,FAILS]...
                 [--clauses NAME=T/U,T/U,...]... [--truth TRUTH.json]
                 [--no-ports NAME]... [--prof PROFILE.prof]

--ports    NAME has these calls and port counts
--clauses  NAME's clause counts, tried/unified, in order
--truth    each NAME of TRUTH.json ({"NAME": [lo_ns, hi_ns or null]}, the
           CPU time the program measured with the box open) has
           box_seconds between lo and hi, give or take the sampling's error
           (REL and PERIODS, below); hi null: at least lo
--no-ports NAME has no port fields
--prof     the prof report of the same run: its ports table has a row per
           predicate with ports, in the JSON's order (by self time), with
           the JSON's numbers
"""
import argparse
import json
import re
import sys

# Box time is sampled (CCProfPorts.h): each period of CPU time the sampling
# source charges goes to the boxes open at the moment it looks, so periods
# spent inside a box can land outside it (and the other way) around each
# entry and exit - more of them when a busy machine makes the looks late.
# The boxes here are open for 4-20 ms at a time (16-80 periods at the
# tests' 4 kHz), 6-40 times each. On an idle VM each box's time is within a
# few periods of the truth; a late look on a busy host lumps several
# periods onto whatever is open then (member/2 once got 15 ms of its 24),
# so this check - of the plumbing: the join, dlclose's copy, a runtime
# copy in a plugin, fork, snapshots, SIGTERM - allows REL of the time and
# PERIODS whole periods. A box's time given to every predicate (teacher/2
# +62%) or to none is still caught; the accuracy of the box rules is
# prolog/profile/box-time.test's (calibrated shares, medians of 5 runs) and
# the sampler's is test/unit/test_ports.cpp's.
REL = 0.3
PERIODS = 12


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("profile")
    ap.add_argument("--ports", action="append", default=[])
    ap.add_argument("--clauses", action="append", default=[])
    ap.add_argument("--truth")
    ap.add_argument("--no-ports", action="append", default=[])
    ap.add_argument("--prof")
    a = ap.parse_args()
    prof = json.load(open(a.profile))
    fns = {f["name"]: f for f in prof["functions"]}
    errors = []

    def fn(name):
        if name not in fns:
            errors.append("no function %r" % name)
            return None
        return fns[name]

    for spec in a.ports:
        name, counts = spec.rsplit("=", 1)
        want = [int(x) for x in counts.split(",")]
        f = fn(name)
        if f is None:
            continue
        got = [f.get(k) for k in ("calls", "exits", "redos", "fails")]
        if got != want:
            errors.append("%s: calls, exits, redos, fails %s, not %s" % (name, got, want))
        if not isinstance(f.get("box_seconds"), (int, float)):
            errors.append("%s: no box_seconds" % name)
    for spec in a.clauses:
        name, cl = spec.rsplit("=", 1)
        want = [[int(n) for n in c.split("/")] for c in cl.split(",")]
        f = fn(name)
        if f is None:
            continue
        got = [[c["tried"], c["unified"]] for c in f.get("clauses", [])]
        if got != want:
            errors.append("%s: clauses %s, not %s" % (name, got, want))
    for name in a.no_ports:
        f = fn(name)
        if f is not None:
            extra = [k for k in ("exits", "redos", "fails", "box_seconds", "clauses") if k in f]
            if extra:
                errors.append("%s has port fields %s" % (name, extra))
    if a.truth:
        for name, (lo, hi) in json.load(open(a.truth)).items():
            f = fn(name)
            if f is None:
                continue
            box = f.get("box_seconds", -1)
            slack = PERIODS / float(prof["hz"])
            low = lo / 1e9 * (1 - REL) - slack
            high = hi / 1e9 * (1 + REL) + slack if hi is not None else float("inf")
            print("%s: box_seconds %.6f, measured %.6f .. %s" %
                  (name, box, lo / 1e9, "%.6f" % (hi / 1e9) if hi is not None else "(exit)"))
            if not low <= box <= high:
                errors.append("%s: box_seconds %.6f not in [%.6f, %.6f]" % (name, box, low, high))
    if a.prof:
        lines = open(a.prof).read().split("\n")
        head = "%time  box-s  calls  exits  redos  fails  name/arity"
        if head not in [l.strip() for l in lines]:
            errors.append("no ports table in %s" % a.prof)
        else:
            i = [l.strip() for l in lines].index(head) + 1
            rows = []
            while i < len(lines) and lines[i].strip():
                m = re.match(r"\s*(\S+)\s+(\S+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)  (.*)$", lines[i])
                if not m:
                    errors.append("bad row %r" % lines[i])
                    break
                rows.append(m.groups())
                i += 1
            want = [f for f in prof["functions"] if "exits" in f and
                    (f["calls"] or f["ticks"] or f["exits"] or f["redos"] or f["fails"] or f["box_seconds"])]
            if [r[6] for r in rows] != [f["name"] for f in want]:
                errors.append("ports table rows %s, not %s" % ([r[6] for r in rows], [f["name"] for f in want]))
            for r, f in zip(rows, want):
                # %time as the runtime rounds it (ccprof_fmt_fixed: half up)
                den = prof["samples"] or 1
                tenths = (f["ticks"] * 1000 * 2 + den) // (2 * den)
                pct = ("%d" % (tenths // 10) if tenths >= 10 else "") + ".%d" % (tenths % 10)
                cells = (pct, str(f["calls"]), str(f["exits"]), str(f["redos"]), str(f["fails"]))
                got = (r[0],) + tuple(r[2:6])
                if got != cells:
                    errors.append("row %s: %s, the JSON says %s" % (f["name"], got, cells))
                # box-s has three decimals of the nanoseconds, the JSON six
                if abs(float(r[1]) - f["box_seconds"]) > 0.0005 + 1e-9:
                    errors.append("row %s: box-s %s, the JSON says %.6f" % (f["name"], r[1], f["box_seconds"]))
    for e in errors:
        print("check_ports: " + e)
    sys.exit(1 if errors else 0)


main()
