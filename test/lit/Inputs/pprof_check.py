"""pprof_check.py PPROF CCPROF PROFILE.json PROFILE.pb.gz

Checks `ccprof report --pprof`'s export against CCProf's own report of the
same JSON profile, as Google's pprof reads it: `pprof -top` by calls
(-sample_index=calls) and by cpu (nanoseconds) has the same functions with
the same exact flat call counts and cpu time (ticks * 1e9 / hz) as
`ccprof report --format csv`, and the same total. Prints "pprof agrees: N
functions, C calls, T ns" or the differences (exit 1)."""
import csv
import io
import json
import subprocess
import sys

pprof, ccprof, prof_json, pb = sys.argv[1:5]


def top(index, unit_args):
    out = subprocess.run([pprof, "-top", "-nodefraction=0", "-nodecount=1000000",
                          "-sample_index=" + index] + unit_args + [pb],
                         check=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         text=True).stdout
    rows, total, body = {}, None, False
    for line in out.splitlines():
        if " total" in line and "accounting for" in line:
            total = line.split(" of ")[1].split(" total")[0].strip()
        if line.split()[:2] == ["flat", "flat%"]:
            body = True
            continue
        if body and line.strip():
            f = line.split(None, 5)
            rows[f[5]] = f[0]
    return rows, total


def number(text, unit=""):
    return int(text[:-len(unit)] if unit and text.endswith(unit) else text)


hz = json.load(open(prof_json))["hz"]
period = round(1e9 / hz)
report = subprocess.run([ccprof, "report", "--format", "csv", prof_json], check=True,
                        stdout=subprocess.PIPE, text=True).stdout
want_calls, want_ns = {}, {}
for r in csv.DictReader(io.StringIO(report)):
    if int(r["calls"]):
        want_calls[r["name"]] = int(r["calls"])
    if int(r["ticks"]):
        want_ns[r["name"]] = int(r["ticks"]) * period

calls, calls_total = top("calls", [])
ns, ns_total = top("cpu", ["-unit=ns"])
got_calls = {k: number(v) for k, v in calls.items() if number(v)}
got_ns = {k: number(v, "ns") for k, v in ns.items() if number(v, "ns")}
bad = []
if got_calls != want_calls:
    bad.append("calls: pprof %s, ccprof %s" % (sorted(got_calls.items()), sorted(want_calls.items())))
if number(calls_total) != sum(want_calls.values()):
    bad.append("calls total: pprof %s, ccprof %d" % (calls_total, sum(want_calls.values())))
if got_ns != want_ns:
    bad.append("cpu: pprof %s, ccprof %s" % (sorted(got_ns.items()), sorted(want_ns.items())))
if number(ns_total, "ns") != sum(want_ns.values()):
    bad.append("cpu total: pprof %s, ccprof %dns" % (ns_total, sum(want_ns.values())))
if bad:
    sys.exit("pprof disagrees with ccprof report:\n  " + "\n  ".join(bad))
print("pprof agrees: %d functions, %d calls, %d ns" % (len(want_calls),
      sum(want_calls.values()), sum(want_ns.values())))
