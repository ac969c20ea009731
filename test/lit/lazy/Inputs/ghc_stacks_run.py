#!/usr/bin/env python3
"""ghc_stacks_run.py DIR PROGRAM.hs LAZYC - builds PROGRAM.hs with GHC
(-prof -fprof-auto-top -O0) and with lazyc (-p -fprof-auto
--ccprof-mode=stacks) in DIR, runs both (their outputs must be equal) and
compares the two calling-context trees with ghc_tree_compare.py, whose
output and exit status are this script's."""
import os
import subprocess
import sys


def run(cmd, cwd, env=None):
    r = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if r.returncode != 0:
        sys.exit("%s failed (%d): %s" % (" ".join(cmd), r.returncode, r.stderr.decode()[-2000:]))
    return r.stdout


def main():
    d, src, lazyc = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3]
    os.makedirs(d, exist_ok=True)
    run(["ghc", "-prof", "-fprof-auto-top", "-O0", src, "-o", "g", "-outputdir", "o"], d)
    ghc_out = run(["./g", "+RTS", "-p", "-RTS"], d)
    run([lazyc, "-p", "-fprof-auto", "--ccprof-mode=stacks", src, "-o", "l"], d)
    env = dict(os.environ, CCPROF_FILE="l.json", CCPROF_FORMAT="json")
    ours = run(["./l"], d, env)
    if ours != ghc_out:
        sys.exit("the outputs differ: GHC %r, lazy-mini %r" % (ghc_out[:200], ours[:200]))
    here = os.path.dirname(os.path.abspath(__file__))
    r = subprocess.run([sys.executable, os.path.join(here, "ghc_tree_compare.py"),
                        os.path.join(d, "g.prof"), os.path.join(d, "l.json")])
    return r.returncode


if __name__ == "__main__":
    sys.exit(main())
