"""census_run.py PROGRAM MODE CENSUSES LOG: runs PROGRAM once to time it,
then again with +RTS MODE -iT -S -RTS, T chosen for about CENSUSES
censuses during the run (its own run time / CENSUSES: the census's own time
is not counted in the interval), the -S log to LOG. A fixed interval
assumed the run's length: on 2026-11-28's faster host -i0.05 gave 4
censuses where census-exact.test wants 5."""
import os
import subprocess
import sys
import time

program, mode, censuses, log = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
start = os.times()
subprocess.run([program], stdout=subprocess.DEVNULL, check=True)
end = os.times()
cpu = (end.children_user - start.children_user) + (end.children_system - start.children_system)
interval = max(cpu / censuses, 0.001)
with open(log, "w") as err:
    r = subprocess.run([program, "+RTS", mode, "-i%.4f" % interval, "-S", "-RTS"], stderr=err)
sys.exit(r.returncode)
