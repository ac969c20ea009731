/*===- types.c - prolog-mini: type tests, =/2 and \=/2 ---------------------===*/
#include "pl_builtins.h"
#include "pl_rt.h"

static unsigned tag(pl_term t) { return PL_TAG(pl_deref(t)); }

int pl_bi_var(pl_term t) { return tag(t) == PL_TAG_REF; }
int pl_bi_nonvar(pl_term t) { return tag(t) != PL_TAG_REF; }
int pl_bi_atom(pl_term t) { return tag(t) == PL_TAG_ATOM; }
int pl_bi_number(pl_term t) { return tag(t) == PL_TAG_INT || tag(t) == PL_TAG_FLT; }
int pl_bi_integer(pl_term t) { return tag(t) == PL_TAG_INT; }
int pl_bi_float(pl_term t) { return tag(t) == PL_TAG_FLT; }
int pl_bi_atomic(pl_term t) {
  unsigned g = tag(t);
  return g == PL_TAG_ATOM || g == PL_TAG_INT || g == PL_TAG_FLT || g == PL_TAG_STRG;
}
int pl_bi_compound(pl_term t) { return tag(t) == PL_TAG_STR || tag(t) == PL_TAG_LST; }
int pl_bi_callable(pl_term t) { return pl_is_callable(pl_deref(t)); }
int pl_bi_is_list(pl_term t) { return pl_list_length(t) >= 0; }
int pl_bi_string(pl_term t) { return tag(t) == PL_TAG_STRG; }

/* Recursion on all arguments but the last, which loops (long lists). */
int pl_bi_ground(pl_term t) {
  for (;;) {
    t = pl_deref(t);
    if (pl_is_var(t))
      return PL_FALSE;
    if (PL_TAG(t) != PL_TAG_STR && PL_TAG(t) != PL_TAG_LST)
      return PL_TRUE;
    unsigned n = PL_FUNCTOR_ARITY(pl_functor_of(t));
    for (unsigned i = 1; i < n; i++)
      if (!pl_bi_ground(pl_arg(t, i)))
        return PL_FALSE;
    t = pl_arg(t, n);
  }
}

int pl_bi_unify(pl_term a, pl_term b) { return pl_unify(a, b); }

/* \= must leave no binding behind, even with no choice point about (when
 * pl_bind does not trail): a temporary frame makes every binding trailed. */
int pl_bi_not_unify(pl_term a, pl_term b) {
  struct pl_cp *cp = pl_push_cp(NULL, 0);
  if (!cp)
    return PL_RAISE;
  int r = pl_unify(a, b);
  pl_undo_to(cp);
  pl_B = cp->prev;
  return !r;
}
