/* callbacks.c - a profiled callback (V units of work) called by unprofiled
 * code that does W = 2V units between the calls. Faithful attribution:
 * callback V/(V+W) = 33%, and the unprofiled work to driver, the profiled
 * function that called the unprofiled one: 67%. The units are SPIN_UNITS
 * (units.h), which cost the same in this file at -O0 as in the driver
 * compiled at -O2, so those shares hold at every -O level.
 * With -DLOCAL the unprofiled function is in this file, excluded from
 * profiling with -ccprof-exclude. */
#include <stdio.h>

#include "units.h"

enum { V = 10000, W = 20000, N = 12000 };

#ifdef LOCAL
#include "unprof_driver.c"
#else
void run_callbacks(void (*cb)(void), int n, unsigned long w);
#endif

void callback(void) { SPIN_UNITS(V); }

void driver(void) { run_callbacks(callback, N, W); }

int main(void) {
  driver();
  puts("done");
  return 0;
}
