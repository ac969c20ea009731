"""snapshots.py CCPROF TOTAL.json MIN -- PROGRAM [ARGS...]

Runs PROGRAM (with the caller's environment: CCPROF_PERIOD, CCPROF_FILE=
TOTAL.json, CCPROF_FORMAT=json) and, while it runs, reads every file whose
name is a snapshot's (TOTAL.NNNNNN.json) as soon as it is listed: each must
be complete, valid JSON (a snapshot's name appears only by rename). Then
checks the snapshots: at least MIN, sequence 1, 2, ... N, only the last one
final, each period starting where the previous ended; each one valid for
`ccprof report`; and `ccprof merge` of them equal to the at-exit profile
TOTAL.json: every function's calls, ticks and alloc, samples and
unprofiled ticks, and in stacks mode every context's entries and ticks (by
its path). Prints a summary line, or the problems (exit 1)."""
import glob
import json
import os
import re
import subprocess
import sys
import time

ccprof, total_path, least = sys.argv[1], sys.argv[2], int(sys.argv[3])
program = sys.argv[sys.argv.index("--") + 1:]
stem = total_path[:-len(".json")]
name_re = re.compile(re.escape(os.path.basename(stem)) + r"\.(\d{6,})\.json$")
directory = os.path.dirname(total_path) or "."

proc = subprocess.Popen(program, stdout=subprocess.DEVNULL)
seen, torn = set(), []
while True:
    done = proc.poll() is not None
    for name in os.listdir(directory):
        if name_re.match(name) and name not in seen:
            try:
                with open(os.path.join(directory, name)) as f:
                    json.load(f)
                seen.add(name)
            except (ValueError, OSError) as e:
                torn.append("%s: %s" % (name, e))
    if done:
        break
    time.sleep(0.002)
if proc.returncode != 0:
    sys.exit("the program exited with status %d" % proc.returncode)

quiet = {k: v for k, v in os.environ.items() if not k.startswith("CCPROF")}
files = sorted(glob.glob(stem + ".[0-9]*.json"), key=lambda p: int(name_re.search(p).group(1)))
snaps = [json.load(open(p)) for p in files]
bad = list(torn)
if len(files) < least:
    bad.append("%d snapshots, wanted at least %d" % (len(files), least))
for i, s in enumerate(snaps):
    if not s.get("delta") or s.get("sequence") != i + 1 or s.get("final") != (i == len(snaps) - 1):
        bad.append("%s: delta %s, sequence %s, final %s" % (files[i], s.get("delta"),
                   s.get("sequence"), s.get("final")))
    if i and s["period_start_ns"] != snaps[i - 1]["period_end_ns"]:
        bad.append("%s: its period does not start where the previous one ended" % files[i])
    r = subprocess.run([ccprof, "report", files[i]], env=quiet, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, text=True)
    if r.returncode:
        bad.append("ccprof report %s: %s" % (files[i], r.stderr.strip()))
merged_path = stem + ".merged"
subprocess.run([ccprof, "merge"] + files + ["-o", merged_path], env=quiet, check=True)
total, merged = json.load(open(total_path)), json.load(open(merged_path))


def functions(p):
    return {(f["name"], f["symbol"]): (f["calls"], f["ticks"], f.get("alloc", 0))
            for f in p["functions"]}


def contexts(p):
    by = {c["id"]: c for c in p.get("stacks", [])}
    def path(c):
        return (path(by[c["parent"]]) + ";" if c["parent"] else "") + c["name"]
    return {path(c): (c["entries"], c["ticks"]) for c in p.get("stacks", [])
            if c["entries"] or c["ticks"]}


for what, get in [("functions", functions), ("contexts", contexts)]:
    t, m = get(total), get(merged)
    if t != m:
        diff = sorted(k for k in set(t) | set(m) if t.get(k) != m.get(k))
        bad.append("%s differ: %s" % (what, ["%s: at exit %s, merged %s" % (k, t.get(k), m.get(k))
                                              for k in diff]))
for key in ["samples", "unprofiled_ticks", "pid"]:
    if total.get(key) != merged.get(key):
        bad.append("%s: at exit %s, merged %s" % (key, total.get(key), merged.get(key)))
if bad:
    sys.exit("snapshots:\n  " + "\n  ".join(bad))
print("%d snapshots, each complete when listed; merged equals the at-exit profile: "
      "%d functions, %d contexts, %d calls, %d samples" % (
          len(files), len(functions(total)), len(contexts(total)),
          sum(v[0] for v in functions(total).values()), total["samples"]))
