/* setjmp.c - longjmp out of a deep profiled call chain. The second return of
 * setjmp is a call return, so main resets `current` and its own work after
 * the longjmp is charged to main, not to the function that jumped.
 * The work is SPIN_UNITS (units.h): 1 part in deep, 3 in main, 25/75 of
 * the time at any -O level, with clang or gcc, on any CPU. */
#include <setjmp.h>
#include <stdio.h>

#include "units.h"

static jmp_buf env;

__attribute__((noinline)) void deep(int depth) {
  if (depth == 0) {
    SPIN_UNITS(50000); /* 1 part */
    longjmp(env, 1);
  }
  deep(depth - 1);
}

int main(void) {
  int jumps = 0;
  for (int round = 0; round < 2000; ++round) {
    if (setjmp(env) == 0) {
      deep(10);
    } else {
      ++jumps;
      SPIN_UNITS(150000); /* 3 parts, in main */
    }
  }
  printf("%d\n", jumps);
  return 0;
}
