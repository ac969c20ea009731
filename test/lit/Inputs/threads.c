/* threads.c - four threads calling the same profiled functions, plus one
 * thread that burns CPU in its own function while the others sleep-wait.
 * Counts must be exact with -ccprof-counters=atomic and =thread; each
 * thread's CPU time must land on that thread's own function. */
#include <pthread.h>
#include <stdio.h>

enum { THREADS = 4, CALLS = 1000000 };
static volatile unsigned long sink;

__attribute__((noinline)) void shared_work(int i) { sink += (unsigned long)i; }

void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < CALLS; ++i)
    shared_work(i);
  return NULL;
}

__attribute__((noinline)) void burner(void) {
  for (unsigned long i = 0; i < 150000000ul; ++i)
    sink += i;
}

void *burn_thread(void *arg) {
  (void)arg;
  burner();
  return NULL;
}

int main(void) {
  pthread_t t[THREADS], b;
  for (int i = 0; i < THREADS; ++i)
    pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < THREADS; ++i)
    pthread_join(t[i], NULL);
  /* main waits (no CPU) while burner runs: its ticks are burner's. */
  pthread_create(&b, NULL, burn_thread, NULL);
  pthread_join(b, NULL);
  printf("%d\n", THREADS * CALLS);
  return 0;
}
