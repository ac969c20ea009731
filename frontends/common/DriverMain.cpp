//===- DriverMain.cpp - front ends: the one main() of every compiler ------===//
//
// The command line every front end accepts, its messages and exit codes;
// the language adds its name, extension, flags, runtime and build callback
// (Driver.h, Language).
//
//===----------------------------------------------------------------------===//
#include "Driver.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <algorithm>
#include <iostream>

#ifndef FE_CLANG
#error "FE_CLANG must name clang-22"
#endif

namespace fe {

namespace {

/// The command line, parsed.
struct CommandLine {
  std::string Input, Output, Opt = "-O2";
  bool AsmOut = false;
  ProgramOptions Prog;               // -p, -g, -emit-llvm, the language's flags
};

/// A usage line: the option in a 17-column field, then its help.
std::string usageLine(const std::string &Option, const std::string &Help) {
  std::string Line = "  " + Option;
  Line.append(Option.size() < 17 ? 17 - Option.size() : 1, ' ');
  return Line + Help + "\n";
}

int fail(const Language &L, const std::string &Msg) {
  std::cerr << L.Tool << ": " << Msg << "\n";
  return 1;
}

bool isProfile(const Language &L, const std::string &A) {
  return A == "-p" ||
         std::find(L.ProfileAliases.begin(), L.ProfileAliases.end(), A) != L.ProfileAliases.end();
}

const LanguageFlag *findFlag(const Language &L, const std::string &A) {
  for (const LanguageFlag &F : L.Flags)
    if (F.Name == A)
      return &F;
  return nullptr;
}

/// Handles the option \p A (argv[I]; -o takes the next). Returns -1 to go
/// on, else main's exit status.
int parseOption(const Language &L, int argc, char **argv, int &I, CommandLine &C) {
  std::string A = argv[I];
  if (A == "-h" || A == "--help") {
    std::cout << usageText(L);
    return 0;
  }
  if (A == "-o") {
    if (++I >= argc)
      return fail(L, "-o needs a file name");
    C.Output = argv[I];
  } else if (A == "-O0" || A == "-O1" || A == "-O2" || A == "-O3") {
    C.Opt = A;
  } else if (isProfile(L, A)) {
    C.Prog.Profile = true;
  } else if (findFlag(L, A)) {
    C.Prog.Flags.insert(A);
  } else if (A == "-g") {
    C.Prog.Debug = true;
  } else if (A == "-S") {
    C.AsmOut = true;
  } else if (A == "-emit-llvm") {
    C.Prog.EmitLLVM = true;
  } else if (A.rfind("--ccprof-", 0) == 0 && A.find('=') != std::string::npos) {
    C.Prog.PassOptions.push_back(A.substr(1)); // -ccprof-OPTION=VALUE
  } else if (!A.empty() && A[0] == '-') {
    std::cerr << L.Tool << ": unknown option '" << A << "'\n" << usageText(L);
    return 1;
  } else if (C.Input.empty()) {
    C.Input = A;
  } else {
    return fail(L, "more than one input file ('" + C.Input + "' and '" + A + "')");
  }
  return -1;
}

/// The checks after parsing; -1 if the command line is good.
int checkCommandLine(const Language &L, const CommandLine &C) {
  if (C.Input.empty()) {
    std::cerr << usageText(L);
    return 1;
  }
  const ProgramOptions &P = C.Prog;
  if (C.AsmOut != P.EmitLLVM)
    return fail(L, "-S and -emit-llvm go together (" + L.Tool +
                       " writes IR or an executable)");
  for (const LanguageFlag &F : L.Flags)
    if (F.NeedsProfile && P.has(F.Name) && !P.Profile && !P.EmitLLVM)
      return fail(L, F.Name + " needs -p");
  return -1;
}

/// -o's default: the input without the extension (FILE.out if it has
/// none), or that with .ll for -S -emit-llvm.
std::string outputName(const Language &L, const CommandLine &C) {
  if (!C.Output.empty())
    return C.Output;
  const std::string &Ext = L.Extension;
  std::string Stem = C.Input;
  if (Stem.size() > Ext.size() && Stem.compare(Stem.size() - Ext.size(), Ext.size(), Ext) == 0)
    Stem.resize(Stem.size() - Ext.size());
  else if (!C.Prog.EmitLLVM)
    return Stem + ".out";
  return C.Prog.EmitLLVM ? Stem + ".ll" : Stem;
}

} // namespace

std::string usageText(const Language &L) {
  std::string ProfileHelp;
  size_t Start = 0;
  while (Start < L.ProfileHelp.size()) {
    size_t End = L.ProfileHelp.find('\n', Start);
    if (End == std::string::npos)
      End = L.ProfileHelp.size();
    ProfileHelp += usageLine(Start == 0 ? "-p" : "", L.ProfileHelp.substr(Start, End - Start));
    Start = End + 1;
  }
  std::string U = "usage: " + L.Tool + " [options] FILE" + L.Extension + "\n\n";
  U += usageLine("-o FILE", "output (default: FILE without " + L.Extension + "; FILE.ll with -S)");
  U += usageLine("-O0 -O1 -O2 -O3", "optimisation level (default -O2)");
  U += ProfileHelp;
  for (const LanguageFlag &F : L.Flags)
    U += usageLine(F.Name, F.Help);
  U += usageLine("-g", "keep debug information in the executable");
  U += usageLine("-S -emit-llvm", "write the plain (uninstrumented, unoptimised) IR");
  U += "  --ccprof-OPTION=VALUE   passed to the pass with -p (see docs/pass.md)\n";
  return U;
}

int driverMain(int argc, char **argv, const Language &L) {
  CommandLine C;
  for (int I = 1; I < argc; ++I)
    if (int RC = parseOption(L, argc, argv, I, C); RC >= 0)
      return RC;
  if (int RC = checkCommandLine(L, C); RC >= 0)
    return RC;

  BackendOptions BO;
  BO.Tool = L.Tool;
  BO.Output = outputName(L, C);
  BO.OptLevel = C.Opt;
  BO.Profile = C.Prog.Profile;
  BO.EmitLLVM = C.Prog.EmitLLVM;
  BO.Debug = C.Prog.Debug;
  if (C.Prog.Profile)
    BO.PassOptions = L.ProfilePassOptions;
  else if (!C.Prog.PassOptions.empty() && L.PassCheck == PassOptionCheck::AtStart)
    return fail(L, "--ccprof-* options need -p");
  BO.PassOptions.insert(BO.PassOptions.end(), C.Prog.PassOptions.begin(),
                        C.Prog.PassOptions.end());
  BO.Libraries = L.Libraries;
  return compileFile(C.Input, BO, FE_CLANG,
                     [&](const std::string &Src, const std::string &Dir, const std::string &File,
                         llvm::LLVMContext &Ctx, const char *&Phase) {
                       return L.Build(Src, Dir, File, C.Prog, Ctx, Phase);
                     });
}

} // namespace fe
