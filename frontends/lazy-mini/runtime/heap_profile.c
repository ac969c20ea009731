/*===- heap_profile.c - lazy-mini: +RTS flags, census timing, the .hp file -===*
 *
 * A census is due every `interval` seconds of mutator time: process CPU
 * time less the collector's and the censuses' own, as GHC counts it. The
 * allocator's slow paths (a free list ran dry, a large object) ask; the
 * clock is read there only while a profile is on. During a census the
 * ccprof runtime (when linked: lazyc -p) charges timer ticks to its own
 * "(census)" row, so the census never shows in the program's time profile.
 *
 * The .hp file is GHC's format, so GHC's hp2ps draws it as well as
 * `ccprof heap`. Each sample is written whole and flushed, so the file of
 * a program that is killed holds every census finished before.
 *===----------------------------------------------------------------------===*/
#define _GNU_SOURCE
#include "heap_profile.h"

#include "heap_census.h"

#include <errno.h>
#include <gc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int lazy_hp_on;

static enum lz_hp_mode mode;
static double interval = 0.1;
static int stats; /* -S: one line per census on stderr */
static void *stack_bottom;
static FILE *hp;
static char *hp_path;
static const char *program_name = "lazy";

static uint64_t gc_ns, census_ns, gc_started, next_due_ns;
static unsigned ncensus;
static int finished;

/* In a profiled program (lazyc -p) the ccprof runtime is linked. */
extern void __ccprof_census_begin(void) __attribute__((weak));
extern void __ccprof_census_end(void) __attribute__((weak));
extern void __ccprof_gc_begin(void) __attribute__((weak));

static uint64_t cpu_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}
static uint64_t mutator_ns(void) { return cpu_ns() - gc_ns - census_ns; }

static void usage(FILE *f) {
  fprintf(f,
          "usage: %s [+RTS <flags> -RTS]\n"
          "  -h, -hc   heap profile by the cost centre that built each object (needs lazyc -p)\n"
          "  -hd       heap profile by closure description: constructor, function, PAP,\n"
          "            thunks by the function they apply, UNKNOWN when there is none\n"
          "  -hr       heap profile by retainer set (needs lazyc -p)\n"
          "  -i<secs>  seconds of mutator time between censuses (default 0.1)\n"
          "  -S        one line per census on stderr: live bytes, objects, time taken, and\n"
          "            the bytes the collector marks at the same point (forces a collection)\n"
          "  -?        this text\n"
          "The profile is written to <program>.hp; draw it with `ccprof heap <program>.hp`.\n",
          program_name);
}

static _Noreturn void bad_flag(const char *flag, const char *why) {
  fprintf(stderr, "%s: +RTS %s: %s\n", program_name, flag, why);
  usage(stderr);
  exit(1);
}

static void parse_flag(const char *f) {
  if (!strcmp(f, "-h") || !strcmp(f, "-hc")) {
    mode = LZ_HP_CC;
  } else if (!strcmp(f, "-hd")) {
    mode = LZ_HP_DESCR;
  } else if (!strcmp(f, "-hr")) {
    mode = LZ_HP_RETAINER;
  } else if (!strcmp(f, "-hy")) {
    bad_flag(f, "lazy-mini checks types at run time: there is no -hy (use -hd)");
  } else if (!strncmp(f, "-i", 2)) {
    char *end;
    errno = 0;
    double v = strtod(f + 2, &end);
    if (!f[2] || *end || errno || !(v > 0) || v > 1e6)
      bad_flag(f, "the interval must be a positive number of seconds, e.g. -i0.05");
    interval = v;
  } else if (!strcmp(f, "-S")) {
    stats = 1;
  } else if (!strcmp(f, "-?")) {
    usage(stdout);
    exit(0);
  } else {
    bad_flag(f, "unknown flag");
  }
}

static void write_sample(double t, const struct lz_census *c) {
  fprintf(hp, "BEGIN_SAMPLE %.3f\n", t);
  for (size_t i = 0; c && i < c->nbands; ++i)
    if (c->bands[i].bytes)
      fprintf(hp, "%s\t%llu\n", c->bands[i].name, (unsigned long long)c->bands[i].bytes);
  fprintf(hp, "END_SAMPLE %.3f\n", t);
  if (fflush(hp) != 0 || ferror(hp)) {
    fprintf(stderr, "%s: cannot write %s: %s (heap profile stopped)\n", program_name, hp_path,
            strerror(errno));
    fclose(hp);
    hp = NULL;
    lazy_hp_on = 0;
  }
}

/* Zeroes the stack below the caller, where dead frames left stale
 * pointers: uninitialised slots of the census's and the collector's own
 * frames would be roots for the collector. Before a -S check only, so
 * that the two counts see the same stack. */
static void __attribute__((noinline)) clear_dead_stack(void) {
  char pad[256 * 1024];
  memset(pad, 0, sizeof pad);
  __asm__ volatile("" : : "r"(pad) : "memory"); /* keep the memset */
}

static void take_census(void) {
  if (__ccprof_census_begin)
    __ccprof_census_begin();
  double t = (double)mutator_ns() / 1e9;
  uint64_t start = cpu_ns();
  uint64_t marked = 0;
  if (stats) {
    /* The check: what the collector marks, after a full collection at
     * this very point (its time is collector time, as for any GC). */
    GC_gcollect();
    marked = lz_collector_live_bytes();
    start = cpu_ns();
  }
  struct lz_census c;
  int rc = lz_take_census(mode, stack_bottom, &c);
  uint64_t took = cpu_ns() - start;
  ++ncensus;
  if (rc < 0)
    fprintf(stderr, "%s: heap census %u: out of memory (sample left empty)\n", program_name,
            ncensus);
  if (hp)
    write_sample(t, &c);
  if (stats)
    fprintf(stderr,
            "%s: census %u at %.3f s: %llu bytes live in %llu objects (%llu visits), "
            "%.3f ms; collector marked %llu bytes\n",
            program_name, ncensus, t, (unsigned long long)c.bytes,
            (unsigned long long)c.objects, (unsigned long long)c.visits, took / 1e6,
            (unsigned long long)marked);
  lz_census_free(&c);
  census_ns += cpu_ns() - start;
  next_due_ns = mutator_ns() + (uint64_t)(interval * 1e9);
  if (__ccprof_census_end)
    __ccprof_census_end();
}

static void __attribute__((noinline)) census_now(void) {
  if (stats)
    clear_dead_stack();
  take_census();
}

void lazy_hp_poll(void) {
  if (lazy_hp_on && mutator_ns() >= next_due_ns)
    census_now();
}

void lazy_hp_gc_event(int begin) {
  if (!lazy_hp_on)
    return;
  if (begin)
    gc_started = cpu_ns();
  else if (gc_started)
    gc_ns += cpu_ns() - gc_started, gc_started = 0;
}

void lazy_hp_finish(void) {
  if (!lazy_hp_on || finished)
    return;
  finished = 1;
  census_now();
  if (hp && fclose(hp) != 0)
    fprintf(stderr, "%s: cannot write %s: %s\n", program_name, hp_path, strerror(errno));
  hp = NULL;
  lazy_hp_on = 0;
}

/* An error exit (error, a failed match, <<loop>>) still ends the profile
 * with a census of what was live at the failure. */
static void at_exit(void) { lazy_hp_finish(); }

void lazy_rts_init(int *argc, char **argv, const char *program, void *bottom) {
  program_name = program;
  /* The job line: the whole command, as GHC writes it. */
  size_t joblen = 1;
  for (int i = 0; i < *argc; ++i)
    joblen += strlen(argv[i]) + 1;
  char *job = malloc(joblen);
  if (!job) {
    fputs("lazy: out of memory\n", stderr);
    exit(2);
  }
  job[0] = 0;
  for (int i = 0; i < *argc; ++i) {
    if (i)
      strcat(job, " ");
    strcat(job, argv[i]);
  }
  for (char *q = job; *q; ++q) /* the JOB line is a "string": no quotes, one line */
    if (*q == '"' || *q == '\n')
      *q = '\'';

  int out = 1, in_rts = 0;
  for (int i = 1; i < *argc; ++i) {
    if (!in_rts && !strcmp(argv[i], "+RTS")) {
      in_rts = 1;
    } else if (in_rts && !strcmp(argv[i], "-RTS")) {
      in_rts = 0;
    } else if (in_rts) {
      parse_flag(argv[i]);
    } else {
      argv[out++] = argv[i];
    }
  }
  *argc = out;
  argv[out] = NULL;

  if (stats && mode == LZ_HP_NONE)
    mode = LZ_HP_CC;
  if (mode == LZ_HP_NONE) {
    free(job);
    return;
  }
  if ((mode == LZ_HP_CC || mode == LZ_HP_RETAINER) && !__ccprof_gc_begin) {
    fprintf(stderr,
            "%s: +RTS %s: the program has no cost centres: compile it with lazyc -p "
            "(-hd needs none)\n",
            program_name, mode == LZ_HP_CC ? "-hc" : "-hr");
    exit(1);
  }
  stack_bottom = bottom;
  size_t n = strlen(program);
  hp_path = malloc(n + 4);
  if (!hp_path) {
    fputs("lazy: out of memory\n", stderr);
    exit(2);
  }
  memcpy(hp_path, program, n);
  memcpy(hp_path + n, ".hp", 4);
  hp = fopen(hp_path, "w");
  if (!hp) {
    /* Profiling must not stop the program: say so once and run on. */
    fprintf(stderr, "%s: cannot write %s: %s (no heap profile)\n", program_name, hp_path,
            strerror(errno));
    if (!stats) {
      free(job);
      return;
    }
  }
  if (hp) {
    char date[64];
    time_t now = time(NULL);
    strftime(date, sizeof date, "%a %b %e %H:%M:%S %Y", localtime(&now));
    fprintf(hp, "JOB \"%s\"\nDATE \"%s\"\nSAMPLE_UNIT \"seconds\"\nVALUE_UNIT \"bytes\"\n", job,
            date);
    write_sample(0, NULL);
  }
  free(job);
  lazy_hp_on = 1;
  next_due_ns = mutator_ns() + (uint64_t)(interval * 1e9);
  atexit(at_exit);
}
