/* registry.c - the cost-centre records and the per-thread counter blocks.
 *
 * The pass puts one record per profiled function into section __ccprof_cc;
 * the linker gathers them into one array between __start___ccprof_cc and
 * __stop___ccprof_cc, whatever object or static library they came from.
 * The symbols are weak so a program with no profiled code still links.
 *
 * -ccprof-counters=thread: each thread increments slot `index` of its own
 * block (no atomics, no shared cache lines). Blocks live on a list that only
 * grows; a thread's block is folded into the records when the thread exits
 * and then reused, so the sum "record + all blocks" is exact at any time the
 * counting threads have exited, and the list can be read without a lock
 * from the exit path or a signal handler.
 */
#define _GNU_SOURCE
#include "ccprof_rt.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

extern struct __ccprof_cc __start___ccprof_cc[] __attribute__((weak, visibility("hidden")));
extern struct __ccprof_cc __stop___ccprof_cc[] __attribute__((weak, visibility("hidden")));

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

struct block {
  struct block *next; /* list of every block ever made */
  int in_use;
  uint64_t counts[];
};

static struct block *blocks; /* head; published with release stores */
static pthread_mutex_t blocks_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_key_t block_key;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static size_t nrecords;

static void release_block(void *p);

static void do_init(void) {
  struct __ccprof_cc *b = __start___ccprof_cc, *e = __stop___ccprof_cc;
  nrecords = (b && e > b) ? (size_t)(e - b) : 0;
  for (size_t i = 0; i < nrecords; ++i)
    b[i].index = i;
  pthread_key_create(&block_key, release_block);
}

void ccprof_registry_init(void) { pthread_once(&once, do_init); }
size_t ccprof_registry_count(void) { return nrecords; }
struct __ccprof_cc *ccprof_registry_records(void) { return __start___ccprof_cc; }

/* Thread exit: fold the counts into the records, zero, mark reusable. */
static void release_block(void *p) {
  struct block *blk = (struct block *)((char *)p - offsetof(struct block, counts));
  struct __ccprof_cc *rec = __start___ccprof_cc;
  for (size_t i = 0; i < nrecords; ++i) {
    uint64_t n = blk->counts[i];
    if (n) {
      __atomic_fetch_add(&rec[i].calls, n, __ATOMIC_RELAXED);
      blk->counts[i] = 0;
    }
  }
  __ccprof_tblock = NULL;
  pthread_mutex_lock(&blocks_lock);
  blk->in_use = 0;
  pthread_mutex_unlock(&blocks_lock);
}

/* Slow path of the instrumented increment: first profiled call on a thread. */
CCPROF_EXPORT uint64_t *__ccprof_thread_block(void) {
  ccprof_registry_init();
  if (__ccprof_tblock)
    return __ccprof_tblock;
  struct block *blk;
  pthread_mutex_lock(&blocks_lock);
  for (blk = blocks; blk; blk = blk->next)
    if (!blk->in_use)
      break;
  if (!blk) {
    /* One extra slot so a record with no index yet is still harmless. */
    blk = calloc(1, sizeof(struct block) + (nrecords + 1) * sizeof(uint64_t));
    if (!blk) {
      pthread_mutex_unlock(&blocks_lock);
      abort(); /* no memory for a few counters: nothing sensible to do */
    }
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
  uint64_t n = __atomic_load_n(&__start___ccprof_cc[i].calls, __ATOMIC_RELAXED);
  for (struct block *b = __atomic_load_n(&blocks, __ATOMIC_ACQUIRE); b; b = b->next)
    n += __atomic_load_n(&b->counts[i], __ATOMIC_RELAXED);
  return n;
}

void ccprof_registry_reset(void) {
  /* Called in the child after fork: only this thread exists, so the lock
   * may have been copied held by a thread that is gone. */
  pthread_mutex_init(&blocks_lock, NULL);
  struct __ccprof_cc *rec = __start___ccprof_cc;
  for (size_t i = 0; i < nrecords; ++i)
    rec[i].calls = rec[i].ticks = rec[i].alloc = 0;
  __ccprof_unprofiled.ticks = 0;
  __ccprof_gc.ticks = 0;
  for (struct block *b = blocks; b; b = b->next)
    memset(b->counts, 0, nrecords * sizeof(uint64_t));
}

const char *ccprof_registry_counter_mode(void) {
  static const char *const names[] = {"plain", "atomic", "thread", "unknown"};
  const char *mode = NULL;
  for (size_t i = 0; i < nrecords; ++i) {
    const char *m = names[__start___ccprof_cc[i].flags & CCPROF_FLAG_COUNTERS_MASK];
    if (mode && mode != m)
      return "mixed";
    mode = m;
  }
  return mode ? mode : "plain";
}
