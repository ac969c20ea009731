/* ccprof_omp.c - libccprof_omp.a: names the time libomp's threads spend
 * waiting.
 *
 * A worker thread of libomp runs profiled code only inside a parallel
 * region (the outlined function the compiler made of the region's body).
 * Before its first region and between regions it waits in libomp - spinning
 * for KMP_BLOCKTIME (200 ms by default), then asleep - and at the end of
 * each region it waits at the barrier. Its `current` cost centre then is
 * what it was when the thread started: none, so the runtime charged that
 * spinning to "(unprofiled)" (a third of a run's time, issue 21).
 *
 * This object is an OMPT tool (OpenMP 5.0, section 4.2): libomp calls
 * ompt_start_tool at its initialisation, and the tool asks for the
 * thread-begin callback, which runs on each new worker thread before it
 * waits for work. The callback makes a cost-centre record of its own,
 * "(openmp wait)", the thread's current one. The pass's callee-side
 * restore brings `current` back to it whenever an outlined function
 * returns, so every moment a worker spends in libomp is charged there.
 * The thread that starts a region (often main) waits too, at the region's
 * closing barrier for the slower threads, and there it would be charged to
 * the function that started the region: the sync-region-wait callback,
 * which libomp calls as a thread starts and stops waiting at a barrier
 * (or taskwait, taskgroup), makes the record current for that time and
 * then puts the thread's own back. The record lives in the records'
 * section like the pass's, so the runtime finds it as it finds theirs; it
 * counts no calls.
 *
 * `ccprof cc -fopenmp` links it (with -u ompt_start_tool, since nothing
 * else refers to it). A program that defines ompt_start_tool itself keeps
 * its own (the archive member is then not linked), and OMP_TOOL=disabled
 * turns OMPT off: the waiting is "(unprofiled)" again. No part of it is in
 * rt/: it needs only the record layout and `__ccprof_current`.
 *
 * The OMPT types are declared here, as the specification fixes them, so
 * that this file compiles without omp-tools.h (which gcc does not ship). */
#include <stdint.h>

#include "ccprof/CCProfData.h"

typedef union ompt_data_t {
  uint64_t value;
  void *ptr;
} ompt_data_t;
typedef void (*ompt_interface_fn_t)(void);
typedef ompt_interface_fn_t (*ompt_function_lookup_t)(const char *name);
typedef void (*ompt_callback_t)(void);
typedef int (*ompt_set_callback_t)(int event, ompt_callback_t callback);
typedef struct ompt_start_tool_result_t {
  int (*initialize)(ompt_function_lookup_t lookup, int initial_device_num, ompt_data_t *tool_data);
  void (*finalize)(ompt_data_t *tool_data);
  ompt_data_t tool_data;
} ompt_start_tool_result_t;
enum {
  ompt_callback_thread_begin = 1,
  ompt_callback_sync_region_wait = 16,
  ompt_thread_worker = 2,
  ompt_scope_begin = 1,
  ompt_scope_end = 2
};

extern __thread struct __ccprof_cc *__ccprof_current;
extern struct __ccprof_cc __start___ccprof_cc[] __attribute__((weak, visibility("hidden")));

/* Aligned as the pass's records (8), so that the section stays one array. */
__attribute__((section(CCPROF_SECTION), used, aligned(8)))
static struct __ccprof_cc omp_wait = {0, 0, "(openmp wait)", "", "", 0, 0, 0, 0};
/* The thread's cost centre before its barrier wait began (waits do not nest). */
static __thread struct __ccprof_cc *before_wait;

static void thread_begin(int type, ompt_data_t *thread_data) {
  (void)thread_data;
  if (type == ompt_thread_worker && !__ccprof_current)
    __ccprof_current = &omp_wait;
}

static void sync_region_wait(int kind, int endpoint, ompt_data_t *parallel_data,
                             ompt_data_t *task_data, const void *codeptr_ra) {
  (void)kind, (void)parallel_data, (void)task_data, (void)codeptr_ra;
  if (endpoint == ompt_scope_begin) {
    before_wait = __ccprof_current;
    __ccprof_current = &omp_wait;
  } else if (endpoint == ompt_scope_end && __ccprof_current == &omp_wait) {
    __ccprof_current = before_wait ? before_wait : &omp_wait;
  }
}

static int initialize(ompt_function_lookup_t lookup, int initial_device_num, ompt_data_t *tool_data) {
  (void)initial_device_num;
  (void)tool_data;
  /* The report's "call counters" line compares the records' modes: take the
   * program's (the first record of the section; ours if it is the only one). */
  omp_wait.flags = __start___ccprof_cc[0].flags;
  ompt_set_callback_t set = (ompt_set_callback_t)lookup("ompt_set_callback");
  if (!set)
    return 0; /* 0: libomp unloads the tool, no callback is made */
  set(ompt_callback_thread_begin, (ompt_callback_t)thread_begin);
  set(ompt_callback_sync_region_wait, (ompt_callback_t)sync_region_wait);
  return 1;
}

static void finalize(ompt_data_t *tool_data) { (void)tool_data; }

ompt_start_tool_result_t *ompt_start_tool(unsigned int omp_version, const char *runtime_version) {
  (void)omp_version;
  (void)runtime_version;
  static ompt_start_tool_result_t result = {initialize, finalize, {0}};
  return &result;
}
