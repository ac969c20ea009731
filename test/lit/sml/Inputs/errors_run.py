#!/usr/bin/env python3
"""errors_run.py SMLC FILE.sml... - the ill-typed corpus: every program
(each rejected by Poly/ML) must be rejected by smlc with exit status 1, no
output file, and a first error line (after `FILE.sml:`) equal to
FILE.expected. Prints one line per difference, then `N programs, K
differ`; exits 1 if any differ."""
import os
import subprocess
import sys
import tempfile


def main():
    smlc, files = sys.argv[1], sys.argv[2:]
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            d, base = os.path.split(os.path.abspath(path))
            exe = os.path.join(tmp, "x")
            p = subprocess.run([smlc, base, "-o", exe], cwd=d, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               timeout=60)
            first = p.stderr.split("\n", 1)[0]
            got = first[len(base) + 1:] if first.startswith(base + ":") else first
            want = open(path[:-4] + ".expected").read().rstrip("\n")
            if p.returncode != 1 or os.path.exists(exe) or got != want:
                bad.append("%s: exit %d, %r, expected %r" % (base, p.returncode, got, want))
    for b in bad:
        print(b)
    print("%d programs, %d differ" % (len(files), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
