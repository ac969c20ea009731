#!/usr/bin/env python3
"""run_renamed.py EXE DIR ARGS... - copies EXE into DIR under a name that is
not UTF-8 (b"caf\\xe9", Latin-1) and runs it there with ARGS, so the
runtime's profile holds that name as its "program"."""
import os
import shutil
import subprocess
import sys

exe, outdir, args = sys.argv[1], sys.argv[2], sys.argv[3:]
target = os.path.join(os.fsencode(outdir), b"caf\xe9")
shutil.copy(exe, target)
sys.exit(subprocess.call([target] + args, stdout=subprocess.DEVNULL))
