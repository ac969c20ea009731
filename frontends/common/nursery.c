/*===- nursery.c - front ends' runtimes: a generational, mostly-copying nursery ===*
 *
 * See nursery.h for the design. A language's runtime does not compile this
 * file alone: it defines its object layout's functions (the fe_layout_*
 * below, listed in nursery.h) and then #includes it, so that the
 * collector's loops call them directly, inlined (through pointers they
 * made sml-mini's sort 1.2x slower). A minor collection:
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
 *  5. sizes the next eden to at least twice this collection's work, and
 *     four times what it copied (copy_growth_factor).
 * A chunk's objects end at a 0 word (written when allocation leaves it) or
 * at its end. Every object is complete before the next allocation (sml-mini
 * sets a closure's free variables to 0 until it fills them), or its chunk
 * was zeroed when allocation entered it (layout.zero_chunks: lazy-mini),
 * so a pinned object never shows the collector a stale field.
 *===----------------------------------------------------------------------===*/
#include "nursery.h"

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
/* What the bytes a collection copies can add to the next eden. */
#define COPY_GROWTH_BYTES ((size_t)128 << 20)

/* The language's parameters (fe_gc_init); PIN_BIT its spare header bit. */
static struct fe_layout layout;
#define PIN_BIT FE_LAYOUT_PIN_BIT

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

char *fe_hp, *fe_hplim;
uintptr_t fe_nursery_lo, fe_nursery_hi;

static char *nursery;              /* chunk-aligned base of the reservation */
static struct chunk *chunks;       /* RESERVE_BYTES / CHUNK_BYTES entries */
static size_t active, target;      /* chunks in the nursery; eden chunks per cycle */
static size_t spare;               /* free chunks kept for the next to-space */
static size_t eden_used;           /* chunks allocated in since the last collection */
static size_t base_target;         /* the eden asked for (layout.nursery_env) */
/* What the collection now running has to go through: stack bytes scanned
 * and bytes of chunks walked for pins; bytes copied. */
static size_t work_bytes;
static size_t copied_bytes;
static size_t young_bytes;         /* of those, the eden's survivors (the rest promoted) */
static size_t big_bytes;           /* in remembered_big */
static char *copy_hp, *copy_lim;   /* the to-space chunk being filled */
static size_t *free_list, n_free;  /* indices of free chunks */
static size_t current = (size_t)-1; /* the chunk being allocated in */
static char *stack_base;
static struct fe_gc_stats stats;
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
  fprintf(stderr, "%s: %s\n", layout.name, what);
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
/* Words of the object whose header is h (live or dead, pin bit or not). */
static size_t header_words(const uint64_t *o) {
  uint64_t h = *o & ~PIN_BIT;
  if (fe_layout_dead_kind(h))
    return fe_layout_dead_words(h);
  return fe_layout_words(o);
}
static int is_dead(uint64_t h, int kind) { return fe_layout_dead_kind(h & ~PIN_BIT) == kind; }

static inline int in_nursery(uintptr_t p) { return p - fe_nursery_lo < fe_nursery_hi - fe_nursery_lo; }
int fe_gc_is_young(int64_t v) { return (v & 7) == 0 && in_nursery((uintptr_t)v); }
static size_t chunk_of(uintptr_t p) { return (p - (uintptr_t)nursery) / CHUNK_BYTES; }
static uint64_t *chunk_start(size_t c) { return (uint64_t *)(nursery + c * CHUNK_BYTES); }
/* Where a chunk's objects end: the allocation pointer in the current one,
 * else its end (a 0 header stops the walk earlier). */
static uint64_t *chunk_limit(size_t c) {
  return c == current ? (uint64_t *)fe_hp : chunk_start(c) + CHUNK_WORDS;
}

/* -------------------------------------------------------------- chunks */
static void set_active(size_t n) {
  if (n * CHUNK_BYTES > RESERVE_BYTES)
    gc_fail("out of memory (the nursery is full of pinned objects)");
  for (size_t c = active; c < n; ++c)
    free_list[n_free++] = c;
  active = n;
  fe_nursery_hi = fe_nursery_lo + active * CHUNK_BYTES;
  stats.nursery_bytes = active * CHUNK_BYTES;
}

/* A chunk's objects end at a 0 word or at its end. */
static void end_chunk(char *hp, char *lim) {
  if (hp && hp < lim)
    *(uint64_t *)hp = 0;
}

static int enter_free_chunk(void) {
  end_chunk(fe_hp, fe_hplim);
  if (eden_used == target || n_free == 0)
    return 0;
  ++eden_used;
  current = free_list[--n_free];
  chunks[current].state = CHUNK_EDEN;
  char *p = (char *)chunk_start(current);
  if (layout.zero_chunks)
    memset(p, 0, CHUNK_BYTES);
  else
    *(uint64_t *)p = 0; /* the end of its (no) objects */
  fe_hp = p;
  fe_hplim = p + CHUNK_BYTES;
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

void fe_gc_init(void *base, const struct fe_layout *lay) {
  layout = *lay;
  stack_base = base;
  size_t want = DEFAULT_NURSERY_BYTES;
  const char *env = getenv(layout.nursery_env);
  if (env && *env) {
    char *end;
    unsigned long kb = strtoul(env, &end, 10);
    if (*end || kb == 0 || kb > MAX_EDEN_CHUNKS * (CHUNK_BYTES >> 10)) {
      fflush(stdout);
      fprintf(stderr, "%s: %s must be a number of kilobytes from 1 to 1048576\n", layout.name,
              layout.nursery_env);
      exit(2);
    }
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
  fe_nursery_lo = fe_nursery_hi = (uintptr_t)nursery;
  target = base_target = n;
  stats.eden_bytes_max = n * CHUNK_BYTES;
  spare = n / 4 + 1;
  set_active(n + spare);
  fe_hp = fe_hplim = NULL;
  boehm_push_other_roots = GC_get_push_other_roots();
  GC_set_push_other_roots(push_nursery);
}

/* ----------------------------------------------------------- allocation */
void *fe_gc_alloc(int64_t words) {
  if (words < 2)
    words = 2;
  size_t bytes = (size_t)words * 8;
  if (bytes > CHUNK_BYTES) {
    /* Too big for a chunk: old at birth. Its fields are about to be set
     * (maybe to young values) without a barrier, so remember all of it:
     * until the next minor collection, which comes early when such
     * objects add up to an eden (the list keeps them alive). */
    if (big_bytes + bytes > target * CHUNK_BYTES)
      fe_gc_minor();
    big_bytes += bytes;
    void *p = GC_MALLOC(bytes);
    if (!p)
      gc_fail("out of memory");
    vec_push(&remembered_big, (int64_t)(intptr_t)p);
    return p;
  }
  for (;;) {
    if ((size_t)(fe_hplim - fe_hp) >= bytes) {
      void *p = fe_hp;
      fe_hp += bytes;
      return p;
    }
    if (!enter_free_chunk())
      fe_gc_minor();
  }
}

void *fe_gc_alloc_atomic(size_t bytes) {
  if (bytes > CHUNK_BYTES) {
    void *p = GC_MALLOC_ATOMIC(bytes);
    if (!p)
      gc_fail("out of memory");
    return p;
  }
  return fe_gc_alloc((int64_t)((bytes + 7) / 8));
}

/* Consecutive stores to one slot are remembered once; a set grown big
 * (stores of young values into old objects, without allocation) is
 * emptied by a collection. */
static size_t remembered_limit = (size_t)1 << 20;
void fe_gc_remember(int64_t *slot) {
  if (remembered.n && remembered.v[remembered.n - 1] == (int64_t)(intptr_t)slot)
    return;
  vec_push(&remembered, (int64_t)(intptr_t)slot);
  if (remembered.n >= remembered_limit && !in_gc) {
    fe_gc_minor();
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
  /* setjmp leaves most of a jmp_buf (the signal mask) unwritten: stale
   * words of dead frames that would pin whatever they once pointed to. */
  memset(&regs, 0, sizeof regs);
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
    size_t w = header_words(o);
    if (!fe_layout_dead_kind(*o) && !(*o & PIN_BIT) &&
        any_bit(k->bits, (size_t)(o - base), (size_t)(o - base) + w - !layout.pin_just_past)) {
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
  if (is_dead(h, FE_DEAD_FORWARD))
    return (int64_t)o[1];
  if (h == 0 || is_dead(h, FE_DEAD_FILLER) || state == CHUNK_FREE)
    gc_fail("internal error: a heap pointer to a dead nursery object");
  size_t w = header_words(o);
  int pointers = fe_layout_fields(o, NULL) > 0;
  uint64_t *n;
  if (state == CHUNK_EDEN) {
    n = tospace_alloc(w);
    stats.aged_bytes += w * 8;
    young_bytes += w * 8;
  } else {
    n = promote_alloc(w, pointers);
    stats.promoted_bytes += w * 8;
  }
  copied_bytes += w * 8;
  n[0] = h;
  n[1] = o[1];
  for (size_t i = 2; i < w; ++i)
    n[i] = o[i];
  o[0] = fe_layout_dead_header(FE_DEAD_FORWARD, w);
  o[1] = (uint64_t)(uintptr_t)n;
  if (pointers)
    vec_push(&gray, (int64_t)(intptr_t)n);
  return (int64_t)(intptr_t)n;
}

static inline int64_t evacuate(int64_t v) { return young_ptr(v) ? evacuate_young(v) : v; }

/* Evacuates what the fields of the nursery object o point to. */
static void scan_object(uint64_t *o) {
  struct fe_range r[FE_MAX_RANGES];
  int n = fe_layout_fields(o, r);
  for (int k = 0; k < n; ++k)
    for (size_t i = r[k].from; i < r[k].to; ++i)
      if (young_ptr((int64_t)o[i]))
        o[i] = (uint64_t)evacuate_young((int64_t)o[i]);
}

/* The same for an old object: a field still young (pinned) is remembered. */
static void scan_promoted(uint64_t *o) {
  struct fe_range r[FE_MAX_RANGES];
  int n = fe_layout_fields(o, r);
  for (int k = 0; k < n; ++k)
    for (size_t i = r[k].from; i < r[k].to; ++i)
      if (young_ptr((int64_t)o[i])) {
        int64_t v = evacuate_young((int64_t)o[i]);
        o[i] = (uint64_t)v;
        if (young_ptr(v))
          fe_gc_remember((int64_t *)&o[i]);
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
  for (size_t i = 0; i < layout.root_count; ++i)
    *layout.roots[i] = evacuate(*layout.roots[i]);
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
      fe_gc_remember(slot);
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
    size_t w = header_words(o);
    if (*o & PIN_BIT)
      *o &= ~PIN_BIT;
    else if (!is_dead(*o, FE_DEAD_FILLER))
      *o = fe_layout_dead_header(FE_DEAD_FILLER, w);
    o += w;
  }
}

/* How much what a collection copies grows the next eden. Four times: the
 * eden grows until at most a quarter of it survives, so data a program
 * keeps for a while (the merge lists of bench/lazy/sort.hs, exp3_8's
 * numbers) dies in the eden rather than being copied twice and promoted
 * (with twice: sort.hs 1.5-1.6x the time, 105 MB against 58 MB resident).
 * Twice where three quarters of the eden or more survived: that data
 * lives on whatever the eden's size, and a faster-growing eden only
 * promotes more of it (a list kept to the end, lazy/heap/nursery.test:
 * 1.17x the time with four times). */
static size_t copy_growth_factor(void) {
  size_t eden = eden_used * CHUNK_BYTES;
  return young_bytes * 4 >= eden * 3 ? 2 : 4;
}

static int verify_on = -1;
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
      if (k->state != CHUNK_FREE && verify_on > 0)
        memset(chunk_start(c), 0xdb, CHUNK_BYTES); /* FE_GC_VERIFY: stale reads show */
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
   * when the work does. Copying grows it by COPY_GROWTH_BYTES at most:
   * where most young data lives on (a program building a long list), what
   * a collection copies grows with the eden, and the eden doubled at each
   * collection (633 MB for a list of 3 * 10^6 Ints, 914 MB resident;
   * lazy/heap/nursery.test). */
  size_t copy_part = copy_growth_factor() * copied_bytes;
  if (copy_part > COPY_GROWTH_BYTES)
    copy_part = COPY_GROWTH_BYTES;
  size_t want = (2 * (work_bytes + held * CHUNK_BYTES) + copy_part) / CHUNK_BYTES + 1;
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

/* FE_GC_VERIFY=1: after each minor collection, every value in a nursery
 * object or a remembered slot must be a live object of a chunk in use. */
static void verify_value(int64_t v, const void *where) {
  if (!young_ptr(v))
    return;
  size_t c = chunk_of((uintptr_t)v);
  uint64_t h = *(uint64_t *)(intptr_t)v;
  if (chunks[c].state == CHUNK_FREE || h == 0 || fe_layout_dead_kind(h & ~PIN_BIT)) {
    fprintf(stderr, "%s gc verify: %p (in %p) -> dead %p (chunk state %d, header %llx)\n",
            layout.name, where, where, (void *)(intptr_t)v, chunks[c].state, (unsigned long long)h);
    abort();
  }
}
static void verify(void) {
  for (size_t c = 0; c < active; ++c) {
    if (chunks[c].state == CHUNK_FREE)
      continue;
    uint64_t *o = chunk_start(c), *end = chunk_limit(c);
    while (o < end && *o) {
      size_t w = header_words(o);
      if (!fe_layout_dead_kind(*o & ~PIN_BIT)) {
        struct fe_range r[FE_MAX_RANGES];
        int n = fe_layout_fields(o, r);
        for (int k = 0; k < n; ++k)
          for (size_t i = r[k].from; i < r[k].to; ++i)
            verify_value((int64_t)o[i], &o[i]);
      }
      o += w;
    }
  }
  for (size_t i = 0; i < remembered.n; ++i) {
    int64_t *slot = (int64_t *)(intptr_t)remembered.v[i];
    verify_value(*slot, slot);
  }
}

/* FE_GC_VERIFY: each eden chunk's walk must end where its objects end
 * (after it, only zero words: chunks are zeroed when layout.zero_chunks). */
static void verify_walks(void) {
  for (size_t c = 0; c < active; ++c) {
    if (chunks[c].state != CHUNK_EDEN)
      continue;
    uint64_t *base = chunk_start(c), *o = base, *end = chunk_limit(c), *prev = NULL;
    while (o < end && *o) {
      prev = o;
      o += header_words(o);
    }
    for (uint64_t *q = o; q < end; ++q)
      if (*q) {
        fprintf(stderr, "%s gc verify: chunk %zu's walk stops at +%ld (after the object at +%ld, "
                "header %llx, %zu words) but +%ld is %llx\n", layout.name, c, (long)(o - base),
                prev ? (long)(prev - base) : -1L, prev ? (unsigned long long)*prev : 0ULL,
                prev ? header_words(prev) : 0, (long)(q - base), (unsigned long long)*q);
        abort();
      }
  }
}

void fe_gc_minor(void) {
  if (verify_on < 0)
    verify_on = getenv("FE_GC_VERIFY") != NULL;
  if (layout.on_minor)
    layout.on_minor(0);
  stats.minor++;
  work_bytes = copied_bytes = young_bytes = 0;
  in_gc = 1;
  /* The chunk being allocated in ends here: if pins keep it, later walks
   * of it must stop at what was allocated, not run into stale words. */
  end_chunk(fe_hp, fe_hplim);
  if (verify_on && layout.zero_chunks)
    verify_walks();
  scan_stack();
  for (size_t i = 0; i < touched.n; ++i)
    pin_chunk((size_t)touched.v[i]);
  touched.n = 0;
  scan_roots();
  release_chunks();
  pinned.n = 0;
  eden_used = 0;
  current = (size_t)-1;
  fe_hp = fe_hplim = NULL;
  in_gc = 0;
  if (verify_on)
    verify();
  if (layout.on_minor)
    layout.on_minor(1);
}

struct fe_gc_stats fe_gc_get_stats(void) { return stats; }

void fe_gc_report(FILE *f) {
  struct fe_gc_stats s = stats;
  fprintf(f,
          "%s gc: %llu minor collections, %llu bytes kept in the nursery, %llu bytes promoted, "
          "%llu objects pinned, "
          "nursery %llu KB (at most %llu chunks held by pins, eden at most %llu KB), "
          "%zu major collections\n",
          layout.name, (unsigned long long)s.minor, (unsigned long long)s.aged_bytes,
          (unsigned long long)s.promoted_bytes, (unsigned long long)s.pinned_objects,
          (unsigned long long)(s.nursery_bytes >> 10), (unsigned long long)s.pinned_chunks_max,
          (unsigned long long)(s.eden_bytes_max >> 10), (size_t)GC_get_gc_no());
}
