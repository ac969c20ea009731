#!/usr/bin/env python3
"""causality.py - the causality check of Mytkowicz et al. (Evaluating the
accuracy of Java profilers, PLDI 2010) on a CCProf-profiled program:

  causality.py --function F --tolerance T [--pairs N] [--outdir D]
               --base 'PROG ARGS...' --added 'PROG ARGS...'

The two commands run the same program, the second with work added to F
alone. All the time the second gains must be charged to F, and the rest of
the program must keep the time it had: F's expected share of an --added
run is (its samples - the rest's samples in the base runs beside it) / its
samples, where "the rest" is every sample not charged to F. The runs
alternate, base first and last (B A B A ... B), and each added run is
compared with the mean of the two base runs around it, which cancels a
slow drift in the machine's speed; the median over the N pairs (default
5) passes if it is within T points. A single pair is not enough on a
shared VM: one run in eight was 15-25% slower than its neighbours there.
Nothing is assumed about the CPU: every figure comes from the same run.

Each run gets CCPROF_FORMAT=json and CCPROF_FILE=D/{base,added}N.json; the
commands are split like a shell's words (shlex), '%i' in them becomes the
run's number. Prints a line per pair and the median; exits 1 on failure."""
import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys


def run(cmd, path, i):
    env = dict(os.environ, CCPROF_FORMAT="json", CCPROF_FILE=path)
    args = [a.replace("%i", str(i)) for a in shlex.split(cmd)]
    subprocess.run(args, env=env, check=True)
    with open(path) as f:
        return json.load(f)


def split(profile, function):
    """(samples, samples charged to function)."""
    mine = sum(fn["ticks"] for fn in profile["functions"] if fn["name"] == function)
    return profile["samples"], mine


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--function", required=True)
    ap.add_argument("--tolerance", type=float, required=True)
    ap.add_argument("--pairs", type=int, default=5)
    ap.add_argument("--outdir", default=".")
    ap.add_argument("--base", required=True)
    ap.add_argument("--added", required=True)
    a = ap.parse_args()

    def base(i):
        samples, mine = split(run(a.base, os.path.join(a.outdir, "base%d.json" % i), i), a.function)
        return samples - mine

    rest_before = base(0)
    diffs = []
    for i in range(a.pairs):
        samples, mine = split(run(a.added, os.path.join(a.outdir, "added%d.json" % i), i), a.function)
        rest_after = base(i + 1)
        rest = (rest_before + rest_after) / 2
        if samples <= rest:
            sys.exit("causality: added run %d has %d samples, no more than the rest of the"
                     " program took without the work (%.0f)" % (i, samples, rest))
        ours = 100.0 * mine / samples
        expected = 100.0 * (samples - rest) / samples
        diffs.append(ours - expected)
        print("pair %d: %s %.1f%% of %d samples, expected %.1f%% (rest %d / %d without)"
              % (i, a.function, ours, samples, expected, rest_before, rest_after))
        rest_before = rest_after
    median = statistics.median(diffs)
    print("%s: median difference %+.1f points (tolerance %g)" % (a.function, median, a.tolerance))
    if abs(median) > a.tolerance:
        sys.exit("causality: the time added to %s is not charged to it" % a.function)


if __name__ == "__main__":
    main()
