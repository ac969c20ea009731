/*===- atoms.c - prolog-mini: atoms, codes and chars -----------------------===*
 *
 * atom_codes/2, atom_chars/2, char_code/2, atom_length/2, atom_number/2,
 * number_codes/2, number_chars/2, upcase_atom/2, downcase_atom/2, with
 * swipl 9.0.4's errors (some of its contexts lack the system: module; they
 * are reproduced).
 *===----------------------------------------------------------------------===*/
#include "pl_atoms.h"

#include <string.h>

pl_term pl_codes_of(const char *p, size_t n, bool chars) {
  /* Built back to front: decode into an array of code points first. */
  uint32_t *codes = (uint32_t *)pl_alloc(n / 2 + 1);
  size_t k = 0;
  for (size_t i = 0; i < n;) {
    uint32_t c;
    i += pl_utf8_decode(p + i, n - i, &c);
    codes[k++] = c;
  }
  pl_term l = PL_MKATOM(PL_ATOM_NIL);
  while (k-- > 0)
    l = pl_cons(chars ? pl_char_atom(codes[k]) : PL_MKINT(codes[k]), l);
  return l;
}

pl_term pl_char_atom(uint32_t code) {
  char b[4];
  return PL_MKATOM(pl_intern(b, pl_utf8_encode(code, b)));
}

/* The first bad element of a code/char list, with swipl's error for it:
 * instantiation for a partial list or an unbound element, type_error(list)
 * for a non-list, character_code or character for a bad element. */
int pl_text_list_error(pl_term l, const char *pred, int arity) {
  pl_term t = pl_deref(l);
  for (; PL_TAG(t) == PL_TAG_LST; t = pl_deref(pl_arg(t, 2))) {
    pl_term h = pl_deref(pl_arg(t, 1));
    if (pl_is_var(h))
      return pl_err_inst(pred, arity);
    if (PL_TAG(h) == PL_TAG_INT)
      continue;
    if (PL_TAG(h) == PL_TAG_ATOM)
      continue;
    return pl_err_type("character", h, pred, arity);
  }
  if (pl_is_var(t))
    return pl_err_inst(pred, arity);
  if (t != PL_MKATOM(PL_ATOM_NIL))
    return pl_err_type("list", pl_deref(l), pred, arity);
  /* every element is an int or atom: the culprit is the first that is not
   * a code (or a one-char atom) like the first element */
  int codes = -1;
  for (t = pl_deref(l); PL_TAG(t) == PL_TAG_LST; t = pl_deref(pl_arg(t, 2))) {
    pl_term h = pl_deref(pl_arg(t, 1));
    if (codes < 0)
      codes = PL_TAG(h) == PL_TAG_INT;
    bool ok = codes ? PL_TAG(h) == PL_TAG_INT && PL_INTVAL(h) >= 0 &&
                          PL_INTVAL(h) <= 0x10FFFF
                    : PL_TAG(h) == PL_TAG_ATOM &&
                          pl_utf8_length(pl_atom_name(PL_ATOMNO(h)),
                                         pl_atom_len(PL_ATOMNO(h))) == 1;
    if (!ok)
      return pl_err_type(codes ? "character_code" : "character", h, pred, arity);
  }
  return pl_err_type("list", pl_deref(l), pred, arity);
}

/* atom_codes/atom_chars: text of an atomic first argument, else from the
 * list. */
static int atom_to_list(pl_term a, pl_term l, bool chars, const char *pred) {
  a = pl_deref(a);
  size_t n;
  if (!pl_is_var(a)) {
    const char *p = pl_text_of(a, &n, false);
    if (!p)
      return pl_raise(pl_error_term(
          pl_mk2(pl_intern_str("type_error"), pl_atom_str("atom"), a),
          pl_context(pred, 2, false)));
    return pl_unify(l, pl_codes_of(p, n, chars));
  }
  pl_term ld = pl_deref(l);
  /* the list side takes lists (and strings), not atoms or numbers */
  const char *p = PL_TAG(ld) == PL_TAG_LST || PL_TAG(ld) == PL_TAG_STRG ||
                          ld == PL_MKATOM(PL_ATOM_NIL)
                      ? pl_text_of(l, &n, true)
                      : NULL;
  if (!p)
    return pl_text_list_error(l, pred, 2);
  return pl_unify(a, pl_make_atom_text(p, n));
}

int pl_bi_atom_codes(pl_term a, pl_term l) { return atom_to_list(a, l, false, "atom_codes"); }
int pl_bi_atom_chars(pl_term a, pl_term l) { return atom_to_list(a, l, true, "atom_chars"); }

int pl_bi_char_code(pl_term ch, pl_term code) {
  ch = pl_deref(ch);
  code = pl_deref(code);
  if (!pl_is_var(ch)) {
    if (PL_TAG(ch) != PL_TAG_ATOM ||
        pl_utf8_length(pl_atom_name(PL_ATOMNO(ch)), pl_atom_len(PL_ATOMNO(ch))) != 1)
      return pl_err_type("character", ch, "char_code", 2);
    uint32_t c;
    pl_utf8_decode(pl_atom_name(PL_ATOMNO(ch)), pl_atom_len(PL_ATOMNO(ch)), &c);
    return pl_unify(code, PL_MKINT(c));
  }
  if (pl_is_var(code))
    return pl_err_inst("char_code", 2);
  if (PL_TAG(code) != PL_TAG_INT)
    return pl_err_type("integer", code, "char_code", 2);
  if (PL_INTVAL(code) < 0 || PL_INTVAL(code) > 0x10FFFF)
    return pl_err_type("character_code", code, "char_code", 2);
  return pl_unify(ch, pl_char_atom((uint32_t)PL_INTVAL(code)));
}

/* The text of a required text argument, or an error (instantiation, or
 * type_error(Type, T) for a compound). */
const char *pl_need_text(pl_term t, size_t *n, const char *type,
                         const char *pred, int arity) {
  t = pl_deref(t);
  if (pl_is_var(t)) {
    pl_err_inst(pred, arity);
    return NULL;
  }
  const char *p = pl_text_of(t, n, false);
  if (!p)
    pl_err_type(type, t, pred, arity);
  return p;
}

int pl_bi_atom_length(pl_term a, pl_term len) {
  size_t n;
  const char *p = pl_need_text(a, &n, "text", "atom_length", 2);
  if (!p)
    return PL_RAISE;
  len = pl_deref(len);
  if (!pl_is_var(len) && PL_TAG(len) != PL_TAG_INT)
    return pl_err_type("integer", len, "atom_length", 2);
  return pl_unify(len, PL_MKINT((int64_t)pl_utf8_length(p, n)));
}

int pl_bi_atom_number(pl_term a, pl_term num) {
  a = pl_deref(a);
  if (pl_is_var(a)) {
    num = pl_deref(num);
    if (pl_is_var(num))
      return pl_err_inst("atom_number", 2);
    size_t n;
    const char *p = pl_text_of(num, &n, false);
    if (!p || (PL_TAG(num) != PL_TAG_INT && PL_TAG(num) != PL_TAG_FLT))
      return pl_err_type("number", num, "atom_number", 2);
    return pl_unify(a, pl_make_atom_text(p, n));
  }
  if (PL_TAG(a) != PL_TAG_ATOM && PL_TAG(a) != PL_TAG_STRG)
    return pl_err_type("atom", a, "atom_number", 2);
  size_t n;
  const char *p = pl_text_of(a, &n, false);
  pl_term v;
  /* atom_number fails (no syntax error) on text that is not a number, and
   * allows no leading layout, unlike number_codes */
  if (n == 0 || p[0] == ' ' || p[0] == '\t' || p[0] == '\n' ||
      !pl_parse_number(p, n, &v))
    return PL_FALSE;
  return pl_unify(num, v);
}

static int syntax_illegal_number(const char *pred) {
  return pl_raise(pl_error_term(
      pl_mk1(pl_intern_str("syntax_error"), pl_atom_str("illegal_number")),
      pl_context(pred, 2, false)));
}

static int number_to_list(pl_term num, pl_term l, bool chars, const char *pred) {
  num = pl_deref(num);
  size_t n;
  const char *p = pl_text_of(l, &n, true);
  if (p && pl_list_length(l) >= 0) {
    pl_term v;
    if (!pl_parse_number(p, n, &v))
      return syntax_illegal_number(pred);
    return pl_unify(num, v);
  }
  if (pl_is_var(num)) {
    if (pl_list_length(l) == -1)
      return pl_err_inst(pred, 2);
    if (chars && pl_list_length(l) >= 0)
      return syntax_illegal_number(pred); /* number_chars(X, [a, bc]) */
    return pl_text_list_error(l, pred, 2);
  }
  if (PL_TAG(num) != PL_TAG_INT && PL_TAG(num) != PL_TAG_FLT)
    return pl_raise(pl_error_term(
        pl_mk2(pl_intern_str("type_error"), pl_atom_str("number"), num),
        pl_context(pred, 2, false)));
  p = pl_text_of(num, &n, false);
  return pl_unify(l, pl_codes_of(p, n, chars));
}

int pl_bi_number_codes(pl_term num, pl_term l) {
  return number_to_list(num, l, false, "number_codes");
}
int pl_bi_number_chars(pl_term num, pl_term l) {
  return number_to_list(num, l, true, "number_chars");
}

/* Case mapping code point by code point (C.UTF-8's tables). */
static int map_case(pl_term a, pl_term out, uint32_t (*f)(uint32_t),
                    const char *pred, bool string) {
  size_t n;
  const char *p = pl_need_text(a, &n, "atomic", pred, 2);
  if (!p)
    return PL_RAISE;
  pl_stream m;
  pl_stream_init_mem(&m);
  for (size_t i = 0; i < n;) {
    uint32_t c;
    i += pl_utf8_decode(p + i, n - i, &c);
    pl_put_code(&m, f(c));
  }
  const char *text = m.buf ? m.buf : "";
  pl_term r = string ? pl_make_string(text, m.len) : pl_make_atom_text(text, m.len);
  pl_stream_free(&m);
  return pl_unify(out, r);
}

int pl_bi_upcase_atom(pl_term a, pl_term u) {
  return map_case(a, u, pl_code_to_upper, "upcase_atom", false);
}
int pl_bi_downcase_atom(pl_term a, pl_term d) {
  return map_case(a, d, pl_code_to_lower, "downcase_atom", false);
}
int pl_bi_string_upper(pl_term s, pl_term u) {
  return map_case(s, u, pl_code_to_upper, "string_upper", true);
}
int pl_bi_string_lower(pl_term s, pl_term l) {
  return map_case(s, l, pl_code_to_lower, "string_lower", true);
}
