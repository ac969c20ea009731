/*===- pl_arith.h - prolog-mini: the evaluator's internals -----------------===*/
#ifndef PL_ARITH_H
#define PL_ARITH_H

#include "pl_rt.h"

/* An evaluated number, unboxed. */
struct pl_num {
  int is_float;
  int64_t i;
  double f;
};

/* Returned by the function tables for a name/arity that is not evaluable. */
enum { PL_NOT_EVALUABLE = -2 };

int pl_eval_num(pl_term t, struct pl_num *r);
pl_term pl_num_term(const struct pl_num *n);
int pl_eval_const(uint32_t atom, struct pl_num *r); /* 1 if known */
int pl_evaluable(uint32_t name, unsigned arity); /* 1 or 2 args */
int pl_eval_unary(uint32_t name, const struct pl_num *x, struct pl_num *r);
int pl_eval_binary(uint32_t name, const struct pl_num *x,
                   const struct pl_num *y, struct pl_num *r);
/* Results, checked: an int outside 61 bits raises int_overflow; a NaN float
 * raises undefined, an infinite one float_overflow. */
int pl_num_int_result(__int128 v, struct pl_num *r);
int pl_num_float_result(double d, struct pl_num *r);
int pl_num_need_int(const struct pl_num *x, const char *func, int arity);
int pl_err_eval_in(const char *what, const char *pred);
/* -1, 0, 1, or 2 when unordered (NaN). */
int pl_num_cmp(const struct pl_num *x, const struct pl_num *y);

#endif
