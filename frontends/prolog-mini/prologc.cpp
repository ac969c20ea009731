//===- prologc.cpp - prolog-mini: the compiler driver ---------------------===//
//
//   prologc [-p [--clause-counts]] [-O0|-O1|-O2|-O3] [-g] [-o OUT] FILE.pl
//   prologc -S -emit-llvm [-o OUT.ll] FILE.pl
//
// Reads the library (prelude.pl) and the program, groups and normalises
// the clauses, generates IR and hands it to clang-22 for LLVM's -O pipeline
// and linking with libprolog_rt.a and the Boehm collector. With -p the same
// clang gets the ccprof pass plugin and the profiling runtime; the ports
// (Debray's call/exit/redo/fail and box time) are the code prologc adds.
// The command line is the shared driver's (common/Driver.h).
//
//===----------------------------------------------------------------------===//
#include "Codegen.h"
#include "Program.h"
#include "Reader.h"
#include "../common/Driver.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

static const char Prelude[] =
#include "prelude.inc"
    ;

/// The library, then the program: read, grouped, generated.
static std::unique_ptr<llvm::Module> build(const std::string &Src, const std::string &Dir,
                                           const std::string &File,
                                           const fe::ProgramOptions &Opts,
                                           llvm::LLVMContext &Ctx, const char *&Phase) {
  Phase = "prelude.pl";
  std::vector<pl::ReadClause> Lib = pl::readAll(Prelude);
  Phase = nullptr;
  std::vector<pl::ReadClause> User = pl::readAll(Src);
  pl::Program P = pl::buildProgram(Lib, User, File);
  pl::CodegenOptions O;
  O.Profile = Opts.Profile;
  O.ClauseCounts = Opts.has("--clause-counts");
  O.Stacks = Opts.passOption("-ccprof-mode") == "stacks";
  O.Dir = Dir;
  O.File = File;
  return pl::codegen(P, Ctx, O);
}

int main(int argc, char **argv) {
  fe::Language L;
  L.Tool = "prologc";
  L.Extension = ".pl";
  L.ProfileHelp = "profile: Byrd ports (calls, exits, redos, fails), the time\n"
                  "inside each predicate's box and the sampled self time;\n"
                  "the program writes <program>.prof when it exits";
  L.Flags = {{"--clause-counts", "with -p: how often each clause was tried and unified", true}};
  L.Libraries = {"-lprolog_rt", "-lm"};
  // Every transfer of control is a tail call that the continuation's own
  // entry follows with its store of `current`: nothing to restore.
  // Predicates are small and many: all are profiled, as Debray's are.
  L.ProfilePassOptions = {"-ccprof-callee-restore=none", "-ccprof-min-instructions=0"};
  L.Build = build;
  return fe::driverMain(argc, argv, L);
}
