/*===- heap_census.c - lazy-mini: walking the live heap from the roots ----===*
 *
 * The heap is Boehm's, so no object moves and the roots are found the way
 * the collector finds them: the CAFs (static thunks, gathered by the
 * compiler into section lazy_caf), and the machine stack and registers,
 * read conservatively (a word is a root if it points into a heap object
 * whose first word is one of lazy-mini's info tables, section lazy_info).
 * From there the walk is precise: the info table says which payload words
 * are pointers. An object's bytes are what the collector gave it
 * (GC_size), so a census adds up to the memory the live heap really holds.
 *
 * Nothing here recurses: the walk uses an explicit work list, so a list of
 * ten million cells costs a few words of C stack. The memory used is one
 * 32-bit entry per 16 bytes of the parts of the heap that hold live
 * objects (a side table in 16 MB chunks, made on demand), plus the work
 * list: proportional to the live heap.
 *
 * Retainer profiling (-hr) is the algorithm of the GHC retainer paper:
 *
 *   for every root r: retain(r, R(r))
 *   retain(c, id) = if id in c.set: return
 *                   c.set += {id}
 *                   id' = isRetainer(c) ? R(c) : id
 *                   for every successor c' of c: retain(c', id')
 *
 * isRetainer accepts thunks (unevaluated or under evaluation), functions
 * and partial applications; R(c) is the cost centre that built c (stable:
 * a record's address). The stack's identity is SYSTEM (GHC's, for the
 * thread that owns the stack), a CAF's is CAF:name. Retainer sets are
 * interned for the whole run, so a set keeps its number from census to
 * census, and adding an identity to a set is a cached transition.
 *===----------------------------------------------------------------------===*/
#include "heap_census.h"

#include "lazy_runtime.h"
#include <ccprof/CCProfData.h>

#include <gc.h>
#include <gc/gc_mark.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const struct lz_info __start_lazy_info[] __attribute__((weak));
extern const struct lz_info __stop_lazy_info[] __attribute__((weak));
extern void *__start_lazy_caf[] __attribute__((weak));
extern void *__stop_lazy_caf[] __attribute__((weak));

/* Compilers may pad between info tables, so no stride is assumed. */
static int is_info(const void *p) {
  const char *c = p, *b = (const char *)__start_lazy_info, *e = (const char *)__stop_lazy_info;
  if (!(c >= b && c + sizeof(struct lz_info) <= e && (uintptr_t)c % 8 == 0))
    return 0;
  int64_t k = ((const struct lz_info *)p)->kind;
  return k >= LZ_CON && k <= LZ_BLACKHOLE;
}

/* The heap object word `w` points into, or NULL. */
static lz_obj *heap_object(const void *w) {
  if ((uintptr_t)w < 4096)
    return NULL;
  lz_obj *o = GC_base((void *)w);
  return o && is_info(o->info) ? o : NULL;
}

/* -------------------------------------------------------------- side table */
/* One uint32 per 16-byte granule of the heap: 0 unvisited, otherwise the
 * object's retainer set (-hr) or 1 (visited). Chunks of 2^24 bytes. */
#define CHUNK_SHIFT 24
#define GRANULE_SHIFT 4
#define CHUNK_SLOTS ((size_t)1 << (CHUNK_SHIFT - GRANULE_SHIFT))

struct chunk {
  uintptr_t key; /* address >> CHUNK_SHIFT, + 1 (0: empty slot) */
  uint32_t *slots;
};
static struct chunk *chunks;
static size_t nchunk_cap, nchunks;
static struct chunk *last_chunk;

static size_t hash_word(uintptr_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (size_t)x;
}

static int chunks_grow(void) {
  size_t cap = nchunk_cap ? nchunk_cap * 2 : 64;
  struct chunk *t = calloc(cap, sizeof *t);
  if (!t)
    return -1;
  for (size_t i = 0; i < nchunk_cap; ++i)
    if (chunks[i].key) {
      size_t j = hash_word(chunks[i].key) & (cap - 1);
      while (t[j].key)
        j = (j + 1) & (cap - 1);
      t[j] = chunks[i];
    }
  free(chunks);
  chunks = t;
  nchunk_cap = cap;
  last_chunk = NULL;
  return 0;
}

/* The side-table entry of object `o` (made on first use); NULL: no memory. */
static uint32_t *slot_of(const void *o) {
  uintptr_t key = ((uintptr_t)o >> CHUNK_SHIFT) + 1;
  size_t idx = ((uintptr_t)o >> GRANULE_SHIFT) & (CHUNK_SLOTS - 1);
  if (last_chunk && last_chunk->key == key)
    return &last_chunk->slots[idx];
  if (2 * (nchunks + 1) > nchunk_cap && chunks_grow() < 0)
    return NULL;
  size_t j = hash_word(key) & (nchunk_cap - 1);
  while (chunks[j].key && chunks[j].key != key)
    j = (j + 1) & (nchunk_cap - 1);
  if (!chunks[j].key) {
    /* calloc of 4 MB is fresh zero pages: only the touched ones cost. */
    uint32_t *s = calloc(CHUNK_SLOTS, sizeof *s);
    if (!s)
      return NULL;
    chunks[j].key = key;
    chunks[j].slots = s;
    ++nchunks;
  }
  last_chunk = &chunks[j];
  return &last_chunk->slots[idx];
}

static void side_table_free(void) {
  for (size_t i = 0; i < nchunk_cap; ++i)
    free(chunks[i].slots);
  free(chunks);
  chunks = NULL;
  nchunk_cap = nchunks = 0;
  last_chunk = NULL;
}

/* ---------------------------------------------------------------- u64 map */
/* uintptr_t -> uint64_t, open addressing; key 0 is never stored. */
struct map {
  uintptr_t *keys;
  uint64_t *vals;
  size_t cap, n;
};

static uint64_t *map_at(struct map *m, uintptr_t key) {
  if (2 * (m->n + 1) > m->cap) {
    size_t cap = m->cap ? m->cap * 2 : 256;
    uintptr_t *k = calloc(cap, sizeof *k);
    uint64_t *v = calloc(cap, sizeof *v);
    if (!k || !v) {
      free(k);
      free(v);
      return NULL;
    }
    for (size_t i = 0; i < m->cap; ++i)
      if (m->keys[i]) {
        size_t j = hash_word(m->keys[i]) & (cap - 1);
        while (k[j])
          j = (j + 1) & (cap - 1);
        k[j] = m->keys[i];
        v[j] = m->vals[i];
      }
    free(m->keys);
    free(m->vals);
    m->keys = k;
    m->vals = v;
    m->cap = cap;
  }
  size_t j = hash_word(key) & (m->cap - 1);
  while (m->keys[j] && m->keys[j] != key)
    j = (j + 1) & (m->cap - 1);
  if (!m->keys[j]) {
    m->keys[j] = key;
    m->vals[j] = 0;
    ++m->n;
  }
  return &m->vals[j];
}

static void map_free(struct map *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

/* ----------------------------------------------------------- retainer sets */
/* Identities: a cost-centre record's address; SYSTEM; the address of a
 * CAF's name word + 2 (all are 8-byte aligned). */
#define ID_SYSTEM ((uintptr_t)1)
#define ID_CAF_TAG ((uintptr_t)2)

struct rset {
  uint32_t n;
  uintptr_t ids[]; /* ascending */
};
static struct rset **sets; /* sets[0] is the empty set: "unvisited" */
static size_t nsets, sets_cap;
static struct map set_index;  /* content hash -> chain head (set id + 1) */
static uint32_t *set_next;    /* chain of sets with the same content hash */
static struct map transition; /* (set id, identity) -> set id + 1 */

static uintptr_t set_hash(const uintptr_t *ids, uint32_t n) {
  uintptr_t h = 0x9e3779b97f4a7c15ull + n;
  for (uint32_t i = 0; i < n; ++i)
    h = hash_word(h ^ ids[i]) + i;
  return h | 1;
}

/* The id of the set with these identities, interned; 0 on no memory. */
static uint32_t intern(const uintptr_t *ids, uint32_t n) {
  uint64_t *head = map_at(&set_index, set_hash(ids, n));
  if (!head)
    return 0;
  for (uint32_t s = (uint32_t)*head; s; s = set_next[s - 1])
    if (sets[s - 1]->n == n && !memcmp(sets[s - 1]->ids, ids, n * sizeof *ids))
      return s - 1;
  if (nsets == sets_cap) {
    size_t cap = sets_cap ? sets_cap * 2 : 64;
    struct rset **t = realloc(sets, cap * sizeof *t);
    uint32_t *nx = t ? realloc(set_next, cap * sizeof *nx) : NULL;
    if (t)
      sets = t;
    if (!nx)
      return 0;
    set_next = nx;
    sets_cap = cap;
  }
  struct rset *r = malloc(sizeof *r + n * sizeof *ids);
  if (!r)
    return 0;
  r->n = n;
  memcpy(r->ids, ids, n * sizeof *ids);
  sets[nsets] = r;
  set_next[nsets] = (uint32_t)*head;
  *head = nsets + 1;
  return (uint32_t)nsets++;
}

static int sets_init(void) {
  if (nsets)
    return 0;
  return intern(NULL, 0) == 0 && nsets == 1 ? 0 : -1;
}

static int set_has(uint32_t s, uintptr_t id) {
  const struct rset *r = sets[s];
  uint32_t lo = 0, hi = r->n;
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    if (r->ids[mid] == id)
      return 1;
    if (r->ids[mid] < id)
      lo = mid + 1;
    else
      hi = mid;
  }
  return 0;
}

/* s + {id}; 0 on no memory (0 is the empty set, never a result). */
static uint32_t set_add(uint32_t s, uintptr_t id) {
  uint64_t *t = map_at(&transition, hash_word(((uintptr_t)s << 32) ^ id) | 1);
  /* The transition map is keyed by a hash; keep the pair to rule out a
   * collision (rare: then recompute). */
  const struct rset *r = sets[s];
  if (t && *t) {
    uint32_t cand = (uint32_t)(*t - 1);
    const struct rset *c = sets[cand];
    if (c->n == r->n + 1 && set_has(cand, id)) {
      uint32_t i = 0, j = 0;
      while (i < r->n && j < c->n) {
        if (c->ids[j] == id) { ++j; continue; }
        if (c->ids[j] != r->ids[i]) break;
        ++i, ++j;
      }
      if (i == r->n)
        return cand;
    }
  }
  uintptr_t small[16], *ids = r->n + 1 <= 16 ? small : malloc((r->n + 1) * sizeof *ids);
  if (!ids)
    return 0;
  uint32_t k = 0, i = 0;
  while (i < r->n && r->ids[i] < id)
    ids[k++] = r->ids[i++];
  ids[k++] = id;
  while (i < r->n)
    ids[k++] = r->ids[i++];
  uint32_t res = intern(ids, k);
  if (ids != small)
    free(ids);
  if (t && res)
    *t = res + 1;
  return res;
}

/* --------------------------------------------------------------- the walk */
struct item {
  lz_obj *obj;
  uintptr_t id;
};
static struct item *work;
static size_t nwork, work_cap;

static int push(lz_obj *o, uintptr_t id) {
  if (nwork == work_cap) {
    size_t cap = work_cap ? work_cap * 2 : 4096;
    struct item *t = realloc(work, cap * sizeof *t);
    if (!t)
      return -1;
    work = t;
    work_cap = cap;
  }
  work[nwork++] = (struct item){o, id};
  return 0;
}

static int is_retainer(const lz_obj *o) {
  switch (o->info->kind) {
  case LZ_THUNK: case LZ_BLACKHOLE: case LZ_FUN: case LZ_PAP:
    return 1;
  default:
    return 0;
  }
}

/* In stacks mode (lazyc -p --ccprof-mode=stacks) an object's header holds
 * the stack it was built under, a node of the ccprof runtime: the census
 * is by the cost centre on top of it. */
extern const struct __ccprof_cc *__ccprof_cost_centre_of(const void *cc_or_node)
    __attribute__((weak));

static uintptr_t identity_of(const lz_obj *o) {
  if (!o->cc)
    return ID_SYSTEM;
  return (uintptr_t)(__ccprof_cost_centre_of ? __ccprof_cost_centre_of(o->cc) : o->cc);
}

/* Pushes every heap object `o` points to. */
static int push_successors(lz_obj *o, uintptr_t id) {
  size_t from = 0, to = 0;
  switch (o->info->kind) {
  case LZ_CON: case LZ_FUN: case LZ_THUNK:
    to = (size_t)o->info->size;
    break;
  case LZ_IND:
    to = 1;
    break;
  case LZ_BLACKHOLE:
    /* Under evaluation: the thunk's info (and so its size) is gone, its
     * free variables are all still there. */
    to = GC_size(o) / sizeof(void *) - 2;
    break;
  case LZ_PAP: { /* function, raw count n, n arguments */
    lz_obj *f = heap_object(o->payload[0]);
    if (f && push(f, id) < 0)
      return -1;
    from = 2;
    to = 2 + (size_t)(intptr_t)o->payload[1];
    break;
  }
  case LZ_STR: /* packed bytes; the rest of a matched string: [len, base, offset] */
    if (o->info->tag != LZ_STR_REST_TAG)
      return 0;
    from = 1;
    to = 2;
    break;
  default: /* INT, CHAR: raw payload */
    return 0;
  }
  size_t max = GC_size(o) / sizeof(void *) - 2;
  if (to > max) /* a damaged object must not send the walk astray */
    to = max;
  for (size_t i = from; i < to; ++i) {
    lz_obj *p = o->payload[i];
    if (p && (p = heap_object(p)) && push(p, id) < 0)
      return -1;
  }
  return 0;
}

/* Static roots: push what each CAF points to, with the CAF's identity. */
static int push_cafs(void) {
  void **b = __start_lazy_caf, **e = __stop_lazy_caf;
  if (!b || !e)
    return 0;
  /* Each CAF is [info, cc, value, name]. */
  for (void **w = b; w + 4 <= e;) {
    lz_obj *caf = (lz_obj *)w;
    if (!is_info(caf->info)) {
      ++w;
      continue;
    }
    lz_obj *p = heap_object(caf->payload[0]);
    if (p && push(p, (uintptr_t)&caf->payload[1] + ID_CAF_TAG) < 0)
      return -1;
    w += 4;
  }
  return 0;
}

static int __attribute__((noinline)) push_stack(void *bottom) {
  /* The caller spilled the registers into its frame, which lies above
   * this one: scanning from here covers them. */
  void **w = (void **)__builtin_frame_address(0);
  for (; (void *)w < bottom; ++w) {
    lz_obj *p = heap_object(*w);
    if (p && push(p, ID_SYSTEM) < 0)
      return -1;
  }
  return 0;
}

static const char *describe(const lz_obj *o) {
  switch (o->info->kind) {
  case LZ_INT: return "Int";
  case LZ_CHAR: return "Char";
  case LZ_STR: return "String";
  case LZ_PAP: return "PAP";
  case LZ_IND: return "IND";
  case LZ_BLACKHOLE: return "BLACKHOLE";
  default: return o->info->name ? o->info->name : "UNKNOWN";
  }
}

/* A name fit for a .hp file: no white space; constructor operators in
 * parentheses, as Haskell writes them: (:). */
static char *band_name(const char *prefix, const char *s, int con) {
  size_t n = strlen(s), pn = strlen(prefix);
  int paren = con && n && strchr(":!#$%&*+./<=>?@\\^|-~", s[0]);
  char *r = malloc(pn + n + 3);
  if (!r)
    return NULL;
  char *q = r;
  memcpy(q, prefix, pn), q += pn;
  if (paren)
    *q++ = '(';
  for (size_t i = 0; i < n; ++i)
    *q++ = (s[i] == ' ' || s[i] == '\t' || s[i] == '\n') ? '_' : s[i];
  if (paren)
    *q++ = ')';
  *q = 0;
  return r;
}

static const char *identity_name(uintptr_t id, const char **prefix) {
  *prefix = "";
  if (id == ID_SYSTEM)
    return "SYSTEM";
  if (id & ID_CAF_TAG) {
    *prefix = "CAF:";
    return *(const char *const *)(id - ID_CAF_TAG); /* the CAF's name word */
  }
  return ((const struct __ccprof_cc *)id)->name;
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* "(7)consume,MAIN": the set's number, then its members by name. */
static char *set_name(uint32_t s) {
  const struct rset *r = sets[s];
  char **names = malloc((r->n ? r->n : 1) * sizeof *names);
  if (!names)
    return NULL;
  size_t len = 16;
  for (uint32_t i = 0; i < r->n; ++i) {
    const char *prefix, *n = identity_name(r->ids[i], &prefix);
    names[i] = band_name(prefix, n, 0);
    len += (names[i] ? strlen(names[i]) : 0) + 1;
  }
  qsort(names, r->n, sizeof *names, cmp_str);
  char *out = malloc(len), *q = out;
  if (out) {
    q += sprintf(q, "(%u)", s);
    for (uint32_t i = 0; i < r->n; ++i) {
      if (i)
        *q++ = ',';
      size_t l = names[i] ? strlen(names[i]) : 0;
      memcpy(q, names[i], l);
      q += l;
    }
    *q = 0;
  }
  for (uint32_t i = 0; i < r->n; ++i)
    free(names[i]);
  free(names);
  return out;
}

static int cmp_band(const void *a, const void *b) {
  return strcmp(((const struct lz_band *)a)->name, ((const struct lz_band *)b)->name);
}

/* Names the keys of `m` and merges bands that share a name (info tables
 * of different thunks may share a description). */
static int bands_of(enum lz_hp_mode mode, struct map *m, struct lz_census *out) {
  out->bands = calloc(m->n ? m->n : 1, sizeof *out->bands);
  if (!out->bands)
    return -1;
  size_t n = 0;
  for (size_t i = 0; i < m->cap; ++i) {
    if (!m->keys[i])
      continue;
    uintptr_t k = m->keys[i];
    char *name;
    if (mode == LZ_HP_CC) {
      const char *prefix, *s = identity_name(k, &prefix);
      name = band_name(prefix, s, 0);
    } else if (mode == LZ_HP_DESCR) {
      const lz_obj *o = (const lz_obj *)k;
      name = band_name("", describe(o), o->info->kind == LZ_CON);
    } else {
      name = set_name((uint32_t)(k - 1));
    }
    if (!name)
      return -1;
    out->bands[n++] = (struct lz_band){name, m->vals[i]};
  }
  qsort(out->bands, n, sizeof *out->bands, cmp_band);
  size_t w = 0;
  for (size_t i = 0; i < n; ++i) {
    if (w && !strcmp(out->bands[w - 1].name, out->bands[i].name)) {
      out->bands[w - 1].bytes += out->bands[i].bytes;
      free(out->bands[i].name);
    } else {
      out->bands[w++] = out->bands[i];
    }
  }
  out->nbands = w;
  return 0;
}

/* For -hd the band key must say the description; objects of one info
 * table share it, so the first object seen with an info table stands for
 * all of them (key: that object; `rep` maps info -> object). */
static struct map rep;

static int count(enum lz_hp_mode mode, struct map *bands, lz_obj *o, uint32_t set,
                 uint64_t bytes) {
  uintptr_t key;
  if (mode == LZ_HP_CC) {
    key = identity_of(o);
  } else if (mode == LZ_HP_DESCR) {
    uint64_t *r = map_at(&rep, (uintptr_t)o->info);
    if (!r)
      return -1;
    if (!*r)
      *r = (uintptr_t)o;
    key = (uintptr_t)*r;
  } else {
    key = (uintptr_t)set + 1;
  }
  uint64_t *b = map_at(bands, key);
  if (!b)
    return -1;
  *b += bytes;
  return 0;
}

static int walk(enum lz_hp_mode mode, struct map *bands, struct lz_census *out) {
  while (nwork) {
    struct item it = work[--nwork];
    uint32_t *slot = slot_of(it.obj);
    if (!slot)
      return -1;
    ++out->visits;
    if (mode != LZ_HP_RETAINER) {
      if (*slot)
        continue;
      *slot = 1;
      uint64_t bytes = GC_size(it.obj);
      ++out->objects;
      out->bytes += bytes;
      if (count(mode, bands, it.obj, 0, bytes) < 0 || push_successors(it.obj, 0) < 0)
        return -1;
      continue;
    }
    uint32_t s = *slot;
    if (s && set_has(s, it.id))
      continue;
    if (!s) {
      ++out->objects;
      out->bytes += GC_size(it.obj);
    }
    uint32_t ns = set_add(s, it.id);
    if (!ns)
      return -1;
    *slot = ns;
    uintptr_t id = is_retainer(it.obj) ? identity_of(it.obj) : it.id;
    if (push_successors(it.obj, id) < 0)
      return -1;
  }
  if (mode == LZ_HP_RETAINER) {
    /* Every object now has its final set: sum the bytes per set. */
    for (size_t c = 0; c < nchunk_cap; ++c) {
      if (!chunks[c].key)
        continue;
      uintptr_t base = (chunks[c].key - 1) << CHUNK_SHIFT;
      const uint32_t *sl = chunks[c].slots;
      for (size_t i = 0; i < CHUNK_SLOTS; ++i) {
        if (!sl[i])
          continue;
        lz_obj *o = (lz_obj *)(base + (i << GRANULE_SHIFT));
        if (count(mode, bands, o, sl[i], GC_size(o)) < 0)
          return -1;
      }
    }
  }
  return 0;
}

static int __attribute__((noinline)) census(enum lz_hp_mode mode, void *bottom,
                                            struct lz_census *out) {
  struct map bands = {0};
  int rc = -1;
  if (mode == LZ_HP_RETAINER && sets_init() < 0)
    goto done;
  if (push_cafs() < 0 || push_stack(bottom) < 0)
    goto done;
  if (walk(mode, &bands, out) < 0 || bands_of(mode, &bands, out) < 0)
    goto done;
  rc = 0;
done:
  map_free(&bands);
  map_free(&rep);
  side_table_free();
  nwork = 0;
  return rc;
}

int lz_take_census(enum lz_hp_mode mode, void *stack_bottom, struct lz_census *out) {
  memset(out, 0, sizeof *out);
  /* Callee-saved registers may hold the only pointer to an object: spill
   * them into this frame, which the stack scan covers. */
  __builtin_unwind_init();
  int rc = census(mode, stack_bottom, out);
  if (rc < 0) {
    lz_census_free(out);
    memset(out, 0, sizeof *out);
  }
  return rc;
}

void lz_census_free(struct lz_census *c) {
  for (size_t i = 0; i < c->nbands; ++i)
    free(c->bands[i].name);
  free(c->bands);
  c->bands = NULL;
  c->nbands = 0;
}

static void add_marked(void *obj, size_t bytes, void *acc) {
  if (is_info(((lz_obj *)obj)->info))
    *(uint64_t *)acc += bytes;
}

static void *enumerate(void *acc) {
  GC_enumerate_reachable_objects_inner(add_marked, acc);
  return NULL;
}

uint64_t lz_collector_live_bytes(void) {
  uint64_t acc = 0;
  GC_call_with_alloc_lock(enumerate, &acc);
  return acc;
}
