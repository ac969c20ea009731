#!/usr/bin/env python3
"""flame_check.py SVG PROFILE [MIN_WIDTH] - checks a `ccprof flame` graph
against its profile: well-formed XML in strict UTF-8; one frame (<g
class="f" id="fN">) per context (or, for a profile without "stacks", per
function) with samples and at least MIN_WIDTH (default 0.1) pixels wide,
and no other; each as wide as its inherited ticks' share of the plot (to
the 0.01 px the file rounds to), inside its caller's, one row above it;
its data-n the name and its tooltip the name, then its entries, self and
inherited time. Prints "ok: N frames"."""
import json
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"
svg_path, prof_path = sys.argv[1], sys.argv[2]
min_width = float(sys.argv[3]) if len(sys.argv) > 3 else 0.1
raw = open(svg_path, "rb").read()
raw.decode("utf-8", "strict")
root = ET.fromstring(raw)
prof = json.load(open(prof_path, encoding="utf-8"))
total = prof["samples"]
plot = float(root.get("data-plot-width"))
pad = float(root.get("data-pad"))
assert float(root.get("width")) == plot + 2 * pad, root.attrib
assert int(root.get("data-total")) == max(total, 1)

frames = {g.get("id"): g for g in root.iter(NS + "g") if g.get("class") == "f"}
if "stacks" in prof:
    items = [(c["id"], c["parent"], c["name"], c["entries"], c["ticks"], c["inherited_ticks"])
             for c in prof["stacks"]]
    counted = "entries"
else:
    items = [(i + 1, 0, f["name"], f["calls"], f["ticks"], f["ticks"])
             for i, f in enumerate(sorted(prof["functions"], key=lambda f: -f["ticks"]))]
    counted = "calls"
want = {"f%d" % i for i, _, _, _, _, inh in items if inh and inh * plot / total >= min_width}
got = {k for k in frames if k != "f0" and k.startswith("f")}
assert got == want, ("frames", sorted(got ^ want))

def box(g):
    r = g.find(NS + "rect")
    return float(r.get("x")), float(r.get("y")), float(r.get("width"))

for i, parent, name, entries, ticks, inh in items:
    g = frames.get("f%d" % i)
    if g is None:
        continue
    x, y, w = box(g)
    assert abs(w - inh * plot / total) <= 0.0051, (name, w, inh)
    px, py, pw = box(frames["f%d" % parent])
    assert px - 0.011 <= x and x + w <= px + pw + 0.011, (name, x, w, px, pw)
    assert abs(py - y - 17) < 0.01, (name, y, py)
    assert g.get("data-n") == name, (g.get("data-n"), name)
    title = g.find(NS + "title").text
    secs = lambda t: "%.3f s (%.1f%%)" % (t / prof["hz"], 100.0 * t / total)
    want_title = "%s\n%s %d, self %s, inherited %s" % (name, counted, entries, secs(ticks), secs(inh))
    assert title == want_title, (title, want_title)
    label = g.find(NS + "text").text or ""
    assert label == name or (label.endswith("..") and name.startswith(label[:-2])) or label == "", label
print("ok: %d frames" % len(got))
