//===- FrontEndFuzz.h - the harness of the front-end parser fuzz targets --===//
//
// fuzz_sml_parser and fuzz_lazy_parser run a front end (its built-in
// library, then the fuzzer's input: lexer, parser, lowering; not LLVM
// code generation) as the driver does, on a thread with a stack of
// CompileStackBytes, so that input nested 10,000 deep reaches the
// "nesting too deep" error (Nesting.h) instead of overflowing the stack.
// One such thread serves every input: with a new 512 MB-stack thread per
// input, the targets ran 2.5 times fewer inputs a second.
// A CompileError is a valid outcome, but it must have a location and a
// message and must not be an "internal error"; the built-in library must
// compile without one.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "BigStack.h"
#include "Nesting.h"
#include "SourceDiag.h"

#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <mutex>
#include <sanitizer/asan_interface.h>
#include <sys/mman.h>
#include <unistd.h>

namespace fuzz {

/// AddressSanitizer clears the poison of the frames an exception unwinds,
/// but not when the throw is more than 64 MB deep in the stack ("ASan is
/// ignoring requested __asan_handle_no_return"), as in input nested some
/// 6,000 levels deep: the stale poison would fail a later input with a
/// false stack-use-after-scope. So after an input whose stack reached 60 MB
/// below \p Top (the page there is resident), unpoison the stack from its
/// lowest address \p Lo up to \p Top and give those pages back, so that the
/// next check starts clean. (2 ms; a check that finds nothing, a syscall.)
inline void cleanDeepStack(char *Lo, char *Top) {
  uintptr_t Page = sysconf(_SC_PAGESIZE);
  char *Mark = (char *)(((uintptr_t)Top - (uintptr_t(60) << 20)) & ~(Page - 1));
  unsigned char Resident = 0;
  if (Mark <= Lo || mincore(Mark, Page, &Resident) != 0 || !(Resident & 1))
    return;
  __asan_unpoison_memory_region(Lo, Top - Lo);
  madvise(Lo, Mark + Page - Lo, MADV_DONTNEED);
}

/// Runs \p F on the one thread with the compile stack (started on first
/// use; never stopped) and waits for it.
inline void onCompileStack(const std::function<void()> &F) {
  // Never destroyed: at exit, destroying a condition variable the thread
  // still waits on would block forever.
  struct Worker {
    std::mutex M;
    std::condition_variable CV;
    const std::function<void()> *Job = nullptr;
  };
  static Worker *W = nullptr;
  std::unique_lock<std::mutex> L;
  if (!W) {
    W = new Worker;
    pthread_t T;
    if (!fe::startWithStack(fe::CompileStackBytes, [](void *) -> void * {
          pthread_attr_t A;
          void *Lo = nullptr;
          size_t Size = 0;
          if (pthread_getattr_np(pthread_self(), &A) == 0) {
            pthread_attr_getstack(&A, &Lo, &Size);
            pthread_attr_destroy(&A);
          }
          char *Top = (char *)__builtin_frame_address(0) - 4096; // below this frame
          std::unique_lock<std::mutex> L(W->M);
          for (;;) {
            W->CV.wait(L, [] { return W->Job != nullptr; });
            (*W->Job)();
            if (Lo)
              cleanDeepStack((char *)Lo, Top);
            W->Job = nullptr;
            W->CV.notify_all();
          }
        }, nullptr, T)) {
      std::fprintf(stderr, "cannot start the compile thread\n");
      std::abort();
    }
  }
  L = std::unique_lock<std::mutex>(W->M);
  W->Job = &F;
  W->CV.notify_all();
  W->CV.wait(L, [] { return W->Job == nullptr; });
}

/// Runs \p Compile on a thread with the compile stack. \p Compile sets its
/// argument to true when it has compiled the built-in library and moves on
/// to the input.
inline void runFrontEnd(const char *Target, const std::function<void(bool &InInput)> &Compile) {
  onCompileStack([&] {
    bool InInput = false;
    try {
      Compile(InInput);
    } catch (const fe::CompileError &E) {
      const char *Bad = !InInput                           ? "in the built-in library"
                        : E.At.Line < 1 || E.At.Col < 1    ? "without a location"
                        : E.Msg.empty()                    ? "without a message"
                        : E.Msg.rfind("internal error", 0) == 0 ? "that is an internal error"
                                                                : nullptr;
      if (Bad) {
        std::fprintf(stderr, "%s: an error %s: %d:%d: %s\n", Target, Bad, E.At.Line, E.At.Col,
                     E.Msg.c_str());
        std::abort();
      }
    }
  });
}

} // namespace fuzz
