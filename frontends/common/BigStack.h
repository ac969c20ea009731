//===- BigStack.h - front ends: run a compile on a thread with a big stack -===//
//
// The parsers and the phases after them recurse once per level of nesting
// (Nesting.h bounds it at MaxNesting); the main thread's usual 8 MB would
// overflow before that bound trips, more so under AddressSanitizer. The
// drivers (Driver.cpp, compileFile) run the front end through runWithStack
// instead; the parser fuzz targets (test/fuzz/FrontEndFuzz.h) keep one
// thread made by startWithStack for all their inputs.
//
//===----------------------------------------------------------------------===//
#pragma once
#include <cstddef>
#include <functional>
#include <pthread.h>

namespace fe {

/// Starts \p Fn(\p Arg) on a new thread \p T with a stack of \p StackBytes;
/// false if the thread cannot be made.
inline bool startWithStack(size_t StackBytes, void *(*Fn)(void *), void *Arg, pthread_t &T) {
  pthread_attr_t A;
  if (pthread_attr_init(&A) != 0)
    return false;
  bool Made = pthread_attr_setstacksize(&A, StackBytes) == 0 &&
              pthread_create(&T, &A, Fn, Arg) == 0;
  pthread_attr_destroy(&A);
  return Made;
}

/// Runs \p F on a new thread with a stack of \p StackBytes and waits for
/// it; returns what \p F returns. If the thread cannot be made, runs \p F
/// on the calling thread. \p F must not let an exception escape.
inline int runWithStack(size_t StackBytes, const std::function<int()> &F) {
  struct Job {
    const std::function<int()> *F;
    int Result;
  } J{&F, 1};
  pthread_t T;
  if (!startWithStack(StackBytes, [](void *P) -> void * {
        Job *J = static_cast<Job *>(P);
        J->Result = (*J->F)();
        return nullptr;
      }, &J, T))
    return F();
  pthread_join(T, nullptr);
  return J.Result;
}

} // namespace fe
