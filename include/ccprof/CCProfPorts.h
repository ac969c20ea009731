/* CCProfPorts.h - Byrd-box port counts and box time for logic languages.
 *
 * Debray, "Profiling Prolog Programs" (../shared/papers): per predicate a
 * user needs, besides calls and self time, how often execution left its box
 * by success (exits), backtracked into it after it had exited (redos) and
 * failed out of it (fails), and the time spent inside the box (section 3.2:
 * the sum of the exit-entry and fail-redo intervals; a call made while a box
 * of the same predicate is open - a recursive call - is not timed again).
 *
 * Box time is sampled, as self time is: the code at the ports keeps `open`,
 * the number of the predicate's boxes open now (entered or re-entered, not
 * yet exited or failed), and every period of CPU time the sampling source
 * charges to the thread that runs the predicates is also added to the
 * box_ticks of every predicate with a box open at that moment. So the
 * intervals are Debray's (a box is inside from entry or redo to exit or
 * fail, and a recursive call opens no second interval), measured with the
 * self time's clock, and the ports read no clock: reading the time-stamp
 * counter at every outermost box's entry, exit, redo and fail cost queens
 * (2026-11-27, AMD EPYC) a third of its run time.
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
/* The alignment a front end gives the structs in the section (their size
 * is a multiple of it, so the section stays an array): its markers may keep
 * 4 bits in the low bits of an address. The runtime assumes only the
 * struct's own alignment (a program built before 2026-11-28 has 8). */
#define CCPROF_PORTS_ALIGN 16

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
  CCPROF_PORTS_FIELD(uint64_t, I64, box_ticks) /* sampled periods with a box  \
                                                  open: the time inside it */  \
  CCPROF_PORTS_FIELD(uint64_t, I64, open)      /* boxes open now (> 0: the     \
                                                  paper's recursion bit) */    \
  CCPROF_PORTS_FIELD(uint64_t, I64, nclauses)  /* length of clauses, or 0 */   \
  CCPROF_PORTS_FIELD(struct __ccprof_clause_counts *, Ptr, clauses)

enum {
  CCPROF_PORTS_SYMBOL = 0,
  CCPROF_PORTS_EXITS = 1,
  CCPROF_PORTS_REDOS = 2,
  CCPROF_PORTS_FAILS = 3,
  CCPROF_PORTS_BOX_TICKS = 4,
  CCPROF_PORTS_OPEN = 5,
  CCPROF_PORTS_NCLAUSES = 6,
  CCPROF_PORTS_CLAUSES = 7,
  CCPROF_PORTS_NUM_FIELDS = 8
};

struct __ccprof_ports {
#define CCPROF_PORTS_FIELD(CType, Kind, Name) CType Name;
  CCPROF_PORTS_FIELDS
#undef CCPROF_PORTS_FIELD
};
#ifdef __cplusplus
static_assert(sizeof(struct __ccprof_ports) % CCPROF_PORTS_ALIGN == 0, "a padded ports struct");
#else
_Static_assert(sizeof(struct __ccprof_ports) % CCPROF_PORTS_ALIGN == 0, "a padded ports struct");
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
