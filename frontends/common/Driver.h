//===- Driver.h - front ends: the back half of smlc and lazyc -------------===//
//
// Both compilers build an llvm::Module and then either write it as text IR
// (-S -emit-llvm) or hand it to clang-22 for LLVM's -O pipeline and linking
// with their runtime; with -p, clang also loads the ccprof pass plugin and
// links the profiling runtime, as `ccprof cc` does for C.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <functional>
#include <memory>
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

/// The directory of the running executable (bin/ in the build or install
/// tree; the libraries are in ../lib).
std::string toolDir();

} // namespace fe
