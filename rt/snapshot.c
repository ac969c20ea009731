/* snapshot.c - periodic delta profiles for long-running programs
 * (CCPROF_PERIOD=N, docs/runtime.md).
 *
 * Every N seconds a thread of the runtime's writes what changed since the
 * previous snapshot - calls, ticks, allocation, Byrd-box ports, and in
 * stacks mode each context's entries and ticks - as a JSON profile marked "delta"
 * (docs/formats.md), to <json profile name without .json>.NNNNNN.json
 * (000001, 000002, ...), through a temporary file renamed into place. At
 * exit, after the profile (the total) is written, one more delta holds the
 * rest, so the snapshots add up to the total exactly: the delta is computed
 * from the counts the previous snapshot read, kept here, so every count is
 * in exactly one of them.
 *
 * The thread is a pthread, created through libc's (or a sanitizer's)
 * pthread_create, not the runtime's interposed one: it is not sampled and
 * has no timer, and it blocks every signal, so no program signal and no
 * SIGPROF lands on it. Its `current` is its own (NULL): the program's
 * attribution does not change. Reading counters that other threads
 * increment is racy but monotonic; a count that went back (plain counters
 * of racing threads) is taken as unchanged. While it reads and writes, the
 * snapshot holds the registry's locks (ccprof_registry_trylock), so that
 * dlopen/dlclose and the folding of an exiting thread's counts wait: a
 * record is never counted twice or lost, and a name it writes is never
 * unmapped under it.
 *
 * The exit path (possibly in a signal handler) stops it first
 * (ccprof_snapshot_stop: a flag, and a wait for a snapshot in progress; a
 * snapshot that is still waiting for a lock gives up instead, since the
 * interrupted thread may hold it), then writes the total, then the final
 * delta from the same report (ccprof_snapshot_final), without allocating.
 */
#define _GNU_SOURCE
#include "ccprof_rt.h"

#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

static struct {
  unsigned period; /* seconds; 0: off */
  const char *program;
  unsigned hz;
  char stem[PATH_MAX]; /* the JSON profile's name without ".json" */
  uint64_t sequence;   /* of the last snapshot written */
  uint64_t start_ns;   /* the period now running began (Unix time, ns) */
  uint64_t cpu_ns;     /* process CPU time then */
  /* The counts the previous snapshot read, by record index. */
  uint64_t *calls, *ticks, *alloc;
  /* ... and the Byrd-box ports of the records that have them (ports.c):
   * box time in whole microseconds, as the JSON has it, so that the deltas
   * add up to the total the profile prints. */
  uint64_t *exits, *redos, *fails, *box_us;
  struct clause_prev **clauses; /* NULL until a snapshot met its clauses */
  size_t nrec;
  uint64_t unprofiled, gc, census;
  struct ccprof_stacks_snap stacks;
} snap;

/* A predicate's clause counts at the previous snapshot (prev: tried,
 * unified per clause), and room for the delta a snapshot writes (out). */
struct clause_prev {
  size_t n;
  uint64_t *prev;
  struct __ccprof_clause_counts *out;
};

static int stop; /* the exit path has begun: no snapshot from now on */
static int busy; /* a snapshot is being taken */

static uint64_t clock_ns(clockid_t c) {
  struct timespec t;
  if (clock_gettime(c, &t) != 0)
    return 0;
  return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static int stopping(void) {
  if (__atomic_load_n(&stop, __ATOMIC_SEQ_CST))
    return 1;
  struct timespec t = {0, 100000};
  nanosleep(&t, NULL);
  return 0;
}

/* Room for n records in the previous counts (new ones zero). */
static int grow(size_t n) {
  if (n <= snap.nrec)
    return 1;
  uint64_t **arrays[] = {&snap.calls, &snap.ticks, &snap.alloc, &snap.exits,
                         &snap.redos, &snap.fails, &snap.box_us};
  for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; ++k) {
    uint64_t *p = realloc(*arrays[k], n * sizeof *p);
    if (!p)
      return 0;
    memset(p + snap.nrec, 0, (n - snap.nrec) * sizeof *p);
    *arrays[k] = p;
  }
  struct clause_prev **c = realloc(snap.clauses, n * sizeof *c);
  if (!c)
    return 0;
  memset(c + snap.nrec, 0, (n - snap.nrec) * sizeof *c);
  snap.clauses = c;
  snap.nrec = n;
  return 1;
}

/* The file of snapshot `seq`: stem.NNNNNN.json. */
static void snapshot_path(char *path, size_t cap, uint64_t seq) {
  char num[24];
  size_t len = ccprof_fmt_u64(num, seq), stem = strlen(snap.stem);
  if (stem + len + 12 > cap) {
    path[0] = 0;
    return;
  }
  memcpy(path, snap.stem, stem);
  path[stem++] = '.';
  for (size_t pad = len; pad < 6; ++pad)
    path[stem++] = '0';
  memcpy(path + stem, num, len);
  strcpy(path + stem + len, ".json");
}

/* The period's metadata in r; ends it and writes r as the next snapshot. */
static void write_delta(struct ccprof_report *r, int final) {
  uint64_t end = clock_ns(CLOCK_REALTIME), cpu = clock_ns(CLOCK_PROCESS_CPUTIME_ID);
  r->delta = 1;
  r->final_delta = final;
  r->sequence = ++snap.sequence;
  r->period_start_ns = snap.start_ns;
  r->period_end_ns = end > snap.start_ns ? end : snap.start_ns;
  r->start_sec = (int64_t)(r->period_start_ns / 1000000000u);
  r->end_sec = (int64_t)(r->period_end_ns / 1000000000u);
  r->hz = snap.hz;
  r->cpu_ns = cpu > snap.cpu_ns ? cpu - snap.cpu_ns : 0;
  snap.start_ns = r->period_end_ns;
  snap.cpu_ns = cpu;
  char path[PATH_MAX + 32];
  snapshot_path(path, sizeof path, r->sequence);
  int err = path[0] ? ccprof_write_file(path, ccprof_write_json, r) : 0;
  if (err)
    ccprof_warn("cannot write snapshot to '", path, "'");
}

/* A row's ports (their totals, from ccprof_ports_fill) become what they
 * gained since the previous snapshot. can_alloc: a snapshot (not the exit
 * path) may make room for the clause counts; at exit a predicate whose
 * clauses no snapshot met has all of them in its delta, which are the
 * totals the row points at. */
static void ports_delta(struct ccprof_row *row, int can_alloc) {
  size_t i = row->index;
  if (!row->has_ports || i >= snap.nrec)
    return;
  struct clause_prev *cp = snap.clauses[i];
  if (row->nclauses && (!cp || cp->n < row->nclauses) && can_alloc) {
    struct clause_prev *grown = malloc(sizeof *grown);
    uint64_t *prev = calloc(2 * row->nclauses, sizeof *prev);
    struct __ccprof_clause_counts *out = malloc(row->nclauses * sizeof *out);
    if (!grown || !prev || !out) {
      free(grown), free(prev), free(out);
      row->has_ports = 0; /* no room: its ports wait for the next snapshot */
      return;
    }
    if (cp)
      memcpy(prev, cp->prev, 2 * cp->n * sizeof *prev);
    *grown = (struct clause_prev){row->nclauses, prev, out};
    snap.clauses[i] = cp = grown; /* an old one leaks: the exit path may read it */
  }
  row->exits = ccprof_gained(row->exits, &snap.exits[i]);
  row->redos = ccprof_gained(row->redos, &snap.redos[i]);
  row->fails = ccprof_gained(row->fails, &snap.fails[i]);
  row->box_ns = ccprof_gained((row->box_ns + 500) / 1000, &snap.box_us[i]) * 1000;
  if (!row->nclauses || !cp || cp->n < row->nclauses)
    return; /* at exit, clauses no snapshot met: all their counts are new */
  for (size_t c = 0; c < row->nclauses; ++c) {
    cp->out[c].tried = ccprof_gained(row->clauses[c].tried, &cp->prev[2 * c]);
    cp->out[c].unified = ccprof_gained(row->clauses[c].unified, &cp->prev[2 * c + 1]);
  }
  row->clauses = cp->out;
}

/* The rows of a snapshot: each record's gain since the previous one. The
 * contexts' counts not yet in their records are in calls[] and ticks[]. */
static size_t delta_rows(struct ccprof_row *rows, size_t n, const uint64_t *calls,
                         const uint64_t *ticks, struct ccprof_report *r) {
  size_t k = 0;
  for (size_t i = 0; i < n; ++i) {
    const struct __ccprof_cc *rec = ccprof_registry_record(i);
    uint64_t c = ccprof_registry_calls(i) + calls[i];
    uint64_t t = __atomic_load_n(&rec->ticks, __ATOMIC_RELAXED) + ticks[i];
    uint64_t a = __atomic_load_n(&rec->alloc, __ATOMIC_RELAXED);
    c = ccprof_gained(c, &snap.calls[i]);
    t = ccprof_gained(t, &snap.ticks[i]);
    a = ccprof_gained(a, &snap.alloc[i]);
    if (rec->flags & CCPROF_FLAG_SMALL) {
      r->small_functions++;
      continue;
    }
    struct ccprof_row *row = &rows[k++];
    memset(row, 0, sizeof *row);
    row->name = rec->name ? rec->name : "";
    row->symbol = rec->symbol ? rec->symbol : "";
    row->file = rec->file ? rec->file : "";
    row->line = rec->line;
    row->calls = c;
    row->ticks = t;
    row->alloc = a;
    row->index = i;
    r->samples += t;
    r->alloc += a;
  }
  return k;
}

/* One snapshot, under the registry's locks. 0: given up (stopping). */
static int take_snapshot(void) {
  while (!ccprof_registry_trylock())
    if (stopping())
      return 0;
  size_t n = ccprof_registry_count();
  uint64_t *extra = calloc(2 * n + 1, sizeof *extra);
  struct ccprof_row *rows = malloc((n + 1) * sizeof *rows);
  struct ccprof_report r;
  memset(&r, 0, sizeof r);
  int ok = extra && rows && grow(n) &&
           ccprof_stacks_delta(&snap.stacks, stopping, extra, extra + n, n, &r.stacks);
  if (ok) {
    struct utsname uts;
    r.program = snap.program;
    r.host = uname(&uts) == 0 ? uts.nodename : "unknown";
    r.pid = (long)getpid();
    r.counters = ccprof_registry_counter_mode();
    r.timer = ccprof_timer_name();
    r.rows = rows;
    r.nrows = delta_rows(rows, n, extra, extra + n, &r);
    r.ports = ccprof_ports_fill(r.rows, r.nrows, snap.hz);
    for (size_t k = 0; r.ports && k < r.nrows; ++k)
      ports_delta(&r.rows[k], 1);
    r.unprofiled_ticks = ccprof_gained(__atomic_load_n(&__ccprof_unprofiled.ticks, __ATOMIC_RELAXED),
                                &snap.unprofiled);
    r.gc_ticks = ccprof_gained(__atomic_load_n(&__ccprof_gc.ticks, __ATOMIC_RELAXED), &snap.gc);
    r.census_ticks = ccprof_gained(__atomic_load_n(&__ccprof_census.ticks, __ATOMIC_RELAXED),
                            &snap.census);
    r.samples += r.unprofiled_ticks + r.gc_ticks + r.census_ticks;
    ccprof_sort_rows(r.rows, r.nrows);
    write_delta(&r, 0);
  }
  ccprof_registry_unlock();
  free(extra);
  free(rows);
  return ok || !__atomic_load_n(&stop, __ATOMIC_SEQ_CST);
}

static void *snapshot_main(void *arg) {
  (void)arg;
  struct timespec next;
  clock_gettime(CLOCK_MONOTONIC, &next);
  for (;;) {
    next.tv_sec += snap.period;
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &next, NULL) != 0)
      ;
    __atomic_store_n(&busy, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&stop, __ATOMIC_SEQ_CST) || !take_snapshot()) {
      __atomic_store_n(&busy, 0, __ATOMIC_SEQ_CST);
      return NULL;
    }
    __atomic_store_n(&busy, 0, __ATOMIC_SEQ_CST);
  }
}

static void set_stem(const char *json_path) {
  size_t len = strlen(json_path);
  if (len >= 5 && !strcmp(json_path + len - 5, ".json"))
    len -= 5;
  if (len >= sizeof snap.stem)
    len = sizeof snap.stem - 1;
  memcpy(snap.stem, json_path, len);
  snap.stem[len] = 0;
}

static void start_thread(void) {
  ccprof_pthread_create_fn create = ccprof_real_pthread_create();
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old); /* the thread inherits the mask */
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_t t;
  if (!create || create(&t, &attr, snapshot_main, NULL) != 0)
    ccprof_warn("cannot start the snapshot thread (CCPROF_PERIOD): ",
                "no periodic snapshots", "");
  pthread_attr_destroy(&attr);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
}

void ccprof_snapshot_start(unsigned period, const char *json_path, const char *program,
                           unsigned hz) {
  snap.period = period;
  snap.program = program;
  snap.hz = hz;
  set_stem(json_path);
  snap.start_ns = clock_ns(CLOCK_REALTIME);
  snap.cpu_ns = clock_ns(CLOCK_PROCESS_CPUTIME_ID);
  start_thread();
}

void ccprof_snapshot_child(const char *json_path) {
  if (!snap.period)
    return;
  /* The parent's thread did not come along; its counts were reset. */
  stop = busy = 0;
  snap.sequence = 0;
  snap.unprofiled = snap.gc = snap.census = 0;
  if (snap.nrec) {
    memset(snap.calls, 0, snap.nrec * sizeof *snap.calls);
    memset(snap.ticks, 0, snap.nrec * sizeof *snap.ticks);
    memset(snap.alloc, 0, snap.nrec * sizeof *snap.alloc);
    uint64_t *ports[] = {snap.exits, snap.redos, snap.fails, snap.box_us};
    for (size_t k = 0; k < 4; ++k)
      memset(ports[k], 0, snap.nrec * sizeof *ports[k]);
    for (size_t i = 0; i < snap.nrec; ++i)
      if (snap.clauses[i])
        memset(snap.clauses[i]->prev, 0, 2 * snap.clauses[i]->n * sizeof(uint64_t));
  }
  if (snap.stacks.nprev)
    memset(snap.stacks.prev, 0, snap.stacks.nprev * 2 * sizeof(uint64_t));
  if (snap.stacks.nov)
    memset(snap.stacks.ov_prev, 0, snap.stacks.nov * 2 * sizeof(uint64_t));
  ccprof_snapshot_start(snap.period, json_path, snap.program, snap.hz);
}

void ccprof_snapshot_stop(void) {
  if (!snap.period)
    return;
  __atomic_store_n(&stop, 1, __ATOMIC_SEQ_CST);
  while (__atomic_load_n(&busy, __ATOMIC_SEQ_CST)) {
    struct timespec t = {0, 1000000};
    nanosleep(&t, NULL);
  }
}

void ccprof_snapshot_final(struct ccprof_report *r) {
  if (!snap.period)
    return;
  r->samples = r->alloc = 0;
  for (size_t k = 0; k < r->nrows; ++k) {
    struct ccprof_row *row = &r->rows[k];
    size_t i = row->index;
    if (r->ports)
      ports_delta(row, 0);
    if (i < snap.nrec) {
      row->calls = ccprof_gained(row->calls, &snap.calls[i]);
      row->ticks = ccprof_gained(row->ticks, &snap.ticks[i]);
      row->alloc = ccprof_gained(row->alloc, &snap.alloc[i]);
    }
    r->samples += row->ticks;
    r->alloc += row->alloc;
  }
  r->unprofiled_ticks = ccprof_gained(r->unprofiled_ticks, &snap.unprofiled);
  r->gc_ticks = ccprof_gained(r->gc_ticks, &snap.gc);
  r->census_ticks = ccprof_gained(r->census_ticks, &snap.census);
  r->samples += r->unprofiled_ticks + r->gc_ticks + r->census_ticks;
  if (r->stacks)
    ccprof_stacks_final_delta(&snap.stacks);
  ccprof_sort_rows(r->rows, r->nrows);
  write_delta(r, 1);
}
