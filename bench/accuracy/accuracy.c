/* accuracy.c - a program whose true split of time is known by construction,
 * for measuring how far a profile's shares are from the truth
 * (bench/accuracy/run.sh, test/lit/e2e/accuracy.test; issue 17).
 *
 *   accuracy TRUTH.json MODE THREADS SECONDS [SIZES]
 *
 * Five functions f0..f4 whose bodies are fixed-latency dependent multiply
 * chains (units.h's SPIN_UNITS: a unit is two dependent imuls, about 6
 * cycles) of SIZES units each (default 1,4,16,160,1600: about 5, 25, 100,
 * 1,000 and 10,000 cycles). Each is called in blocks of consecutive calls
 * from a block function of its own (b0..b4), so that each gets about a
 * fifth of the time: the calls per block come from a calibration at start
 * (each function timed alone). MODE says how a block calls its function:
 *   direct   a direct call to a noinline function
 *   pointer  an indirect call through a volatile function pointer
 *   inlined  the function is always_inline, inlined into its block (it
 *            keeps its own cost centre: the pass runs before inlining)
 * THREADS threads (1 or more) each run the same blocks for SECONDS of CPU
 * time each.
 *
 * The truth comes from the same run: each block (the calibration's too) is
 * timed on its thread's CPU clock, and a function's true time is the sum of
 * its blocks' times, as the issue defines a function's cost: its calls
 * timed alone, in this binary, with the profiling operations it runs (its
 * block's loop costs nothing measurable beside them: the loop's increment
 * and branch run in the function's shadow). The program writes TRUTH.json:
 * {"fN": seconds, ..., "total": the blocks' CPU seconds, "cpu": the
 * program's threads' CPU seconds (not the sampler's), "ns_per_call": {"fN": ...}, "units":
 * [...]}. A profile of the run should charge fN the share fN/cpu of its
 * samples; the block functions bN and main should get only the rest (the
 * timer reads between blocks, start-up). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "units.h"

#define NFUN 5
#define NOPROF __attribute__((annotate("ccprof_noprofile")))

static unsigned long sizes[NFUN] = {1, 4, 16, 160, 1600};

#ifdef INLINED
#define FATTR static inline __attribute__((always_inline))
#else
#define FATTR __attribute__((noinline))
#endif

FATTR void f0(void) { SPIN_UNITS(sizes[0]); }
FATTR void f1(void) { SPIN_UNITS(sizes[1]); }
FATTR void f2(void) { SPIN_UNITS(sizes[2]); }
FATTR void f3(void) { SPIN_UNITS(sizes[3]); }
FATTR void f4(void) { SPIN_UNITS(sizes[4]); }

static void (*volatile fptr[NFUN])(void) = {f0, f1, f2, f3, f4};
static int by_pointer;

/* The block functions: calls of one function, directly or through the
 * pointer. */
#define BLOCK(N)                                                               \
  __attribute__((noinline)) void b##N(long calls) {                            \
    if (by_pointer) {                                                          \
      void (*f)(void) = fptr[N];                                               \
      for (long k = 0; k < calls; ++k)                                         \
        f();                                                                   \
    } else {                                                                   \
      for (long k = 0; k < calls; ++k)                                         \
        f##N();                                                                \
    }                                                                          \
  }
BLOCK(0)
BLOCK(1)
BLOCK(2)
BLOCK(3)
BLOCK(4)
static void (*const blocks[NFUN])(long) = {b0, b1, b2, b3, b4};

NOPROF static double thread_cpu(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static long per_block[NFUN]; /* calls per block: about 2 ms each */
static double ns_per_call[NFUN];
static double calibration[NFUN]; /* CPU seconds each spent calibrating */
static double seconds;

/* Each function timed alone (the best of a few blocks), and the calls per
 * block that give each function the same time. */
NOPROF static void calibrate(void) {
  for (int i = 0; i < NFUN; ++i) {
    long calls = 1000;
    double best = 0;
    for (;;) {
      double t0 = thread_cpu();
      blocks[i](calls);
      double t = thread_cpu() - t0;
      calibration[i] += t;
      if (t > 2e-3) {
        best = t;
        for (int r = 0; r < 4; ++r) {
          t0 = thread_cpu();
          blocks[i](calls);
          t = thread_cpu() - t0;
          calibration[i] += t;
          if (t < best)
            best = t;
        }
        break;
      }
      calls *= 4;
    }
    ns_per_call[i] = best * 1e9 / (double)calls;
    per_block[i] = (long)(2e6 / ns_per_call[i]) + 1;
  }
}

struct tally {
  double t[NFUN];
  double cpu; /* the thread's CPU time when it is done */
};

NOPROF static void *worker(void *arg) {
  struct tally *out = arg;
  double start = thread_cpu();
  while (thread_cpu() - start < seconds)
    for (int i = 0; i < NFUN; ++i) {
      double t0 = thread_cpu();
      blocks[i](per_block[i]);
      out->t[i] += thread_cpu() - t0;
    }
  out->cpu = thread_cpu();
  return NULL;
}

int main(int argc, char **argv) {
  if (argc < 5) {
    fprintf(stderr, "usage: accuracy TRUTH.json direct|pointer|inlined THREADS SECONDS [SIZES]\n");
    return 2;
  }
#ifdef INLINED
  const char *modes_ok = "inlined (this build: -DINLINED)";
  int mode_ok = strcmp(argv[2], "inlined") == 0;
#else
  const char *modes_ok = "direct or pointer (inlined needs a -DINLINED build)";
  int mode_ok = strcmp(argv[2], "direct") == 0 || strcmp(argv[2], "pointer") == 0;
#endif
  if (!mode_ok) {
    fprintf(stderr, "accuracy: MODE must be %s, not '%s'\n", modes_ok, argv[2]);
    return 2;
  }
  by_pointer = strcmp(argv[2], "pointer") == 0;
  int threads = atoi(argv[3]);
  seconds = atof(argv[4]);
  if (argc > 5) {
    char *p = argv[5];
    for (int i = 0; i < NFUN; ++i) {
      char *end;
      sizes[i] = strtoul(p, &end, 10);
      if (end == p || sizes[i] < 1 || sizes[i] > 1000000 || (*end != ',' && *end != 0) ||
          (*end == 0 && i < NFUN - 1)) {
        fprintf(stderr, "accuracy: SIZES must be five unit counts from 1 to 1000000, "
                        "comma-separated: '%s'\n", argv[5]);
        return 2;
      }
      p = end + (*end == ',');
    }
  }
  if (threads < 1 || threads > 64 || seconds <= 0) {
    fprintf(stderr, "accuracy: bad THREADS or SECONDS\n");
    return 2;
  }
  calibrate();
  struct tally tallies[64];
  memset(tallies, 0, sizeof tallies);
  pthread_t tids[64];
  for (int k = 1; k < threads; ++k)
    pthread_create(&tids[k], NULL, worker, &tallies[k]);
  worker(&tallies[0]);
  for (int k = 1; k < threads; ++k)
    pthread_join(tids[k], NULL);

  double t[NFUN], total = 0, cpu = 0;
  for (int i = 0; i < NFUN; ++i)
    t[i] = calibration[i];
  for (int k = 0; k < threads; ++k) {
    for (int i = 0; i < NFUN; ++i)
      t[i] += tallies[k].t[i];
    cpu += tallies[k].cpu;
  }
  for (int i = 0; i < NFUN; ++i)
    total += t[i];
  FILE *f = fopen(argv[1], "w");
  if (!f) {
    perror(argv[1]);
    return 1;
  }
  fprintf(f, "{");
  for (int i = 0; i < NFUN; ++i)
    fprintf(f, "\"f%d\": %.6f, ", i, t[i]);
  fprintf(f, "\"total\": %.6f, \"cpu\": %.6f, \"ns_per_call\": {", total, cpu);
  for (int i = 0; i < NFUN; ++i)
    fprintf(f, "%s\"f%d\": %.3f", i ? ", " : "", i, ns_per_call[i]);
  fprintf(f, "}, \"units\": [");
  for (int i = 0; i < NFUN; ++i)
    fprintf(f, "%s%lu", i ? ", " : "", sizes[i]);
  fprintf(f, "]}\n");
  fclose(f);
  return 0;
}
