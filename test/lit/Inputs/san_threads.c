/* san_threads.c - a threaded program for the sanitizer and valgrind tests:
 * four long threads and sixteen short ones call the same profiled
 * functions; results are combined under a mutex, so the program itself is
 * race-free and any report is the profiler's. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

enum { LONG = 4, SHORT = 16, CALLS = 20000 };
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned long total;

__attribute__((noinline)) unsigned long step(unsigned long x) {
  return x * 6364136223846793005ul + 1442695040888963407ul;
}

__attribute__((noinline)) unsigned long work(int n) {
  unsigned long x = 1;
  for (int i = 0; i < n; ++i)
    x = step(x);
  return x;
}

void *thread_main(void *arg) {
  int n = *(int *)arg;
  unsigned long *mine = malloc(sizeof *mine); /* freed below: no leak */
  *mine = work(n);
  pthread_mutex_lock(&lock);
  total += *mine & 1;
  pthread_mutex_unlock(&lock);
  free(mine);
  return NULL;
}

int main(void) {
  pthread_t t[LONG + SHORT];
  int calls = CALLS, few = 10;
  for (int i = 0; i < LONG; ++i)
    pthread_create(&t[i], NULL, thread_main, &calls);
  for (int i = LONG; i < LONG + SHORT; ++i)
    pthread_create(&t[i], NULL, thread_main, &few);
  for (int i = 0; i < LONG + SHORT; ++i)
    pthread_join(t[i], NULL);
  printf("done %lu\n", total);
  return 0;
}
