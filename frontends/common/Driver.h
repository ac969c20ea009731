//===- Driver.h - front ends: the compiler driver every front end shares --===//
//
// A compiler (smlc, lazyc; prologc can be) is driverMain() with a Language:
// the same options, messages and exit codes. It builds an llvm::Module and
// then either writes it as text IR (-S -emit-llvm) or hands it to clang-22
// for LLVM's -O pipeline and linking with its runtime; with -p, clang also
// loads the ccprof pass plugin and links the profiling runtime, as
// `ccprof cc` does for C. See docs/frontends.md.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace fe {

struct BackendOptions {
  std::string Tool;          // "smlc", for messages
  std::string Output;        // executable or .ll
  std::string OptLevel = "-O2";
  bool Profile = false;      // -p
  bool EmitLLVM = false;     // -S -emit-llvm
  bool Debug = false;        // -g
  std::vector<std::string> PassOptions; // -ccprof-... (given with -mllvm)
  std::vector<std::string> Libraries;   // runtime libraries, e.g. "-lsml_rt"
};

/// Writes or compiles and links \p M. Returns the exit status for main();
/// errors are printed as "TOOL: message".
int emitOrLink(llvm::Module &M, const BackendOptions &O, const std::string &Clang);

/// A front end proper: parses its built-in library and then \p Src (the
/// file \p File in directory \p Dir), lowers and generates the module.
/// \p Phase names the file being compiled while it is not the input
/// ("basis.sml"), for the location of an error; nullptr for the input.
using BuildModule = std::function<std::unique_ptr<llvm::Module>(
    const std::string &Src, const std::string &Dir, const std::string &File,
    llvm::LLVMContext &Ctx, const char *&Phase)>;

/// The whole compile of \p Input: reads it (a directory or an unreadable
/// file: "TOOL: cannot read 'PATH': reason"), builds it with \p Build,
/// then writes or links it as emitOrLink does. A CompileError is printed as
/// `file:line:col: error: message`. Runs on a thread with a stack of
/// CompileStackBytes (common/Nesting.h). Returns the exit status.
int compileFile(const std::string &Input, const BackendOptions &O, const std::string &Clang,
                const BuildModule &Build);

/// A flag of one language's own: lazyc's -fprof-auto, prologc's
/// --clause-counts. The build callback sees the ones given by name.
struct LanguageFlag {
  std::string Name;          // as typed: "-fprof-auto"
  std::string Help;          // the usage line after the name's column
  bool NeedsProfile = false; // "NAME needs -p" without -p (unless -S -emit-llvm)
};

/// The language flags on the command line, by name.
using FlagSet = std::set<std::string>;

/// When `--ccprof-OPTION=VALUE` without -p is an error
/// ("--ccprof-* options need -p").
enum class PassOptionCheck {
  AtStart, // before the input is read, with -S -emit-llvm too (smlc)
  AtLink,  // only when linking, after the compile (lazyc)
};

/// What the build callback is told of the command line.
struct ProgramOptions {
  bool Profile = false;  // -p: a front end may emit more (prologc's ports)
  bool Debug = false;    // -g
  bool EmitLLVM = false; // -S -emit-llvm
  FlagSet Flags;         // the language flags given
  std::vector<std::string> PassOptions; // the user's, as the pass gets them:
                                        // "-ccprof-mode=stacks"
  bool has(const std::string &Flag) const { return Flags.count(Flag) != 0; }
  /// The value of the last "-NAME=VALUE" of PassOptions (the one the pass
  /// takes), or "".
  std::string passOption(const std::string &Name) const {
    for (auto It = PassOptions.rbegin(); It != PassOptions.rend(); ++It)
      if (It->size() > Name.size() && It->compare(0, Name.size(), Name) == 0 &&
          (*It)[Name.size()] == '=')
        return It->substr(Name.size() + 1);
    return "";
  }
};

/// The front end proper for driverMain: as BuildModule, and sees the
/// command line's options.
using BuildProgram = std::function<std::unique_ptr<llvm::Module>(
    const std::string &Src, const std::string &Dir, const std::string &File,
    const ProgramOptions &Opts, llvm::LLVMContext &Ctx, const char *&Phase)>;

/// What one compiler adds to the shared driver.
struct Language {
  std::string Tool;        // "smlc": messages and the usage text
  std::string Extension;   // ".sml": the default output is the input without it
  std::string ProfileHelp; // the usage text of -p, after its column; lines
                           // after the first are indented to that column
  std::vector<std::string> ProfileAliases;     // other spellings of -p: "-prof"
  std::vector<LanguageFlag> Flags;             // in the usage text's order
  std::vector<std::string> Libraries;          // the runtime: "-lsml_rt"
  std::vector<std::string> ProfilePassOptions; // with -p, before the user's:
                                               // "-ccprof-callee-restore=none"
  PassOptionCheck PassCheck = PassOptionCheck::AtStart;
  BuildProgram Build;
};

/// The whole compiler: parses the command line
///   TOOL [-p] [-O0|-O1|-O2|-O3] [-g] [FLAGS] [-o OUT] FILE.EXT
///   TOOL -S -emit-llvm [FLAGS] [-o OUT.ll] FILE.EXT
/// (-h, --help; --ccprof-OPTION=VALUE is -mllvm -ccprof-OPTION=VALUE for
/// the pass), then compiles as compileFile does with clang-22. Errors are
/// "TOOL: message" (an unknown option also prints the usage). Returns the
/// exit status: 0, 1 for a user error, 3 for invalid generated IR.
int driverMain(int argc, char **argv, const Language &L);

/// The usage text of \p L, as -h prints it.
std::string usageText(const Language &L);

/// The directory of the running executable (bin/ in the build or install
/// tree; the libraries are in ../lib).
std::string toolDir();

} // namespace fe
