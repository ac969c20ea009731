#!/usr/bin/env python3
"""timecmd.py OUTFILE CMD... - runs CMD, writes its user+sys CPU seconds to
OUTFILE, exits with CMD's status."""
import os
import subprocess
import sys

before = os.times()
rc = subprocess.call(sys.argv[2:])
after = os.times()
cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
with open(sys.argv[1], "w") as f:
    f.write("%.3f\n" % cpu)
sys.exit(rc)
