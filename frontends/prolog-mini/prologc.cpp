//===- prologc.cpp - prolog-mini: the compiler driver ---------------------===//
//
//   prologc [-p] [-O0|-O1|-O2|-O3] [-g] [-o OUT] FILE.pl     native executable
//   prologc -S -emit-llvm [-o OUT.ll] FILE.pl                plain IR
//
// Reads the library (prelude.pl) and the program, groups and normalises
// the clauses, generates IR and hands it to clang-22 for LLVM's -O pipeline
// and linking with libprolog_rt.a and the Boehm collector. With -p the same
// clang gets the ccprof pass plugin and the profiling runtime; the ports
// (Debray's call/exit/redo/fail and box time) are the code prologc adds.
//
//===----------------------------------------------------------------------===//
#include "Codegen.h"
#include "Program.h"
#include "Reader.h"
#include "../common/Driver.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <iostream>

#ifndef PROLOGC_CLANG
#error "PROLOGC_CLANG must name clang-22"
#endif

static const char Prelude[] =
#include "prelude.inc"
    ;

static const char Usage[] = R"(usage: prologc [options] FILE.pl

  -o FILE          output (default: FILE without .pl; FILE.ll with -S)
  -O0 -O1 -O2 -O3  optimisation level (default -O2)
  -p               profile: Byrd ports (calls, exits, redos, fails), the time
                   inside each predicate's box and the sampled self time;
                   the program writes <program>.prof when it exits
  -g               keep debug information in the executable
  -S -emit-llvm    write the plain (uninstrumented, unoptimised) IR
  --ccprof-OPTION=VALUE   passed to the pass with -p (see docs/pass.md)
)";

static int fail(const std::string &Msg) {
  std::cerr << "prologc: " << Msg << "\n";
  return 1;
}

static bool Profile = false;

static std::unique_ptr<llvm::Module> build(const std::string &Src, const std::string &Dir,
                                           const std::string &File, llvm::LLVMContext &Ctx,
                                           const char *&Phase) {
  Phase = "prelude.pl";
  std::vector<pl::ReadClause> Lib = pl::readAll(Prelude);
  Phase = nullptr;
  std::vector<pl::ReadClause> User = pl::readAll(Src);
  pl::Program P = pl::buildProgram(Lib, User);
  pl::CodegenOptions O;
  O.Profile = Profile;
  O.Dir = Dir;
  O.File = File;
  return pl::codegen(P, Ctx, O);
}

int main(int argc, char **argv) {
  std::string Input, Output, Opt = "-O2";
  bool EmitLLVM = false, AsmOut = false, Debug = false;
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
      if (A.rfind("--ccprof-mode=", 0) == 0 && A != "--ccprof-mode=flat")
        return fail("prologc has no stacks mode yet (only --ccprof-mode=flat)");
      PassOpts.push_back("-" + A.substr(1));
    } else if (!A.empty() && A[0] == '-') {
      std::cerr << "prologc: unknown option '" << A << "'\n" << Usage;
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
    return fail("-S and -emit-llvm go together (prologc writes IR or an executable)");
  std::string Stem = Input;
  if (Stem.size() > 3 && Stem.compare(Stem.size() - 3, 3, ".pl") == 0)
    Stem.resize(Stem.size() - 3);
  else if (Output.empty() && !EmitLLVM)
    Output = Stem + ".out";
  if (Output.empty())
    Output = EmitLLVM ? Stem + ".ll" : Stem;

  fe::BackendOptions BO;
  BO.Tool = "prologc";
  BO.Output = Output;
  BO.OptLevel = Opt;
  BO.Profile = Profile;
  BO.EmitLLVM = EmitLLVM;
  BO.Debug = Debug;
  if (Profile) {
    // Every transfer of control is a tail call that the continuation's
    // own entry follows with its store of `current`: nothing to restore.
    BO.PassOptions.push_back("-ccprof-callee-restore=none");
    // Predicates are small and many: all are profiled, as Debray's are.
    BO.PassOptions.push_back("-ccprof-min-instructions=0");
  } else if (!PassOpts.empty()) {
    return fail("--ccprof-* options need -p");
  }
  BO.PassOptions.insert(BO.PassOptions.end(), PassOpts.begin(), PassOpts.end());
  BO.Libraries.push_back("-lprolog_rt");
  BO.Libraries.push_back("-lm");
  return fe::compileFile(Input, BO, PROLOGC_CLANG, build);
}
