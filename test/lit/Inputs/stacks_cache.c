/* stacks_cache.c - recursion that the stacks mode's inline lookup must
 * find in a function's cache (e2e/stacks-cache.test): indirect recursion
 * (a -> b -> a: the inner a is an alias of the outer one, GHC's rule) and
 * self-recursion through a pointer (not the recursion clone), each entered
 * n times in a loop. Usage: stacks_cache n */
#include <stdio.h>
#include <stdlib.h>

static volatile int sink;
int a(int d);

__attribute__((noinline)) int b(int d) { return a(d - 1) + 1; }

__attribute__((noinline)) int a(int d) {
  sink = d;
  return d > 0 ? b(d) : 0;
}

int self(int d);
int (*volatile self_ptr)(int) = self;

__attribute__((noinline)) int self(int d) { return d > 0 ? self_ptr(d - 1) + 1 : 0; }

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  long s = 0;
  for (int i = 0; i < n; ++i)
    s += a(3) + self(3);
  printf("%ld\n", s);
  return 0;
}
