/* timer.c - the sampling timer: SIGPROF on each thread's own CPU clock.
 *
 * Every thread gets a timer_create(CLOCK_THREAD_CPUTIME_ID) timer that sends
 * SIGPROF to that very thread (SIGEV_THREAD_ID), so a tick always lands on
 * the `current` of the thread that burned the CPU time. A process-wide timer
 * would let the kernel pick the receiving thread (often the main thread,
 * asleep in pthread_join) and misattribute the tick.
 *
 * Threads get their timer through pthread_create, which this file
 * interposes (the real one is found with dlsym(RTLD_NEXT)); the main thread
 * gets it at start-up. If per-thread timers are unavailable we fall back to
 * setitimer(ITIMER_PROF), process-wide.
 *
 * The handler does one relaxed atomic add (1 + the timer's overrun) and
 * nothing else: it takes no lock, calls nothing, allocates nothing, and
 * leaves errno alone.
 */
#define _GNU_SOURCE
#include "ccprof_rt.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#ifndef sigev_notify_thread_id
#define sigev_notify_thread_id _sigev_un._tid
#endif

extern __thread struct __ccprof_cc *__ccprof_current;

static unsigned timer_hz;
static int enabled;          /* set once the handler is installed */
static int use_itimer;       /* fallback: one process-wide ITIMER_PROF */
static __thread timer_t thread_timer;
static __thread int thread_timer_live;

/* The kernel checks CPU-clock timers at its own tick (often 250 Hz), so a
 * 1000 Hz timer expires several times per signal: si_overrun counts the
 * expirations folded into this one, and they all belong to `current`. */
static void on_sigprof(int sig, siginfo_t *si, void *uc) {
  (void)sig;
  (void)uc;
  struct __ccprof_cc *cc = __ccprof_current;
  uint64_t n = 1 + (si && si->si_code == SI_TIMER && si->si_overrun > 0
                        ? (uint64_t)si->si_overrun : 0);
  __atomic_fetch_add(cc ? &cc->ticks : &__ccprof_unprofiled.ticks, n,
                     __ATOMIC_RELAXED);
}

static struct itimerspec interval(unsigned hz) {
  struct itimerspec its;
  long ns = 1000000000L / (long)hz;
  its.it_interval.tv_sec = ns / 1000000000L;
  its.it_interval.tv_nsec = ns % 1000000000L;
  its.it_value = its.it_interval;
  return its;
}

void ccprof_timer_start_thread(void) {
  if (!enabled || use_itimer || thread_timer_live)
    return;
  struct sigevent sev;
  memset(&sev, 0, sizeof sev);
  sev.sigev_notify = SIGEV_THREAD_ID;
  sev.sigev_signo = SIGPROF;
  sev.sigev_notify_thread_id = (pid_t)syscall(SYS_gettid);
  if (timer_create(CLOCK_THREAD_CPUTIME_ID, &sev, &thread_timer) != 0)
    return;
  struct itimerspec its = interval(timer_hz);
  if (timer_settime(thread_timer, 0, &its, NULL) != 0) {
    timer_delete(thread_timer);
    return;
  }
  thread_timer_live = 1;
}

void ccprof_timer_stop_thread(void) {
  if (thread_timer_live) {
    timer_delete(thread_timer);
    thread_timer_live = 0;
  }
}

void ccprof_timer_disable(void) {
  ccprof_timer_stop_thread();
  if (use_itimer) {
    struct itimerval off;
    memset(&off, 0, sizeof off);
    setitimer(ITIMER_PROF, &off, NULL);
  }
  /* Other threads' timers may still fire; their ticks are harmless. */
  enabled = 0;
}

int ccprof_timer_init(unsigned hz) {
  timer_hz = hz;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_sigprof;
  sa.sa_flags = SA_RESTART | SA_SIGINFO;
  sigemptyset(&sa.sa_mask);
  if (sigaction(SIGPROF, &sa, NULL) != 0)
    return errno;
  enabled = 1;
  thread_timer_live = 0; /* after fork the parent's timers are not ours */
  ccprof_timer_start_thread();
  if (!thread_timer_live) {
    use_itimer = 1;
    struct itimerspec its = interval(hz);
    struct itimerval itv;
    itv.it_interval.tv_sec = its.it_interval.tv_sec;
    itv.it_interval.tv_usec = its.it_interval.tv_nsec / 1000;
    if (itv.it_interval.tv_sec == 0 && itv.it_interval.tv_usec == 0)
      itv.it_interval.tv_usec = 1;
    itv.it_value = itv.it_interval;
    if (setitimer(ITIMER_PROF, &itv, NULL) != 0) {
      enabled = 0;
      return errno;
    }
  }
  return 0;
}

/* ---- pthread_create interposition -------------------------------------- */

typedef int (*pthread_create_fn)(pthread_t *, const pthread_attr_t *,
                                 void *(*)(void *), void *);

struct start {
  void *(*fn)(void *);
  void *arg;
};

static pthread_key_t timer_key;
static pthread_once_t timer_key_once = PTHREAD_ONCE_INIT;

static void timer_key_dtor(void *p) {
  (void)p;
  ccprof_timer_stop_thread();
}
static void make_timer_key(void) { pthread_key_create(&timer_key, timer_key_dtor); }

static void *thread_start(void *p) {
  struct start st = *(struct start *)p;
  free(p);
  ccprof_timer_start_thread();
  if (thread_timer_live)
    pthread_setspecific(timer_key, &thread_timer); /* non-null: dtor runs */
  return st.fn(st.arg);
}

CCPROF_EXPORT int pthread_create(pthread_t *thread, const pthread_attr_t *attr,
                   void *(*fn)(void *), void *arg) {
  static pthread_create_fn real;
  if (!real) {
    real = (pthread_create_fn)dlsym(RTLD_NEXT, "pthread_create");
    if (!real)
      return EAGAIN;
  }
  if (!enabled || use_itimer)
    return real(thread, attr, fn, arg);
  pthread_once(&timer_key_once, make_timer_key);
  struct start *st = malloc(sizeof *st);
  if (!st)
    return real(thread, attr, fn, arg);
  st->fn = fn;
  st->arg = arg;
  int rc = real(thread, attr, thread_start, st);
  if (rc != 0)
    free(st);
  return rc;
}
