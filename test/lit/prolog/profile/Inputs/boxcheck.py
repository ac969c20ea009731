#!/usr/bin/env python3
"""boxcheck.py PROFILE.json... [--box-share A:B=P:TOL]... [--self-units A=U,B=U,...:TOL]...
                               [--self-box P[-C...]:TOL]... [--min-samples N]

Checks on prologc -p JSON profiles' box time (box_seconds) and sampled
self time (ticks), for box-time.test and self-split.test. Given several
profiles (runs of one program), every value is measured in each and the
check holds the median to its expected value: on a shared 2-vCPU VM a
late look of the sampler can give a stretch of periods to one box and not
to the one that calibrates it (box-time.test's -O0 build, when box time was
real time: p/1 34.9% of spin/1 against 40 +- 5, in 1 of 10 runs with two
busy loops beside it); a wrong rule moves every run.

--box-share A:B=P:TOL   100 * box_seconds(A) / box_seconds(B) is P +- TOL
--self-units A=U,...:TOL  predicates that do U units of the same work in
                        their own code (and call no profiled predicate):
                        the sampler's ticks per unit, measured in this run
                        over all of them, calibrates the unit, so each one's
                        share of the group's ticks must be its share of the
                        units, +- TOL points.
--self-box P-C1-C2...:TOL  P's sampled self share (its ticks / all samples)
                        is its self share by the box time, +- TOL points:
                        box(P) minus the boxes of the predicates C1, C2 ...
                        it calls (each called only from P's box, and calling
                        nothing profiled outside itself), over main/0's box.
                        Two independent clocks of the same run: the box
                        clock is read at the ports the front end emits, the
                        sampler charges whatever record the pass made
                        current. Leaves (no -C) are P's box alone.
--min-samples N         every run took at least N samples

Prints every measured value; exits 1 if a check fails."""
import argparse
import json
import statistics
import sys


def load(path):
    """Per-predicate ticks and box seconds of one profile, and its totals."""
    prof = json.load(open(path))
    rec = {}
    for fn in prof["functions"]:
        r = rec.setdefault(fn["name"], {"ticks": 0, "box": 0.0})
        r["ticks"] += fn["ticks"]
        r["box"] += fn.get("box_seconds", 0.0)
    return prof, rec


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("profile", nargs="+")
    ap.add_argument("--box-share", action="append", default=[])
    ap.add_argument("--self-units", action="append", default=[])
    ap.add_argument("--self-box", action="append", default=[])
    ap.add_argument("--min-samples", type=int, default=0)
    a = ap.parse_args()
    runs = [load(p) for p in a.profile]
    bad = []

    def get(rec, n):
        if n not in rec:
            bad.append("no record %s" % n)
            return {"ticks": 0, "box": 0.0}
        return rec[n]

    def check(label, values, want, tol, fail):
        """The median of one value over the runs is want +- tol."""
        got = statistics.median(values)
        ok = abs(got - want) <= tol
        each = " (runs: %s)" % ", ".join("%.1f" % v for v in values) if len(values) > 1 else ""
        print("%s = %.1f%%%s (expected %.1f +- %.1f) %s"
              % (label, got, each, want, tol, "ok" if ok else "FAIL"))
        if not ok:
            bad.append(fail)

    def share(x, y):
        return 100.0 * x / y if y > 0 else float("nan")

    for prof, rec in runs:
        print("samples %d, CPU %.3f s, main/0's box %.3f s"
              % (prof["samples"], prof["cpu_seconds"], rec.get("main/0", {"box": 0.0})["box"]))
        if prof["samples"] < a.min_samples:
            bad.append("%d samples, fewer than %d" % (prof["samples"], a.min_samples))
    for spec in a.box_share:
        pair, want = spec.split("=")
        x, y = pair.split(":")
        p, tol = (float(v) for v in want.split(":"))
        check("box %s / box %s" % (x, y),
              [share(get(rec, x)["box"], get(rec, y)["box"]) for _, rec in runs], p, tol, spec)
    for spec in a.self_units:
        group, tol = spec.rsplit(":", 1)
        units = [(n, float(u)) for n, u in (e.split("=") for e in group.split(","))]
        ug = sum(u for _, u in units)
        ticks = [sum(get(rec, n)["ticks"] for n, _ in units) for _, rec in runs]
        print("group %s: %s ticks for %g units" % (group, ", ".join(map(str, ticks)), ug))
        for n, u in units:
            check("  %s's share of the group's ticks" % n,
                  [share(get(rec, n)["ticks"], max(tg, 1)) for (_, rec), tg in zip(runs, ticks)],
                  100.0 * u / ug, float(tol), "%s in %s" % (n, spec))
    for spec in a.self_box:
        names, tol = spec.rsplit(":", 1)
        p, *callees = names.split("-")
        got, want = [], []
        for prof, rec in runs:
            box = get(rec, p)["box"] - sum(get(rec, c)["box"] for c in callees)
            want.append(share(box, rec.get("main/0", {"box": 0.0})["box"]))
            got.append(share(get(rec, p)["ticks"], max(prof["samples"], 1)))
        # One run's sampled share against the same run's box-clock share:
        # the median of the differences.
        diff = [g - w for g, w in zip(got, want)]
        print("self %s: %s%% of the samples, %s%% by the box time"
              % (p, "/".join("%.1f" % v for v in got), "/".join("%.1f" % v for v in want)))
        check("  self %s, sampled minus box time" % p, diff, 0.0, float(tol), "self %s" % p)
    for b in bad:
        print("FAIL: %s" % b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
