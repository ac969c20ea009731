/*===- chartype.c - prolog-mini: char_type/2 and code_type/2 ---------------===*
 *
 * For a known character (the enumerating mode is the control half's), the
 * types swipl 9.0.4 answers, as observed: alpha is a letter only (not _ or
 * digits); to_lower(U) gives the UPPERcase of the char and to_upper(L) the
 * lowercase (swipl's reading: the char is the to_lower of U).
 *===----------------------------------------------------------------------===*/
#include "pl_atoms.h"

#include <string.h>

static int is_f(pl_term t, const char *name, unsigned arity) {
  if (arity == 0)
    return PL_TAG(t) == PL_TAG_ATOM && !strcmp(pl_atom_name(PL_ATOMNO(t)), name);
  return PL_TAG(t) == PL_TAG_STR && PL_FUNCTOR_ARITY(pl_functor_of(t)) == arity &&
         !strcmp(pl_atom_name(PL_FUNCTOR_ATOM(pl_functor_of(t))), name);
}

static int digit_weight(uint32_t c, int base) {
  int w = c >= '0' && c <= '9' ? (int)c - '0'
          : c >= 'a' && c <= 'z' ? (int)c - 'a' + 10
          : c >= 'A' && c <= 'Z' ? (int)c - 'A' + 10 : 99;
  return w < base ? w : -1;
}

/* The simple (argument-less) types; -1 if type is not one of them. */
static int simple_type(uint32_t c, pl_term type) {
  static const char *const punct = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
  int letter = pl_code_is_upper(c) || pl_code_is_lower(c) ||
               (c >= 0x80 && pl_code_is_alpha(c));
  int digit = c >= '0' && c <= '9';
  if (is_f(type, "alpha", 0)) return letter;
  if (is_f(type, "alnum", 0)) return letter || digit;
  if (is_f(type, "digit", 0)) return digit;
  if (is_f(type, "csym", 0)) return letter || digit || c == '_';
  if (is_f(type, "csymf", 0)) return letter || c == '_';
  if (is_f(type, "space", 0) || is_f(type, "white", 0))
    return c == ' ' || c == '\t' || (is_f(type, "space", 0) && c >= 10 && c <= 13);
  if (is_f(type, "end_of_line", 0)) return c == '\n' || c == '\r';
  if (is_f(type, "newline", 0)) return c == '\n';
  if (is_f(type, "punct", 0)) return c < 0x80 && c && strchr(punct, (int)c);
  if (is_f(type, "graph", 0)) return c > 32 && c != 127;
  if (is_f(type, "print", 0)) return c >= 32 && c != 127;
  if (is_f(type, "cntrl", 0)) return c < 32 || c == 127;
  if (is_f(type, "ascii", 0)) return c < 128;
  if (is_f(type, "upper", 0)) return pl_code_is_upper(c);
  if (is_f(type, "lower", 0)) return pl_code_is_lower(c);
  return -1;
}

/* Types with an argument; as_code: code_type gives codes, not chars. */
static int arg_type(uint32_t c, pl_term type, bool as_code) {
  pl_term arg = pl_arg(type, 1);
  uint32_t other;
  if (is_f(type, "digit", 1) || is_f(type, "xdigit", 1)) {
    int w = digit_weight(c, is_f(type, "digit", 1) ? 10 : 16);
    return w >= 0 && pl_unify(arg, PL_MKINT(w));
  }
  if (is_f(type, "upper", 1)) {
    if (!pl_code_is_upper(c))
      return PL_FALSE;
    other = pl_code_to_lower(c);
  } else if (is_f(type, "lower", 1)) {
    if (!pl_code_is_lower(c))
      return PL_FALSE;
    other = pl_code_to_upper(c);
  } else if (is_f(type, "to_lower", 1)) {
    other = pl_code_to_upper(c);
  } else if (is_f(type, "to_upper", 1)) {
    other = pl_code_to_lower(c);
  } else {
    return -1;
  }
  return pl_unify(arg, as_code ? PL_MKINT(other) : pl_char_atom(other));
}

static int char_type(pl_term ch, pl_term type, bool as_code, const char *pred) {
  ch = pl_deref(ch);
  type = pl_deref(type);
  if (pl_is_var(ch))
    return PL_NONDET_MODE;
  if (pl_is_var(type))
    return PL_NONDET_MODE;
  uint32_t c;
  if (PL_TAG(ch) == PL_TAG_INT && PL_INTVAL(ch) >= 0) {
    c = (uint32_t)PL_INTVAL(ch);
  } else if (PL_TAG(ch) == PL_TAG_ATOM &&
             pl_utf8_length(pl_atom_name(PL_ATOMNO(ch)), pl_atom_len(PL_ATOMNO(ch))) == 1) {
    pl_utf8_decode(pl_atom_name(PL_ATOMNO(ch)), pl_atom_len(PL_ATOMNO(ch)), &c);
  } else {
    return pl_err_type("character", ch, pred, 2);
  }
  int r = simple_type(c, type);
  if (r < 0 && PL_TAG(type) == PL_TAG_STR)
    r = arg_type(c, type, as_code);
  if (r < 0)
    return pl_raise(pl_error_term(
        pl_mk2(pl_intern_str("type_error"), pl_atom_str("char_type"), type),
        pl_context(pred, 2, false)));
  return r;
}

int pl_char_type_det(pl_term c, pl_term type) { return char_type(c, type, false, "char_type"); }
int pl_code_type_det(pl_term c, pl_term type) { return char_type(c, type, true, "code_type"); }
