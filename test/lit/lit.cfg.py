# lit configuration for CCProf.
#
# Substitutions:
#   %opt-ccprof  opt with the plugin loaded (add -passes=ccprof,verify)
#   %clang-prof  clang with the plugin and the runtime library directory
#   %clangxx-prof  the same for C++
#   %rtlib       link flags for the runtime
#   %checkprof   test/lit/Inputs/checkprof.py (assertions on a JSON profile)
#   %time-shares test/lit/Inputs/time_shares.py (CPU-time shares of units run alone)
#   %option-matrix  test/lit/Inputs/option-matrix.py (every option combination)
#   %smlc        the sml-mini compiler (frontends/sml-mini)
#   %lazyc       the lazy-mini compiler (frontends/lazy-mini)
#   %prologc     the prolog-mini compiler (frontends/prolog-mini; feature
#                prologc when the build has it)
#   %builddir    the build directory (bench/*.sh take it as BUILD_DIR)
#   %path-with-ccprof  PATH with build/bin first (ccprof-cc as a bare name)
#   %tidy        clang-tidy of this LLVM (feature clang-tidy)
#   %srcroot     the source tree
#   %doc-commands  test/lit/Inputs/doc_commands.py (a doc's marked commands)
#   %pprof       Google's pprof, built from Debian's sources (feature pprof)
import os
import lit.formats

config.name = "CCProf"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".c", ".cpp", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.ccprof_obj_root, "test", "lit")

tools = config.llvm_tools_dir
plugin = config.ccprof_plugin
opt = os.path.join(tools, "opt")
clang = os.path.join(tools, "clang")
clangxx = os.path.join(tools, "clang++")
rtlib = "-L%s -Wl,-rpath,%s -lccprof_rt" % (config.ccprof_libdir, config.ccprof_libdir)

config.substitutions.append(("%opt-ccprof", "%s -load-pass-plugin=%s" % (opt, plugin)))
config.substitutions.append(("%clangxx-prof", "%s -fpass-plugin=%s -g" % (clangxx, plugin)))
config.substitutions.append(("%clang-prof", "%s -fpass-plugin=%s -g" % (clang, plugin)))
config.substitutions.append(("%clangxx", clangxx))
config.substitutions.append(("%clang", clang))
config.substitutions.append(("%rtlib", rtlib))
# The static runtime, linked into one image (a -static program, or a shared
# object that carries its own copy).
config.substitutions.append(("%rt-static", os.path.join(config.ccprof_libdir, "libccprof_rt.a")))
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%checkprof", "%s %s" % (config.python,
    os.path.join(config.test_source_root, "Inputs", "checkprof.py"))))
config.substitutions.append(("%time-shares", "%s %s" % (config.python,
    os.path.join(config.test_source_root, "Inputs", "time_shares.py"))))
config.substitutions.append(("%option-matrix", "%s %s" % (config.python,
    os.path.join(config.test_source_root, "Inputs", "option-matrix.py"))))
config.substitutions.append(("%python", config.python))
config.substitutions.append(("%llvm-dis", os.path.join(tools, "llvm-dis")))
config.substitutions.append(("%llc", os.path.join(tools, "llc")))
bindir = os.path.join(config.ccprof_obj_root, "bin")
config.substitutions.append(("%ccprof-annotate", os.path.join(bindir, "ccprof-annotate")))
config.substitutions.append(("%smlc", os.path.join(bindir, "smlc")))
config.substitutions.append(("%lazyc", os.path.join(bindir, "lazyc")))
config.substitutions.append(("%prologc", os.path.join(bindir, "prologc")))
# prolog-mini's tests that compile (test/lit/prolog, test/lit/prolog/errors)
# say REQUIRES: prologc; the feature is there when the build made prologc.
if os.access(os.path.join(bindir, "prologc"), os.X_OK):
    config.available_features.add("prologc")
config.substitutions.append(("%ccprof-cc", os.path.join(bindir, "ccprof-cc")))
config.substitutions.append(("%ccprof ", os.path.join(bindir, "ccprof") + " "))
config.substitutions.append(("%ccprof-include", os.path.join(config.ccprof_src_root, "include")))
config.substitutions.append(("%builddir", config.ccprof_obj_root))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
# The source tree (the docs whose commands test/lit/guide runs).
config.substitutions.append(("%srcroot", config.ccprof_src_root))
# The commands of a doc's code blocks marked "<!-- run by TEST -->"
# (test/lit/Inputs/doc_commands.py), as a script for bash.
config.substitutions.append(("%doc-commands", "%s %s" % (config.python,
    os.path.join(config.test_source_root, "Inputs", "doc_commands.py"))))

# FileCheck, not, count from this LLVM, ahead of anything on PATH.
config.environment["PATH"] = os.pathsep.join([tools, config.environment.get("PATH", os.environ["PATH"])])
# PATH with build/bin first: the guide's commands name ccprof-cc bare.
config.substitutions.append(("%path-with-ccprof", os.pathsep.join([bindir, config.environment["PATH"]])))
# Profiles go where the test says, never next to the test binary by accident;
# no exclusion from the environment reaches a compilation.
for var in ["CCPROF", "CCPROF_FILE", "CCPROF_FORMAT", "CCPROF_HZ", "CCPROF_EXCLUDE",
            "CCPROF_PERIOD"]:
    config.environment.pop(var, None)

# Optional reference profilers for the attribution tests.
import shutil
import subprocess
# pprof, built into the build tree by test/lit/CMakeLists.txt when go and
# Debian's pprof sources are there: `ccprof report --pprof` tests.
pprof = getattr(config, "ccprof_pprof", "")
if pprof and os.access(pprof, os.X_OK):
    config.available_features.add("pprof")
    config.substitutions.append(("%pprof", pprof))
if shutil.which("valgrind") and shutil.which("callgrind_annotate"):
    config.available_features.add("valgrind")
if shutil.which("ghc"):
    config.available_features.add("ghc")
    # ghc -prof needs the profiling libraries (Debian: ghc-prof)
    if subprocess.run(["dpkg-query", "-W", "-f=${Status}", "ghc-prof"], stdout=subprocess.PIPE,
                      stderr=subprocess.DEVNULL).stdout.decode().startswith("install ok"):
        config.available_features.add("ghc-prof")
# GHC's hp2ps: lazy-mini's .hp files must be ones it draws.
if shutil.which("hp2ps"):
    config.available_features.add("hp2ps")
# The sanitizer runtimes of this clang (Debian: libclang-rt-NN-dev).
import glob
if glob.glob(os.path.join(os.path.dirname(tools), "lib", "clang", "*", "lib", "linux",
                          "libclang_rt.tsan-x86_64.a")):
    config.available_features.add("sanitizers")
# gdb, able to run a program here (ptrace may be forbidden in a container):
# the debugger tests (test/lit/pass/debugger.c) need both.
if shutil.which("gdb"):
    try:
        ok = subprocess.run(["gdb", "-nx", "-batch", "-ex", "run", "--args", shutil.which("true") or "/bin/true"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            timeout=60).stdout.decode(errors="replace")
        if "exited normally" in ok:
            config.available_features.add("gdb")
    except Exception:
        pass
# OpenMP: this clang's -fopenmp links and runs a program (Debian:
# libomp-NN-dev, which setup.sh installs): test/lit/e2e/openmp.test.
try:
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        src, exe = os.path.join(d, "omp.c"), os.path.join(d, "omp")
        with open(src, "w") as f:
            f.write("#include <omp.h>\nint main(void) { return omp_get_max_threads() < 1; }\n")
        if subprocess.run([clang, "-fopenmp", src, "-o", exe], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL, timeout=120).returncode == 0 and \
           subprocess.run([exe], timeout=60).returncode == 0:
            config.available_features.add("openmp")
except Exception:
    pass
# Build tools of docs/user-guide.md's "Using CCProf with your tools"
# (test/lit/guide; setup.sh installs them).
if shutil.which("ninja"):
    config.available_features.add("ninja")
if shutil.which("clang-tidy-" + config.llvm_major):
    config.available_features.add("clang-tidy")
config.substitutions.append(("%tidy", "clang-tidy-" + config.llvm_major))
if shutil.which("poly"):
    config.available_features.add("polyml")
# SWI-Prolog 9, the reference of prolog-mini's golden files (test/lit/prolog;
# Debian 12: swi-prolog-nox, 9.0.4, which setup.sh installs). Another major
# version prints differently in places: the feature is for 9 only.
if shutil.which("swipl"):
    try:
        ver = subprocess.run(["swipl", "--version"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, timeout=60).stdout.decode()
        if ver.startswith("SWI-Prolog version 9."):
            config.available_features.add("swipl")
    except Exception:
        pass
if shutil.which("perf"):
    try:
        ok = subprocess.run(["perf", "record", "-q", "-e", "cpu-clock", "-o", "/dev/null", "true"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=30).returncode == 0
    except Exception:
        ok = False
    if ok:
        config.available_features.add("perf")
# The system Python and its headers (Debian: python3-dev): a C extension
# module built with ccprof cc (test/lit/runtime/python-extension.test).
syspython = "/usr/bin/python3"
if os.path.exists(syspython):
    inc = subprocess.run([syspython, "-c", "import sysconfig; print(sysconfig.get_paths()['include'])"],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout.decode().strip()
    if inc and os.path.exists(os.path.join(inc, "Python.h")):
        config.available_features.add("python3-dev")
        config.substitutions.append(("%syspython", syspython))
        config.substitutions.append(("%pyinclude", inc))
# JavaScript packages that setup.sh installs in build/npm (speedscope, ajv,
# jsdom), run by node: report --format speedscope against speedscope's own
# schema and opened by speedscope's own import code (in jsdom), the flame
# graph's script in a DOM. Without them those tests are UNSUPPORTED.
node_modules = os.path.join(config.ccprof_obj_root, "npm", "node_modules")
config.substitutions.append(("%node-modules", node_modules))
if shutil.which("node"):
    if all(os.path.isdir(os.path.join(node_modules, p)) for p in ["speedscope", "ajv"]):
        config.available_features.add("speedscope")
    if os.path.isdir(os.path.join(node_modules, "jsdom")):
        config.available_features.add("jsdom")
# A headless browser (Debian: chromium) for the flame graph's script.
for browser in ["chromium", "chromium-browser", "google-chrome"]:
    if shutil.which(browser):
        config.available_features.add("chromium")
        config.substitutions.append(("%chromium", shutil.which(browser) +
            " --headless --no-sandbox --disable-gpu --disable-quic --no-first-run"
            " --disable-background-networking --disable-component-update --disable-sync"))
        break
