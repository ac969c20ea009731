/*===- pl_control.h - prolog-mini: the control half of the runtime --------===*
 *
 * What the compiled code and its IR glue (Runtime.cpp) call besides the
 * term built-ins: running the start-up goals, clause selection, cut,
 * catch/throw, findall/3, call/N's table, the dynamic database, and the
 * Byrd ports (pl_ports.h). The program's tables (pl_program_*) are emitted by
 * prologc (Runtime.cpp, Codegen.cpp).
 *===----------------------------------------------------------------------===*/
#ifndef PL_CONTROL_H
#define PL_CONTROL_H

#include "pl_term.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The `next` word of a catch/3 frame (Runtime.h, PL_CATCH_FRAME). */
#define PL_CATCH_FRAME 0xca7c4u

/* The program (emitted by prologc). */
struct pl_pred_entry {
  pl_term functor;
  void *meta; /* tailcc i32 (i64 goal, ptr kcode, ptr kenv) */
};
extern const char *const pl_program_atoms[];
extern const uint64_t pl_program_atoms_count;
extern const struct pl_pred_entry pl_program_preds[];
extern const uint64_t pl_program_preds_count;
extern const pl_term pl_program_dynamic[];
extern const uint64_t pl_program_dynamic_count;
extern const pl_term pl_program_static[];
extern const uint64_t pl_program_static_count;
extern const pl_term pl_program_ops[];
extern const uint64_t pl_program_ops_count;
extern const uint64_t pl_program_ngoals;
extern const uint64_t pl_program_main_goal;
extern void *const pl_program_dyn_entry;
extern void *const pl_program_bottom_retry;
int pl_run_goal(uint64_t which);
/* The program's main (the module's `main` calls it): runs the start-up goals. */
int pl_main(int argc, char **argv);

/* Cut, catch/throw, halt. */
void pl_throw_copy(pl_term ball);
struct pl_cp *pl_find_catch(void);
void pl_halt(pl_term code) __attribute__((noreturn));

/* findall/3's frame: args = [template, list, results, last cell]. */
void pl_findall_add(struct pl_cp *frame);
pl_term pl_findall_result(struct pl_cp *frame);

/* call/N: the entry of a goal's predicate, or NULL with pl_ball set. */
void *pl_lookup_pred(pl_term goal);
void pl_register_preds(void);

/* The dynamic database (db.c). */
void pl_db_declare(pl_term functor);
void pl_db_start(struct pl_cp *frame, pl_term goal);
int pl_db_next(struct pl_cp *frame, pl_term *body);
int pl_db_exists(pl_term functor);
int pl_bi_assertz(pl_term clause);
int pl_bi_asserta(pl_term clause);
int pl_bi_clause_refs(pl_term head, pl_term refs);
int pl_bi_erase(pl_term ref);
void pl_db_declare_static(pl_term functor);
int pl_bi_static_clause(pl_term clause);
int pl_bi_modifiable(pl_term head);
int pl_bi_retractall(pl_term head);

/* Byrd ports (pl_ports.h): the low bits of the port trail's entries, each
 * a marker: a ports record's address (16-byte aligned: CCPROF_PORTS_ALIGN)
 * | PL_MARK (| PL_MARK_EXIT for an exit; | PL_MARK_DET for a box that
 * exited with no choice point left since its call marker, which its exit
 * turned into this one); an exit counter's markers are its ports record's
 * address | PL_MARK | PL_MARK_COUNTER, above the counter's address (its
 * call marker), or | PL_MARK_EXIT or PL_MARK_DET, above a count. */
enum { PL_MARK = 1, PL_MARK_COUNTER = 2, PL_MARK_EXIT = 4, PL_MARK_DET = 8, PL_MARK_BITS = 15 };
/* An exit counter's words (Runtime::exitCounter, ports.c): the
 * continuation it goes on to, the ports it counts, how many exits, and the
 * choice point it was made under. One made under a choice point comes from
 * the counter pool (pl_counter_free, ports.c), not the collected heap, and
 * goes back to it when its call marker is undone or its chain exits
 * deterministically; one made with none about is collected. */
enum { PL_COUNTER_KCODE, PL_COUNTER_KENV, PL_COUNTER_PORTS, PL_COUNTER_N, PL_COUNTER_B,
       PL_COUNTER_WORDS };
/* The counter pool's free list: counters linked through their first word,
 * otherwise zeroed; pl_counter_refill (NULL-safe: it never returns NULL)
 * adds a chunk when it is empty, and returns its first counter, unlinked. */
extern pl_term *pl_counter_free;
pl_term *pl_counter_refill(void);
static inline void pl_counter_release(pl_term *counter) {
  for (int i = 1; i < PL_COUNTER_WORDS; i++)
    counter[i] = 0;
  counter[0] = (pl_term)(uintptr_t)pl_counter_free;
  pl_counter_free = counter;
}
extern int pl_port_unwinding; /* an exception is unwinding: no redo/fail */


#ifdef __cplusplus
}
#endif
#endif
