#!/usr/bin/env python3
"""truncate.py COMPILER OUTDIR FILE... - robustness check of smlc or lazyc.

Compiles prefixes of every FILE (cut at several points, some mid-token)
and variants with one token deleted, as IR. The compiler must either
succeed (its IR passes the verifier inside smlc) or print its errors and
exit 1: a `file:line:col: error: ...` line each (smlc's type errors go on
in indented lines: the two types), never a crash, never an internal
error. Exits 1 listing the inputs that broke that rule."""
import os
import subprocess
import sys


def main():
    smlc, out = sys.argv[1], sys.argv[2]
    bad = []
    runs = 0
    for path in sys.argv[3:]:
        src = open(path).read()
        n = len(src)
        variants = []
        for k in range(1, 6):
            variants.append(("cut%d" % k, src[: n * k // 6]))
        # delete a short span in the middle of the program text
        for k in range(1, 4):
            at = n * k // 4
            variants.append(("del%d" % k, src[:at] + src[at + 3:]))
        for tag, text in variants:
            stem, ext = os.path.splitext(os.path.basename(path))
            name = os.path.join(out, stem + "-" + tag + ext)
            with open(name, "w") as f:
                f.write(text)
            p = subprocess.run([smlc, "-S", "-emit-llvm", name, "-o", name + ".ll"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            runs += 1
            lines = p.stderr.strip().splitlines()
            # errors: the first line `file:line:col: error: ...`; type
            # errors go on in indented lines (the types) and may be followed
            # by more errors (up to five)
            ok = p.returncode == 0 or (
                p.returncode == 1 and lines and ": error: " in lines[0]
                and all(": error: " in l or l.startswith("  ") for l in lines))
            if not ok:
                bad.append("%s: exit %d: %s" % (name, p.returncode, p.stderr.strip()[:300]))
    for b in bad:
        print(b)
    print("%d compilations, %d bad" % (runs, len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
