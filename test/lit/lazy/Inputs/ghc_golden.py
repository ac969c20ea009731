#!/usr/bin/env python3
"""Runs programs under GHC's interpreter (runghc) and compares each one's
output with its golden file, Inputs/<name>.out beside it: the goldens the
lit tests hold lazyc's output to are GHC's.

Usage: ghc_golden.py FILE.hs...
Prints one line per program whose output differs (or that GHC fails to
run) and a summary 'N programs: all outputs are GHC's'. Exits 1 if any
differs. Two programs run at a time."""
import concurrent.futures
import os
import subprocess
import sys


def check(path):
    golden = os.path.join(os.path.dirname(path), "Inputs",
                          os.path.splitext(os.path.basename(path))[0] + ".out")
    with open(golden, "rb") as f:
        want = f.read()
    r = subprocess.run(["runghc", path], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=300)
    if r.returncode != 0:
        err = r.stderr.decode(errors="replace").strip().splitlines()
        return f"{path}: GHC failed (exit {r.returncode}): {err[0] if err else ''}"
    if r.stdout != want:
        return f"{path}: GHC's output differs from {golden}"
    return None


def main():
    files = sorted(sys.argv[1:])
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        bad = [m for m in pool.map(check, files) if m]
    for m in bad:
        print(m)
    if bad:
        print(f"{len(bad)} of {len(files)} programs: GHC's output differs")
        return 1
    print(f"{len(files)} programs: all outputs are GHC's")
    return 0


if __name__ == "__main__":
    sys.exit(main())
