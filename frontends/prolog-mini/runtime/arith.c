/*===- arith.c - prolog-mini: arithmetic evaluation (is/2, =:=, < ...) ----===*
 *
 * swipl 9.0.4's semantics and error terms (prefer_rationals false, iso
 * false), checked case by case against swipl (see the unit tests):
 *  - int / int is an int when exact, else a float; // truncates; mod takes
 *    the divisor's sign, rem the dividend's; div floors;
 *  - int ** int and int ^ int are ints for a non-negative exponent; with a
 *    negative one, 1 and -1 give ints, 0 raises zero_divisor, others floats;
 *  - X^0.0 and X^0 are the integer 1, 1^Y is 1 and 0^Y (Y > 0) is 0;
 *  - a float result that is infinite raises float_overflow, NaN undefined;
 *  - arguments are evaluated right to left, so of two errors the second
 *    argument's is raised;
 *  - zero_divisor and integer type errors name the function in the context
 *    (context((/)/2, _)); unknown functions are type_error(evaluable, F/N)
 *    in the context of the predicate (system:(is)/2).
 * Known difference: integers are 61-bit, swipl's unbounded. A result
 * outside -2^60..2^60-1 raises evaluation_error(int_overflow) (ISO's term
 * for it) where swipl would compute a big integer.
 *===----------------------------------------------------------------------===*/
#include "pl_arith.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *cur_pred = "is"; /* the context of the current evaluation */

int pl_num_int_result(__int128 v, struct pl_num *r) {
  if (v < PL_INT_MIN || v > PL_INT_MAX)
    return pl_raise(pl_error_term(
        pl_mk1(pl_intern_str("evaluation_error"),
               pl_atom_str("int_overflow")),
        pl_context(cur_pred, 2, true)));
  r->is_float = 0;
  r->i = (int64_t)v;
  return PL_TRUE;
}

int pl_num_float_result(double d, struct pl_num *r) {
  if (isnan(d))
    return pl_err_eval_in("undefined", cur_pred);
  if (isinf(d))
    return pl_err_eval_in("float_overflow", cur_pred);
  r->is_float = 1;
  r->f = d;
  return PL_TRUE;
}

int pl_err_eval_in(const char *what, const char *pred) {
  pl_term f = pl_mk1(pl_intern_str("evaluation_error"),
                     pl_make_atom_text(what, strlen(what)));
  return pl_raise(pl_error_term(f, pl_context(pred, 2, true)));
}

/* type_error(integer, X) in the function's context: context((mod)/2, _). */
int pl_num_need_int(const struct pl_num *x, const char *func, int arity) {
  if (!x->is_float)
    return PL_TRUE;
  pl_term f = pl_mk2(pl_intern_str("type_error"), pl_atom_str("integer"),
                     pl_make_float(x->f));
  return pl_raise(pl_error_term(f, pl_context(func, arity, false)));
}

static int not_evaluable(pl_term culprit_pi) {
  pl_term f = pl_mk2(pl_intern_str("type_error"),
                     pl_atom_str("evaluable"), culprit_pi);
  return pl_raise(pl_error_term(f, pl_context(cur_pred, 2, true)));
}

static int not_evaluable_functor(uint32_t atom, unsigned arity) {
  return not_evaluable(pl_mk2(PL_ATOM_SLASH, PL_MKATOM(atom), PL_MKINT(arity)));
}

/* "a" and [X] evaluate to a character code (X for [X]); longer strings and
 * lists raise swipl's odd type_error([], Culprit) with a message context. */
static int eval_text(pl_term t, struct pl_num *r) {
  if (PL_TAG(t) == PL_TAG_STRG) {
    const struct pl_string *s = pl_string_of(t);
    uint32_t c;
    if (s->len && pl_utf8_decode(s->bytes, s->len, &c) == s->len)
      return pl_num_int_result(c, r);
  } else {
    pl_term tail = pl_deref(pl_arg(t, 2));
    if (tail == PL_MKATOM(PL_ATOM_NIL))
      return pl_eval_num(pl_arg(t, 1), r);
  }
  static const char msg[] = "\"x\" must hold one character";
  pl_term f = pl_mk2(pl_intern_str("type_error"), PL_MKATOM(PL_ATOM_NIL), t);
  pl_term ctx = pl_mk2(pl_intern_str("context"),
                       pl_mk2(PL_ATOM_COLON, pl_atom_str("system"),
                              pl_mk2(PL_ATOM_SLASH, pl_make_atom_text(cur_pred, strlen(cur_pred)),
                                     PL_MKINT(2))),
                       pl_make_atom_text(msg, sizeof msg - 1));
  return pl_raise(pl_error_term(f, ctx));
}

int pl_eval_num(pl_term t, struct pl_num *r) {
  t = pl_deref(t);
  switch (PL_TAG(t)) {
  case PL_TAG_INT:
    r->is_float = 0;
    r->i = PL_INTVAL(t);
    return PL_TRUE;
  case PL_TAG_FLT:
    r->is_float = 1;
    r->f = pl_float_value(t);
    return PL_TRUE;
  case PL_TAG_REF:
    return pl_err_inst(cur_pred, 2);
  case PL_TAG_ATOM:
    if (t == PL_MKATOM(PL_ATOM_NIL))
      return not_evaluable(t); /* type_error(evaluable, []) */
    return pl_eval_const(PL_ATOMNO(t), r) ? PL_TRUE
                                          : not_evaluable_functor(PL_ATOMNO(t), 0);
  case PL_TAG_STRG:
  case PL_TAG_LST:
    return eval_text(t, r);
  default:
    break;
  }
  pl_term f = pl_functor_of(t);
  uint32_t name = PL_FUNCTOR_ATOM(f), n = PL_FUNCTOR_ARITY(f);
  if (n > 2 || !pl_evaluable(name, n))
    return not_evaluable_functor(name, n);
  /* swipl evaluates the arguments right to left: of two failing ones, the
   * second's error is the one raised. */
  struct pl_num x, y;
  int rc;
  if (n == 2 && (rc = pl_eval_num(pl_arg(t, 2), &y)) != PL_TRUE)
    return rc;
  if ((rc = pl_eval_num(pl_arg(t, 1), &x)) != PL_TRUE)
    return rc;
  return n == 1 ? pl_eval_unary(name, &x, r) : pl_eval_binary(name, &x, &y, r);
}

pl_term pl_num_term(const struct pl_num *n) {
  return n->is_float ? pl_make_float(n->f) : PL_MKINT(n->i);
}

int pl_eval_in(pl_term t, pl_term *out, const char *pred) {
  cur_pred = pred;
  struct pl_num n;
  int rc = pl_eval_num(t, &n);
  if (rc == PL_TRUE)
    *out = pl_num_term(&n);
  return rc;
}

int pl_eval(pl_term t, pl_term *out) { return pl_eval_in(t, out, "is"); }

int pl_bi_is(pl_term result, pl_term expr) {
  pl_term v;
  int rc = pl_eval(expr, &v);
  return rc == PL_TRUE ? pl_unify(result, v) : rc;
}

/* swipl compares an integer with a float as doubles. */
int pl_num_cmp(const struct pl_num *x, const struct pl_num *y) {
  if (!x->is_float && !y->is_float)
    return x->i < y->i ? -1 : x->i > y->i;
  double a = x->is_float ? x->f : (double)x->i;
  double b = y->is_float ? y->f : (double)y->i;
  if (a != a || b != b)
    return 2; /* unordered: every comparison but =\= fails */
  return a < b ? -1 : a > b;
}

static int compare_with(pl_term a, pl_term b, const char *pred, int *c) {
  struct pl_num x, y;
  cur_pred = pred;
  int rc = pl_eval_num(a, &x);
  if (rc == PL_TRUE)
    rc = pl_eval_num(b, &y);
  if (rc == PL_TRUE)
    *c = pl_num_cmp(&x, &y);
  return rc;
}

#define ARITH_COMPARE(fn, op, test)                                            \
  int fn(pl_term a, pl_term b) {                                               \
    int c, rc = compare_with(a, b, op, &c);                                    \
    return rc != PL_TRUE ? rc : (test);                                        \
  }
ARITH_COMPARE(pl_bi_num_eq, "=:=", c == 0)
ARITH_COMPARE(pl_bi_num_ne, "=\\=", c != 0)
ARITH_COMPARE(pl_bi_num_lt, "<", c == -1)
ARITH_COMPARE(pl_bi_num_gt, ">", c == 1)
ARITH_COMPARE(pl_bi_num_le, "=<", c == -1 || c == 0)
ARITH_COMPARE(pl_bi_num_ge, ">=", c == 1 || c == 0)

/* 0-ary evaluables. */
int pl_eval_const(uint32_t atom, struct pl_num *r) {
  const char *s = pl_atom_name(atom);
  r->is_float = 1;
  if (!strcmp(s, "pi"))
    r->f = M_PI;
  else if (!strcmp(s, "e"))
    r->f = M_E;
  else if (!strcmp(s, "inf") || !strcmp(s, "infinite"))
    r->f = INFINITY;
  else if (!strcmp(s, "nan"))
    r->f = NAN;
  else if (!strcmp(s, "epsilon"))
    r->f = 2.220446049250313e-16;
  else if (!strcmp(s, "cputime"))
    r->f = (double)clock() / CLOCKS_PER_SEC;
  else if (!strcmp(s, "random_float"))
    r->f = (rand() + 1.0) / (RAND_MAX + 2.0);
  else
    return 0;
  return 1;
}
