#!/usr/bin/env python3
"""check_rejected.py PROLOGC TMPDIR FILE... - each FILE must be rejected by
PROLOGC cleanly: exit status 1, nothing on stdout, exactly one line on
stderr of the form `FILE:LINE:COL: error: MESSAGE`, and no output file,
both when linking (-o) and with -S -emit-llvm. Prints one line per
violation and a summary `N rejected, M bad`; exits 1 if any is bad."""
import os
import re
import subprocess
import sys


def check(prologc, tmp, path):
    problems = []
    base = os.path.basename(path)
    for mode in (["-o"], ["-S", "-emit-llvm", "-o"]):
        out = os.path.join(tmp, "rejected-output")
        if os.path.exists(out):
            os.remove(out)
        p = subprocess.run([prologc] + mode[:-1] + [path, mode[-1], out],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
        err = p.stderr.decode(errors="replace").splitlines()
        what = " ".join(mode[:-1]) or "link"
        if p.returncode != 1:
            problems.append("%s (%s): exit status %d" % (base, what, p.returncode))
        if p.stdout:
            problems.append("%s (%s): output on stdout" % (base, what))
        if len(err) != 1 or not re.match(re.escape(path) + r":\d+:\d+: error: \S", err[0]):
            problems.append("%s (%s): stderr is not one located error: %r" % (base, what, err[:3]))
        if os.path.exists(out):
            problems.append("%s (%s): an output file was left" % (base, what))
    return problems


def main():
    prologc, tmp, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    bad = []
    for f in files:
        bad += check(prologc, tmp, f)
    for b in bad:
        print(b)
    print("%d rejected, %d bad" % (len(files), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
