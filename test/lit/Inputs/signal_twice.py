#!/usr/bin/env python3
"""signal_twice.py - a second terminating signal must not lose the profile.

  signal_twice.py gen N      prints a C program with N profiled functions
                             (a profile of several MB: its write takes a
                             while) whose main prints "ready" and spins
  signal_twice.py run BIN DIR [ROUNDS]
                             starts BIN ROUNDS times (default 8) and, once
                             it is ready and has run a little, sends it
                             SIGTERM twice in a row (kill -TERM $p $p), or
                             SIGINT to it and then to its process group, as
                             timeout(1) does; each time the process must die
                             of the first signal and leave a complete JSON
                             profile naming every function.
Exits 1 with one line per failed round.
"""
import json
import os
import signal
import subprocess
import sys
import time


def gen(n):
    print("#include <stdio.h>\nvolatile unsigned long sink;")
    for i in range(n):
        print("void f%d(void) { sink += %d; }" % (i, i))
    print("__attribute__((noinline)) void spin(void) { for (;;) sink++; }")
    print("int main(void) { f0(); puts(\"ready\"); fflush(stdout); spin(); }")


def one_round(binary, path, kind):
    env = dict(os.environ, CCPROF_FILE=path, CCPROF_FORMAT="json")
    # SIGINT at its default action (a background job inherits it ignored).
    p = subprocess.Popen([binary], stdout=subprocess.PIPE, env=env,
                         start_new_session=True,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    p.stdout.readline()
    time.sleep(0.05)
    if kind == "term-twice":
        first = signal.SIGTERM
        os.kill(p.pid, signal.SIGTERM)
        os.kill(p.pid, signal.SIGTERM)
    else:
        first = signal.SIGINT
        os.kill(p.pid, signal.SIGINT)
        os.killpg(p.pid, signal.SIGINT)
    try:
        rc = p.wait(timeout=60)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
        return "%s: still running 60 s after the signals" % kind
    if rc != -first:
        return "%s: exit status %d, expected death by signal %d" % (kind, rc, first)
    try:
        with open(path, encoding="utf-8") as f:
            prof = json.load(f)
    except (OSError, ValueError) as e:
        return "%s: no complete profile: %s" % (kind, e)
    names = {fn["name"] for fn in prof["functions"]}
    if "spin" not in names or "f0" not in names:
        return "%s: the profile lacks spin or f0" % kind
    return None


def run(binary, outdir, rounds):
    errors = []
    for r in range(rounds):
        for kind in ("term-twice", "int-group"):
            path = os.path.join(outdir, "%s-%d.json" % (kind, r))
            err = one_round(binary, path, kind)
            if err:
                errors.append("round %d: %s" % (r, err))
    for e in errors:
        print("signal_twice: " + e)
    return 1 if errors else 0


if __name__ == "__main__":
    if sys.argv[1] == "gen":
        gen(int(sys.argv[2]))
    else:
        sys.exit(run(sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else 8))
