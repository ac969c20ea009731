#!/usr/bin/env python3
"""nursery_corpus.py - every program of lazy-mini's corpus, run on the
nursery collector with a tiny eden and the collector's own checks:

  nursery_corpus.py LAZYC OUTDIR DIR [DIR ...]

Each DIR/*.hs that has a golden DIR/Inputs/<name>.out and is not XFAIL is
compiled with `LAZYC -O2` and run with LAZY_NURSERY_KB=16 (a minor
collection every 16 KB allocated) and FE_GC_VERIFY=1 (after every
collection, each value in the nursery and in the remembered set is a live
object, and every eden chunk's walk reaches its last object). The output
must equal the golden one. Prints one line per failure and exits 1 if any
failed, else prints how many programs ran."""
import os
import subprocess
import sys


def main():
    lazyc, outdir, dirs = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.makedirs(outdir, exist_ok=True)
    env = dict(os.environ, LAZY_NURSERY_KB="16", FE_GC_VERIFY="1")
    failed, ran = [], 0
    for d in dirs:
        for name in sorted(os.listdir(d)):
            if not name.endswith(".hs"):
                continue
            src = os.path.join(d, name)
            golden = os.path.join(d, "Inputs", name[:-3] + ".out")
            with open(src) as f:
                if not os.path.exists(golden) or "XFAIL" in f.read():
                    continue
            exe = os.path.join(outdir, name[:-3])
            c = subprocess.run([lazyc, "-O2", src, "-o", exe], capture_output=True, text=True)
            if c.returncode != 0:
                failed.append("%s: does not compile: %s" % (name, c.stderr.strip()[:200]))
                continue
            r = subprocess.run([exe], capture_output=True, env=env, timeout=120)
            ran += 1
            with open(golden, "rb") as f:
                want = f.read()
            if r.returncode != 0 or r.stdout != want:
                failed.append("%s: exit %d, output %s golden; stderr: %s" % (
                    name, r.returncode, "equals" if r.stdout == want else "differs from",
                    r.stderr.decode(errors="replace").strip()[:300]))
    for line in failed:
        print("FAIL " + line)
    print("nursery corpus: %d programs ran, %d failed" % (ran, len(failed)))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
