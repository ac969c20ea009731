#!/usr/bin/env python3
"""option-matrix.py - run one IR file through every option combination of
the ccprof pass, verifying the module after every pass.

  option-matrix.py FILE -- OPT [OPT-ARGS...]

OPT is opt with the plugin loaded (%opt-ccprof). Each run is
  OPT <options> -passes=<pipeline> -verify-each -disable-output FILE
for the product of
  -ccprof-counters       plain, atomic, thread
  -ccprof-callee-restore none, escaping, external
  -ccprof-recursion-clone true, false
  pipeline               ccprof,verify
                         ccprof,ccprof-cleanup
                         ccprof,default<O2>  (the clean-up at optimizer-last)
plus -ccprof-exclude / -ccprof-only runs that leave part of the module
unprofiled (calls from unprofiled functions), -ccprof-min-instructions=30
with -ccprof-min-instructions-linkage=all (small functions of every linkage
left out), -ccprof-cleanup=false at -O2,
and the lazy mode (the module flag ccprof.mode = "lazy" added to a copy of
FILE) with each counter kind. Prints one line per failing combination (the
command and the first lines of its error output) and exits 1 if any failed;
otherwise prints "option-matrix: N runs ok".
"""
import itertools
import os
import re
import subprocess
import sys
import tempfile

COUNTERS = ["plain", "atomic", "thread"]
RESTORE = ["none", "escaping", "external"]
CLONE = ["true", "false"]
PIPELINES = ["ccprof,verify", "ccprof,ccprof-cleanup", "ccprof,default<O2>"]


def combinations():
    for counters, restore, clone, pipeline in itertools.product(
            COUNTERS, RESTORE, CLONE, PIPELINES):
        yield ["-ccprof-counters=" + counters,
               "-ccprof-callee-restore=" + restore,
               "-ccprof-recursion-clone=" + clone], pipeline
    for restore in RESTORE:
        yield ["-ccprof-callee-restore=" + restore,
               "-ccprof-exclude=^[a-m]"], "ccprof,verify"
        yield ["-ccprof-callee-restore=" + restore,
               "-ccprof-only=^[a-m]"], "ccprof,default<O2>"
        # Small functions of any linkage left out (ProfileFilter.cpp).
        for pipeline in ("ccprof,verify", "ccprof,default<O2>"):
            yield ["-ccprof-callee-restore=" + restore,
                   "-ccprof-min-instructions=30",
                   "-ccprof-min-instructions-linkage=all"], pipeline
    yield ["-ccprof-cleanup=false"], "ccprof,default<O2>"


def lazy_copy(path, tmpdir):
    """FILE with the module flag !{i32 1, !"ccprof.mode", !"lazy"} added."""
    with open(path) as f:
        text = f.read()
    node = "!987654"
    assert node not in text
    flag = '%s = !{i32 1, !"ccprof.mode", !"lazy"}\n' % node
    m = re.search(r"^!llvm\.module\.flags = !\{", text, re.M)
    if m:
        text = text[:m.end()] + node + ", " + text[m.end():] + "\n" + flag
    else:
        text += "\n!llvm.module.flags = !{%s}\n%s" % (node, flag)
    out = os.path.join(tmpdir, "lazy.ll")
    with open(out, "w") as f:
        f.write(text)
    return out


def run(opt, options, pipeline, path):
    cmd = opt + options + ["-passes=" + pipeline, "-verify-each",
                           "-disable-output", path]
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    if p.returncode == 0 and not p.stderr.strip():
        return None
    quoted = " ".join("'%s'" % a if ("<" in a or "^" in a) else a for a in cmd)
    lines = p.stderr.strip().splitlines()[:6]
    return "FAIL (exit %d): %s\n    %s" % (p.returncode, quoted,
                                          "\n    ".join(lines))


def main():
    if "--" not in sys.argv or sys.argv.index("--") != 2:
        sys.exit("usage: option-matrix.py FILE -- OPT [OPT-ARGS...]")
    path = sys.argv[1]
    opt = sys.argv[3:]
    failures = []
    count = 0
    with tempfile.TemporaryDirectory() as tmpdir:
        runs = [(o, p, path) for o, p in combinations()]
        lazy = lazy_copy(path, tmpdir)
        runs += [(["-ccprof-counters=" + c], p, lazy)
                 for c in COUNTERS for p in PIPELINES]
        for options, pipeline, file in runs:
            count += 1
            err = run(opt, options, pipeline, file)
            if err:
                failures.append(err + ("\n    (lazy mode)" if file == lazy else ""))
    for f in failures:
        print(f)
    if failures:
        print("option-matrix: %d of %d runs failed" % (len(failures), count))
        sys.exit(1)
    print("option-matrix: %d runs ok" % count)


if __name__ == "__main__":
    main()
