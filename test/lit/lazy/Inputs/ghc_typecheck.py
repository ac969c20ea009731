#!/usr/bin/env python3
"""Runs GHC's type checker (ghc -fno-code) over programs and says whether
each one is accepted or rejected, as expected.

Usage: ghc_typecheck.py --expect reject|accept --outdir DIR FILE...
Prints one line per program that GHC does not treat as expected (with
GHC's first error line) and a summary: 'N programs: all rejected by GHC'.
Exits 1 if any program differs."""
import argparse
import os
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--expect", choices=["reject", "accept"], required=True)
    ap.add_argument("--outdir", required=True)
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    differ = 0
    for i, f in enumerate(sorted(args.files)):
        out = os.path.join(args.outdir, str(i))
        os.makedirs(out, exist_ok=True)
        r = subprocess.run(["ghc", "-fno-code", "-outputdir", out, f],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        accepted = r.returncode == 0
        if accepted != (args.expect == "accept"):
            differ += 1
            first = next((l.strip() for l in r.stdout.splitlines() if "error" in l), "")
            print(f"{os.path.basename(f)}: GHC {'accepts' if accepted else 'rejects'} it {first}")
    word = "rejected" if args.expect == "reject" else "accepted"
    if differ:
        print(f"{len(args.files)} programs: {differ} not {word} by GHC")
        return 1
    print(f"{len(args.files)} programs: all {word} by GHC")
    return 0


if __name__ == "__main__":
    sys.exit(main())
