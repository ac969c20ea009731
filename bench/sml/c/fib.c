/* fib.c - the C twin of ../fib.sml: naive doubly recursive Fibonacci,
 * fib 30 .. fib 37, same output. */
#include <stdio.h>

static long fib(long n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static void loop(long n) {
  if (n > 37)
    return;
  printf("fib %ld = %ld\n", n, fib(n));
  loop(n + 1);
}

int main(void) {
  loop(30);
  return 0;
}
