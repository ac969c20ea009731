/* primes.c - the example of Appel, Duba and MacQueen (1988), figure 1, in C.
 * The ML nested functions keep their ML names through asm labels, so the
 * report reads as in the paper: subset.f, isPrime.test. Expected counts for
 * one run: natlist 1001, subset.f 1001, isPrime 1000, isPrime.test 78191,
 * subset 1 (see test/lit/sml/Inputs/appel-primes.sml). */
#include <stdio.h>
#include <stdlib.h>

struct list { int head; struct list *tail; };
struct pred { int (*fn)(int); };

static struct list *cons(int a, struct list *r) __attribute__((annotate("ccprof_noprofile")));
static struct list *cons(int a, struct list *r) {
  struct list *l = malloc(sizeof *l);
  l->head = a;
  l->tail = r;
  return l;
}

/* fun f nil = nil | f (a::r) = if pred a then a::f(r) else f(r) */
static struct list *subset_f(struct pred p, struct list *l) __asm__("subset.f");
static struct list *subset_f(struct pred p, struct list *l) {
  if (!l)
    return NULL;
  if (p.fn(l->head))
    return cons(l->head, subset_f(p, l->tail));
  return subset_f(p, l->tail);
}

/* fun subset pred = let fun f ... in f end */
struct pred subset(int (*pred)(int)) {
  struct pred p = {pred};
  return p;
}

/* fun test i = i>=x orelse (x mod i <> 0 andalso test(i+1)) */
static int isPrime_test(int x, int i) __asm__("isPrime.test");
static int isPrime_test(int x, int i) {
  return i >= x || (x % i != 0 && isPrime_test(x, i + 1));
}

int isPrime(int x) { return isPrime_test(x, 2); }

/* fun natlist 0 = nil | natlist n = n :: natlist (n-1) */
struct list *natlist(int n) {
  if (n == 0)
    return NULL;
  return cons(n, natlist(n - 1));
}

static int length(struct list *l) __attribute__((annotate("ccprof_noprofile")));
static int length(struct list *l) {
  int n = 0;
  for (; l; l = l->tail)
    ++n;
  return n;
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 1;
  struct pred primes = subset(isPrime);
  int n = 0;
  for (int r = 0; r < rounds; ++r)
    n = length(subset_f(primes, natlist(1000)));
  printf("%d\n", n);
  return 0;
}
