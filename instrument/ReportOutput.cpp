//===- ReportOutput.cpp - a report printed to stdout, written to a file ----===//
//
// The report writers print to standard output (the runtime's writers to
// file descriptor 1, the others with printf); `ccprof report -o FILE`
// points descriptor 1 at an in-memory file while they run and writes what
// they printed to FILE at once, so a failed report leaves no half a file.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "WriteOutput.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>

namespace ccprof {

int writeStdoutTo(const std::string &Out, llvm::function_ref<int()> Body) {
  if (Out.empty() || Out == "-")
    return Body();
  auto Cannot = [&](int Err) {
    return fail("cannot write '" + Out + "': " + strerror(Err));
  };
  std::fflush(stdout);
  int Fd = memfd_create("ccprof-report", MFD_CLOEXEC);
  if (Fd < 0)
    return Cannot(errno);
  int Saved = dup(1);
  if (Saved < 0 || dup2(Fd, 1) < 0) {
    int Err = errno;
    close(Fd);
    if (Saved >= 0)
      close(Saved);
    return Cannot(Err);
  }
  int Exit = Body();
  std::fflush(stdout);
  dup2(Saved, 1);
  close(Saved);
  std::string Text;
  off_t Size = lseek(Fd, 0, SEEK_END);
  int Err = Size < 0 ? errno : 0;
  if (!Exit && !Err) {
    Text.resize((size_t)Size);
    ssize_t N = pread(Fd, Text.data(), Text.size(), 0);
    Err = N == Size ? 0 : N < 0 ? errno : EIO;
  }
  close(Fd);
  if (Exit)
    return Exit;
  if (Err)
    return Cannot(Err);
  if (std::string Why = writeOutputFile(Out, Text); !Why.empty())
    return fail("cannot write '" + Out + "': " + Why);
  return 0;
}

} // namespace ccprof
