/* registry.c - the cost-centre records, by module, and the per-thread
 * counter blocks.
 *
 * The pass puts one record per profiled function into section __ccprof_cc;
 * the linker gathers the records of one linked image (the executable, or a
 * shared object) into one array between __start___ccprof_cc and
 * __stop___ccprof_cc, whatever object or static library they came from.
 * The symbols are weak and hidden, so they name this image's array (and a
 * program with no profiled code still links).
 *
 * Every image hands its array (a module) to the process's runtime, from a
 * constructor the pass emits. Normally that is the one libccprof_rt.so; an
 * image may also carry a copy of this runtime of its own (static archive):
 * the copies agree on one process runtime (process_register below), the
 * others hand it their image's array and stay passive. A module that is unloaded (dlclose) is
 * copied first - its counts and names - so the report still has it.
 *
 * Records are numbered across modules: record `index` is slot `index` of
 * every thread's counter block (-ccprof-counters=thread). Blocks are
 * reserved at CCPROF_MAX_RECORDS slots (address space only; a page is
 * touched when a slot in it is used), so a module loaded after a thread
 * took its block still fits. Each thread increments its own block (no
 * atomics, no shared cache lines). Blocks live on a list that only grows;
 * a thread's block is folded into the records when the thread exits and
 * then reused, so "record + all blocks" is exact at any time the counting
 * threads have exited, and the list can be read without a lock from the
 * exit path or a signal handler.
 */
#define _GNU_SOURCE
#include "ccprof_rt.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

extern struct __ccprof_cc __start___ccprof_cc[] __attribute__((weak, visibility("hidden")));
extern struct __ccprof_cc __stop___ccprof_cc[] __attribute__((weak, visibility("hidden")));
extern const struct __ccprof_fn __start___ccprof_fn[] __attribute__((weak, visibility("hidden")));
extern const struct __ccprof_fn __stop___ccprof_fn[] __attribute__((weak, visibility("hidden")));

struct __ccprof_cc __ccprof_unprofiled = {0, 0, "(unprofiled)", "", "", 0, 0, 0, 0};

/* Garbage collection's own cost centre (lazy-mini's runtime brackets each
 * collection with these, through weak references), so that collector time
 * is a row of its own rather than charged to whoever allocated last. */
struct __ccprof_cc __ccprof_gc = {0, 0, "(GC)", "", "", 0, 0, 0, 0};
/* A heap census (lazy-mini's +RTS -h) is the profiler's own work: its
 * time is a "(census)" row, never the mutator's. A census may force a
 * collection, whose time still goes to "(GC)". */
struct __ccprof_cc __ccprof_census = {0, 0, "(census)", "", "", 0, 0, 0, 0};
extern __thread struct __ccprof_cc *__ccprof_current;

/* Brackets: make `cc` current, then put back what was. */
static void enter(struct __ccprof_cc *cc, struct __ccprof_cc **saved) {
  *saved = __atomic_load_n(&__ccprof_current, __ATOMIC_RELAXED);
  __atomic_store_n(&__ccprof_current, cc, __ATOMIC_RELAXED);
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
}
static void leave(struct __ccprof_cc *saved) {
  __atomic_store_n(&__ccprof_current, saved, __ATOMIC_RELAXED);
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
}

static struct __ccprof_cc *gc_saved, *census_saved;
CCPROF_EXPORT void __ccprof_gc_begin(void) { enter(&__ccprof_gc, &gc_saved); }
CCPROF_EXPORT void __ccprof_gc_end(void) { leave(gc_saved); }
CCPROF_EXPORT void __ccprof_census_begin(void) { enter(&__ccprof_census, &census_saved); }
CCPROF_EXPORT void __ccprof_census_end(void) { leave(census_saved); }

CCPROF_EXPORT __thread uint64_t *__ccprof_tblock __attribute__((tls_model("initial-exec")));

/* ---- modules ------------------------------------------------------------- */

struct module {
  struct __ccprof_cc *recs; /* the image's array, or the copy once unloaded */
  size_t n, base;           /* its records are indices base .. base+n-1 */
  const char *path;         /* the image's file, for duplicate names */
  const void *image;        /* the image's load address (ports.c's join) */
  const struct __ccprof_cc *loaded; /* the live array, NULL once copied */
  const char **names;       /* the records' own names, before qualify() */
  const struct __ccprof_fn *fns, *fns_end; /* start routines; none once unloaded */
};

/* Modules only grow (an unloaded one keeps its copy), in an array that is
 * replaced, never freed, when it fills: the exit path may be reading it. */
static struct module *modules;
static size_t nmodules, cap_modules;
static size_t nrecords;
static pthread_mutex_t modules_lock = PTHREAD_MUTEX_INITIALIZER;

static void release_block(void *p);
static pthread_key_t block_key;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;
static void make_key(void) { pthread_key_create(&block_key, release_block); }

/* Display names made unique: a name that two modules define gets the
 * module's file name appended, "foo (libfoo.so)". */
static void qualify_duplicates(void);

static int add_module(struct __ccprof_cc *b, struct __ccprof_cc *e, const struct __ccprof_fn *fb,
                      const struct __ccprof_fn *fe, const char *path, const void *base) {
  size_t n = (b && e > b) ? (size_t)(e - b) : 0;
  if (!n || nrecords + n > CCPROF_MAX_RECORDS - 1)
    return n == 0;
  if (nmodules == cap_modules) {
    size_t cap = cap_modules ? 2 * cap_modules : 8;
    struct module *m = malloc(cap * sizeof *m);
    if (!m)
      return 0;
    if (nmodules)
      memcpy(m, modules, nmodules * sizeof *m);
    __atomic_store_n(&modules, m, __ATOMIC_RELEASE); /* the old one leaks */
    cap_modules = cap;
  }
  const char **names = malloc(n * sizeof *names);
  if (!names)
    return 0;
  for (size_t i = 0; i < n; ++i) {
    b[i].index = nrecords + i;
    names[i] = b[i].name ? b[i].name : "";
  }
  modules[nmodules] = (struct module){b, n, nrecords, path, base, b, names, fb, fb && fe > fb ? fe : fb};
  __atomic_store_n(&nmodules, nmodules + 1, __ATOMIC_RELEASE);
  __atomic_store_n(&nrecords, nrecords + n, __ATOMIC_RELEASE);
  return 1;
}

void ccprof_registry_add(struct __ccprof_cc *b, struct __ccprof_cc *e, const struct __ccprof_fn *fb,
                         const struct __ccprof_fn *fe, const char *path, const void *base) {
  pthread_once(&key_once, make_key);
  pthread_mutex_lock(&modules_lock);
  for (size_t i = 0; i < nmodules; ++i)
    if (modules[i].loaded == b && b) {
      pthread_mutex_unlock(&modules_lock);
      return; /* already known */
    }
  if (!add_module(b, e, fb, fe, path, base))
    ccprof_warn("too many profiled functions (", path,
                "): its records are not counted");
  qualify_duplicates();
  ccprof_report_reserve(nrecords); /* under the lock: two dlopens may race */
  pthread_mutex_unlock(&modules_lock);
}

/* A copy of `s` that outlives its image, or "" for none or an empty one:
 * the records of small functions (CCPROF_FLAG_SMALL) have no strings, and
 * in template-heavy C++ they are most of the records. With a cache, the
 * string copied last is reused when `s` is the same pointer: the pass emits
 * each string once per module, so the records of one file share their
 * file's. NULL when out of memory. */
struct string_cache {
  const char *from, *to;
};
static const char *keep_string(const char *s, struct string_cache *cache) {
  if (!s || !*s)
    return "";
  if (cache && s == cache->from)
    return cache->to;
  char *c = strdup(s);
  if (c && cache) {
    cache->from = s;
    cache->to = c;
  }
  return c;
}

/* The module's image is going away (dlclose, or the loader's destructors
 * at exit, which run before the profile is written): keep a copy of its
 * records, names included, with the counts of the threads that are still
 * running folded in later as usual (their blocks are indexed like the
 * records). */
void ccprof_registry_unload(const struct __ccprof_cc *b) {
  pthread_mutex_lock(&modules_lock);
  for (size_t i = 0; i < nmodules; ++i) {
    struct module *m = &modules[i];
    if (m->loaded != b || !b)
      continue;
    struct __ccprof_cc *copy = malloc(m->n * sizeof *copy);
    /* The image's ports structs are copied too, and the copies join these
     * records' copy: both now name the image by the copy's address, as
     * another image may be loaded at the same address later. */
    ccprof_ports_unload(m->image, copy);
    m->image = copy;
    ccprof_stacks_unload(m->recs, m->recs + m->n, copy);
    if (!copy) {
      /* Its records go with the image: its indices now name `lost`. */
      ccprof_sampler_forget(m->recs, m->recs + m->n);
      __atomic_store_n(&m->fns_end, m->fns, __ATOMIC_RELEASE);
      __atomic_store_n(&m->recs, NULL, __ATOMIC_RELEASE);
      m->loaded = NULL;
      break;
    }
    struct string_cache files = {NULL, NULL};
    for (size_t k = 0; k < m->n; ++k) {
      copy[k] = m->recs[k];
      copy[k].name = keep_string(copy[k].name, NULL); /* qualified */
      const char *shown = keep_string(m->names[k], NULL);
      m->names[k] = shown ? shown : "";
      copy[k].symbol = keep_string(copy[k].symbol, NULL);
      copy[k].file = keep_string(copy[k].file, &files);
      if (!copy[k].name || !copy[k].symbol || !copy[k].file)
        copy[k].name = copy[k].symbol = copy[k].file = "";
    }
    ccprof_stacks_retarget(m->recs, m->recs + m->n, copy);
    ccprof_sampler_forget(m->recs, m->recs + m->n);
    __atomic_store_n(&m->fns_end, m->fns, __ATOMIC_RELEASE); /* the code goes too */
    __atomic_store_n(&m->recs, copy, __ATOMIC_RELEASE);
    m->loaded = NULL;
    break;
  }
  pthread_mutex_unlock(&modules_lock);
}

/* The entry points every instrumented image calls from a constructor and a
 * destructor the pass emits (one per linked image: a COMDAT), with its own
 * __start/__stop: the records of executables and shared objects alike, of
 * libraries loaded with dlopen, and of images whose runtime is another. */
static const char own_current[] =
    " sets a `current` of its own, not the runtime's (it defines __ccprof_current and "
    "does not export it: a version script?), so its time is not sampled; export the "
    "symbol, or build it with -mllvm -ccprof-local-exec=false";
static const char own_current_report[] =
    "an image sets a `current` of its own, not the runtime's (it defines __ccprof_current "
    "and does not export it: a version script?), so its time is not sampled; export the "
    "symbol, or build it with -mllvm -ccprof-local-exec=false";
static const char *problem; /* for the profile's warning (init.c) */

/* `current` is the image's address of __ccprof_current, taken in the
 * thread that runs its constructor (this one): an executable defines the
 * variable itself (the pass's local-exec model, docs/pass.md), and the
 * dynamic linker makes every other image use that one - unless the
 * executable hides the symbol (a version script): then its code and the
 * runtime have a variable each, and its time would silently go to
 * "(unprofiled)". NULL: not checked (a passive runtime copy's records). */
CCPROF_EXPORT void __ccprof_register(struct __ccprof_cc *b, struct __ccprof_cc *e,
                                     const struct __ccprof_fn *fb, const struct __ccprof_fn *fe,
                                     struct __ccprof_cc **current) {
  Dl_info info;
  const char *path = "";
  const void *base = NULL;
  if (b && dladdr(b, &info)) {
    path = info.dli_fname ? info.dli_fname : "";
    base = info.dli_fbase;
  }
  if (current && current != &__ccprof_current) {
    ccprof_warn("warning: ", *path ? path : "the program", own_current);
    __atomic_store_n(&problem, own_current_report, __ATOMIC_RELEASE);
  }
  ccprof_registry_add(b, e, fb, fe, path, base);
}

const char *ccprof_registry_problem(void) { return __atomic_load_n(&problem, __ATOMIC_ACQUIRE); }
CCPROF_EXPORT void __ccprof_unregister(struct __ccprof_cc *b) { ccprof_registry_unload(b); }
extern __typeof(__ccprof_register) ccprof_register_here
    __attribute__((alias("__ccprof_register"), visibility("hidden")));

/* A program may hold several copies of this runtime: one linked statically
 * into each image built that way. The process's runtime is the copy the
 * dynamic linker binds __ccprof_register to (the first image in the
 * lookup order that exports it); every other copy is passive: it hands its
 * image's records to that one and neither samples nor writes. Without a
 * global binding (a copy in a library loaded with RTLD_LOCAL into a
 * program without one), each copy is its own process runtime, and the
 * profile writers keep their files apart (rivals.c). */
typedef void (*register_fn)(struct __ccprof_cc *, struct __ccprof_cc *, const struct __ccprof_fn *,
                            const struct __ccprof_fn *, struct __ccprof_cc **);
static register_fn process_register(void) {
  void *global = ccprof_global_symbol(CCPROF_REGISTER_FN);
  return global ? (register_fn)global : ccprof_register_here;
}
int ccprof_registry_is_process_runtime(void) {
  return process_register() == ccprof_register_here;
}

/* The records of the image this copy is linked into, registered as the
 * runtime starts (the pass's constructor of the same image, which does the
 * same and unregisters them at dlclose, may run after this one). */
static pthread_once_t once = PTHREAD_ONCE_INIT;
static void do_init(void) {
  process_register()(__start___ccprof_cc, __stop___ccprof_cc, __start___ccprof_fn,
                     __stop___ccprof_fn, NULL);
}
void ccprof_registry_init(void) { pthread_once(&once, do_init); }

size_t ccprof_registry_count(void) { return __atomic_load_n(&nrecords, __ATOMIC_ACQUIRE); }

/* The records of a module unloaded when there was no memory to copy them. */
static struct __ccprof_cc lost = {.name = "(unloaded module, out of memory)",
                                  .symbol = "", .file = ""};

/* Record i < ccprof_registry_count(), whichever module holds it (lock-free:
 * for the exit path). Never NULL. */
struct __ccprof_cc *ccprof_registry_record(size_t i) {
  struct module *ms = __atomic_load_n(&modules, __ATOMIC_ACQUIRE);
  size_t nm = __atomic_load_n(&nmodules, __ATOMIC_ACQUIRE);
  for (size_t k = 0; k < nm; ++k)
    if (i >= ms[k].base && i < ms[k].base + ms[k].n) {
      struct __ccprof_cc *recs = __atomic_load_n(&ms[k].recs, __ATOMIC_ACQUIRE);
      return recs ? &recs[i - ms[k].base] : &lost;
    }
  return &lost;
}

const void *ccprof_registry_image(size_t i) {
  struct module *ms = __atomic_load_n(&modules, __ATOMIC_ACQUIRE);
  size_t nm = __atomic_load_n(&nmodules, __ATOMIC_ACQUIRE);
  for (size_t k = 0; k < nm; ++k)
    if (i >= ms[k].base && i < ms[k].base + ms[k].n)
      return ms[k].image;
  return NULL;
}

/* A start routine's record: a linear search of the (few) functions passed
 * to pthread_create, made as each thread starts (sampler.c). */
struct __ccprof_cc *ccprof_registry_record_of_fn(const void *fn) {
  struct module *ms = __atomic_load_n(&modules, __ATOMIC_ACQUIRE);
  size_t nm = __atomic_load_n(&nmodules, __ATOMIC_ACQUIRE);
  for (size_t k = 0; fn && k < nm; ++k) {
    const struct __ccprof_fn *end = __atomic_load_n(&ms[k].fns_end, __ATOMIC_ACQUIRE);
    for (const struct __ccprof_fn *f = ms[k].fns; f && f < end; ++f)
      if (f->fn == fn)
        return f->cc;
  }
  return NULL;
}

/* ---- names ---------------------------------------------------------------- */

/* A record with the module that holds it and its own (unqualified) name. */
struct named {
  struct __ccprof_cc *rec;
  const char *name, *path;
};

static int by_name(const void *a, const void *b) {
  return strcmp(((const struct named *)a)->name, ((const struct named *)b)->name);
}

static void qualify(const struct named *r) {
  const char *base = strrchr(r->path, '/');
  base = base ? base + 1 : r->path;
  if (!*base)
    return;
  size_t n = strlen(r->name) + strlen(base) + 4;
  char *q = malloc(n);
  if (!q)
    return;
  strcpy(q, r->name);
  strcat(q, " (");
  strcat(q, base);
  strcat(q, ")");
  r->rec->name = q; /* the record's own string stays in module->names */
}

static void qualify_duplicates(void) {
  if (nmodules < 2)
    return;
  struct named *all = malloc(nrecords * sizeof *all);
  if (!all)
    return;
  size_t n = 0;
  for (size_t k = 0; k < nmodules; ++k)
    for (size_t i = 0; modules[k].recs && i < modules[k].n; ++i)
      all[n++] = (struct named){&modules[k].recs[i], modules[k].names[i], modules[k].path};
  qsort(all, n, sizeof *all, by_name);
  for (size_t i = 0; i < n;) {
    size_t j = i + 1;
    int mixed = 0; /* the name comes from more than one module */
    for (; j < n && !by_name(&all[i], &all[j]); ++j)
      mixed |= strcmp(all[j].path, all[i].path) != 0;
    for (size_t k = i; mixed && k < j; ++k)
      if (all[k].rec->name == all[k].name) /* not qualified yet */
        qualify(&all[k]);
    i = j;
  }
  free(all);
}

/* ---- per-thread counter blocks ------------------------------------------- */

struct block {
  struct block *next; /* list of every block ever made */
  int in_use;
  uint64_t counts[];
};

static struct block *blocks; /* head; published with release stores */
static pthread_mutex_t blocks_lock = PTHREAD_MUTEX_INITIALIZER;

/* Thread exit: fold the counts into the records, zero, mark reusable. */
static void release_block(void *p) {
  struct block *blk = (struct block *)((char *)p - offsetof(struct block, counts));
  size_t n = ccprof_registry_count();
  /* Under the lock: a snapshot (ccprof_registry_trylock) never sees a count
   * both in the record and in the block, or in neither. */
  pthread_mutex_lock(&blocks_lock);
  for (size_t i = 0; i < n; ++i) {
    uint64_t c = blk->counts[i];
    if (c) {
      struct __ccprof_cc *r = ccprof_registry_record(i);
      if (r)
        __atomic_fetch_add(&r->calls, c, __ATOMIC_RELAXED);
      blk->counts[i] = 0;
    }
  }
  __ccprof_tblock = NULL;
  blk->in_use = 0;
  pthread_mutex_unlock(&blocks_lock);
}

/* Slow path of the instrumented increment: first profiled call on a thread. */
CCPROF_EXPORT uint64_t *__ccprof_thread_block(void) {
  ccprof_registry_init();
  pthread_once(&key_once, make_key);
  if (__ccprof_tblock)
    return __ccprof_tblock;
  struct block *blk;
  pthread_mutex_lock(&blocks_lock);
  for (blk = blocks; blk; blk = blk->next)
    if (!blk->in_use)
      break;
  if (!blk) {
    /* Reserved, not committed: untouched slots cost no memory. */
    void *p = mmap(NULL, sizeof(struct block) + CCPROF_MAX_RECORDS * sizeof(uint64_t),
                   PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) {
      pthread_mutex_unlock(&blocks_lock);
      abort(); /* no memory for a few counters: nothing sensible to do */
    }
    blk = p;
    blk->next = blocks;
    __atomic_store_n(&blocks, blk, __ATOMIC_RELEASE);
  }
  blk->in_use = 1;
  pthread_mutex_unlock(&blocks_lock);
  __ccprof_tblock = blk->counts;
  pthread_setspecific(block_key, blk->counts);
  return blk->counts;
}

uint64_t ccprof_registry_calls(size_t i) {
  struct __ccprof_cc *r = ccprof_registry_record(i);
  uint64_t n = r ? __atomic_load_n(&r->calls, __ATOMIC_RELAXED) : 0;
  for (struct block *b = __atomic_load_n(&blocks, __ATOMIC_ACQUIRE); b; b = b->next)
    n += __atomic_load_n(&b->counts[i], __ATOMIC_RELAXED);
  return n;
}

void ccprof_registry_reset(void) {
  /* Called in the child after fork: only this thread exists, so the locks
   * may have been copied held by a thread that is gone. */
  pthread_mutex_init(&blocks_lock, NULL);
  pthread_mutex_init(&modules_lock, NULL);
  size_t n = ccprof_registry_count();
  for (size_t i = 0; i < n; ++i) {
    struct __ccprof_cc *r = ccprof_registry_record(i);
    r->calls = r->ticks = r->alloc = 0;
  }
  __ccprof_unprofiled.ticks = 0;
  __ccprof_gc.ticks = 0;
  __ccprof_census.ticks = 0;
  for (struct block *b = blocks; b; b = b->next)
    memset(b->counts, 0, n * sizeof(uint64_t));
}

int ccprof_registry_trylock(void) {
  if (pthread_mutex_trylock(&modules_lock) != 0)
    return 0;
  if (pthread_mutex_trylock(&blocks_lock) != 0) {
    pthread_mutex_unlock(&modules_lock);
    return 0;
  }
  return 1;
}

void ccprof_registry_unlock(void) {
  pthread_mutex_unlock(&blocks_lock);
  pthread_mutex_unlock(&modules_lock);
}

const char *ccprof_registry_counter_mode(void) {
  static const char *const names[] = {"plain", "atomic", "thread", "unknown"};
  const char *mode = NULL;
  size_t n = ccprof_registry_count();
  for (size_t i = 0; i < n; ++i) {
    const char *m = names[ccprof_registry_record(i)->flags & CCPROF_FLAG_COUNTERS_MASK];
    if (mode && mode != m)
      return "mixed";
    mode = m;
  }
  return mode ? mode : "plain";
}
