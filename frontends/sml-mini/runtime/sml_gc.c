/*===- sml_gc.c - sml-mini: a generational, mostly-copying collector -------===*
 *
 * See sml_gc.h for the design. A minor collection:
 *  1. scans the stack and registers; every word that points into a nursery
 *     chunk in use sets a bit in that chunk's "ambiguous" bitmap;
 *  2. walks each such chunk object by object (a chunk is a sequence of
 *     objects from its first word: their headers give their sizes) and pins
 *     every object a bit falls in or just past (PIN_BIT in its header);
 *  3. evacuates what the precise roots, the pinned objects and the
 *     remembered set point to, leaving a forwarding header: an object on
 *     its first survival to a to-space chunk of the nursery, on its second
 *     into the Boehm heap; then what the copies point to (a gray stack);
 *  4. turns every object of a chunk that holds pinned ones but is not pinned
 *     itself into a filler (so that a stale stack word can never revive it),
 *     clears the pins, and frees every chunk without pinned objects;
 *  5. sizes the next eden to at least twice this collection's work.
 * A chunk's objects end at a 0 word (written when allocation leaves it) or
 * at its end. Every object is complete before the next allocation (the
 * compiler sets a closure's free variables to 0 until it fills them), so a
 * pinned object never shows the collector a stale field.
 *===----------------------------------------------------------------------===*/
#include "sml_gc.h"

#include "sml_runtime.h"

#include <gc.h>
#include <gc/gc_mark.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define CHUNK_BYTES ((size_t)16 << 10)
#define CHUNK_WORDS (CHUNK_BYTES / 8)
/* The address range reserved for the nursery; pinned chunks that cannot
 * be freed make it grow into this, a chunk at a time. */
#define RESERVE_BYTES ((size_t)4 << 30)
#define DEFAULT_NURSERY_BYTES ((size_t)4 << 20)
/* The eden grows with the cost of a collection up to a quarter of that. */
#define MAX_EDEN_CHUNKS (RESERVE_BYTES / 4 / CHUNK_BYTES)

/* Header kinds only the collector writes: a forwarded object (the copy's
 * address in word 1) and a dead object kept in a pinned chunk. Both keep
 * the size (words - 1) in the length field, so the chunk stays walkable. */
enum { KIND_FORWARD = 0x7e, KIND_FILLER = 0x7f };
#define PIN_BIT ((uint64_t)0x80)

/* EDEN: allocated in since the last collection. AGED: the survivors of
 * the last one, copied there (TOSPACE while it runs). PINNED: held by pinned
 * objects. An object reached in an EDEN chunk is copied to a TOSPACE chunk
 * (its first survival), one reached in an AGED or PINNED chunk is promoted
 * to the Boehm heap: short-lived data that happens to be live at one
 * collection is not promoted (Appel 1989; Ungar's survivor spaces). */
enum chunk_state { CHUNK_FREE, CHUNK_EDEN, CHUNK_AGED, CHUNK_PINNED, CHUNK_TOSPACE };

struct chunk {
  uint8_t state;
  uint8_t ambiguous;   /* its bitmap has bits (this collection) */
  uint8_t has_pinned;  /* objects pinned in this collection */
  uint64_t *bits;      /* CHUNK_WORDS + 1 bits, allocated on first use */
};

char *sml_hp, *sml_hplim;
uintptr_t sml_nursery_lo, sml_nursery_hi;

static char *nursery;              /* chunk-aligned base of the reservation */
static struct chunk *chunks;       /* RESERVE_BYTES / CHUNK_BYTES entries */
static size_t active, target;      /* chunks in the nursery; eden chunks per cycle */
static size_t spare;               /* free chunks kept for the next to-space */
static size_t eden_used;           /* chunks allocated in since the last collection */
static size_t base_target;         /* the eden asked for (SML_NURSERY_KB) */
/* What the collection now running has to go through: stack bytes scanned,
 * bytes of chunks walked for pins, bytes copied. */
static size_t work_bytes;
static size_t big_bytes;           /* in remembered_big */
static char *copy_hp, *copy_lim;   /* the to-space chunk being filled */
static size_t *free_list, n_free;  /* indices of free chunks */
static size_t current = (size_t)-1; /* the chunk being allocated in */
static char *stack_base;
static struct sml_gc_stats stats;
static int in_gc;

/* A growable array of words. `scanned` ones live in memory Boehm scans
 * (the remembered set: it must keep the old objects it names alive). */
struct vec {
  int64_t *v;
  size_t n, cap;
  int scanned;
};
static struct vec remembered = {.scanned = 1};     /* old slots (int64_t *) */
static struct vec remembered_big = {.scanned = 1}; /* big old objects */
static struct vec gray, pinned, touched;

static _Noreturn void gc_fail(const char *what) {
  fflush(stdout);
  fprintf(stderr, "sml: %s\n", what);
  exit(2);
}

static void __attribute__((noinline)) vec_grow(struct vec *s) {
  size_t cap = s->cap ? 2 * s->cap : 1024;
  int64_t *v = s->scanned ? GC_MALLOC_UNCOLLECTABLE(cap * 8) : malloc(cap * 8);
  if (!v)
    gc_fail("out of memory");
  if (s->n)
    memcpy(v, s->v, s->n * 8);
  if (s->scanned)
    GC_FREE(s->v);
  else
    free(s->v);
  s->v = v;
  s->cap = cap;
}
static inline void vec_push(struct vec *s, int64_t x) {
  if (s->n == s->cap)
    vec_grow(s);
  s->v[s->n++] = x;
}

/* ------------------------------------------------------------ objects */
static size_t header_words(uint64_t h) {
  uint64_t len = SML_LEN(h);
  unsigned kind = SML_KIND(h) & ~PIN_BIT;
  size_t w = kind == SML_STRING ? 1 + (len + 8) / 8 : 1 + len;
  return w < 2 ? 2 : w;
}
static int has_pointers(uint64_t h) {
  unsigned kind = SML_KIND(h) & ~PIN_BIT;
  return kind != SML_STRING && kind != SML_REAL;
}
static uint64_t dead_header(unsigned kind, size_t words) {
  return (uint64_t)kind | ((uint64_t)(words - 1) << 8);
}

static inline int in_nursery(uintptr_t p) { return p - sml_nursery_lo < sml_nursery_hi - sml_nursery_lo; }
int sml_gc_is_young(int64_t v) { return (v & 7) == 0 && in_nursery((uintptr_t)v); }
static size_t chunk_of(uintptr_t p) { return (p - (uintptr_t)nursery) / CHUNK_BYTES; }
static uint64_t *chunk_start(size_t c) { return (uint64_t *)(nursery + c * CHUNK_BYTES); }
/* Where a chunk's objects end: the allocation pointer in the current one,
 * else its end (a 0 header stops the walk earlier). */
static uint64_t *chunk_limit(size_t c) {
  return c == current ? (uint64_t *)sml_hp : chunk_start(c) + CHUNK_WORDS;
}

/* -------------------------------------------------------------- chunks */
static void set_active(size_t n) {
  if (n * CHUNK_BYTES > RESERVE_BYTES)
    gc_fail("out of memory (the nursery is full of pinned objects)");
  for (size_t c = active; c < n; ++c)
    free_list[n_free++] = c;
  active = n;
  sml_nursery_hi = sml_nursery_lo + active * CHUNK_BYTES;
  stats.nursery_bytes = active * CHUNK_BYTES;
}

/* A chunk's objects end at a 0 word or at its end. */
static void end_chunk(char *hp, char *lim) {
  if (hp && hp < lim)
    *(uint64_t *)hp = 0;
}

static int enter_free_chunk(void) {
  end_chunk(sml_hp, sml_hplim);
  if (eden_used == target || n_free == 0)
    return 0;
  ++eden_used;
  current = free_list[--n_free];
  chunks[current].state = CHUNK_EDEN;
  char *p = (char *)chunk_start(current);
  *(uint64_t *)p = 0; /* the end of its (no) objects */
  sml_hp = p;
  sml_hplim = p + CHUNK_BYTES;
  return 1;
}

/* Boehm's roots include the nursery chunks in use (young objects may be
 * all that points to an old one), not the free ones. */
static GC_push_other_roots_proc boehm_push_other_roots;
static void push_nursery(void) {
  if (boehm_push_other_roots)
    boehm_push_other_roots();
  for (size_t c = 0; c < active;) {
    if (chunks[c].state == CHUNK_FREE) {
      ++c;
      continue;
    }
    size_t e = c + 1;
    while (e < active && chunks[e].state != CHUNK_FREE)
      ++e;
    GC_push_all(chunk_start(c), chunk_start(e));
    c = e;
  }
}

void sml_gc_init(void *base) {
  stack_base = base;
  size_t want = DEFAULT_NURSERY_BYTES;
  const char *env = getenv("SML_NURSERY_KB");
  if (env && *env) {
    char *end;
    unsigned long kb = strtoul(env, &end, 10);
    if (*end || kb == 0 || kb > MAX_EDEN_CHUNKS * (CHUNK_BYTES >> 10))
      gc_fail("SML_NURSERY_KB must be a number of kilobytes from 1 to 1048576");
    want = (size_t)kb << 10;
  }
  size_t n = (want + CHUNK_BYTES - 1) / CHUNK_BYTES;
  char *r = mmap(NULL, RESERVE_BYTES + CHUNK_BYTES, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (r == MAP_FAILED)
    gc_fail("cannot reserve the nursery");
  nursery = (char *)(((uintptr_t)r + CHUNK_BYTES - 1) & ~(uintptr_t)(CHUNK_BYTES - 1));
  size_t max_chunks = RESERVE_BYTES / CHUNK_BYTES;
  chunks = calloc(max_chunks, sizeof *chunks);
  free_list = malloc(max_chunks * sizeof *free_list);
  if (!chunks || !free_list)
    gc_fail("out of memory");
  sml_nursery_lo = sml_nursery_hi = (uintptr_t)nursery;
  target = base_target = n;
  stats.eden_bytes_max = n * CHUNK_BYTES;
  spare = n / 4 + 1;
  set_active(n + spare);
  sml_hp = sml_hplim = NULL;
  boehm_push_other_roots = GC_get_push_other_roots();
  GC_set_push_other_roots(push_nursery);
}

/* ----------------------------------------------------------- allocation */
void *sml_alloc(int64_t words) {
  if (words < 2)
    words = 2;
  size_t bytes = (size_t)words * 8;
  if (bytes > CHUNK_BYTES) {
    /* Too big for a chunk: old at birth. Its fields are about to be set
     * (maybe to young values) without a barrier, so remember all of it:
     * until the next minor collection, which comes early when such
     * objects add up to an eden (the list keeps them alive). */
    if (big_bytes + bytes > target * CHUNK_BYTES)
      sml_gc_minor();
    big_bytes += bytes;
    void *p = GC_MALLOC(bytes);
    if (!p)
      gc_fail("out of memory");
    vec_push(&remembered_big, (int64_t)(intptr_t)p);
    return p;
  }
  for (;;) {
    if ((size_t)(sml_hplim - sml_hp) >= bytes) {
      void *p = sml_hp;
      sml_hp += bytes;
      return p;
    }
    if (!enter_free_chunk())
      sml_gc_minor();
  }
}

void *sml_alloc_atomic(size_t bytes) {
  if (bytes > CHUNK_BYTES) {
    void *p = GC_MALLOC_ATOMIC(bytes);
    if (!p)
      gc_fail("out of memory");
    return p;
  }
  return sml_alloc((int64_t)((bytes + 7) / 8));
}

/* Consecutive stores to one slot are remembered once; a set grown big
 * (stores of young values into old objects, without allocation) is
 * emptied by a collection. */
static size_t remembered_limit = (size_t)1 << 20;
void sml_remember(int64_t *slot) {
  if (remembered.n && remembered.v[remembered.n - 1] == (int64_t)(intptr_t)slot)
    return;
  vec_push(&remembered, (int64_t)(intptr_t)slot);
  if (remembered.n >= remembered_limit && !in_gc) {
    sml_gc_minor();
    if (remembered.n > remembered_limit / 2)
      remembered_limit *= 2;
  }
}

static int compare_words(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return x < y ? -1 : x > y;
}
/* The kept slots, each once. */
static void dedupe_remembered(void) {
  if (remembered.n < 2)
    return;
  qsort(remembered.v, remembered.n, 8, compare_words);
  size_t k = 1;
  for (size_t i = 1; i < remembered.n; ++i)
    if (remembered.v[i] != remembered.v[k - 1])
      remembered.v[k++] = remembered.v[i];
  remembered.n = k;
}

/* ----------------------------------------------------- 1. the stack scan */
static void note_ambiguous(uintptr_t w) {
  if (!in_nursery(w))
    return;
  size_t c = chunk_of(w);
  struct chunk *k = &chunks[c];
  if (k->state == CHUNK_FREE)
    return;
  size_t word = (w - (uintptr_t)chunk_start(c)) / 8;
  if (!k->bits) {
    k->bits = calloc(CHUNK_WORDS / 64 + 1, 8);
    if (!k->bits)
      gc_fail("out of memory");
  }
  if (!k->ambiguous) {
    k->ambiguous = 1;
    vec_push(&touched, (int64_t)c);
  }
  k->bits[word / 64] |= (uint64_t)1 << (word % 64);
}

static void __attribute__((noinline)) scan_stack(void) {
  jmp_buf regs; /* the callee-saved registers, spilled where the scan sees them */
  setjmp(regs);
  __builtin_unwind_init();
  uintptr_t *p = (uintptr_t *)(((uintptr_t)&regs) & ~(uintptr_t)7);
  work_bytes += (size_t)(stack_base - (char *)p);
  for (; (char *)p < stack_base; ++p)
    note_ambiguous(*p);
}

/* Whether a bit is set in [from, to] (word indices in the chunk). */
static int any_bit(const uint64_t *bits, size_t from, size_t to) {
  for (size_t i = from; i <= to; ++i)
    if (bits[i / 64] >> (i % 64) & 1)
      return 1;
  return 0;
}

/* ---------------------------------------------------------- 2. pinning */
static void pin_chunk(size_t c) {
  struct chunk *k = &chunks[c];
  work_bytes += CHUNK_BYTES;
  uint64_t *base = chunk_start(c), *end = chunk_limit(c);
  for (uint64_t *o = base; o < end && *o;) {
    size_t w = header_words(*o);
    unsigned kind = SML_KIND(*o);
    if (kind != KIND_FILLER && kind != KIND_FORWARD && !(*o & PIN_BIT) &&
        any_bit(k->bits, (size_t)(o - base), (size_t)(o - base) + w)) {
      *o |= PIN_BIT;
      vec_push(&pinned, (int64_t)(intptr_t)o);
      k->has_pinned = 1;
      stats.pinned_objects++;
    }
    o += w;
  }
  memset(k->bits, 0, (CHUNK_WORDS / 64 + 1) * 8);
  k->ambiguous = 0;
}

/* ---------------------------------------------------------- 3. copying */
/* Room for w words in to-space (which grows the nursery when more survive
 * than the last collection foresaw: at most an eden's worth). */
static uint64_t *tospace_alloc(size_t w) {
  if ((size_t)(copy_lim - copy_hp) < w * 8) {
    end_chunk(copy_hp, copy_lim);
    if (n_free == 0)
      set_active(active + (target / 4 > 0 ? target / 4 : 1));
    size_t c = free_list[--n_free];
    chunks[c].state = CHUNK_TOSPACE;
    copy_hp = (char *)chunk_start(c);
    copy_lim = copy_hp + CHUNK_BYTES;
  }
  uint64_t *n = (uint64_t *)copy_hp;
  copy_hp += w * 8;
  return n;
}

/* Old-generation space for a promoted object. Small ones come from
 * per-size lists that GC_malloc_many fills a block at a time (the lists are
 * static, so Boehm sees them). */
#define PROMOTE_LISTS 17
static void *promote_lists[PROMOTE_LISTS];
static uint64_t *promote_alloc(size_t w, int pointers) {
  void *p;
  if (!pointers) {
    p = GC_MALLOC_ATOMIC(w * 8);
  } else if (w < PROMOTE_LISTS) {
    if (!promote_lists[w])
      promote_lists[w] = GC_malloc_many(w * 8);
    p = promote_lists[w];
    if (p) {
      promote_lists[w] = GC_NEXT(p);
      GC_NEXT(p) = NULL;
    }
  } else {
    p = GC_MALLOC(w * 8);
  }
  if (!p)
    gc_fail("out of memory");
  return p;
}

static inline int young_ptr(int64_t v) { return (v & 7) == 0 && in_nursery((uintptr_t)v); }

/* The new address of the nursery object at v (copied now if need be). */
static int64_t evacuate_young(int64_t v) {
  uint64_t *o = (uint64_t *)(intptr_t)v, h = *o;
  unsigned state = chunks[chunk_of((uintptr_t)o)].state;
  if (state == CHUNK_TOSPACE || (h & PIN_BIT))
    return v;
  if (SML_KIND(h) == KIND_FORWARD)
    return (int64_t)o[1];
  if (h == 0 || SML_KIND(h) == KIND_FILLER || state == CHUNK_FREE)
    gc_fail("internal error: a heap pointer to a dead nursery object");
  size_t w = header_words(h);
  uint64_t *n;
  if (state == CHUNK_EDEN) {
    n = tospace_alloc(w);
    stats.aged_bytes += w * 8;
  } else {
    n = promote_alloc(w, has_pointers(h));
    stats.promoted_bytes += w * 8;
  }
  work_bytes += w * 8;
  n[0] = h;
  n[1] = o[1];
  for (size_t i = 2; i < w; ++i)
    n[i] = o[i];
  o[0] = dead_header(KIND_FORWARD, w);
  o[1] = (uint64_t)(uintptr_t)n;
  if (has_pointers(h))
    vec_push(&gray, (int64_t)(intptr_t)n);
  return (int64_t)(intptr_t)n;
}

static inline int64_t evacuate(int64_t v) { return young_ptr(v) ? evacuate_young(v) : v; }

/* Evacuates what the fields of the nursery object o point to. */
static void scan_object(uint64_t *o) {
  uint64_t h = *o;
  if (!has_pointers(h))
    return;
  for (size_t i = 1, len = SML_LEN(h); i <= len; ++i)
    if (young_ptr((int64_t)o[i]))
      o[i] = (uint64_t)evacuate_young((int64_t)o[i]);
}

/* The same for an old object: a field still young (pinned) is remembered. */
static void scan_promoted(uint64_t *o) {
  for (size_t i = 1, len = SML_LEN(*o); i <= len; ++i)
    if (young_ptr((int64_t)o[i])) {
      int64_t v = evacuate_young((int64_t)o[i]);
      o[i] = (uint64_t)v;
      if (young_ptr(v))
        sml_remember((int64_t *)&o[i]);
    }
}

/* Copies in to-space are young (nothing to remember); promoted ones are
 * old. */
static void drain_gray(void) {
  while (gray.n) {
    uint64_t *o = (uint64_t *)(intptr_t)gray.v[--gray.n];
    if (in_nursery((uintptr_t)o))
      scan_object(o);
    else
      scan_promoted(o);
  }
}

static void scan_roots(void) {
  if (&sml_global_root_count)
    for (int64_t i = 0; i < sml_global_root_count; ++i)
      *sml_global_roots[i] = evacuate(*sml_global_roots[i]);
  for (size_t i = 0; i < pinned.n; ++i)
    scan_object((uint64_t *)(intptr_t)pinned.v[i]);
  drain_gray();
  /* The remembered set is rebuilt: a slot is kept only while it points at
   * a pinned object. The old entries stay in Boehm-scanned memory (their
   * holders alive) until all are done. */
  struct vec slots = remembered, big = remembered_big;
  remembered = (struct vec){.scanned = 1};
  remembered_big = (struct vec){.scanned = 1};
  for (size_t i = 0; i < slots.n; ++i) {
    int64_t *slot = (int64_t *)(intptr_t)slots.v[i];
    int64_t v = evacuate(*slot);
    *slot = v;
    drain_gray();
    if (young_ptr(v))
      sml_remember(slot);
  }
  for (size_t i = 0; i < big.n; ++i) {
    scan_promoted((uint64_t *)(intptr_t)big.v[i]);
    drain_gray();
  }
  GC_FREE(slots.v);
  GC_FREE(big.v);
  big_bytes = 0;
  dedupe_remembered();
}

/* ------------------------------------------------------------ 4. sweep */
static void finish_chunk(size_t c) {
  uint64_t *o = chunk_start(c), *end = chunk_limit(c);
  while (o < end && *o) {
    size_t w = header_words(*o);
    if (*o & PIN_BIT)
      *o &= ~PIN_BIT;
    else if (SML_KIND(*o) != KIND_FILLER)
      *o = dead_header(KIND_FILLER, w);
    o += w;
  }
}

static void release_chunks(void) {
  size_t held = 0, aged = 0;
  n_free = 0;
  for (size_t c = 0; c < active; ++c) {
    struct chunk *k = &chunks[c];
    if (k->state != CHUNK_FREE && k->has_pinned) {
      finish_chunk(c);
      k->state = CHUNK_PINNED;
      k->has_pinned = 0;
      ++held;
    } else if (k->state == CHUNK_TOSPACE) {
      k->state = CHUNK_AGED;
      ++aged;
    } else {
      k->state = CHUNK_FREE;
      free_list[n_free++] = c;
    }
  }
  if (held > stats.pinned_chunks_max)
    stats.pinned_chunks_max = held;
  /* The next to-space is kept free: as much as this one took, and a
   * little more, but never more than the eden it is copied from. */
  /* A collection costs about its stack, pins and survivors, whatever the
   * eden's size: the next eden is at least twice that, so the collector's
   * share of the time stays bounded (a deep non-tail recursion would
   * otherwise rescan the same deep stack every few MB). It shrinks back
   * when the work does. */
  size_t want = 2 * (work_bytes + held * CHUNK_BYTES) / CHUNK_BYTES + 1;
  if (want > MAX_EDEN_CHUNKS)
    want = MAX_EDEN_CHUNKS;
  target = want > base_target ? want : base_target;
  if (target * CHUNK_BYTES > stats.eden_bytes_max)
    stats.eden_bytes_max = target * CHUNK_BYTES;
  spare = aged + aged / 2 + 1;
  if (spare > target)
    spare = target;
  end_chunk(copy_hp, copy_lim);
  /* `target` chunks to allocate in, whatever pins hold. */
  if (n_free < target + spare)
    set_active(active + (target + spare - n_free));
  copy_hp = copy_lim = NULL;
}

void sml_gc_minor(void) {
  stats.minor++;
  work_bytes = 0;
  in_gc = 1;
  /* The chunk being allocated in ends here: if pins keep it, later walks
   * of it must stop at what was allocated, not run into stale words. */
  end_chunk(sml_hp, sml_hplim);
  scan_stack();
  for (size_t i = 0; i < touched.n; ++i)
    pin_chunk((size_t)touched.v[i]);
  touched.n = 0;
  scan_roots();
  release_chunks();
  pinned.n = 0;
  eden_used = 0;
  current = (size_t)-1;
  sml_hp = sml_hplim = NULL;
  in_gc = 0;
}

struct sml_gc_stats sml_gc_get_stats(void) { return stats; }
