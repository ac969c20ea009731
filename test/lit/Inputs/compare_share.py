#!/usr/bin/env python3
"""compare_share.py - compares one function's share of the time in a CCProf
JSON profile with perf's share of the same run:

  compare_share.py PROFILE.json[,PROFILE.json...] FUNCTION TOLERANCE --perf-script SCRIPT.txt[,SCRIPT.txt...]

SCRIPT.txt is `perf script -F tid,ip,sym` output of a `perf record`
of the same run that wrote the profile beside it (the i-th script goes with
the i-th profile): perf's share is taken among the samples of the thread
with the most samples, the program's, so that ccprof's sampler thread does
not count. Sampling one run with both methods leaves out what differs
between runs (on a 2-vCPU VM one run of the same binary took 0.39 s and the
next 0.61 s, with the sort's share 12% in one and 17% in the other).
Passes if the two percentages differ by at most TOLERANCE points; with
several runs, the median of the per-run differences is compared."""
import collections
import json
import statistics
import sys


def perf_script_share(path, function):
    # "  24906      562e7a36e377 cmp"
    samples, hits = collections.Counter(), collections.Counter()
    with open(path) as f:
        for line in f:
            fields = line.split()
            if len(fields) < 2:
                continue
            samples[fields[0]] += 1
            if len(fields) > 2 and fields[2] == function:
                hits[fields[0]] += 1
    if not samples:
        sys.exit("compare_share: no samples in %s" % path)
    tid, n = samples.most_common(1)[0]
    return 100.0 * hits[tid] / n


def ccprof_share(path, function):
    with open(path) as f:
        p = json.load(f)
    ticks = sum(fn["ticks"] for fn in p["functions"] if fn["name"] == function)
    return 100.0 * ticks / max(p["samples"], 1)


def main():
    profiles, function, tol, kind, ref = sys.argv[1:6]
    ours = [ccprof_share(p, function) for p in profiles.split(",")]
    if kind != "--perf-script":
        sys.exit("compare_share: unknown reference kind %s" % kind)
    theirs = [perf_script_share(r, function) for r in ref.split(",")]
    if len(theirs) != len(ours):
        sys.exit("compare_share: %d profiles but %d perf scripts" % (len(ours), len(theirs)))
    for i, (a, b) in enumerate(zip(ours, theirs), 1):
        print("%s: run %d: ccprof %.1f%%, perf %.1f%%" % (function, i, a, b))
    diff = statistics.median(a - b for a, b in zip(ours, theirs))
    print("%s: median difference %+.1f points" % (function, diff))
    if abs(diff) > float(tol):
        sys.exit("compare_share: differ by more than %s points" % tol)


if __name__ == "__main__":
    main()
