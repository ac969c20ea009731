/* fib.c - naive doubly recursive Fibonacci: almost nothing but calls.
 * Usage: fib [n]   (default 35) */
#include <stdio.h>
#include <stdlib.h>

long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 35;
  printf("fib(%d) = %ld\n", n, fib(n));
  return 0;
}
