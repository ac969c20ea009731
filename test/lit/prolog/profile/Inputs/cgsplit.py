#!/usr/bin/env python3
"""cgsplit.py --ir PROG.ll --callgrind CALLGRIND.OUT --profile PROFILE.json
              [--tol T] [--min-samples N] [--min-percent P]

Self cost by predicate from callgrind against prologc -p's sampled %time,
for callgrind-split.test.

The cost is callgrind's instruction count (Ir) of the program's main
thread (--separate-threads=yes: the sampler's thread is not the
program's). Callgrind sees functions, not predicates; the mapping follows
what the sampler charges (docs/prolog-mini.md, "Profiling"): a sample goes
to the record that is *current*, which a predicate's entry function and
every function marked as a part of it set:
  * a function of the program's IR (prologc -S -emit-llvm) with the
    attribute "ccprof-part-of"=P belongs to P (clauses "p/N.cl1",
    continuations "p/N.cl1.k1", retry code "p/N.retry", auxiliary
    predicates "$auxN/M" of if-then-else, \\+, findall ...); a function
    named P without the attribute is P's entry; both only if P is a
    predicate with a record in the profile;
  * everything else - the runtime's C functions (unification, allocation
    and the collector, arithmetic, the trail, choice points, ports), the
    generated glue (pl.port.exit ...), and the code of the built-ins
    written in Prolog (system predicates have no record) - changes no
    record, so its cost goes to the predicate whose code called it:
    callgrind is run with --separate-callers=N, which keeps each call
    chain of up to N functions apart, and a context's self cost is
    charged to the nearest function of its chain (itself first, then its
    callers) that belongs to a predicate. A chain with none is
    "(unattributed)" (start-up, and chains deeper than N in C).
Exact where the runtime returns to the code that called it; a C function
that calls back into Prolog (pl.port.exit runs the continuation) is
charged to its caller like the sampler does, since the continuation's
entry makes its own record current.

Prints the two splits; exits 1 if a predicate with at least --min-percent
of either differs by more than --tol points (also if the callgrind data
leaves more than --tol percent unattributed), or the run took fewer than
--min-samples samples."""
import argparse
import collections
import json
import re
import sys

PRED = re.compile(r"^(.+/\d+)((\.cl\d+|\.k\d+|\.retry)*)$")


def ir_owners(path):
    attrs, funs = {}, {}
    for line in open(path):
        m = re.match(r'attributes #(\d+) = \{(.*)\}', line)
        if m:
            a = re.search(r'"ccprof-part-of"="((?:[^"\\]|\\.)*)"', m.group(2))
            if a:
                attrs[m.group(1)] = a.group(1).replace("\\\\", "\\")
            continue
        m = re.match(r'define .*?@("(?:[^"\\]|\\.)*"|[\w.$]+)\(.*\)(.*)\{', line)
        if m:
            name = m.group(1).strip('"').replace("\\\\", "\\")
            groups = re.findall(r"#(\d+)", m.group(2))
            funs[name] = groups
    owners = {}
    for name, groups in funs.items():
        for g in groups:
            if g in attrs:
                owners[name] = attrs[g]
    return owners, set(funs)


# callgrind_annotate's cycle estimate: an L1 miss costs 10 cycles, a
# last-level miss 100. With --cache-sim=yes it is a better proxy for time
# than instructions alone: allocation-heavy predicates (the collector's
# sweeping, cache misses) run fewer instructions per cycle than arithmetic.
WEIGHTS = {"Ir": 1, "I1mr": 10, "D1mr": 10, "D1mw": 10, "ILmr": 100, "DLmr": 100, "DLmw": 100}


def callgrind_self(path):
    names, cost = {}, collections.Counter()
    fn, in_call = None, False
    weights = [1]
    for line in open(path):
        if line.startswith("events:"):
            weights = [WEIGHTS.get(e, 0) for e in line.split()[1:]]
        elif line.startswith("fn="):
            m = re.match(r"fn=\((\d+)\)(?: (.*))?", line.rstrip("\n"))
            if m.group(2) is not None:
                names[m.group(1)] = m.group(2)
            fn, in_call = names[m.group(1)], False
        elif line.startswith("cfn="):
            m = re.match(r"cfn=\((\d+)\)(?: (.*))?", line.rstrip("\n"))
            if m.group(2) is not None:
                names[m.group(1)] = m.group(2)
        elif line.startswith("calls="):
            in_call = True
        elif line[:1].isdigit() or line[:1] in "+-*":
            parts = line.split()
            if in_call:
                in_call = False          # the inclusive cost of a call: not self cost
            elif fn is not None and len(parts) > 1:
                cost[fn] += sum(w * int(v) for w, v in zip(weights, parts[1:]))
    return cost


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ir", required=True)
    ap.add_argument("--callgrind", required=True)
    ap.add_argument("--profile", required=True)
    ap.add_argument("--tol", type=float, default=5.0)
    ap.add_argument("--min-samples", type=int, default=0)
    ap.add_argument("--min-percent", type=float, default=1.0)
    a = ap.parse_args()
    prof = json.load(open(a.profile))
    records = {}
    for fn in prof["functions"]:
        records[fn["name"]] = records.get(fn["name"], 0) + fn["ticks"]
    samples = prof["samples"]
    owners, defined = ir_owners(a.ir)

    def pred_of(f):
        f = f.split("'")[0]                       # callgrind's recursion suffix
        p = owners.get(f)
        if p is None and f in defined:
            m = PRED.match(f)
            p = f if m and not m.group(2) else None
        return p if p in records else None

    cost = collections.Counter()
    total = 0
    for ctx, c in callgrind_self(a.callgrind).items():
        total += c
        chain = ctx.split("'")
        owner = None
        for f in chain:
            owner = pred_of(f)
            if owner:
                break
        cost[owner or "(unattributed)"] += c
    names = sorted(set(cost) | {n for n, t in records.items() if t}, key=lambda n: -cost.get(n, 0))
    bad = []
    print("%-16s %10s %8s  %8s %6s" % ("predicate", "callgrind", "%Ir", "%time", "ticks"))
    for n in names:
        cg = 100.0 * cost.get(n, 0) / total
        ticks = records.get(n, prof.get("unprofiled_ticks", 0) if n == "(unattributed)" else 0)
        tm = 100.0 * ticks / max(samples, 1)
        flag = ""
        if n == "(unattributed)":
            if cg > a.tol:
                flag = "  FAIL: more than %g%% unattributed" % a.tol
        elif max(cg, tm) >= a.min_percent and abs(cg - tm) > a.tol:
            flag = "  FAIL: differs by %.1f points" % abs(cg - tm)
        print("%-16s %10d %7.1f%%  %7.1f%% %6d%s" % (n, cost.get(n, 0), cg, tm, ticks, flag))
        if flag:
            bad.append(n)
    print("total %d instructions, %d samples" % (total, samples))
    if samples < a.min_samples:
        print("FAIL: %d samples, fewer than %d" % (samples, a.min_samples))
        bad.append("samples")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
