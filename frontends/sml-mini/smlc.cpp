//===- smlc.cpp - sml-mini: the compiler driver ---------------------------===//
//
//   smlc [-p] [-O0|-O1|-O2|-O3] [-g] [-o OUT] FILE.sml     native executable
//   smlc -S -emit-llvm [-o OUT.ll] FILE.sml                 plain IR
//
// Parses the basis and the program, lowers and generates IR in memory, then
// hands the module to clang-22 for LLVM's standard -O pipeline and linking
// with the runtime (libsml_rt.a, Boehm GC). With -p the same clang gets the
// ccprof pass plugin and the profiling runtime, exactly as `ccprof cc`
// does for C: the front end itself knows nothing about profiling. The
// command line is the shared driver's (common/Driver.h).
//
//===----------------------------------------------------------------------===//
#include "Codegen.h"
#include "Lower.h"
#include "Parser.h"
#include "Typecheck.h"
#include "../common/Driver.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

static const char Basis[] =
#include "basis.inc"
    ;

/// The basis, then the program: parsed, lowered, generated.
static std::unique_ptr<llvm::Module> build(const std::string &Src, const std::string &Dir,
                                           const std::string &File, const fe::ProgramOptions &,
                                           llvm::LLVMContext &Ctx, const char *&Phase) {
  sml::LoweredProgram LP;
  Phase = "basis.sml";
  LP.Basis = sml::parseProgram(sml::lex(Basis));
  Phase = nullptr;
  LP.User = sml::parseProgram(sml::lex(Src));
  sml::lower(LP);
  sml::typecheck(LP);
  return sml::codegen(LP, Ctx, Dir, File);
}

int main(int argc, char **argv) {
  fe::Language L;
  L.Tool = "smlc";
  L.Extension = ".sml";
  L.ProfileHelp = "profile: compile with the ccprof pass, link its runtime;\n"
                  "the program writes <program>.prof when it exits";
  L.Libraries = {"-lsml_rt", "-lm"};
  // Every SML function returns to a profiled SML caller (which resets
  // `current`) or to main: callee restores would only cost time.
  L.ProfilePassOptions = {"-ccprof-callee-restore=none"};
  L.PassCheck = fe::PassOptionCheck::AtStart;
  L.Build = build;
  return fe::driverMain(argc, argv, L);
}
