/*===- ports.c - prolog-mini: exit counters of last-call chains ----------===*
 *
 * prologc -p counts the exit of a last call to a profiled predicate with an
 * exit counter, the continuation {pl.port.exit, counter} where the counter
 * is {kcode, kenv, ports, &n, B, n}: n exits of `ports`, then (kcode,
 * kenv); n is in the counter, or, when it left a call marker, in the word
 * below the marker on the port trail, where undoing the marker reads it.
 * A chain of last calls must not grow the continuation by one counter per
 * call, or a deterministic loop that runs in constant space unprofiled
 * keeps every iteration's counter alive (pl_exit_counter below).
 *
 * The inline code (Runtime::exitCounter, Runtime::emitPortCall) checks the
 * newest counter, and makes a new one when the continuation is not a
 * counter; these functions are its slow path when it is one of another
 * predicate, and walk the run of counters made under the current choice
 * point pl_B. Every box those
 * counters count exits at one moment, when the innermost call succeeds (no
 * code runs between the exits of a chain of last calls), so adding one
 * more exit to any counter of the run is the same as adding it to the
 * newest: mutual recursion (p's last call is q, q's is p) then needs one
 * counter per predicate of the cycle. While pl_B is the B a counter was
 * made under, every choice point made since is gone and nothing else holds
 * the counter, so its n may change in place (the counter's call marker,
 * undone on backtracking, reads n then: pl_port_marker_undone). The marker
 * outlives the counter's use: backtracking to B or below pops it, and no
 * continuation older than B holds the counter.
 *===----------------------------------------------------------------------===*/
#include "pl_ports.h"

/* The counter of `ports` in the run of counters under pl_B that starts at
 * (kc, ke), or NULL. */
static pl_term *counter_of(const void *ports, const void *kc, pl_term *ke,
                           const void *port_exit) {
  while (kc == port_exit && (struct pl_cp *)(uintptr_t)ke[PL_COUNTER_B] == pl_B) {
    if ((const void *)(uintptr_t)ke[PL_COUNTER_PORTS] == ports)
      return ke;
    kc = (const void *)(uintptr_t)ke[PL_COUNTER_KCODE];
    ke = (pl_term *)(uintptr_t)ke[PL_COUNTER_KENV];
  }
  return NULL;
}

pl_term *pl_exit_counter(const void *ports, const void *kc, pl_term *ke,
                         const void *port_exit) {
  pl_term *k = counter_of(ports, kc, ke, port_exit);
  if (k) {
    ++*(pl_term *)(uintptr_t)k[PL_COUNTER_NP];
    return ke; /* the continuation stays the same */
  }
  /* The call marker of the boxes it will count (their entries push none),
   * over the count; with no choice point about, the count in the counter. */
  pl_term *np;
  if (pl_B != pl_B0) {
    k = pl_alloc(PL_COUNTER_WORDS_MARKED);
    np = pl_PTR;
    pl_port_push(1);
    pl_port_push((pl_term)(uintptr_t)ports | PL_MARK | PL_MARK_COUNTER);
  } else {
    k = pl_alloc(PL_COUNTER_WORDS);
    k[PL_COUNTER_N] = 1;
    np = &k[PL_COUNTER_N];
  }
  k[PL_COUNTER_KCODE] = (pl_term)(uintptr_t)kc;
  k[PL_COUNTER_KENV] = (pl_term)(uintptr_t)ke;
  k[PL_COUNTER_PORTS] = (pl_term)(uintptr_t)ports;
  k[PL_COUNTER_B] = (pl_term)(uintptr_t)pl_B;
  k[PL_COUNTER_NP] = (pl_term)(uintptr_t)np;
  return k;
}

int pl_exit_counted(const void *ports, const void *kc, pl_term *ke, const void *port_exit) {
  return counter_of(ports, kc, ke, port_exit) != NULL;
}
