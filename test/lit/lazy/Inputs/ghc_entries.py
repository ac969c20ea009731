#!/usr/bin/env python3
"""ghc_entries.py --lazyc LAZYC --outdir DIR PROG.hs... - for each program,
the entries of every cost centre under GHC (ghc -prof -fprof-auto-top -O0,
+RTS -p) and under lazy-mini (lazyc -p -fprof-auto) must be equal: one line
per program (ghcprof_compare.py's summary, with --derived) and a total
'N programs: entries equal'. Exits 1 if any program differs."""
import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lazyc", required=True)
    ap.add_argument("--outdir", required=True)
    ap.add_argument("programs", nargs="+")
    args = ap.parse_args()
    bad = 0
    for i, prog in enumerate(args.programs):
        name = os.path.splitext(os.path.basename(prog))[0]
        d = os.path.join(args.outdir, str(i))
        os.makedirs(d, exist_ok=True)
        g = run(["ghc", "-prof", "-fprof-auto-top", "-O0", prog, "-o", os.path.join(d, "g"),
                 "-outputdir", d])
        if g.returncode != 0:
            print("%s: ghc failed: %s" % (name, g.stdout.strip().splitlines()[-1:]))
            bad += 1
            continue
        run([os.path.join(d, "g"), "+RTS", "-p", "-RTS"], cwd=d)
        l = run([args.lazyc, "-p", "-fprof-auto", prog, "-o", os.path.join(d, "l")])
        if l.returncode != 0:
            print("%s: lazyc failed: %s" % (name, l.stdout.strip()))
            bad += 1
            continue
        env = dict(os.environ, CCPROF_FILE=os.path.join(d, "l.json"), CCPROF_FORMAT="json")
        run([os.path.join(d, "l")], env=env)
        c = run([sys.executable, os.path.join(HERE, "ghcprof_compare.py"), os.path.join(d, "g.prof"),
                 os.path.join(d, "l.json"), "--derived", prog])
        lines = c.stdout.strip().splitlines()
        print("%s: %s" % (name, lines[-1] if lines else "no comparison"))
        for detail in lines[:-1]:
            print("  " + detail)
        bad += c.returncode != 0
    print("%d programs: %s" % (len(args.programs), "entries equal" if not bad else "%d differ" % bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
