/* inlined.c - a function and two small helpers that -O2 inlines into it,
 * with calibrated busy work 50/30/20. Inlined code keeps its own cost
 * centre, so the split survives inlining. */
#include <stdio.h>

static volatile unsigned long sink;

static inline void helper_a(unsigned long n) {
  for (unsigned long i = 0; i < n; ++i)
    sink += i;
}
static inline void helper_b(unsigned long n) {
  for (unsigned long i = 0; i < n; ++i)
    sink += i;
}

void work(int rounds) {
  for (int r = 0; r < rounds; ++r) {
    for (unsigned long i = 0; i < 50000; ++i) /* 50 in work itself */
      sink += i;
    helper_a(30000);
    helper_b(20000);
  }
}

int main(void) {
  work(15000);
  puts("done");
  return 0;
}
