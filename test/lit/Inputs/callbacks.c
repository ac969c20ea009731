/* callbacks.c - a profiled callback (V units of work) called by unprofiled
 * code that does W = 2V units between the calls. Faithful attribution:
 * callback V/(V+W) = 33%, and the unprofiled work to driver, the profiled
 * function that called the unprofiled one: 67%.
 * With -DLOCAL the unprofiled function is in this file, excluded from
 * profiling with -ccprof-exclude. */
#include <stdio.h>

enum { V = 40000, W = 80000, N = 12000 };
static volatile unsigned long sink;

#ifdef LOCAL
void run_callbacks(void (*cb)(void), int n, unsigned long w) {
  for (int i = 0; i < n; ++i) {
    for (unsigned long k = 0; k < w; ++k)
      sink += k;
    cb();
  }
}
#else
void run_callbacks(void (*cb)(void), int n, unsigned long w);
#endif

void callback(void) {
  for (unsigned long k = 0; k < V; ++k)
    sink += k;
}

void driver(void) { run_callbacks(callback, N, W); }

int main(void) {
  driver();
  puts("done");
  return 0;
}
