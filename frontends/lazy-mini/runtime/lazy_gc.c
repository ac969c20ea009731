/*===- lazy_gc.c - lazy-mini: its object layout for the shared nursery ------===*
 *
 * See lazy_gc.h. A header is the object's info pointer (8-aligned), so the
 * collector's pin is bit 0 and its own headers are (words << 3) | 2 for a
 * forwarded object and (words << 3) | 4 for a filler.
 *
 * Which words hold values (lazy_runtime.h): a CON's fields, a FUN's and a
 * THUNK's free variables, an IND's value and a BLACKHOLE's free variables
 * (its code still reads them); a PAP's function and arguments but not its
 * raw count; a string rest's base but not its raw length and offset. An
 * INT, a CHAR and a DOUBLE have none, and strings and big Integers are
 * allocated in Boehm's heap as pointer-free objects.
 *===----------------------------------------------------------------------===*/
#include "lazy_gc.h"

#include <gc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int lazy_nursery_on;

#define FE_LAYOUT_PIN_BIT ((uint64_t)1)
enum { DEAD_FORWARD = 2, DEAD_FILLER = 4 };

#define E1(n, kind, name) {kind, 0, (n), 0, name, 0},
#define E2(n, k, s) E1(n, k, s) E1((n) + 1, k, s)
#define E4(n, k, s) E2(n, k, s) E2((n) + 2, k, s)
#define E8(n, k, s) E4(n, k, s) E4((n) + 4, k, s)
#define E16(n, k, s) E8(n, k, s) E8((n) + 8, k, s)
#define E32(n, k, s) E16(n, k, s) E16((n) + 16, k, s)
#define E64(n, k, s) E32(n, k, s) E32((n) + 32, k, s)
#define E128(n, k, s) E64(n, k, s) E64((n) + 64, k, s)
#define E256(n, k, s) E128(n, k, s) E128((n) + 128, k, s)
#define E512(n, k, s) E256(n, k, s) E256((n) + 256, k, s)
#define E1024(n, k, s) E512(n, k, s) E512((n) + 512, k, s)
#define E2048(n, k, s) E1024(n, k, s) E1024((n) + 1024, k, s)
_Static_assert(LAZY_SIZED_INFOS == 2048, "E2048 below makes LAZY_SIZED_INFOS entries");
const struct lz_info lazy_ind_infos[LAZY_SIZED_INFOS] LZ_INFO_SECTION = {E2048(0, LZ_IND, "IND")};
const struct lz_info lazy_blackhole_infos[LAZY_SIZED_INFOS] LZ_INFO_SECTION = {
    E2048(0, LZ_BLACKHOLE, "BLACKHOLE")};

static const struct lz_info *info_of(const uint64_t *o) {
  return (const struct lz_info *)(uintptr_t)(*o & ~FE_LAYOUT_PIN_BIT);
}

/* Payload words of a CON, FUN, THUNK, IND or BLACKHOLE. */
static size_t payload_words(const uint64_t *o, const struct lz_info *info) {
  int64_t k = info->kind;
  if ((k == LZ_IND || k == LZ_BLACKHOLE) && info->size == LAZY_SIZED_INFOS - 1 &&
      !fe_gc_is_young((int64_t)(intptr_t)o))
    return GC_size((void *)o) / 8 - 2;
  return (size_t)info->size;
}

static inline size_t fe_layout_words(const uint64_t *o) {
  const struct lz_info *info = info_of(o);
  if (info->kind == LZ_PAP)
    return 4 + (size_t)o[3];
  return 2 + (size_t)info->size;
}

static inline int fe_layout_fields(const uint64_t *o, struct fe_range *r) {
  const struct lz_info *info = info_of(o);
  switch (info->kind) {
  case LZ_CON: case LZ_FUN: case LZ_THUNK: case LZ_IND: case LZ_BLACKHOLE:
    if (r)
      r[0] = (struct fe_range){2, 2 + payload_words(o, info)};
    return 1;
  case LZ_PAP: /* function, raw count n, n arguments */
    if (r) {
      r[0] = (struct fe_range){2, 3};
      r[1] = (struct fe_range){4, 4 + (size_t)o[3]};
    }
    return 2;
  case LZ_STR: /* a rest: raw length, base string, raw offset */
    if (info->tag != LZ_STR_REST_TAG)
      return 0;
    if (r)
      r[0] = (struct fe_range){3, 4};
    return 1;
  default:
    return 0;
  }
}

static inline uint64_t fe_layout_dead_header(int kind, size_t words) {
  return ((uint64_t)words << 3) | (kind == FE_DEAD_FORWARD ? DEAD_FORWARD : DEAD_FILLER);
}
static inline int fe_layout_dead_kind(uint64_t h) {
  return h & DEAD_FORWARD ? FE_DEAD_FORWARD : h & DEAD_FILLER ? FE_DEAD_FILLER : FE_DEAD_LIVE;
}
static inline size_t fe_layout_dead_words(uint64_t h) { return (size_t)(h >> 3); }

#include "nursery.c"

void lazy_gc_init(void *stack_base, void (*on_minor)(int end)) {
  extern int lazy_hp_on;
  const char *kb = getenv("LAZY_NURSERY_KB");
  if (lazy_hp_on || (kb && strcmp(kb, "0") == 0))
    return;
  struct fe_layout layout = {
      .name = "lazy",
      .nursery_env = "LAZY_NURSERY_KB",
      .zero_chunks = 1,
      .on_minor = on_minor,
  };
  fe_gc_init(stack_base, &layout);
  lazy_nursery_on = 1;
}

void lazy_gc_barrier(lz_obj **slot, lz_obj *v) { fe_gc_write((int64_t *)slot, (int64_t)(intptr_t)v); }

void lazy_gc_report(void) {
  if (lazy_nursery_on && getenv("LAZY_GC_STATS"))
    fe_gc_report(stderr);
}
