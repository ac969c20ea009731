/*===- sml_gc.c - sml-mini: its object layout for the shared nursery -------===*
 *
 * See sml_gc.h. The collector's own headers use kinds no object has: a
 * forwarded object and a filler keep the length (words - 1), so a chunk
 * stays walkable; the pin is bit 7 of the kind byte.
 *===----------------------------------------------------------------------===*/
#include "sml_gc.h"

#include "sml_runtime.h"

#include <stdlib.h>

enum { KIND_FORWARD = 0x7e, KIND_FILLER = 0x7f };
#define FE_LAYOUT_PIN_BIT ((uint64_t)0x80)

static inline size_t fe_layout_words(const uint64_t *o) {
  uint64_t h = *o & ~FE_LAYOUT_PIN_BIT, len = SML_LEN(h);
  size_t w = SML_KIND(h) == SML_STRING ? 1 + (len + 8) / 8 : 1 + len;
  return w < 2 ? 2 : w;
}
static inline int fe_layout_fields(const uint64_t *o, struct fe_range *r) {
  unsigned kind = SML_KIND(*o & ~FE_LAYOUT_PIN_BIT);
  if (kind == SML_STRING || kind == SML_REAL)
    return 0;
  if (r)
    r[0] = (struct fe_range){1, 1 + SML_LEN(*o)};
  return 1;
}
static inline uint64_t fe_layout_dead_header(int kind, size_t words) {
  return (uint64_t)(kind == FE_DEAD_FORWARD ? KIND_FORWARD : KIND_FILLER) |
         ((uint64_t)(words - 1) << 8);
}
static inline int fe_layout_dead_kind(uint64_t h) {
  unsigned kind = SML_KIND(h);
  return kind == KIND_FORWARD ? FE_DEAD_FORWARD : kind == KIND_FILLER ? FE_DEAD_FILLER : FE_DEAD_LIVE;
}
static inline size_t fe_layout_dead_words(uint64_t h) { return 1 + SML_LEN(h); }

#include "nursery.c"

void sml_gc_init(void *stack_base) {
  struct fe_layout layout = {
      .name = "sml",
      .nursery_env = "SML_NURSERY_KB",
      .pin_just_past = 1,
      .roots = &sml_global_root_count ? sml_global_roots : NULL,
      .root_count = &sml_global_root_count ? (size_t)sml_global_root_count : 0,
  };
  fe_gc_init(stack_base, &layout);
}

void *sml_alloc(int64_t words) { return fe_gc_alloc(words); }
void sml_remember(int64_t *slot) { fe_gc_remember(slot); }
