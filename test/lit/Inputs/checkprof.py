#!/usr/bin/env python3
"""checkprof.py - assertions on a CCProf JSON profile, for the lit tests.

  checkprof.py PROFILE.json [--calls NAME=N]... [--percent NAME=P:TOL]...
               [--min-samples N] [--max-percent NAME=P] [--absent NAME]

--calls       exact call count (N may be @FILE: the number the program wrote)
--percent     NAME's share of the samples is P +- TOL percentage points
              ("(unprofiled)" names the unprofiled ticks; P may be @FILE:
              the share the program measured in the same run)
--max-percent NAME's share is at most P
--sum-percent A,B,...=P:TOL  the shares of A, B, ... add up to P +- TOL (P may
              be @FILE)
--min-samples the run took at least N samples (else the timing is meaningless)
--absent      no record of that name exists
--top         NAME has more ticks than any other function
--top-alloc   NAME allocated more bytes than any other cost centre (lazy mode)
--alloc-percent NAME's share of the allocated bytes is P +- TOL points
--stack-entries 'a;b;c=N'  the context main;...;c (names from a root down,
              stacks mode) was entered exactly N times (N may be @FILE)
--stack-percent 'a;b;c=P:TOL'  that context's own ticks are P +- TOL percent
              of the samples (P may be @FILE)
--no-stack 'a;b'  no such context exists
Exits 1 with one line per failed assertion, printing the profile's table.
"""
import argparse
import json
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("profile")
    ap.add_argument("--calls", action="append", default=[])
    ap.add_argument("--percent", action="append", default=[])
    ap.add_argument("--max-percent", action="append", default=[])
    ap.add_argument("--sum-percent", action="append", default=[])
    ap.add_argument("--min-samples", type=int, default=0)
    ap.add_argument("--absent", action="append", default=[])
    ap.add_argument("--top")
    ap.add_argument("--top-alloc")
    ap.add_argument("--alloc-percent", action="append", default=[])
    ap.add_argument("--stack-entries", action="append", default=[])
    ap.add_argument("--stack-percent", action="append", default=[])
    ap.add_argument("--no-stack", action="append", default=[])
    a = ap.parse_args()

    with open(a.profile) as f:
        prof = json.load(f)
    by_name = {}
    for fn in prof["functions"]:
        entry = by_name.setdefault(fn["name"], {"calls": 0, "ticks": 0, "alloc": 0})
        entry["calls"] += fn["calls"]
        entry["ticks"] += fn["ticks"]
        entry["alloc"] += fn.get("alloc", 0)
    by_name["(unprofiled)"] = {"calls": 0, "ticks": prof["unprofiled_ticks"], "alloc": 0}
    samples = prof["samples"]
    errors = []

    def get(name):
        if name not in by_name:
            errors.append("no function named %r in the profile" % name)
            return None
        return by_name[name]

    def pct(name):
        e = get(name)
        return None if e is None else 100.0 * e["ticks"] / max(samples, 1)

    def number(want):
        """WANT, or the first word of file F for WANT = @F."""
        if want.startswith("@"):
            with open(want[1:]) as f:
                return f.read().split()[0]
        return want

    for spec in a.calls:
        name, want = spec.rsplit("=", 1)
        want = number(want)
        e = get(name)
        if e is not None and e["calls"] != int(want):
            errors.append("%s: %d calls, expected %s" % (name, e["calls"], want))
    if samples < a.min_samples:
        errors.append("only %d samples, expected at least %d" % (samples, a.min_samples))
    for spec in a.percent:
        name, rest = spec.rsplit("=", 1)
        want, tol = rest.rsplit(":", 1)
        want, tol = float(number(want)), float(tol)
        p = pct(name)
        if p is not None and abs(p - want) > tol:
            errors.append("%s: %.1f%% of samples, expected %.1f +- %.1f" % (name, p, want, tol))
    for spec in a.max_percent:
        name, most = spec.rsplit("=", 1)
        p = pct(name)
        if p is not None and p > float(most):
            errors.append("%s: %.1f%% of samples, expected at most %s" % (name, p, most))
    for spec in a.sum_percent:
        names, rest = spec.rsplit("=", 1)
        want, tol = rest.rsplit(":", 1)
        want, tol = float(number(want)), float(tol)
        ps = [pct(n) for n in names.split(",")]
        if None not in ps and abs(sum(ps) - want) > tol:
            errors.append("%s: %.1f%% of samples together, expected %.1f +- %.1f" % (names, sum(ps), want, tol))
    for name in a.absent:
        if name in by_name:
            errors.append("%s should not be profiled" % name)

    stacks = {}
    if a.stack_entries or a.stack_percent or a.no_stack:
        if "stacks" not in prof:
            errors.append("no calling-context tree in the profile (not stacks mode?)")
        nodes = {n["id"]: n for n in prof.get("stacks", [])}
        for n in nodes.values():
            path, m = [], n
            while m:
                path.append(m["name"])
                m = nodes.get(m["parent"])
            key = ";".join(reversed(path))
            if key in stacks:
                errors.append("two contexts %s" % key)
            stacks[key] = n

    def context(path):
        if path not in stacks:
            errors.append("no context %s (contexts: %s)" % (path, ", ".join(sorted(stacks))))
            return None
        return stacks[path]

    for spec in a.stack_entries:
        path, want = spec.rsplit("=", 1)
        want = int(number(want))
        n = context(path)
        if n is not None and n["entries"] != want:
            errors.append("%s: %d entries, expected %d" % (path, n["entries"], want))
    for spec in a.stack_percent:
        path, rest = spec.rsplit("=", 1)
        want, tol = rest.rsplit(":", 1)
        want, tol = float(number(want)), float(tol)
        n = context(path)
        if n is not None:
            p = 100.0 * n["ticks"] / max(samples, 1)
            if abs(p - want) > tol:
                errors.append("%s: %.1f%% of samples, expected %.1f +- %.1f" % (path, p, want, tol))
    for path in a.no_stack:
        if path in stacks:
            errors.append("context %s should not exist" % path)

    if a.top is not None and get(a.top) is not None:
        mine = by_name[a.top]["ticks"]
        for name, e in by_name.items():
            if name != a.top and name != "(unprofiled)" and e["ticks"] >= mine:
                errors.append("%s has %d ticks, not fewer than %s's %d" % (name, e["ticks"], a.top, mine))
    total_alloc = sum(e["alloc"] for e in by_name.values())
    for spec in a.alloc_percent:
        name, rest = spec.rsplit("=", 1)
        want, tol = (float(x) for x in rest.split(":"))
        e = get(name)
        if e is not None:
            p = 100.0 * e["alloc"] / max(total_alloc, 1)
            if abs(p - want) > tol:
                errors.append("%s: %.1f%% of the bytes, expected %.1f +- %.1f" % (name, p, want, tol))
    if a.top_alloc is not None and get(a.top_alloc) is not None:
        mine = by_name[a.top_alloc]["alloc"]
        if mine == 0:
            errors.append("%s allocated nothing" % a.top_alloc)
        for name, e in by_name.items():
            if name != a.top_alloc and e["alloc"] >= mine:
                errors.append("%s allocated %d bytes, not fewer than %s's %d" % (name, e["alloc"], a.top_alloc, mine))
    if errors:
        for e in errors:
            print("checkprof: " + e)
        print("samples: %d" % samples)
        for name, e in sorted(by_name.items(), key=lambda kv: -kv[1]["ticks"]):
            print("  %6.1f%% %12d  %s" % (100.0 * e["ticks"] / max(samples, 1), e["calls"], name))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
