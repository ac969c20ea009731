/* periodic.c MS [THREADS] - a program that runs MS milliseconds of wall
 * time (for CCPROF_PERIOD, the periodic snapshots): main calls f() and g()
 * in turn, both call work(), g also calls leaf(); with THREADS, as many
 * more threads do the same until the time is up. Prints the number of
 * rounds of main's loop. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static volatile unsigned long sink;
static double end_ms;

__attribute__((annotate("ccprof_noprofile"))) static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

__attribute__((noinline)) void work(int n) {
  for (int i = 0; i < n; ++i)
    sink += (unsigned long)i * 7;
}
__attribute__((noinline)) void leaf(void) { sink += 1; }
__attribute__((noinline)) void f(void) { work(20000); }
__attribute__((noinline)) void g(void) {
  work(5000);
  leaf();
}

__attribute__((noinline)) long rounds(void) {
  long n = 0;
  while (now_ms() < end_ms) {
    f();
    g();
    ++n;
  }
  return n;
}

static void *worker(void *arg) {
  (void)arg;
  rounds();
  return NULL;
}

int main(int argc, char **argv) {
  end_ms = now_ms() + (argc > 1 ? atof(argv[1]) : 1000);
  int threads = argc > 2 ? atoi(argv[2]) : 0;
  pthread_t t[16];
  for (int i = 0; i < threads && i < 16; ++i)
    pthread_create(&t[i], NULL, worker, NULL);
  long n = rounds();
  for (int i = 0; i < threads && i < 16; ++i)
    pthread_join(t[i], NULL);
  printf("%ld rounds\n", n);
  return 0;
}
