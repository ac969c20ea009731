"""census_run.py PROGRAM MODE CENSUSES LOG: times PROGRAM with +RTS MODE
and no census due (the least of three runs), then runs it with +RTS MODE
-iT -S -RTS, T chosen for about CENSUSES censuses during the run (its
own run time / CENSUSES: the census's own time is not counted in the
interval), the -S log to LOG. A fixed interval
assumed the run's length: on 2026-11-28's faster host -i0.05 gave 4
censuses where census-exact.test wants 5."""
import os
import subprocess
import sys
import time

program, mode, censuses, log = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]


def cpu_of(args):
    start = os.times()
    subprocess.run(args, stdout=subprocess.DEVNULL, check=True)
    end = os.times()
    return (end.children_user - start.children_user) + (end.children_system - start.children_system)


# Timed as it will run (a heap profile turns the nursery off) with no
# census due, the least of three runs: one plain run, with the nursery,
# let a burst of kernel time set the interval, and a ctest run on
# 2026-11-28 got 3 censuses.
cpu = min(cpu_of([program, "+RTS", mode, "-i1000", "-RTS"]) for _ in range(3))
interval = max(cpu / censuses, 0.001)
with open(log, "w") as err:
    r = subprocess.run([program, "+RTS", mode, "-i%.4f" % interval, "-S", "-RTS"], stderr=err)
sys.exit(r.returncode)
