/*===- arith_ops.c - prolog-mini: the evaluable functions ------------------===*
 *
 * One function per evaluable, found by name through a table interned on
 * first use (an array indexed by atom number, so dispatch is one load).
 * Semantics and errors as swipl 9.0.4: see arith.c's header.
 *===----------------------------------------------------------------------===*/
#include "pl_arith.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef int (*unary_fn)(const struct pl_num *, struct pl_num *);
typedef int (*binary_fn)(const struct pl_num *, const struct pl_num *,
                         struct pl_num *);

static double fv(const struct pl_num *x) { return x->is_float ? x->f : (double)x->i; }

static int zero_div(const char *func, int arity) {
  return pl_err_eval(("zero_divisor"), func, arity);
}

/*---- unary ---------------------------------------------------------------*/

static int u_neg(const struct pl_num *x, struct pl_num *r) {
  return x->is_float ? pl_num_float_result(-x->f, r)
                     : pl_num_int_result(-(__int128)x->i, r);
}
static int u_plus(const struct pl_num *x, struct pl_num *r) {
  *r = *x;
  return PL_TRUE;
}
static int u_abs(const struct pl_num *x, struct pl_num *r) {
  return x->is_float ? pl_num_float_result(fabs(x->f), r)
                     : pl_num_int_result(x->i < 0 ? -(__int128)x->i : x->i, r);
}
static int u_sign(const struct pl_num *x, struct pl_num *r) {
  if (x->is_float)
    return pl_num_float_result(x->f > 0 ? 1.0 : x->f < 0 ? -1.0 : 0.0, r);
  return pl_num_int_result(x->i > 0 ? 1 : x->i < 0 ? -1 : 0, r);
}
static int u_float(const struct pl_num *x, struct pl_num *r) {
  return pl_num_float_result(fv(x), r);
}

/* Float to integer conversions: swipl passes infinities and NaN through
 * unchanged (truncate(inf) is 1.0Inf). */
static int to_int(const struct pl_num *x, double (*f)(double), struct pl_num *r) {
  if (!x->is_float) {
    *r = *x;
    return PL_TRUE;
  }
  if (isinf(x->f) || isnan(x->f)) {
    *r = *x;
    return PL_TRUE;
  }
  double d = f(x->f);
  if (d < -1.2e18 || d > 1.2e18)
    return pl_num_int_result((__int128)1 << 62, r); /* int_overflow */
  return pl_num_int_result((__int128)d, r);
}
static int u_integer(const struct pl_num *x, struct pl_num *r) { return to_int(x, round, r); }
static int u_truncate(const struct pl_num *x, struct pl_num *r) { return to_int(x, trunc, r); }
static int u_round(const struct pl_num *x, struct pl_num *r) { return to_int(x, round, r); }
static int u_ceiling(const struct pl_num *x, struct pl_num *r) { return to_int(x, ceil, r); }
static int u_floor(const struct pl_num *x, struct pl_num *r) { return to_int(x, floor, r); }

static int u_fip(const struct pl_num *x, struct pl_num *r) {
  if (!x->is_float) {
    *r = *x;
    return PL_TRUE;
  }
  return pl_num_float_result(trunc(x->f), r);
}
static int u_ffp(const struct pl_num *x, struct pl_num *r) {
  if (!x->is_float)
    return pl_num_int_result(0, r);
  return pl_num_float_result(x->f - trunc(x->f), r);
}
static int u_bitnot(const struct pl_num *x, struct pl_num *r) {
  int rc = pl_num_need_int(x, "\\", 1);
  return rc != PL_TRUE ? rc : pl_num_int_result(~x->i, r);
}
static int u_msb(const struct pl_num *x, struct pl_num *r) {
  int rc = pl_num_need_int(x, "msb", 1);
  if (rc != PL_TRUE)
    return rc;
  if (x->i < 1)
    return pl_raise(pl_error_term(
        pl_mk2(pl_intern_str("domain_error"),
               pl_atom_str("not_less_than_one"), PL_MKINT(x->i)),
        pl_context("msb", 1, false)));
  return pl_num_int_result(63 - __builtin_clzll((uint64_t)x->i), r);
}
static int u_random(const struct pl_num *x, struct pl_num *r) {
  int rc = pl_num_need_int(x, "random", 1);
  if (rc != PL_TRUE)
    return rc;
  if (x->i < 1)
    return pl_err_domain("positive_integer", PL_MKINT(x->i), "random", 1);
  uint64_t v = ((uint64_t)rand() << 31) ^ (uint64_t)rand();
  return pl_num_int_result((int64_t)(v % (uint64_t)x->i), r);
}

#define FLOAT_FN(name, expr)                                                   \
  static int name(const struct pl_num *x, struct pl_num *r) {                  \
    double a = fv(x);                                                          \
    return pl_num_float_result(expr, r);                                       \
  }
FLOAT_FN(u_sqrt, sqrt(a))
FLOAT_FN(u_sin, sin(a))
FLOAT_FN(u_cos, cos(a))
FLOAT_FN(u_tan, tan(a))
FLOAT_FN(u_asin, asin(a))
FLOAT_FN(u_acos, acos(a))
FLOAT_FN(u_atan, atan(a))
FLOAT_FN(u_exp, exp(a))
FLOAT_FN(u_log, a == 0 ? -INFINITY : log(a))
FLOAT_FN(u_sinh, sinh(a))
FLOAT_FN(u_cosh, cosh(a))
FLOAT_FN(u_tanh, tanh(a))
FLOAT_FN(u_asinh, asinh(a))
FLOAT_FN(u_acosh, acosh(a))
FLOAT_FN(u_atanh, atanh(a))

static const struct {
  const char *name;
  unary_fn fn;
} unary_table[] = {
    {"-", u_neg},           {"+", u_plus},        {"abs", u_abs},
    {"sign", u_sign},       {"float", u_float},   {"integer", u_integer},
    {"truncate", u_truncate}, {"round", u_round}, {"ceiling", u_ceiling},
    {"floor", u_floor},     {"float_integer_part", u_fip},
    {"float_fractional_part", u_ffp}, {"\\", u_bitnot}, {"msb", u_msb},
    {"random", u_random},   {"sqrt", u_sqrt},     {"sin", u_sin},
    {"cos", u_cos},         {"tan", u_tan},       {"asin", u_asin},
    {"acos", u_acos},       {"atan", u_atan},     {"exp", u_exp},
    {"log", u_log},         {"sinh", u_sinh},     {"cosh", u_cosh},
    {"tanh", u_tanh},       {"asinh", u_asinh},   {"acosh", u_acosh},
    {"atanh", u_atanh},
};

/*---- binary --------------------------------------------------------------*/

static int b_add(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  if (x->is_float || y->is_float)
    return pl_num_float_result(fv(x) + fv(y), r);
  return pl_num_int_result((__int128)x->i + y->i, r);
}
static int b_sub(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  if (x->is_float || y->is_float)
    return pl_num_float_result(fv(x) - fv(y), r);
  return pl_num_int_result((__int128)x->i - y->i, r);
}
static int b_mul(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  if (x->is_float || y->is_float)
    return pl_num_float_result(fv(x) * fv(y), r);
  return pl_num_int_result((__int128)x->i * y->i, r);
}
static int b_div(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  if (!x->is_float && !y->is_float) {
    if (y->i == 0)
      return zero_div("/", 2);
    if (x->i % y->i == 0)
      return pl_num_int_result(x->i / y->i, r);
  } else if (fv(y) == 0 && !isnan(fv(x)) && fv(x) != 0) {
    return zero_div("/", 2);
  }
  return pl_num_float_result(fv(x) / fv(y), r);
}

/* The integer-only operators: both ints, divisor nonzero where it matters. */
static int ints(const struct pl_num *x, const struct pl_num *y,
                const char *func, int need_nonzero) {
  int rc = pl_num_need_int(x, func, 2); /* swipl blames the first first */
  if (rc == PL_TRUE)
    rc = pl_num_need_int(y, func, 2);
  if (rc == PL_TRUE && need_nonzero && y->i == 0)
    rc = zero_div(func, 2);
  return rc;
}
static int b_intdiv(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  int rc = ints(x, y, "//", 1);
  return rc != PL_TRUE ? rc : pl_num_int_result((__int128)x->i / y->i, r);
}
static int b_rem(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  int rc = ints(x, y, "rem", 1);
  return rc != PL_TRUE ? rc : pl_num_int_result(x->i % y->i, r);
}
static int b_mod(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  int rc = ints(x, y, "mod", 1);
  if (rc != PL_TRUE)
    return rc;
  int64_t m = x->i % y->i;
  if (m != 0 && ((m < 0) != (y->i < 0)))
    m += y->i;
  return pl_num_int_result(m, r);
}
static int b_floordiv(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  int rc = ints(x, y, "div", 1);
  if (rc != PL_TRUE)
    return rc;
  int64_t q = x->i / y->i;
  if ((x->i % y->i != 0) && ((x->i < 0) != (y->i < 0)))
    q--;
  return pl_num_int_result(q, r);
}
static int b_min(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  int c = pl_num_cmp(x, y);
  /* of equal values of both types, swipl answers the float */
  *r = c < 0 || (c == 0 && x->is_float) ? *x : *y;
  return PL_TRUE;
}
static int b_max(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  int c = pl_num_cmp(x, y);
  *r = c == 1 || (c == 0 && x->is_float) ? *x : *y;
  return PL_TRUE;
}
static int b_gcd(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  int rc = ints(x, y, "gcd", 0);
  if (rc != PL_TRUE)
    return rc;
  __int128 a = x->i < 0 ? -(__int128)x->i : x->i, b = y->i < 0 ? -(__int128)y->i : y->i;
  while (b) {
    __int128 t = a % b;
    a = b;
    b = t;
  }
  return pl_num_int_result(a, r);
}
static int b_shift(const struct pl_num *x, const struct pl_num *y,
                   struct pl_num *r, int left, const char *func) {
  int rc = ints(x, y, func, 0);
  if (rc != PL_TRUE)
    return rc;
  int64_t n = left ? y->i : -y->i;
  if (n <= 0)
    return pl_num_int_result(n <= -63 ? (x->i < 0 ? -1 : 0) : x->i >> -n, r);
  if (x->i == 0)
    return pl_num_int_result(0, r);
  if (n >= 62)
    return pl_num_int_result((__int128)1 << 62, r); /* int_overflow */
  /* a multiplication: shifting a negative value left is undefined in C */
  return pl_num_int_result((__int128)x->i * ((__int128)1 << n), r);
}
static int b_shl(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  return b_shift(x, y, r, 1, "<<");
}
static int b_shr(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  return b_shift(x, y, r, 0, ">>");
}
#define BIT_FN(name, func, op)                                                 \
  static int name(const struct pl_num *x, const struct pl_num *y,              \
                  struct pl_num *r) {                                          \
    int rc = ints(x, y, func, 0);                                              \
    return rc != PL_TRUE ? rc : pl_num_int_result(x->i op y->i, r);            \
  }
BIT_FN(b_and, "/\\", &)
BIT_FN(b_or, "\\/", |)
BIT_FN(b_xor, "xor", ^)

/* Integer power by squaring, with the overflow check at each step. */
static int int_pow(int64_t base, int64_t exp, struct pl_num *r) {
  __int128 acc = 1, b = base;
  while (exp > 0) {
    if (exp & 1) {
      acc *= b;
      if (acc > PL_INT_MAX || acc < PL_INT_MIN)
        return pl_num_int_result(acc, r);
    }
    exp >>= 1;
    if (exp) {
      b *= b;
      if (b > PL_INT_MAX || b < PL_INT_MIN)
        return pl_num_int_result(b, r);
    }
  }
  return pl_num_int_result(acc, r);
}
static int b_pow(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  /* swipl's shortcuts, with integer results whatever the other argument's
   * type: X^0 and X^0.0 are 1, 1^Y is 1, 0^Y is 0 for Y > 0. */
  if (fv(y) == 0 || (!x->is_float && x->i == 1))
    return pl_num_int_result(1, r);
  if (!x->is_float && x->i == 0 && fv(y) > 0)
    return pl_num_int_result(0, r);
  if (!x->is_float && !y->is_float) {
    if (y->i >= 0)
      return int_pow(x->i, y->i, r);
    if (x->i == 1)
      return pl_num_int_result(1, r);
    if (x->i == -1)
      return pl_num_int_result(y->i % 2 ? -1 : 1, r);
    if (x->i == 0)
      return zero_div("**", 2);
  }
  if (fv(x) == 0 && fv(y) < 0)
    return zero_div("**", 2);
  return pl_num_float_result(pow(fv(x), fv(y)), r);
}
static int b_atan2(const struct pl_num *x, const struct pl_num *y, struct pl_num *r) {
  return pl_num_float_result(atan2(fv(x), fv(y)), r);
}

static const struct {
  const char *name;
  binary_fn fn;
} binary_table[] = {
    {"+", b_add},    {"-", b_sub},      {"*", b_mul},        {"/", b_div},
    {"//", b_intdiv}, {"rem", b_rem},   {"mod", b_mod},      {"div", b_floordiv},
    {"min", b_min},  {"max", b_max},    {"gcd", b_gcd},      {"<<", b_shl},
    {">>", b_shr},   {"/\\", b_and},    {"\\/", b_or},       {"xor", b_xor},
    {"**", b_pow},   {"^", b_pow},      {"atan", b_atan2},   {"atan2", b_atan2},
};

/*---- dispatch --------------------------------------------------------------*/

static unary_fn *unary_by_atom;
static binary_fn *binary_by_atom;
static uint32_t by_atom_size;

/* (Re)builds the arrays when atoms beyond them appear: the names are all
 * interned here, so any later atom is no evaluable. */
static void ensure_tables(void) {
  if (unary_by_atom)
    return;
  uint32_t idx[64][2];
  size_t nu = sizeof unary_table / sizeof *unary_table;
  size_t nb = sizeof binary_table / sizeof *binary_table;
  for (size_t i = 0; i < nu; i++)
    idx[i][0] = pl_intern(unary_table[i].name, strlen(unary_table[i].name));
  for (size_t i = 0; i < nb; i++)
    idx[i][1] = pl_intern(binary_table[i].name, strlen(binary_table[i].name));
  by_atom_size = pl_atom_count();
  unary_by_atom = calloc(by_atom_size, sizeof *unary_by_atom);
  binary_by_atom = calloc(by_atom_size, sizeof *binary_by_atom);
  if (!unary_by_atom || !binary_by_atom)
    abort();
  for (size_t i = 0; i < nu; i++)
    unary_by_atom[idx[i][0]] = unary_table[i].fn;
  for (size_t i = 0; i < nb; i++)
    binary_by_atom[idx[i][1]] = binary_table[i].fn;
}

int pl_eval_unary(uint32_t name, const struct pl_num *x, struct pl_num *r) {
  ensure_tables();
  if (name >= by_atom_size || !unary_by_atom[name])
    return PL_NOT_EVALUABLE;
  return unary_by_atom[name](x, r);
}

int pl_eval_binary(uint32_t name, const struct pl_num *x,
                   const struct pl_num *y, struct pl_num *r) {
  ensure_tables();
  if (name >= by_atom_size || !binary_by_atom[name])
    return PL_NOT_EVALUABLE;
  return binary_by_atom[name](x, y, r);
}

int pl_evaluable(uint32_t name, unsigned arity) {
  ensure_tables();
  if (name >= by_atom_size)
    return 0;
  return arity == 1 ? unary_by_atom[name] != NULL
                    : arity == 2 && binary_by_atom[name] != NULL;
}
