/*===- unify.c - prolog-mini: binding, unification and undoing ------------===*/
#include "pl_ports.h"
#include "pl_rt.h"

#include <string.h>

void pl_bind(pl_term var, pl_term value) {
  pl_term *cell = PL_PTR(var);
  *cell = value;
  /* Only a choice point newer than the run's bottom frame can ever undo
   * this binding; without one, trailing would only grow the trail. */
  if (pl_B != pl_B0)
    pl_trail_push((pl_term)(uintptr_t)cell);
}

/* Binds whichever of a and b is a variable (both dereferenced, one is).
 * Between two variables the higher address is bound to the lower: one fixed
 * rule, so repeated unifications of the same pair never build a cycle. */
static void bind_var(pl_term a, pl_term b) {
  if (pl_is_var(a) && pl_is_var(b)) {
    if (a < b)
      pl_bind(b, a);
    else
      pl_bind(a, b);
  } else if (pl_is_var(a)) {
    pl_bind(a, b);
  } else {
    pl_bind(b, a);
  }
}

/* An explicit stack of pairs still to unify; the last argument of each
 * compound is taken in the loop instead, so a list only ever pushes its
 * heads: a long list needs no stack depth. */
struct pair_stack {
  pl_term (*items)[2];
  size_t n, cap;
};

static void push_pair(struct pair_stack *s, pl_term a, pl_term b) {
  if (s->n == s->cap) {
    size_t cap = s->cap * 2;
    pl_term(*items)[2] = (pl_term(*)[2])pl_alloc(cap * 2);
    for (size_t i = 0; i < s->n; i++) {
      items[i][0] = s->items[i][0];
      items[i][1] = s->items[i][1];
    }
    s->items = items;
    s->cap = cap;
  }
  s->items[s->n][0] = a;
  s->items[s->n][1] = b;
  s->n++;
}

/* Unifies one pair; for compounds pushes args 1..n-1 and continues with
 * arg n in *a, *b. Returns 0 on a clash, 1 when done, 2 to continue. */
static int unify_step(struct pair_stack *s, pl_term *pa, pl_term *pb) {
  pl_term a = pl_deref(*pa), b = pl_deref(*pb);
  if (a == b)
    return 1;
  if (pl_is_var(a) || pl_is_var(b)) {
    bind_var(a, b);
    return 1;
  }
  unsigned ta = PL_TAG(a);
  if (ta != PL_TAG(b))
    return 0;
  switch (ta) {
  case PL_TAG_INT:
  case PL_TAG_ATOM:
    return 0; /* immediate and a != b */
  case PL_TAG_FLT:
    /* Bitwise, as SWI: 0.0 \= -0.0 and NaN = NaN (same bits). */
    return PL_PTR(a)[0] == PL_PTR(b)[0];
  case PL_TAG_STRG: {
    const struct pl_string *x = pl_string_of(a), *y = pl_string_of(b);
    return x->len == y->len && memcmp(x->bytes, y->bytes, x->len) == 0;
  }
  default:
    break;
  }
  pl_term f = pl_functor_of(a);
  if (f != pl_functor_of(b))
    return 0;
  unsigned n = PL_FUNCTOR_ARITY(f);
  for (unsigned i = 1; i < n; i++)
    push_pair(s, pl_arg(a, i), pl_arg(b, i));
  *pa = pl_arg(a, n);
  *pb = pl_arg(b, n);
  return 2;
}

int pl_unify(pl_term a, pl_term b) {
  pl_term inline_items[32][2];
  struct pair_stack s = {inline_items, 0, 32};
  for (;;) {
    int r = unify_step(&s, &a, &b);
    if (r == 0)
      return PL_FALSE;
    if (r == 2)
      continue;
    if (s.n == 0)
      return PL_TRUE;
    s.n--;
    a = s.items[s.n][0];
    b = s.items[s.n][1];
  }
}

/* The count of the marker \p e whose entry's other word (an exit counter's
 * markers have two) is below \p *ptr, popped; an exit counter's call
 * marker has the counter's address there, and the counter, done with, goes
 * back to the pool (ports.c); its other markers have a count. */
static inline uint64_t pop_count(pl_term e, pl_term **ptr) {
  if (!(e & PL_MARK_COUNTER))
    return 1;
  pl_term w = *--*ptr;
  if (e & (PL_MARK_EXIT | PL_MARK_DET))
    return w;
  pl_term *counter = (pl_term *)(uintptr_t)w;
  uint64_t n = counter[PL_COUNTER_N];
  pl_counter_release(counter);
  return n;
}

/* Undoes the port trail down to \p mark, counting the markers
 * (pl_ports.h). */
static void undo_ports(pl_term *mark) {
  pl_term *ptr = pl_PTR;
  int unwinding = pl_port_unwinding;
  while (ptr > mark) {
    pl_term e = *--ptr;
    uint64_t n = pop_count(e, &ptr);
    pl_port_marker_undone(e, n, unwinding);
  }
  pl_PTR = ptr;
}

void pl_port_cut(pl_term *mark) {
  pl_term *ptr = pl_PTR;
  while (ptr > mark) {
    pl_term e = *--ptr;
    (void)pop_count(e, &ptr);
  }
  pl_PTR = ptr;
}

/* Undoes both trails down to \p cp's marks: the bindings first, reset,
 * then the ports, counted. In that order the walk over the bindings runs
 * while the boxes that failed are still open and the boxes redone not yet
 * reopened, as the sampler charges it to the code that failed (pl.fail):
 * box time and self time then agree on it (the other order gave zebra's
 * next_to/3 up to 5 points more box time than self time). */
void pl_undo_to(struct pl_cp *cp) {
  /* The top in a local: a reset binding could be pl_TR for all the compiler
   * knows, which kept it in memory, a store per entry. Nothing reads pl_TR
   * during the walk (no allocation, so no collection). */
  pl_term *tr = pl_TR;
  pl_term *mark = cp->tr;
  while (tr > mark) {
    pl_term *cell = (pl_term *)(uintptr_t)*--tr;
    *cell = PL_MKPTR(cell, PL_TAG_REF);
  }
  pl_TR = tr;
  if (pl_PTR > cp->ptr)
    undo_ports(cp->ptr);
}
