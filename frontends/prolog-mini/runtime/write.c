/*===- write.c - prolog-mini: writing terms as SWI-Prolog 9 does ----------===*
 *
 * write/1, print/1, writeq/1, write_canonical/1 and write_term/2's core.
 * The rules follow SWI's pl-write.c as observed with swipl 9.0.4 (see
 * test_prolog_runtime.cpp for the cases compared):
 *  - a space goes between two tokens only where they would otherwise read
 *    as one: two alphanumeric ones (`dynamic a`, `a mod b`), two symbolic
 *    ones (`1- -1`, `\+ \+a`); after a prefix operator before `(` or `{`
 *    (`- (1+2)`, `- {a}`), and after prefix `-` before a digit (`- 1`);
 *  - an alphanumeric infix operator gets a space before it after an
 *    alphanumeric character, and then one after it too (`a mod b`, but
 *    `f(x)mod 1`, `'B'mod-1`);
 *  - an atom that is an operator is bracketed when it is an operand
 *    (`1-(-)`, `- (-)`, `a:-(;)`), but not as an argument or list element
 *    (`f(-)`, `[-]`);
 *  - a variable is written `_` and a number derived from its cell's address
 *    (swipl's numbers are arbitrary too; here they are stable and distinct).
 *===----------------------------------------------------------------------===*/
#include "pl_builtins.h"
#include "pl_rt.h"
#include "pl_write_atom.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct writer {
  pl_stream *s;
  int flags;
  int last;           /* class of the last token's last char, see glue() */
  int after_prefix;   /* 0, or 1 after a prefix operator, 2 after prefix - */
  struct pl_varnames *names; /* write_canonical's A, B, _ names, or NULL */
};

enum { C_NONE, C_ALNUM, C_SYMBOL, C_OTHER };

/* The class of a code point, for token gluing. */
static int char_class(int c) {
  if (c < 0)
    return C_NONE;
  if (pl_code_is_symbol((uint32_t)c))
    return C_SYMBOL;
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
      (c >= '0' && c <= '9') || c == '_' || c >= 0x80)
    return C_ALNUM;
  return C_OTHER;
}

/* The first and the last code point of a token. */
static int first_code(const char *p, size_t n) {
  uint32_t c;
  pl_utf8_decode(p, n, &c);
  return (int)c;
}
static int last_code(const char *p, size_t n) {
  size_t i = n - 1;
  while (i > 0 && ((unsigned char)p[i] & 0xC0) == 0x80)
    i--; /* back to the start of the last UTF-8 sequence */
  uint32_t c;
  pl_utf8_decode(p + i, n - i, &c);
  return (int)c;
}

/* Emits a token, first a space if it would glue to the previous one. */
static void token(struct writer *w, const char *p, size_t n) {
  if (!n)
    return;
  int first = first_code(p, n), cls = char_class(first);
  int space = (cls == C_ALNUM || cls == C_SYMBOL) && cls == w->last;
  if (w->after_prefix && (first == '(' || first == '{'))
    space = 1;
  if (w->after_prefix == 2 && first >= '0' && first <= '9')
    space = 1;
  if (space)
    pl_put_char(w->s, ' ');
  pl_put_bytes(w->s, p, n);
  w->last = char_class(last_code(p, n));
  w->after_prefix = 0;
}

static void token_str(struct writer *w, const char *p) { token(w, p, strlen(p)); }

static void write_atom(struct writer *w, uint32_t a) {
  const char *name = pl_atom_name(a);
  size_t n = pl_atom_len(a);
  if (!(w->flags & PL_WQUOTED) || !pl_atom_needs_quotes(name, n)) {
    token(w, name, n); /* the common case, without a temporary buffer */
    return;
  }
  pl_stream mem;
  pl_stream_init_mem(&mem);
  pl_atom_text_to(&mem, a, w->flags & PL_WQUOTED, w->flags & PL_WPRINT);
  token(w, mem.buf ? mem.buf : "", mem.len);
  pl_stream_free(&mem);
}

static void write_number(struct writer *w, pl_term t) {
  char buf[64];
  if (PL_TAG(t) == PL_TAG_INT)
    snprintf(buf, sizeof buf, "%" PRId64, PL_INTVAL(t));
  else
    pl_format_float(buf, sizeof buf, pl_float_value(t));
  token_str(w, buf);
}

static void write_var(struct writer *w, pl_term v) {
  char buf[40];
  if (w->names) {
    pl_varname(w->names, v, buf, sizeof buf);
  } else {
    /* the cell address in 8-byte units: distinct, stable for a run */
    snprintf(buf, sizeof buf, "_%" PRIu64, (uint64_t)(v >> 3));
  }
  token_str(w, buf);
}

static void write_string(struct writer *w, pl_term t) {
  const struct pl_string *str = pl_string_of(t);
  if (!(w->flags & PL_WQUOTED)) {
    token(w, str->bytes, str->len);
    return;
  }
  pl_stream mem;
  pl_stream_init_mem(&mem);
  pl_quoted_text_to(&mem, str->bytes, str->len, '"', w->flags & PL_WPRINT);
  token(w, mem.buf, mem.len);
  pl_stream_free(&mem);
}

/* operand: t is an operand of an operator (an atom that is an operator is
 * then bracketed, as swipl does: `1-(-)`, `a:-(;)`, but `f(-)`, `[-]`). */
static void write_term(struct writer *w, pl_term t, int prec, int operand);

static void open_paren(struct writer *w) { token(w, "(", 1); }
static void close_paren(struct writer *w) { token(w, ")", 1); }

static void write_list(struct writer *w, pl_term t) {
  token(w, "[", 1);
  for (;;) {
    write_term(w, pl_arg(t, 1), 999, 0);
    pl_term tail = pl_deref(pl_arg(t, 2));
    if (PL_TAG(tail) == PL_TAG_LST) {
      token(w, ",", 1);
      t = tail;
      continue;
    }
    if (tail != PL_MKATOM(PL_ATOM_NIL)) {
      token(w, "|", 1);
      write_term(w, tail, 999, 0);
    }
    break;
  }
  token(w, "]", 1);
}

static void write_canonical_form(struct writer *w, pl_term t) {
  pl_term f = pl_functor_of(t);
  unsigned n = PL_FUNCTOR_ARITY(f);
  write_atom(w, PL_FUNCTOR_ATOM(f));
  token(w, "(", 1);
  for (unsigned i = 1; i <= n; i++) {
    if (i > 1)
      token(w, ",", 1);
    write_term(w, pl_arg(t, i), 999, 0);
  }
  token(w, ")", 1);
}

/* '$VAR'(N) as A..Z, A1..; '$VAR'(Atom) as the atom's text. */
static int write_numbervar(struct writer *w, pl_term t) {
  pl_term a = pl_deref(pl_arg(t, 1));
  char buf[40];
  if (PL_TAG(a) == PL_TAG_INT && PL_INTVAL(a) >= 0) {
    int64_t n = PL_INTVAL(a);
    if (n >= 26)
      snprintf(buf, sizeof buf, "%c%" PRId64, (char)('A' + n % 26), n / 26);
    else
      snprintf(buf, sizeof buf, "%c", (char)('A' + n));
    token_str(w, buf);
    return 1;
  }
  if (PL_TAG(a) == PL_TAG_ATOM) {
    token(w, pl_atom_name(PL_ATOMNO(a)), pl_atom_len(PL_ATOMNO(a)));
    return 1;
  }
  return 0;
}

static int is_alpha_op(uint32_t a) {
  const char *p = pl_atom_name(a);
  return char_class((unsigned char)p[0]) == C_ALNUM;
}

/* Where a right operand continues: the writer loops on it instead of
 * recursing, so long right-nested chains ((a,b,c,...), a:-b;c;...) take no
 * C stack; `closes` counts the brackets still to close. */
struct cont {
  pl_term next;
  int prec;
  size_t closes;
};

static void write_infix(struct writer *w, pl_term t, int pri, int lp, int rp,
                        struct cont *k) {
  uint32_t a = PL_FUNCTOR_ATOM(pl_functor_of(t));
  if (pri > k->prec) {
    open_paren(w);
    k->closes++;
  }
  write_term(w, pl_arg(t, 1), lp, 1);
  if (a == PL_ATOM_COMMA) {
    token(w, ",", 1);
  } else if (is_alpha_op(a)) {
    /* swipl: a space before `mod` only after an alphanumeric character,
     * and then one after it too: `a mod b`, `-3 xor !`, but `f(x)mod 1`,
     * `'B'mod-1`, `(\\+)is!`. */
    int spaced = w->last == C_ALNUM;
    if (spaced) {
      pl_put_char(w->s, ' ');
      w->last = C_NONE;
    }
    write_atom(w, a);
    if (spaced) {
      pl_put_char(w->s, ' ');
      w->last = C_NONE;
    }
  } else if (!strcmp(pl_atom_name(a), "|")) {
    token(w, "|", 1);
  } else {
    write_atom(w, a);
  }
  k->next = pl_arg(t, 2);
  k->prec = rp;
}

static void write_prefix(struct writer *w, pl_term t, int pri, int ap,
                         struct cont *k) {
  uint32_t a = PL_FUNCTOR_ATOM(pl_functor_of(t));
  if (pri > k->prec) {
    open_paren(w);
    k->closes++;
  }
  write_atom(w, a);
  w->after_prefix = a == PL_ATOM_MINUS ? 2 : 1;
  k->next = pl_arg(t, 1);
  k->prec = ap;
}

static void write_postfix(struct writer *w, pl_term t, int pri, int ap,
                          int prec) {
  int embrace = pri > prec;
  if (embrace)
    open_paren(w);
  write_term(w, pl_arg(t, 1), ap, 1);
  write_atom(w, PL_FUNCTOR_ATOM(pl_functor_of(t)));
  if (embrace)
    close_paren(w);
}

/* Operators, {}/1 and '$VAR'/1: 0 for the canonical form, 1 when written,
 * 2 when k holds the operand to write next. */
static int write_special(struct writer *w, pl_term t, struct cont *k) {
  pl_term f = pl_functor_of(t);
  uint32_t a = PL_FUNCTOR_ATOM(f), n = PL_FUNCTOR_ARITY(f);
  int pri, lp, rp;
  if (n == 1 && a == PL_ATOM_CURLY && !(w->flags & PL_WCANONICAL_NAMES)) {
    /* write_canonical writes {}(X); write_term with ignore_ops(true) {X} */
    token(w, "{", 1);
    write_term(w, pl_arg(t, 1), 1200, 0);
    token(w, "}", 1);
    return 1;
  }
  if (n == 1 && a == PL_ATOM_VAR_FUNCTOR && (w->flags & PL_WNUMBERVARS) &&
      write_numbervar(w, t))
    return 1;
  if (w->flags & PL_WIGNORE_OPS)
    return 0;
  if (n == 2 && (pri = pl_op_infix(a, &lp, &rp))) {
    write_infix(w, t, pri, lp, rp, k);
    return 2;
  }
  if (n == 1 && (pri = pl_op_prefix(a, &lp))) {
    write_prefix(w, t, pri, lp, k);
    return 2;
  }
  if (n == 1 && (pri = pl_op_postfix(a, &lp))) {
    write_postfix(w, t, pri, lp, k->prec);
    return 1;
  }
  return 0;
}

/* A term that is not a compound; returns 0 for a compound. */
static int write_simple(struct writer *w, pl_term t, int operand) {
  switch (PL_TAG(t)) {
  case PL_TAG_REF: write_var(w, t); return 1;
  case PL_TAG_INT:
  case PL_TAG_FLT: write_number(w, t); return 1;
  case PL_TAG_STRG: write_string(w, t); return 1;
  case PL_TAG_ATOM: {
    uint32_t a = PL_ATOMNO(t);
    /* An operator as an operand is bracketed: `1-(-)`, `- (-)`. */
    int embrace = operand && !(w->flags & PL_WIGNORE_OPS) && pl_op_any(a);
    if (embrace)
      open_paren(w);
    write_atom(w, a);
    if (embrace)
      close_paren(w);
    return 1;
  }
  case PL_TAG_LST: write_list(w, t); return 1;
  default: return 0;
  }
}

static void write_term(struct writer *w, pl_term t, int prec, int operand) {
  struct cont k = {t, prec, 0};
  for (;;) {
    pl_term cur = pl_deref(k.next);
    if (write_simple(w, cur, operand))
      break;
    operand = 1; /* what the loop continues with is an operand */
    int r = write_special(w, cur, &k);
    if (r == 0)
      write_canonical_form(w, cur);
    if (r != 2)
      break;
  }
  while (k.closes--)
    close_paren(w);
}

void pl_write_term_to(pl_stream *s, pl_term t, int flags, int priority) {
  struct writer w = {s, flags, C_NONE, 0, NULL};
  if (flags & PL_WCANONICAL_NAMES)
    w.names = pl_varnames_collect(t);
  write_term(&w, t, priority, 0);
  if (w.names)
    pl_varnames_free(w.names);
}
