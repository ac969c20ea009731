/*===- ports.c - prolog-mini: Debray's call/exit/redo/fail ports ----------===*
 *
 * prologc -p: the call port (the predicate's entry) and the exit port (the
 * start of the caller's continuation after the call; call/N wraps its
 * continuation instead) are code prologc emits inline (Runtime.cpp,
 * emitPortCall, emitPortExit); redo and fail are what backtracking does to
 * the markers the two leave on the trail, undone in order:
 *   an exit marker undone -> execution re-enters an exited box: a redo;
 *   a call marker undone  -> execution leaves the box backwards: a fail.
 * A cut neutralises the markers of the boxes it removes (they get no redo or
 * fail, Debray section 3.4); an exception unwinding past them counts nothing.
 * Markers are pushed only while some choice point could undo them.
 *
 * Box time (section 3.2): a call of a predicate with no box of it open is
 * timed; the box's time is the sum of its exit - entry and fail - redo
 * intervals; a recursive call (made while a box is open) is not timed.
 *===----------------------------------------------------------------------===*/
#include "pl_control.h"
#include "pl_rt.h"

#include "ccprof/CCProfPorts.h"

int pl_port_unwinding;

/* `open` counts the boxes of the predicate that are open; the outermost
 * one's intervals are its box time (Debray's recursion bit is open > 0). */
static void leave_box(struct __ccprof_ports *p) {
  if (--p->open == 0)
    p->box_clock += __ccprof_port_clock() - p->entered;
}

static void enter_box(struct __ccprof_ports *p) {
  if (p->open++ == 0)
    p->entered = __ccprof_port_clock();
}

void pl_port_marker_undone(pl_term entry) {
  struct __ccprof_ports *p = (struct __ccprof_ports *)(uintptr_t)(entry & ~(pl_term)7);
  if (entry & PL_MARK_EXIT) { /* backtracking re-enters the box */
    if (pl_port_unwinding)
      return;
    p->redos++;
    enter_box(p);
    return;
  }
  if (!pl_port_unwinding) /* backtracking leaves the box: a fail */
    p->fails++;
  leave_box(p);
}

void pl_cut_markers(pl_term *mark) {
  for (pl_term *e = mark; e < pl_TR; ++e)
    if (*e & PL_MARK)
      *e = 0;
}
