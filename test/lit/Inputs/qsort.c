/* qsort.c - a profiled comparator called back through unprofiled libc.
 * The program counts its own comparator calls and writes the number to the
 * file named by argv[1], so the test can compare it with the profile. */
#include <stdio.h>
#include <stdlib.h>

static unsigned long compares;

static int cmp(const void *a, const void *b) {
  ++compares;
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  enum { N = 200000 };
  int *v = malloc(N * sizeof *v);
  unsigned s = 12345;
  for (int i = 0; i < N; ++i)
    v[i] = (int)((s = s * 1103515245u + 12345u) >> 8);
  qsort(v, N, sizeof *v, cmp);
  for (int i = 1; i < N; ++i)
    if (v[i - 1] > v[i])
      return 1;
  FILE *f = fopen(argv[1], "w");
  fprintf(f, "%lu\n", compares);
  fclose(f);
  free(v);
  return 0;
}
