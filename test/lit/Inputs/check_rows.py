#!/usr/bin/env python3
"""check_rows.py - the rows of a prof or gprof report (e2e/cxx-row-width.test).

Usage: check_rows.py [--max-width N] [--distinct] REPORT

Reads the table of REPORT (UTF-8, strictly: a character cut in two is an
error): the rows under the heading line that ends with "name", up to the
first empty line. Checks that no row is wider than N characters (counted as
code points, so "…" is one) and, with --distinct, that no two rows have the
same name (the text from the heading's "name" column on). Prints the number
of rows and the widest; exits 1 on a failed check.
"""
import argparse
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--max-width", type=int)
    ap.add_argument("--distinct", action="store_true")
    a = ap.parse_args()
    with open(a.report, "rb") as f:
        text = f.read().decode("utf-8")  # strict: raises on a cut character
    lines = text.split("\n")
    head = next((i for i, l in enumerate(lines) if l.rstrip().endswith("name")), None)
    if head is None:
        sys.exit("check_rows: no heading line ending with 'name' in " + a.report)
    col = lines[head].rstrip().rindex("name")
    rows = []
    for l in lines[head + 1:]:
        if not l:
            break
        rows.append(l)
    bad = []
    if a.max_width is not None:
        bad += ["%d characters: %s" % (len(r), r) for r in rows if len(r) > a.max_width]
    if a.distinct:
        seen = {}
        for r in rows:
            name = r[col:]
            if name in seen:
                bad.append("twice: " + name)
            seen[name] = True
    print("rows %d, widest %d" % (len(rows), max((len(r) for r in rows), default=0)))
    for b in bad:
        print(b)
    sys.exit(1 if bad or not rows else 0)


if __name__ == "__main__":
    main()
