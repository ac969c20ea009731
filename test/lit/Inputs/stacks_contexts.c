/* stacks_contexts.c - one function entered from many contexts in turn
 * (e2e/stacks-contexts.test), as C++ inline code is: leaf is called by 12
 * callers, which main calls round after round. In stacks mode each
 * caller's node is a context of leaf; the function's cache must hold all
 * 12 for the entries to stay inline. Usage: stacks_contexts rounds */
#include <stdio.h>
#include <stdlib.h>

static volatile int sink;

__attribute__((noinline)) int leaf(int x) {
  sink = x;
  return x + 1;
}

#define CALLER(i)                                                                          \
  __attribute__((noinline)) int c##i(int x) { return leaf(x + i) * 2; }
CALLER(0) CALLER(1) CALLER(2) CALLER(3) CALLER(4) CALLER(5)
CALLER(6) CALLER(7) CALLER(8) CALLER(9) CALLER(10) CALLER(11)

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  long s = 0;
  for (int r = 0; r < n; ++r)
    s += c0(r) + c1(r) + c2(r) + c3(r) + c4(r) + c5(r) + c6(r) + c7(r) + c8(r) + c9(r) +
         c10(r) + c11(r);
  printf("%ld\n", s);
  return 0;
}
