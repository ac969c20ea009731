/*===- lazy_numbers.c - lazy-mini: Integer, Double and their arithmetic ---===*
 *
 * Three numeric representations (lazy_runtime.h):
 *   INT     an int64; its info says Int (lazy_int_info: arithmetic wraps,
 *           as GHC's Int does) or Integer (lazy_integer_info)
 *   BIG     an Integer beyond int64: GMP limbs, [size, limb...], size
 *           signed as GMP's _mp_size (never a value that fits an int64)
 *   DOUBLE  an IEEE double
 * The compiled code adds, subtracts, multiplies, divides and compares two
 * INTs inline (an Integer result checked for overflow); everything else
 * comes here: an Integer that leaves int64, a BIG, a Double, or a literal
 * whose type the checker could not fix (in code polymorphic in its Num
 * type, a literal is an Int-tagged INT and takes the other operand's type).
 *===----------------------------------------------------------------------===*/
#include "lazy_runtime.h"

#include <gc.h>
#include <gmp.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const struct lz_info lazy_int_info;
_Noreturn void lazy_type_error(const char *loc, const char *what);
_Noreturn void lazy_pattern_fail(const char *loc, const char *what);
void *lazy_alloc(int64_t bytes);

const struct lz_info lazy_integer_info LZ_INFO_SECTION = {LZ_INT, 1, 1, 0, "Integer", 0};
static const struct lz_info big_info LZ_INFO_SECTION = {LZ_BIG, 0, 0, 0, "Integer", 0};
const struct lz_info lazy_double_info LZ_INFO_SECTION = {LZ_DOUBLE, 0, 1, 0, "Double", 0};

/* The static small Integers, as lazy_small_ints are the static small Ints. */
int64_t lazy_small_integers[LZ_SMALL_INT_COUNT * LZ_SMALL_INT_WORDS];

void lazy_init_numbers(void) {
  for (int i = 0; i < LZ_SMALL_INT_COUNT; ++i) {
    int64_t *o = &lazy_small_integers[LZ_SMALL_INT_WORDS * i];
    o[0] = (int64_t)(intptr_t)&lazy_integer_info;
    o[1] = 0;
    o[2] = LZ_SMALL_INT_MIN + i;
  }
}

static int64_t int_of(const lz_obj *o) { return *(const int64_t *)o->payload; }
static double double_of(const lz_obj *o) {
  double d;
  memcpy(&d, o->payload, sizeof d);
  return d;
}
static int is_integer(const lz_obj *o) { return o->info != &lazy_int_info; }

extern int64_t lazy_small_ints[];
/* An INT of \p info (an Int's or an Integer's): small ones are static. */
static lz_obj *box(int64_t n, const struct lz_info *info) {
  if (n >= LZ_SMALL_INT_MIN && n < LZ_SMALL_INT_MIN + LZ_SMALL_INT_COUNT) {
    int64_t *table = info == &lazy_int_info ? lazy_small_ints : lazy_small_integers;
    return (lz_obj *)&table[LZ_SMALL_INT_WORDS * (n - LZ_SMALL_INT_MIN)];
  }
  lz_obj *o = lazy_alloc(8 * 3);
  o->info = info;
  *(int64_t *)o->payload = n;
  return o;
}
static lz_obj *box_int(int64_t n) { return box(n, &lazy_int_info); }

lz_obj *lazy_box_double(double d) {
  lz_obj *o = lazy_alloc(8 * 3);
  o->info = &lazy_double_info;
  memcpy(o->payload, &d, sizeof d);
  return o;
}

/* ---------------------------------------------------------------- Integer */
/* A read-only mpz of an INT or BIG (mpz_clear it: an INT's is its own). */
static void to_mpz(mpz_t z, const lz_obj *o) {
  if (o->info->kind == LZ_BIG) {
    int64_t size = int_of(o);
    mpz_init(z);
    mpz_import(z, (size_t)(size < 0 ? -size : size), -1, sizeof(mp_limb_t), 0, 0,
               (const mp_limb_t *)&o->payload[1]);
    if (size < 0)
      mpz_neg(z, z);
  } else {
    mpz_init_set_si(z, int_of(o));
  }
}

/* An Integer: a small one if it fits an int64. */
static lz_obj *of_mpz(mpz_t z) {
  if (mpz_fits_slong_p(z))
    return box(mpz_get_si(z), &lazy_integer_info);
  size_t n = mpz_size(z);
  lz_obj *o = GC_malloc_atomic(8 * (3 + n));
  if (!o) {
    fputs("lazy: out of memory\n", stderr);
    exit(2);
  }
  o->info = &big_info;
  o->cc = 0;
  *(int64_t *)o->payload = mpz_sgn(z) < 0 ? -(int64_t)n : (int64_t)n;
  mpz_export(&o->payload[1], NULL, -1, sizeof(mp_limb_t), 0, 0, z);
  return o;
}

lz_obj *lazy_integer_of_string(const char *digits) {
  mpz_t z;
  mpz_init_set_str(z, digits, 0);
  lz_obj *r = of_mpz(z);
  mpz_clear(z);
  return r;
}

static double to_double(const lz_obj *o) {
  switch (o->info->kind) {
  case LZ_DOUBLE: return double_of(o);
  case LZ_BIG: {
    mpz_t z;
    to_mpz(z, o);
    double d = mpz_get_d(z);
    mpz_clear(z);
    return d;
  }
  default: return (double)int_of(o);
  }
}

static int is_number(const lz_obj *o) {
  return o->info->kind == LZ_INT || o->info->kind == LZ_BIG || o->info->kind == LZ_DOUBLE;
}

static void check_numbers(const lz_obj *a, const lz_obj *b, const char *loc) {
  if (!is_number(a) || (b && !is_number(b)))
    lazy_type_error(loc, "expected a number");
}

static lz_obj *double_arith(int64_t op, double x, double y, const char *loc) {
  switch (op) {
  case LZ_OP_ADD: return lazy_box_double(x + y);
  case LZ_OP_SUB: return lazy_box_double(x - y);
  case LZ_OP_MUL: return lazy_box_double(x * y);
  case LZ_OP_FDIV: return lazy_box_double(x / y);
  case LZ_OP_NEG: return lazy_box_double(-x);
  default: lazy_type_error(loc, "an integral operation ('div', 'mod', ...) on a Double");
  }
}

/* Int arithmetic wraps (GHC's Int), but minBound `div` (-1) and `quot`
 * raise GHC's exception; the compiled code sends those here. */
static lz_obj *int_arith(int64_t op, int64_t x, int64_t y, const char *loc) {
  uint64_t ux = (uint64_t)x, uy = (uint64_t)y;
  switch (op) {
  case LZ_OP_ADD: return box_int((int64_t)(ux + uy));
  case LZ_OP_SUB: return box_int((int64_t)(ux - uy));
  case LZ_OP_MUL: return box_int((int64_t)(ux * uy));
  case LZ_OP_NEG: return box_int((int64_t)(0 - ux));
  default: break;
  }
  if (y == -1 && x == INT64_MIN) {
    if (op == LZ_OP_MOD || op == LZ_OP_REM)
      return box_int(0);
    lazy_pattern_fail(loc, "arithmetic overflow"); /* GHC's exception */
  }
  int64_t q = x / y, r = x % y;
  int adjust = r != 0 && ((r ^ y) < 0);
  switch (op) {
  case LZ_OP_QUOT: return box_int(q);
  case LZ_OP_REM: return box_int(r);
  case LZ_OP_DIV: return box_int(q - adjust);
  default: return box_int(adjust ? r + y : r);
  }
}

lz_obj *lazy_arith(int64_t op, lz_obj *a, lz_obj *b, const char *loc) {
  check_numbers(a, op == LZ_OP_NEG ? NULL : b, loc);
  if (op == LZ_OP_NEG)
    b = a;
  if (op == LZ_OP_FDIV || a->info->kind == LZ_DOUBLE || b->info->kind == LZ_DOUBLE)
    return double_arith(op, to_double(a), to_double(b), loc);
  int divides = op == LZ_OP_DIV || op == LZ_OP_MOD || op == LZ_OP_QUOT || op == LZ_OP_REM;
  if (divides && b->info->kind == LZ_INT && int_of(b) == 0)
    lazy_pattern_fail(loc, "divide by zero");
  if (!is_integer(a) && !is_integer(b))
    return int_arith(op, int_of(a), int_of(b), loc);
  mpz_t x, y, r;
  to_mpz(x, a);
  to_mpz(y, b);
  mpz_init(r);
  switch (op) {
  case LZ_OP_ADD: mpz_add(r, x, y); break;
  case LZ_OP_SUB: mpz_sub(r, x, y); break;
  case LZ_OP_MUL: mpz_mul(r, x, y); break;
  case LZ_OP_NEG: mpz_neg(r, x); break;
  case LZ_OP_DIV: mpz_fdiv_q(r, x, y); break;
  case LZ_OP_MOD: mpz_fdiv_r(r, x, y); break;
  case LZ_OP_QUOT: mpz_tdiv_q(r, x, y); break;
  default: mpz_tdiv_r(r, x, y); break;
  }
  lz_obj *res = of_mpz(r);
  mpz_clear(x);
  mpz_clear(y);
  mpz_clear(r);
  return res;
}

/* ------------------------------------------------------------ conversion */
/* fromIntegral, toInteger, fromInteger, realToFrac at a known type
 * (LZ_NUM_*; LZ_NUM_ANY: unknown, the value is kept as it is). */
lz_obj *lazy_num_convert(int64_t target, lz_obj *x, const char *loc) {
  check_numbers(x, NULL, loc);
  switch (target) {
  case LZ_NUM_DOUBLE:
    return x->info->kind == LZ_DOUBLE ? x : lazy_box_double(to_double(x));
  case LZ_NUM_INT: /* an Integer beyond 64 bits wraps, as GHC's fromIntegral */
    if (x->info->kind == LZ_BIG) {
      mpz_t z;
      to_mpz(z, x);
      mpz_fdiv_r_2exp(z, z, 64);
      uint64_t low = mpz_get_ui(z); /* unsigned long is 64 bits here */
      mpz_clear(z);
      return box_int((int64_t)low);
    }
    return x->info == &lazy_int_info ? x : box_int(int_of(x));
  case LZ_NUM_INTEGER:
    return x->info->kind == LZ_INT && x->info == &lazy_int_info ? box(int_of(x), &lazy_integer_info)
                                                                : x;
  default:
    return x;
  }
}

/* truncate, round (half to even, as GHC), ceiling, floor (LZ_ROUND_*) of
 * a Double to an integral type (LZ_NUM_*); an integral value is itself. */
lz_obj *lazy_round(lz_obj *mode, lz_obj *x, int64_t target, const char *loc) {
  check_numbers(x, NULL, loc);
  lz_obj *r = x;
  if (x->info->kind == LZ_DOUBLE) {
    double d = double_of(x);
    switch (int_of(mode)) {
    case LZ_ROUND_TRUNCATE: d = trunc(d); break;
    case LZ_ROUND_ROUND: d = nearbyint(d); break;
    case LZ_ROUND_CEILING: d = ceil(d); break;
    default: d = floor(d); break;
    }
    if (!isfinite(d))
      return box_int(0);
    if (d >= -9.2e18 && d <= 9.2e18) {
      r = box((int64_t)d, target == LZ_NUM_INT ? &lazy_int_info : &lazy_integer_info);
    } else {
      mpz_t z;
      mpz_init_set_d(z, d);
      r = of_mpz(z);
      mpz_clear(z);
    }
  }
  return target == LZ_NUM_ANY ? r : lazy_num_convert(target, r, loc);
}

/* sqrt, exp, ... of a number (LZ_MATH_*), as a Double. */
lz_obj *lazy_math(lz_obj *op, lz_obj *x, lz_obj *y, const char *loc) {
  check_numbers(x, y, loc);
  double d = to_double(x);
  switch (int_of(op)) {
  case LZ_MATH_SQRT: return lazy_box_double(sqrt(d));
  case LZ_MATH_EXP: return lazy_box_double(exp(d));
  case LZ_MATH_LOG: return lazy_box_double(log(d));
  case LZ_MATH_SIN: return lazy_box_double(sin(d));
  case LZ_MATH_COS: return lazy_box_double(cos(d));
  case LZ_MATH_TAN: return lazy_box_double(tan(d));
  case LZ_MATH_ASIN: return lazy_box_double(asin(d));
  case LZ_MATH_ACOS: return lazy_box_double(acos(d));
  case LZ_MATH_ATAN: return lazy_box_double(atan(d));
  case LZ_MATH_POW: return lazy_box_double(pow(d, to_double(y)));
  case LZ_MATH_ATAN2: return lazy_box_double(atan2(d, to_double(y)));
  case LZ_MATH_IS_NAN: return box_int(isnan(d) != 0);
  case LZ_MATH_IS_INFINITE: return box_int(isinf(d) != 0);
  default: lazy_type_error(loc, "unknown math operation");
  }
}

/* ------------------------------------------------------ equality, order */
/* -1, 0, 1; 2: unordered (a NaN). */
int lazy_num_compare(const lz_obj *a, const lz_obj *b) {
  if (a->info->kind == LZ_DOUBLE || b->info->kind == LZ_DOUBLE) {
    double x = to_double(a), y = to_double(b);
    return x < y ? -1 : x > y ? 1 : x == y ? 0 : 2;
  }
  if (a->info->kind == LZ_INT && b->info->kind == LZ_INT) {
    int64_t x = int_of(a), y = int_of(b);
    return x < y ? -1 : x > y;
  }
  mpz_t x, y;
  to_mpz(x, a);
  to_mpz(y, b);
  int c = mpz_cmp(x, y);
  mpz_clear(x);
  mpz_clear(y);
  return c < 0 ? -1 : c > 0;
}

int lazy_is_number(const lz_obj *o) { return is_number(o); }

/* ------------------------------------------------------------------ show */
/* GHC's floatToDigits 10 x for a finite x > 0: the shortest digits ds that
 * read back as x, no trailing zeros (NUL-terminated, at most 17), and the
 * e with x = 0.ds * 10^e, returned. */
int lazy_double_digits(double x, char *ds) {
  char buf[40];
  for (int p = 0; p < 17; ++p) {
    snprintf(buf, sizeof buf, "%.*e", p, x);
    if (strtod(buf, NULL) == x)
      break;
  }
  /* buf: d[.ddd]e[+-]xx */
  size_t n = 0;
  const char *c = buf;
  for (; *c && *c != 'e'; ++c)
    if (*c != '.')
      ds[n++] = *c;
  while (n > 1 && ds[n - 1] == '0')
    --n;
  ds[n] = 0;
  return atoi(c + 1) + 1;
}

/* GHC's show for a Double (showFloat): the shortest digits that read back
 * as the same number; 0.1 <= |x| < 10^7 in positional notation with at
 * least one digit after the point, anything else as d.ddde<n>. */
static void format_double(double x, char *out, size_t cap) {
  if (isnan(x)) {
    snprintf(out, cap, "NaN");
    return;
  }
  if (isinf(x)) {
    snprintf(out, cap, x < 0 ? "-Infinity" : "Infinity");
    return;
  }
  const char *sign = signbit(x) ? "-" : "";
  x = fabs(x);
  if (x == 0) {
    snprintf(out, cap, "%s0.0", sign);
    return;
  }
  char ds[24];
  int e = lazy_double_digits(x, ds);
  size_t n = strlen(ds);
  if (e < 0 || e > 7) {
    snprintf(out, cap, "%s%c.%se%d", sign, ds[0], n > 1 ? ds + 1 : "0", e - 1);
  } else if (e == 0) {
    snprintf(out, cap, "%s0.%s", sign, ds);
  } else {
    char ip[16], fp[24];
    size_t k = 0;
    for (; k < (size_t)e; ++k)
      ip[k] = k < n ? ds[k] : '0';
    ip[k] = 0;
    snprintf(fp, sizeof fp, "%s", (size_t)e < n ? ds + e : "0");
    snprintf(out, cap, "%s%s.%s", sign, ip, fp);
  }
}

/* The digits of a number (shown as a Double if as_double), malloc'ed;
 * *negative tells whether showsPrec puts it in parentheses. */
char *lazy_format_number(const lz_obj *v, int as_double, int *negative) {
  char tmp[48];
  if (v->info->kind == LZ_DOUBLE || as_double) {
    double d = to_double(v);
    format_double(d, tmp, sizeof tmp);
    *negative = signbit(d) && !isnan(d);
    return strdup(tmp);
  }
  if (v->info->kind == LZ_BIG) {
    mpz_t z;
    to_mpz(z, v);
    char *s = mpz_get_str(NULL, 10, z);
    *negative = mpz_sgn(z) < 0;
    mpz_clear(z);
    return s;
  }
  snprintf(tmp, sizeof tmp, "%lld", (long long)int_of(v));
  *negative = int_of(v) < 0;
  return strdup(tmp);
}
