/*===- lazy_printf.c - lazy-mini: Text.Printf's printf --------------------===*
 *
 * printf fmt a1 .. an, formatted as GHC's base 4.15 does (Text.Printf):
 * %d %i %u %x %X %o %b for Int and Integer (and a Char's code), %e %f %g
 * (and upper case) for Double, by showEFloat, showFFloat and showGFloat -
 * the shortest digits that read back as the number, rounded half to even
 * on those digits, so `printf "%.2f" 2.675` prints 2.68 where C prints 2.67,
 * and a %f without a precision prints every digit (1/3: 0.3333333333333333);
 * %s and %c for String and Char; %v for any; flags - + space 0 #, a width
 * and a precision; %%. Errors are GHC's: "printf: bad formatting char 'q'",
 * "printf: argument list ended prematurely", "printf: formatting string
 * ended prematurely" (also for arguments left over).
 *
 * The type checker fixes each use's shape (Typecheck.cpp, printfShape):
 * the result, 'I' (IO ()) or 'S' (String), then one letter per argument:
 * i (Int, Integer), d (Double), c (Char), s (String), ? (a type variable:
 * the value decides). The compiled code calls lazy_printf(fmt, shape, loc,
 * a1, .., an) with the arguments unevaluated and makes the IO action.
 *===----------------------------------------------------------------------===*/
#include "lazy_runtime.h"

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

lz_obj *lazy_force(lz_obj *v);
char *lazy_string_dup(lz_obj *s, size_t *len, const char *what);
lz_obj *lazy_string_new(const char *p, size_t n);
_Noreturn void lazy_fail_plain(const char *msg);
char *lazy_format_number(const lz_obj *v, int as_double, int *negative);
int lazy_double_digits(double x, char *ds);
extern const struct lz_info lazy_int_info;

struct out {
  char *p;
  size_t n, cap;
};
static void put(struct out *o, const char *s, size_t n) {
  if (o->n + n + 1 > o->cap) {
    o->cap = (o->n + n + 1) * 2;
    o->p = realloc(o->p, o->cap);
    if (!o->p) {
      fputs("lazy: out of memory\n", stderr);
      exit(2);
    }
  }
  memcpy(o->p + o->n, s, n);
  o->n += n;
  o->p[o->n] = 0;
}
static void puts_(struct out *o, const char *s) { put(o, s, strlen(s)); }
static void putc_(struct out *o, char c, int times) {
  for (int i = 0; i < times; ++i)
    put(o, &c, 1);
}

/* The output so far of an IO printf: GHC writes it as it formats, so the
 * text before a bad conversion is printed before the error. */
static struct out *io_pending;

static _Noreturn void printf_error(const char *what) {
  if (io_pending && io_pending->n)
    fwrite(io_pending->p, 1, io_pending->n, stdout);
  char m[96];
  snprintf(m, sizeof m, "printf: %s", what);
  lazy_fail_plain(m);
}
static _Noreturn void bad_char(char c) {
  char m[48];
  snprintf(m, sizeof m, "bad formatting char '%c'", c);
  printf_error(m);
}

/* A conversion: %[flags][width][.precision]char. */
struct spec {
  int left, zero, plus, space, alt;
  int width;     /* -1: none */
  int precision; /* -1: none */
  char conv;
};

/* Text.Printf's adjust and adjustSigned: pre is the sign ("" or "-"),
 * str the rest; pads to the width. */
static void adjust(struct out *o, const struct spec *s, const char *pre, const char *str) {
  if (!*pre && s->plus)
    pre = "+";
  else if (!*pre && s->space)
    pre = " ";
  int natural = (int)(strlen(pre) + strlen(str));
  int fill = s->width > natural ? s->width - natural : 0;
  if (fill && s->left) {
    puts_(o, pre);
    puts_(o, str);
    putc_(o, ' ', fill);
  } else if (fill && s->zero) {
    puts_(o, pre);
    putc_(o, '0', fill);
    puts_(o, str);
  } else {
    putc_(o, ' ', fill);
    puts_(o, pre);
    puts_(o, str);
  }
}

/* ------------------------------------------------------------- integers */
/* An Int or Integer in decimal (digits, '-' first if negative); as_int: an
 * Int (or a Char's code), whose negative values %x shows in two's
 * complement. */
static void format_integral(struct out *o, const struct spec *s, const char *digits,
                            int as_int) {
  char conv = s->conv == 'v' ? 'd' : s->conv;
  int negative = digits[0] == '-';
  const char *mag = digits + (negative ? 1 : 0);
  char buf[80];
  if (conv == 'c') {
    buf[0] = (char)atoll(digits);
    buf[1] = 0;
    struct spec t = *s;
    t.plus = t.space = 0;
    adjust(o, &t, "", buf);
    return;
  }
  if (strchr("xXob", conv)) { /* unsigned: an Int's two's complement */
    if (strlen(digits) > 20 || (negative && !as_int))
      printf_error("bad argument");
    unsigned long long u = (unsigned long long)atoll(digits);
    int base = conv == 'o' ? 8 : conv == 'b' ? 2 : 16;
    char tmp[72];
    int k = 0;
    do {
      tmp[k++] = "0123456789abcdef"[u % base];
      u /= base;
    } while (u);
    for (int i = 0; i < k; ++i)
      buf[i] = conv == 'X' ? (char)toupper((unsigned char)tmp[k - 1 - i]) : tmp[k - 1 - i];
    buf[k] = 0;
    mag = buf;
    negative = 0;
  } else if (conv != 'd' && conv != 'i' && conv != 'u') {
    bad_char(s->conv);
  }
  /* integral_prec: at least `precision` digits; precision 0 prints 0 as "" */
  struct out body = {0, 0, 0};
  if (strchr("xXob", conv) && s->alt)
    puts_(&body, conv == 'o' ? "0" : conv == 'b' ? "0b" : conv == 'X' ? "0X" : "0x");
  int len = (int)strlen(mag);
  if (s->precision == 0 && strcmp(mag, "0") == 0)
    len = 0;
  else
    putc_(&body, '0', s->precision > len ? s->precision - len : 0);
  put(&body, mag, (size_t)len);
  put(&body, "", 0);
  adjust(o, s, negative ? "-" : "", body.p);
  free(body.p);
}

/* -------------------------------------------------------------- doubles */
/* Base's roundTo 10 d is: the first d digits of is, rounded half to even
 * on the digit sequence, into out; returns the carry (1: out is 1 then d
 * zeros-or-digits, d + 1 digits in all). */
static int round_to(int d, const int *is, int n, int *out) {
  int carry = 0;
  if (d < n) {
    int x = is[d], rest_zero = 1;
    for (int k = d + 1; k < n; ++k)
      rest_zero &= is[k] == 0;
    int even = d == 0 || is[d - 1] % 2 == 0;
    carry = x == 5 && even && rest_zero ? 0 : x >= 5;
  }
  for (int k = d - 1; k >= 0; --k) {
    int i = (k < n ? is[k] : 0) + carry;
    carry = i == 10;
    out[k + 1] = carry ? 0 : i;
  }
  out[0] = 1;
  if (!carry)
    memmove(out, out + 1, sizeof(int) * (size_t)d);
  return carry;
}

/* floatToDigits 10 x (x >= 0 finite): digits into is, returns e. */
static int float_digits(double x, int *is, int *n) {
  if (x == 0) {
    is[0] = 0;
    *n = 1;
    return 0;
  }
  char ds[24];
  int e = lazy_double_digits(x, ds);
  *n = (int)strlen(ds);
  for (int k = 0; k < *n; ++k)
    is[k] = ds[k] - '0';
  return e;
}

/* showFFloat p x, showEFloat p x (x >= 0, finite), p -1: Nothing. */
static void show_ffloat(struct out *o, double x, int p) {
  int is[400], n, r[800];
  int e = float_digits(x, is, &n);
  if (p < 0) {
    if (e <= 0) {
      puts_(o, "0.");
      putc_(o, '0', -e);
      for (int k = 0; k < n; ++k)
        putc_(o, (char)('0' + is[k]), 1);
    } else {
      for (int k = 0; k < e; ++k)
        putc_(o, k < n ? (char)('0' + is[k]) : '0', 1);
      put(o, ".", 1);
      if (e >= n)
        put(o, "0", 1);
      for (int k = e; k < n; ++k)
        putc_(o, (char)('0' + is[k]), 1);
    }
    return;
  }
  if (e >= 0) {
    int d = p + e, ei = round_to(d, is, n, r), total = d + ei;
    int split = e + ei;
    if (split == 0)
      put(o, "0", 1);
    for (int k = 0; k < split && k < total; ++k)
      putc_(o, (char)('0' + r[k]), 1);
    if (total > split) {
      put(o, ".", 1);
      for (int k = split; k < total; ++k)
        putc_(o, (char)('0' + r[k]), 1);
    }
  } else {
    int padded[800], m = 0;
    for (int k = 0; k < -e; ++k)
      padded[m++] = 0;
    for (int k = 0; k < n; ++k)
      padded[m++] = is[k];
    int ei = round_to(p, padded, m, r + 1), total;
    int *ds = r + 1;
    if (ei) {
      total = p + 1;
    } else {
      r[0] = 0;
      ds = r;
      total = p + 1;
    }
    putc_(o, (char)('0' + ds[0]), 1);
    if (total > 1) {
      put(o, ".", 1);
      for (int k = 1; k < total; ++k)
        putc_(o, (char)('0' + ds[k]), 1);
    }
  }
}

static void show_efloat(struct out *o, double x, int p) {
  int is[400], n, r[400];
  int e = float_digits(x, is, &n);
  char ex[16];
  if (p < 0) {
    putc_(o, (char)('0' + is[0]), 1);
    put(o, ".", 1);
    if (n == 1)
      put(o, "0", 1);
    for (int k = 1; k < n; ++k)
      putc_(o, (char)('0' + is[k]), 1);
    snprintf(ex, sizeof ex, "e%d", x == 0 ? 0 : e - 1);
    puts_(o, ex);
    return;
  }
  if (x == 0) {
    puts_(o, p <= 0 ? "0" : "0.");
    if (p > 0)
      putc_(o, '0', p);
    puts_(o, "e0");
    return;
  }
  int d = p <= 0 ? 1 : p + 1;
  int ei = round_to(d, is, n, r);
  /* with a carry, init is': the last digit goes */
  putc_(o, (char)('0' + r[0]), 1);
  if (p > 0) {
    put(o, ".", 1);
    for (int k = 1; k < d; ++k)
      putc_(o, (char)('0' + r[k]), 1);
  }
  snprintf(ex, sizeof ex, "e%d", e - 1 + ei);
  puts_(o, ex);
}

static void format_double(struct out *o, const struct spec *s, double x) {
  char conv = s->conv == 'v' ? 'g' : s->conv;
  char lower = (char)tolower((unsigned char)conv);
  if (lower != 'e' && lower != 'f' && lower != 'g')
    bad_char(s->conv);
  struct out body = {0, 0, 0};
  if (isnan(x)) {
    puts_(&body, "NaN");
  } else if (isinf(x)) {
    puts_(&body, "Infinity");
  } else {
    double a = fabs(x);
    int e = 0;
    if (lower == 'g' && a != 0) {
      char ds[24];
      e = lazy_double_digits(a, ds);
    }
    if (lower == 'e' || (lower == 'g' && a != 0 && (e < 0 || e > 7)))
      show_efloat(&body, a, s->precision);
    else
      show_ffloat(&body, a, s->precision);
  }
  put(&body, "", 0);
  if (isupper((unsigned char)conv))
    for (char *c = body.p; *c; ++c)
      *c = (char)toupper((unsigned char)*c);
  adjust(o, s, signbit(x) && !isnan(x) ? "-" : "", body.p);
  free(body.p);
}

/* ------------------------------------------------------ strings, chars */
static void format_string(struct out *o, const struct spec *s, lz_obj *v) {
  if (s->conv != 's' && s->conv != 'v')
    bad_char(s->conv);
  size_t len;
  char *str = lazy_string_dup(v, &len, "printf");
  if (s->precision >= 0 && (size_t)s->precision < len)
    str[s->precision] = 0;
  struct spec t = *s;
  t.plus = t.space = 0;
  adjust(o, &t, "", str);
  free(str);
}

static void format_char(struct out *o, const struct spec *s, lz_obj *v) {
  if (s->conv == 'c' || s->conv == 'v') {
    char str[2] = {(char)*(int64_t *)v->payload, 0};
    struct spec t = *s;
    t.plus = t.space = 0;
    adjust(o, &t, "", str);
    return;
  }
  /* formatChar: an integral conversion of its code */
  char code[24];
  snprintf(code, sizeof code, "%lld", (long long)*(int64_t *)v->payload);
  format_integral(o, s, code, 1);
}

/* One argument by its shape letter and, for '?', its value. */
static void format_arg(struct out *o, const struct spec *s, char shape, lz_obj *v) {
  v = lazy_force(v);
  int64_t kind = v->info->kind;
  if (shape == 'd' || (shape == '?' && kind == LZ_DOUBLE)) {
    double x;
    if (kind == LZ_DOUBLE) {
      memcpy(&x, v->payload, sizeof x);
    } else { /* a literal of code polymorphic in its Num type */
      char *d = lazy_format_number(v, 0, &(int){0});
      x = strtod(d, NULL);
      free(d);
    }
    format_double(o, s, x);
  } else if (shape == 'c' || (shape == '?' && kind == LZ_CHAR)) {
    format_char(o, s, v);
  } else if (shape == 'i' || (shape == '?' && (kind == LZ_INT || kind == LZ_BIG))) {
    char *d = lazy_format_number(v, 0, &(int){0});
    format_integral(o, s, d, v->info == &lazy_int_info);
    free(d);
  } else {
    format_string(o, s, v);
  }
}

/* Reads a conversion after its '%' at *f. */
static struct spec read_spec(const char **f) {
  struct spec s = {0, 0, 0, 0, 0, -1, -1, 0};
  for (;; ++*f) {
    char c = **f;
    if (c == '-') s.left = 1;
    else if (c == '0') s.zero = 1;
    else if (c == '+') s.plus = 1;
    else if (c == ' ') s.space = 1;
    else if (c == '#') s.alt = 1;
    else break;
  }
  if (s.left)
    s.zero = 0;
  if (isdigit((unsigned char)**f)) {
    s.width = 0;
    while (isdigit((unsigned char)**f))
      s.width = s.width * 10 + *(*f)++ - '0';
  }
  if (**f == '.') {
    ++*f;
    s.precision = 0;
    while (isdigit((unsigned char)**f))
      s.precision = s.precision * 10 + *(*f)++ - '0';
  }
  while (**f == 'h' || **f == 'l' || **f == 'L') /* hh h l ll L: accepted, ignored */
    ++*f;
  if (!**f)
    printf_error("formatting string ended prematurely");
  s.conv = *(*f)++;
  return s;
}

lz_obj *lazy_printf(lz_obj *fmt, const char *shape, const char *loc, ...) {
  (void)loc;
  size_t len;
  char *format = lazy_string_dup(fmt, &len, "printf");
  va_list ap;
  va_start(ap, loc);
  const char *arg = shape + 1; /* shape[0]: the result */
  struct out o = {0, 0, 0};
  put(&o, "", 0);
  io_pending = shape[0] == 'I' ? &o : NULL;
  for (const char *f = format; *f;) {
    if (*f != '%') {
      const char *next = strchr(f, '%');
      size_t n = next ? (size_t)(next - f) : strlen(f);
      put(&o, f, n);
      f += n;
      continue;
    }
    ++f;
    if (*f == '%') {
      put(&o, "%", 1);
      ++f;
      continue;
    }
    struct spec s = read_spec(&f);
    if (!*arg)
      printf_error("argument list ended prematurely");
    format_arg(&o, &s, *arg++, va_arg(ap, lz_obj *));
  }
  va_end(ap);
  free(format);
  if (*arg)
    printf_error("formatting string ended prematurely");
  io_pending = NULL;
  lz_obj *r = lazy_string_new(o.p, o.n);
  free(o.p);
  return r;
}
