#!/usr/bin/env python3
"""stacks_dump.py FILE - prints a profile's calling contexts, one a line,
"id parent path entries ticks inherited", in the file's order, after
checking the tree's invariants: ids 1, 2, ... in order, a parent before its
child, inherited = own ticks + the children's inherited."""
import json
import sys

doc = json.load(open(sys.argv[1], encoding="utf-8"))
stacks = doc["stacks"]
paths, inherited = {0: ""}, {}
for i, c in enumerate(stacks):
    assert c["id"] == i + 1 and c["parent"] <= i, c
    paths[c["id"]] = (paths[c["parent"]] + ";" if c["parent"] else "") + c["name"]
    inherited[c["id"]] = c["ticks"]
for c in reversed(stacks):
    assert inherited[c["id"]] == c["inherited_ticks"], c
    if c["parent"]:
        inherited[c["parent"]] += c["inherited_ticks"]
for c in stacks:
    print(c["id"], c["parent"], paths[c["id"]], c["entries"], c["ticks"], c["inherited_ticks"])
