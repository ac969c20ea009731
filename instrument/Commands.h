//===- Commands.h - the subcommands of the `ccprof` tool --------------------===//
//
// Each subcommand takes its own arguments (argv after the subcommand name)
// and returns the process exit status: 0 success, 1 the wrapped compiler
// failed, 2 bad usage or unreadable input (one message on stderr naming the
// file or option).
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_COMMANDS_H
#define CCPROF_COMMANDS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/CommandLine.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ccprof {

using Args = std::vector<std::string>;

/// Directory holding the running ccprof executable (bin/ of the build or
/// install tree); lib/ is its sibling.
std::string toolDir();

int cmdCompile(const Args &A, bool CXX); // ccprof cc / c++
int cmdReport(const Args &A);            // ccprof report
int cmdMerge(const Args &A);             // ccprof merge
int cmdDiff(const Args &A);              // ccprof diff
int cmdAnnotate(const Args &A);          // ccprof annotate
int cmdHeap(const Args &A);              // ccprof heap
int cmdFlame(const Args &A);             // ccprof flame

/// Parses the arguments of a reader subcommand (report, merge, diff, heap)
/// with llvm::cl: Sub holds its cl::opt/cl::list/cl::Positional options, all
/// in Cat; every other option (LLVM's own included) is hidden from --help.
/// Returns true to go on; false with Exit set when the command is done:
/// 0 after -h (--help prints and exits inside llvm::cl), 2 after llvm::cl's
/// message for an unknown option or a missing value.
bool parseOptions(llvm::cl::SubCommand &Sub, llvm::cl::OptionCategory &Cat,
                  const Args &A, int &Exit);

/// One line on stderr, prefixed "ccprof: "; returns 2, for `return fail(...)`.
int fail(const std::string &Message);

/// The most `ccprof` reads of a JSON profile and of a .hp heap profile:
/// far above any real one, and a stray /dev/zero or a runaway pipe stops
/// there instead of filling memory.
constexpr uint64_t MaxProfileBytes = 256u << 20;
constexpr uint64_t MaxHeapProfileBytes = 1024u << 20;

/// Reads the whole file into Text; on failure says so with fail() (naming
/// the file and the reason) and returns false. A file (or pipe, or device)
/// of more than MaxBytes is refused, with the cap in the message.
bool readFile(const std::string &Path, std::string &Text, uint64_t MaxBytes);

/// Runs Body, which prints to standard output (and returns an exit
/// status). With an Out other than "" and "-", what it prints goes to the
/// file Out instead, whole or not at all (writeOutputFile), and only if
/// Body returns 0. Returns Body's status, or 2 after one message if Out
/// cannot be written.
int writeStdoutTo(const std::string &Out, llvm::function_ref<int()> Body);

} // namespace ccprof

#endif // CCPROF_COMMANDS_H
