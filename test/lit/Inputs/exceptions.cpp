// exceptions.cpp - C++ exceptions thrown through several profiled frames.
// The landing pads reset `current`, so the work the handler does after the
// catch is charged to the catcher, not to the function that threw.
// The work is SPIN_UNITS (units.h): per even round the thrower does 1 part
// and the handler 3, per odd round the thrower 1: catcher ~60%. But the
// throws and the unwinding (charged to the thrower, current until the
// landing pad) cost what they cost on this CPU at this -O level, so the
// test also runs the program with CCPROF=0 and two file names: it then
// measures (CLOCK_THREAD_CPUTIME_ID) the share of its CPU time spent from
// each landing in catcher() to the next round, and the rest's, and writes
// them there. Not in the profiled run: the clock's system calls are where
// a late sampler gets the CPU, which put catcher 1.3 points above the
// measured share on a loaded 2-vCPU VM.
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

static bool calibrating;
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
  double landed = -1;
  for (int i = 0; i < rounds; ++i) {
    if (landed >= 0) {
      handler_ns += cpu_ns() - landed;
      landed = -1;
    }
    try {
      outer(i);
    } catch (const std::exception &) {
      if (calibrating)
        landed = cpu_ns();
      ++caught;
      SPIN_UNITS(150000); // 3 parts, in catcher
    }
  }
  if (landed >= 0)
    handler_ns += cpu_ns() - landed;
  return caught;
}

static void write_share(const char *path, double percent) {
  if (FILE *f = std::fopen(path, "w")) {
    std::fprintf(f, "%.2f\n", percent);
    std::fclose(f);
  }
}

int main(int argc, char **argv) {
  calibrating = argc > 2;
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
