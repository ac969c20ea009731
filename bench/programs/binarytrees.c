/* binarytrees.c - allocation-heavy binary trees, after the Computer Language
 * Benchmarks Game program (single-threaded, malloc/free per node).
 * Usage: binarytrees [max_depth]   (default 16) */
#include <stdio.h>
#include <stdlib.h>

struct node { struct node *left, *right; };

static struct node *make(int depth) {
  struct node *t = malloc(sizeof *t);
  if (depth > 0) {
    t->left = make(depth - 1);
    t->right = make(depth - 1);
  } else {
    t->left = t->right = NULL;
  }
  return t;
}

static long check(const struct node *t) {
  return 1 + (t->left ? check(t->left) + check(t->right) : 0);
}

static void destroy(struct node *t) {
  if (t->left) {
    destroy(t->left);
    destroy(t->right);
  }
  free(t);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 16;
  int min_depth = 4, max_depth = n < min_depth + 2 ? min_depth + 2 : n;

  struct node *stretch = make(max_depth + 1);
  printf("stretch tree of depth %d\t check: %ld\n", max_depth + 1,
         check(stretch));
  destroy(stretch);

  struct node *long_lived = make(max_depth);
  for (int d = min_depth; d <= max_depth; d += 2) {
    long iterations = 1L << (max_depth - d + min_depth), sum = 0;
    for (long i = 0; i < iterations; ++i) {
      struct node *t = make(d);
      sum += check(t);
      destroy(t);
    }
    printf("%ld\t trees of depth %d\t check: %ld\n", iterations, d, sum);
  }
  printf("long lived tree of depth %d\t check: %ld\n", max_depth,
         check(long_lived));
  destroy(long_lived);
  return 0;
}
