/* ccprof_rt.h - internal interfaces between the runtime's files.
 *
 * One file per concern: registry.c (the records and per-thread counter
 * blocks), timer.c (SIGPROF and per-thread CPU timers), format.c (number,
 * date and sorting helpers), output.c (file names, the all-or-nothing file
 * write), writer_prof.c / writer_json.c (the two report formats), init.c
 * (start-up, configuration, exit/fork/signal hooks).
 *
 * Everything used at exit or from a fatal-signal handler is free of malloc,
 * stdio and locks, so the profile can be written from any of those paths.
 * Only __ccprof_* names are exported; the rest is hidden.
 */
#ifndef CCPROF_RT_H
#define CCPROF_RT_H

#include "ccprof/CCProfData.h"
#include "ccprof/CCProfPorts.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CCPROF_HIDDEN __attribute__((visibility("hidden")))
#define CCPROF_EXPORT __attribute__((visibility("default")))

/* ---- registry.c --------------------------------------------------------- */

/* Registers this image's own records (idempotent, thread-safe). */
CCPROF_HIDDEN void ccprof_registry_init(void);
/* Every registered record, numbered across modules. */
CCPROF_HIDDEN size_t ccprof_registry_count(void);
CCPROF_HIDDEN struct __ccprof_cc *ccprof_registry_record(size_t i);
/* A module's records [b, e) from the image `path`; its unloading. */
CCPROF_HIDDEN void ccprof_registry_add(struct __ccprof_cc *b, struct __ccprof_cc *e,
                                       const struct __ccprof_fn *fb,
                                       const struct __ccprof_fn *fe, const char *path,
                                       const void *base);
/* The record of the profiled function at `fn` (its address is taken), or
 * NULL. */
CCPROF_HIDDEN struct __ccprof_cc *ccprof_registry_record_of_fn(const void *fn);
CCPROF_HIDDEN void ccprof_registry_unload(const struct __ccprof_cc *b);
/* This copy of the runtime is the process's (else it is passive). */
CCPROF_HIDDEN int ccprof_registry_is_process_runtime(void);
/* A registered image that writes a `current` of its own (registry.c), for
 * the profile's warning; NULL if none. */
CCPROF_HIDDEN const char *ccprof_registry_problem(void);
/* At most this many records in a process (per-thread blocks reserve it). */
#define CCPROF_MAX_RECORDS ((size_t)1 << 20)
/* init.c: room for n report rows (called as modules arrive). */
CCPROF_HIDDEN void ccprof_report_reserve(size_t n);
/* init.c: one "ccprof: a b c" line on stderr, without stdio or malloc. */
CCPROF_HIDDEN void ccprof_warn(const char *a, const char *b, const char *c);
/* Ticks taken while no profiled function was current. */
extern struct __ccprof_cc __ccprof_unprofiled CCPROF_HIDDEN;
extern struct __ccprof_cc __ccprof_gc CCPROF_HIDDEN; /* "(GC)": collections */
extern struct __ccprof_cc __ccprof_census CCPROF_HIDDEN; /* "(census)": heap censuses */
/* Exact call count of record i: its own count plus every thread block. */
CCPROF_HIDDEN uint64_t ccprof_registry_calls(size_t i);
/* Zeroes every count and tick (the child after fork starts afresh). */
CCPROF_HIDDEN void ccprof_registry_reset(void);
/* Snapshots (snapshot.c): holds off dlopen/dlclose registration and the
 * folding of an exiting thread's counter block, so that records, their
 * copies and "record + blocks" stay put while a snapshot reads them.
 * Trylock: 1 taken (release with ccprof_registry_unlock), 0 busy. */
CCPROF_HIDDEN int ccprof_registry_trylock(void);
CCPROF_HIDDEN void ccprof_registry_unlock(void);
/* "plain", "atomic", "thread" or "mixed", from the records' flags. */
CCPROF_HIDDEN const char *ccprof_registry_counter_mode(void);

/* The image (its load address, dladdr's dli_fbase) whose records include
 * record i; NULL if unknown. */
CCPROF_HIDDEN const void *ccprof_registry_image(size_t i);

/* ---- ports.c ------------------------------------------------------------ */

struct ccprof_row;

/* Box time (CCProfPorts.h): n periods the sampling source charged to the
 * thread whose `current` is ccprof_ports_thread() (the thread that
 * registered the first ports array; NULL before) go to every predicate with
 * a box open. Safe in the sampler thread and in a signal handler. */
CCPROF_HIDDEN struct __ccprof_cc **ccprof_ports_thread(void);
CCPROF_HIDDEN void ccprof_ports_tick(uint64_t n);
/* The same in two steps, for the sampler thread, which reads the other
 * thread's state while it runs on: the predicates with a box open now
 * (read right after that thread's `current`), then n periods to them. */
enum { CCPROF_OPEN_BOXES = 64 };
struct ccprof_open_boxes {
  size_t n;
  int all; /* more than CCPROF_OPEN_BOXES: ccprof_ports_add ticks them all */
  struct __ccprof_ports *p[CCPROF_OPEN_BOXES];
};
CCPROF_HIDDEN void ccprof_ports_open_now(struct ccprof_open_boxes *o);
CCPROF_HIDDEN void ccprof_ports_add(const struct ccprof_open_boxes *o, uint64_t n);
/* The image at `base` is being unloaded (dlclose): its ports structs are
 * copied (counts, symbols, clause counts), as the registry copies records,
 * and from now on belong to image `now` (the registry's name for the
 * unloaded image; NULL: they are dropped). */
CCPROF_HIDDEN void ccprof_ports_unload(const void *base, const void *now);
/* The child after fork: every port count and box time back to zero. */
CCPROF_HIDDEN void ccprof_ports_reset(void);
/* At exit (no allocation, no lock): gives each row (row->index: its
 * record) the ports struct of the record's image whose symbol is the
 * record's, box time in nanoseconds (ticks at `hz`), and every other row
 * none (has_ports 0). Returns whether any row got ports. */
CCPROF_HIDDEN int ccprof_ports_fill(struct ccprof_row *rows, size_t n, unsigned hz);
/* The join itself, separable for the unit test: a ports struct as the join
 * sees it (its image and symbol), sorted by ccprof_ports_sort; the one of
 * (image, symbol) in refs[0, n), or NULL. */
struct ccprof_ports_ref {
  const void *image;
  const struct __ccprof_ports *ports;
};
CCPROF_HIDDEN void ccprof_ports_sort(struct ccprof_ports_ref *refs, size_t n);
CCPROF_HIDDEN const struct __ccprof_ports *
ccprof_ports_find(const struct ccprof_ports_ref *refs, size_t n, const void *image,
                  const char *symbol);
/* Box ticks to nanoseconds at `hz` samples a second (0 if hz is 0). */
CCPROF_HIDDEN uint64_t ccprof_ports_ns(uint64_t ticks, unsigned hz);

/* ---- timer.c ------------------------------------------------------------ */

enum ccprof_timer_kind {
  CCPROF_TIMER_AUTO = -1, /* best available */
  CCPROF_TIMER_NONE = 0,
  CCPROF_TIMER_TASK_CLOCK,     /* perf_event task-clock, per thread */
  CCPROF_TIMER_THREAD_CPUTIME, /* timer_create on the thread's CPU clock */
  CCPROF_TIMER_ITIMER,         /* setitimer(ITIMER_PROF), process-wide */
  CCPROF_TIMER_SAMPLER         /* a thread reading every thread's CPU clock */
};
/* Installs the handler and starts this thread's source: 0 ok, else errno. */
CCPROF_HIDDEN int ccprof_timer_init(unsigned hz, enum ccprof_timer_kind want);
/* "sampler", "task-clock", "thread-cputime", "itimer-prof" or "none". */
CCPROF_HIDDEN const char *ccprof_timer_name(void);
CCPROF_HIDDEN void ccprof_timer_start_thread(void);
CCPROF_HIDDEN void ccprof_timer_stop_thread(void);
CCPROF_HIDDEN void ccprof_timer_disable(void); /* no further samples */
/* At exit, for a source that signals: why its samples are missing, if
 * they are (the program replaced the SIGPROF handler, or blocked SIGPROF
 * and no sample came in `cpu_ns` of CPU time); NULL if nothing is wrong. */
CCPROF_HIDDEN const char *ccprof_timer_problem(uint64_t samples, uint64_t cpu_ns);
/* The pthread_create the program's would have called: a sanitizer's
 * interceptor if one is linked in, else libc's (timer.c interposes it). */
#include <pthread.h>
typedef int (*ccprof_pthread_create_fn)(pthread_t *, const pthread_attr_t *,
                                        void *(*)(void *), void *);
CCPROF_HIDDEN ccprof_pthread_create_fn ccprof_real_pthread_create(void);
/* Set while the sampler creates its own pthread: not a program thread. */
extern int ccprof_spawning_sampler CCPROF_HIDDEN;

/* ---- rivals.c ----------------------------------------------------------- */

/* The file of another runtime in this process that writes its own profile
 * (one from before registration, or a process runtime of its own in an
 * RTLD_LOCAL library), or NULL. Not async-signal-safe. */
CCPROF_HIDDEN const char *ccprof_rival_runtime(void);
/* A symbol as the global scope defines it (not this image's local one). */
CCPROF_HIDDEN void *ccprof_global_symbol(const char *sym);
/* The base name of the image this copy of the runtime is in. */
CCPROF_HIDDEN const char *ccprof_own_image(void);

/* ---- sampler.c ---------------------------------------------------------- */

/* Registers this thread and starts the sampler thread: 1 ok, 0 failed
 * (or not x86-64 Linux). */
CCPROF_HIDDEN int ccprof_sampler_start(unsigned hz);
CCPROF_HIDDEN int ccprof_sampler_add_thread(void);     /* 1 ok */
CCPROF_HIDDEN void ccprof_sampler_remove_thread(void); /* at thread exit */
CCPROF_HIDDEN void ccprof_sampler_stop(void);          /* no further ticks */
/* The lock on the sampler's list of threads, as a program thread takes it
 * (the sampler holds it while it reads the clocks). */
CCPROF_HIDDEN void ccprof_sampler_lock(void);
CCPROF_HIDDEN void ccprof_sampler_unlock(void);
/* This thread's start routine (called by it as it starts). */
CCPROF_HIDDEN void ccprof_sampler_start_routine(const void *fn);
/* Records [b, e) are being unloaded: drop every reference to them. */
CCPROF_HIDDEN void ccprof_sampler_forget(const struct __ccprof_cc *b,
                                         const struct __ccprof_cc *e);
/* The sampler runs as a pthread (under ThreadSanitizer), not a bare clone. */
CCPROF_HIDDEN int ccprof_sampler_is_pthread(void);

/* ---- stacks.c ----------------------------------------------------------- */

/* A context of the calling-context tree (-ccprof-mode=stacks). Its first
 * two words are where a record has calls and ticks. */
struct ccprof_node {
  uint64_t entries;
  uint64_t ticks;
  struct __ccprof_cc *cc;
  struct ccprof_node *parent;   /* NULL: a root */
  struct ccprof_node *children; /* first child */
  struct ccprof_node *sibling;  /* next child of the same parent */
  struct ccprof_node *target;   /* the node an entry here is counted at: this
                                   one, or (an alias) the node for cc up the
                                   stack it stands for (GHC's recursion rule);
                                   the pass's inline lookup returns it */
  uint64_t alloc;               /* bytes allocated here (the lazy mode), where
                                   a record has its alloc */
  uint64_t inherited;           /* at exit: ticks here and below */
  uint64_t inherited_alloc;     /* at exit: alloc here and below */
  uint64_t folded_entries;      /* entries, ticks and alloc already added to */
  uint64_t folded_ticks;        /* cc's (ccprof_stacks_unload, _finish) */
  uint64_t folded_alloc;
  uint32_t depth;               /* 0: a root */
  uint32_t number;              /* at exit: 1, 2, ... in the order shown */
};
/* Contexts a process may have; past that, a function's new contexts are
 * one, "(truncated);function". */
#define CCPROF_MAX_NODES ((size_t)1 << 20)
/* At exit, once: adds each context's ticks to its record's, totals the
 * inherited ticks, sorts and numbers the tree. Returns its pseudo-root
 * (whose children are the roots) or NULL if no context was entered. */
CCPROF_HIDDEN const struct ccprof_node *ccprof_stacks_finish(void);
/* The context after n in the tree below root (depth first), or NULL. */
CCPROF_HIDDEN const struct ccprof_node *ccprof_node_next(const struct ccprof_node *n,
                                                         const struct ccprof_node *root);
CCPROF_HIDDEN void ccprof_stacks_reset(void); /* the child after fork */
/* The records [b, e) are going away (registry.c): their contexts' ticks are
 * added to them before they are copied (ccprof_stacks_unload; copy NULL:
 * no copy, the contexts become "(unloaded)"), then the contexts point at
 * the copy (ccprof_stacks_retarget). */
CCPROF_HIDDEN void ccprof_stacks_unload(const struct __ccprof_cc *b, const struct __ccprof_cc *e,
                                        struct __ccprof_cc *copy);
CCPROF_HIDDEN void ccprof_stacks_retarget(const struct __ccprof_cc *b,
                                          const struct __ccprof_cc *e,
                                          struct __ccprof_cc *copy);

/* Periodic snapshots (snapshot.c): each context's entries and ticks at
 * the previous snapshot, and the delta tree made from them. */
struct ccprof_stacks_snap {
  uint64_t *prev;       /* 2 per arena node: entries, ticks */
  size_t nprev;         /* arena nodes it covers */
  uint64_t *ov_prev;    /* 2 per record: its "(truncated)" context's */
  size_t nov;
  struct ccprof_node *copy; /* the delta tree's nodes (room for ncopy) */
  size_t ncopy;
  struct ccprof_node root, truncated;
};
/* A snapshot (not at exit; the registry locked by the caller): s's tree
 * becomes a copy of the calling-context tree holding what each context
 * counted since the previous call (contexts with nothing below them left
 * out), numbered and sorted as at exit, and *tree its pseudo-root (NULL in
 * flat mode). The contexts' counts not yet folded into their records are
 * added to calls[i] and ticks[i] (i: the record's index, below nrec).
 * stopping() says to give up (returns 0) while waiting for the stacks
 * lock. Returns 1, or 0 (given up, or out of memory). */
CCPROF_HIDDEN int ccprof_stacks_delta(struct ccprof_stacks_snap *s, int (*stopping)(void),
                                      uint64_t *calls, uint64_t *ticks, size_t nrec,
                                      const struct ccprof_node **tree);
/* At exit, after the profile was written from the tree of
 * ccprof_stacks_finish: turns that tree's counts into what changed since
 * the last ccprof_stacks_delta of s (in place: no allocation). */
CCPROF_HIDDEN void ccprof_stacks_final_delta(struct ccprof_stacks_snap *s);

/* ---- snapshot.c ---------------------------------------------------------- */

struct ccprof_report;

/* CCPROF_PERIOD: from now on, every `period` seconds a thread of the
 * runtime's writes what changed since the previous snapshot as a JSON
 * profile, `json_path` with ".json" replaced by ".NNNNNN.json" (NNNNNN:
 * 000001, 000002, ...). Not async-signal-safe (starts a pthread). */
CCPROF_HIDDEN void ccprof_snapshot_start(unsigned period, const char *json_path,
                                         const char *program, unsigned hz);
/* The exit path, before it reads any count: no snapshot runs from here on
 * (waits for one that is being taken). Async-signal-safe. */
CCPROF_HIDDEN void ccprof_snapshot_stop(void);
/* The exit path, after it wrote the profile from r: writes the final
 * delta (r's counts minus the last snapshot's), changing r and its tree in
 * place. Async-signal-safe (no allocation). */
CCPROF_HIDDEN void ccprof_snapshot_final(struct ccprof_report *r);
/* A forked child: no snapshot thread came along; start afresh (sequence 1,
 * counts from zero) for the child's own profile name. */
CCPROF_HIDDEN void ccprof_snapshot_child(const char *json_path);

/* What a counter gained since *prev, which then holds it; 0 if it went
 * back (plain counters of threads that raced): the snapshots' deltas
 * (snapshot.c, stacks.c). */
static inline uint64_t ccprof_gained(uint64_t now, uint64_t *prev) {
  if (now < *prev)
    return 0;
  uint64_t d = now - *prev;
  *prev = now;
  return d;
}

/* ---- format.c ----------------------------------------------------------- */

/* A buffered write(2) sink; `failed` latches the first errno. */
struct ccprof_sink {
  int fd;
  int failed;
  size_t len;
  char buf[8192];
};
CCPROF_HIDDEN void ccprof_sink_init(struct ccprof_sink *s, int fd);
CCPROF_HIDDEN void ccprof_put(struct ccprof_sink *s, const char *p, size_t n);
CCPROF_HIDDEN void ccprof_puts(struct ccprof_sink *s, const char *str);
CCPROF_HIDDEN void ccprof_pad(struct ccprof_sink *s, size_t n);
CCPROF_HIDDEN int ccprof_flush(struct ccprof_sink *s); /* 0 or errno */

/* Decimal text of v into buf (>= 21 bytes); returns its length. */
CCPROF_HIDDEN size_t ccprof_fmt_u64(char *buf, uint64_t v);
/* num/den rounded to `decimals` places into buf (>= 48 bytes); with
 * drop_zero, "0.045" is written ".045" as prof does. Returns length. */
CCPROF_HIDDEN size_t ccprof_fmt_fixed(char *buf, uint64_t num, uint64_t den,
                                      unsigned decimals, int drop_zero);
/* Time per call, ticks / (hz * calls) seconds, in the unit that gives it
 * three significant digits: "3.00 ns", "45.0 us", "330 us", "1.23 s "
 * (the unit always two characters, so a right-aligned column lines up;
 * below 1 ns, up to three decimals: "0.333 ns"). "0   " when no tick fell
 * in the function, "" when it was never called. buf >= 48 bytes; returns
 * the length. The prof writer and `ccprof report --format gprof` share it. */
CCPROF_HIDDEN size_t ccprof_fmt_per_call(char *buf, uint64_t ticks, uint64_t hz,
                                         uint64_t calls);
/* A function whose measured time per call is under CCPROF_SHORT_CALL_NS,
 * even counting one tick more than it got: in the range where
 * bench/accuracy found a function's share too small, most of it charged to
 * its caller (docs/runtime.md, "How far a share can be trusted"). The prof
 * writer and `ccprof report --format gprof` mark such rows with '*' after
 * the time per call and end the table with ccprof_short_call_note. */
#define CCPROF_SHORT_CALL_NS 10
CCPROF_HIDDEN int ccprof_short_calls(uint64_t ticks, uint64_t hz, uint64_t calls);
CCPROF_HIDDEN extern const char ccprof_short_call_note[];
/* Unix time as "YYYY-MM-DD HH:MM:SS" (sep ' ') or ISO "...T...Z"
 * (iso != 0) into buf (>= 24 bytes). Returns length. */
CCPROF_HIDDEN size_t ccprof_fmt_time(char *buf, int64_t unix_sec, int iso);

/* ---- the report --------------------------------------------------------- */

/* A compact C++ name shortened to fit a width (names.c): the shown part
 * of the name (name_len), made of the qualified name Q, the parameter list
 * P and what follows it R (" const", " (libfoo.so)"), is printed as
 *   Q[0, head) "…::" Q[tail, end)   (when tail is not 0: the middle elided)
 *   P with its parameters' qualifiers dropped (when unqualified), whole, or
 *     its first `params` parameters and "…" (when params is not
 *     CCPROF_ALL_PARAMS: "(…)" for none)
 *   R
 * and of that, when skip is not 0, "…" and all but the first skip
 * characters. on: 0 when the name is printed as it is. */
#define CCPROF_ALL_PARAMS 0xFFFF
struct ccprof_fit {
  unsigned char on, unqualified;
  unsigned short params;
  uint32_t head, tail, skip;
  uint32_t open, close; /* where P starts and ends (set with on) */
};

struct ccprof_row {
  const char *name;
  const char *symbol;
  const char *file;
  uint32_t line;
  uint64_t calls;
  uint64_t ticks;
  uint64_t alloc; /* bytes allocated (lazy mode), 0 for C */
  /* How the prof report prints name (names.c): a compact C++ name
   * (CCPROF_FLAG_NAME_COMPACT) may be cut before its parameter list. */
  int compact;
  size_t name_len;  /* bytes of name to print; 0: all of it */
  int show_symbol;  /* also print " [symbol]": rows that read the same */
  /* How ccprof_fit_names shortened the name to fit the row's width. */
  struct ccprof_fit fit;
  unsigned number; /* also print " #N": rows that would read the same; 0: none */
  size_t index;    /* the record's registry index (snapshot.c's deltas) */
  /* Byrd-box ports (ccprof/CCProfPorts.h, ports.c): the row of a predicate
   * whose front end registered ports for it. */
  int has_ports;
  uint64_t exits, redos, fails;
  uint64_t box_ns; /* time inside the box, nanoseconds */
  size_t nclauses; /* per-clause counts, or 0 */
  const struct __ccprof_clause_counts *clauses;
};

struct ccprof_report {
  const char *program; /* path of the executable */
  const char *host;
  long pid;
  /* A merged profile (ccprof merge): the pids of the processes it sums,
   * nmerged of them (more than one); pid is then meaningless. 0 and NULL
   * for a process's own profile. */
  size_t nmerged;
  const uint64_t *merged_pids;
  int64_t start_sec, end_sec; /* Unix time */
  unsigned hz;
  uint64_t samples;          /* all ticks, including unprofiled */
  uint64_t unprofiled_ticks; /* ticks with no current cost centre */
  uint64_t cpu_ns;           /* process CPU time, for comparison */
  const char *counters;
  const char *timer; /* sampling source, ccprof_timer_name() */
  const char *warning; /* why the samples cannot be trusted, or NULL */
  uint64_t alloc;    /* all rows' alloc: nonzero adds the %alloc column */
  uint64_t gc_ticks; /* ticks during garbage collection: a "(GC)" row */
  uint64_t census_ticks; /* ticks during heap censuses: a "(census)" row */
  int numbered; /* rows are numbered (" #N", ccprof_fit_names): a note says so */
  /* Functions the pass left out for their size (-ccprof-min-instructions,
   * records flagged CCPROF_FLAG_SMALL): not rows, a count in the header. */
  uint64_t small_functions;
  size_t nrows;
  struct ccprof_row *rows; /* sorted by ccprof_sort_rows */
  /* The calling-context tree (-ccprof-mode=stacks): its pseudo-root, whose
   * children are the roots, or NULL. */
  const struct ccprof_node *stacks;
  /* A periodic snapshot (CCPROF_PERIOD, snapshot.c): the counts are what
   * changed from period_start_ns to period_end_ns (Unix time, ns); the
   * sequence-th of the process, final_delta: the one written at exit. */
  int delta, final_delta;
  uint64_t sequence, period_start_ns, period_end_ns;
  /* Some row has ports (has_ports): the JSON rows get their fields and the
   * prof report a table of them after the flat one. */
  int ports;
};

/* The header's "(pid 42 on vm)", or for a merged profile
 * "(merged from 3 profiles: pids 11, 12, 13 on vm)" (the first eight pids,
 * then "..."). */
CCPROF_HIDDEN void ccprof_put_origin(struct ccprof_sink *s,
                                     const struct ccprof_report *r);
/* Time descending, then calls descending, then name, file, line. */
CCPROF_HIDDEN int ccprof_row_before(const struct ccprof_row *a,
                                    const struct ccprof_row *b);
CCPROF_HIDDEN void ccprof_sort_rows(struct ccprof_row *rows, size_t n);

/* names.c: GHC's MODULE and SRC cells of a cost centre, written to buf
 * (cap bytes, NUL-terminated); their lengths. */
CCPROF_HIDDEN size_t ccprof_module_name(const char *name, const char *file, char *buf,
                                        size_t cap);
CCPROF_HIDDEN size_t ccprof_src_name(const char *file, uint32_t line, const char *dflt,
                                     char *buf, size_t cap);
/* names.c: sets name_len and show_symbol of the rows shown (called or
 * sampled): a compact name without its parameter list, unless another shown
 * row would read the same; then with it; if that still reads the same as
 * another row's, with the symbol too. scratch has room for n entries (NULL:
 * names are printed as stored); no allocation, so a signal handler may call it. */
struct ccprof_shown_name {
  struct ccprof_row *row;
  size_t len;
  uint64_t hash;  /* ccprof_fit_names: of the name as shown */
  size_t reserve; /* ccprof_fit_names: characters kept for " #N" */
};
CCPROF_HIDDEN void ccprof_shorten_names(struct ccprof_row *rows, size_t n,
                                        struct ccprof_shown_name *scratch);
/* Widths of a report's rows, in characters: CCPROF_ROW_WIDTH by default;
 * the name gets what the columns before it leave, but at least
 * CCPROF_MIN_NAME_WIDTH. */
#define CCPROF_ROW_WIDTH 120
#define CCPROF_MIN_NAME_WIDTH 40
/* names.c: after ccprof_shorten_names, shortens the compact names of the
 * rows shown that are wider than width characters (0: no limit), from the
 * least telling part on: the qualifiers of parameter types, the middle of
 * the qualified name ("nlohmann::…::basic_json<…>::at", keeping the
 * function's own name and its class), its first component, the last
 * parameters ("(int, …)", "(…)"), the class, and at last the start of what
 * is left (docs/pass.md, "Names"). Rows that would then read
 * the same, and rows shown with their symbol (show_symbol) when a row of
 * theirs would not fit with it or symbols_ok is 0, are numbered instead
 * (" #1", " #2" in the order of their symbols). Names that are not compact
 * are left as they are. scratch as for ccprof_shorten_names (NULL: nothing
 * is done). No allocation. */
CCPROF_HIDDEN void ccprof_fit_names(struct ccprof_row *rows, size_t n,
                                    struct ccprof_shown_name *scratch, size_t width,
                                    int symbols_ok);
/* Shortens one row's name (all of it, as for a row shown alone) to width
 * characters as ccprof_fit_names would. Returns 0 if it is left as it is,
 * 1 if it keeps its qualified name's last two components (the class and
 * the function), 2 if not. */
CCPROF_HIDDEN int ccprof_fit_name(struct ccprof_row *row, size_t width);
/* Calls put(ctx, bytes, len) for the pieces of a row's name as
 * ccprof_shorten_names and ccprof_fit_names chose it, symbol and number
 * included. */
CCPROF_HIDDEN void ccprof_render_name(const struct ccprof_row *row,
                                      void (*put)(void *ctx, const char *s, size_t n),
                                      void *ctx);
/* Writes a row's name as ccprof_render_name gives it. */
CCPROF_HIDDEN void ccprof_put_name(struct ccprof_sink *s, const struct ccprof_row *row);
/* Is any shown row numbered (" #N")? The table then ends with this note. */
CCPROF_HIDDEN int ccprof_any_numbered(const struct ccprof_row *rows, size_t n);
CCPROF_HIDDEN extern const char ccprof_numbered_note[];
/* writer_prof.c: where the name starts in a row of the prof table
 * (the columns and the two characters before the name), in characters. */
CCPROF_HIDDEN size_t ccprof_prof_name_column(const struct ccprof_report *r);

/* writer_prof.c, writer_json.c: return 0 or errno. */
CCPROF_HIDDEN int ccprof_write_prof(struct ccprof_sink *s,
                                    const struct ccprof_report *r);
CCPROF_HIDDEN int ccprof_write_json(struct ccprof_sink *s,
                                    const struct ccprof_report *r);
/* The rows that are not records ("(unprofiled)", "(GC)": ticks only),
 * sorted like rows; returns how many (format.c). */
#define CCPROF_MAX_EXTRA 3
CCPROF_HIDDEN size_t ccprof_extra_rows(const struct ccprof_report *r,
                                       struct ccprof_row extra[CCPROF_MAX_EXTRA]);
/* Visits, in report order, the extra rows merged with the records that
 * `shown` accepts. */
#define CCPROF_FOR_EACH_ROW(r, extra, nextra, shown, row, body)                 \
  do {                                                                         \
    size_t e_ = 0;                                                             \
    for (size_t i_ = 0; i_ <= (r)->nrows; ++i_) {                              \
      const struct ccprof_row *next_ = i_ < (r)->nrows ? &(r)->rows[i_] : 0;   \
      while (e_ < (nextra) && (!next_ || ccprof_row_before(&(extra)[e_], next_))) { \
        const struct ccprof_row *row = &(extra)[e_++];                         \
        body;                                                                  \
      }                                                                        \
      if (next_ && shown(next_)) {                                             \
        const struct ccprof_row *row = next_;                                  \
        body;                                                                  \
      }                                                                        \
    }                                                                          \
  } while (0)
/* writer_tree.c (stacks mode): the calling-context tree as GHC prints it,
 * after the prof table (ccprof_put_tree, into an open report), and the
 * folded stacks ("main;f;isPrime 123", a line per context with time of its
 * own) that flamegraph.pl, inferno and speedscope read. */
CCPROF_HIDDEN void ccprof_put_tree(struct ccprof_sink *s, const struct ccprof_report *r);
CCPROF_HIDDEN int ccprof_write_folded(struct ccprof_sink *s,
                                      const struct ccprof_report *r);
/* writer_ghc.c: the GHC-like layout of a lazy-mini profile. */
CCPROF_HIDDEN int ccprof_write_ghc(struct ccprof_sink *s,
                                   const struct ccprof_report *r);

/* ---- output.c ----------------------------------------------------------- */

/* Expands %p (pid), %h (host), %n (program base name) and %% in pattern.
 * Returns the length, or 0 if it does not fit in cap. */
CCPROF_HIDDEN size_t ccprof_expand_path(char *out, size_t cap,
                                        const char *pattern, long pid,
                                        const char *host, const char *prog);
typedef int (*ccprof_writer_fn)(struct ccprof_sink *,
                                const struct ccprof_report *);
/* Writes path completely or not at all (temp file + rename). 0 or errno. */
CCPROF_HIDDEN int ccprof_write_file(const char *path, ccprof_writer_fn w,
                                    const struct ccprof_report *r);

#ifdef __cplusplus
}
#endif

#endif /* CCPROF_RT_H */
