/* ports.c - Byrd-box port counts and box time (ccprof/CCProfPorts.h).
 *
 * A front end for a logic language (prolog-mini's prologc -p) emits one
 * struct __ccprof_ports per predicate into section __ccprof_ports and a
 * constructor that hands each linked image's array to
 * __ccprof_register_ports; its code updates the structs at the ports. This
 * file keeps the arrays (any number of images, any number of calls), and at
 * exit joins each struct to the record of the same image whose linkage name
 * (`symbol`) is the struct's, converting the box time from sampled periods
 * to nanoseconds.
 *
 * The join is by image as well as by symbol: the front end emits the
 * predicate's function and its ports struct into one module, so they are
 * linked into one image, while two images (two plugins) may each define a
 * predicate of the same name. An image is named by its load address
 * (dladdr's dli_fbase), as the registry names the images of records. A
 * struct whose image has no record of its symbol (a predicate the pass
 * left out) is not reported.
 *
 * The exit path (possibly a signal handler) allocates nothing and takes no
 * lock: registration keeps an index of every struct sorted by (image,
 * symbol), published with a release store and never freed (an older index
 * stays reachable from the newer one), and the exit path binary-searches it
 * once per record.
 *
 * dlclose: the registry calls ccprof_ports_unload as it copies an image's
 * records (before the image goes), and the image's structs are copied too,
 * counts, symbols and clause counts, so the profile still has them.
 *
 * Box time is sampled (CCProfPorts.h): the sampling source gives the
 * periods it charges to the thread that registered the first array - the
 * thread that runs the predicates - to the box_ticks of every struct with
 * a box open: timer.c's signal handler, on that thread, through
 * ccprof_ports_tick; the sampler thread, which looks at that thread while
 * it runs on, notes the open boxes right after reading its `current`
 * (ccprof_ports_open_now) and adds the periods once it has read the clock
 * (ccprof_ports_add). These read the published index only: no lock, no
 * allocation, no TLS (the sampler thread shares its creator's TLS pointer,
 * see sampler.c), and this file is built without the stack protector for
 * them.
 */
#define _GNU_SOURCE
#include "ccprof_rt.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

extern __thread struct __ccprof_cc *__ccprof_current;

struct image_ports {
  struct __ccprof_ports *b, *e; /* the image's array, or its copy */
  const void *image;            /* dli_fbase, or the registry's name for an
                                   unloaded image; NULL once dropped */
  const struct __ccprof_ports *loaded; /* the live array, NULL once copied */
};

/* Registered arrays (read and written under the lock only). */
static struct image_ports *images;
static size_t nimages, cap_images;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

/* Every struct, sorted by (image, symbol): what the exit path reads. */
struct ports_index {
  struct ports_index *older; /* kept reachable: a reader may hold it */
  size_t n;
  struct ccprof_ports_ref refs[];
};
static struct ports_index *index_now;

/* The registering thread's `current`: the thread whose samples are box
 * time (ccprof_ports_tick). */
static struct __ccprof_cc **ports_thread;

struct __ccprof_cc **ccprof_ports_thread(void) {
  return __atomic_load_n(&ports_thread, __ATOMIC_ACQUIRE);
}

void ccprof_ports_tick(uint64_t n) {
  const struct ports_index *x = __atomic_load_n(&index_now, __ATOMIC_ACQUIRE);
  if (!x)
    return;
  for (size_t i = 0; i < x->n; ++i) {
    struct __ccprof_ports *p = (struct __ccprof_ports *)x->refs[i].ports;
    if (__atomic_load_n(&p->open, __ATOMIC_RELAXED))
      __atomic_fetch_add(&p->box_ticks, n, __ATOMIC_RELAXED);
  }
}

void ccprof_ports_open_now(struct ccprof_open_boxes *o) {
  o->n = 0;
  o->all = 0;
  const struct ports_index *x = __atomic_load_n(&index_now, __ATOMIC_ACQUIRE);
  if (!x)
    return;
  for (size_t i = 0; i < x->n; ++i) {
    struct __ccprof_ports *p = (struct __ccprof_ports *)x->refs[i].ports;
    if (!__atomic_load_n(&p->open, __ATOMIC_RELAXED))
      continue;
    if (o->n == CCPROF_OPEN_BOXES) {
      o->all = 1; /* too many to list: the tick reads them again */
      return;
    }
    o->p[o->n++] = p;
  }
}

void ccprof_ports_add(const struct ccprof_open_boxes *o, uint64_t n) {
  if (o->all) {
    ccprof_ports_tick(n);
    return;
  }
  for (size_t i = 0; i < o->n; ++i)
    __atomic_fetch_add(&o->p[i]->box_ticks, n, __ATOMIC_RELAXED);
}

uint64_t ccprof_ports_ns(uint64_t ticks, unsigned hz) {
  if (!hz)
    return 0;
  unsigned __int128 ns = ((unsigned __int128)ticks * 1000000000u + hz / 2) / hz;
  return ns > UINT64_MAX ? UINT64_MAX : (uint64_t)ns;
}

/* ---- the join ------------------------------------------------------------ */

static int ref_cmp(const void *image_a, const char *sym_a, const void *image_b,
                   const char *sym_b) {
  if (image_a != image_b)
    return (uintptr_t)image_a < (uintptr_t)image_b ? -1 : 1;
  return strcmp(sym_a, sym_b);
}

static int by_image_symbol(const void *x, const void *y) {
  const struct ccprof_ports_ref *a = x, *b = y;
  int c = ref_cmp(a->image, a->ports->symbol, b->image, b->ports->symbol);
  if (c)
    return c;
  /* Two structs of one predicate in one image: the first registered
   * (lower address in its array) is the one joined, whatever qsort does. */
  return a->ports < b->ports ? -1 : a->ports > b->ports;
}

void ccprof_ports_sort(struct ccprof_ports_ref *refs, size_t n) {
  if (n > 1)
    qsort(refs, n, sizeof *refs, by_image_symbol);
}

const struct __ccprof_ports *ccprof_ports_find(const struct ccprof_ports_ref *refs, size_t n,
                                               const void *image, const char *symbol) {
  if (!symbol || !*symbol)
    return NULL;
  size_t lo = 0, hi = n; /* the first ref not below (image, symbol) */
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (ref_cmp(refs[mid].image, refs[mid].ports->symbol, image, symbol) < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo < n && !ref_cmp(refs[lo].image, refs[lo].ports->symbol, image, symbol))
    return refs[lo].ports;
  return NULL;
}

/* A new index of every struct (under the lock). */
static void reindex(void) {
  size_t n = 0;
  for (size_t k = 0; k < nimages; ++k)
    if (images[k].image || images[k].loaded)
      n += (size_t)(images[k].e - images[k].b);
  struct ports_index *x = malloc(sizeof *x + n * sizeof x->refs[0]);
  if (!x) {
    ccprof_warn("out of memory: port counts registered from now on are not reported", "", "");
    return;
  }
  x->older = index_now;
  x->n = 0;
  for (size_t k = 0; k < nimages; ++k) {
    if (!images[k].image && !images[k].loaded)
      continue; /* dropped */
    for (struct __ccprof_ports *p = images[k].b; p < images[k].e; ++p)
      if (p->symbol && *p->symbol)
        x->refs[x->n++] = (struct ccprof_ports_ref){images[k].image, p};
  }
  ccprof_ports_sort(x->refs, x->n);
  __atomic_store_n(&index_now, x, __ATOMIC_RELEASE);
}

/* ---- registration ---------------------------------------------------------- */

static void add(struct __ccprof_ports *b, struct __ccprof_ports *e) {
  if (!b || e <= b)
    return;
  Dl_info info;
  const void *image = dladdr(b, &info) ? info.dli_fbase : NULL;
  pthread_mutex_lock(&lock);
  for (size_t k = 0; k < nimages; ++k)
    if (images[k].loaded == b) {
      pthread_mutex_unlock(&lock);
      return; /* already known */
    }
  if (nimages == cap_images) {
    size_t cap = cap_images ? 2 * cap_images : 8;
    struct image_ports *m = malloc(cap * sizeof *m);
    if (!m) {
      pthread_mutex_unlock(&lock);
      ccprof_warn("out of memory: port counts not reported", "", "");
      return;
    }
    if (nimages)
      memcpy(m, images, nimages * sizeof *m);
    free(images); /* read under the lock only (the exit path reads the index) */
    images = m;
    cap_images = cap;
  }
  images[nimages++] = (struct image_ports){b, e, image, b};
  reindex();
  if (!ports_thread)
    __atomic_store_n(&ports_thread, &__ccprof_current, __ATOMIC_RELEASE);
  pthread_mutex_unlock(&lock);
}

typedef void (*register_ports_fn)(struct __ccprof_ports *, struct __ccprof_ports *);
extern __typeof(__ccprof_register_ports) ccprof_register_ports_here
    __attribute__((visibility("hidden")));

/* Called by the constructor a front end emits, once per image (a second
 * call with the same array is ignored). A copy of the runtime that is not
 * the process's (registry.c) hands the array on to the process's. */
CCPROF_EXPORT void __ccprof_register_ports(struct __ccprof_ports *b, struct __ccprof_ports *e) {
  if (!ccprof_registry_is_process_runtime()) {
    register_ports_fn global = (register_ports_fn)ccprof_global_symbol(CCPROF_REGISTER_PORTS_FN);
    if (global && global != ccprof_register_ports_here) {
      global(b, e);
      return;
    }
  }
  add(b, e);
}
extern __typeof(__ccprof_register_ports) ccprof_register_ports_here
    __attribute__((alias("__ccprof_register_ports"), visibility("hidden")));

/* A copy of n structs, their symbols and their clause counts; NULL if out
 * of memory. The registry unloads every image at exit too (the pass's
 * destructor), before the profile is written: a program that ends inside a
 * box (halt/0) has the box's time up to then. */
static struct __ccprof_ports *copy_ports(const struct __ccprof_ports *p, size_t n) {
  struct __ccprof_ports *c = calloc(n ? n : 1, sizeof *c);
  if (!c)
    return NULL;
  for (size_t i = 0; i < n; ++i) {
    c[i] = p[i];
    /* A box open now is closed now: its code goes away (dlclose), or the
     * program is ending inside it (the image's destructor at exit). */
    c[i].open = 0;
    c[i].symbol = strdup(p[i].symbol ? p[i].symbol : "");
    c[i].clauses = NULL;
    c[i].nclauses = 0;
    if (p[i].nclauses && p[i].clauses) {
      struct __ccprof_clause_counts *cl = malloc(p[i].nclauses * sizeof *cl);
      if (cl) {
        memcpy(cl, p[i].clauses, p[i].nclauses * sizeof *cl);
        c[i].clauses = cl;
        c[i].nclauses = p[i].nclauses;
      }
    }
    if (!c[i].symbol)
      c[i].symbol = ""; /* no join */
  }
  return c;
}

void ccprof_ports_unload(const void *base, const void *now) {
  pthread_mutex_lock(&lock);
  int changed = 0;
  for (size_t k = 0; k < nimages; ++k) {
    struct image_ports *m = &images[k];
    if (!m->loaded || m->image != base)
      continue;
    size_t n = (size_t)(m->e - m->b);
    struct __ccprof_ports *c = now ? copy_ports(m->b, n) : NULL;
    m->b = c;
    m->e = c ? c + n : c;
    m->image = c ? now : NULL;
    m->loaded = NULL;
    changed = 1;
  }
  if (changed)
    reindex();
  pthread_mutex_unlock(&lock);
}

void ccprof_ports_reset(void) {
  /* The child after fork: only this thread exists (the lock may have been
   * copied held). Open boxes stay open: the child runs on inside them. */
  pthread_mutex_init(&lock, NULL);
  for (size_t k = 0; k < nimages; ++k)
    for (struct __ccprof_ports *p = images[k].b; p && p < images[k].e; ++p) {
      p->exits = p->redos = p->fails = p->box_ticks = 0;
      if (p->clauses)
        memset(p->clauses, 0, p->nclauses * sizeof *p->clauses);
    }
}

/* ---- at exit --------------------------------------------------------------- */

int ccprof_ports_fill(struct ccprof_row *rows, size_t n, unsigned hz) {
  for (size_t k = 0; k < n; ++k) { /* the rows' memory is reused, not cleared */
    rows[k].has_ports = 0;
    rows[k].exits = rows[k].redos = rows[k].fails = rows[k].box_ns = 0;
    rows[k].nclauses = 0;
    rows[k].clauses = NULL;
  }
  const struct ports_index *x = __atomic_load_n(&index_now, __ATOMIC_ACQUIRE);
  if (!x || !x->n)
    return 0;
  int any = 0;
  for (size_t k = 0; k < n; ++k) {
    struct ccprof_row *row = &rows[k];
    const struct __ccprof_ports *p =
        ccprof_ports_find(x->refs, x->n, ccprof_registry_image(row->index), row->symbol);
    if (!p)
      continue;
    row->has_ports = 1;
    row->exits = __atomic_load_n(&p->exits, __ATOMIC_RELAXED);
    row->redos = __atomic_load_n(&p->redos, __ATOMIC_RELAXED);
    row->fails = __atomic_load_n(&p->fails, __ATOMIC_RELAXED);
    row->box_ns = ccprof_ports_ns(__atomic_load_n(&p->box_ticks, __ATOMIC_RELAXED), hz);
    row->nclauses = p->clauses ? (size_t)p->nclauses : 0;
    row->clauses = p->clauses;
    any = 1;
  }
  return any;
}
