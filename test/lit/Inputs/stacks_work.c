/* stacks_work.c PREFIX [CALLS] - gprof's counter-example: f and g call
 * work() the same number of times, f with 9 times g's units of work. A
 * call graph that splits work's time by call counts (gprof) gives each
 * half; the true split is about 9:1. The program measures it: each block of
 * calls is timed on the thread's CPU clock, and PREFIX.f / PREFIX.g get
 * the share of the thread's CPU time (the program's only thread: the
 * sampler's own time is in no profile) spent under f and under g, in
 * percent. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "share_file.h"
#include "units.h"

static double thread_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

__attribute__((noinline)) void work(unsigned long units) { SPIN_UNITS(units); }

static int calls;
static double f_ms, g_ms;

__attribute__((noinline)) void f(void) {
  double t0 = thread_ms();
  for (int i = 0; i < calls; ++i)
    work(900);
  f_ms += thread_ms() - t0;
}

__attribute__((noinline)) void g(void) {
  double t0 = thread_ms();
  for (int i = 0; i < calls; ++i)
    work(100);
  g_ms += thread_ms() - t0;
}

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  calls = argc > 2 ? atoi(argv[2]) : 200000;
  for (int round = 0; round < 4; ++round) { /* interleaved: drift cancels */
    f();
    g();
  }
  double all = thread_ms();
  return write_share(argv[1], ".f", 100 * f_ms / all) ||
         write_share(argv[1], ".g", 100 * g_ms / all);
}
