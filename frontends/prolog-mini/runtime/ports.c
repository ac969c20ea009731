/*===- ports.c - prolog-mini: Debray's call/exit/redo/fail ports ----------===*
 *
 * prologc -p: the call port (the predicate's entry) and the exit port (its
 * continuation, wrapped) are code prologc emits inline (Runtime.cpp,
 * emitPortCall and pl.port.exit); redo and fail are what backtracking does
 * to the markers the two leave on the trail, undone in order:
 *   an exit marker undone -> execution re-enters an exited box: a redo;
 *   a call marker undone  -> execution leaves the box backwards: a fail.
 * A cut neutralises the markers of the boxes it removes (they get no redo or
 * fail, Debray section 3.4); an exception unwinding past them counts nothing.
 * Markers are pushed only while some choice point could undo them.
 *
 * Box time (section 3.2): a call of a predicate with no timed box open is
 * timed; the box's time is the sum of its exit - entry and fail - redo
 * intervals; a recursive call (made while the box is open) is not timed.
 *===----------------------------------------------------------------------===*/
#include "pl_control.h"
#include "pl_rt.h"

#include "ccprof/CCProfPorts.h"

int pl_port_unwinding;

static void close_box(struct __ccprof_ports *p) {
  p->box_clock += __ccprof_port_clock() - p->entered;
  p->open = 0;
}

static void open_box(struct __ccprof_ports *p) {
  p->open = 1;
  p->entered = __ccprof_port_clock();
}

void pl_port_marker_undone(pl_term entry) {
  struct __ccprof_ports *p = (struct __ccprof_ports *)(uintptr_t)(entry & ~(pl_term)7);
  int timed = (entry & PL_MARK_TIMED) != 0;
  if (entry & PL_MARK_EXIT) {
    if (pl_port_unwinding)
      return;
    p->redos++;
    if (timed)
      open_box(p);
    return;
  }
  if (!pl_port_unwinding)
    p->fails++;
  if (timed)
    close_box(p);
}

void pl_cut_markers(pl_term *mark) {
  for (pl_term *e = mark; e < pl_TR; ++e)
    if (*e & PL_MARK)
      *e = 0;
}
