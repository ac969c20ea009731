/* bintrees.c - the C twin of ../bintrees.sml (Benchmarks Game
 * binary-trees): the same make/check recursion (Leaf = NULL). Nodes come
 * from a bump arena that is reset after each tree is checked, so that, as
 * in the SML (allocation inline + GC), there is no free() recursion; the
 * allocation is a macro, not a function, since the ccprof pass runs before
 * the inliner and would count every call of a helper (the SML allocates
 * constructors inline). */
#include <stdio.h>
#include <stdlib.h>

struct node {
  struct node *l, *r;
};

static struct node *arena, *top, *end;

#define NODE(n, left, right)                                                   \
  do {                                                                         \
    if (top == end) {                                                          \
      fputs("arena exhausted\n", stderr);                                      \
      exit(2);                                                                 \
    }                                                                          \
    (n) = top++;                                                               \
    (n)->l = (left);                                                           \
    (n)->r = (right);                                                          \
  } while (0)

static struct node *make(long d) {
  struct node *n;
  if (d == 0) {
    NODE(n, NULL, NULL);
    return n;
  }
  struct node *l = make(d - 1), *r = make(d - 1);
  NODE(n, l, r);
  return n;
}

static long check(const struct node *t) {
  if (!t)
    return 0;
  return 1 + check(t->l) + check(t->r);
}

static long pow2(long n) { return n == 0 ? 1 : 2 * pow2(n - 1); }

enum { maxDepth = 16, minDepth = 4 };

int main(void) {
  /* room for the stretch tree, or the long-lived tree plus one more */
  size_t cap = (size_t)2 << (maxDepth + 2);
  arena = top = malloc(cap * sizeof *arena);
  if (!arena)
    return 2;
  end = arena + cap;
  long stretch = maxDepth + 1;
  printf("stretch tree of depth %ld\t check: %ld\n", stretch, check(make(stretch)));
  top = arena;
  struct node *longLived = make(maxDepth);
  struct node *mark = top;
  for (long d = minDepth; d <= maxDepth; d += 2) {
    long n = pow2(maxDepth - d + minDepth), acc = 0;
    for (long i = n; i > 0; --i) {
      acc += check(make(d));
      top = mark;
    }
    printf("%ld\t trees of depth %ld\t check: %ld\n", n, d, acc);
  }
  printf("long lived tree of depth %d\t check: %ld\n", maxDepth, check(longLived));
  free(arena);
  return 0;
}
