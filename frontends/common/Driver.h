//===- Driver.h - front ends: the back half of smlc and lazyc -------------===//
//
// Both compilers build an llvm::Module and then either write it as text IR
// (-S -emit-llvm) or hand it to clang-22 for LLVM's -O pipeline and linking
// with their runtime; with -p, clang also loads the ccprof pass plugin and
// links the profiling runtime, as `ccprof cc` does for C.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <string>
#include <vector>

namespace llvm {
class Module;
}

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

/// The directory of the running executable (bin/ in the build or install
/// tree; the libraries are in ../lib).
std::string toolDir();

} // namespace fe
