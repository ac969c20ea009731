#!/usr/bin/env python3
"""typical_run.py --smlc SMLC --work DIR [--gc-stress-kb N] [--expect-fail NAME=TEXT]... FILE.sml...

The typical-programs corpus (test/lit/sml/typical): every program is
compiled with `smlc -O2` and run (stdin empty, in its directory); it runs
unchanged if it compiles and prints exactly Poly/ML's output
(DIR_OF_FILE/Inputs/NAME.out) with exit status 0.

--gc-stress-kb N         run each program a second time with an N KB
                         nursery (SML_NURSERY_KB): the same output is
                         required.
--expect-fail NAME=TEXT  a program known not to run unchanged, documented
                         in docs/sml-mini.md: its compilation must fail
                         with a message containing TEXT. If it compiles,
                         or fails otherwise, that is reported (the list and
                         the docs must follow).

Prints one line per unexpected result, then `N programs: K run unchanged
(P%), E expected failures`; exits 1 on an unexpected result."""
import argparse
import concurrent.futures
import os
import subprocess
import sys


def one(args, path, expect):
    d, base = os.path.split(os.path.abspath(path))
    name = base[:-4]
    exe = os.path.join(args.work, name)
    c = subprocess.run([args.smlc, "-O2", base, "-o", exe], cwd=d, stdin=subprocess.DEVNULL,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=120)
    if name in expect:
        if c.returncode == 0:
            return name, "UNEXPECTED %s: compiles now (expected: %s)" % (name, expect[name])
        if expect[name] not in c.stdout:
            return name, "UNEXPECTED %s: fails otherwise: %s" % (name, c.stdout.strip()[:300])
        return name, "expected"
    if c.returncode != 0:
        return name, "FAIL %s: smlc exited %d: %s" % (name, c.returncode, c.stdout.strip()[:300])
    r = subprocess.run([exe], cwd=d, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=60)
    want = open(os.path.join(d, "Inputs", name + ".out"), "rb").read()
    if r.returncode != 0 or r.stdout != want:
        return name, "FAIL %s: exit %d, output %s Poly/ML's" % (
            name, r.returncode, "equals" if r.stdout == want else "differs from")
    if args.gc_stress_kb:
        # The same run with a tiny nursery: a collection every few KB.
        env = dict(os.environ, SML_NURSERY_KB=str(args.gc_stress_kb))
        r = subprocess.run([exe], cwd=d, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=60, env=env)
        if r.returncode != 0 or r.stdout != want:
            return name, "FAIL %s: with SML_NURSERY_KB=%d: exit %d, output %s Poly/ML's" % (
                name, args.gc_stress_kb, r.returncode,
                "equals" if r.stdout == want else "differs from")
    return name, "ok"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--smlc", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--expect-fail", action="append", default=[])
    ap.add_argument("--gc-stress-kb", type=int, default=0,
                    help="also run each program with this nursery size (KB)")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    expect = dict(e.split("=", 1) for e in a.expect_fail)
    os.makedirs(a.work, exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda f: one(a, f, expect), a.files))
    bad = [r for _, r in results if r not in ("ok", "expected")]
    ok = sum(1 for _, r in results if r == "ok")
    for b in bad:
        print(b)
    n = len(results)
    print("%d programs: %d run unchanged (%d%%), %d expected failures"
          % (n, ok, 100 * ok // n, sum(1 for _, r in results if r == "expected")))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
