# pyext_run.py OUT - runs the profiled extension ccwork (Inputs/pyext.c)
# for 0.25 s of CPU time, and Python's own code for as long; writes the
# number of step() calls the extension made to OUT.
import sys
import time
import ccwork

end = time.process_time() + 0.25
x = 0
while time.process_time() < end:  # the interpreter's own time
    for i in range(1000):
        x += i * i
calls = ccwork.work(0.25)
open(sys.argv[1], "w").write("%d\n" % calls)
print("done")
