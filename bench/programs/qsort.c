/* qsort.c - libc qsort of a large int array; the comparator (profiled, in
 * this file) is called ~n log n times through a function pointer from
 * uninstrumented libc code.
 * Usage: qsort [n] [rounds]   (default 1000000 1) */
#include <stdio.h>
#include <stdlib.h>

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static void fill(int *v, long n, unsigned seed) {
  unsigned s = seed;
  for (long i = 0; i < n; ++i) {
    s = s * 1103515245u + 12345u; /* LCG: deterministic input */
    v[i] = (int)(s >> 1);
  }
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000000;
  int rounds = argc > 2 ? atoi(argv[2]) : 1;
  int *v = malloc(n * sizeof *v);
  if (!v)
    return 1;
  long check = 0;
  for (int r = 0; r < rounds; ++r) {
    fill(v, n, 42u + r);
    qsort(v, n, sizeof *v, cmp_int);
    for (long i = 1; i < n; ++i)
      if (v[i - 1] > v[i])
        return 2;
    check += v[n / 2];
  }
  printf("%ld\n", check);
  free(v);
  return 0;
}
