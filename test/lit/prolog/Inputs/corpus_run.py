#!/usr/bin/env python3
"""corpus_run.py --prologc PRLOGC --work DIR [--config FLAGS]... FILE.pl...

Compiles every corpus program with prologc under each configuration of
flags (default: -O0 and -O2), runs the executable (stdin empty, in the
program's directory, CCPROF_FILE pointing into DIR so that a profiling
build writes nothing next to the sources) and compares its stdout and
exit status with the golden files of swipl (NAME.out, and NAME.status
when the status is not 0; see test/lit/prolog/README.md).

For each failure prints `FAIL NAME [FLAGS]: what` - the compiler's exit
status and first lines of its messages, or a different exit status, or a
unified diff of stdout against the golden file - then a summary line
`N programs x M configurations, K failed`; exits 1 if any failed."""
import argparse
import concurrent.futures
import difflib
import os
import shlex
import subprocess
import sys


def golden(path):
    base = path[:-3]
    out = open(base + ".out", encoding="utf-8", errors="surrogateescape").read()
    status = 0
    if os.path.exists(base + ".status"):
        status = int(open(base + ".status").read().split("\n")[0])
    return out, status


def head(text, n=15):
    lines = text.splitlines()
    more = "\n    ... (%d more lines)" % (len(lines) - n) if len(lines) > n else ""
    return "\n".join("    " + l for l in lines[:n]) + more


def diff(want, got, name, flags):
    lines = list(difflib.unified_diff(want.splitlines(keepends=True), got.splitlines(keepends=True),
                                      name + ".out (swipl)", "%s [%s]" % (name, flags)))
    if len(lines) > 40:
        lines = lines[:40] + ["... (%d more diff lines)\n" % (len(lines) - 40)]
    return "".join(l if l.endswith("\n") else l + "\n\\ No newline at end of file\n" for l in lines)


def one(args, path, flags):
    src = os.path.abspath(path)
    d, base = os.path.split(src)
    name = base[:-3]
    tag = "-".join(f.lstrip("-") for f in shlex.split(flags)) or "default"
    exe = os.path.join(args.work, "%s.%s" % (name, tag))
    label = "FAIL %s [%s]" % (name, flags)
    try:
        c = subprocess.run([args.prologc] + shlex.split(flags) + [src, "-o", exe],
                           stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=args.compile_timeout)
    except subprocess.TimeoutExpired:
        return "%s: prologc did not finish in %d s" % (label, args.compile_timeout)
    if c.returncode != 0 or not os.path.exists(exe):
        return "%s: prologc exited %d:\n%s" % (label, c.returncode,
                                              head(c.stdout.decode(errors="replace")))
    want, want_status = golden(src)
    env = dict(os.environ, CCPROF_FILE=exe + ".prof")
    try:
        p = subprocess.run([exe], cwd=d, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=args.run_timeout)
    except subprocess.TimeoutExpired:
        return "%s: the program did not finish in %d s" % (label, args.run_timeout)
    got = p.stdout.decode("utf-8", errors="surrogateescape")
    problems = []
    if p.returncode != want_status:
        problems.append("exit status %d, swipl's %d%s" % (
            p.returncode, want_status,
            (" (killed by signal %d)" % -p.returncode) if p.returncode < 0 else ""))
        if p.stderr:
            problems.append("stderr:\n" + head(p.stderr.decode(errors="replace")))
    if got != want:
        problems.append("stdout differs from swipl's:\n" + diff(want, got, name, flags))
    return "%s: %s" % (label, "\n".join(problems)) if problems else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--prologc", required=True)
    ap.add_argument("--work", required=True, help="directory for executables (created)")
    ap.add_argument("--config", action="append", help="compiler flags, one configuration (repeatable)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--compile-timeout", type=int, default=300)
    ap.add_argument("--run-timeout", type=int, default=60)
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    configs = args.config or ["-O0", "-O2"]
    os.makedirs(args.work, exist_ok=True)
    todo = [(f, c) for f in args.files for c in configs]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        bad = [r for r in pool.map(lambda fc: one(args, *fc), todo) if r]
    for b in bad:
        print(b)
    print("%d programs x %d configurations, %d failed" % (len(args.files), len(configs), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
