#!/usr/bin/env python3
"""ghcprof_compare.py GHC.prof OURS.json [--time NAME:TOL]... [--derived SOURCE.hs]
- the lazy-mini profile against GHC's for the same program.

GHC.prof is `+RTS -p` output of the program compiled with
`ghc -prof -fprof-auto-top` (what lazyc -fprof-auto does: every top-level
function and CAF of the program is a cost centre; SCCs as written). For
every cost centre of the program (not MAIN, CAFs or the libraries'), the
entry counts must be equal; --time NAME:TOL also compares NAME's
individual %time within TOL points (of mutator time, as GHC counts it: our
(GC) ticks are left out). --derived leaves out GHC's cost centres of
derived instances (GHC 9.0 gives a `deriving` clause's methods cost
centres; lazy-mini's derived instances are built into its runtime): those
whose source location is a line of SOURCE.hs with `deriving` on it.
Exits 1 listing the differences."""
import json
import re
import sys


def tree_lines(path):
    """(depth, columns) of each line of the tree of GHC's .prof: name
    module src no entries %time %alloc %time %alloc (src may have spaces:
    count the numbers from the end)."""
    in_tree = False
    for line in open(path):
        if re.match(r"\s*COST CENTRE\s+MODULE\s+SRC\s+no\.\s+entries", line):
            in_tree = True
            continue
        if in_tree and line.strip() and len(line.split()) >= 9:
            yield len(line) - len(line.lstrip(" ")), line.split()


def deriving_lines(source):
    """The numbers of the lines of `source` with a deriving clause."""
    with open(source) as f:
        return {i + 1 for i, line in enumerate(f) if re.search(r"\bderiving\b", line)}


def ghc_entries(path, derived=frozenset()):
    entries, time = {}, {}
    for _, cols in tree_lines(path):
        name, module = cols[0], cols[1]
        if module != "Main" or name in ("CAF", "MAIN"):
            continue
        where = re.match(r".*?:\(?(\d+)", cols[2])
        if where and int(where.group(1)) in derived:
            continue
        entries[name] = entries.get(name, 0) + int(cols[-5])
        time[name] = time.get(name, 0.0) + float(cols[-4])
    return entries, time


def main():
    ghc, ours = sys.argv[1], sys.argv[2]
    tols = {}
    derived = frozenset()
    args = sys.argv[3:]
    while args:
        if args[0] == "--derived":
            derived = frozenset(deriving_lines(args[1]))
            args = args[2:]
        elif args[0] == "--time":
            name, tol = args[1].rsplit(":", 1)
            tols[name] = float(tol)
            args = args[2:]
        else:
            sys.exit("unknown argument " + args[0])
    g_entries, g_time = ghc_entries(ghc, derived)
    prof = json.load(open(ours))
    o_calls, o_ticks = {}, {}
    for fn in prof["functions"]:
        o_calls[fn["name"]] = o_calls.get(fn["name"], 0) + fn["calls"]
        o_ticks[fn["name"]] = o_ticks.get(fn["name"], 0) + fn["ticks"]
    # GHC's %time is of the mutator's ticks: its collector's time is not
    # in the profile. Ours has it as (GC) (and (census)): leave those out.
    samples = max(prof["samples"] - prof.get("gc_ticks", 0) - prof.get("census_ticks", 0), 1)
    bad = []
    for name, n in sorted(g_entries.items()):
        if name == "main" and n == 0:
            continue
        if o_calls.get(name) != n:
            bad.append("%s: GHC %d entries, lazy-mini %s" % (name, n, o_calls.get(name)))
    for name, tol in tols.items():
        mine = 100.0 * o_ticks.get(name, 0) / samples
        if abs(mine - g_time.get(name, 0.0)) > tol:
            bad.append("%s: %%time GHC %.1f, lazy-mini %.1f (tolerance %.1f)" % (name, g_time.get(name, 0.0), mine, tol))
    for b in bad:
        print(b)
    print("%d cost centres compared, %d differ" % (len(g_entries), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
