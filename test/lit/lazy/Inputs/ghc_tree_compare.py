#!/usr/bin/env python3
"""ghc_tree_compare.py GHC.prof OURS.json - the calling-context tree of a
lazy-mini stacks profile (lazyc -p -fprof-auto --ccprof-mode=stacks)
against GHC's for the same program (ghc -prof -fprof-auto-top, +RTS -p).

A context is its path of cost-centre names from the root (MAIN;CAF;main;
build;slow). Every context of GHC's tree whose cost centres are all the
program's (module Main, or GHC's MAIN and the program's CAF) must be in
ours with the same entries, and every context of ours with entries must
be in GHC's: what GHC counts under its libraries' CAFs, and its second,
never-entered `main` at the root, are not the program's. MAIN's entries
are not compared (GHC counts none, we count the program's start).
Contexts under the methods of derived instances (`deriving Show` gives
GHC a `showsPrec` cost centre in module Main) are counted apart:
lazy-mini has no type classes (issue 20) and prints values itself.
Prints the contexts compared and each difference; exits 1 if any."""
import json
import sys

from ghcprof_compare import tree_lines


DERIVED = {"showsPrec", "showList", "show", "==", "/=", "compare", "<", "<=", ">",
           ">=", "max", "min", "succ", "pred", "toEnum", "fromEnum", "enumFrom",
           "enumFromTo", "enumFromThen", "enumFromThenTo", "minBound", "maxBound"}


def ghc_tree(path, derived):
    """{path: entries} of the contexts that are the program's; the count
    of those under derived instance methods goes to derived[0]."""
    out, stack = {}, []
    for depth, cols in tree_lines(path):
        name, module, entries = cols[0], cols[1], int(cols[-5])
        del stack[depth:]
        ours = module == "Main" or (name == "MAIN" and module == "MAIN")
        stack.append((name, ours))
        if any(n in DERIVED for n, _ in stack):
            derived[0] += all(o for _, o in stack)
        elif all(o for _, o in stack):
            key = ";".join(n for n, _ in stack)
            out[key] = out.get(key, 0) + entries
    return out


def our_tree(path):
    prof = json.load(open(path))
    names, out = {}, {}
    for c in prof.get("stacks", []):
        key = c["name"] if not c["parent"] else names[c["parent"]] + ";" + c["name"]
        names[c["id"]] = key
        out[key] = out.get(key, 0) + c["entries"]
    if not names:
        sys.exit(path + ": no calling contexts: not built with --ccprof-mode=stacks")
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: ghc_tree_compare.py GHC.prof OURS.json")
    derived = [0]
    ghc, ours = ghc_tree(sys.argv[1], derived), our_tree(sys.argv[2])
    bad = []
    for key in sorted(set(ghc) | set(ours)):
        g, o = ghc.get(key), ours.get(key)
        if key == "MAIN" or (g in (None, 0) and o in (None, 0)):
            continue
        if g != o:
            bad.append("%s: GHC %s entries, lazy-mini %s" % (key, g, o))
    compared = sum(1 for k, v in ghc.items() if v or k in ("MAIN", "MAIN;CAF"))
    for b in bad:
        print(b)
    if derived[0]:
        print("%d contexts of derived instance methods not compared" % derived[0])
    print("%d contexts compared, %d differ" % (compared, len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
