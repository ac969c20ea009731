#!/usr/bin/env python3
"""checkheap.py - checks a chart written by `ccprof heap` against its .hp file.

    checkheap.py CHART.svg|CHART.html PROFILE.hp --bands N

Parses the chart as XML (so it must be well-formed), reads the bands from
their data-band/data-values attributes and the legend entries, and checks
them against an independent reading of the .hp file: the N identifiers with
the largest peaks (ties by name), in that order, each with its own values
(0 where a sample lacks it), and an "other" band whose value in every sample
is the sum of all the rest. Prints one summary line for FileCheck; exits 1
with the reason on the first difference.
"""
import sys
import xml.dom.minidom


def fail(msg):
    print("checkheap: " + msg)
    sys.exit(1)


def read_hp(path):
    """Per-identifier values, one per sample, 0 where absent."""
    samples, names = [], []
    cur = None
    for line in open(path, encoding="utf-8"):
        words = line.split()
        if not words or words[0] in ("JOB", "DATE", "SAMPLE_UNIT", "VALUE_UNIT", "MARK"):
            continue
        if words[0] == "BEGIN_SAMPLE":
            cur = {}
        elif words[0] == "END_SAMPLE":
            samples.append(cur)
            cur = None
        else:
            if words[0] not in names:
                names.append(words[0])
            cur[words[0]] = cur.get(words[0], 0) + int(words[1])
    return {n: [s.get(n, 0) for s in samples] for n in names}, len(samples)


def main():
    chart, hp = sys.argv[1], sys.argv[2]
    nbands = int(sys.argv[sys.argv.index("--bands") + 1]) if "--bands" in sys.argv else 15
    series, nsamples = read_hp(hp)
    ranked = sorted(series, key=lambda n: (-max(series[n] or [0]), n))
    chosen, rest = ranked[:nbands], ranked[nbands:]
    expected = chosen + (["other"] if rest else [])

    doc = xml.dom.minidom.parse(chart)
    paths = [p for p in doc.getElementsByTagName("path") if p.getAttribute("class") == "band"]
    bands = {p.getAttribute("data-band"): p for p in paths}
    legend = [g.getAttribute("data-band") for g in doc.getElementsByTagName("g")
              if g.getAttribute("class") == "legend-entry"]
    if legend != expected:
        fail("legend is %r, expected %r" % (legend, expected))
    # The bands are drawn top of the stack first: "other", then the smallest.
    drawn = [p.getAttribute("data-band") for p in paths]
    if any(max(v) for v in series.values()) and drawn != list(reversed(expected)):
        fail("bands drawn as %r, expected %r" % (drawn, list(reversed(expected))))

    def values(name):
        v = [int(x) for x in bands[name].getAttribute("data-values").split()]
        if len(v) != nsamples:
            fail("%s has %d values for %d samples" % (name, len(v), nsamples))
        return v

    for name in chosen:
        if name in bands and values(name) != series[name]:
            fail("%s: values %r, expected %r" % (name, values(name), series[name]))
        if name in bands and int(bands[name].getAttribute("data-peak")) != max(series[name]):
            fail("%s: wrong peak" % name)
    if rest:
        want = [sum(series[n][i] for n in rest) for i in range(nsamples)]
        if values("other") != want:
            fail("other: values %r, expected the sum of the rest %r" % (values("other"), want))
        if int(bands["other"].getAttribute("data-peak")) != max(want):
            fail("other: wrong peak")
    print("checkheap: ok: %d bands%s, %d samples" %
          (len(chosen), " + other of %d" % len(rest) if rest else "", nsamples))


main()
