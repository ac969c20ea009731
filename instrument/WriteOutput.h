//===- WriteOutput.h - the tools' one way of writing an output file --------===//
//
// `ccprof merge`, `ccprof heap` and ccprof-annotate write their outputs
// completely or not at all (as llvm::writeToOutput does, but keeping a write
// error instead of crashing on it): a temporary file beside the target,
// renamed over it, so a reader never sees half a file and a failure leaves
// none. Header-only: ccprof links LLVM's
// Support component statically and ccprof-annotate the shared libLLVM, and
// a library of LLVM code shared by both would hold a second copy of LLVM.
//
//===----------------------------------------------------------------------===//
#ifndef CCPROF_WRITEOUTPUT_H
#define CCPROF_WRITEOUTPUT_H

#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace ccprof {

/// Writes Text to OS and takes its error (a full disk) while it is ours:
/// left in the stream, it would surface when the stream is destroyed, as a
/// crash.
inline std::error_code writeAll(llvm::raw_fd_ostream &OS, llvm::StringRef Text) {
  OS << Text;
  OS.flush();
  std::error_code EC = OS.error();
  OS.clear_error();
  return EC;
}

/// Writes Text to Path ("-" is stdout) completely or not at all: into a
/// temporary file beside Path (removed on failure, and on a fatal signal)
/// renamed over Path. A path that exists and is not a regular file
/// (/dev/null, a pipe) is written directly: it cannot be renamed over.
/// Returns "" or why the file could not be written (the reason alone: the
/// caller names the file).
inline std::string writeOutputFile(llvm::StringRef Path, llvm::StringRef Text) {
  namespace fs = llvm::sys::fs;
  fs::file_status St;
  if (Path == "-" || (!fs::status(Path, St) && fs::exists(St) && !fs::is_regular_file(St))) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    if (!EC)
      EC = writeAll(OS, Text);
    return EC ? EC.message() : "";
  }
  llvm::Expected<fs::TempFile> Tmp =
      fs::TempFile::create(Path + ".tmp-%%%%%%", fs::all_read | fs::all_write);
  if (!Tmp)
    return llvm::errorToErrorCode(Tmp.takeError()).message();
  std::error_code EC;
  {
    llvm::raw_fd_ostream OS(Tmp->FD, /*shouldClose=*/false);
    EC = writeAll(OS, Text);
  }
  llvm::Error Done = EC ? Tmp->discard() : Tmp->keep(Path);
  if (!EC)
    EC = llvm::errorToErrorCode(std::move(Done));
  else
    llvm::consumeError(std::move(Done));
  return EC ? EC.message() : "";
}

} // namespace ccprof

#endif // CCPROF_WRITEOUTPUT_H
