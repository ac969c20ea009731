/* sampler.c - the sampling source that sends no signal: a thread of its own.
 *
 * A thread of the runtime's wakes `hz` times a second and, for every thread
 * of the program, reads that thread's CPU clock: each whole period of CPU
 * time the thread used since the last look is a tick for the `current` the
 * thread has at that moment. Time stays exact (it is counted from the CPU
 * clocks, not from wake-ups), a thread that is blocked earns nothing, and
 * every thread's time lands on its own `current`, as with the per-thread
 * signal sources in timer.c.
 *
 * Why: a signal costs the thread it interrupts a kernel entry, a signal
 * frame and a sigreturn, and on a virtual machine a timer interrupt on the
 * program's own core besides. Measured on the CI machine (2026-11-22, fib
 * at 1 kHz): +6 to 8% with task-clock or thread-cputime, about 65 us a
 * sample; with the sampler on the other core, within noise. The cost of
 * it: when every CPU is busy, the wake-ups come late and several periods go
 * to one look at `current`, so a loaded machine gets fewer independent
 * samples than a signal source gives. It is also the least biased source
 * measured here: task-clock's signals gave a C++ catch handler 36-55% of
 * the time where the sampler gave 54-61% and the work says 60%. timer.c
 * makes it the default with two or more online CPUs.
 *
 * The thread is not a pthread. A second pthread would make glibc treat the
 * process as multi-threaded from then on - malloc takes its locks, atomics
 * replace plain updates - and an allocation-heavy program ran 1.6x slower
 * for that alone (bench/programs/binarytrees.c). So it is a bare clone()
 * sharing the address space, which glibc does not know about. It shares the
 * creating thread's TLS pointer, so it must never touch TLS: it makes its
 * system calls itself (no errno), takes no glibc lock and calls nothing
 * else; this file is built without the stack protector (whose canary is in
 * TLS). It blocks every signal and dies with the process (exit_group).
 * x86-64 Linux only; elsewhere the sampler is unavailable.
 *
 * Under ThreadSanitizer the thread is a pthread instead, created through
 * the sanitizer's interceptor: TSan keeps its per-thread state in TLS and
 * intercepts clone(), so a bare clone() sharing its creator's TLS corrupts
 * that state and TSan crashes. A sanitized program has paid for
 * multi-threaded glibc many times over; the profile header then names the
 * source "sampler (pthread)". ASan, UBSan and valgrind accept the bare
 * thread (tested: docs/runtime.md, "Sanitizers, valgrind and debuggers").
 *
 * The program's threads are a list under a spin lock, which the sampler
 * holds only while it reads the clocks. A thread adds itself when it
 * starts (pthread_create is interposed in timer.c) and removes itself, with
 * a last charge, in a thread-specific-data destructor, before its
 * `current` goes away, so the sampler never reads a dead thread's variable.
 */
#define _GNU_SOURCE
#include "ccprof_rt.h"

#include <dlfcn.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

extern __thread struct __ccprof_cc *__ccprof_current;

#if defined(__x86_64__) && defined(__linux__)

/* A system call that leaves errno (TLS) alone: the result or -errno. */
static long raw4(long n, long a, long b, long c, long d) {
  long r;
  register long r10 __asm__("r10") = d;
  __asm__ volatile("syscall"
                   : "=a"(r)
                   : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10)
                   : "rcx", "r11", "memory");
  return r;
}

struct sampled {
  struct sampled *next;
  struct __ccprof_cc **current; /* that thread's __ccprof_current */
  clockid_t clock;              /* that thread's CPU clock */
  uint64_t charged_ns;          /* its CPU time already turned into ticks */
  struct __ccprof_cc *seen;     /* the last cost centre a look found it in */
  struct __ccprof_cc *start_cc; /* its start routine's, if that is profiled */
};

static int list_lock; /* a spin lock: no glibc in the sampler */
static struct sampled *threads;
static __thread struct sampled *self;
static uint64_t period_ns;
static int running; /* the sampler should go on */
static pid_t owner; /* the process the list and the sampler belong to */
static int as_pthread; /* the sampler is a pthread (see the top) */

/* Set while a program thread takes or holds the lock, so that a signal
 * handler on that thread (finish() in ccprof_sampler_stop) knows not to
 * wait for it. The sampler thread shares its creator's TLS, so it takes
 * the lock without the flag (spin_lock). */
static __thread volatile int taking_lock;

static void spin_lock(void) {
  while (__atomic_exchange_n(&list_lock, 1, __ATOMIC_ACQUIRE))
    while (__atomic_load_n(&list_lock, __ATOMIC_RELAXED))
      __builtin_ia32_pause();
}
static void spin_unlock(void) { __atomic_store_n(&list_lock, 0, __ATOMIC_RELEASE); }

void ccprof_sampler_lock(void) {
  taking_lock = 1;
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  spin_lock();
}
void ccprof_sampler_unlock(void) {
  spin_unlock();
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  taking_lock = 0;
}

static int clock_ns(clockid_t c, uint64_t *ns) {
  struct timespec t;
  if (raw4(SYS_clock_gettime, c, (long)&t, 0, 0) != 0)
    return 0;
  *ns = (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
  return 1;
}

/* Whole periods of `s`'s CPU time since the last charge, to `cc` (NULL:
 * "(unprofiled)"); returns how many. */
static uint64_t charge_to(struct sampled *s, struct __ccprof_cc *cc) {
  uint64_t ns;
  if (!clock_ns(s->clock, &ns) || ns < s->charged_ns + period_ns)
    return 0;
  uint64_t n = (ns - s->charged_ns) / period_ns;
  s->charged_ns += n * period_ns;
  __atomic_fetch_add(cc ? &cc->ticks : &__ccprof_unprofiled.ticks, n, __ATOMIC_RELAXED);
  return n;
}

/* A look by the sampler: the periods since the last look go to where the
 * thread is now, a moment chosen by the sampler's clock, not the program.
 * For the thread that runs a logic program's predicates, the boxes open at
 * that moment get them too (box time, ports.c): read right after
 * `current`, before the clock, since the thread runs on meanwhile - its
 * boxes open and close every few hundred nanoseconds, and the clock's
 * system call takes a microsecond (zebra's next_to/3 had 5 points more
 * self time than box time when the boxes were read after it). */
static void look(struct sampled *s) {
  struct __ccprof_cc *cc = __atomic_load_n(s->current, __ATOMIC_RELAXED);
  if (cc)
    s->seen = cc;
  else if (s->start_cc)
    return; /* not in its profiled start routine (yet or any more): no
               sample; its last charge decides */
  struct ccprof_open_boxes open;
  int boxes = s->current == ccprof_ports_thread();
  if (boxes)
    ccprof_ports_open_now(&open);
  uint64_t n = charge_to(s, cc);
  if (boxes && n)
    ccprof_ports_add(&open, n);
}

/* The thread's last charge, made by the thread itself as it ends (or as
 * the program exits). Its `current` now is not a sample: it is where every
 * thread ends - after its start routine returned and restored `current`,
 * typically NULL - so the periods since the last look would all go to
 * "(unprofiled)" (one period per thread on average: 14% of the time of
 * threads that live 7 ms). They go to the cost centre the last look found
 * the thread in instead: a sample taken at a moment the program did not
 * choose. (A look that found no cost centre does not count: the first look
 * at a new thread often comes before its start routine has begun.) A
 * thread no look found in profiled code goes to its `current` as it ends
 * if it has one, else to "(unprofiled)": its time is still counted. */
static void charge_last(struct sampled *s) {
  struct __ccprof_cc *cc = __atomic_load_n(s->current, __ATOMIC_RELAXED);
  uint64_t n = charge_to(s, s->seen ? s->seen : cc ? cc : s->start_cc);
  if (n && s->current == ccprof_ports_thread()) /* the thread itself: its boxes stand still */
    ccprof_ports_tick(n);
}

/* The thread's start routine (timer.c's pthread_create): a thread that
 * lives and ends between two looks - the sampler wakes late when every CPU
 * is busy - is charged to it, if it is profiled, rather than to
 * "(unprofiled)"; and looks before it has begun are no samples. */
void ccprof_sampler_start_routine(const void *fn) {
  if (self)
    self->start_cc = ccprof_registry_record_of_fn(fn);
}

static int sampler_main(void *arg) {
  (void)arg;
  struct timespec next, now;
  raw4(SYS_clock_gettime, CLOCK_MONOTONIC, (long)&next, 0, 0);
  while (__atomic_load_n(&running, __ATOMIC_RELAXED)) {
    next.tv_nsec += (long)period_ns;
    while (next.tv_nsec >= 1000000000L) {
      next.tv_nsec -= 1000000000L;
      ++next.tv_sec;
    }
    /* Overslept (a busy machine): go on from now, no catch-up burst; the
     * CPU clocks keep the time right anyway. */
    raw4(SYS_clock_gettime, CLOCK_MONOTONIC, (long)&now, 0, 0);
    if (now.tv_sec > next.tv_sec || (now.tv_sec == next.tv_sec && now.tv_nsec > next.tv_nsec))
      next = now;
    raw4(SYS_clock_nanosleep, CLOCK_MONOTONIC, TIMER_ABSTIME, (long)&next, 0);
    spin_lock();
    for (struct sampled *s = threads; s; s = s->next)
      look(s);
    spin_unlock();
  }
  /* Stopped: a pthread returns; a bare thread parks (exit would need a
   * TLS-free exit path of its own; the process's exit_group ends it). */
  if (as_pthread)
    return 0;
  for (;;)
    raw4(SYS_pause, 0, 0, 0, 0);
  return 0;
}

/* Records [b, e) are going away (dlclose): no thread's last sample may
 * point into them. */
void ccprof_sampler_forget(const struct __ccprof_cc *b, const struct __ccprof_cc *e) {
  ccprof_sampler_lock();
  for (struct sampled *s = threads; s; s = s->next) {
    if (s->seen >= b && s->seen < e)
      s->seen = NULL;
    if (s->start_cc >= b && s->start_cc < e)
      s->start_cc = NULL;
  }
  ccprof_sampler_unlock();
}

/* Each thread's list node lives in its own TLS: no malloc, which a
 * sanitizer intercepts and which may not be ready yet when a thread starts
 * (under TSan with libccprof_rt.so, this runs before TSan has set the new
 * thread up). It is unlinked in the thread's TSD destructor, before its
 * TLS goes away. */
static __thread struct sampled self_node;

int ccprof_sampler_add_thread(void) {
  if (self)
    return 1;
  struct sampled *s = &self_node;
  s->current = &__ccprof_current;
  s->seen = NULL;
  s->start_cc = NULL;
  if (pthread_getcpuclockid(pthread_self(), &s->clock) != 0 ||
      !clock_ns(s->clock, &s->charged_ns))
    return 0;
  ccprof_sampler_lock();
  s->next = threads;
  threads = s;
  ccprof_sampler_unlock();
  self = s;
  return 1;
}

void ccprof_sampler_remove_thread(void) {
  struct sampled *s = self;
  if (!s)
    return;
  ccprof_sampler_lock();
  charge_last(s); /* its last whole periods */
  for (struct sampled **p = &threads; *p; p = &(*p)->next)
    if (*p == s) {
      *p = s->next;
      break;
    }
  ccprof_sampler_unlock();
  self = NULL;
}

/* ThreadSanitizer is linked in (a weak reference: null without it). */
extern void __tsan_init(void) __attribute__((weak));

static void *sampler_pthread_main(void *arg) {
  sampler_main(arg);
  return NULL;
}

/* The sampler thread, with every signal blocked (it inherits the mask). */
static int spawn_sampler(void) {
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  int ok;
  if (as_pthread) {
    pthread_t t;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    /* Through whatever pthread_create the program would call (TSan's
     * interceptor, which must know the thread), not as a program thread. */
    ccprof_pthread_create_fn create =
        (ccprof_pthread_create_fn)dlsym(RTLD_DEFAULT, "pthread_create");
    __atomic_store_n(&ccprof_spawning_sampler, 1, __ATOMIC_RELAXED);
    ok = (create ? create : ccprof_real_pthread_create())(&t, &attr, sampler_pthread_main,
                                                          NULL) == 0;
    __atomic_store_n(&ccprof_spawning_sampler, 0, __ATOMIC_RELAXED);
    pthread_attr_destroy(&attr);
  } else {
    size_t size = 64 * 1024;
    void *stack = mmap(NULL, size, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    ok = stack != MAP_FAILED &&
         clone(sampler_main, (char *)stack + size,
               CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD |
                   CLONE_SYSVSEM,
               NULL) >= 0;
    if (!ok && stack != MAP_FAILED)
      munmap(stack, size);
  }
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  return ok;
}

int ccprof_sampler_start(unsigned hz) {
  if (owner && owner != getpid()) {
    /* A forked child: only the forking thread came along, and the lock
     * may have been held by the parent's sampler at the fork. */
    list_lock = 0;
    taking_lock = 0;
    threads = NULL; /* the parent's nodes: not ours to free */
    self = NULL;
  }
  owner = getpid();
  period_ns = 1000000000u / hz;
  /* A weak reference sees TSan in this image; dlsym sees it anywhere. */
  as_pthread = __tsan_init != NULL || dlsym(RTLD_DEFAULT, "__tsan_init") != NULL;
  if (!ccprof_sampler_add_thread())
    return 0;
  __atomic_store_n(&running, 1, __ATOMIC_RELAXED);
  if (!spawn_sampler()) {
    __atomic_store_n(&running, 0, __ATOMIC_RELAXED);
    ccprof_sampler_remove_thread();
    return 0;
  }
  return 1;
}

int ccprof_sampler_is_pthread(void) { return as_pthread; }

void ccprof_sampler_stop(void) {
  __atomic_store_n(&running, 0, __ATOMIC_RELAXED);
  /* The calling thread's last whole periods. Another thread's hold is
   * short and is waited for - the sampler's, in the middle of its looks,
   * may be long on a busy machine, when the sampler is preempted: skipping
   * the charge then lost every period since its last look (a run got 85%
   * of its CPU time). finish() may run in a signal handler that
   * interrupted this thread itself inside lock(): then the lock cannot be
   * waited for, and those periods are skipped. */
  if (!self || taking_lock)
    return;
  ccprof_sampler_lock();
  charge_last(self);
  ccprof_sampler_unlock();
}

#else /* not x86-64 Linux */

void ccprof_sampler_forget(const struct __ccprof_cc *b, const struct __ccprof_cc *e) {
  (void)b;
  (void)e;
}

void ccprof_sampler_start_routine(const void *fn) { (void)fn; }

int ccprof_sampler_is_pthread(void) { return 0; }

int ccprof_sampler_start(unsigned hz) {
  (void)hz;
  return 0;
}
int ccprof_sampler_add_thread(void) { return 0; }
void ccprof_sampler_remove_thread(void) {}
void ccprof_sampler_stop(void) {}
void ccprof_sampler_lock(void) {}
void ccprof_sampler_unlock(void) {}

#endif
