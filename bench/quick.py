#!/usr/bin/env python3
"""quick.py - `bench/run.sh --quick`: the profiler's run-time cost on five
programs in a few minutes, with the facts needed to reproduce the figures.

  quick.py BUILD_DIR RESULTS_DIR WORK_DIR SCRATCH_DIR

(run.sh passes these; the table goes to stdout, progress to stderr.)

  quick.py --counts PROFILE   the call counts the checks read from a prof
                              report, 'calls name' a line

Builds fib, primes, qsort, binarytrees (bench/programs/*.c) and jsonbench
(bench/programs/jsonbench.cpp, on nlohmann/json: Debian nlohmann-json3-dev)
twice: `clang-22 -O2` (`clang++-22 -O2`) and `ccprof cc -O2` (`ccprof c++
-O2`) of BUILD_DIR. Runs each pair once to warm up, then PAIRS alternating
pairs (baseline, ccprof, baseline, ccprof, ...), and measures the CPU time
(user + system, from wait4) of each run's process. The ccprof runs use the
default runtime settings (every CCPROF_* variable is cleared) and write
their profile to SCRATCH_DIR; each profile is checked, so a build that does
not count cannot give a good ratio:
  * every run prints what the baseline prints and writes a profile;
  * the call counts are the same in every run of a program;
  * fib's count is the number of calls of fib(n), 2 fib(n+1) - 1; primes'
    natlist, subset.f, isPrime and isPrime.test counts are computed here;
    binarytrees' make, check and destroy counts equal the node count its
    own output gives; qsort's comparator runs at least rounds * (n - 1)
    times.
A failed check replaces the row's figures with the reason and makes the
exit status 1.

Environment (defaults in brackets):
  BENCH_QUICK_PAIRS [5]    alternating pairs per program
  BENCH_QUICK_PROGS [fib primes qsort binarytrees jsonbench]
  BENCH_QUICK_INPUTS       inputs replacing the defaults, as
                           'fib=25;qsort=10000 1' (the arguments of each
                           program; the defaults take 0.2-0.5 s a baseline
                           run on a 2-vCPU AMD EPYC VM)
"""
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PROGDIR = os.path.join(HERE, "programs")

DEFAULT_PROGS = ["fib", "primes", "qsort", "binarytrees", "jsonbench"]
DEFAULT_INPUTS = {
    "fib": "40",
    "primes": "1500",
    "qsort": "1000000 2",
    "binarytrees": "16",
    "jsonbench": "3000 5",
}
SOURCES = {p: p + ".c" for p in DEFAULT_PROGS}
SOURCES["jsonbench"] = "jsonbench.cpp"


def log(msg, logfile=None):
    line = "[%s] %s" % (time.strftime("%H:%M:%S", time.gmtime()), msg)
    print(msg, file=sys.stderr, flush=True)
    if logfile:
        with open(logfile, "a") as f:
            f.write(line + "\n")


def cmd_out(argv, cwd=None):
    try:
        return subprocess.run(argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None


def clean_env(**extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith("CCPROF")}
    env.update(extra)
    return env


# -- what is measured ------------------------------------------------------

def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown"


def cmake_cache(build, key):
    try:
        with open(os.path.join(build, "CMakeCache.txt")) as f:
            for line in f:
                if line.startswith(key + ":"):
                    return line.split("=", 1)[1].strip()
    except OSError:
        pass
    return None


def commit_of(src):
    """'abc1234' or 'abc1234+dirty' (tracked changes or untracked files
    that are not ignored), None outside a git checkout."""
    head = cmd_out(["git", "-C", src, "rev-parse", "--short", "HEAD"])
    if not head:
        return None
    status = cmd_out(["git", "-C", src, "status", "--porcelain"])
    return head + ("+dirty" if status else "")


def sha256_prefix(path):
    import hashlib
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()[:16]


# -- expected call counts ----------------------------------------------------

def fib_calls(n):
    """Calls of fib for fib(n): c(n) = 1 + c(n-1) + c(n-2), c(0) = c(1) = 1,
    which is 2 fib(n+1) - 1."""
    a, b = 1, 1  # c(0), c(1)
    if n < 2:
        return 1
    for _ in range(n - 1):
        a, b = b, 1 + a + b
    return b


def primes_calls(rounds):
    """primes.c: natlist(1000) and subset.f over its 1001 cells, isPrime on
    1..1000, isPrime.test from 2 up to the first divisor."""
    test = 0
    for x in range(1, 1001):
        i = 2
        test += 1
        while not (i >= x or x % i == 0):
            i += 1
            test += 1
    return {"natlist": 1001 * rounds, "subset.f": 1001 * rounds,
            "isPrime": 1000 * rounds, "isPrime.test": test * rounds}


def binarytrees_calls(output):
    """make, check and destroy run once per node; the program prints every
    tree's node count ('check: N')."""
    nodes = sum(int(m) for m in re.findall(r"check: (\d+)", output))
    return {"make": nodes, "check": nodes, "destroy": nodes}


# -- the prof report ---------------------------------------------------------

UNITS = {"s", "ms", "us", "ns"}


def sampling_of(path):
    """'1000 Hz, sampler' from a prof report's second line, or None."""
    with open(path, errors="replace") as f:
        m = re.search(r" at (\d+) Hz \(([^)]*)\)", f.read(4096))
    return "%s Hz, %s" % m.groups() if m else None


def read_counts(path):
    """{name: calls} of a prof report (docs/formats.md): the rows under the
    '%time  cumsecs  #call time/call  name' header."""
    counts = {}
    with open(path, errors="replace") as f:
        lines = f.read().splitlines()
    try:
        start = next(i for i, l in enumerate(lines) if l.split()[:2] == ["%time", "cumsecs"])
    except StopIteration:
        raise ValueError("no table in the profile")
    for line in lines[start + 1:]:
        if not line.strip():
            break
        t = line.split()
        if len(t) < 3:
            raise ValueError("cannot read the profile row '%s'" % line)
        rest = t[2:]  # after %time and cumsecs
        calls = 0
        if rest and rest[0].isdigit() and len(rest) > 1:
            calls = int(rest.pop(0))
            # time/call: '0', or a number and its unit ('1.92 ns'); the
            # short-call mark '*' takes the place of a space after it
            if rest[0].rstrip("*") == "0":
                rest.pop(0)
            elif len(rest) > 2 and rest[1].rstrip("*") in UNITS:
                del rest[:2]
        if rest and rest[0] == "*":
            rest.pop(0)
        name = " ".join(rest)
        counts[name] = counts.get(name, 0) + calls
    return counts


# -- builds and runs -----------------------------------------------------------

def build_all(progs, ccprof, workdir, scratch, logfile):
    """Both builds of every program, nproc at a time. Returns {prog: error}."""
    jobs = []
    for p in progs:
        src = os.path.join(PROGDIR, SOURCES[p])
        cxx = src.endswith(".cpp")
        for var in ("base", "ccprof"):
            out = os.path.join(workdir, var, p)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            if os.path.exists(out):
                os.unlink(out)
            if var == "base":
                argv = ["clang++-22" if cxx else "clang-22", "-O2", src, "-o", out]
            else:
                argv = [ccprof, "c++" if cxx else "cc", "-O2", src, "-o", out]
            jobs.append((p, var, argv, out))
    errors = {}
    running = []
    limit = max(1, os.cpu_count() or 1)

    def reap(job, proc):
        p, var, argv, out = job
        st = proc.wait()
        with open(os.path.join(scratch, "build.%s.%s.err" % (p, var)), errors="replace") as f:
            err = f.read()
        if err:
            with open(logfile, "a") as f:
                f.write("$ %s\n%s" % (" ".join(argv), err))
        if st != 0 or not os.access(out, os.X_OK):
            first = next((l for l in err.splitlines() if "error" in l), err.strip().split("\n")[0])
            if "nlohmann/json.hpp" in err:
                first = "no nlohmann/json.hpp (Debian: apt-get install nlohmann-json3-dev)"
            errors.setdefault(p, "%s build failed: %s" % (var, first.strip()))

    for job in jobs:
        if len(running) >= limit:
            reap(*running.pop(0))
        with open(os.path.join(scratch, "build.%s.%s.err" % job[:2]), "w") as err:
            running.append((job, subprocess.Popen(job[2], stdout=subprocess.DEVNULL, stderr=err,
                                                  env=clean_env())))
    for j, proc in running:
        reap(j, proc)
    return errors


def run(exe, args, env, outfile):
    """One run: (cpu seconds of the process, wall seconds, exit status)."""
    fd_out = os.open(outfile, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        t0 = time.perf_counter()
        pid = os.posix_spawn(exe, [exe] + args, env,
                             file_actions=[(os.POSIX_SPAWN_DUP2, fd_out, 1)])
        _, status, ru = os.wait4(pid, 0)
        wall = time.perf_counter() - t0
    finally:
        os.close(fd_out)
    return ru.ru_utime + ru.ru_stime, wall, os.waitstatus_to_exitcode(status)


def median(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


class CheckFailed(Exception):
    pass


def measure(prog, args, workdir, scratch, pairs, times_tsv, res, sampling):
    """Warm-up pair, then `pairs` alternating pairs. Returns (base cpu
    times, ccprof cpu times, note on the checks); adds each profile's rate
    and sampling source to the set `sampling`."""
    base = os.path.join(workdir, "base", prog)
    prof = os.path.join(workdir, "ccprof", prog)
    out = os.path.join(scratch, prog + ".out")
    base_env = clean_env()
    expected_out = None
    expected_counts = None
    exact = None
    bt, ct = [], []
    for i in range(pairs + 1):  # i == 0: warm-up, not counted
        cb, wb, st = run(base, args, base_env, out)
        if st != 0:
            raise CheckFailed("baseline exited with status %d" % st)
        with open(out, errors="replace") as f:
            text = f.read()
        if expected_out is None:
            expected_out = text
        elif text != expected_out:
            raise CheckFailed("baseline output differs between runs")
        pfile = os.path.join(scratch, "%s.%d.prof" % (prog, i))
        if os.path.exists(pfile):
            os.unlink(pfile)
        cc, wc, st = run(prof, args, clean_env(CCPROF_FILE=pfile), out)
        if st != 0:
            raise CheckFailed("ccprof build exited with status %d" % st)
        with open(out, errors="replace") as f:
            if f.read() != expected_out:
                raise CheckFailed("ccprof build printed something else than the baseline")
        if not os.path.isfile(pfile) or os.path.getsize(pfile) == 0:
            raise CheckFailed("ccprof run %d wrote no profile" % i)
        sampling.add(sampling_of(pfile) or "not named in the profile")
        try:
            # rows without calls, as (unprofiled), come and go with the samples
            counts = {n: c for n, c in read_counts(pfile).items() if c}
        except ValueError as e:
            raise CheckFailed("run %d: %s" % (i, e))
        if expected_counts is None:
            expected_counts = counts
            exact = expected_calls(prog, args, expected_out)
            if not counts:
                raise CheckFailed("the profile counts no call")
        elif counts != expected_counts:
            changed = sorted(n for n in set(counts) | set(expected_counts)
                             if counts.get(n) != expected_counts.get(n))
            raise CheckFailed("call counts differ between runs (%s)" % ", ".join(changed[:3]))
        for name, (want, how) in exact.items():
            got = counts.get(name)
            ok = got is not None and (got >= want if how == ">=" else got == want)
            if not ok:
                raise CheckFailed("%s: %s in the profile, expected %s%d calls" % (
                    name, "%d calls" % got if got is not None else "no row",
                    "at least " if how == ">=" else "", want))
        if i == 0:
            continue
        bt.append(cb)
        ct.append(cc)
        a = " ".join(args)
        with open(times_tsv, "a") as f:
            f.write("quick-cpu\t%s\tbase\tccprof\t%s\t%d\t%.6f\t%.6f\t%.4f\n" % (prog, a, i, cb, cc, cc / cb if cb else float("nan")))
            f.write("quick-wall\t%s\tbase\tccprof\t%s\t%d\t%.6f\t%.6f\t%.4f\n" % (prog, a, i, wb, wc, wc / wb if wb else float("nan")))
        if i == pairs:
            shutil.copyfile(pfile, os.path.join(res, prog + ".quick.prof"))
        os.unlink(pfile)
    note = ", ".join("%s %d" % (n, w) for n, (w, how) in exact.items() if how == "==")
    return bt, ct, note


def expected_calls(prog, args, output):
    """{name: (count, '==' or '>=')} for one run with ARGS."""
    try:
        if prog == "fib":
            n = int(args[0]) if args else 35
            return {"fib": (fib_calls(n), "==")}
        if prog == "primes":
            rounds = int(args[0]) if args else 1
            return {k: (v, "==") for k, v in primes_calls(rounds).items()}
        if prog == "binarytrees":
            return {k: (v, "==") for k, v in binarytrees_calls(output).items()}
        if prog == "qsort":
            n = int(args[0]) if args else 1000000
            rounds = int(args[1]) if len(args) > 1 else 1
            return {"cmp_int": (rounds * (n - 1), ">=")}
    except ValueError:
        raise CheckFailed("cannot read the input '%s'" % " ".join(args))
    return {}


# -- main ------------------------------------------------------------------------

def main(argv):
    if len(argv) == 3 and argv[1] == "--counts":
        # what the checks read of a profile: 'calls name', one a line
        for name, calls in read_counts(argv[2]).items():
            print(calls, name)
        return 0
    if len(argv) != 5:
        sys.exit(__doc__)
    build, res, workdir, scratch = (os.path.abspath(a) for a in argv[1:])
    logfile = os.path.join(res, "run.log")
    times_tsv = os.path.join(res, "times.tsv")
    t_start = time.time()
    ccprof = os.path.join(build, "bin", "ccprof")
    plugin = os.path.join(build, "lib", "libCCProf.so")
    for f in (ccprof, plugin):
        if not os.path.exists(f):
            sys.exit("quick: no %s (build CCProf first)" % f)
    for tool in ("clang-22", "clang++-22"):
        if not shutil.which(tool):
            sys.exit("quick: %s not found" % tool)

    pairs = int(os.environ.get("BENCH_QUICK_PAIRS", "5"))
    if pairs < 1:
        sys.exit("quick: BENCH_QUICK_PAIRS must be at least 1")
    progs = os.environ.get("BENCH_QUICK_PROGS", " ".join(DEFAULT_PROGS)).split()
    for p in progs:
        if p not in SOURCES:
            sys.exit("quick: BENCH_QUICK_PROGS: unknown program %s (known: %s)" % (p, " ".join(DEFAULT_PROGS)))
    inputs = dict(DEFAULT_INPUTS)
    for item in filter(None, (s.strip() for s in os.environ.get("BENCH_QUICK_INPUTS", "").split(";"))):
        name, eq, val = item.partition("=")
        if not eq or name.strip() not in SOURCES:
            sys.exit("quick: BENCH_QUICK_INPUTS: expected 'program=args;...', got '%s'" % item)
        inputs[name.strip()] = val.strip()

    # The facts of the header, taken before anything runs.
    src_here = os.path.dirname(HERE)
    src_build = cmake_cache(build, "CMAKE_HOME_DIRECTORY") or src_here
    commit = commit_of(src_build) or "unknown (not a git checkout)"
    if os.path.realpath(src_build) != os.path.realpath(src_here):
        # no paths: results.md stays free of one machine's directories
        commit += " (BUILD_DIR was built from another checkout; bench/ is at %s)" % (
            commit_of(src_here) or "no git checkout")
    clang_version = (cmd_out(["clang-22", "--version"]) or "?").split("\n")[0]
    header = [
        "## CCProf quick check: CPU time with and without profiling (bench/run.sh --quick)",
        "",
        "- CPU: %s (%d CPUs online), Linux %s" % (cpu_model(), os.cpu_count() or 0, os.uname().release),
        "- Date: %s" % time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(t_start)),
        "- Commit: %s" % commit,
        "- Build: baseline `clang-22 -O2` (C), `clang++-22 -O2` (C++); ccprof `ccprof cc -O2`, "
        "`ccprof c++ -O2` (the same compiler with the pass plugin, linking the shared runtime); %s; "
        "CCProf %s build, plugin sha256 %s" % (clang_version, cmake_cache(build, "CMAKE_BUILD_TYPE") or "(unknown type)",
                                               sha256_prefix(plugin)),
        "- Runs: user+system CPU time of the program (wait4), %d alternating pairs per program "
        "(baseline, ccprof, baseline, ...) after one warm-up pair; ccprof at its default settings "
        "(CCPROF_* cleared, the profile to a scratch file)" % pairs,
        "- Load average at start: %s" % " ".join(open("/proc/loadavg").read().split()[:3]),
        "",
    ]

    log("quick: building %d programs, 2 builds each" % len(progs), logfile)
    t0 = time.time()
    build_err = build_all(progs, ccprof, workdir, scratch, logfile)
    t_build = time.time() - t0

    rows, checks, failed = [], [], False
    sampling = set()
    nruns = 0
    for p in progs:
        args = inputs[p].split()
        if p in build_err:
            skip = "nlohmann" in build_err[p]
            failed |= not skip
            rows.append("| %s | %s | n/a: %s | | | |" % (p, inputs[p], build_err[p]))
            continue
        log("quick: %s %s" % (p, inputs[p]), logfile)
        try:
            bt, ct, note = measure(p, args, workdir, scratch, pairs, times_tsv, res, sampling)
        except CheckFailed as e:
            failed = True
            rows.append("| %s | %s | CHECK FAILED: %s | | | |" % (p, inputs[p], e))
            log("quick: %s: check failed: %s" % (p, e), logfile)
            continue
        nruns += len(ct)
        ratios = [c / b for b, c in zip(bt, ct)]
        rows.append("| %s | %s | %.3f | %.3f | %.2fx | %.2fx-%.2fx |" % (
            p, inputs[p], median(bt), median(ct), median(ratios), min(ratios), max(ratios)))
        if note:
            checks.append("%s: %s" % (p, note))

    out = header + [
        "| program | input | baseline median (s) | ccprof median (s) | ccprof/baseline, median of the pairs | min-max of the pairs |",
        "|---|---|---|---|---|---|",
    ] + rows + [
        "",
        "Checks: each of the %d timed ccprof runs (and the warm-ups) printed the baseline's output "
        "and wrote a profile with the same call counts as the others; exact counts: %s." % (
            nruns, "; ".join(checks) if checks else "none"),
        "Sampling, as the profiles name it: %s." % ("; ".join(sorted(sampling)) or "no profile"),
        "Load average at end: %s; %.0f s in all (builds %.0f s)." % (
            " ".join(open("/proc/loadavg").read().split()[:3]), time.time() - t_start, t_build),
    ]
    print("\n".join(out))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
