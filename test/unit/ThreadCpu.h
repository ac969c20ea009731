// ThreadCpu.h - the calling thread's CPU time, and work that uses it, for
// the unit tests of the sampling source (test_sampler.cpp, test_ports.cpp).
#ifndef CCPROF_TEST_THREADCPU_H
#define CCPROF_TEST_THREADCPU_H
#include <time.h>

inline double threadCpuSeconds() {
  timespec T;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &T);
  return T.tv_sec + T.tv_nsec / 1e9;
}

/// Spins until the thread has used \p Seconds more CPU time.
inline void burnCpu(double Seconds) {
  double End = threadCpuSeconds() + Seconds;
  while (threadCpuSeconds() < End) {
  }
}
#endif
