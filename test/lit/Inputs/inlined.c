/* inlined.c - a function and two small helpers that -O2 inlines into it,
 * doing 50/30/20 units of work (SPIN_UNITS, units.h: the same cost per
 * unit wherever it is inlined, on any CPU). Inlined code keeps its own
 * cost centre, so the split survives inlining. */
#include <stdio.h>

#include "units.h"

static inline void helper_a(unsigned long n) { SPIN_UNITS(n); }
static inline void helper_b(unsigned long n) { SPIN_UNITS(n); }

void work(int rounds) {
  for (int r = 0; r < rounds; ++r) {
    SPIN_UNITS(30000); /* 50 in work itself */
    helper_a(18000);
    helper_b(12000);
  }
}

int main(void) {
  work(15000);
  puts("done");
  return 0;
}
