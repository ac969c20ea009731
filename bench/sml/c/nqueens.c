/* nqueens.c - the C twin of ../nqueens.sml: the queens placed so far are a
 * linked list (the nearest row first) whose cells live in the frames of
 * the recursive calls; safe/tryCols/place recurse exactly like the SML. */
#include <stdio.h>

struct cell {
  long q;
  const struct cell *next;
};

static int safe(long q, long d, const struct cell *xs) {
  if (!xs)
    return 1;
  long x = xs->q;
  return q != x && q != x + d && q != x - d && safe(q, d + 1, xs->next);
}

static long place(long n, long k, const struct cell *qs);

static long tryCols(long n, long k, const struct cell *qs, long c) {
  if (c > n)
    return 0;
  long here = 0;
  if (safe(c, 1, qs)) {
    struct cell cons = {c, qs};
    here = place(n, k - 1, &cons);
  }
  return here + tryCols(n, k, qs, c + 1);
}

static long place(long n, long k, const struct cell *qs) {
  if (k == 0)
    return 1;
  return tryCols(n, k, qs, 1);
}

static long queens(long n) { return place(n, n, NULL); }

int main(void) {
  for (long n = 4; n <= 12; ++n)
    printf("%ld queens: %ld\n", n, queens(n));
  printf("12 queens again: %ld\n", queens(12));
  return 0;
}
