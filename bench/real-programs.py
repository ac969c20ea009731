#!/usr/bin/env python3
"""bench/real-programs.py - one markdown table from a program's ccprof,
perf and callgrind results (used by bench/real-programs.sh).

Usage: real-programs.py TITLE CCPROF_BIN DIR

DIR holds ccprof.1.json ccprof.2.json ... (raw ccprof profiles),
perf.1.txt perf.2.txt ... (`perf report --no-children --stdio --sort symbol
--no-demangle` of runs with CCPROF=0), perf-on.txt (the same of a run with
the ccprof sampler running) and callgrind.txt (`callgrind_annotate
--inclusive=no` of a CCPROF=0 run under valgrind --demangle=no).
Functions are matched on their linkage name; ccprof's short name is shown.
"""
import glob
import json
import os
import re
import subprocess
import sys

SHORT_NS = 10.0  # ccprof marks functions under 10 ns a call with '*'
TOP = 15


def ccprof_shares(path, report):
    out = subprocess.run([report, "report", "--format=json", path], check=True,
                         capture_output=True, text=True).stdout
    d = json.loads(out)
    total = d["samples"] or 1
    res = {}
    for f in d["functions"]:
        sym = f["symbol"]
        res[sym] = {"pct": 100.0 * f["ticks"] / total, "name": f["name"],
                    "calls": f["calls"], "seconds": f["seconds"]}
    res["(unprofiled)"] = {"pct": 100.0 * d.get("unprofiled_ticks", 0) / total,
                           "name": "(unprofiled)", "calls": 0, "seconds": 0}
    return res, d


def base_symbol(sym):
    # perf/callgrind may show local clones (foo.cold, foo.part.0, foo.llvm.123)
    return sym.split(".")[0] if not sym.startswith(".") else sym


def perf_shares(path):
    res = {}
    pat = re.compile(r"^\s*([\d.]+)%\s+\[(.)\]\s+(\S.*?)\s*$")
    with open(path, errors="replace") as fh:
        for line in fh:
            m = pat.match(line.split("\t-")[0])
            if not m:
                continue
            sym = m.group(3).strip()
            if m.group(2) == "k":
                sym = "[kernel] " + sym
            key = base_symbol(sym)
            res[key] = res.get(key, 0.0) + float(m.group(1))
    return res


def callgrind_shares(path):
    res = {}
    pat = re.compile(r"^\s*([\d,]+)\s+\(\s*([\d.]+)%\)\s+(\S+?)\s+\[(.*)\]\s*$")
    pat2 = re.compile(r"^\s*([\d,]+)\s+\(\s*([\d.]+)%\)\s+(\S+)\s*$")
    with open(path, errors="replace") as fh:
        for line in fh:
            m = pat.match(line) or pat2.match(line)
            if not m or "PROGRAM TOTALS" in line:
                continue
            fn = m.group(3)
            fn = fn.rsplit(":", 1)[-1] if ":" in fn else fn
            fn = re.sub(r"'\d+$", "", fn)  # callgrind's recursion depth (--separate-recs)
            key = base_symbol(fn)
            res[key] = res.get(key, 0.0) + float(m.group(2))
    return res


def short(name, n=58):
    name = name.replace("|", "\\|")
    return name if len(name) <= n else name[: n - 1] + "…"


def fmt(x):
    return "—" if x is None else f"{x:.1f}"


def main():
    title, report, d = sys.argv[1], sys.argv[2], sys.argv[3]
    cc_files = sorted(glob.glob(os.path.join(d, "ccprof.*.json")))
    perf_files = sorted(glob.glob(os.path.join(d, "perf.[0-9].txt")))
    cc = [ccprof_shares(f, report) for f in cc_files]
    pf = [perf_shares(f) for f in perf_files]
    pon = perf_shares(os.path.join(d, "perf-on.txt")) if os.path.exists(os.path.join(d, "perf-on.txt")) else None
    cg = callgrind_shares(os.path.join(d, "callgrind.txt")) if os.path.exists(os.path.join(d, "callgrind.txt")) else None

    binsyms = None
    try:
        nm = subprocess.run(["nm", "--defined-only", cc[0][1]["program"]], capture_output=True, text=True, check=True).stdout
        binsyms = {base_symbol(l.split()[-1]) for l in nm.splitlines() if l.split()}
    except (OSError, subprocess.CalledProcessError, IndexError):
        pass
    syms = set()
    for r, _ in cc:
        syms |= set(r)
    mean = {s: sum(r.get(s, {"pct": 0})["pct"] for r, _ in cc) / len(cc) for s in syms}
    top = sorted(syms, key=lambda s: -mean[s])[:TOP]

    print(f"#### {title}")
    print()
    meta = []
    for f, (_, raw) in zip(cc_files, cc):
        meta.append(f"{raw['samples']} samples at {raw['hz']} Hz ({raw['timer']}), {raw['seconds']:.2f} s")
    print("ccprof runs: " + "; ".join(meta) + ".")
    print()
    hdr = "| function | ccprof % (runs) | ns/call | perf % (CCPROF=0 runs) | perf %, sampler on | callgrind Ir % | ccprof − perf |"
    print(hdr)
    print("|---|---|---|---|---|---|---|")
    for s in top:
        info = next(r[s] for r, _ in cc if s in r)
        ccv = " / ".join(fmt(r.get(s, {"pct": 0.0})["pct"]) for r, _ in cc)
        calls = sum(r.get(s, {"calls": 0})["calls"] for r, _ in cc)
        secs = sum(r.get(s, {"seconds": 0})["seconds"] for r, _ in cc)
        if calls:
            ns = secs / calls * 1e9
            nscol = (f"{ns:.3g}" if ns < 1000 else f"{ns:,.0f}") + ("*" if ns < SHORT_NS else "")
        else:
            nscol = ""
        key = base_symbol(s)
        if s == "(unprofiled)":
            pv, pmean, onv, cgv = "", None, "", ""
        elif binsyms is not None and key not in binsyms:
            # inlined everywhere: perf and callgrind charge it to its callers
            pv, pmean, onv, cgv = "no symbol (inlined)", 0.0, "—", "—"
        else:
            vals = [p.get(key, 0.0) for p in pf]
            pv = " / ".join(fmt(v) for v in vals)
            pmean = sum(vals) / len(vals) if vals else None
            onv = fmt(pon.get(key, 0.0)) if pon is not None else "n/a"
            cgv = fmt(cg.get(key, 0.0)) if cg is not None else "n/a"
        diff = "" if pmean is None else f"{mean[s] - pmean:+.1f}" + (" **" if abs(mean[s] - pmean) > 2 else "")
        print(f"| {short(info['name'])} | {ccv} | {nscol} | {pv} | {onv} | {cgv} | {diff} |")
    shown = {base_symbol(s) for s in syms}
    others = {}
    for p in pf:
        for k, v in p.items():
            if k not in shown:
                others[k] = others.get(k, 0.0) + v / len(pf)
    rest = sorted(others.items(), key=lambda kv: -kv[1])[:8]
    print()
    print("perf's largest symbols that are not ccprof functions (libc, libstdc++, kernel, runtime; mean of the CCPROF=0 runs): "
          + ", ".join(f"`{short(demangle(k), 40)}` {v:.1f}%" for k, v in rest) + ".")
    print()


def demangle(sym):
    if not sym.startswith("_Z"):
        return sym
    try:
        return subprocess.run(["c++filt", "-p", sym], capture_output=True, text=True).stdout.strip() or sym
    except OSError:
        return sym


if __name__ == "__main__":
    main()
