#!/usr/bin/env python3
"""accuracy.py - how far CCProf's shares are from the truth (issue 17).

  accuracy.py table [BUILD_DIR]        builds accuracy.c, runs every sampling
                                       source, call mode, thread count and
                                       counter mode; prints the error table
  accuracy.py check PROFILE TRUTH [--min-units N] [--tolerance T] [--call-ns L]
                                       one run: every function of at least
                                       N units within T points, or short of
                                       its share by at most T points and L ns
                                       a call (lit test)

accuracy.c (read its comment) writes the true split of its own run; a
profile of that run should give each function fN the share fN/cpu of its
samples. The table's cells are the profile's share minus the true share,
in percentage points, per function, headed by its cost per call measured
in the run (ns). Environment: ACCURACY_SECONDS [2] per run, ACCURACY_HZ
[4000], ACCURACY_SOURCES [sampler task-clock thread-cputime itimer-prof].
No figure is assumed: the truth of each run is that run's own timing."""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
NFUN = 5


def errors(profile, truth):
    """{name: (profile share - true share)} for f0..f4, and 'callers' for
    the rest (block functions, main, unprofiled)."""
    samples = profile["samples"]
    ticks = {}
    for fn in profile["functions"]:
        ticks[fn["name"]] = ticks.get(fn["name"], 0) + fn["ticks"]
    out = {}
    for i in range(NFUN):
        name = "f%d" % i
        out[name] = 100.0 * ticks.get(name, 0) / samples - 100.0 * truth[name] / truth["cpu"]
    out["callers"] = -sum(out.values())
    return out


def load(path):
    with open(path) as f:
        return json.load(f)


def check(argv):
    import argparse
    ap = argparse.ArgumentParser(prog="accuracy.py check")
    ap.add_argument("profile")
    ap.add_argument("truth")
    ap.add_argument("--min-units", type=int, default=0)
    ap.add_argument("--tolerance", type=float, required=True)
    # What each call may lose to its caller, in ns, beyond the tolerance: a
    # call's passage in and out is charged to the caller (docs/runtime.md,
    # "How far a share can be trusted"); in points of share that is
    # L / (the run's ns a call) of the function's true share.
    ap.add_argument("--call-ns", type=float, default=0.0)
    ap.add_argument("--min-samples", type=int, default=2000)
    a = ap.parse_args(argv)
    profile, truth = load(a.profile), load(a.truth)
    if profile["samples"] < a.min_samples:
        sys.exit("accuracy: %d samples, fewer than %d" % (profile["samples"], a.min_samples))
    err = errors(profile, truth)
    bad = []
    for i in range(NFUN):
        name = "f%d" % i
        units = truth["units"][i]
        ns = truth["ns_per_call"][name]
        true = 100.0 * truth[name] / truth["cpu"]
        low = a.tolerance + true * a.call_ns / ns
        line = "%s: %d units, %.1f ns/call, true %.1f%%, error %+.1f points (%.2f ns a call)" % (
            name, units, ns, true, err[name], -err[name] * ns / true)
        checked = units >= a.min_units
        print(line + (", allowed %+.1f to %+.1f" % (-low, a.tolerance) if checked else " (not checked)"))
        if checked and not -low <= err[name] <= a.tolerance:
            bad.append(name)
    if bad:
        sys.exit("accuracy: %s off by more than the tolerance" % ", ".join(bad))


def build(build_dir, out, flags):
    lib = os.path.join(build_dir, "lib")
    cmd = ["clang-22", "-O2", "-g", "-fpass-plugin=" + os.path.join(lib, "libCCProf.so"),
           "-I" + os.path.join(HERE, "..", "..", "test", "lit", "Inputs"), *flags,
           os.path.join(HERE, "accuracy.c"), "-L" + lib, "-Wl,-rpath," + lib,
           "-lccprof_rt", "-lpthread", "-o", out]
    subprocess.run(cmd, check=True)


def run(binary, mode, threads, source, work):
    prof, truth = os.path.join(work, "p.json"), os.path.join(work, "t.json")
    env = dict(os.environ, CCPROF_FILE=prof, CCPROF_FORMAT="json", CCPROF_TIMER=source,
               CCPROF_HZ=os.environ.get("ACCURACY_HZ", "4000"))
    subprocess.run([binary, truth, mode, str(threads), os.environ.get("ACCURACY_SECONDS", "2")],
                   env=env, check=True)
    return load(prof), load(truth)


def table(argv):
    build_dir = os.path.abspath(argv[0] if argv else os.path.join(HERE, "..", "..", "build"))
    sources = os.environ.get("ACCURACY_SOURCES",
                             "sampler task-clock thread-cputime itimer-prof").split()
    with tempfile.TemporaryDirectory() as work:
        bins = {}
        for key, flags in (("plain", []), ("inlined", ["-DINLINED"]),
                           ("atomic", ["-mllvm", "-ccprof-counters=atomic"]),
                           ("thread", ["-mllvm", "-ccprof-counters=thread"])):
            bins[key] = os.path.join(work, "accuracy-" + key)
            build(build_dir, bins[key], flags)
        configs = []
        for source in sources:
            for mode in ("direct", "pointer", "inlined"):
                for threads in (1, 4):
                    configs.append((source, mode, threads, "plain"))
            for counters in ("atomic", "thread"):
                configs.append((source, "direct", 1, counters))
        print("| source | calls | threads | counters | f0 | f1 | f2 | f3 | f4 | callers |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for source, mode, threads, counters in configs:
            binary = bins["inlined" if mode == "inlined" else counters]
            profile, truth = run(binary, mode, threads, source, work)
            err = errors(profile, truth)
            cells = ["%+.1f (%.0f ns, %.0f%%)" % (err["f%d" % i], truth["ns_per_call"]["f%d" % i],
                                                 100.0 * truth["f%d" % i] / truth["cpu"])
                     for i in range(NFUN)]
            print("| %s | %s | %d | %s | %s | %+.1f |" % (source, mode, threads, counters,
                                                          " | ".join(cells), err["callers"]))
            sys.stdout.flush()


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("table", "check"):
        sys.exit(__doc__)
    (table if sys.argv[1] == "table" else check)(sys.argv[2:])


if __name__ == "__main__":
    main()
