/*===- terms.c - prolog-mini: functor/3, arg/3, =../2, length/2 -----------===*
 *
 * Term inspection and construction with swipl 9.0.4's errors (the context
 * is system:Name/Arity except where swipl omits the module: arg/3's).
 *===----------------------------------------------------------------------===*/
#include "pl_builtins.h"
#include "pl_rt.h"

int64_t pl_list_length(pl_term l) {
  int64_t n = 0;
  for (l = pl_deref(l); PL_TAG(l) == PL_TAG_LST; l = pl_deref(pl_arg(l, 2)))
    n++;
  if (l == PL_MKATOM(PL_ATOM_NIL))
    return n;
  return pl_is_var(l) ? -1 : -2;
}

static int raise_in(pl_term formal, const char *pred, int arity, bool system) {
  return pl_raise(pl_error_term(formal, pl_context(pred, arity, system)));
}

/* functor(-T, +Name, +Arity): a fresh term. */
static int functor_build(pl_term t, pl_term name, pl_term arity) {
  if (pl_is_var(name) || pl_is_var(arity))
    return pl_err_inst("functor", 3);
  if (PL_TAG(arity) != PL_TAG_INT)
    return pl_err_type("integer", arity, "functor", 3);
  int64_t n = PL_INTVAL(arity);
  if (n < 0)
    return pl_err_domain("not_less_than_zero", arity, "functor", 3);
  if (PL_TAG(name) == PL_TAG_STR || PL_TAG(name) == PL_TAG_LST)
    return pl_err_type("atomic", name, "functor", 3);
  if (n == 0)
    return pl_unify(t, name);
  if (PL_TAG(name) != PL_TAG_ATOM)
    return pl_err_type("atom", name, "functor", 3);
  if (n > PL_MAX_ARITY)
    return pl_err_repr("max_arity", "functor", 3);
  pl_term c;
  if (PL_ATOMNO(name) == PL_ATOM_DOT && n == 2)
    c = pl_cons(pl_new_var(), pl_new_var());
  else
    c = pl_make_compound(PL_ATOMNO(name), (uint32_t)n);
  return pl_unify(t, c);
}

int pl_bi_functor(pl_term t, pl_term name, pl_term arity) {
  t = pl_deref(t);
  if (pl_is_var(t))
    return functor_build(t, pl_deref(name), pl_deref(arity));
  if (PL_TAG(t) == PL_TAG_STR || PL_TAG(t) == PL_TAG_LST) {
    pl_term f = pl_functor_of(t);
    return pl_unify(name, PL_MKATOM(PL_FUNCTOR_ATOM(f))) &&
           pl_unify(arity, PL_MKINT(PL_FUNCTOR_ARITY(f)));
  }
  return pl_unify(name, t) && pl_unify(arity, PL_MKINT(0));
}

int pl_bi_arg(pl_term n, pl_term t, pl_term a) {
  n = pl_deref(n);
  t = pl_deref(t);
  if (pl_is_var(t))
    return raise_in(PL_MKATOM(pl_intern_str("instantiation_error")), "arg", 3, false);
  if (PL_TAG(t) != PL_TAG_STR && PL_TAG(t) != PL_TAG_LST)
    return raise_in(pl_mk2(pl_intern_str("type_error"),
                           pl_atom_str("compound"), t),
                    "arg", 3, false);
  if (pl_is_var(n))
    return pl_err_inst("arg", 3); /* enumeration is the control half's */
  if (PL_TAG(n) != PL_TAG_INT)
    return pl_err_type("integer", n, "arg", 3);
  int64_t i = PL_INTVAL(n);
  if (i < 1 || i > PL_FUNCTOR_ARITY(pl_functor_of(t)))
    return PL_FALSE;
  return pl_unify(a, pl_arg(t, (unsigned)i));
}

/* T =.. L with T unbound: L must be a proper list [F|Args]. */
static int univ_build(pl_term t, pl_term l) {
  int64_t len = pl_list_length(l);
  if (len == -1)
    return pl_err_inst("=..", 2);
  if (len == -2)
    return pl_err_type("list", pl_deref(l), "=..", 2);
  if (len == 0)
    return pl_err_domain("non_empty_list", PL_MKATOM(PL_ATOM_NIL), "=..", 2);
  l = pl_deref(l);
  pl_term f = pl_deref(pl_arg(l, 1));
  if (pl_is_var(f))
    return pl_err_inst("=..", 2);
  if (len == 1) {
    if (PL_TAG(f) == PL_TAG_STR || PL_TAG(f) == PL_TAG_LST)
      return pl_err_type("atomic", f, "=..", 2);
    return pl_unify(t, f);
  }
  if (PL_TAG(f) != PL_TAG_ATOM)
    return pl_err_type("atom", f, "=..", 2);
  if (len - 1 > PL_MAX_ARITY)
    return pl_err_repr("max_arity", "=..", 2);
  pl_term *args = pl_alloc((size_t)len);
  pl_term rest = pl_deref(pl_arg(l, 2));
  for (int64_t i = 0; i < len - 1; i++) {
    args[i] = pl_arg(rest, 1);
    rest = pl_deref(pl_arg(rest, 2));
  }
  return pl_unify(t, pl_compound_from(PL_ATOMNO(f), (uint32_t)(len - 1), args));
}

int pl_bi_univ(pl_term t, pl_term l) {
  t = pl_deref(t);
  if (pl_is_var(t))
    return univ_build(t, l);
  if (PL_TAG(t) != PL_TAG_STR && PL_TAG(t) != PL_TAG_LST)
    return pl_unify(l, pl_cons(t, PL_MKATOM(PL_ATOM_NIL)));
  pl_term f = pl_functor_of(t);
  pl_term list = PL_MKATOM(PL_ATOM_NIL);
  for (unsigned i = PL_FUNCTOR_ARITY(f); i >= 1; i--)
    list = pl_cons(pl_arg(t, i), list);
  return pl_unify(l, pl_cons(PL_MKATOM(PL_FUNCTOR_ATOM(f)), list));
}

/* length/2's deterministic modes; PL_NONDET_MODE when both the list's
 * tail and the length are unbound (the control half enumerates). */
int pl_length_det(pl_term l, pl_term n) {
  int64_t len = 0;
  pl_term t = pl_deref(l);
  for (; PL_TAG(t) == PL_TAG_LST; t = pl_deref(pl_arg(t, 2)))
    len++;
  n = pl_deref(n);
  if (!pl_is_var(n) && PL_TAG(n) != PL_TAG_INT)
    return raise_in(pl_mk2(pl_intern_str("type_error"),
                           pl_atom_str("integer"), n),
                    "length", 2, false);
  if (t == PL_MKATOM(PL_ATOM_NIL))
    return pl_unify(n, PL_MKINT(len));
  if (!pl_is_var(t))
    return raise_in(pl_mk2(pl_intern_str("type_error"),
                           pl_atom_str("list"), pl_deref(l)),
                    "length", 2, false);
  if (pl_is_var(n))
    return PL_NONDET_MODE;
  int64_t want = PL_INTVAL(n);
  if (want < 0)
    return raise_in(pl_mk2(pl_intern_str("domain_error"),
                           pl_atom_str("not_less_than_zero"), n),
                    "length", 2, false);
  if (want < len)
    return PL_FALSE;
  pl_term tail = PL_MKATOM(PL_ATOM_NIL);
  for (int64_t i = len; i < want; i++)
    tail = pl_cons(pl_new_var(), tail);
  return pl_unify(t, tail);
}

int pl_bi_succ(pl_term x, pl_term y) {
  x = pl_deref(x);
  y = pl_deref(y);
  for (int i = 0; i < 2; i++) {
    pl_term v = i ? y : x;
    if (pl_is_var(v))
      continue;
    if (PL_TAG(v) != PL_TAG_INT)
      return pl_err_type("integer", v, "succ", 2);
    if (PL_INTVAL(v) < 0)
      return pl_err_domain("not_less_than_zero", v, "succ", 2);
  }
  if (!pl_is_var(x)) {
    if (PL_INTVAL(x) == PL_INT_MAX)
      return pl_err_eval("int_overflow", "succ", 2);
    return pl_unify(y, PL_MKINT(PL_INTVAL(x) + 1));
  }
  if (pl_is_var(y))
    return pl_err_inst("succ", 2);
  if (PL_INTVAL(y) == 0)
    return PL_FALSE;
  return pl_unify(x, PL_MKINT(PL_INTVAL(y) - 1));
}

int pl_bi_plus(pl_term x, pl_term y, pl_term z) {
  pl_term v[3] = {pl_deref(x), pl_deref(y), pl_deref(z)};
  int unbound = 0;
  for (int i = 0; i < 3; i++) {
    if (pl_is_var(v[i]))
      unbound++;
    else if (PL_TAG(v[i]) != PL_TAG_INT)
      return pl_err_type("integer", v[i], "plus", 3);
  }
  if (unbound > 1)
    return pl_err_inst("plus", 3);
  /* Sums of two 61-bit integers fit in 62 bits: check before tagging. */
  __int128 r;
  if (!pl_is_var(v[0]) && !pl_is_var(v[1]))
    return (r = (__int128)PL_INTVAL(v[0]) + PL_INTVAL(v[1])) > PL_INT_MAX ||
                   r < PL_INT_MIN
               ? pl_err_eval("int_overflow", "plus", 3)
               : pl_unify(v[2], PL_MKINT((int64_t)r));
  int k = pl_is_var(v[0]) ? 0 : 1;
  r = (__int128)PL_INTVAL(v[2]) - PL_INTVAL(v[1 - k]);
  if (r > PL_INT_MAX || r < PL_INT_MIN)
    return pl_err_eval("int_overflow", "plus", 3);
  return pl_unify(v[k], PL_MKINT((int64_t)r));
}
