/* short_threads.c N MS - N threads, started in batches of at most 16, each
 * burning MS milliseconds of its own CPU time in burn() and then ending.
 * Everything a thread does is burn's (the clock reads are libc's, charged
 * to their caller), so burn should get the threads' whole time; main only
 * creates and joins them. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double ms;
static volatile unsigned long sink;

/* A macro, not a function: a profiled function would take the time. */
#define THREAD_MS(v)                                                           \
  do {                                                                         \
    struct timespec t_;                                                        \
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t_);                               \
    v = t_.tv_sec * 1e3 + t_.tv_nsec * 1e-6;                                   \
  } while (0)

__attribute__((noinline)) void burn(void) {
  double start, now;
  THREAD_MS(start);
  do {
    for (int i = 0; i < 1000; ++i)
      sink += (unsigned long)i * sink + 1;
    THREAD_MS(now);
  } while (now - start < ms);
}

void *worker(void *arg) {
  (void)arg;
  burn();
  return NULL;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 16;
  ms = argc > 2 ? atof(argv[2]) : 7;
  pthread_t t[16];
  for (int done = 0; done < n; done += 16) {
    int k = n - done < 16 ? n - done : 16;
    for (int i = 0; i < k; ++i)
      pthread_create(&t[i], NULL, worker, NULL);
    for (int i = 0; i < k; ++i)
      pthread_join(t[i], NULL);
  }
  printf("%d threads\n", n);
  return 0;
}
