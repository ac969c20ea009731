/* short_threads.c N MS [PREFIX] - N threads, started in batches of at most
 * 16, each burning MS milliseconds of its own CPU time in burn() and then
 * ending. Everything a thread does in worker is burn's (the clock reads are
 * libc's, charged to their caller); main only creates and joins them, and
 * libc starts and ends each thread outside worker. If PREFIX is given, the
 * program writes to PREFIX.burn burn's share of the process's CPU time in
 * percent, measured by the threads' own clocks around each call of burn,
 * and to PREFIX.main main's share, measured by main's thread clock: what a
 * sampler that sees every CPU tick should charge them, on this CPU. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "share_file.h"

static double ms;
static volatile unsigned long sink;
static double burn_ms; /* total over the threads, under lock */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

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
  double start, end;
  THREAD_MS(start);
  burn();
  THREAD_MS(end);
  pthread_mutex_lock(&lock);
  burn_ms += end - start;
  pthread_mutex_unlock(&lock);
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
  if (argc > 3) {
    double main_ms, process_ms;
    THREAD_MS(main_ms);
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    process_ms = t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
    if (write_share(argv[3], ".burn", 100 * burn_ms / process_ms) ||
        write_share(argv[3], ".main", 100 * main_ms / process_ms))
      return 1;
  }
  return 0;
}
