#!/usr/bin/env python3
"""hpcheck.py - assertions on a lazy-mini heap profile (.hp, GHC's format).

  hpcheck.py FILE.hp [--top BAND] [--min-share BAND=PCT] [--top-set-has NAME]
                     [--grows-then-vanishes MINBYTES] [--min-samples N]
  hpcheck.py --census-log STDERR [--min-samples N]

Shares are taken in the peak sample (the one with the most live bytes).
--census-log reads the `+RTS -S` lines and checks that each census during
the run counts the bytes the collector marked at the same point.
"""
import re
import sys


def fail(msg):
    sys.exit("hpcheck: " + msg)


def parse(path):
    header, samples, cur = {}, [], None
    for n, line in enumerate(open(path), 1):
        line = line.rstrip("\n")
        if not line:
            continue
        m = re.match(r'(JOB|DATE|SAMPLE_UNIT|VALUE_UNIT) "(.*)"$', line)
        if m and cur is None and not samples:
            header[m.group(1)] = m.group(2)
            continue
        m = re.match(r"(BEGIN|END)_SAMPLE ([0-9.]+)$", line)
        if m:
            t = float(m.group(2))
            if m.group(1) == "BEGIN":
                if cur is not None:
                    fail("%s:%d: BEGIN_SAMPLE inside a sample" % (path, n))
                cur = (t, {})
            else:
                if cur is None or cur[0] != t:
                    fail("%s:%d: END_SAMPLE without its BEGIN_SAMPLE" % (path, n))
                samples.append(cur)
                cur = None
            continue
        m = re.match(r"(\S+)\t([0-9]+)$", line)
        if m and cur is not None:
            cur[1][m.group(1)] = cur[1].get(m.group(1), 0) + int(m.group(2))
            continue
        fail("%s:%d: not a .hp line: %r" % (path, n, line))
    if cur is not None:
        fail("%s: the last sample has no END_SAMPLE" % path)
    for k in ("JOB", "DATE", "SAMPLE_UNIT", "VALUE_UNIT"):
        if k not in header:
            fail("%s: no %s line" % (path, k))
    times = [t for t, _ in samples]
    if times != sorted(times):
        fail("%s: sample times go backwards" % path)
    return header, samples


def main(argv):
    args = argv[1:]
    opts = {}
    path = None
    while args:
        a = args.pop(0)
        if a.startswith("--"):
            opts.setdefault(a, []).append(args.pop(0))
        else:
            path = a
    min_samples = int(opts.get("--min-samples", ["1"])[0])
    if "--census-log" in opts:
        lines = [l for l in open(opts["--census-log"][0]) if ": census " in l]
        rx = re.compile(r"census (\d+) at ([0-9.]+) s: (\d+) bytes live .* collector marked (\d+) bytes")
        during = [rx.search(l) for l in lines[:-1]]  # the last is at exit
        if len(during) < min_samples:
            fail("%d censuses during the run, wanted %d" % (len(during), min_samples))
        for m in during:
            live, marked = int(m.group(3)), int(m.group(4))
            # The collector reads the stack conservatively from deeper
            # frames than the census: a stale word there may keep a few
            # objects more. Anything beyond that is a census bug.
            if abs(marked - live) > max(1024, marked // 100000):
                fail("census %s: %d bytes live, the collector marked %d" % (m.group(1), live, marked))
        print("hpcheck: %d censuses equal the collector's count" % len(during))
        return
    header, samples = parse(path)
    if len(samples) < min_samples:
        fail("%d samples, wanted %d" % (len(samples), min_samples))
    totals = [sum(b.values()) for _, b in samples]
    peak_i = max(range(len(samples)), key=lambda i: totals[i])
    peak = samples[peak_i][1]
    peak_total = totals[peak_i] or 1
    for band in opts.get("--top", []):
        top = max(peak, key=peak.get)
        if top != band:
            fail("largest band at the peak is %s (%d bytes), not %s" % (top, peak[top], band))
    for spec in opts.get("--min-share", []):
        band, pct = spec.split("=")
        share = 100.0 * peak.get(band, 0) / peak_total
        if share < float(pct):
            fail("%s has %.1f%% of the peak sample, wanted >= %s%%" % (band, share, pct))
    for name in opts.get("--top-set-has", []):
        top = max(peak, key=peak.get)
        members = re.sub(r"^\(\d+\)", "", top).split(",")
        if name not in members:
            fail("largest retainer set at the peak is %s, without %s" % (top, name))
    for spec in opts.get("--grows-then-vanishes", []):
        need = int(spec)
        if totals[peak_i] < need:
            fail("peak %d bytes, wanted >= %d" % (totals[peak_i], need))
        rising = [t for t in totals[1:peak_i + 1]]
        if len(rising) < 3 or any(b < 0.9 * a for a, b in zip(rising, rising[1:])):
            fail("live bytes do not grow up to the peak: %s" % totals[:peak_i + 1])
        if totals[-1] > totals[peak_i] // 100:
            fail("live bytes at exit %d: the leak did not vanish (peak %d)" % (totals[-1], totals[peak_i]))
    print("hpcheck: %d samples, peak %d bytes at %.3f s" % (len(samples), totals[peak_i], samples[peak_i][0]))


main(sys.argv)
