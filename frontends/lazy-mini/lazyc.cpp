//===- lazyc.cpp - lazy-mini: the compiler driver -------------------------===//
//
//   lazyc [-p [-fprof-auto]] [-O0|-O1|-O2|-O3] [-g] [-o OUT] FILE.hs
//   lazyc -S -emit-llvm [-fprof-auto] [-o OUT.ll] FILE.hs
//
// Parses the Prelude and the program, lowers and generates IR, then hands
// it to clang-22 and links the runtime (liblazy_rt.a, Boehm GC). With -p,
// clang runs the ccprof pass, which sees the module's "ccprof.mode"="lazy"
// flag and profiles it the Sansom & Peyton Jones way: cost centres are the
// SCC expressions (and with -fprof-auto every top-level function and CAF).
//
//===----------------------------------------------------------------------===//
#include "../common/Driver.h"
#include "Codegen.h"
#include "Lower.h"
#include "Parser.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <cstring>
#include <iostream>

#ifndef LAZYC_CLANG
#error "LAZYC_CLANG must name clang-22"
#endif

static const char PreludeSrc[] =
#include "prelude.inc"
    ;

static const char Usage[] = R"(usage: lazyc [options] FILE.hs

  -o FILE          output (default: FILE without .hs; FILE.ll with -S)
  -O0 -O1 -O2 -O3  optimisation level (default -O2)
  -p               profile: cost centres from {-# SCC "label" #-} (and
                   -fprof-auto); the program writes <program>.prof
  -fprof-auto      every top-level function and CAF is a cost centre
  -g               keep debug information in the executable
  -S -emit-llvm    write the plain (uninstrumented, unoptimised) IR
  --ccprof-OPTION=VALUE   passed to the pass with -p (see docs/pass.md)
)";

static int fail(const std::string &Msg) {
  std::cerr << "lazyc: " << Msg << "\n";
  return 1;
}

/// The Prelude, then the program: parsed, lowered, generated.
static std::unique_ptr<llvm::Module> build(const std::string &Src, const std::string &Dir,
                                           const std::string &File, llvm::LLVMContext &Ctx,
                                           const char *&Phase, bool ProfAuto) {
  lazy::LoweredProgram LP;
  LP.ProfAuto = ProfAuto;
  Phase = "Prelude.hs";
  LP.Prelude = lazy::parseModule(PreludeSrc);
  Phase = nullptr;
  LP.User = lazy::parseModule(Src);
  lazy::lower(LP);
  return lazy::codegen(LP, Ctx, Dir, File);
}

int main(int argc, char **argv) {
  std::string Input, Output, Opt = "-O2";
  bool Profile = false, EmitLLVM = false, AsmOut = false, Debug = false, ProfAuto = false;
  std::vector<std::string> PassOpts;
  for (int I = 1; I < argc; ++I) {
    std::string A = argv[I];
    if (A == "-h" || A == "--help") {
      std::cout << Usage;
      return 0;
    }
    if (A == "-o") {
      if (++I >= argc) return fail("-o needs a file name");
      Output = argv[I];
    } else if (A == "-O0" || A == "-O1" || A == "-O2" || A == "-O3") {
      Opt = A;
    } else if (A == "-p" || A == "-prof") {
      Profile = true;
    } else if (A == "-fprof-auto") {
      ProfAuto = true;
    } else if (A == "-g") {
      Debug = true;
    } else if (A == "-S") {
      AsmOut = true;
    } else if (A == "-emit-llvm") {
      EmitLLVM = true;
    } else if (A.rfind("--ccprof-", 0) == 0 && A.find('=') != std::string::npos) {
      PassOpts.push_back("-" + A.substr(1));
    } else if (!A.empty() && A[0] == '-') {
      std::cerr << "lazyc: unknown option '" << A << "'\n" << Usage;
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
    return fail("-S and -emit-llvm go together (lazyc writes IR or an executable)");
  if (ProfAuto && !Profile && !EmitLLVM)
    return fail("-fprof-auto needs -p");

  std::string Stem = Input;
  if (Stem.size() > 3 && Stem.compare(Stem.size() - 3, 3, ".hs") == 0)
    Stem.resize(Stem.size() - 3);
  else if (Output.empty() && !EmitLLVM)
    Output = Stem + ".out";
  if (Output.empty()) Output = EmitLLVM ? Stem + ".ll" : Stem;

  fe::BackendOptions BO;
  BO.Tool = "lazyc";
  BO.Output = Output;
  BO.OptLevel = Opt;
  BO.Profile = Profile;
  BO.EmitLLVM = EmitLLVM;
  BO.Debug = Debug;
  BO.PassOptions = PassOpts;
  BO.Libraries.push_back("-llazy_rt");
  return fe::compileFile(Input, BO, LAZYC_CLANG,
                         [&](const std::string &Src, const std::string &Dir,
                             const std::string &File, llvm::LLVMContext &Ctx, const char *&Phase) {
                           return build(Src, Dir, File, Ctx, Phase, ProfAuto);
                         });
}
