/* init.c - start-up, configuration, and the paths that write the profile.
 *
 * The runtime starts itself (a constructor, priority 101 so it precedes the
 * program's own constructors); the program calls nothing. It writes the
 * profile once, at the first of:
 *   - normal exit: return from main or exit() (an atexit handler, registered
 *     first and so run after the program's own atexit handlers and static
 *     destructors);
 *   - SIGINT, SIGTERM or SIGHUP, when the program left them at their default
 *     action: the profile is written, then the signal kills the process as
 *     it would have.
 * Not on _exit(), abort(), crashes or SIGKILL. After fork the child starts
 * with zero counts and its own timer and writes its own profile; if the
 * file pattern has no %p, the child's file name gets ".<pid>" appended.
 *
 * Environment: CCPROF=0 disables sampling and writing; CCPROF_HZ (default
 * 1000); CCPROF_TIMER (sampling source, see timer.c); CCPROF_FILE (default "<program>.prof" in the starting directory);
 * CCPROF_FORMAT=prof|json|prof,json; CCPROF_PERIOD=N (a delta snapshot every N
 * seconds, snapshot.c). See docs/runtime.md.
 */
#define _GNU_SOURCE
#include "ccprof_rt.h"

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

/* The ABI the pass emits code for (ccprof/CCProfData.h). */
CCPROF_EXPORT __thread struct __ccprof_cc *__ccprof_current
    __attribute__((tls_model("initial-exec")));
CCPROF_EXPORT const int CCPROF_ABI_IDENT = CCPROF_ABI_VERSION;

enum { FMT_PROF = 1, FMT_JSON = 2, FMT_FOLDED = 4 };

static struct {
  int enabled;
  unsigned hz;
  enum ccprof_timer_kind timer;
  int formats;
  unsigned period;       /* CCPROF_PERIOD: seconds between snapshots; 0: none */
  int file_given;        /* CCPROF_FILE was set */
  int forked_child;      /* this process is a fork()ed child */
  int exec_child;        /* exec'd by a profiled process of the same run */
  char pattern[PATH_MAX];/* absolute, unexpanded */
  char program[PATH_MAX];
  const char *progname;
  int64_t start_sec;
  struct ccprof_row *rows; /* room for rows_cap */
  struct ccprof_shown_name *names; /* room for rows_cap, or NULL */
} cfg;

/* 0: not written yet; 1: being written; 2: written (or given up). */
static int finished;
/* Another runtime in the process that writes a profile of its own
 * (rivals.c): looked for at start-up and again at a normal exit (not in a
 * signal handler: the loader's functions are not async-signal-safe). */
static const char *rival;
static size_t rows_cap; /* cfg.rows has room for this many */

void ccprof_report_reserve(size_t n) {
  if (n <= rows_cap)
    return;
  size_t cap = rows_cap ? rows_cap : 64;
  while (cap < n)
    cap *= 2;
  struct ccprof_row *rows = realloc(cfg.rows, cap * sizeof *rows);
  if (!rows)
    return; /* the report then has the first rows_cap records */
  /* Scratch for ccprof_shorten_names; without it names print as stored. */
  struct ccprof_shown_name *names = realloc(cfg.names, cap * sizeof *names);
  __atomic_store_n(&cfg.names, names, __ATOMIC_RELEASE);
  __atomic_store_n(&cfg.rows, rows, __ATOMIC_RELEASE);
  __atomic_store_n(&rows_cap, cap, __ATOMIC_RELEASE);
}

/* The signals that write the profile and then end the process. */
static const int fatal_signals[] = {SIGINT, SIGTERM, SIGHUP};

static void fatal_set(sigset_t *set) {
  sigemptyset(set);
  for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; ++i)
    sigaddset(set, fatal_signals[i]);
}

/* One line on stderr, without stdio (this may run in a signal handler). */
void ccprof_warn(const char *a, const char *b, const char *c) {
  struct ccprof_sink s;
  ccprof_sink_init(&s, 2);
  ccprof_puts(&s, "ccprof: ");
  ccprof_puts(&s, a);
  ccprof_puts(&s, b);
  ccprof_puts(&s, c);
  ccprof_puts(&s, "\n");
  ccprof_flush(&s);
}

/* strerrordesc_np: untranslated and async-signal-safe, unlike strerror. */
static const char *errtext(int err) {
  const char *t = strerrordesc_np(err);
  return t ? t : "unknown error";
}

static int64_t now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (int64_t)ts.tv_sec;
}

/* The file of format fmt (path: PATH_MAX + 32 bytes); 0 if the name is too
 * long. warn: say why a name differs from the one asked for. */
static int profile_path(char *path, int fmt, long pid, const char *host, int warn) {
  size_t n = ccprof_expand_path(path, PATH_MAX, cfg.pattern, pid, host, cfg.progname);
  if (!n) {
    if (warn)
      ccprof_warn("profile file name too long: ", cfg.pattern, "");
    return 0;
  }
  if ((cfg.forked_child || cfg.exec_child) && !strstr(cfg.pattern, "%p")) {
    char num[24];
    path[n++] = '.';
    n += ccprof_fmt_u64(num, (uint64_t)pid);
    strcat(path, num);
    if (cfg.exec_child && warn)
      ccprof_warn("started below another profiled process: writing '", path,
           "' (.<pid> added so that no profile of this run overwrites another; "
           "put %p in CCPROF_FILE to choose the name)");
  }
  if (rival && strlen(path) + strlen(ccprof_own_image()) + 2 < PATH_MAX + 32) {
    strcat(path, ".");
    strcat(path, ccprof_own_image());
    if (warn)
      ccprof_warn("writing '", path, "' instead: another CCProf runtime in this process "
                  "writes the profile its name would have");
  }
  if (fmt != FMT_PROF && (cfg.formats != fmt || !cfg.file_given))
    strcat(path, fmt == FMT_JSON ? ".json" : ".folded");
  return 1;
}

static void write_one(int fmt, const struct ccprof_report *r, const char *host) {
  char path[PATH_MAX + 32];
  if (!profile_path(path, fmt, r->pid, host, 1))
    return;
  int err = ccprof_write_file(path,
                              fmt == FMT_JSON     ? ccprof_write_json
                              : fmt == FMT_FOLDED ? ccprof_write_folded
                                                  : ccprof_write_prof,
                              r);
  if (err) {
    char msg[PATH_MAX + 64];
    size_t k = strlen(path);
    memcpy(msg, path, k);
    memcpy(msg + k, "': ", 4);
    ccprof_warn("cannot write profile to '", msg, errtext(err));
  }
}

static void write_profile(void);

/* Writes the profile once, with the terminating signals blocked in this
 * thread, so that a second SIGTERM cannot kill it halfway (another thread
 * that takes the signal waits for the write: on_fatal_signal). */
static void finish_in(int in_signal) {
  if (!cfg.enabled)
    return;
  if (!in_signal && !rival)
    rival = ccprof_rival_runtime();
  sigset_t fatal, old;
  fatal_set(&fatal);
  pthread_sigmask(SIG_BLOCK, &fatal, &old);
  int expected = 0;
  if (__atomic_compare_exchange_n(&finished, &expected, 1, 0, __ATOMIC_ACQ_REL,
                                  __ATOMIC_ACQUIRE)) {
    write_profile();
    __atomic_store_n(&finished, 2, __ATOMIC_RELEASE);
  }
  pthread_sigmask(SIG_SETMASK, &old, NULL);
}
static void finish(void) { finish_in(0); }

/* Collects the counts and writes every requested format. */
static void write_profile(void) {
  ccprof_timer_disable();
  ccprof_snapshot_stop(); /* no snapshot reads the counts from here on */

  struct ccprof_report r;
  struct utsname uts;
  memset(&r, 0, sizeof r);
  const char *host = uname(&uts) == 0 ? uts.nodename : "unknown";
  r.program = cfg.program;
  r.host = host;
  r.pid = (long)getpid();
  r.start_sec = cfg.start_sec;
  r.end_sec = now();
  r.hz = cfg.hz;
  r.counters = ccprof_registry_counter_mode();
  r.timer = ccprof_timer_name();
  r.stacks = ccprof_stacks_finish(); /* adds the contexts' ticks to the records */
  size_t n = ccprof_registry_count(), cap = __atomic_load_n(&rows_cap, __ATOMIC_ACQUIRE);
  r.rows = __atomic_load_n(&cfg.rows, __ATOMIC_ACQUIRE);
  size_t nrec = n < cap ? n : cap;
  for (size_t i = 0; i < nrec; ++i) {
    const struct __ccprof_cc *rec = ccprof_registry_record(i);
    if (rec->flags & CCPROF_FLAG_SMALL) { /* left out: counted, not a row */
      r.small_functions++;
      continue;
    }
    struct ccprof_row *row = &r.rows[r.nrows++];
    row->name = rec->name;
    row->symbol = rec->symbol;
    row->file = rec->file;
    row->line = rec->line;
    row->calls = ccprof_registry_calls(i);
    row->ticks = __atomic_load_n(&rec->ticks, __ATOMIC_RELAXED);
    row->alloc = rec->alloc;
    row->compact = (rec->flags & CCPROF_FLAG_NAME_COMPACT) != 0;
    row->index = i;
    r.samples += row->ticks;
    r.alloc += row->alloc;
  }
  ccprof_shorten_names(r.rows, r.nrows, __atomic_load_n(&cfg.names, __ATOMIC_ACQUIRE));
  r.unprofiled_ticks = __atomic_load_n(&__ccprof_unprofiled.ticks, __ATOMIC_RELAXED);
  r.samples += r.unprofiled_ticks;
  r.gc_ticks = __atomic_load_n(&__ccprof_gc.ticks, __ATOMIC_RELAXED);
  r.samples += r.gc_ticks;
  r.census_ticks = __atomic_load_n(&__ccprof_census.ticks, __ATOMIC_RELAXED);
  r.samples += r.census_ticks;
  struct timespec cpu;
  if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu) == 0)
    r.cpu_ns = (uint64_t)cpu.tv_sec * 1000000000u + (uint64_t)cpu.tv_nsec;
  /* setitimer has no overrun count, and the kernel checks it only at its
   * tick: the signals may come slower than asked. Report the rate the
   * process actually got, so that seconds = ticks / hz stays right. */
  if (!strcmp(r.timer, "itimer-prof") && r.samples && r.cpu_ns) {
    uint64_t got = (r.samples * 1000000000ull + r.cpu_ns / 2) / r.cpu_ns;
    if (got >= 1) /* under 1 Hz (a sample per 2 s): keep the nominal rate */
      r.hz = (unsigned)got;
  }
  r.ports = ccprof_ports_fill(r.rows, r.nrows, r.hz); /* Byrd-box ports (ports.c) */
  ccprof_sort_rows(r.rows, r.nrows);
  if (!r.alloc) { /* names fit the prof table's rows (GHC's layout: as they are) */
    size_t column = ccprof_prof_name_column(&r);
    size_t width = CCPROF_ROW_WIDTH > column + CCPROF_MIN_NAME_WIDTH
                       ? CCPROF_ROW_WIDTH - column
                       : CCPROF_MIN_NAME_WIDTH;
    ccprof_fit_names(r.rows, r.nrows, __atomic_load_n(&cfg.names, __ATOMIC_ACQUIRE), width, 1);
    r.numbered = ccprof_any_numbered(r.rows, r.nrows);
  }
  r.warning = ccprof_timer_problem(r.samples, r.cpu_ns);
  if (r.warning)
    ccprof_warn("warning: ", r.warning, "");
  else if (ccprof_registry_problem()) /* named on stderr at registration */
    r.warning = ccprof_registry_problem();
  else if (rival)
    r.warning = "another CCProf runtime in this process (an older one linked into a shared "
                "object, or one in a library loaded with RTLD_LOCAL) counts its own "
                "functions and writes its own profile; rebuild every module with this "
                "ccprof for one profile";

  if (cfg.formats & FMT_PROF)
    write_one(FMT_PROF, &r, host);
  if (cfg.formats & FMT_JSON)
    write_one(FMT_JSON, &r, host);
  if (cfg.formats & FMT_FOLDED)
    write_one(FMT_FOLDED, &r, host);
  ccprof_snapshot_final(&r); /* CCPROF_PERIOD: the rest since the last snapshot */
}

/* CCPROF_PERIOD: snapshots named after the JSON profile's file. */
static void start_snapshots(void) {
  char path[PATH_MAX + 32];
  struct utsname uts;
  if (cfg.period &&
      profile_path(path, FMT_JSON, (long)getpid(), uname(&uts) == 0 ? uts.nodename : "unknown", 0))
    ccprof_snapshot_start(cfg.period, path, cfg.program, cfg.hz);
}

/* SIGINT/SIGTERM/SIGHUP at their default action: write the profile, then
 * die of the signal as the program would have. The handler runs with all
 * three blocked, and stays installed, so a second signal - to this thread
 * or to another - cannot end the process before the profile is complete
 * (`kill -TERM $p $p`, or timeout(1) signalling the child and its group):
 * whoever comes second waits for the writer. */
static void on_fatal_signal(int sig) {
  int saved = errno;
  finish_in(1);
  while (__atomic_load_n(&finished, __ATOMIC_ACQUIRE) != 2) {
    struct timespec ms = {0, 1000000};
    nanosleep(&ms, NULL);
  }
  struct sigaction dfl;
  memset(&dfl, 0, sizeof dfl);
  dfl.sa_handler = SIG_DFL;
  sigaction(sig, &dfl, NULL);
  sigset_t one;
  sigemptyset(&one);
  sigaddset(&one, sig);
  raise(sig); /* pending until unblocked: */
  pthread_sigmask(SIG_UNBLOCK, &one, NULL);
  errno = saved; /* not reached unless the signal was caught meanwhile */
}

static void in_child(void) {
  cfg.forked_child = 1;
  cfg.start_sec = now();
  ccprof_registry_reset();
  ccprof_ports_reset();
  ccprof_stacks_reset();
  ccprof_timer_init(cfg.hz, cfg.timer);
  char path[PATH_MAX + 32];
  struct utsname uts;
  if (cfg.period &&
      profile_path(path, FMT_JSON, (long)getpid(), uname(&uts) == 0 ? uts.nodename : "unknown", 0))
    ccprof_snapshot_child(path);
}

/* CCPROF_RUN holds the pid of the first profiled process of a process
 * tree; the profiled processes started below it (fork + exec, directly or
 * through unprofiled ones such as a shell) inherit it, see that it is not
 * theirs, and, as forked children do, add .<pid> to a file name without %p
 * rather than overwrite another process's profile. */
static void mark_run(void) {
  char self[24];
  self[ccprof_fmt_u64(self, (uint64_t)getpid())] = 0;
  const char *run = getenv("CCPROF_RUN");
  if (run && *run && strcmp(run, self) != 0)
    cfg.exec_child = 1;
  else
    setenv("CCPROF_RUN", self, 1);
}

static void parse_env(void) {
  const char *v = getenv("CCPROF");
  cfg.enabled = !(v && (!strcmp(v, "0") || !strcasecmp(v, "off") ||
                        !strcasecmp(v, "no") || !strcasecmp(v, "false")));
  cfg.hz = 1000;
  if ((v = getenv("CCPROF_HZ")) && *v) {
    char *end;
    unsigned long hz = strtoul(v, &end, 10);
    if (*end || hz < 1 || hz > 100000)
      ccprof_warn("ignoring CCPROF_HZ='", v, "': expected an integer from 1 to 100000; using 1000");
    else
      cfg.hz = (unsigned)hz;
  }
  cfg.timer = CCPROF_TIMER_AUTO;
  if ((v = getenv("CCPROF_TIMER")) && *v) {
    if (!strcmp(v, "sampler"))
      cfg.timer = CCPROF_TIMER_SAMPLER;
    else if (!strcmp(v, "task-clock"))
      cfg.timer = CCPROF_TIMER_TASK_CLOCK;
    else if (!strcmp(v, "thread-cputime"))
      cfg.timer = CCPROF_TIMER_THREAD_CPUTIME;
    else if (!strcmp(v, "itimer-prof"))
      cfg.timer = CCPROF_TIMER_ITIMER;
    else
      ccprof_warn("ignoring CCPROF_TIMER='", v,
           "': expected sampler, task-clock, thread-cputime or itimer-prof; using the best available");
  }
  if ((v = getenv("CCPROF_PERIOD")) && *v) {
    char *end;
    unsigned long period = strtoul(v, &end, 10);
    if (*end || *v < '0' || *v > '9' || period < 1 || period > 86400)
      ccprof_warn("ignoring CCPROF_PERIOD='", v,
                  "': expected a whole number of seconds from 1 to 86400; no periodic snapshots");
    else
      cfg.period = (unsigned)period;
  }
  cfg.formats = FMT_PROF;
  if ((v = getenv("CCPROF_FORMAT")) && *v) {
    int f = 0, bad = 0;
    const char *p = v;
    while (*p) {
      size_t n = strcspn(p, ",");
      if (n == 4 && !strncmp(p, "prof", 4))
        f |= FMT_PROF;
      else if (n == 4 && !strncmp(p, "json", 4))
        f |= FMT_JSON;
      else if (n == 6 && !strncmp(p, "folded", 6))
        f |= FMT_FOLDED;
      else
        bad = 1;
      p += n + (p[n] == ',');
    }
    if (bad || !f)
      ccprof_warn("ignoring CCPROF_FORMAT='", v, "': expected prof, json, folded or a list of them (prof,json); using prof");
    else
      cfg.formats = f;
  }
  cfg.progname = program_invocation_short_name;
  ssize_t n = readlink("/proc/self/exe", cfg.program, sizeof cfg.program - 1);
  if (n <= 0)
    strcpy(cfg.program, program_invocation_name);
  else
    cfg.program[n] = 0;

  mark_run();

  const char *file = getenv("CCPROF_FILE");
  cfg.file_given = file && *file;
  char def[NAME_MAX + 16];
  if (!cfg.file_given) {
    size_t k = strlen(cfg.progname);
    if (k > NAME_MAX)
      k = NAME_MAX;
    memcpy(def, cfg.progname, k);
    strcpy(def + k, ".prof");
    file = def;
  }
  cfg.pattern[0] = 0;
  if (file[0] != '/' && getcwd(cfg.pattern, sizeof cfg.pattern - 2))
    strcat(cfg.pattern, "/");
  if (strlen(cfg.pattern) + strlen(file) >= sizeof cfg.pattern)
    strcpy(cfg.pattern, file); /* let the write report the long name */
  else
    strcat(cfg.pattern, file);
}

__attribute__((constructor(101))) static void ccprof_init(void) {
  ccprof_registry_init();
  if (!ccprof_registry_is_process_runtime())
    return; /* a passive copy: its records went to the process's runtime */
  parse_env();
  if (!cfg.enabled)
    return;
  cfg.start_sec = now();
  ccprof_report_reserve(ccprof_registry_count() + 1);
  if (!cfg.rows) {
    ccprof_warn("out of memory at start-up; profiling disabled", "", "");
    cfg.enabled = 0;
    return;
  }
  rival = ccprof_rival_runtime();
  if (rival)
    ccprof_warn("another CCProf runtime in this process (", rival,
                ") writes a profile of its own; rebuild it with this ccprof for one profile");
  atexit(finish);
  pthread_atfork(NULL, NULL, in_child);
  for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; ++i) {
    struct sigaction old;
    if (sigaction(fatal_signals[i], NULL, &old) == 0 && old.sa_handler == SIG_DFL) {
      struct sigaction sa;
      memset(&sa, 0, sizeof sa);
      sa.sa_handler = on_fatal_signal;
      fatal_set(&sa.sa_mask);
      sigaction(fatal_signals[i], &sa, NULL);
    }
  }
  int err = ccprof_timer_init(cfg.hz, cfg.timer);
  if (err)
    ccprof_warn("cannot start the profiling timer: ", errtext(err), "; call counts only");
  start_snapshots();
}
