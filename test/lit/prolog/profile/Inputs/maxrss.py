"""maxrss.py LIMIT_KB PLAIN PROFILED: runs both programs (each with its
environment unchanged but CCPROF_FILE for the profiled one), prints their
peak resident sizes, and fails if the profiled one's exceeds the plain one's
by more than LIMIT_KB (the profile's own memory, measured in the same run on
the same machine: nothing assumed about either)."""
import os
import resource
import subprocess
import sys


def peak(cmd, env):
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    r = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL)
    if r.returncode != 0:
        sys.exit(f"maxrss.py: {cmd[0]} exited with {r.returncode}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return after if after > before else before


limit, plain, prof = int(sys.argv[1]), sys.argv[2], sys.argv[3]
# The profiled program first: RUSAGE_CHILDREN's maxrss is the largest child's.
p = peak([prof], dict(os.environ, CCPROF_FILE=prof + ".prof"))
q = subprocess.run([sys.executable, "-c",
                    "import resource,subprocess,sys;subprocess.run([sys.argv[1]],stdout=subprocess.DEVNULL);"
                    "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)", plain],
                   capture_output=True, text=True, check=True)
b = int(q.stdout)
print(f"peak RSS: plain {b} KB, profiled {p} KB, difference {p - b} KB (limit {limit} KB)")
sys.exit(0 if p - b <= limit else 1)
