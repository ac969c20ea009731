#!/usr/bin/env python3
"""compare_share.py - compares one function's share of the time in a CCProf
JSON profile with an independent measurement of the same program:

  compare_share.py PROFILE.json[,PROFILE.json...] FUNCTION TOLERANCE --callgrind ANNOTATE.txt
  compare_share.py PROFILE.json[,PROFILE.json...] FUNCTION TOLERANCE --perf REPORT.txt[,REPORT.txt...]

ANNOTATE.txt is `callgrind_annotate --inclusive=no` output (self instruction
counts), REPORT.txt `perf report --no-children --stdio` output (self samples).
Passes if the two percentages differ by at most TOLERANCE points. With
several profiles or reports (runs of the same program), the median share
of each side is taken."""
import json
import re
import statistics
import sys


def reference_share(kind, path, function):
    with open(path) as f:
        text = f.read()
    if kind == "--callgrind":
        # "26,180,456 (25.14%)  /path/qsort.c:cmp [/tmp/q]"
        pat = re.compile(r"^\s*[\d,]+\s+\(\s*([\d.]+)%\)\s+\S*:" + re.escape(function) + r"\s", re.M)
    else:
        # "    32.56%  q_plain  q_plain  [.] cmp"
        pat = re.compile(r"^\s*([\d.]+)%\s.*\[\.\]\s+" + re.escape(function) + r"\s*$", re.M)
    m = pat.search(text)
    if not m:
        sys.exit("compare_share: %s not found in %s" % (function, path))
    return float(m.group(1))


def main():
    profiles, function, tol, kind, ref = sys.argv[1:6]
    shares = []
    for profile in profiles.split(","):
        with open(profile) as f:
            p = json.load(f)
        ticks = sum(fn["ticks"] for fn in p["functions"] if fn["name"] == function)
        shares.append(100.0 * ticks / max(p["samples"], 1))
    ours = statistics.median(shares)
    if len(shares) > 1:
        print("%s: ccprof runs %s" % (function, ", ".join("%.1f%%" % x for x in shares)))
    refs = [reference_share(kind, r, function) for r in ref.split(",")]
    theirs = statistics.median(refs)
    if len(refs) > 1:
        print("%s: %s runs %s" % (function, kind[2:], ", ".join("%.1f%%" % x for x in refs)))
    print("%s: ccprof %.1f%%, %s %.1f%%" % (function, ours, kind[2:], theirs))
    if abs(ours - theirs) > float(tol):
        sys.exit("compare_share: differ by more than %s points" % tol)


if __name__ == "__main__":
    main()
