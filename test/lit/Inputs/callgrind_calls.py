#!/usr/bin/env python3
"""callgrind_calls.py OUT FUNCTION - how many times FUNCTION was called in a
callgrind output file (the sum of its `calls=` lines, whoever the caller).
Prints the number."""
import re
import sys


def main():
    path, want = sys.argv[1], sys.argv[2]
    names = {}  # compressed id -> name (callgrind's "(id) name" / "(id)")
    total, pending = 0, False
    for line in open(path, errors="replace"):
        m = re.match(r"(c?)fn=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if m:  # fn= and cfn= share the ids; a name comes with an id once
            if m.group(3) is not None:
                names[m.group(2)] = m.group(3)
            pending = m.group(1) == "c" and names.get(m.group(2)) == want
            continue
        if line.startswith("calls=") and pending:
            total += int(line.split("=", 1)[1].split()[0])
        if not line.startswith(("calls=", "cob=", "cfi=", "cfl=")):
            pending = False
    print(total)


if __name__ == "__main__":
    main()
