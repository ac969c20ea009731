/*===- ports.c - prolog-mini: exit counters of last-call chains ----------===*
 *
 * prologc -p counts the exit of a last call to a profiled predicate with an
 * exit counter, the continuation {pl.port.exit, counter} where the counter
 * is {kcode, kenv, ports, n, B}: n exits of `ports`, then (kcode, kenv).
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
 * undone on backtracking, reads n then: pl_port_marker_undone).
 * Backtracking to B or below pops the marker, and no continuation older
 * than B holds the counter: it goes back to the pool then.
 *===----------------------------------------------------------------------===*/
#include "pl_ports.h"

#include <gc/gc.h>

/* The counter pool: chunks the collector scans (their counters hold
 * continuations) but never frees. Counters made under a choice point live
 * here rather than on the collected heap: they are many (queens's
 * not_attack/2 makes one per call: 546,000 of them, as many bytes as the
 * plain program allocates in all) and their lifetime is known - until
 * their call marker is undone, or their chain exits with no choice point
 * made since (Runtime::emitCounterExit) - so they go back to
 * the pool at once instead of waiting for a collection. */
pl_term *pl_counter_free;

#define POOL_CHUNK 1024 /* counters per chunk */

pl_term *pl_counter_refill(void) {
  /* Never NULL: when the heap cannot grow, the collector's GC_oom_fn
   * (run.c) ends the run with the resource error. */
  pl_term *chunk = GC_MALLOC_UNCOLLECTABLE(POOL_CHUNK * PL_COUNTER_WORDS * sizeof(pl_term));
  for (int i = POOL_CHUNK - 1; i >= 1; i--) { /* zeroed by the collector */
    chunk[i * PL_COUNTER_WORDS] = (pl_term)(uintptr_t)pl_counter_free;
    pl_counter_free = chunk + i * PL_COUNTER_WORDS;
  }
  return chunk;
}


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
    ++k[PL_COUNTER_N];
    return ke; /* the continuation stays the same */
  }
  /* Under a choice point: from the pool, with the call marker of the boxes
   * it will count (their entries push none) over its address. */
  if (pl_B != pl_B0) {
    k = pl_counter_free;
    if (k)
      pl_counter_free = (pl_term *)(uintptr_t)k[0];
    else
      k = pl_counter_refill();
    pl_port_push((pl_term)(uintptr_t)k);
    pl_port_push((pl_term)(uintptr_t)ports | PL_MARK | PL_MARK_COUNTER);
  } else {
    k = pl_alloc(PL_COUNTER_WORDS);
  }
  k[PL_COUNTER_KCODE] = (pl_term)(uintptr_t)kc;
  k[PL_COUNTER_KENV] = (pl_term)(uintptr_t)ke;
  k[PL_COUNTER_PORTS] = (pl_term)(uintptr_t)ports;
  k[PL_COUNTER_N] = 1;
  k[PL_COUNTER_B] = (pl_term)(uintptr_t)pl_B;
  return k;
}

int pl_exit_counted(const void *ports, const void *kc, pl_term *ke, const void *port_exit) {
  return counter_of(ports, kc, ke, port_exit) != NULL;
}
