/* stacks_paths.c [THREADS [FILE]] - known call paths for the stacks mode: main
 * calls a() 3 times and b() 5 times, both call c(), which calls leaf();
 * fib(20) recurses (21,891 calls, one context); even/odd recurse through
 * each other (a finite tree); apply() calls c through a pointer from
 * unprofiled code (qsort-like: libc's bsearch; the number of comparisons
 * goes to FILE). With THREADS, as many threads each run worker(), which
 * calls a() 1000 times. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static volatile long sink;
__attribute__((noinline)) void leaf(void) { sink += 1; }
__attribute__((noinline)) void c(void) { leaf(); }
__attribute__((noinline)) void a(void) { c(); }
__attribute__((noinline)) void b(void) { c(); }
long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int even(int n);
__attribute__((noinline)) int odd(int n) { return n == 0 ? 0 : even(n - 1); }
__attribute__((noinline)) int even(int n) { return n == 0 ? 1 : odd(n - 1); }

static int compares;
static int cmp(const void *x, const void *y) {
  ++compares;
  c();
  return *(const int *)x - *(const int *)y;
}

void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < 1000; ++i)
    a();
  return NULL;
}

int main(int argc, char **argv) {
  for (int i = 0; i < 3; ++i)
    a();
  for (int i = 0; i < 5; ++i)
    b();
  int keys[] = {1, 2, 3, 4, 5, 6, 7}, want = 6;
  int *hit = bsearch(&want, keys, 7, sizeof *keys, cmp);
  printf("%ld %d %d\n", fib(20), even(10), hit ? *hit : -1);
  int n = argc > 1 ? atoi(argv[1]) : 0;
  if (argc > 2) {
    FILE *f = fopen(argv[2], "w");
    if (!f)
      return 1;
    fprintf(f, "%d\n", compares);
    fclose(f);
  }
  pthread_t t[8];
  for (int i = 0; i < n && i < 8; ++i)
    pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < n && i < 8; ++i)
    pthread_join(t[i], NULL);
  return 0;
}
