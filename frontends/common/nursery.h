/*===- nursery.h - front ends' runtimes: a generational, mostly-copying nursery ===*
 *
 * Shared by sml-mini (sml_gc.c) and lazy-mini (lazy_gc.c): each describes
 * its objects to the collector (the fe_layout_* functions below) and
 * #includes nursery.c.
 *
 * New objects are bump-allocated in a nursery of fixed-size chunks; a minor
 * collection copies the survivors within the nursery the first time and
 * into the Boehm heap (the old generation, which Boehm collects as before)
 * the second, and makes the rest of the nursery free again. Its cost is
 * the survivors' and the stack's, not the garbage's, which is what makes
 * short-lived lists, tuples, closures and thunks cheap (Appel, "Simple
 * generational garbage collection and fast allocation", 1989); the eden
 * grows with that cost, so that it stays a bounded share of the run.
 *
 * Roots:
 *  - the machine stack and registers, scanned conservatively: a word that
 *    points into (or just past) a nursery object pins it: it stays where it
 *    is for this cycle, the ones it points to are copied (Bartlett's
 *    mostly-copying collection). So compiled code needs no stack maps.
 *  - the language's precise roots (struct fe_layout), updated precisely;
 *  - the remembered set: slots of old objects that were given a nursery
 *    pointer (the language's mutations: the write barrier below) and big objects
 *    allocated directly in the old generation.
 * Boehm sees the nursery as a root region, so old objects that only young
 * ones point to stay alive.
 *
 * A compiler may inline the fast path of allocation (fe_hp/fe_hplim) and
 * of the write barrier (fe_nursery_lo/hi); everything else is here.
 * A language's objects start with a header word; the collector needs from
 * it an object's size and which of its words hold values, one spare bit
 * (for pins) and two header encodings of its own (forwarded and filler
 * objects) that no live object has. Values are words: a young one is an
 * 8-aligned address in the nursery, anything else is left alone.
 *===----------------------------------------------------------------------===*/
#ifndef FE_NURSERY_H
#define FE_NURSERY_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The symbols compiled code uses for the inline fast paths: one spelling
 * for the runtime and the compilers. */
#define FE_GC_HP_SYMBOL "fe_hp"
#define FE_GC_HPLIM_SYMBOL "fe_hplim"
#define FE_GC_NURSERY_LO_SYMBOL "fe_nursery_lo"
#define FE_GC_NURSERY_HI_SYMBOL "fe_nursery_hi"

/* The allocation pointer and the end of the current chunk: compiled code
 * takes `words` words at fe_hp when fe_hp + 8 * words <= fe_hplim, and
 * calls the allocation slow path otherwise. */
extern char *fe_hp, *fe_hplim;
/* The nursery's address range [lo, hi): the write barrier's "is young". */
extern uintptr_t fe_nursery_lo, fe_nursery_hi;

/* The collector's own dead objects: a forwarded one (the copy's address in
 * word 1) and a filler (a dead object kept in a pinned chunk). */
enum { FE_DEAD_LIVE = 0, FE_DEAD_FORWARD = 1, FE_DEAD_FILLER = 2 };

/* Words [from, to) of an object that hold values. */
struct fe_range {
  size_t from, to;
};
#define FE_MAX_RANGES 2

/* A runtime that uses the collector defines, before it #includes
 * nursery.c (a static, inlined copy of the collector per language):
 *
 *   #define FE_LAYOUT_PIN_BIT  a header bit no live or dead header uses
 *   static size_t fe_layout_words(const uint64_t *o);
 *       the words (header included, at least 2) of the live object o
 *   static int fe_layout_fields(const uint64_t *o, struct fe_range *r);
 *       the ranges of o's words that hold values (at most FE_MAX_RANGES;
 *       r may be NULL: only the count is wanted)
 *   static uint64_t fe_layout_dead_header(int kind, size_t words);
 *       a dead header of that kind for an object of `words` words
 *   static int fe_layout_dead_kind(uint64_t h);
 *       which kind h is (FE_DEAD_LIVE for a live header)
 *   static size_t fe_layout_dead_words(uint64_t h);
 *       a dead header's words
 *
 * o's header may have the pin bit set when the first two are called. */
struct fe_layout {
  const char *name;        /* for messages: "sml", "lazy" */
  const char *nursery_env; /* the eden's size in KB, from the environment */
  /* Whether a stack word just past an object pins it (a compiler's end
   * pointer), not only one into it. A copy of the allocation pointer is
   * just past the last object allocated, which then stays pinned: for a
   * lazy list, an updated thunk whose value is the whole rest of it. */
  int pin_just_past;
  /* Whether chunks are zeroed when allocation enters them: for a language
   * whose code may allocate again before it has set every field of the
   * object it just allocated (a 0 field is no value). */
  int zero_chunks;
  /* Called before and after each minor collection, if set (a profiler's
   * hooks, to charge the collector's time). */
  void (*on_minor)(int end);
  /* Slots outside the heap that hold values, updated precisely. */
  int64_t *const *roots;
  size_t root_count;
};

/* Starts the collector; stack_base is the highest address of the stack
 * that can hold values (main's frame). */
void fe_gc_init(void *stack_base, const struct fe_layout *layout);
/* An object of `words` words (header included; at least 2 are taken) with
 * unset fields; may collect. Objects bigger than a chunk go straight to
 * the old generation and are remembered until the next collection. */
void *fe_gc_alloc(int64_t words);
/* The same for pointer-free bytes (strings): never scanned. */
void *fe_gc_alloc_atomic(size_t bytes);
/* Records that the old object slot `slot` now holds a nursery pointer. */
void fe_gc_remember(int64_t *slot);
/* The write barrier: store v into *slot, remembering it when needed. */
static inline void fe_gc_write(int64_t *slot, int64_t v) {
  *slot = v;
  if ((v & 7) == 0 && (uintptr_t)v - fe_nursery_lo < fe_nursery_hi - fe_nursery_lo &&
      (uintptr_t)slot - fe_nursery_lo >= fe_nursery_hi - fe_nursery_lo)
    fe_gc_remember(slot);
}
/* A minor collection now (tests, and the allocation slow path). */
void fe_gc_minor(void);
/* Whether v points into the nursery (tests). */
int fe_gc_is_young(int64_t v);

/* Counters, for a language's statistics at exit. */
struct fe_gc_stats {
  uint64_t minor, aged_bytes, promoted_bytes, pinned_objects, pinned_chunks_max, nursery_bytes,
      eden_bytes_max;
};
struct fe_gc_stats fe_gc_get_stats(void);
/* The counters in one line ("<name> gc: ..."), with Boehm's collections. */
void fe_gc_report(FILE *f);

#ifdef __cplusplus
}
#endif
#endif
