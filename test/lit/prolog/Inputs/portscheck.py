#!/usr/bin/env python3
"""portscheck.py [--write] FILE.pl... - the reference port counts of the corpus.

Next to run/NAME.pl, NAME.ports holds the report of
`swipl Inputs/byrd_ports.pl -- NAME.pl`: one line per predicate,
`name/arity calls exits redos fails` (the semantics are in byrd_ports.pl's
header) - what prologc -p must count. Programs whose deterministic
recursion is too deep for the interpreter's one choice point per box in
swipl's default 1 GB stack (biglist.pl) have no NAME.ports and are skipped.

Re-runs byrd_ports.pl on every program that has a NAME.ports and compares;
also checks that the interpreted program printed its golden NAME.out and
exited with NAME.status. Prints the programs that differ, with a diff, then
a summary; exits 1 if any differs. --write (re)writes NAME.ports (only for
programs whose interpreted output matches the golden files)."""
import concurrent.futures
import difflib
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = {"biglist": "10^6-deep recursion: run byrd_ports.pl with swipl --stack-limit=12g"}


def run(path):
    d, name = os.path.split(os.path.abspath(path))
    p = subprocess.run(["swipl", os.path.join(HERE, "byrd_ports.pl"), "--", "--out", "-", name],
                       cwd=d, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=300)
    out = p.stdout.decode("utf-8", errors="surrogateescape")
    golden = open(path[:-3] + ".out", encoding="utf-8", errors="surrogateescape").read()
    status = 0
    if os.path.exists(path[:-3] + ".status"):
        status = int(open(path[:-3] + ".status").read().split()[0])
    problems = []
    if not out.startswith(golden):
        problems.append("the interpreted program's output is not its golden file's")
    if p.returncode != status:
        problems.append("exit status %d, golden %d" % (p.returncode, status))
    return out[len(golden):] if out.startswith(golden) else out, problems


def one(path, write):
    name = os.path.basename(path)[:-3]
    ports = path[:-3] + ".ports"
    if name in SKIP:
        return None
    if not write and not os.path.exists(ports):
        return "%s: no %s.ports" % (name, name)
    got, problems = run(path)
    if write:
        if problems:
            return "%s: not written: %s" % (name, "; ".join(problems))
        open(ports, "w").write(got)
        return None
    want = open(ports).read()
    if got != want:
        problems.append("port counts differ:\n" + "".join(difflib.unified_diff(
            want.splitlines(True), got.splitlines(True), name + ".ports", name + " (byrd_ports.pl)")))
    return "%s: %s" % (name, "\n".join(problems)) if problems else None


def main():
    args = sys.argv[1:]
    write = args[:1] == ["--write"]
    if write:
        args = args[1:]
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        bad = [r for r in pool.map(lambda a: one(a, write), args) if r]
    for b in bad:
        print(b)
    n = len([a for a in args if os.path.basename(a)[:-3] not in SKIP])
    print("%d programs, %d differ from byrd_ports.pl" % (n, len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
