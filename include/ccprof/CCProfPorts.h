/* CCProfPorts.h - Byrd-box port counts and box time for logic languages.
 *
 * Debray, "Profiling Prolog Programs" (../shared/papers): per predicate a
 * user needs, besides calls and self time, how often execution left its box
 * by success (exits), backtracked into it after it had exited (redos) and
 * failed out of it (fails), and the time spent inside the box (section 3.2:
 * the sum of the exit-entry and fail-redo intervals; a call made while a box
 * of the same predicate is open - a recursive call - is not timed again).
 *
 * The pass counts calls into the predicate's record, as for any function.
 * The front end (prolog-mini's prologc -p) emits one struct __ccprof_ports
 * per predicate into section CCPROF_PORTS_SECTION and a constructor that
 * hands the section's bounds to CCPROF_REGISTER_PORTS_FN; its code and its
 * runtime update the struct at the ports. The profiling runtime joins each
 * struct to the record whose linkage name (`symbol`) is the same, and
 * reports the ports with the record: JSON fields exits, redos, fails,
 * box_seconds (and clauses, if counted), and with CCPROF_FORMAT=prof a
 * table in Debray's layout.
 */
#ifndef CCPROF_CCPROFPORTS_H
#define CCPROF_CCPROFPORTS_H

#include <stdint.h>

#define CCPROF_PORTS_SECTION "__ccprof_ports"
#define CCPROF_PORTS_SECTION_START "__start___ccprof_ports"
#define CCPROF_PORTS_SECTION_STOP "__stop___ccprof_ports"
#define CCPROF_REGISTER_PORTS_FN "__ccprof_register_ports"

/* Per-clause counts (optional, prologc -p --clause-counts): how often the
 * clause was tried, and how often its head unified. */
struct __ccprof_clause_counts {
  uint64_t tried;
  uint64_t unified;
};

/* Fields, in order: CCPROF_PORTS_FIELD(C type, LLVM kind, name). The
 * compiler builds its StructType from this list and the runtimes their
 * struct, so that they cannot drift apart. */
#define CCPROF_PORTS_FIELDS                                                    \
  CCPROF_PORTS_FIELD(const char *, Ptr, symbol) /* the function's linkage name \
                                                   = its record's symbol */    \
  CCPROF_PORTS_FIELD(uint64_t, I64, exits)                                     \
  CCPROF_PORTS_FIELD(uint64_t, I64, redos)                                     \
  CCPROF_PORTS_FIELD(uint64_t, I64, fails)                                     \
  CCPROF_PORTS_FIELD(uint64_t, I64, box_clock) /* time inside the box, in      \
                                                  __ccprof_port_clock units */ \
  CCPROF_PORTS_FIELD(uint64_t, I64, open)      /* a timed box is open (the     \
                                                  paper's recursion bit) */    \
  CCPROF_PORTS_FIELD(uint64_t, I64, entered)   /* clock when the open box was  \
                                                  last entered or re-entered */\
  CCPROF_PORTS_FIELD(uint64_t, I64, nclauses)  /* length of clauses, or 0 */   \
  CCPROF_PORTS_FIELD(struct __ccprof_clause_counts *, Ptr, clauses)

enum {
  CCPROF_PORTS_SYMBOL = 0,
  CCPROF_PORTS_EXITS = 1,
  CCPROF_PORTS_REDOS = 2,
  CCPROF_PORTS_FAILS = 3,
  CCPROF_PORTS_BOX_CLOCK = 4,
  CCPROF_PORTS_OPEN = 5,
  CCPROF_PORTS_ENTERED = 6,
  CCPROF_PORTS_NCLAUSES = 7,
  CCPROF_PORTS_CLAUSES = 8,
  CCPROF_PORTS_NUM_FIELDS = 9
};

struct __ccprof_ports {
#define CCPROF_PORTS_FIELD(CType, Kind, Name) CType Name;
  CCPROF_PORTS_FIELDS
#undef CCPROF_PORTS_FIELD
};

/* The clock of box times: the time-stamp counter where there is one (what
 * LLVM's llvm.readcyclecounter reads, so compiled code and C agree), else
 * CLOCK_MONOTONIC in nanoseconds. The profiling runtime converts to seconds
 * by timing the clock against CLOCK_MONOTONIC over the run. */
#if defined(__x86_64__) || defined(__i386__)
static inline uint64_t __ccprof_port_clock(void) {
  uint32_t lo, hi;
  __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
  return ((uint64_t)hi << 32) | lo;
}
#define CCPROF_PORT_CLOCK_IS_TSC 1
#else
#include <time.h>
static inline uint64_t __ccprof_port_clock(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
#define CCPROF_PORT_CLOCK_IS_TSC 0
#endif

#ifdef __cplusplus
extern "C" {
#endif
/* Called by the constructor the front end emits, once per image. */
void __ccprof_register_ports(struct __ccprof_ports *begin, struct __ccprof_ports *end);
#ifdef __cplusplus
}
#endif

#endif /* CCPROF_CCPROFPORTS_H */
