#!/usr/bin/env python3
"""flame_frames.py SVG - a flame graph's state, as its script left it (a
document a browser dumped): a line per frame, "ID CLASS x=X w=W", then the
text of the zoom and search controls and of the matched share."""
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
for g in root.iter(NS + "g"):
    if g.get("class", "").split()[:1] == ["f"]:
        r = g.find(NS + "rect")
        print("%s %s x=%s w=%s" % (g.get("id"), g.get("class").replace(" ", "."), r.get("x"), r.get("width")))
for t in root.iter(NS + "text"):
    if t.get("id") in ("reset", "search", "matched"):
        print("%s class=%s text=%s" % (t.get("id"), t.get("class"), t.text))
