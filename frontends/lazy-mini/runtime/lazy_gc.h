/*===- lazy_gc.h - lazy-mini: its objects in the shared nursery ------------===*
 *
 * New objects are bump-allocated in the nursery of frontends/common/
 * nursery.h, in front of the Boehm heap: most thunks, cons cells and boxed
 * Ints die young and cost a minor collection nothing. The collector needs
 * every object's size, so a thunk updated with its value (IND) or under
 * evaluation (BLACKHOLE) keeps its size: the runtime has an IND and a
 * BLACKHOLE info table for each thunk size a chunk can hold.
 *
 * The heap profile (+RTS -h...) takes its census from Boehm's heap, so with
 * one (or with LAZY_NURSERY_KB=0) every object is allocated there, as
 * before the nursery.
 *===----------------------------------------------------------------------===*/
#ifndef LAZY_GC_H
#define LAZY_GC_H

#include "lazy_runtime.h"
#include "nursery.h"

#include <stdint.h>

/* Whether objects are allocated in the nursery (set by lazy_gc_init). */
extern int lazy_nursery_on;

/* Starts the nursery unless the heap profile or LAZY_NURSERY_KB=0 turns it
 * off; stack_base is main's frame. */
void lazy_gc_init(void *stack_base, void (*on_minor)(int end));

/* The IND and BLACKHOLE info tables of a thunk of `size` free variables
 * (the largest thunk a 16 KB chunk holds has 2046; a bigger one is in
 * Boehm's heap and gets the last entry, and the collector its GC_size). */
#define LAZY_SIZED_INFOS 2048
extern const struct lz_info lazy_ind_infos[LAZY_SIZED_INFOS];
extern const struct lz_info lazy_blackhole_infos[LAZY_SIZED_INFOS];
static inline const struct lz_info *lazy_ind_info(int64_t size) {
  return &lazy_ind_infos[size < LAZY_SIZED_INFOS ? size : LAZY_SIZED_INFOS - 1];
}
static inline const struct lz_info *lazy_blackhole_info(int64_t size) {
  return &lazy_blackhole_infos[size < LAZY_SIZED_INFOS ? size : LAZY_SIZED_INFOS - 1];
}

/* A thunk's update: *slot = v, remembered if the thunk is old and v young.
 * The barrier is out of line: lazy_force then keeps no more values across
 * the thunk's code than it did without one, and so saves no more of the
 * compiled code's leftover registers where Boehm's scan sees them
 * (heap/stale-frames.test at -O0). */
void lazy_gc_barrier(lz_obj **slot, lz_obj *v);
static inline void lazy_gc_write(lz_obj **slot, lz_obj *v) {
  *slot = v;
  if (__builtin_expect(lazy_nursery_on, 0))
    lazy_gc_barrier(slot, v);
}

/* LAZY_GC_STATS=1: the collector's counters on stderr at exit. */
void lazy_gc_report(void);

#endif
