#!/usr/bin/env python3
"""time_shares.py - calibrates units of work in the same run as the test
that checks their shares of a profile:

  time_shares.py OUTDIR [--rounds N] NAME=COMMAND [NAME=COMMAND ...]

Each COMMAND (split like a shell word list, stdout discarded) runs one
unit of work alone. The commands run in alternating order, N rounds (3 by
default); each one's CPU time (user + system, from wait4) is the median of
its rounds. OUTDIR/NAME gets NAME's share of the summed medians in percent,
for `checkprof.py --percent NAME=@OUTDIR/NAME:TOL`. A table goes to stdout.
A command that fails stops the calibration with its exit status."""
import os
import shlex
import statistics
import subprocess
import sys


def cpu_seconds(argv):
    with open(os.devnull, "wb") as null:
        proc = subprocess.Popen(argv, stdout=null)
        _, status, usage = os.wait4(proc.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit("time_shares: '%s' exited with %d" % (" ".join(argv), code))
    return usage.ru_utime + usage.ru_stime


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        sys.exit(__doc__)
    outdir, rest = args[0], args[1:]
    rounds = 3
    if rest[0] == "--rounds":
        rounds, rest = int(rest[1]), rest[2:]
    units = []
    for spec in rest:
        name, sep, command = spec.partition("=")
        if not sep or not name or not command:
            sys.exit("time_shares: expected NAME=COMMAND, got '%s'" % spec)
        units.append((name, shlex.split(command)))
    times = {name: [] for name, _ in units}
    for r in range(rounds):
        order = units if r % 2 == 0 else list(reversed(units))
        for name, argv in order:
            times[name].append(cpu_seconds(argv))
    medians = {name: statistics.median(ts) for name, ts in times.items()}
    total = sum(medians.values())
    if total <= 0:
        sys.exit("time_shares: the units took no measurable CPU time")
    os.makedirs(outdir, exist_ok=True)
    for name, _ in units:
        share = 100.0 * medians[name] / total
        with open(os.path.join(outdir, name), "w") as f:
            f.write("%.2f\n" % share)
        print("%-12s %7.3f s  %5.1f%%" % (name, medians[name], share))


if __name__ == "__main__":
    main()
