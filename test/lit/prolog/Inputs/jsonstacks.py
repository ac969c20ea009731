#!/usr/bin/env python3
"""jsonstacks.py PROFILE.json - a stacks-mode JSON profile's calling-context
tree, one line per context: `root;...;name entries`, sorted (siblings'
order in the file follows their time, which varies from run to run).

Then checks that the contexts account for every call: each function's
entries over all its contexts must equal its flat call count (`calls`);
a difference is printed as `MISMATCH name: calls C, entries E` and the
exit status is 1. Also 1 if the profile has no `stacks`."""
import json
import sys


def main():
    with open(sys.argv[1]) as f:
        prof = json.load(f)
    if "stacks" not in prof:
        print("no stacks in %s" % sys.argv[1])
        return 1
    path = {0: ""}
    entries = {}
    lines = []
    for s in prof["stacks"]:
        p = path[s["parent"]]
        path[s["id"]] = (p + ";" if p else "") + s["name"]
        lines.append("%s %d" % (path[s["id"]], s["entries"]))
        entries[s["name"]] = entries.get(s["name"], 0) + s["entries"]
    for l in sorted(lines):
        print(l)
    bad = 0
    for fn in prof["functions"]:
        if fn["calls"] != entries.get(fn["name"], 0):
            print("MISMATCH %s: calls %d, entries %d"
                  % (fn["name"], fn["calls"], entries.get(fn["name"], 0)))
            bad = 1
    return bad


if __name__ == "__main__":
    sys.exit(main())
