/* recursion.c - self-recursive functions in the shapes the recursion clone
 * and its carried count (passes/CarryCount.cpp) meet. Each function also
 * counts its own calls in a plain global; main writes those numbers to
 * DIR/<name> so that the test can compare the profile's counts with them.
 * Usage: recursion DIR */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned long n_fib, n_walk, n_leaf, n_even, n_odd, n_viaptr, n_deep,
    n_tailother, n_spin;
static jmp_buf back;

/* Two calls, one of which tail-recursion elimination turns into a loop. */
long fib(int n) {
  n_fib++;
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

__attribute__((noinline)) long leaf(long x) {
  n_leaf++;
  return x * 3 + 1;
}

/* void, and a call of another function (a flush) between its self-calls. */
void walk(int depth, long *sum) {
  n_walk++;
  if (depth == 0)
    return;
  walk(depth - 1, sum);
  *sum += leaf(depth);
  walk(depth - 1, sum);
}

/* Mutual recursion: no self-calls, no clone. */
int odd(int n);
int even(int n) {
  n_even++;
  return n == 0 ? 1 : odd(n - 1);
}
int odd(int n) {
  n_odd++;
  return n == 0 ? 0 : even(n - 1);
}

/* Recursion through a pointer: not a direct self-call. */
long viaptr(int n);
static long (*volatile viaptr_ptr)(int) = viaptr;
long viaptr(int n) {
  n_viaptr++;
  return n == 0 ? 0 : 1 + viaptr_ptr(n - 1);
}

/* longjmp out of a deep recursion, after some subtrees have returned: the
 * calls they made must be in the record when control lands in main. */
void deep(int n, int stop) {
  n_deep++;
  if (n == stop)
    longjmp(back, 1);
  if (n == 0)
    return;
  deep(n - 1, stop);
  deep(n - 1, stop);
}

/* Ends in a tail call of another function: its clone keeps counting in
 * memory. */
long tailother(int n) {
  n_tailother++;
  if (n == 0)
    return leaf(n);
  return tailother(n - 1) + tailother(n / 2);
}

/* A loop with calls inside, and a recursion on the way out. */
long spin(int n, int k) {
  n_spin++;
  long s = 0;
  for (int i = 0; i < k; i++)
    s += leaf(i);
  return n == 0 ? s : s + spin(n - 1, k) + spin(n / 3, k);
}

static void put(const char *dir, const char *name, unsigned long n) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  if (!f || fprintf(f, "%lu\n", n) < 0 || fclose(f) != 0) {
    perror(path);
    exit(2);
  }
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: recursion DIR\n");
    return 2;
  }
  long sum = 0;
  sum += fib(24);
  walk(12, &sum);
  sum += even(1001) + odd(500);
  sum += viaptr(300);
  for (volatile int stop = 0; stop < 9; stop++)
    if (!setjmp(back))
      deep(12, stop);
  sum += tailother(18);
  sum += spin(9, 5);
  printf("sum %ld\n", sum);
  put(argv[1], "fib", n_fib);
  put(argv[1], "walk", n_walk);
  put(argv[1], "leaf", n_leaf);
  put(argv[1], "even", n_even);
  put(argv[1], "odd", n_odd);
  put(argv[1], "viaptr", n_viaptr);
  put(argv[1], "deep", n_deep);
  put(argv[1], "tailother", n_tailother);
  put(argv[1], "spin", n_spin);
  return 0;
}
