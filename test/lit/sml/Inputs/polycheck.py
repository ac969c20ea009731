#!/usr/bin/env python3
"""polycheck.py FILE.sml... - the golden files are Poly/ML's output.

Runs every program under `poly --script` and compares what it prints with
run/Inputs/NAME.out, ignoring Poly's compile-time warnings (non-exhaustive
matches, printed on stdout). Exits 1 naming the programs that differ."""
import concurrent.futures
import os
import re
import subprocess
import sys

WARNING = re.compile(r"^\S+\.sml:\d+: warning: ")


def strip_warnings(text):
    out, skip = [], False
    for line in text.splitlines(keepends=True):
        if WARNING.match(line):
            skip = "Found near" not in line
            continue
        if skip and line.startswith("Found near"):
            skip = False
            continue
        skip = False
        out.append(line)
    return "".join(out)


def check(path):
    d, name = os.path.split(path)
    golden = os.path.join(d, "Inputs", name[:-4] + ".out")
    p = subprocess.run(["poly", "--script", name], cwd=d, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True, timeout=120)
    got = strip_warnings(p.stdout)
    if p.returncode != 0 or got != open(golden).read():
        return "%s: Poly/ML exit %d, output %s the golden file" % (
            name, p.returncode, "matches" if got == open(golden).read() else "differs from")
    return None


def main():
    # Poly/ML takes ~0.4 s to start: two at a time.
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        bad = [r for r in pool.map(check, sys.argv[1:]) if r]
    for b in bad:
        print(b)
    print("%d programs, %d differ from Poly/ML" % (len(sys.argv) - 1, len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
