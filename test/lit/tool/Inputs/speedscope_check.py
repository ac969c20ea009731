#!/usr/bin/env python3
"""speedscope_check.py FILE PROFILE - checks `ccprof report --format
speedscope` against speedscope's file format and the profile it came from:
the fields speedscope's schema requires, frame indices in range, a weight
per sample, endValue the sum of the weights; and the samples themselves: in
the time profile (nanoseconds) one per context with samples, its path of
names from the root and its ticks * 1e9 / hz, then a sample per
"(unprofiled)"-like row; in the second (unit none) one per context
entered, weighted by its entries. Prints "ok"."""
import json
import sys

doc = json.load(open(sys.argv[1], encoding="utf-8"))
prof = json.load(open(sys.argv[2], encoding="utf-8"))
assert doc["$schema"] == "https://www.speedscope.app/file-format-schema.json"
frames = doc["shared"]["frames"]
assert all(isinstance(f["name"], str) for f in frames)
assert len(doc["profiles"]) == 2
for p, unit in zip(doc["profiles"], ["nanoseconds", "none"]):
    assert p["type"] == "sampled" and p["unit"] == unit and p["startValue"] == 0, p["name"]
    assert len(p["samples"]) == len(p["weights"])
    assert p["endValue"] == sum(p["weights"])
    assert all(0 <= i < len(frames) for s in p["samples"] for i in s)
stacks = prof.get("stacks")
if stacks:
    paths = {0: []}
    for c in stacks:
        paths[c["id"]] = paths[c["parent"]] + [c["name"]]
    items = [(paths[c["id"]], c["ticks"], c["entries"]) for c in stacks]
else:
    items = [([f["name"]], f["ticks"], f["calls"]) for f in prof["functions"]]
names = lambda s: [frames[i]["name"] for i in s]
time, entries = doc["profiles"]
want = [(p, (t * 10**9 + prof["hz"] // 2) // prof["hz"]) for p, t, _ in items if t]
want += [([n], (prof[k] * 10**9 + prof["hz"] // 2) // prof["hz"]) for n, k in
         [("(unprofiled)", "unprofiled_ticks"), ("(GC)", "gc_ticks"), ("(census)", "census_ticks")]
         if prof.get(k)]
got = [(names(s), w) for s, w in zip(time["samples"], time["weights"])]
assert got == want, (got, want)
want = [(p, e) for p, _, e in items if e]
got = [(names(s), w) for s, w in zip(entries["samples"], entries["weights"])]
assert got == want, (got, want)
files = {f["name"]: f for f in prof["functions"]}
for f in frames:
    if f["name"] in files and files[f["name"]].get("line"):
        assert f["file"] == files[f["name"]]["file"] and f["line"] == files[f["name"]]["line"], f
print("ok")
