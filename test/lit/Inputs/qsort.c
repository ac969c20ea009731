/* qsort.c - a profiled comparator called back through unprofiled libc.
 * The program counts its own comparator calls and writes the number to the
 * file named by argv[1], so the test can compare it with the profile.
 * argv[2], if given, is the number of elements (default 200000), argv[3]
 * the number of sorts (default 1) and argv[4] extra work per comparison
 * (default 0: the bare 6-instruction comparator). The reference tests
 * give the comparator real work, so that its cost is not mostly the
 * indirect call into it, which each method charges differently: a sampler
 * by instruction address charges the mispredicted call to the callee's
 * first instruction, callgrind counts instructions, ccprof charges it to
 * the caller (current is set after the call lands). argv[5], if given, is a
 * number of SPIN_UNITS (units.h) that every 64th comparison runs, for the
 * causality check of qsort-reference.test: work in chunks of thousands of
 * cycles, so that how much of the caller's work an out-of-order CPU
 * overlaps with a chunk (a reorder buffer's worth, at either end) is a
 * small part of the time added. */
#include <stdio.h>
#include <stdlib.h>

#include "units.h"

static unsigned long compares;
static int spin, units;
static volatile unsigned sink;

static int cmp(const void *a, const void *b) {
  ++compares;
  int x = *(const int *)a, y = *(const int *)b;
  unsigned h = (unsigned)x ^ (unsigned)y;
  for (int k = 0; k < spin; ++k)
    h = h * 2654435761u + (unsigned)k;
  if (spin)
    sink = h;
  if (units && compares % 64 == 0)
    SPIN_UNITS(units);
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  int n = argc > 2 ? atoi(argv[2]) : 200000;
  int rounds = argc > 3 ? atoi(argv[3]) : 1;
  spin = argc > 4 ? atoi(argv[4]) : 0;
  units = argc > 5 ? atoi(argv[5]) : 0;
  int *v = malloc(n * sizeof *v);
  unsigned s = 12345;
  for (int r = 0; r < rounds; ++r) {
    for (int i = 0; i < n; ++i)
      v[i] = (int)((s = s * 1103515245u + 12345u) >> 8);
    qsort(v, n, sizeof *v, cmp);
    for (int i = 1; i < n; ++i)
      if (v[i - 1] > v[i])
        return 1;
  }
  FILE *f = fopen(argv[1], "w");
  fprintf(f, "%lu\n", compares);
  fclose(f);
  free(v);
  return 0;
}
