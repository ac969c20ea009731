/*===- ports.c - prolog-mini: Debray's call/exit/redo/fail ports ----------===*
 *
 * prologc -p: the call port (the predicate's entry) and the exit port (its
 * continuation, wrapped) are code; redo and fail are what backtracking does
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

static void push_marker(struct __ccprof_ports *p, int bits) {
  if (pl_B != pl_B0)
    pl_trail_push((pl_term)(uintptr_t)p | PL_MARK | bits);
}

static void close_box(struct __ccprof_ports *p) {
  p->box_clock += __ccprof_port_clock() - p->entered;
  p->open = 0;
}

static void open_box(struct __ccprof_ports *p) {
  p->open = 1;
  p->entered = __ccprof_port_clock();
}

/* The call port. Returns the exit wrapper: [kcode, kenv, ports, timed]. */
void *pl_port_call(void *ports, void *kcode, void *kenv) {
  struct __ccprof_ports *p = ports;
  int timed = !p->open;
  if (timed)
    open_box(p);
  push_marker(p, timed ? PL_MARK_TIMED : 0);
  pl_term *w = pl_alloc(4);
  w[0] = (pl_term)(uintptr_t)kcode;
  w[1] = (pl_term)(uintptr_t)kenv;
  w[2] = (pl_term)(uintptr_t)p;
  w[3] = (pl_term)timed;
  return w;
}

void pl_port_exit(pl_term *w) {
  struct __ccprof_ports *p = (struct __ccprof_ports *)(uintptr_t)w[2];
  int timed = (int)w[3];
  p->exits++;
  if (timed)
    close_box(p);
  push_marker(p, PL_MARK_EXIT | (timed ? PL_MARK_TIMED : 0));
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
