/*===- numtext.c - prolog-mini: numbers to text and back -------------------===*
 *
 * Floats are written as swipl 9 writes them: the shortest digits that read
 * back to the same double, in fixed notation when the decimal exponent is in
 * -4..14 and as d.ddde+XX / d.ddde-X otherwise, always with a fraction
 * (1.0, 1.0e+15, 1.0e-5); 1.0Inf, -1.0Inf and 1.5NaN for the specials.
 *===----------------------------------------------------------------------===*/
#include "pl_rt.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The shortest digit string of |d| that reads back (d finite, nonzero):
 * digits into out (no point), returns the decimal exponent of the first. */
static int shortest_digits(double d, char *out, size_t cap) {
  char buf[40];
  for (int prec = 0; prec <= 17; prec++) {
    snprintf(buf, sizeof buf, "%.*e", prec, d);
    if (strtod(buf, NULL) == d)
      break;
  }
  char *e = strchr(buf, 'e');
  int exp = atoi(e + 1);
  size_t n = 0;
  for (char *p = buf; p < e && n + 1 < cap; p++)
    if (*p >= '0' && *p <= '9')
      out[n++] = *p;
  while (n > 1 && out[n - 1] == '0')
    n--; /* %.*e may pad */
  out[n] = 0;
  return exp;
}

static void fixed_notation(char *buf, size_t cap, const char *sign,
                           const char *dig, int exp) {
  size_t nd = strlen(dig);
  char tmp[400];
  size_t k = 0;
  if (exp < 0) {
    k += (size_t)snprintf(tmp, sizeof tmp, "0.");
    for (int i = -1; i > exp; i--)
      tmp[k++] = '0';
    k += (size_t)snprintf(tmp + k, sizeof tmp - k, "%s", dig);
  } else {
    for (int i = 0; i <= exp; i++)
      tmp[k++] = (size_t)i < nd ? dig[i] : '0';
    tmp[k++] = '.';
    if ((size_t)exp + 1 < nd)
      k += (size_t)snprintf(tmp + k, sizeof tmp - k, "%s", dig + exp + 1);
    else
      tmp[k++] = '0';
    tmp[k] = 0;
  }
  snprintf(buf, cap, "%s%s", sign, tmp);
}

void pl_format_float(char *buf, size_t cap, double d) {
  if (isnan(d)) {
    snprintf(buf, cap, "1.5NaN");
    return;
  }
  const char *sign = signbit(d) ? "-" : "";
  if (isinf(d)) {
    snprintf(buf, cap, "%s1.0Inf", sign);
    return;
  }
  if (d == 0) {
    snprintf(buf, cap, "%s0.0", sign);
    return;
  }
  char dig[40];
  int exp = shortest_digits(fabs(d), dig, sizeof dig);
  if (exp < -4 || exp >= 15) {
    snprintf(buf, cap, "%s%c.%se%c%d", sign, dig[0], dig[1] ? dig + 1 : "0",
             exp < 0 ? '-' : '+', abs(exp));
    return;
  }
  fixed_notation(buf, cap, sign, dig, exp);
}

static int digit_value(int c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 10;
  return 99;
}

/* Digits in base `base` from p[i..n) exactly; false on none, overflow or
 * junk. (_ digit groups, as SWI's 1_000_000, are accepted.) */
static bool parse_radix(const char *p, size_t i, size_t n, int base, bool neg,
                        pl_term *out) {
  uint64_t v = 0, lim = neg ? (uint64_t)1 << 60 : ((uint64_t)1 << 60) - 1;
  if (i >= n)
    return false;
  for (; i < n; i++) {
    if (p[i] == '_' && i + 1 < n && digit_value(p[i + 1]) < base)
      continue;
    int dv = digit_value((unsigned char)p[i]);
    if (dv >= base || v > (lim - (uint64_t)dv) / (uint64_t)base)
      return false;
    v = v * (uint64_t)base + (uint64_t)dv;
  }
  *out = PL_MKINT(neg ? -(int64_t)v : (int64_t)v);
  return true;
}

static bool parse_float(const char *p, size_t n, bool neg, pl_term *out) {
  char buf[128];
  if (n >= sizeof buf)
    return false;
  memcpy(buf, p, n);
  buf[n] = 0;
  /* Prolog wants digits on both sides of the point: "1." or ".5" are not
   * numbers, and "inf"/"nan" are spelt 1.0Inf / 1.5NaN. */
  char *dot = strchr(buf, '.');
  char *e = strpbrk(buf, "eE");
  if (dot && !(dot > buf && dot[1] >= '0' && dot[1] <= '9'))
    return false;
  if (!dot && !e)
    return false;
  if (!strcmp(buf, "1.0Inf") || !strcmp(buf, "1.5NaN")) {
    *out = pl_make_float(buf[4] == 'I' ? (neg ? -INFINITY : INFINITY) : NAN);
    return true;
  }
  if (!(buf[0] >= '0' && buf[0] <= '9'))
    return false;
  char *end;
  errno = 0;
  double d = strtod(buf, &end);
  if (*end || errno == ERANGE)
    return false;
  *out = pl_make_float(neg ? -d : d);
  return true;
}

bool pl_parse_number(const char *p, size_t n, pl_term *out) {
  size_t i = 0;
  while (i < n && (p[i] == ' ' || p[i] == '\t' || p[i] == '\n'))
    i++; /* number_codes allows layout before the number */
  bool neg = false;
  if (i < n && (p[i] == '-' || p[i] == '+')) {
    neg = p[i] == '-';
    i++;
  }
  if (i >= n || !(p[i] >= '0' && p[i] <= '9'))
    return false;
  if (p[i] == '0' && i + 2 < n + 1 && i + 1 < n) {
    char k = p[i + 1];
    if (k == '\'' && i + 2 < n) {
      uint32_t c;
      size_t len = pl_utf8_decode(p + i + 2, n - i - 2, &c);
      if (i + 2 + len != n)
        return false;
      *out = PL_MKINT(neg ? -(int64_t)c : (int64_t)c);
      return true;
    }
    int base = k == 'x' ? 16 : k == 'o' ? 8 : k == 'b' ? 2 : 0;
    if (base)
      return parse_radix(p, i + 2, n, base, neg, out);
  }
  if (parse_radix(p, i, n, 10, neg, out))
    return true;
  return parse_float(p + i, n - i, neg, out);
}
