#!/usr/bin/env python3
"""damage.py [--run N] [--seed S] PROLOGC OUTDIR FILE... - prologc never crashes.

For every FILE (a corpus program) it makes damaged versions: cut short at
five points (some mid-token), three short spans deleted, three tokens
deleted, two pairs of adjacent characters swapped (the places chosen by a
fixed-seed random generator, so a run is reproducible). Each is compiled
with `prologc -O0`; the compiler must either succeed or print exactly one
`file:line:col: error: ...` line and exit 1, within 120 s: never a signal,
an internal error or another status. With --run N, up to N of the
versions that compile (every program's, in turn) are run with a 5 s
timeout and must not die of a signal (a program that loops is killed by
the timeout, which is fine; exit statuses 0, 1, 2 and halt's are fine).
Prints the bad cases and a summary line; exits 1 if any is bad."""
import os
import random
import re
import signal
import subprocess
import sys

TOKEN = re.compile(r"[a-z][A-Za-z0-9_]*|[A-Z_][A-Za-z0-9_]*|[0-9]+|'[^']*'|\"[^\"]*\"|[-+*/\\^<>=~:.?@#&$]+|\S")


def variants(src, rng):
    n = len(src)
    out = []
    for k in range(1, 6):
        out.append(("cut%d" % k, src[: n * k // 6 + k]))
    for k in range(1, 4):
        at = n * k // 4
        out.append(("del%d" % k, src[:at] + src[at + 3:]))
    toks = [m.span() for m in TOKEN.finditer(src)]
    for k in range(3):
        if toks:
            a, b = toks[rng.randrange(len(toks))]
            out.append(("tok%d" % k, src[:a] + src[b:]))
    for k in range(2):
        if n > 2:
            i = rng.randrange(n - 1)
            out.append(("swap%d" % k, src[:i] + src[i + 1] + src[i] + src[i + 2:]))
    return out


def main():
    args = sys.argv[1:]
    run_max, seed = 0, 1
    while args and args[0].startswith("--"):
        if args[0] == "--run":
            run_max = int(args[1])
        elif args[0] == "--seed":
            seed = int(args[1])
        args = args[2:]
    prologc, out = args[0], args[1]
    rng = random.Random(seed)
    bad, compiled = [], []
    runs = errors = 0
    for path in args[2:]:
        src = open(path, encoding="utf-8", errors="surrogateescape").read()
        stem = os.path.splitext(os.path.basename(path))[0]
        for tag, text in variants(src, rng):
            name = os.path.join(out, stem + "-" + tag + ".pl")
            with open(name, "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write(text)
            exe = name[:-3]
            runs += 1
            try:
                p = subprocess.run([prologc, "-O0", name, "-o", exe], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, timeout=120)
            except subprocess.TimeoutExpired:
                bad.append("%s: the compiler hangs (120 s)" % name)
                continue
            err = p.stderr.decode(errors="replace").strip().splitlines()
            if p.returncode == 0 and not err:
                compiled.append(exe)
            elif p.returncode == 1 and len(err) == 1 and \
                    re.match(re.escape(name) + r":\d+:\d+: error: ", err[0]) and \
                    "internal error" not in err[0]:
                errors += 1
            else:
                bad.append("%s: exit %d: %s" % (name, p.returncode, " | ".join(err)[:300]))
    ran = 0
    for exe in compiled[:run_max]:
        ran += 1
        try:
            p = subprocess.run([exe], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, timeout=5,
                               env=dict(os.environ, GC_MAXIMUM_HEAP_SIZE="256M"))
            if p.returncode < 0:
                bad.append("%s: killed by %s when run" % (exe, signal.Signals(-p.returncode).name))
        except subprocess.TimeoutExpired:
            pass
    for b in bad:
        print(b)
    print("%d compilations (%d compiled, %d rejected), %d runs, %d bad" %
          (runs, len(compiled), errors, ran, len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
