// exceptions.cpp - C++ exceptions thrown through several profiled frames.
// The landing pads reset `current`, so the work the handler does after the
// catch is charged to the catcher, not to the function that threw.
// The work is SPIN_UNITS (units.h): per even round the thrower does 1 part
// and the handler 3, per odd round the thrower 1: catcher ~60%. But the
// throws and the unwinding (charged to the thrower, current until the
// landing pad) cost what they cost on this CPU at this -O level, so the
// program measures the expected shares in the same run: with argv[1] and
// argv[2] it writes there the percentage of its CPU time spent in the
// handler's work and the rest of catcher(), measured with
// CLOCK_THREAD_CPUTIME_ID around them.
#include <cstdio>
#include <ctime>
#include <stdexcept>

#include "units.h"

// Unprofiled: its time is charged to whoever calls it.
__attribute__((annotate("ccprof_noprofile"))) static double cpu_ns() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static double handler_ns;

__attribute__((noinline)) void thrower(int i) {
  SPIN_UNITS(50000); // 1 part
  if (i % 2 == 0)
    throw std::runtime_error("even");
}
__attribute__((noinline)) void middle(int i) { thrower(i); }
__attribute__((noinline)) void outer(int i) { middle(i); }

__attribute__((noinline)) int catcher(int rounds) {
  int caught = 0;
  for (int i = 0; i < rounds; ++i) {
    try {
      outer(i);
    } catch (const std::exception &) {
      ++caught;
      double t0 = cpu_ns();
      SPIN_UNITS(150000); // 3 parts, in catcher
      handler_ns += cpu_ns() - t0;
    }
  }
  return caught;
}

static void write_share(const char *path, double percent) {
  if (FILE *f = std::fopen(path, "w")) {
    std::fprintf(f, "%.2f\n", percent);
    std::fclose(f);
  }
}

int main(int argc, char **argv) {
  double t0 = cpu_ns();
  int caught = catcher(4000);
  double total_ns = cpu_ns() - t0;
  std::printf("%d\n", caught);
  if (argc > 2) {
    write_share(argv[1], 100.0 * handler_ns / total_ns);
    write_share(argv[2], 100.0 * (total_ns - handler_ns) / total_ns);
  }
  return 0;
}
