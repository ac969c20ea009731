/* wall.c - ordinary C that compiles cleanly with -Wall -Wextra -Werror; its
 * annotated form must too (test/lit/annotate/warnings.test). */
#include <stdio.h>
#include <stdlib.h>

struct point {
  int x, y;
};

static int square(int v) { return v * v; }

static struct point mirror(struct point p) {
  struct point q = {p.y, p.x};
  return q;
}

static void bump(int *v) {
  if (!v)
    return;
  ++*v;
}

static unsigned long fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static int apply(int (*f)(int), int v) { return f(v); }

static const char *name(int which) {
  switch (which) {
  case 0:
    return "zero";
  default:
    return "other";
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 10;
  struct point p = mirror((struct point){1, n});
  bump(&p.x);
  printf("%d %d %lu %d %s\n", square(p.x), p.y, fib((unsigned)n), apply(square, 3), name(argc - 1));
  return 0;
}
