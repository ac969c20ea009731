//===- ccprof.cpp - the `ccprof` command: entry point and compiler driver --===//
//
//   ccprof cc|c++ ARGS...      clang-22 with the plugin, linking the runtime
//   ccprof report FILE ...     print a JSON profile (prof, gprof, csv, json)
//   ccprof merge A B ... -o F  sum profiles of several runs
//   ccprof diff BASE NEW       per-function change between two profiles
//   ccprof annotate FILE.c -- ARGS   source-to-source instrumentation
//   ccprof heap FILE.hp [-o OUT]     a GHC heap profile as an SVG/HTML chart
//   ccprof flame FILE.json [-o OUT]  a profile as an interactive flame graph
//
// Also callable as ccprof-cc / ccprof-c++ (argv[0]), for build systems that
// want a single-word compiler. Paths to the plugin, runtime and clang are
// found relative to this executable (bin/ -> ../lib), so the build tree and
// an installed tree both work.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <unistd.h>

#ifndef CCPROF_CLANG_DIR
#error "CCPROF_CLANG_DIR must name the directory of clang-22"
#endif

namespace ccprof {

int fail(const std::string &Message) {
  std::cerr << "ccprof: " << Message << "\n";
  return 2;
}

bool readFile(const std::string &Path, std::string &Text, uint64_t MaxBytes) {
  namespace fs = llvm::sys::fs;
  auto Fail = [&](const std::string &Why) {
    fail("cannot read '" + Path + "': " + Why);
    return false;
  };
  auto TooLarge = [&] {
    return Fail("larger than " + std::to_string(MaxBytes >> 20) +
                " MiB, the most ccprof reads from such a file");
  };
  llvm::Expected<fs::file_t> F = fs::openNativeFileForRead(Path);
  if (!F)
    return Fail(llvm::toString(F.takeError()));
  struct Closer {
    fs::file_t FD;
    ~Closer() { fs::closeFile(FD); }
  } Close{*F};
  fs::file_status St;
  if (std::error_code EC = fs::status(*F, St))
    return Fail(EC.message());
  if (St.type() == fs::file_type::directory_file)
    return Fail(std::make_error_code(std::errc::is_a_directory).message());
  // A regular file is refused by its size before it is read; a pipe or a
  // device (/dev/zero) when it has given more than MaxBytes.
  if (St.type() == fs::file_type::regular_file && St.getSize() > MaxBytes)
    return TooLarge();
  Text.clear();
  char Buf[1 << 16];
  for (;;) {
    llvm::Expected<size_t> N =
        fs::readNativeFile(*F, llvm::MutableArrayRef<char>(Buf, sizeof Buf));
    if (!N)
      return Fail(llvm::toString(N.takeError()));
    if (*N == 0)
      return true;
    if (Text.size() + *N > MaxBytes)
      return TooLarge();
    Text.append(Buf, *N);
  }
}

namespace cl = llvm::cl;

// -h, the short spelling of --help that every reader subcommand has taken.
static cl::opt<bool> ShortHelp("h", cl::desc("Alias for --help"), cl::Hidden,
                               cl::sub(cl::SubCommand::getAll()));

// LLVM 22 put a vfs::FileSystem * before ParseCommandLineOptions' EnvVar;
// the first overload is chosen where it is there, the second before (19;
// its call depends on Null, so LLVM 22 never compiles it).
template <typename Null>
static auto parseArgv(int Argc, const char *const *Argv, llvm::raw_ostream *Errs,
                      Null VFS, int)
    -> decltype(cl::ParseCommandLineOptions(Argc, Argv, "", Errs, VFS, nullptr,
                                            true)) {
  return cl::ParseCommandLineOptions(Argc, Argv, "", Errs, VFS,
                                     /*EnvVar=*/nullptr,
                                     /*LongOptionsUseDoubleDash=*/true);
}
template <typename Null>
static bool parseArgv(int Argc, const char *const *Argv,
                      llvm::raw_ostream *Errs, Null NoEnvVar, long) {
  return cl::ParseCommandLineOptions(Argc, Argv, "", Errs, NoEnvVar,
                                     /*LongOptionsUseDoubleDash=*/true);
}

bool parseOptions(cl::SubCommand &Sub, cl::OptionCategory &Cat, const Args &A,
                  int &Exit) {
  cl::HideUnrelatedOptions(Cat, Sub);
  // --version would print LLVM's version, not ccprof's.
  auto &Opts = cl::getRegisteredOptions(Sub);
  if (auto It = Opts.find("version"); It != Opts.end())
    It->second->setHiddenFlag(cl::ReallyHidden);
  std::string Name = Sub.getName().str();
  std::vector<const char *> Argv = {"ccprof", Name.c_str()};
  for (const std::string &S : A)
    Argv.push_back(S.c_str());
  std::string Errors;
  llvm::raw_string_ostream ErrStream(Errors);
  if (!parseArgv((int)Argv.size(), Argv.data(), &ErrStream, nullptr, 0)) {
    ErrStream.flush();
    // llvm::cl points at the top-level help; this command's is the one.
    std::string Top = "Try: 'ccprof --help'";
    if (size_t At = Errors.find(Top); At != std::string::npos)
      Errors.replace(At, Top.size(), "Try: 'ccprof " + Name + " --help'");
    std::cerr << Errors;
    Exit = 2;
    return false;
  }
  if (ShortHelp) {
    cl::PrintHelpMessage();
    Exit = 0;
    return false;
  }
  return true;
}

std::string toolDir() {
  char Buf[PATH_MAX];
  ssize_t N = readlink("/proc/self/exe", Buf, sizeof Buf - 1);
  if (N <= 0)
    return ".";
  std::string Path(Buf, N);
  return Path.substr(0, Path.rfind('/'));
}

/// Replaces this process with Argv[0]; returns only on failure.
static int execTool(std::vector<std::string> Argv) {
  std::vector<char *> P;
  for (std::string &S : Argv)
    P.push_back(S.data());
  P.push_back(nullptr);
  execv(P[0], P.data());
  return fail("cannot run " + Argv[0] + ": " + strerror(errno));
}

static const char *const CompileHelp = R"(usage: ccprof cc|c++ [--ccprof-OPTION=VALUE...] CLANG-ARGS...

Runs clang-22 (or clang++-22) with the CCProf pass plugin and, when the
command links, the CCProf runtime. Every clang argument is passed through,
so `CC="ccprof cc" make` or `CC="ccprof cc" cmake ...` profile a whole build;
-c compiles only, object files link, or do both in one command. With
-fopenmp the link adds an OMPT tool that charges the time libomp's threads
spend waiting (between parallel regions, at barriers) to the row
(openmp wait), not to (unprofiled) or the function that started the region.

CCProf options (passed to the pass with -mllvm):
  --ccprof-exclude=REGEX          do not profile functions whose name matches
  --ccprof-exclude-file=FILE      ... any regex in FILE (one a line, # comments)
  --ccprof-only=REGEX             profile only functions whose name matches
  --ccprof-mode=flat|stacks       stacks: also entries and time per calling
                                  context (GHC's cost-centre stacks), shown
                                  as a tree after the flat table
  --ccprof-counters=plain|atomic|thread
                                  call counters for multithreaded programs
  --ccprof-callee-restore=none|escaping|external
                                  which functions restore `current` on return
  --ccprof-names=demangled|linkage
                                  names shown in the report
  --ccprof-recursion-clone=true|false
                                  self-calls skip the store to `current`
  --ccprof-local-exec=true|false  an executable defines `current` and reaches
                                  it in one instruction (false: through the
                                  GOT, as a shared library does)
  --ccprof-cleanup=true|false     drop shadowed `current` stores and fences
                                  after optimization
  --ccprof-min-instructions=N     do not profile functions under N IR
                                  instructions (no loop, no call out of the
                                  module): their time is their caller's
                                  (default 20; 0 profiles all)
  --ccprof-min-instructions-linkage=inline|all
                                  ... only C++ inline/template functions
                                  (default), or all

Environment: CCPROF_EXCLUDE, regular expressions (one a line) excluded as by
--ccprof-exclude, without the quoting a make variable would need;
CCPROF_CLANG overrides the compiler, CCPROF_PLUGIN the plugin.
The profiled program writes <program>.prof when it exits (see `ccprof report`).
)";

// Not llvm::cl: every clang argument must pass through untouched.
int cmdCompile(const Args &A, bool CXX) {
  static const char *const PassOptions[] = {
      "exclude", "exclude-file", "only", "mode", "counters", "callee-restore", "names",
      "recursion-clone", "local-exec", "cleanup", "min-instructions", "min-instructions-linkage"};
  std::string Dir = toolDir();
  std::string Lib = Dir + "/../lib";
  std::string Clang = std::string(CCPROF_CLANG_DIR) + (CXX ? "/clang++" : "/clang");
  if (const char *E = getenv("CCPROF_CLANG"))
    Clang = E;
  std::string Plugin = Lib + "/libCCProf.so";
  if (const char *E = getenv("CCPROF_PLUGIN"))
    Plugin = E;
  if (access(Plugin.c_str(), R_OK) != 0)
    return fail("cannot find the pass plugin at " + Plugin +
                " (set CCPROF_PLUGIN)");

  std::vector<std::string> Out = {Clang, "-fpass-plugin=" + Plugin};
  bool Links = true, HasInput = false, OpenMP = false;
  for (size_t I = 0; I < A.size(); ++I) {
    const std::string &S = A[I];
    if (S == "--help" && A.size() == 1) {
      std::cout << CompileHelp;
      return 0;
    }
    if (S.rfind("--ccprof-", 0) == 0) {
      std::string Body = S.substr(9);
      size_t Eq = Body.find('=');
      std::string Name = Body.substr(0, Eq);
      bool Known = false;
      for (const char *P : PassOptions)
        Known |= Name == P;
      if (!Known || Eq == std::string::npos)
        return fail("unknown option '" + S + "' (see ccprof cc --help)");
      Out.push_back("-mllvm");
      Out.push_back("-ccprof-" + Body);
      continue;
    }
    // Only these stop clang before linking; -v or --version alone have no
    // input, so HasInput already keeps the runtime off their command line.
    if (S == "-c" || S == "-S" || S == "-E" || S == "-M" || S == "-MM" ||
        S == "-fsyntax-only" || S == "-###")
      Links = false;
    if (S == "-o" || S == "-MF" || S == "-MT" || S == "-MQ" || S == "-x" ||
        S == "-I" || S == "-L" || S == "-D" || S == "-U" || S == "-include" ||
        S == "-isystem" || S == "-Xlinker" || S == "-mllvm") {
      Out.push_back(S);
      if (I + 1 < A.size())
        Out.push_back(A[++I]);
      continue;
    }
    if (S.empty() || S[0] != '-' || S == "-")
      HasInput = true;
    if (S == "-fopenmp" || S.rfind("-fopenmp=", 0) == 0)
      OpenMP = true;
    Out.push_back(S);
  }
  if (Links && HasInput) {
    // libccprof_rt.so (one runtime for the executable and every shared
    // object of the process; libccprof_rt.a with -static), found at run
    // time through the rpath.
    Out.push_back("-L" + Lib);
    Out.push_back("-Wl,-rpath," + Lib);
    if (OpenMP) {
      // The OMPT tool that names libomp's waiting threads (omp/ccprof_omp.c):
      // nothing refers to ompt_start_tool, so ask the linker for it.
      Out.push_back("-Wl,-u,ompt_start_tool");
      Out.push_back("-lccprof_omp");
    }
    Out.push_back("-lccprof_rt");
  }
  return execTool(Out);
}

int cmdAnnotate(const Args &A) {
  std::vector<std::string> Out = {toolDir() + "/ccprof-annotate"};
  Out.insert(Out.end(), A.begin(), A.end());
  return execTool(Out);
}

} // namespace ccprof

using namespace ccprof;

static const char *const MainHelp = R"(usage: ccprof COMMAND [ARGS...]

Commands:
  cc, c++      compile and link C/C++ with the profiler (clang-22 + plugin + runtime)
  report       print a JSON profile: prof, gprof, csv, json, speedscope..., sorted and filtered
  merge        sum the profiles of several runs or processes of one program
  diff         compare two profiles function by function
  annotate     write C source instrumented like the pass does (for gcc users)
  heap         draw a GHC .hp heap profile as a stacked-area chart (SVG or HTML)
  flame        draw a profile's calling contexts as an interactive flame graph (SVG)

`ccprof COMMAND --help` describes each command's options.
Profile a program in two commands:
  ccprof cc -O2 prog.c -o prog && CCPROF_FORMAT=prof,json ./prog
  ccprof report prog.prof.json
)";

int main(int argc, char **argv) {
  Args A(argv + 1, argv + argc);
  std::string Self = argv[0];
  Self = Self.substr(Self.rfind('/') + 1);
  if (Self == "ccprof-cc")
    return cmdCompile(A, false);
  if (Self == "ccprof-c++")
    return cmdCompile(A, true);
  if (A.empty()) {
    std::cerr << MainHelp;
    return 2;
  }
  std::string Cmd = A.front();
  A.erase(A.begin());
  if (Cmd == "--help" || Cmd == "-h" || Cmd == "help") {
    std::cout << MainHelp;
    return 0;
  }
  if (Cmd == "cc")
    return cmdCompile(A, false);
  if (Cmd == "c++")
    return cmdCompile(A, true);
  if (Cmd == "report")
    return cmdReport(A);
  if (Cmd == "merge")
    return cmdMerge(A);
  if (Cmd == "diff")
    return cmdDiff(A);
  if (Cmd == "annotate")
    return cmdAnnotate(A);
  if (Cmd == "heap")
    return cmdHeap(A);
  if (Cmd == "flame")
    return cmdFlame(A);
  return fail("unknown command '" + Cmd + "' (see ccprof --help)");
}
