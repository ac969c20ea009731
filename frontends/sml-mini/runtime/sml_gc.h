/*===- sml_gc.h - sml-mini: the generational collector's interface --------===*
 *
 * New objects are bump-allocated in a nursery of fixed-size chunks; a minor
 * collection copies the survivors within the nursery the first time and
 * into the Boehm heap (the old generation, which Boehm collects as before)
 * the second, and makes the rest of the nursery free again. Its cost is
 * the survivors' and the stack's, not the garbage's, which is what makes
 * ML's short-lived lists, tuples and closures cheap (Appel, "Simple
 * generational garbage collection and fast allocation", 1989); the eden
 * grows with that cost, so that it stays a bounded share of the run.
 *
 * Roots:
 *  - the machine stack and registers, scanned conservatively: a word that
 *    points into (or just past) a nursery object pins it: it stays where it
 *    is for this cycle, the ones it points to are copied (Bartlett's
 *    mostly-copying collection). So compiled code needs no stack maps.
 *  - the program's top-level values (sml_global_roots, emitted by smlc),
 *    updated precisely;
 *  - the remembered set: slots of old objects that were given a nursery
 *    pointer (`:=`, Array.update: the write barrier below) and big objects
 *    allocated directly in the old generation.
 * Boehm sees the nursery as a root region, so old objects that only young
 * ones point to stay alive.
 *
 * The compiler inlines the fast path of allocation (sml_hp/sml_hplim) and
 * of the write barrier (sml_nursery_lo/hi); everything else is here.
 *===----------------------------------------------------------------------===*/
#ifndef SML_GC_H
#define SML_GC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The allocation pointer and the end of the current chunk: compiled code
 * takes `words` words at sml_hp when sml_hp + 8 * words <= sml_hplim, and
 * calls sml_alloc otherwise. */
extern char *sml_hp, *sml_hplim;
/* The nursery's address range [lo, hi): the write barrier's "is young". */
extern uintptr_t sml_nursery_lo, sml_nursery_hi;

/* The program's top-level value slots, emitted by smlc (weak here: a
 * program without top-level values, or a unit test, has none). */
extern int64_t *const sml_global_roots[] __attribute__((weak));
extern const int64_t sml_global_root_count __attribute__((weak));

/* Starts the collector; stack_base is the highest address of the stack
 * that can hold values (main's frame). */
void sml_gc_init(void *stack_base);
/* An object of `words` words (header included; at least 2 are taken) with
 * unset fields; may collect. Objects bigger than a chunk go straight to
 * the old generation and are remembered until the next collection. */
void *sml_alloc(int64_t words);
/* The same for pointer-free bytes (strings): never scanned. */
void *sml_alloc_atomic(size_t bytes);
/* Records that the old object slot `slot` now holds a nursery pointer. */
void sml_remember(int64_t *slot);
/* The write barrier: store v into *slot, remembering it when needed. */
static inline void sml_write(int64_t *slot, int64_t v) {
  *slot = v;
  if ((v & 7) == 0 && (uintptr_t)v - sml_nursery_lo < sml_nursery_hi - sml_nursery_lo &&
      (uintptr_t)slot - sml_nursery_lo >= sml_nursery_hi - sml_nursery_lo)
    sml_remember(slot);
}
/* A minor collection now (tests, and the allocation slow path). */
void sml_gc_minor(void);
/* Whether v points into the nursery (tests). */
int sml_gc_is_young(int64_t v);

/* Counters, printed at exit when SML_GC_STATS is set. */
struct sml_gc_stats {
  uint64_t minor, aged_bytes, promoted_bytes, pinned_objects, pinned_chunks_max, nursery_bytes,
      eden_bytes_max;
};
struct sml_gc_stats sml_gc_get_stats(void);

#ifdef __cplusplus
}
#endif
#endif
