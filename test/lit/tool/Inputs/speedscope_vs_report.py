#!/usr/bin/env python3
"""speedscope_vs_report.py SHOWN REPORT CSV - what speedscope made of a
`ccprof report --format speedscope` file (SHOWN: speedscope_import.js's
output) against what `ccprof report` prints for the same JSON profile
(REPORT: `ccprof report --width 0 FILE.json`, its header and, for a
stacks-mode profile, its calling-context tree; CSV: `ccprof report --format
csv FILE.json`). Prints "ok", or what differs and exits 1.

- The group is named after the program (the report's "ccprof profile of
  PROGRAM"), with two profiles, "NAME: time" shown first and "NAME:
  entries" ("NAME: calls" for a profile without contexts).
- The time profile: its total is the report's samples at its Hz; each
  frame's own time (speedscope's sandwich view, in the profile's unit) is
  its function's ticks in the CSV, and each "(unprofiled)"-like row's.
- The entries profile: each frame's own weight is its function's calls.
- The call trees (speedscope's time-order view): each calling context once,
  at the path of the report's tree, its own and inherited time within the
  rounding of the report's individual and inherited %time, and its own
  weight in the entries profile its entries; no context of the report with
  time (entries) is missing. A profile without contexts: one-frame
  samples only."""
import csv
import json
import re
import sys

SECONDS = {"nanoseconds": 1e-9, "microseconds": 1e-6, "milliseconds": 1e-3, "seconds": 1.0}
PSEUDO = ["(unprofiled)", "(GC)", "(census)"]
errors = []


def check(cond, msg):
    if not cond:
        errors.append(msg)


def shown(path):
    """speedscope_import.js's lines: the group, and per profile its name,
    unit, total, frames and time-order call tree."""
    group, profiles = None, []
    qs = r'("(?:[^"\\]|\\.)*")'
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        m = re.fullmatch(r"group %s profiles (\d+) first (\d+)" % qs, line)
        if m:
            group = (json.loads(m[1]), int(m[2]), int(m[3]))
            continue
        m = re.fullmatch(r"profile (\d+) %s unit (\w+) total (\S+) shown %s" % (qs, qs), line)
        if m:
            assert int(m[1]) == len(profiles), line
            profiles.append({"name": json.loads(m[2]), "unit": m[3], "total": float(m[4]),
                             "frames": [], "nodes": []})
            continue
        m = re.fullmatch(r"frame (\d+) %s(?: file %s)?(?: line (\d+))? self (\S+) total (\S+)" % (qs, qs),
                         line)
        if m:
            profiles[int(m[1])]["frames"].append({
                "name": json.loads(m[2]), "file": json.loads(m[3]) if m[3] else None,
                "line": int(m[4]) if m[4] else None, "self": float(m[5]), "total": float(m[6])})
            continue
        m = re.fullmatch(r"node (\d+) (\d+) %s self (\S+) total (\S+)" % qs, line)
        if m:
            profiles[int(m[1])]["nodes"].append((int(m[2]), json.loads(m[3]), float(m[4]), float(m[5])))
            continue
        raise SystemExit("speedscope_vs_report.py: %s: unexpected line %r" % (path, line))
    assert group is not None and len(profiles) == group[1], path
    return group, profiles


def paths(rows):
    """(depth, name, ...) rows in preorder -> (path of names, row)."""
    stack = []
    for row in rows:
        depth = row[0]
        assert depth <= len(stack), row
        del stack[depth:]
        stack.append(row[1])
        yield tuple(stack), row


def report(path):
    """The report's program, samples, Hz and its calling-context tree rows
    (depth, name, entries, individual %, inherited %), None without one."""
    text = open(path, encoding="utf-8").read().splitlines()
    m = re.match(r"ccprof profile of (.*) \(pid ", text[0])
    assert m, text[0]
    program = m[1]
    m = re.search(r": (\d+) samples at (\d+) Hz", text[1])
    assert m, text[1]
    samples, hz = int(m[1]), int(m[2])
    tree = None
    head = [i for i, l in enumerate(text) if l.startswith("COST CENTRE ")]
    if head:
        width = text[head[0]].index("MODULE")
        tree = []
        for line in text[head[0] + 1:]:
            if not line.strip():
                break
            name = line[:width].rstrip()
            f = line.split()
            tree.append((len(name) - len(name.lstrip(" ")), name.strip(), int(f[-3]), float(f[-2]),
                         float(f[-1])))
    return program, samples, hz, tree


(group, profiles) = shown(sys.argv[1])
program, samples, hz, tree = report(sys.argv[2])
rows = list(csv.DictReader(open(sys.argv[3], encoding="utf-8")))

base = program.rsplit("/", 1)[-1]
check(group[0] == base, "group named %r, not after the program %r" % (group[0], program))
check(group[1] == 2 and group[2] == 0, "%d profiles, first shown %d" % (group[1], group[2]))
if len(profiles) == 2:
    time, entries = profiles
    want = [base + ": time", base + (": entries" if tree is not None else ": calls")]
    check([time["name"], entries["name"]] == want,
          "profiles %r, not %r" % ([time["name"], entries["name"]], want))
    check(time["unit"] in SECONDS, "time profile in %s" % time["unit"])
    check(entries["unit"] == "none", "entries profile in %s" % entries["unit"])
    sec = SECONDS.get(time["unit"], float("nan"))
    # Ticks as speedscope shows them: weights are rounded nanoseconds.
    ticks = lambda w: w * sec * hz
    check(abs(ticks(time["total"]) - samples) < 0.01,
          "time profile: total %g %s, the report has %d samples at %d Hz"
          % (time["total"], time["unit"], samples, hz))

    # Frames (the sandwich view) against the functions of the CSV.
    def frames_of(prof, row):
        line = int(row["line"] or 0)
        return [f for f in prof["frames"]
                if f["name"] == row["name"] or (line and f["file"] == row["file"] and f["line"] == line)]

    for prof, col, own in [(time, "ticks", ticks), (entries, "calls", lambda w: w)]:
        matched = set()
        for row in rows:
            if row["name"] in PSEUDO and prof is entries:
                continue
            want = int(row[col])
            got = frames_of(prof, row)
            matched.update(id(f) for f in got)
            if want == 0:
                check(all(f["self"] == 0 for f in got), "%s: %r has no %s, speedscope: %s"
                      % (prof["name"], row["name"], col, [(f["name"], f["self"]) for f in got]))
                continue
            if len(got) != 1:
                check(False, "%s: %d frames for %r (%s %d)" % (prof["name"], len(got), row["name"], col, want))
                continue
            check(abs(own(got[0]["self"]) - want) < 0.01, "%s: %r self %g %s (%g %s), the report's %s %d"
                  % (prof["name"], got[0]["name"], got[0]["self"], prof["unit"], own(got[0]["self"]), col,
                     col, want))
        for f in prof["frames"]:
            check(f["self"] == 0 or id(f) in matched,
                  "%s: frame %r (self %g) is no function of the report" % (prof["name"], f["name"], f["self"]))

    # The call trees against the report's calling contexts.
    if tree is None:
        for prof in profiles:
            check(all(n[0] == 0 for n in prof["nodes"]), "%s: samples with callers" % prof["name"])
    else:
        ctx = dict(paths(tree))
        for prof, is_time in [(time, True), (entries, False)]:
            seen = set()
            for p, (depth, name, self_w, total_w) in paths(prof["nodes"]):
                check(p not in seen, "%s: %s twice in the call tree" % (prof["name"], ";".join(p)))
                seen.add(p)
                if is_time and depth == 0 and name in PSEUDO:
                    continue
                row = ctx.get(p)
                if row is None:
                    check(False, "%s: %s is no calling context of the report" % (prof["name"], ";".join(p)))
                    continue
                if is_time:
                    for what, w, pct in [("own", self_w, row[3]), ("inherited", total_w, row[4])]:
                        got = 100.0 * ticks(w) / samples
                        check(abs(got - pct) <= 0.05 + 1e-9, "%s: %s: %s time %.3f%%, the report's %.1f%%"
                              % (prof["name"], ";".join(p), what, got, pct))
                else:
                    check(self_w == row[2], "%s: %s: %g entries, the report's %d"
                          % (prof["name"], ";".join(p), self_w, row[2]))
            for p, row in ctx.items():
                if p not in seen:
                    check(row[4] == 0 if is_time else row[2] == 0, "%s: context %s of the report (entries %d,"
                          " inherited %.1f%%) missing" % (prof["name"], ";".join(p), row[2], row[4]))
if errors:
    print("\n".join(errors))
    sys.exit(1)
print("ok")
