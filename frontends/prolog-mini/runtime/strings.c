/*===- strings.c - prolog-mini: strings and concatenation ------------------===*
 *
 * atom_string/2, number_string/2, atom_concat/3 (deterministic modes),
 * string_concat/3, string_chars/2, string_codes/2, string_to_atom/2,
 * string_length/2, term_to_atom/2 (writing), atomic_list_concat/2,3 (and
 * the split mode of /3), split_string/4; errors as swipl 9.0.4.
 *===----------------------------------------------------------------------===*/
#include "pl_atoms.h"

#include <string.h>

static pl_term text_term(const char *p, size_t n, bool string) {
  return string ? pl_make_string(p, n) : pl_make_atom_text(p, n);
}

/* X_string/2 and friends: convert from the first argument when bound, else
 * from the second (as text or a code/char list). */
static int convert(pl_term from, pl_term to, bool to_string, bool from_string,
                   const char *pred) {
  from = pl_deref(from);
  size_t n;
  if (!pl_is_var(from)) {
    const char *p = pl_text_of(from, &n, true);
    if (!p)
      return pl_err_type(from_string ? "string" : "atomic", from, pred, 2);
    return pl_unify(to, text_term(p, n, to_string));
  }
  to = pl_deref(to);
  if (pl_is_var(to))
    return pl_err_inst(pred, 2);
  const char *p = pl_text_of(to, &n, true);
  if (!p)
    return pl_err_type("string", to, pred, 2);
  return pl_unify(from, text_term(p, n, !to_string));
}

int pl_bi_atom_string(pl_term a, pl_term s) { return convert(a, s, true, false, "atom_string"); }
int pl_bi_string_to_atom(pl_term s, pl_term a) {
  return convert(s, a, false, true, "string_to_atom");
}

int pl_bi_number_string(pl_term num, pl_term s) {
  s = pl_deref(s);
  size_t n;
  if (!pl_is_var(s)) {
    const char *p = pl_text_of(s, &n, true);
    if (!p)
      return pl_err_type("string", s, "number_string", 2);
    while (n && (p[n - 1] == ' ' || p[n - 1] == '\n' || p[n - 1] == '\t'))
      n--; /* swipl allows layout around the number */
    pl_term v;
    if (!pl_parse_number(p, n, &v))
      return pl_raise(pl_error_term(
          pl_mk1(pl_intern_str("syntax_error"), pl_atom_str("illegal_number")),
          pl_context("number_string", 2, false)));
    return pl_unify(num, v);
  }
  num = pl_deref(num);
  if (pl_is_var(num))
    return pl_err_inst("number_string", 2);
  if (PL_TAG(num) != PL_TAG_INT && PL_TAG(num) != PL_TAG_FLT)
    return pl_err_type("number", num, "number_string", 2);
  const char *p = pl_text_of(num, &n, false);
  return pl_unify(s, pl_make_string(p, n));
}

static int to_list(pl_term s, pl_term l, bool chars, const char *pred) {
  s = pl_deref(s);
  size_t n;
  if (!pl_is_var(s)) {
    const char *p = pl_text_of(s, &n, false);
    if (!p)
      return pl_err_type("string", s, pred, 2);
    return pl_unify(l, pl_codes_of(p, n, chars));
  }
  const char *p = pl_text_of(l, &n, true);
  if (!p)
    return pl_text_list_error(l, pred, 2);
  return pl_unify(s, pl_make_string(p, n));
}

int pl_bi_string_chars(pl_term s, pl_term l) { return to_list(s, l, true, "string_chars"); }
int pl_bi_string_codes(pl_term s, pl_term l) { return to_list(s, l, false, "string_codes"); }

int pl_bi_string_length(pl_term s, pl_term len) {
  size_t n;
  const char *p = pl_need_text(s, &n, "string", "string_length", 2);
  if (!p)
    return PL_RAISE;
  return pl_unify(len, PL_MKINT((int64_t)pl_utf8_length(p, n)));
}

/* Concatenation in modes (+,+,?), (+,-,+), (-,+,+); (-,-,+) is left to the
 * caller (PL_NONDET_MODE). */
static int concat(pl_term a, pl_term b, pl_term c, bool string, const char *pred) {
  a = pl_deref(a);
  b = pl_deref(b);
  size_t na, nb, nc;
  if (!pl_is_var(a) && !pl_is_var(b)) {
    const char *pa = pl_need_text(a, &na, "atomic", pred, 3);
    const char *pb = pa ? pl_need_text(b, &nb, "atomic", pred, 3) : NULL;
    if (!pb)
      return PL_RAISE;
    pl_stream m;
    pl_stream_init_mem(&m);
    pl_put_bytes(&m, pa, na);
    pl_put_bytes(&m, pb, nb);
    pl_term r = text_term(m.buf ? m.buf : "", m.len, string);
    pl_stream_free(&m);
    return pl_unify(c, r);
  }
  c = pl_deref(c);
  if (pl_is_var(c))
    return pl_err_inst(pred, 3);
  const char *pc = pl_need_text(c, &nc, "atomic", pred, 3);
  if (!pc)
    return PL_RAISE;
  if (pl_is_var(a) && pl_is_var(b))
    return PL_NONDET_MODE;
  bool a_known = !pl_is_var(a);
  const char *pk = pl_need_text(a_known ? a : b, a_known ? &na : &nb, "atomic", pred, 3);
  if (!pk)
    return PL_RAISE;
  size_t nk = a_known ? na : nb;
  if (nk > nc || memcmp(a_known ? pc : pc + nc - nk, pk, nk) != 0)
    return PL_FALSE;
  const char *rest = a_known ? pc + nk : pc;
  return pl_unify(a_known ? b : a, text_term(rest, nc - nk, string));
}

int pl_atom_concat_det(pl_term a, pl_term b, pl_term c) {
  return concat(a, b, c, false, "atom_concat");
}

int pl_bi_string_concat(pl_term a, pl_term b, pl_term c) {
  int r = concat(a, b, c, true, "string_concat");
  return r == PL_NONDET_MODE ? pl_err_inst("string_concat", 3) : r;
}

/* term_to_atom/2, term_string/2: the writing direction (there is no
 * reader in the runtime); writeq's text. */
static int term_text(pl_term t, pl_term out, bool string, const char *pred) {
  t = pl_deref(t);
  if (pl_is_var(t))
    return pl_err_inst(pred, 2);
  pl_stream m;
  pl_stream_init_mem(&m);
  pl_write_term_to(&m, t, PL_WQUOTED | PL_WNUMBERVARS, 1200);
  pl_term r = text_term(m.buf ? m.buf : "", m.len, string);
  pl_stream_free(&m);
  return pl_unify(out, r);
}

int pl_bi_term_to_atom(pl_term t, pl_term a) { return term_text(t, a, false, "term_to_atom"); }
int pl_bi_term_string(pl_term t, pl_term s) { return term_text(t, s, true, "term_string"); }

/* string_code(+Index, +String, -Code): 1-based; fails out of range. */
int pl_bi_string_code(pl_term i, pl_term s, pl_term c) {
  i = pl_deref(i);
  if (pl_is_var(i))
    return pl_err_inst("string_code", 3);
  if (PL_TAG(i) != PL_TAG_INT)
    return pl_err_type("integer", i, "string_code", 3);
  size_t n;
  const char *p = pl_need_text(s, &n, "string", "string_code", 3);
  if (!p)
    return PL_RAISE;
  int64_t k = PL_INTVAL(i);
  for (size_t at = 0; at < n && k >= 1; k--) {
    uint32_t code;
    at += pl_utf8_decode(p + at, n - at, &code);
    if (k == 1)
      return pl_unify(c, PL_MKINT(code));
  }
  return PL_FALSE;
}

/* Joins a proper list of atomics with sep; NULL with an error raised. */
static int join(pl_term l, const char *sep, size_t nsep, pl_stream *m,
                const char *pred, int arity) {
  int64_t len = pl_list_length(l);
  if (len == -1)
    return pl_err_inst(pred, arity);
  if (len == -2)
    return pl_err_type("list", pl_deref(l), pred, arity);
  int64_t i = 0;
  for (pl_term t = pl_deref(l); PL_TAG(t) == PL_TAG_LST; t = pl_deref(pl_arg(t, 2))) {
    size_t n;
    pl_term e = pl_deref(pl_arg(t, 1));
    const char *p = pl_need_text(e, &n, "text", pred, arity);
    if (!p)
      return PL_RAISE;
    if (i++ && nsep)
      pl_put_bytes(m, sep, nsep);
    pl_put_bytes(m, p, n);
  }
  return PL_TRUE;
}

int pl_bi_atomic_list_concat2(pl_term l, pl_term a) {
  pl_stream m;
  pl_stream_init_mem(&m);
  int r = join(l, "", 0, &m, "atomic_list_concat", 2);
  if (r == PL_TRUE)
    r = pl_unify(a, pl_make_atom_text(m.buf ? m.buf : "", m.len));
  pl_stream_free(&m);
  return r;
}

static bool list_ground_text(pl_term l) {
  if (pl_list_length(l) < 0)
    return false;
  for (pl_term t = pl_deref(l); PL_TAG(t) == PL_TAG_LST; t = pl_deref(pl_arg(t, 2)))
    if (pl_is_var(pl_deref(pl_arg(t, 1))))
      return false;
  return true;
}

/* atomic_list_concat(-L, +Sep, +Atom): split Atom at each Sep, scanning
 * forward (non-overlapping matches), then building the list backwards. */
static int split_atom(pl_term l, const char *sep, size_t nsep, pl_term a) {
  if (nsep == 0)
    return pl_err_domain("non_empty_atom", PL_MKATOM(PL_ATOM_EMPTY),
                         "atomic_list_concat", 3);
  size_t n;
  const char *p = pl_text_of(a, &n, false);
  size_t *starts = (size_t *)pl_alloc(n / nsep + 2), k = 0;
  starts[k++] = 0;
  for (size_t i = 0; i + nsep <= n;) {
    if (memcmp(p + i, sep, nsep) == 0) {
      i += nsep;
      starts[k++] = i;
    } else {
      i++;
    }
  }
  pl_term list = PL_MKATOM(PL_ATOM_NIL);
  size_t end = n;
  while (k-- > 0) {
    list = pl_cons(pl_make_atom_text(p + starts[k], end - starts[k]), list);
    end = starts[k] - nsep; /* the field before ends at its separator */
  }
  return pl_unify(l, list);
}

int pl_bi_atomic_list_concat3(pl_term l, pl_term sep, pl_term a) {
  size_t nsep;
  const char *ps = pl_need_text(sep, &nsep, "text", "atomic_list_concat", 3);
  if (!ps)
    return PL_RAISE;
  a = pl_deref(a);
  if (!list_ground_text(l) && !pl_is_var(a) && pl_text_of(a, &(size_t){0}, false))
    return split_atom(l, ps, nsep, a);
  pl_stream m;
  pl_stream_init_mem(&m);
  int r = join(l, ps, nsep, &m, "atomic_list_concat", 3);
  if (r == PL_TRUE)
    r = pl_unify(a, pl_make_atom_text(m.buf ? m.buf : "", m.len));
  pl_stream_free(&m);
  return r;
}

static bool has_byte(const char *set, size_t n, char c) {
  return memchr(set, c, n) != NULL;
}

/* The field [b, e) of p with pad characters stripped from both ends. */
static pl_term stripped(const char *p, size_t b, size_t e, const char *pad,
                        size_t npad) {
  while (b < e && has_byte(pad, npad, p[b]))
    b++;
  while (e > b && has_byte(pad, npad, p[e - 1]))
    e--;
  return pl_make_string(p + b, e - b);
}

/* Separators and pad characters are taken byte-wise: fine for ASCII ones,
 * which is what programs use. */
int pl_bi_split_string(pl_term s, pl_term seps, pl_term pad, pl_term out) {
  size_t n, nsep, npad;
  const char *p = pl_need_text(s, &n, "string", "split_string", 4);
  const char *ps = p ? pl_need_text(seps, &nsep, "string", "split_string", 4) : NULL;
  const char *pp = ps ? pl_need_text(pad, &npad, "string", "split_string", 4) : NULL;
  if (!pp)
    return PL_RAISE;
  pl_term list = PL_MKATOM(PL_ATOM_NIL);
  size_t end = n;
  for (size_t i = n; i-- > 0;) {
    if (has_byte(ps, nsep, p[i])) {
      list = pl_cons(stripped(p, i + 1, end, pp, npad), list);
      end = i;
    }
  }
  list = pl_cons(stripped(p, 0, end, pp, npad), list);
  return pl_unify(out, list);
}
