//===- smlc.cpp - sml-mini: the compiler driver ---------------------------===//
//
//   smlc [-p] [-O0|-O1|-O2|-O3] [-g] [-o OUT] FILE.sml     native executable
//   smlc -S -emit-llvm [-o OUT.ll] FILE.sml                 plain IR
//
// Parses the basis and the program, lowers and generates IR in memory, then
// hands the module to clang-22 for LLVM's standard -O pipeline and linking
// with the runtime (libsml_rt.a, Boehm GC). With -p the same clang gets the
// ccprof pass plugin and the profiling runtime, exactly as `ccprof cc`
// does for C: the front end itself knows nothing about profiling.
//
//===----------------------------------------------------------------------===//
#include "Codegen.h"
#include "Lower.h"
#include "Parser.h"
#include "../common/Driver.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <cstring>
#include <iostream>
#include <unistd.h>

#ifndef SMLC_CLANG
#error "SMLC_CLANG must name clang-22"
#endif

static const char Basis[] =
#include "basis.inc"
    ;

static const char Usage[] = R"(usage: smlc [options] FILE.sml

  -o FILE          output (default: FILE without .sml; FILE.ll with -S)
  -O0 -O1 -O2 -O3  optimisation level (default -O2)
  -p               profile: compile with the ccprof pass, link its runtime;
                   the program writes <program>.prof when it exits
  -g               keep debug information in the executable
  -S -emit-llvm    write the plain (uninstrumented, unoptimised) IR
  --ccprof-OPTION=VALUE   passed to the pass with -p (see docs/pass.md)
)";

static int fail(const std::string &Msg) {
  std::cerr << "smlc: " << Msg << "\n";
  return 1;
}

/// The basis, then the program: parsed, lowered, generated.
static std::unique_ptr<llvm::Module> build(const std::string &Src, const std::string &Dir,
                                           const std::string &File, llvm::LLVMContext &Ctx,
                                           const char *&Phase) {
  sml::LoweredProgram LP;
  Phase = "basis.sml";
  LP.Basis = sml::parseProgram(sml::lex(Basis));
  Phase = nullptr;
  LP.User = sml::parseProgram(sml::lex(Src));
  sml::lower(LP);
  return sml::codegen(LP, Ctx, Dir, File);
}

int main(int argc, char **argv) {
  std::string Input, Output, Opt = "-O2";
  bool Profile = false, EmitLLVM = false, AsmOut = false, Debug = false;
  std::vector<std::string> PassOpts;
  for (int I = 1; I < argc; ++I) {
    std::string A = argv[I];
    if (A == "-h" || A == "--help") {
      std::cout << Usage;
      return 0;
    }
    if (A == "-o") {
      if (++I >= argc)
        return fail("-o needs a file name");
      Output = argv[I];
    } else if (A == "-O0" || A == "-O1" || A == "-O2" || A == "-O3") {
      Opt = A;
    } else if (A == "-p") {
      Profile = true;
    } else if (A == "-g") {
      Debug = true;
    } else if (A == "-S") {
      AsmOut = true;
    } else if (A == "-emit-llvm") {
      EmitLLVM = true;
    } else if (A.rfind("--ccprof-", 0) == 0 && A.find('=') != std::string::npos) {
      PassOpts.push_back("-" + A.substr(1));
    } else if (!A.empty() && A[0] == '-') {
      std::cerr << "smlc: unknown option '" << A << "'\n" << Usage;
      return 1;
    } else if (Input.empty()) {
      Input = A;
    } else {
      return fail("more than one input file ('" + Input + "' and '" + A + "')");
    }
  }
  if (Input.empty()) {
    std::cerr << Usage;
    return 1;
  }
  if (AsmOut != EmitLLVM)
    return fail("-S and -emit-llvm go together (smlc writes IR or an executable)");

  std::string Stem = Input;
  if (Stem.size() > 4 && Stem.compare(Stem.size() - 4, 4, ".sml") == 0)
    Stem.resize(Stem.size() - 4);
  else if (Output.empty() && !EmitLLVM)
    Output = Stem + ".out";
  if (Output.empty())
    Output = EmitLLVM ? Stem + ".ll" : Stem;

  fe::BackendOptions BO;
  BO.Tool = "smlc";
  BO.Output = Output;
  BO.OptLevel = Opt;
  BO.Profile = Profile;
  BO.EmitLLVM = EmitLLVM;
  BO.Debug = Debug;
  if (Profile)
    // Every SML function returns to a profiled SML caller (which resets
    // `current`) or to main: callee restores would only cost time.
    BO.PassOptions.push_back("-ccprof-callee-restore=none");
  else if (!PassOpts.empty())
    return fail("--ccprof-* options need -p");
  BO.PassOptions.insert(BO.PassOptions.end(), PassOpts.begin(), PassOpts.end());
  BO.Libraries.push_back("-lsml_rt");
  return fe::compileFile(Input, BO, SMLC_CLANG, build);
}
