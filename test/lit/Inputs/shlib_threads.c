/* shlib test (runtime/shared-libs.test): threads created inside a shared
 * library. spawn_burners(N, MS) starts N threads, each burning MS ms of its
 * own CPU time in burn(), and joins them; everything the threads do is
 * burn's (the clock reads are libc's, charged to their caller). */
#include <pthread.h>
#include <time.h>
static volatile unsigned long sink;
static double ms;
__attribute__((annotate("ccprof_noprofile"))) static double thread_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}
__attribute__((noinline)) void burn(void) {
  double end = thread_ms() + ms;
  do
    for (int i = 0; i < 1000; ++i)
      sink += (unsigned long)i * sink + 1;
  while (thread_ms() < end);
}
static void *burner(void *arg) {
  (void)arg;
  burn();
  return 0;
}
void spawn_burners(int n, double each_ms) {
  pthread_t t[64];
  ms = each_ms;
  for (int i = 0; i < n && i < 64; ++i)
    pthread_create(&t[i], 0, burner, 0);
  for (int i = 0; i < n && i < 64; ++i)
    pthread_join(t[i], 0);
}
