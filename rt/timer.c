/* timer.c - the sampling timer: ticks on each thread's own CPU time.
 *
 * Every thread's CPU time is sampled on its own, so a tick always lands on
 * the `current` of the thread that burned the time. (A process-wide timer
 * lets the kernel pick the receiving thread - often the main thread, asleep
 * in pthread_join - and misattributes the tick.) Sources, best first:
 *
 *   sampler         no signal: a thread of the runtime's reads every
 *                   thread's CPU clock (sampler.c); the default with two
 *                   or more online CPUs, where its wake-ups cost the
 *                   program nothing.
 *   task-clock      perf_event_open(PERF_COUNT_SW_TASK_CLOCK) on the thread,
 *                   signalling it through F_SETSIG/F_SETOWN_EX: an hrtimer,
 *                   so 1000 Hz really is 1000 independent samples a second.
 *   thread-cputime  timer_create(CLOCK_THREAD_CPUTIME_ID, SIGEV_THREAD_ID):
 *                   checked only at the kernel's tick (often 250 Hz); the
 *                   expirations folded into one signal (si_overrun) are
 *                   counted, so time stays right, with fewer distinct samples.
 *   itimer-prof     setitimer(ITIMER_PROF), process-wide, when neither works.
 *
 * CCPROF_TIMER=sampler|task-clock|thread-cputime|itimer-prof forces one.
 * Threads get their source (or join the sampler's list) through
 * pthread_create, which this file interposes (the real one is found with
 * dlsym(RTLD_NEXT)); the main thread gets it at start-up.
 *
 * The SIGPROF handler does one relaxed atomic add (1 + overrun) and nothing else:
 * it takes no lock, calls nothing, allocates nothing, and leaves errno alone.
 */
#define _GNU_SOURCE
#include "ccprof_rt.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#ifndef sigev_notify_thread_id
#define sigev_notify_thread_id _sigev_un._tid
#endif

extern __thread struct __ccprof_cc *__ccprof_current;

int ccprof_spawning_sampler;
static unsigned timer_hz;
static int enabled; /* set once the handler is installed */
static enum ccprof_timer_kind kind;
static __thread timer_t thread_timer;
static __thread int thread_perf_fd = -1;
static __thread ino_t thread_perf_ino; /* to recognise our fd later */
static __thread int thread_source_live;

static const char *const kind_names[] = {"none", "task-clock", "thread-cputime",
                                         "itimer-prof", "sampler"};

const char *ccprof_timer_name(void) {
  if (kind == CCPROF_TIMER_SAMPLER && ccprof_sampler_is_pthread())
    return "sampler (pthread)";
  return kind_names[kind];
}

static void on_sigprof(int sig, siginfo_t *si, void *uc) {
  (void)sig;
  (void)uc;
  struct __ccprof_cc *cc = __ccprof_current;
  uint64_t n = 1 + (si && si->si_code == SI_TIMER && si->si_overrun > 0
                        ? (uint64_t)si->si_overrun : 0);
  __atomic_fetch_add(cc ? &cc->ticks : &__ccprof_unprofiled.ticks, n,
                     __ATOMIC_RELAXED);
  if (&__ccprof_current == ccprof_ports_thread()) /* box time (ports.c) */
    ccprof_ports_tick(n);
}

static long period_ns(void) { return 1000000000L / (long)timer_hz; }

static int start_task_clock(void) {
  struct perf_event_attr a;
  memset(&a, 0, sizeof a);
  a.type = PERF_TYPE_SOFTWARE;
  a.size = sizeof a;
  a.config = PERF_COUNT_SW_TASK_CLOCK;
  a.sample_period = (uint64_t)period_ns();
  a.wakeup_events = 1;
  int fd = (int)syscall(SYS_perf_event_open, &a, 0 /* this thread */, -1, -1,
                        PERF_FLAG_FD_CLOEXEC);
  if (fd < 0)
    return 0;
  struct f_owner_ex owner = {F_OWNER_TID, (pid_t)syscall(SYS_gettid)};
  if (fcntl(fd, F_SETOWN_EX, &owner) != 0 || fcntl(fd, F_SETSIG, SIGPROF) != 0 ||
      fcntl(fd, F_SETFL, O_ASYNC | O_NONBLOCK) != 0) {
    close(fd);
    return 0;
  }
  struct stat st;
  thread_perf_ino = fstat(fd, &st) == 0 ? st.st_ino : 0;
  thread_perf_fd = fd;
  return 1;
}

/* Closes the perf fd only if it is still ours: a program may have closed
 * all its descriptors (daemons do) and reused the number for a file. */
static void close_perf_fd(void) {
  struct stat st;
  if (thread_perf_fd >= 0 && fstat(thread_perf_fd, &st) == 0 &&
      st.st_ino == thread_perf_ino)
    close(thread_perf_fd);
  thread_perf_fd = -1;
}

static int start_thread_cputime(void) {
  struct sigevent sev;
  memset(&sev, 0, sizeof sev);
  sev.sigev_notify = SIGEV_THREAD_ID;
  sev.sigev_signo = SIGPROF;
  sev.sigev_notify_thread_id = (pid_t)syscall(SYS_gettid);
  if (timer_create(CLOCK_THREAD_CPUTIME_ID, &sev, &thread_timer) != 0)
    return 0;
  struct itimerspec its;
  its.it_interval.tv_sec = period_ns() / 1000000000L;
  its.it_interval.tv_nsec = period_ns() % 1000000000L;
  its.it_value = its.it_interval;
  if (timer_settime(thread_timer, 0, &its, NULL) != 0) {
    timer_delete(thread_timer);
    return 0;
  }
  return 1;
}

static int start_itimer(void) {
  struct itimerval itv;
  long us = period_ns() / 1000;
  itv.it_interval.tv_sec = us / 1000000;
  itv.it_interval.tv_usec = us % 1000000 ? us % 1000000 : (us ? 0 : 1);
  itv.it_value = itv.it_interval;
  return setitimer(ITIMER_PROF, &itv, NULL) == 0;
}

void ccprof_timer_start_thread(void) {
  if (!enabled || thread_source_live)
    return;
  if (kind == CCPROF_TIMER_SAMPLER)
    thread_source_live = ccprof_sampler_add_thread();
  else if (kind == CCPROF_TIMER_TASK_CLOCK)
    thread_source_live = start_task_clock();
  else if (kind == CCPROF_TIMER_THREAD_CPUTIME)
    thread_source_live = start_thread_cputime();
}

void ccprof_timer_stop_thread(void) {
  if (!thread_source_live)
    return;
  if (kind == CCPROF_TIMER_SAMPLER) {
    ccprof_sampler_remove_thread();
  } else if (thread_perf_fd >= 0) {
    close_perf_fd();
  } else {
    timer_delete(thread_timer);
  }
  thread_source_live = 0;
}

void ccprof_timer_disable(void) {
  if (kind == CCPROF_TIMER_SAMPLER)
    ccprof_sampler_stop(); /* the calling thread stays listed: no free here */
  else
    ccprof_timer_stop_thread();
  if (kind == CCPROF_TIMER_ITIMER) {
    struct itimerval off;
    memset(&off, 0, sizeof off);
    setitimer(ITIMER_PROF, &off, NULL);
  }
  /* Other threads' sources may still fire; their ticks are harmless. */
  enabled = 0;
}

/* The signal sources can lose time the kernel never reported: on a 6.18
 * guest kernel (Firecracker, 2026-11-27), a thread-cputime timer of a
 * program that makes a system call every few microseconds was sometimes
 * checked only a few times in 300 ms, its expirations folded into signals
 * of up to 99 ticks (each charged to whatever ran at that moment) and the
 * tail since the last check lost: 0.09-0.27 s of samples for 0.30 s of CPU.
 * A profile that covers much less than the CPU time says so: start-up
 * before the first period, and the last partial period of each thread,
 * stay under the threshold (1-2% of a 300 ms run). */
static const char *short_of_cpu_time(uint64_t samples, uint64_t cpu_ns) {
  if (kind != CCPROF_TIMER_TASK_CLOCK && kind != CCPROF_TIMER_THREAD_CPUTIME)
    return NULL;
  uint64_t covered = samples * (uint64_t)period_ns();
  if (covered >= cpu_ns)
    return NULL;
  uint64_t lost = cpu_ns - covered;
  if (lost <= cpu_ns / 20 || lost <= 10u * (uint64_t)period_ns())
    return NULL;
  return "the samples cover less than 95% of the CPU time the program used: the "
         "kernel delivered fewer timer signals than asked for, so shares may be off; "
         "use CCPROF_TIMER=sampler";
}

const char *ccprof_timer_problem(uint64_t samples, uint64_t cpu_ns) {
  if (kind == CCPROF_TIMER_NONE || kind == CCPROF_TIMER_SAMPLER)
    return NULL;
  struct sigaction sa;
  if (sigaction(SIGPROF, NULL, &sa) == 0 &&
      (!(sa.sa_flags & SA_SIGINFO) || sa.sa_sigaction != on_sigprof))
    return "the program replaced the SIGPROF handler, so the samples it took were "
           "not counted; use CCPROF_TIMER=sampler";
  /* Fewer than ten periods of CPU time may honestly give no sample. */
  if (samples || cpu_ns < 10u * (uint64_t)period_ns())
    return samples ? short_of_cpu_time(samples, cpu_ns) : NULL;
  sigset_t now;
  if (pthread_sigmask(SIG_BLOCK, NULL, &now) == 0 && sigismember(&now, SIGPROF))
    return "no samples: the program blocked SIGPROF; use CCPROF_TIMER=sampler";
  return "no samples although the program used CPU time: SIGPROF was blocked or "
         "ignored; use CCPROF_TIMER=sampler";
}

int ccprof_timer_init(unsigned hz, enum ccprof_timer_kind want) {
  timer_hz = hz;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_sigprof;
  sa.sa_flags = SA_RESTART | SA_SIGINFO;
  sigemptyset(&sa.sa_mask);
  if (sigaction(SIGPROF, &sa, NULL) != 0)
    return errno;
  /* After fork the parent's sources are not ours: the perf fd still counts
   * the parent's thread, and POSIX timers are not inherited. */
  close_perf_fd();
  thread_source_live = 0;
  enabled = 1;
  static const enum ccprof_timer_kind order[] = {
      CCPROF_TIMER_SAMPLER, CCPROF_TIMER_TASK_CLOCK, CCPROF_TIMER_THREAD_CPUTIME,
      CCPROF_TIMER_ITIMER};
  for (size_t i = 0; i < sizeof order / sizeof order[0]; ++i) {
    if (want != CCPROF_TIMER_AUTO && want != order[i])
      continue;
    kind = order[i];
    if (kind == CCPROF_TIMER_SAMPLER) {
      /* Not the default on one CPU: there its wake-ups would preempt the
       * program just as a signal does (docs/runtime.md). */
      if (want == CCPROF_TIMER_AUTO && sysconf(_SC_NPROCESSORS_ONLN) < 2)
        continue;
      if (ccprof_sampler_start(timer_hz)) {
        thread_source_live = 1;
        return 0;
      }
    } else if (kind == CCPROF_TIMER_ITIMER) {
      if (start_itimer())
        return 0;
    } else {
      ccprof_timer_start_thread();
      if (thread_source_live)
        return 0;
    }
  }
  kind = CCPROF_TIMER_NONE;
  enabled = 0;
  return errno ? errno : ENOTSUP;
}

/* ---- pthread_create interposition -------------------------------------- */


/* A sanitizer linked statically into the executable defines pthread_create
 * there too, as a weak alias of its interceptor; this definition wins, so
 * the interceptor must be called from here or the sanitizer never learns of
 * the thread (ASan then aborts in pthread_join: "Joining already joined
 * thread"; TSan crashes). compiler-rt names it ___interceptor_pthread_create
 * from LLVM 17 on, __interceptor_pthread_create before. With a sanitizer in
 * a shared library (-shared-libasan), RTLD_NEXT finds its interceptor ahead
 * of libc's pthread_create. */
extern int ___interceptor_pthread_create(pthread_t *, const pthread_attr_t *,
                                         void *(*)(void *), void *) __attribute__((weak));
extern int __interceptor_pthread_create(pthread_t *, const pthread_attr_t *,
                                        void *(*)(void *), void *) __attribute__((weak));

/* The interceptor, if a sanitizer is linked into this same image (a static
 * runtime in a sanitized executable). From libccprof_rt.so the sanitizer's
 * interceptor comes first and reaches this pthread_create as its "real"
 * one: calling it back would recurse; RTLD_NEXT (libc) is right there. */
static ccprof_pthread_create_fn same_image_interceptor(void) {
  ccprof_pthread_create_fn f = ___interceptor_pthread_create;
  if (!f)
    f = __interceptor_pthread_create;
  Dl_info theirs, ours;
  if (!f || !dladdr((void *)f, &theirs) ||
      !dladdr((void *)same_image_interceptor, &ours) || theirs.dli_fbase != ours.dli_fbase)
    return NULL;
  return f;
}

ccprof_pthread_create_fn ccprof_real_pthread_create(void) {
  static ccprof_pthread_create_fn real;
  if (!real) {
    ccprof_pthread_create_fn f = same_image_interceptor();
    if (!f)
      f = (ccprof_pthread_create_fn)dlsym(RTLD_NEXT, "pthread_create");
    __atomic_store_n(&real, f, __ATOMIC_RELEASE);
  }
  return real;
}

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

/* The start routine and argument, handed to the new thread in a slot of a
 * fixed pool (the child frees no memory: under a sanitizer in another
 * image, thread_start runs before the sanitizer has set the thread up, and
 * its free() would crash); malloc only when every slot is taken. */
enum { START_SLOTS = 256 };
static struct start start_pool[START_SLOTS];
static int start_busy[START_SLOTS];

static struct start *take_start(void) {
  for (int i = 0; i < START_SLOTS; ++i)
    if (!__atomic_exchange_n(&start_busy[i], 1, __ATOMIC_ACQUIRE))
      return &start_pool[i];
  return malloc(sizeof(struct start));
}
static void give_start(struct start *st) {
  if (st >= start_pool && st < start_pool + START_SLOTS)
    __atomic_store_n(&start_busy[st - start_pool], 0, __ATOMIC_RELEASE);
  else
    free(st);
}

static void *thread_start(void *p) {
  struct start st = *(struct start *)p;
  give_start(p);
  ccprof_timer_start_thread();
  if (kind == CCPROF_TIMER_SAMPLER)
    ccprof_sampler_start_routine((const void *)st.fn);
  if (thread_source_live)
    pthread_setspecific(timer_key, &thread_timer); /* non-null: dtor runs */
  return st.fn(st.arg);
}

CCPROF_EXPORT int pthread_create(pthread_t *thread, const pthread_attr_t *attr,
                   void *(*fn)(void *), void *arg) {
  ccprof_pthread_create_fn real = ccprof_real_pthread_create();
  if (!real)
    return EAGAIN;
  if (!enabled || kind == CCPROF_TIMER_ITIMER ||
      __atomic_load_n(&ccprof_spawning_sampler, __ATOMIC_RELAXED))
    return real(thread, attr, fn, arg);
  pthread_once(&timer_key_once, make_timer_key);
  struct start *st = take_start();
  if (!st)
    return real(thread, attr, fn, arg);
  st->fn = fn;
  st->arg = arg;
  int rc = real(thread, attr, thread_start, st);
  if (rc != 0)
    give_start(st);
  return rc;
}
