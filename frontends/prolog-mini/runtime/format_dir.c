/*===- format_dir.c - prolog-mini: format/2's argument directives ----------===*
 *
 * ~w ~p ~q ~a ~d ~D ~s ~e ~f ~g ~c ~r ~R ~i, and format/3's sinks. ~d and
 * ~e/~f/~g evaluate their argument (swipl: format("~d", [a]) raises
 * type_error(evaluable, a/0)); ~d then needs an integer.
 *===----------------------------------------------------------------------===*/
#include "pl_atoms.h"
#include "pl_format.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

int pl_fmt_arg_type_error(char d, pl_term arg) {
  char s[2] = {d, 0};
  return pl_raise(pl_error_term(
      pl_mk2(pl_intern_str("format_argument_type"), pl_make_atom_text(s, 1), arg),
      pl_context("format", 2, true)));
}

/* ~Nd: N digits after an inserted point; ~D: groups of three with ','. */
static void put_int(pl_stream *s, int64_t v, int64_t frac, int group) {
  char digits[32];
  int neg = v < 0;
  snprintf(digits, sizeof digits, "%" PRIu64, neg ? -(uint64_t)v : (uint64_t)v);
  size_t nd = strlen(digits), f = frac > 0 ? (size_t)frac : 0;
  char padded[64];
  if (nd <= f) { /* 0.05 for ~2d of 5 */
    memset(padded, '0', f + 1 - nd);
    memcpy(padded + f + 1 - nd, digits, nd + 1);
    nd = f + 1;
  } else {
    memcpy(padded, digits, nd + 1);
  }
  if (neg)
    pl_put_char(s, '-');
  size_t ip = nd - f; /* digits before the point */
  for (size_t i = 0; i < ip; i++) {
    if (group && i > 0 && (ip - i) % 3 == 0)
      pl_put_char(s, ',');
    pl_put_char(s, padded[i]);
  }
  if (f) {
    pl_put_char(s, '.');
    pl_put_bytes(s, padded + ip, f);
  }
}

static int dir_int(struct fmt *f, char d, int64_t num) {
  pl_term a, v;
  if (pl_fmt_next_arg(f, &a) != PL_TRUE || pl_eval_in(a, &v, "format") != PL_TRUE)
    return PL_RAISE;
  if (PL_TAG(v) != PL_TAG_INT)
    return pl_fmt_arg_type_error(d, pl_deref(a));
  put_int(pl_fmt_seg(f), PL_INTVAL(v), num, d == 'D');
  return PL_TRUE;
}

static int dir_float(struct fmt *f, char d, int64_t num) {
  pl_term a, v;
  if (pl_fmt_next_arg(f, &a) != PL_TRUE || pl_eval_in(a, &v, "format") != PL_TRUE)
    return PL_RAISE;
  double x = PL_TAG(v) == PL_TAG_INT ? (double)PL_INTVAL(v) : pl_float_value(v);
  char spec[8] = {'%', '.', '*', d, 0};
  char buf[512];
  snprintf(buf, sizeof buf, spec, (int)(num < 0 ? 6 : num > 300 ? 300 : num), x);
  pl_put_str(pl_fmt_seg(f), buf);
  return PL_TRUE;
}

static int dir_radix(struct fmt *f, char d, int64_t num) {
  pl_term a, v;
  if (pl_fmt_next_arg(f, &a) != PL_TRUE || pl_eval_in(a, &v, "format") != PL_TRUE)
    return PL_RAISE;
  if (PL_TAG(v) != PL_TAG_INT)
    return pl_fmt_arg_type_error(d, pl_deref(a));
  if (num < 0)
    num = 8; /* swipl's default radix */
  if (num < 2 || num > 36)
    return pl_fmt_error("radix expected");
  const char *digs = d == 'R' ? "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                              : "0123456789abcdefghijklmnopqrstuvwxyz";
  int64_t x = PL_INTVAL(v);
  uint64_t u = x < 0 ? -(uint64_t)x : (uint64_t)x;
  char buf[80];
  size_t k = sizeof buf;
  do {
    buf[--k] = digs[u % (uint64_t)num];
    u /= (uint64_t)num;
  } while (u);
  if (x < 0)
    buf[--k] = '-';
  pl_put_bytes(pl_fmt_seg(f), buf + k, sizeof buf - k);
  return PL_TRUE;
}

static int dir_text(struct fmt *f, char d) {
  pl_term a;
  if (pl_fmt_next_arg(f, &a) != PL_TRUE)
    return PL_RAISE;
  a = pl_deref(a);
  size_t n; /* an unbound argument: format_argument_type(a, _), as swipl */
  const char *p = pl_text_of(a, &n, d == 's');
  if (!p || (d == 'a' && a == PL_MKATOM(PL_ATOM_NIL))) /* swipl: [] is no atom */
    return pl_fmt_arg_type_error(d, a);
  pl_put_bytes(pl_fmt_seg(f), p, n);
  return PL_TRUE;
}

static int dir_char(struct fmt *f, int64_t num) {
  pl_term a;
  if (pl_fmt_next_arg(f, &a) != PL_TRUE)
    return PL_RAISE;
  a = pl_deref(a);
  if (PL_TAG(a) != PL_TAG_INT || PL_INTVAL(a) < 0 || PL_INTVAL(a) > 0x10FFFF)
    return pl_fmt_arg_type_error('c', a);
  for (int64_t k = 0; k < (num < 0 ? 1 : num); k++)
    pl_put_code(pl_fmt_seg(f), (uint32_t)PL_INTVAL(a));
  return PL_TRUE;
}

static int dir_term(struct fmt *f, int flags) {
  pl_term a;
  if (pl_fmt_next_arg(f, &a) != PL_TRUE)
    return PL_RAISE;
  pl_write_term_to(pl_fmt_seg(f), a, flags, 1200);
  return PL_TRUE;
}

int pl_fmt_directive(struct fmt *f, char d, int64_t num) {
  pl_term ignored;
  switch (d) {
  case 'w': return dir_term(f, PL_WNUMBERVARS);
  case 'p': return dir_term(f, PL_WQUOTED | PL_WNUMBERVARS | PL_WPRINT);
  case 'q': return dir_term(f, PL_WQUOTED | PL_WNUMBERVARS);
  case 'a':
  case 's': return dir_text(f, d);
  case 'd':
  case 'D': return dir_int(f, d, num);
  case 'e':
  case 'f':
  case 'g': return dir_float(f, d, num);
  case 'c': return dir_char(f, num);
  case 'r':
  case 'R': return dir_radix(f, d, num);
  case 'i': return pl_fmt_next_arg(f, &ignored);
  default: {
    char s[2] = {d, 0};
    return pl_raise(pl_error_term(
        pl_mk2(pl_intern_str("existence_error"),
               pl_atom_str("format_character"), pl_make_atom_text(s, 1)),
        pl_context("format", 2, false)));
  }
  }
}

/* format/3: a stream (user_output, user_error) or atom(A), string(S),
 * codes(C), chars(C). */
int pl_bi_format3(pl_term sink, pl_term format, pl_term args) {
  sink = pl_deref(sink);
  if (pl_is_var(sink))
    return pl_err_inst("format", 3);
  if (PL_TAG(sink) == PL_TAG_ATOM) {
    const char *s = pl_atom_name(PL_ATOMNO(sink));
    if (!strcmp(s, "user_output"))
      return pl_format_to(&pl_user_output, format, args);
    if (!strcmp(s, "user_error"))
      return pl_format_to(&pl_user_error, format, args);
    return pl_err_existence("stream", sink, "format", 3);
  }
  if (PL_TAG(sink) != PL_TAG_STR || PL_FUNCTOR_ARITY(pl_functor_of(sink)) != 1)
    return pl_err_domain("output_sink", sink, "format", 3);
  const char *kind = pl_atom_name(PL_FUNCTOR_ATOM(pl_functor_of(sink)));
  pl_stream m;
  pl_stream_init_mem(&m);
  int r = pl_format_to(&m, format, args);
  const char *text = m.buf ? m.buf : "";
  pl_term out = 0;
  if (!strcmp(kind, "atom"))
    out = pl_make_atom_text(text, m.len);
  else if (!strcmp(kind, "string"))
    out = pl_make_string(text, m.len);
  else if (!strcmp(kind, "codes") || !strcmp(kind, "chars"))
    out = pl_codes_of(text, m.len, kind[1] == 'h');
  else
    r = pl_err_domain("output_sink", sink, "format", 3);
  if (r == PL_TRUE)
    r = pl_unify(pl_arg(sink, 1), out);
  pl_stream_free(&m);
  return r;
}
