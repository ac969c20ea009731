/* ports_box.h - what a Prolog front end's code does at the Byrd-box ports
 * (ccprof/CCProfPorts.h), for test/lit/runtime/ports.test: count the port
 * and keep `open`, the boxes open now; the runtime's sampling source adds
 * the periods it charges while a box is open to the box time. The program
 * measures the truth itself: the thread's CPU time between entering and
 * leaving each box, read around the store of `open` so that it lies
 * between `lo` (from the inner readings) and `hi` (from the outer ones). */
#ifndef PORTS_BOX_H
#define PORTS_BOX_H
#include "ccprof/CCProfPorts.h"
#include <stdint.h>
#include <time.h>

/* The helpers are not profiled: their time is the predicate's that runs
 * them, as compiled Prolog's would be. */
#define NOPROF __attribute__((annotate("ccprof_noprofile")))

struct box_truth {
  uint64_t lo, hi; /* ns of CPU time the box was open: at least, at most */
  uint64_t a, b;   /* the readings around the last entry */
};

/* The thread's CPU time: what the sampling source divides into periods. */
NOPROF static inline uint64_t mono_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Work outside or inside a box: spin for `us` microseconds of CPU time. */
NOPROF static inline void spin_us(uint64_t us) {
  uint64_t end = mono_ns() + us * 1000;
  while (mono_ns() < end)
    ;
}

/* Entering the box (call or redo). */
NOPROF static inline void box_enter(struct __ccprof_ports *p, struct box_truth *t) {
  t->a = mono_ns();
  __atomic_store_n(&p->open, 1, __ATOMIC_RELAXED);
  t->b = mono_ns();
}

/* Leaving it (exit or fail). */
NOPROF static inline void box_leave(struct __ccprof_ports *p, struct box_truth *t) {
  uint64_t c = mono_ns();
  __atomic_store_n(&p->open, 0, __ATOMIC_RELAXED);
  uint64_t d = mono_ns();
  t->lo += c - t->b;
  t->hi += d - t->a;
}

/* One call of a predicate that has `k` solutions: call, exit, then k-1
 * times redo and exit, then the last redo fails (k == 0: call, fail).
 * `in_us` is spent inside the box each time, `out_us` outside it between
 * an exit and the redo (the caller's work, which is not the box's). */
NOPROF static inline void run_call(struct __ccprof_ports *p, struct box_truth *t, int k,
                            uint64_t in_us, uint64_t out_us) {
  box_enter(p, t); /* call */
  spin_us(in_us);
  for (int i = 0; i < k; ++i) {
    box_leave(p, t); /* exit */
    p->exits++;
    spin_us(out_us);
    p->redos++;
    box_enter(p, t); /* redo */
    spin_us(in_us);
  }
  box_leave(p, t); /* fail */
  p->fails++;
}
#endif
