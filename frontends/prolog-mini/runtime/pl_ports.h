/*===- pl_ports.h - prolog-mini: undoing the port trail's entries --------===*
 *
 * prologc -p: the call port (the predicate's entry) and the exit port (the
 * caller's continuation after the call, or an exit counter) are code
 * prologc emits inline (Runtime.cpp: emitPortCall, emitPortExit,
 * exitCounter); redo and fail are what backtracking does to the markers the
 * two leave on the port trail (pl_PTR, pl_term.h), undone in order
 * (pl_undo_to, unify.c):
 *   an exit marker undone -> execution re-enters an exited box: a redo;
 *   a call marker undone  -> execution leaves the box backwards: a fail.
 * A marker is the address of the predicate's ports record | PL_MARK (|
 * PL_MARK_EXIT for an exit). A box that exits with no choice point made
 * since its call marker, which is then the newest entry (no box called in
 * it left one: a leaf, or a chain's exit counter), turns that marker into
 * a PL_MARK_DET one instead of pushing an exit marker: undone, it is a redo
 * and a fail at once. An exit counter (a chain of last calls to one
 * predicate: exitCounter) leaves one call marker when it is made and one
 * exit marker when it runs, for the n boxes it counts (| PL_MARK_COUNTER,
 * over the counter, or over n); its boxes' entries push no call marker.
 * Nothing on the port trail points into the collected heap (counters under
 * a choice point are in a pool: pl_control.h), so the collector does not
 * scan it.
 * A cut pops the markers its clause left (the port trail back to where the
 * clause began: pl_port_cut): the boxes it removes get no redo or fail
 * (Debray section 3.4 differs: see docs/prolog-mini.md); it removed every
 * choice point that could have undone them. An exception unwinding past markers counts nothing
 * but closes the boxes it leaves. Markers are pushed only while some choice
 * point could undo them.
 *
 * Box time (section 3.2): the sum of the exit - entry and fail - redo
 * intervals of the predicate's outermost boxes (a recursive call, made while
 * a box is open, is not timed again) is sampled: the profiling runtime adds
 * each sampled period to every predicate with `open` > 0 (CCProfPorts.h).
 *===----------------------------------------------------------------------===*/
#ifndef PL_PORTS_H
#define PL_PORTS_H

#include "pl_control.h"
#include "pl_rt.h"

#include "ccprof/CCProfPorts.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The cut of a clause that began at \p mark (prologc -p): the markers
 * since are popped, uncounted, and their counters go back to the pool. */
void pl_port_cut(pl_term *mark);

/* ports.c: the slow paths of an exit counter (Runtime::exitCounter). The
 * counter that counts one more exit of `ports` for a last call made with the
 * continuation (kc, ke) - one already in the chain, or a new one - to be
 * passed on as the callee's kenv with kcode port_exit (pl.port.exit). */
pl_term *pl_exit_counter(const void *ports, const void *kc, pl_term *ke,
                         const void *port_exit);
/* Does (kc, ke) count the exit of a box of `ports` that is being entered,
 * so that its entry pushes no call marker (Runtime::emitPortCall)? */
int pl_exit_counted(const void *ports, const void *kc, pl_term *ke, const void *port_exit);

/* `open` counts the boxes of the predicate that are open (Debray's
 * recursion bit is open > 0). pl.fail walks the trail before the retry
 * code makes its predicate current, so the sampler charges the walk to the
 * code that failed, whose box is open until the walk reaches its call
 * marker. */
static inline void pl_port_marker_undone(pl_term entry, uint64_t n, int unwinding) {
  struct __ccprof_ports *p = (struct __ccprof_ports *)(uintptr_t)(entry & ~(pl_term)PL_MARK_BITS);
  if (entry & PL_MARK_DET) { /* re-entered and left at once: no box opens */
    if (!unwinding) {
      p->redos += n;
      p->fails += n;
    }
    return;
  }
  if (entry & PL_MARK_EXIT) { /* backtracking re-enters the box(es) */
    if (unwinding)
      return;
    p->redos += n;
    p->open += n;
    return;
  }
  if (!unwinding) /* backtracking leaves the box(es): fails */
    p->fails += n;
  p->open -= n;
}

#ifdef __cplusplus
}
#endif
#endif
