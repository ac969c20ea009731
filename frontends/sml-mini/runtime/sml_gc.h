/*===- sml_gc.h - sml-mini: its objects in the shared nursery --------------===*
 *
 * sml-mini's heap is the generational, mostly-copying nursery of
 * frontends/common/nursery.h in front of the Boehm heap; this file gives
 * it sml-mini's object layout (a header word: kind, length, tag; see
 * sml_runtime.h) and the names compiled code and the runtime call.
 * Values are tagged (ints odd, immediates 2 mod 8), so every field of an
 * object with pointers is a value; strings and reals have none. The
 * program's top-level values (sml_global_roots, emitted by smlc) are the
 * precise roots.
 *===----------------------------------------------------------------------===*/
#ifndef SML_GC_H
#define SML_GC_H

#include "nursery.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The program's top-level value slots, emitted by smlc (weak here: a
 * program without top-level values, or a unit test, has none). */
extern int64_t *const sml_global_roots[] __attribute__((weak));
extern const int64_t sml_global_root_count __attribute__((weak));

/* Starts the collector with sml-mini's layout. */
void sml_gc_init(void *stack_base);
/* An object of `words` words (header included) with unset fields (the
 * slow path of compiled code's inline allocation); may collect. */
void *sml_alloc(int64_t words);
/* The same for pointer-free bytes (strings): never scanned. */
static inline void *sml_alloc_atomic(size_t bytes) { return fe_gc_alloc_atomic(bytes); }
/* Records that the old object slot `slot` now holds a nursery pointer
 * (compiled code's write barrier, `:=` and Array.update). */
void sml_remember(int64_t *slot);
/* The write barrier: store v into *slot, remembering it when needed. */
static inline void sml_write(int64_t *slot, int64_t v) { fe_gc_write(slot, v); }

#ifdef __cplusplus
}
#endif
#endif
