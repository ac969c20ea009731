/*===- sml_runtime.c - sml-mini: the run-time system ----------------------===*
 *
 * main(), exceptions (handler frames + longjmp), strings and arrays
 * (allocated by sml_gc.c), structural equality and the errors a program
 * can hit at run time. Nothing here calls back into SML code, which is why the compiler
 * marks these functions `nocallback` (no caller reset after them).
 *===----------------------------------------------------------------------===*/
#include "sml_runtime.h"

#include "sml_gc.h"
#include <gc.h>
#include <math.h>

#include "../../common/runtime_stack.h"
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

struct sml_frame *sml_handler;

/* Built-in exceptions without arguments (ids in sml_runtime.h). */
struct sml_static_exn {
  uint64_t header;
  const char *name;
};
#define EXN(name, id) \
  const struct sml_static_exn sml_exn_##name = {SML_HEADER(SML_EXN, 1, id), #name};
SML_BUILTIN_EXNS(EXN)

static value new_string(size_t len) {
  value *o = sml_alloc_atomic(8 + len + 1);
  o[0] = (value)SML_HEADER(SML_STRING, len, 0);
  ((char *)(o + 1))[len] = 0;
  return (value)(intptr_t)o;
}
static const char *str_bytes(value v) { return (const char *)(SML_FIELDS(v) + 1); }

/* ----------------------------------------------------------------- errors */
_Noreturn void sml_type_error(const char *msg) {
  fflush(stdout);
  fprintf(stderr, "%s\n", msg);
  exit(2);
}

static _Noreturn void type_error_at(const char *loc, const char *what) {
  fflush(stdout);
  fprintf(stderr, "%s: runtime type error: %s\n", loc ? loc : "sml", what);
  exit(2);
}

static int is_kind(value v, unsigned kind) {
  return SML_IS_PTR(v) && v != 0 && SML_KIND(SML_FIELDS(v)[0]) == kind;
}

static const char *last_raise_loc;

static void print_value(FILE *f, value v, int depth);

_Noreturn void sml_raise(value exn, const char *loc) {
  if (!is_kind(exn, SML_EXN))
    type_error_at(loc, "raise expects an exception");
  if (loc)
    last_raise_loc = loc;
  struct sml_frame *h = sml_handler;
  if (!h) {
    fflush(stdout);
    value *o = SML_FIELDS(exn);
    fprintf(stderr, "%s: uncaught exception %s", last_raise_loc ? last_raise_loc : "sml",
            (const char *)(intptr_t)o[1]);
    if (SML_LEN(o[0]) == 2) {
      fputc(' ', stderr);
      print_value(stderr, o[2], 0);
    }
    fputc('\n', stderr);
    exit(1);
  }
  sml_handler = h->prev;
  h->exn = exn;
  _longjmp(h->jb, 1);
}

static _Noreturn void raise_builtin(const struct sml_static_exn *e, const char *loc) {
  sml_raise((value)(intptr_t)e, loc);
}

/* ---------------------------------------------------------------- strings */
static void check_string(value v, const char *loc, const char *what) {
  if (!is_kind(v, SML_STRING))
    type_error_at(loc, what);
}

value sml_print(value s, const char *loc) {
  check_string(s, loc, "print expects a string");
  fwrite(str_bytes(s), 1, SML_LEN(SML_FIELDS(s)[0]), stdout);
  return SML_UNIT;
}

value sml_concat(value a, value b, const char *loc) {
  check_string(a, loc, "'^' expects strings");
  check_string(b, loc, "'^' expects strings");
  size_t la = SML_LEN(SML_FIELDS(a)[0]), lb = SML_LEN(SML_FIELDS(b)[0]);
  value r = new_string(la + lb);
  char *d = (char *)(SML_FIELDS(r) + 1);
  memcpy(d, str_bytes(a), la);
  memcpy(d + la, str_bytes(b), lb);
  return r;
}

value sml_size(value s, const char *loc) {
  check_string(s, loc, "size expects a string");
  return SML_INT(SML_LEN(SML_FIELDS(s)[0]));
}

/* String.str: the one-character string of a char (its code, an int). */
value sml_str(value c) {
  value r = new_string(1);
  *(char *)(SML_FIELDS(r) + 1) = (char)SML_UNTAG(c);
  return r;
}

/* String.sub (s, i): the char at i, or Subscript. */
value sml_string_sub(value s, value i, const char *loc) {
  check_string(s, loc, "String.sub expects a string");
  int64_t n = SML_UNTAG(i);
  if (n < 0 || (uint64_t)n >= SML_LEN(SML_FIELDS(s)[0]))
    raise_builtin(&sml_exn_Subscript, loc);
  return SML_INT((unsigned char)str_bytes(s)[n]);
}

/* ------------------------------------------------------------------ reals */
/* A real is a boxed double (SML_REAL); compiled code boxes and unboxes. */
static double real_of(value v) {
  double d;
  memcpy(&d, SML_FIELDS(v) + 1, sizeof d);
  return d;
}

/* floor, ceil, trunc, round (to even): Domain for a NaN, Overflow outside
 * the 63-bit ints. */
value sml_real_to_int(value x, value mode, const char *loc) {
  double d = real_of(x), r;
  switch (SML_UNTAG(mode)) {
  case SML_FLOOR: r = floor(d); break;
  case SML_CEIL: r = ceil(d); break;
  case SML_TRUNC: r = trunc(d); break;
  default: r = nearbyint(d); break; /* the default rounding mode: to even */
  }
  if (isnan(r))
    raise_builtin(&sml_exn_Domain, loc);
  if (!(r >= -0x1p62 && r < 0x1p62))
    raise_builtin(&sml_exn_Overflow, loc);
  return SML_INT((int64_t)r);
}

/* C's %e/%g exponent "e+05" / "e-07" as SML's "E5" / "E~7"; '-' as '~'. */
static size_t sml_number_syntax(const char *c, char *out) {
  size_t n = 0;
  for (; *c; ++c) {
    if (*c == '-') {
      out[n++] = '~';
    } else if (*c == 'e') {
      out[n++] = 'E';
      if (c[1] == '-' || c[1] == '+')
        if (*++c == '-')
          out[n++] = '~';
      while (c[1] == '0' && c[2]) /* leading zeros of the exponent */
        ++c;
    } else {
      out[n++] = *c;
    }
  }
  out[n] = 0;
  return n;
}

/* Real.fmt (SCI d | FIX d | GEN d) x, as Poly/ML prints it; code = mode +
 * 4 * digits (basis.sml checks the digits). Real.toString is GEN 12. */
value sml_real_fmt(value x, value code) {
  double d = real_of(x);
  int64_t c = SML_UNTAG(code), mode = c % 4, digits = c / 4;
  const char *special = isnan(d) ? "nan" : isinf(d) ? (d < 0 ? "~inf" : "inf") : NULL;
  char fmt[8];
  snprintf(fmt, sizeof fmt, "%%.*%c", mode == SML_FMT_SCI ? 'e' : mode == SML_FMT_FIX ? 'f' : 'g');
  int len = special ? (int)strlen(special) : snprintf(NULL, 0, fmt, (int)digits, d);
  char *c_text = malloc((size_t)len + 1), *text = malloc((size_t)len + 3);
  if (!c_text || !text) {
    fputs("sml: out of memory\n", stderr);
    exit(2);
  }
  size_t n;
  if (special) {
    n = (size_t)snprintf(text, (size_t)len + 3, "%s", special);
  } else {
    snprintf(c_text, (size_t)len + 1, fmt, (int)digits, d);
    n = sml_number_syntax(c_text, text);
    if (mode == SML_FMT_GEN && !strpbrk(text, ".E")) { /* 100 -> 100.0 */
      memcpy(text + n, ".0", 3);
      n += 2;
    }
  }
  value r = new_string(n);
  memcpy((char *)(SML_FIELDS(r) + 1), text, n);
  free(c_text);
  free(text);
  return r;
}

/* ---------------------------------------------------- arrays and vectors */
/* An array is an SML_REF object of n fields (equal only to itself, as a
 * ref), a vector an SML_TUPLE of n fields (equal by contents). */
value sml_array_make(value n, value x, const char *loc) {
  int64_t len = SML_UNTAG(n);
  if (len < 0 || len > 0xffffffffLL)
    raise_builtin(&sml_exn_Size, loc);
  value *a = sml_alloc(len + 1);
  a[0] = (value)SML_HEADER(SML_REF, len, 0);
  for (int64_t i = 0; i < len; ++i)
    a[1 + i] = x;
  return (value)(intptr_t)a;
}

value sml_array_from_list(value l, value kind) {
  int64_t len = 0;
  for (value p = l; SML_IS_PTR(p); p = SML_FIELDS(p)[2])
    ++len;
  value *a = sml_alloc(len + 1);
  a[0] = (value)SML_HEADER(SML_UNTAG(kind), len, 0);
  int64_t i = 0;
  for (value p = l; SML_IS_PTR(p); p = SML_FIELDS(p)[2])
    a[1 + i++] = SML_FIELDS(p)[1];
  return (value)(intptr_t)a;
}

value sml_array_length(value a) { return SML_INT(SML_LEN(SML_FIELDS(a)[0])); }

static value *array_slot(value a, value i, const char *loc) {
  int64_t k = SML_UNTAG(i);
  if (k < 0 || (uint64_t)k >= SML_LEN(SML_FIELDS(a)[0]))
    raise_builtin(&sml_exn_Subscript, loc);
  return &SML_FIELDS(a)[1 + k];
}

value sml_array_sub(value a, value i, const char *loc) { return *array_slot(a, i, loc); }

value sml_array_update(value a, value i, value x, const char *loc) {
  sml_write(array_slot(a, i, loc), x);
  return SML_UNIT;
}

value sml_int_to_string(value n) {
  char buf[32];
  int64_t i = SML_UNTAG(n);
  int len = i < 0 ? snprintf(buf, sizeof buf, "~%lld", -(long long)i)
                  : snprintf(buf, sizeof buf, "%lld", (long long)i);
  value r = new_string((size_t)len);
  memcpy((char *)(SML_FIELDS(r) + 1), buf, (size_t)len);
  return r;
}

/* ------------------------------------------------------ equality, order */
/* Structural equality (SML's `=`). Iterates on the last field so that long
 * lists do not recurse. */
value sml_equal(value a, value b, const char *loc) {
  for (;;) {
    if (a == b)
      return 1;
    if (!SML_IS_PTR(a) || !SML_IS_PTR(b))
      return 0;
    value *x = SML_FIELDS(a), *y = SML_FIELDS(b);
    unsigned k = SML_KIND(x[0]);
    if (k == SML_CLOSURE || k == SML_PAP || SML_KIND(y[0]) == SML_CLOSURE ||
        SML_KIND(y[0]) == SML_PAP)
      type_error_at(loc, "'=' cannot compare functions");
    if (x[0] != y[0])
      return 0;
    switch (k) {
    case SML_STRING:
      return memcmp(x + 1, y + 1, SML_LEN(x[0])) == 0;
    case SML_REF:
      return 0; /* refs are equal only if they are the same ref */
    case SML_EXN:
      type_error_at(loc, "'=' cannot compare exceptions");
    default: {
      uint64_t n = SML_LEN(x[0]);
      for (uint64_t i = 1; i < n; ++i)
        if (!sml_equal(x[i], y[i], loc))
          return 0;
      a = x[n];
      b = y[n];
    }
    }
  }
}

/* <, >, <=, >= on strings (ints are compared inline). */
value sml_compare(value a, value b, const char *loc) {
  if (is_kind(a, SML_STRING) && is_kind(b, SML_STRING)) {
    size_t la = SML_LEN(SML_FIELDS(a)[0]), lb = SML_LEN(SML_FIELDS(b)[0]);
    int c = memcmp(str_bytes(a), str_bytes(b), la < lb ? la : lb);
    if (c == 0)
      c = la < lb ? -1 : la > lb;
    return c < 0 ? -1 : c > 0;
  }
  type_error_at(loc, "comparison expects two ints or two strings");
  return 0;
}

/* ---------------------------------------------------- partial application */
value sml_pap_extend(value pap, value x) {
  value *p = SML_FIELDS(pap);
  int64_t n = p[2];
  value *q = sml_alloc(n + 4);
  q[0] = (value)SML_HEADER(SML_PAP, n + 3, 0);
  q[1] = p[1];
  q[2] = n + 1;
  for (int64_t i = 0; i < n; ++i)
    q[3 + i] = p[3 + i];
  q[3 + n] = x;
  return (value)(intptr_t)q;
}

/* ------------------------------------------------------------ diagnostics */
static void print_value(FILE *f, value v, int depth) {
  if (depth > 3) {
    fputs("...", f);
    return;
  }
  if (SML_IS_INT(v)) {
    long long i = SML_UNTAG(v);
    fprintf(f, i < 0 ? "~%lld" : "%lld", i < 0 ? -i : i);
  } else if (is_kind(v, SML_STRING)) {
    fprintf(f, "\"%s\"", str_bytes(v));
  } else if (is_kind(v, SML_REAL)) { /* as Real.toString prints it */
    value s = sml_real_fmt(v, SML_INT(SML_FMT_GEN + 4 * 12));
    fputs(str_bytes(s), f);
  } else if (is_kind(v, SML_TUPLE)) {
    value *o = SML_FIELDS(v);
    fputc('(', f);
    for (uint64_t i = 1; i <= SML_LEN(o[0]); ++i) {
      if (i > 1)
        fputs(", ", f);
      print_value(f, o[i], depth + 1);
    }
    fputc(')', f);
  } else {
    fputs("-", f);
  }
}

/* ------------------------------------------------------------------- main */

extern value (*const sml_entry)(void);

int main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  /* Deep non-tail recursion (map over a long list) needs a big stack, as
   * Poly/ML and SML/NJ give it; overflowing it is reported, not a crash. */
  fe_setup_stack("sml: stack overflow (recursion too deep; tail calls run in constant stack)\n");

  GC_INIT();
  GC_expand_hp(FE_INITIAL_HEAP_BYTES);
  sml_gc_init(__builtin_frame_address(0));
  sml_entry();
  fflush(stdout);
  if (getenv("SML_GC_STATS"))
    fe_gc_report(stderr);
  return 0;
}
