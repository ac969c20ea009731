/* exit_unload.c - exit-unload.test's program: three profiled functions
 * with a marker in their names (a loop keeps them profiled whatever their
 * size) and three small ones that -ccprof-min-instructions leaves out,
 * whose records carry no strings. */
#include <stdio.h>

__attribute__((noinline)) long tiny_a(long x) { return x + 1; }
__attribute__((noinline)) long tiny_b(long x) { return x + 2; }
__attribute__((noinline)) long tiny_c(long x) { return x + 3; }

#define MARKER(name)                                                           \
  __attribute__((noinline)) long name(long n) {                                \
    long s = 0;                                                                \
    for (long i = 0; i < n; ++i)                                               \
      s += tiny_a(i) + tiny_b(i) + tiny_c(i);                                  \
    return s;                                                                  \
  }
MARKER(exit_unload_marker_a)
MARKER(exit_unload_marker_b)
MARKER(exit_unload_marker_c)

int main(void) {
  long s = 0;
  for (long i = 0; i < 1000; ++i)
    s += exit_unload_marker_a(3) + exit_unload_marker_b(2) + exit_unload_marker_c(1);
  printf("sum %ld\n", s);
  return 0;
}
