/* setjmp.c - longjmp out of a deep profiled call chain. The second return of
 * setjmp is a call return, so main resets `current` and its own work after
 * the longjmp is charged to main, not to the function that jumped. */
#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;
static volatile unsigned long sink;

__attribute__((noinline)) void deep(int depth) {
  if (depth == 0) {
    for (unsigned long i = 0; i < 100000; ++i) /* 1 part */
      sink += i;
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
      for (unsigned long i = 0; i < 300000; ++i) /* 3 parts, in main */
        sink += i;
    }
  }
  printf("%d\n", jumps);
  return 0;
}
