//===- lazyc.cpp - lazy-mini: the compiler driver -------------------------===//
//
//   lazyc [-p [-fprof-auto]] [-O0|-O1|-O2|-O3] [-g] [-o OUT] FILE.hs
//   lazyc -S -emit-llvm [-fprof-auto] [-o OUT.ll] FILE.hs
//
// Parses the Prelude and the program, lowers, checks types and generates IR, then hands
// it to clang-22 and links the runtime (liblazy_rt.a, Boehm GC). With -p,
// clang runs the ccprof pass, which sees the module's "ccprof.mode"="lazy"
// flag and profiles it the Sansom & Peyton Jones way: cost centres are the
// SCC expressions (and with -fprof-auto every top-level function and CAF).
// The command line is the shared driver's (common/Driver.h).
//
//===----------------------------------------------------------------------===//
#include "../common/Driver.h"
#include "Codegen.h"
#include "Lower.h"
#include "Parser.h"
#include "Strictness.h"
#include "Typecheck.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

static const char PreludeSrc[] =
#include "prelude.inc"
    ;
static const char DataMapSrc[] =
#include "data_map.inc"
    ;
static const char DataSetSrc[] =
#include "data_set.inc"
    ;

/// The source of a library module (Modules.h, libraryModule), and its file
/// for messages.
static const char *librarySource(const std::string &Name, const char *&File) {
  File = Name == "Data.Map" ? "lib/Data/Map.hs" : "lib/Data/Set.hs";
  return Name == "Data.Map" ? DataMapSrc : Name == "Data.Set" ? DataSetSrc : nullptr;
}

/// A library module the program imports, after the ones it imports itself
/// (LP.Libraries is in the order they are lowered).
static void loadLibrary(lazy::LoweredProgram &LP, const std::string &Module, const char *&Phase) {
  std::string Lib = lazy::libraryModule(Module);
  for (auto &L : LP.Libraries)
    if (L.first == Lib) return;
  if (Lib.empty()) return;
  const char *File = nullptr;
  const char *Source = librarySource(Lib, File);
  Phase = File;
  lazy::SourceModule M = lazy::parseModule(Source);
  Phase = nullptr;
  for (const lazy::ImportDecl &I : M.Imports) loadLibrary(LP, I.Module, Phase);
  LP.Libraries.emplace_back(Lib, std::move(M));
}

/// The Prelude, then the program: parsed, lowered, generated.
static std::unique_ptr<llvm::Module> build(const std::string &Src, const std::string &Dir,
                                           const std::string &File, const fe::ProgramOptions &Opts,
                                           llvm::LLVMContext &Ctx, const char *&Phase) {
  lazy::LoweredProgram LP;
  LP.ProfAuto = Opts.has("-fprof-auto");
  Phase = "Prelude.hs";
  LP.Prelude = lazy::parseModule(PreludeSrc);
  Phase = nullptr;
  LP.User = lazy::parseModule(Src);
  for (const lazy::ImportDecl &I : LP.User.Imports) loadLibrary(LP, I.Module, Phase);
  lazy::lower(LP);
  lazy::typecheck(LP);
  lazy::analyseStrictness(LP);
  return lazy::codegen(LP, Ctx, Dir, File);
}

int main(int argc, char **argv) {
  fe::Language L;
  L.Tool = "lazyc";
  L.Extension = ".hs";
  L.ProfileHelp = "profile: cost centres from {-# SCC \"label\" #-} (and\n"
                  "-fprof-auto); the program writes <program>.prof";
  L.ProfileAliases = {"-prof"};
  L.Flags = {{"-fprof-auto", "every top-level function and CAF is a cost centre", true}};
  // libgc first among the shared libraries: loaded after libm and libgmp,
  // the collector marked 29% more instructions' worth on bench/lazy/exp3_8
  // (same heap, same collections; callgrind, 2026-11-27).
  L.Libraries = {"-llazy_rt", "-lgc", "-lgmp", "-lm"};
  L.PassCheck = fe::PassOptionCheck::AtLink;
  L.Build = build;
  return fe::driverMain(argc, argv, L);
}
