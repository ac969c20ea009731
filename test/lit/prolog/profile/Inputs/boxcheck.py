#!/usr/bin/env python3
"""boxcheck.py PROFILE.json [--box-share A:B=P:TOL]... [--self-units A=U,B=U,...:TOL]...
                            [--self-box P[-C...]:TOL]... [--min-samples N]

Checks on a prologc -p JSON profile's box time (box_seconds) and sampled
self time (ticks), for box-time.test and self-split.test:

--box-share A:B=P:TOL   100 * box_seconds(A) / box_seconds(B) is P +- TOL
--self-units A=U,...:TOL  predicates that do U units of the same work in
                        their own code (and call no profiled predicate):
                        the sampler's ticks per unit, measured in this run
                        over all of them, calibrates the unit, so each one's
                        share of the group's ticks must be its share of the
                        units, +- TOL points. (Not their box times: those are
                        real time, and on a loaded VM the time the process
                        waits falls on some boxes and not on others, while
                        the sampler counts CPU time.)
--self-box P-C1-C2...:TOL  P's sampled self share (its ticks / all samples)
                        is its self share by the box clock, +- TOL points:
                        box(P) minus the boxes of the predicates C1, C2 ...
                        it calls (each called only from P's box, and calling
                        nothing profiled outside itself), over main/0's box.
                        Two independent clocks of the same run: the box
                        clock is read at the ports the front end emits, the
                        sampler charges whatever record the pass made
                        current. Leaves (no -C) are P's box alone.
--min-samples N         the run took at least N samples

Prints every measured value; exits 1 if a check fails."""
import argparse
import json
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("profile")
    ap.add_argument("--box-share", action="append", default=[])
    ap.add_argument("--self-units", action="append", default=[])
    ap.add_argument("--self-box", action="append", default=[])
    ap.add_argument("--min-samples", type=int, default=0)
    a = ap.parse_args()
    prof = json.load(open(a.profile))
    rec = {}
    for fn in prof["functions"]:
        r = rec.setdefault(fn["name"], {"ticks": 0, "box": 0.0})
        r["ticks"] += fn["ticks"]
        r["box"] += fn.get("box_seconds", 0.0)
    samples = prof["samples"]
    bad = []

    def get(n):
        if n not in rec:
            bad.append("no record %s" % n)
            return {"ticks": 0, "box": 0.0}
        return rec[n]

    main_box = rec.get("main/0", {"box": 0.0})["box"]
    print("samples %d, CPU %.3f s, main/0's box %.3f s" % (samples, prof["cpu_seconds"], main_box))
    for spec in a.box_share:
        pair, want = spec.split("=")
        x, y = pair.split(":")
        p, tol = (float(v) for v in want.split(":"))
        bx, by = get(x)["box"], get(y)["box"]
        got = 100.0 * bx / by if by > 0 else float("nan")
        ok = abs(got - p) <= tol
        print("box %s %.4f s / box %s %.4f s = %.1f%% (expected %.1f +- %.1f) %s"
              % (x, bx, y, by, got, p, tol, "ok" if ok else "FAIL"))
        if not ok:
            bad.append(spec)
    for spec in a.self_units:
        group, tol = spec.rsplit(":", 1)
        tol = float(tol)
        units = [(n, float(u)) for n, u in (e.split("=") for e in group.split(","))]
        tg = sum(get(n)["ticks"] for n, _ in units)
        ug = sum(u for _, u in units)
        print("group %s: %d ticks for %g units (%.3g ticks per unit)" % (group, tg, ug, tg / ug))
        for n, u in units:
            t = get(n)["ticks"]
            want, got = 100.0 * u / ug, 100.0 * t / max(tg, 1)
            ok = abs(got - want) <= tol
            print("  %s: %d ticks, %.1f%% of the group's (expected %.1f +- %.1f) %s"
                  % (n, t, got, want, tol, "ok" if ok else "FAIL"))
            if not ok:
                bad.append("%s in %s" % (n, spec))
    for spec in a.self_box:
        names, tol = spec.rsplit(":", 1)
        tol = float(tol)
        p, *callees = names.split("-")
        box = get(p)["box"] - sum(get(c)["box"] for c in callees)
        want = 100.0 * box / main_box if main_box > 0 else float("nan")
        got = 100.0 * get(p)["ticks"] / max(samples, 1)
        ok = abs(got - want) <= tol
        print("self %s: %.1f%% of the samples, %.1f%% by the box clock (+- %.1f) %s"
              % (p, got, want, tol, "ok" if ok else "FAIL"))
        if not ok:
            bad.append("self %s" % p)
    if samples < a.min_samples:
        bad.append("%d samples, fewer than %d" % (samples, a.min_samples))
    for b in bad:
        print("FAIL: %s" % b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
