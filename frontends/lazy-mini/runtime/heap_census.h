/*===- heap_census.h - lazy-mini: one census of the live heap -------------===*
 *
 * A census walks the live heap from the roots and sums the bytes of every
 * reachable object into bands: by the cost centre that built it (-hc), by
 * its closure description (-hd), or by its retainer set (-hr, after the
 * GHC retainer-profiling paper, ghc-retainer-profiling-rp.tex). Used by
 * heap_profile.c, which decides when to take one and writes the .hp file.
 *===----------------------------------------------------------------------===*/
#ifndef LAZY_HEAP_CENSUS_H
#define LAZY_HEAP_CENSUS_H

#include <stddef.h>
#include <stdint.h>

enum lz_hp_mode { LZ_HP_NONE = 0, LZ_HP_CC, LZ_HP_DESCR, LZ_HP_RETAINER };

struct lz_band {
  char *name; /* malloc'd, no white space (a .hp identifier) */
  uint64_t bytes;
};

struct lz_census {
  struct lz_band *bands; /* sorted by name; each name once */
  size_t nbands;
  uint64_t bytes;    /* total live bytes (the sum of the bands) */
  uint64_t objects;  /* live objects */
  uint64_t visits;   /* objects visited, counting revisits (-hr) */
};

/* Takes a census of the objects reachable from the program's roots: the
 * CAFs (section lazy_caf) and every word of the machine stack between the
 * caller's frame and `stack_bottom`, the registers included (conservative:
 * a word is a root when it points into a lazy-mini heap object). Returns
 * 0, or -1 when out of memory (the census is then empty). */
int lz_take_census(enum lz_hp_mode mode, void *stack_bottom, struct lz_census *out);
void lz_census_free(struct lz_census *c);

/* The bytes of lazy-mini objects the collector itself marked at its last
 * collection: the check that a census counts exactly the live heap. */
uint64_t lz_collector_live_bytes(void);

#endif
