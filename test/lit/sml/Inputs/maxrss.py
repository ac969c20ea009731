#!/usr/bin/env python3
"""maxrss.py OUTFILE CMD... - runs CMD, writes its peak resident set size in
MB to OUTFILE, exits with CMD's status."""
import resource
import subprocess
import sys

rc = subprocess.call(sys.argv[2:])
peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
with open(sys.argv[1], "w") as f:
    f.write("%d\n" % (peak_kb // 1024))
sys.exit(rc)
