#!/usr/bin/env python3
"""prologc_ports.py --prologc PROLOGC --work DIR [--config FLAGS]...
                   [--expect-diff NAME:PI=C,E,R,F]... FILE.pl...

prologc -p's port counts against the reference: every corpus program
FILE.pl that has a FILE.ports (Inputs/byrd_ports.pl's report, see
portscheck.py) is compiled with `prologc -p FLAGS` for each configuration
(default -O0 and -O2), run like corpus_run.py runs it (stdin empty, in the
program's directory, CCPROF_FORMAT=json, CCPROF_FILE into DIR), and every
predicate's calls/exits/redos/fails in the JSON profile are compared with
FILE.ports: each predicate of FILE.ports, and each predicate prologc saw
called that FILE.ports lacks. A stacks-mode profile (--ccprof-mode=stacks)
must also account for every call in its contexts: a predicate's entries
over all its contexts equal its call count.

--expect-diff NAME:PI=C,E,R,F declares a known, documented difference: in
program NAME, prologc counts C E R F for PI where the reference has other
counts. The expected numbers are checked exactly (so the test notices when
the difference goes away or changes); an --expect-diff that finds the
reference agreeing with prologc is itself a failure.

Prints one line per difference, `FAIL NAME [FLAGS] PI: prologc C E R F,
reference C E R F` (or what went wrong compiling or running), then
`N programs x M configurations, K differences`; exits 1 if K > 0."""
import argparse
import concurrent.futures
import json
import os
import shlex
import subprocess
import sys


def read_ports(path):
    rows = {}
    for line in open(path):
        f = line.split()
        if len(f) == 5 and "#" not in f[0]:
            rows[f[0]] = tuple(int(x) for x in f[1:])
    return rows


def json_ports(path):
    with open(path) as f:
        prof = json.load(f)
    rows = {}
    for fn in prof["functions"]:
        if "exits" in fn:
            r = rows.setdefault(fn["name"], [0, 0, 0, 0])
            for i, k in enumerate(("calls", "exits", "redos", "fails")):
                r[i] += fn[k]
    return {k: tuple(v) for k, v in rows.items()}


def stack_mismatches(path):
    """A stacks-mode profile's contexts must account for every call: each
    function's entries over its contexts equal its flat call count."""
    with open(path) as f:
        prof = json.load(f)
    if "stacks" not in prof:
        return []
    entries = {}
    for s in prof["stacks"]:
        entries[s["name"]] = entries.get(s["name"], 0) + s["entries"]
    return ["%s: %d calls, %d entries in its contexts" % (fn["name"], fn["calls"], entries.get(fn["name"], 0))
            for fn in prof["functions"] if fn["calls"] != entries.get(fn["name"], 0)]


def fmt(t):
    return " ".join(str(x) for x in t) if t else "(no record)"


def one(args, path, flags, expect):
    src = os.path.abspath(path)
    d, base = os.path.split(src)
    name = base[:-3]
    tag = "-".join(f.lstrip("-") for f in shlex.split(flags)) or "default"
    exe = os.path.join(args.work, "%s.p.%s" % (name, tag))
    label = "FAIL %s [-p %s]" % (name, flags)
    c = subprocess.run([args.prologc, "-p"] + shlex.split(flags) + [src, "-o", exe],
                       stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, timeout=300)
    if c.returncode != 0:
        return ["%s: prologc exited %d:\n%s" % (label, c.returncode, c.stdout.decode(errors="replace")[:2000])]
    prof = exe + ".json"
    if os.path.exists(prof):
        os.unlink(prof)
    env = dict(os.environ, CCPROF_FORMAT="json", CCPROF_FILE=prof)
    subprocess.run([exe], cwd=d, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, env=env, timeout=300)
    if not os.path.exists(prof):
        return ["%s: the program wrote no profile" % label]
    got = json_ports(prof)
    want = read_ports(src[:-3] + ".ports")
    bad = ["%s %s" % (label, m) for m in stack_mismatches(prof)]
    names = sorted(set(want) | {k for k, v in got.items() if v[0] > 0})
    for pi in names:
        g, w = got.get(pi), want.get(pi)
        known = expect.get((name, pi))
        if known is not None:
            if g == w:
                bad.append("%s %s: the expected difference is gone: prologc and reference both %s"
                           % (label, pi, fmt(g)))
            elif g != known:
                bad.append("%s %s: prologc %s, reference %s, expected prologc %s"
                           % (label, pi, fmt(g), fmt(w), fmt(known)))
        elif g != w:
            bad.append("%s %s: prologc %s, reference %s" % (label, pi, fmt(g), fmt(w)))
    return bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--prologc", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--config", action="append")
    ap.add_argument("--expect-diff", action="append", default=[])
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    configs = args.config or ["-O0", "-O2"]
    expect = {}
    for e in args.expect_diff:
        prog, rest = e.split(":", 1)
        pi, counts = rest.rsplit("=", 1)
        expect[(prog, pi)] = tuple(int(x) for x in counts.split(","))
    os.makedirs(args.work, exist_ok=True)
    progs = [f for f in args.files if os.path.exists(f[:-3] + ".ports")]
    jobs = [(p, c) for p in progs for c in configs]
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda j: one(args, j[0], j[1], expect), jobs))
    bad = [b for r in results for b in r]
    for b in bad:
        print(b)
    print("%d programs x %d configurations, %d differences" % (len(progs), len(configs), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
