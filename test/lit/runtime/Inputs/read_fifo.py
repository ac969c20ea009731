#!/usr/bin/env python3
"""read_fifo.py FIFO OUT PROGRAM ARGS... - makes FIFO, runs PROGRAM with
CCPROF_FILE=FIFO (JSON) while a thread reads it, and writes what came
through to OUT. Fails, rather than hangs, if nothing came through within 10
seconds of the program's exit (a runtime that renamed a file over the FIFO
never opens it)."""
import os
import subprocess
import sys
import threading

fifo, out, prog = sys.argv[1], sys.argv[2], sys.argv[3:]
os.mkfifo(fifo)
data = []
reader = threading.Thread(target=lambda: data.append(open(fifo).read()), daemon=True)
reader.start()
subprocess.run(prog, env=dict(os.environ, CCPROF_FILE=fifo, CCPROF_FORMAT="json"),
               check=True, stdout=subprocess.DEVNULL)
reader.join(10)
if not data:
    sys.exit("read_fifo: nothing was written to " + fifo)
with open(out, "w") as f:
    f.write(data[0])
