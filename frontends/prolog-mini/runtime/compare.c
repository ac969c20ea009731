/*===- compare.c - prolog-mini: the standard order of terms, sorting ------===*
 *
 * Var < Number < String < [] < Atom < Compound, as swipl 9.0.4 orders them
 * (msort([a, "s", [], ''], L) gives ["s", [], '', a], whatever its manual
 * says). Numbers by
 * value (an integer and a float of equal value: the float first), atoms and
 * strings by their bytes (UTF-8 keeps code-point order), compounds by
 * arity, then name, then arguments left to right.
 *===----------------------------------------------------------------------===*/
#include "pl_builtins.h"
#include "pl_rt.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int rank(pl_term t) {
  switch (PL_TAG(t)) {
  case PL_TAG_REF: return 0;
  case PL_TAG_INT:
  case PL_TAG_FLT: return 1;
  case PL_TAG_STRG: return 2; /* swipl 9 sorts strings before atoms */
  /* and [] (a reserved symbol there, not an atom) before all atoms */
  case PL_TAG_ATOM: return t == PL_MKATOM(PL_ATOM_NIL) ? 3 : 4;
  default: return 5;
  }
}

static int cmp_bytes(const char *a, size_t na, const char *b, size_t nb) {
  int c = memcmp(a, b, na < nb ? na : nb);
  if (c)
    return c < 0 ? -1 : 1;
  return na < nb ? -1 : na > nb;
}

/* Mixed comparisons convert the integer to a double, as swipl does (so
 * 9007199254740993 compares equal to 9007199254740992.0); of equal values
 * the float comes first. NaN sorts before every other number. */
static int cmp_numbers(pl_term a, pl_term b) {
  int fa = PL_TAG(a) == PL_TAG_FLT, fb = PL_TAG(b) == PL_TAG_FLT;
  if (!fa && !fb) {
    int64_t x = PL_INTVAL(a), y = PL_INTVAL(b);
    return x < y ? -1 : x > y;
  }
  double x = fa ? pl_float_value(a) : (double)PL_INTVAL(a);
  double y = fb ? pl_float_value(b) : (double)PL_INTVAL(b);
  if (x != x || y != y)
    return (y != y) - (x != x);
  if (x < y)
    return -1;
  if (x > y)
    return 1;
  if (fa && fb) /* -0.0 before 0.0: they do not unify, so they differ */
    return signbit(y) - signbit(x) ? (signbit(x) ? -1 : 1) : 0;
  return fb - fa; /* equal values: the float first */
}

static int cmp_atoms(uint32_t a, uint32_t b) {
  if (a == b)
    return 0;
  return cmp_bytes(pl_atom_name(a), pl_atom_len(a), pl_atom_name(b),
                   pl_atom_len(b));
}

/* Compares the non-compound parts; for two compounds of one functor returns
 * 2 (the caller walks the arguments). */
static int cmp_shallow(pl_term a, pl_term b) {
  int ra = rank(a), rb = rank(b);
  if (ra != rb)
    return ra < rb ? -1 : 1;
  switch (ra) {
  case 0: return a < b ? -1 : a > b;
  case 1: return cmp_numbers(a, b);
  case 3: return 0; /* both [] */
  case 4: return cmp_atoms(PL_ATOMNO(a), PL_ATOMNO(b));
  case 2: {
    const struct pl_string *x = pl_string_of(a), *y = pl_string_of(b);
    return cmp_bytes(x->bytes, x->len, y->bytes, y->len);
  }
  default: break;
  }
  pl_term fa = pl_functor_of(a), fb = pl_functor_of(b);
  if (fa == fb)
    return 2;
  unsigned na = PL_FUNCTOR_ARITY(fa), nb = PL_FUNCTOR_ARITY(fb);
  if (na != nb)
    return na < nb ? -1 : 1;
  return cmp_atoms(PL_FUNCTOR_ATOM(fa), PL_FUNCTOR_ATOM(fb));
}

/* Recursion on all but the last argument; the last is a loop, so lists
 * (and right-nested operators) take no C stack. */
int pl_compare(pl_term a, pl_term b) {
  for (;;) {
    a = pl_deref(a);
    b = pl_deref(b);
    if (a == b)
      return 0;
    int c = cmp_shallow(a, b);
    if (c != 2)
      return c;
    unsigned n = PL_FUNCTOR_ARITY(pl_functor_of(a));
    for (unsigned i = 1; i < n; i++) {
      c = pl_compare(pl_arg(a, i), pl_arg(b, i));
      if (c)
        return c;
    }
    a = pl_arg(a, n);
    b = pl_arg(b, n);
  }
}

int pl_bi_eq(pl_term a, pl_term b) { return pl_compare(a, b) == 0; }
int pl_bi_neq(pl_term a, pl_term b) { return pl_compare(a, b) != 0; }
int pl_bi_lt(pl_term a, pl_term b) { return pl_compare(a, b) < 0; }
int pl_bi_le(pl_term a, pl_term b) { return pl_compare(a, b) <= 0; }
int pl_bi_gt(pl_term a, pl_term b) { return pl_compare(a, b) > 0; }
int pl_bi_ge(pl_term a, pl_term b) { return pl_compare(a, b) >= 0; }

int pl_bi_compare(pl_term order, pl_term a, pl_term b) {
  static uint32_t a_lt, a_gt;
  order = pl_deref(order);
  if (!pl_is_var(order)) {
    if (PL_TAG(order) != PL_TAG_ATOM)
      return pl_err_type("atom", order, "compare", 3);
    uint32_t o = PL_ATOMNO(order);
    if (o != PL_ATOM_EQUALS && o != pl_atom_cached(&a_lt, "<") &&
        o != pl_atom_cached(&a_gt, ">"))
      return pl_err_domain("order", order, "compare", 3);
  }
  int c = pl_compare(a, b);
  const char *r = c < 0 ? "<" : c > 0 ? ">" : "=";
  return pl_unify(order, PL_MKATOM(pl_intern(r, 1)));
}

/*---- sorting ---------------------------------------------------------------*/

struct sort_spec {
  unsigned key;   /* 0: the whole term, else that argument */
  int desc;       /* descending order */
  int dedupe;     /* drop elements whose keys are equal to the previous */
  pl_term *keys;  /* the key of each element */
};

/* Merge sort (stable: keysort and msort's duplicates keep their order). */
static void merge_sort(size_t *idx, size_t *tmp, size_t n,
                       const struct sort_spec *sp) {
  if (n < 2)
    return;
  size_t h = n / 2;
  merge_sort(idx, tmp, h, sp);
  merge_sort(idx + h, tmp, n - h, sp);
  size_t i = 0, j = h, k = 0;
  while (i < h && j < n) {
    int c = pl_compare(sp->keys[idx[i]], sp->keys[idx[j]]);
    if (sp->desc)
      c = -c;
    tmp[k++] = c <= 0 ? idx[i++] : idx[j++];
  }
  while (i < h)
    tmp[k++] = idx[i++];
  while (j < n)
    tmp[k++] = idx[j++];
  memcpy(idx, tmp, n * sizeof *idx);
}

/* The elements of a proper list into a GC'd array; raises SWI's errors for
 * partial lists and non-lists. */
static pl_term *list_to_array(pl_term l, size_t *n, const char *pred,
                              int arity) {
  int64_t len = pl_list_length(l);
  if (len == -1) {
    pl_err_inst(pred, arity);
    return NULL;
  }
  if (len < 0) {
    pl_err_type("list", l, pred, arity);
    return NULL;
  }
  pl_term *a = pl_alloc(len ? (size_t)len : 1);
  l = pl_deref(l);
  for (int64_t i = 0; i < len; i++) {
    a[i] = pl_arg(l, 1);
    l = pl_deref(pl_arg(l, 2));
  }
  *n = (size_t)len;
  return a;
}

static int sort_list(pl_term list, pl_term out, struct sort_spec *sp,
                     const char *pred, int arity) {
  size_t n = 0;
  pl_term *elems = list_to_array(list, &n, pred, arity);
  if (!elems)
    return PL_RAISE;
  sp->keys = pl_alloc(n + 1);
  for (size_t i = 0; i < n; i++) {
    pl_term e = pl_deref(elems[i]);
    if (sp->key) {
      if (pl_is_var(e))
        return pl_err_inst(pred, arity);
      if (PL_TAG(e) != PL_TAG_STR && PL_TAG(e) != PL_TAG_LST)
        return pl_err_type("compound", e, pred, arity);
      if (PL_FUNCTOR_ARITY(pl_functor_of(e)) < sp->key) {
        pl_term f = pl_compound_from(pl_intern_str("existence_error"), 3,
                                     (pl_term[]){pl_atom_str("argument"),
                                                 PL_MKINT(sp->key), e});
        return pl_raise(pl_error_term(f, pl_context(pred, arity, true)));
      }
      sp->keys[i] = pl_arg(e, sp->key);
    } else {
      sp->keys[i] = e;
    }
  }
  size_t *idx = (size_t *)pl_alloc(2 * n + 2), *tmp = idx + n + 1;
  for (size_t i = 0; i < n; i++)
    idx[i] = i;
  merge_sort(idx, tmp, n, sp);
  pl_term result = PL_MKATOM(PL_ATOM_NIL);
  for (size_t i = n; i-- > 0;) {
    /* Keep the first of a run of equal keys: from the back that means
     * skipping an element equal to its predecessor. */
    if (sp->dedupe && i > 0 &&
        pl_compare(sp->keys[idx[i]], sp->keys[idx[i - 1]]) == 0)
      continue;
    result = pl_cons(elems[idx[i]], result);
  }
  return pl_unify(out, result);
}

int pl_bi_sort(pl_term list, pl_term out) {
  struct sort_spec sp = {0, 0, 1, NULL};
  return sort_list(list, out, &sp, "sort", 2);
}

int pl_bi_msort(pl_term list, pl_term out) {
  struct sort_spec sp = {0, 0, 0, NULL};
  return sort_list(list, out, &sp, "msort", 2);
}

int pl_bi_sort4(pl_term key, pl_term order, pl_term list, pl_term out) {
  key = pl_deref(key);
  order = pl_deref(order);
  if (pl_is_var(key) || pl_is_var(order))
    return pl_err_inst("sort", 4);
  if (PL_TAG(key) != PL_TAG_INT)
    return pl_err_type("integer", key, "sort", 4);
  if (PL_INTVAL(key) < 0)
    return pl_err_domain("not_less_than_zero", key, "sort", 4);
  if (PL_TAG(order) != PL_TAG_ATOM)
    return pl_err_type("atom", order, "sort", 4);
  const char *o = pl_atom_name(PL_ATOMNO(order));
  struct sort_spec sp = {(unsigned)PL_INTVAL(key), 0, 0, NULL};
  if (!strcmp(o, "@<"))
    sp.dedupe = 1;
  else if (!strcmp(o, "@>"))
    sp.desc = sp.dedupe = 1;
  else if (!strcmp(o, "@>="))
    sp.desc = 1;
  else if (strcmp(o, "@=<"))
    return pl_err_domain("order", order, "sort", 4);
  return sort_list(list, out, &sp, "sort", 4);
}

int pl_bi_keysort(pl_term list, pl_term out) {
  size_t n = 0;
  pl_term *elems = list_to_array(list, &n, "keysort", 2);
  if (!elems)
    return PL_RAISE;
  for (size_t i = 0; i < n; i++) {
    pl_term e = pl_deref(elems[i]);
    if (pl_is_var(e))
      return pl_err_inst("keysort", 2);
    if (PL_TAG(e) != PL_TAG_STR || pl_functor_of(e) != PL_FUNCTOR(PL_ATOM_MINUS, 2))
      /* swipl's context here has no module: keysort/2, not system:... */
      return pl_raise(pl_error_term(
          pl_mk2(pl_intern_str("type_error"), pl_atom_str("pair"), e),
          pl_context("keysort", 2, false)));
  }
  struct sort_spec sp = {1, 0, 0, NULL};
  return sort_list(list, out, &sp, "keysort", 2);
}
