#!/usr/bin/env python3
"""swiplcheck.py [--write] FILE.pl... - the golden files are SWI-Prolog's output.

The corpus convention (test/lit/prolog/README.md): next to run/NAME.pl,
  NAME.out     exactly what `swipl NAME.pl` prints on stdout (stderr - SWI's
               warnings and error messages - is not part of it);
  NAME.status  present only when swipl exits with a status other than 0:
               one line, that status as a decimal integer.
Every program starts itself with `:- initialization(main, main).`.

Runs every program under swipl (in its directory, stdin empty, the user's
init file off) and compares stdout and exit status with the golden files.
Prints one line per program that differs, with a diff, then a summary line;
exits 1 if any differs. With --write, (re)writes the golden files from
swipl's output instead (to add a program; review the result by hand)."""
import concurrent.futures
import difflib
import os
import subprocess
import sys

INIT = ":- initialization(main, main)."


def golden(path):
    base = path[:-3]
    out = open(base + ".out", encoding="utf-8", errors="surrogateescape").read()
    status = 0
    if os.path.exists(base + ".status"):
        status = int(open(base + ".status").read().split("\n")[0])
    return out, status


def run_swipl(path):
    d, name = os.path.split(os.path.abspath(path))
    p = subprocess.run(["swipl", "-f", "none", name], cwd=d, stdin=subprocess.DEVNULL,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    return p.stdout.decode("utf-8", errors="surrogateescape"), p.returncode


def diff(want, got, name):
    lines = list(difflib.unified_diff(want.splitlines(keepends=True), got.splitlines(keepends=True),
                                      name + ".out (golden)", name + " (swipl)"))
    if len(lines) > 40:
        lines = lines[:40] + ["... (%d more diff lines)\n" % (len(lines) - 40)]
    return "".join(l if l.endswith("\n") else l + "\n\\ No newline at end of file\n" for l in lines)


def check(path):
    name = os.path.basename(path)[:-3]
    if INIT not in open(path).read():
        return "%s: no `%s` directive" % (name, INIT)
    if not os.path.exists(path[:-3] + ".out"):
        return "%s: no golden file %s.out" % (name, name)
    want, want_status = golden(path)
    got, status = run_swipl(path)
    problems = []
    if status != want_status:
        problems.append("exit status %d, golden %d" % (status, want_status))
    if got != want:
        problems.append("stdout differs from the golden file:\n" + diff(want, got, name))
    return "%s: %s" % (name, "; ".join(problems)) if problems else None


def write(path):
    base = path[:-3]
    got, status = run_swipl(path)
    with open(base + ".out", "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(got)
    if status != 0:
        with open(base + ".status", "w") as f:
            f.write("%d\n" % status)
    elif os.path.exists(base + ".status"):
        os.remove(base + ".status")
    return None


def main():
    args = sys.argv[1:]
    update = args[:1] == ["--write"]
    if update:
        args = args[1:]
    if not args:
        print("usage: swiplcheck.py [--write] FILE.pl...", file=sys.stderr)
        return 2
    # swipl starts in ~0.05 s; most programs run well under a second. The
    # VM has 2 vCPUs shared with others: two at a time.
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        bad = [r for r in pool.map(write if update else check, args) if r]
    for b in bad:
        print(b)
    if update:
        print("%d golden files written" % len(args))
        return 0
    print("%d programs, %d differ from swipl" % (len(args), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
