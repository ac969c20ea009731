/*===- subatom.c - prolog-mini: enumerating sub_atom/5, atom_concat/3 ------===*
 *
 * The nondeterministic built-ins on text, as restartable searches for the
 * control half: each call finds the first solution at or after the
 * enumeration index *k, unifies the outputs and advances *k past it; the
 * caller keeps *k in its choice point (pl_cp.next), undoes the bindings and
 * calls again on backtracking, until PL_FALSE. Solutions come in swipl's
 * order (sub_atom: B ascending, then L ascending). Positions count code
 * points, not bytes.
 *===----------------------------------------------------------------------===*/
#include "pl_atoms.h"

#include <string.h>

/* An optional integer argument: -1 if unbound; PL_RAISE on a bad one. */
static int int_arg(pl_term t, int64_t *v, const char *pred) {
  t = pl_deref(t);
  if (pl_is_var(t)) {
    *v = -1;
    return PL_TRUE;
  }
  if (PL_TAG(t) != PL_TAG_INT)
    return pl_err_type("integer", t, pred, 5);
  *v = PL_INTVAL(t) < 0 ? -2 : PL_INTVAL(t); /* -2: never matches */
  return PL_TRUE;
}

/* Byte offsets of each code point (and the end) of p. */
static size_t *offsets_of(const char *p, size_t n, size_t *count) {
  size_t *off = (size_t *)pl_alloc(n + 1), k = 0;
  for (size_t i = 0; i < n;) {
    uint32_t c;
    off[k++] = i;
    i += pl_utf8_decode(p + i, n - i, &c);
  }
  off[k] = n;
  *count = k;
  return off;
}

struct sub_query {
  const char *p;
  size_t *off, n;              /* text, code point offsets, length */
  int64_t b, l, a;             /* bound values or -1 */
  const char *sub;             /* bound Sub's text or NULL */
  size_t nsub, sublen;         /* its bytes and code points */
};

static int matches(const struct sub_query *q, size_t b, size_t l) {
  if ((q->b >= 0 || q->b == -2) && (int64_t)b != q->b)
    return 0;
  if ((q->l >= 0 || q->l == -2) && (int64_t)l != q->l)
    return 0;
  if ((q->a >= 0 || q->a == -2) && (int64_t)(q->n - b - l) != q->a)
    return 0;
  if (q->sub && (l != q->sublen ||
                 memcmp(q->p + q->off[b], q->sub, q->nsub) != 0))
    return 0;
  return 1;
}

/* The first (b, l) at or after index k = b * (n + 1) + l. */
static int search(const struct sub_query *q, uint64_t k, size_t *bo, size_t *lo) {
  size_t n = q->n, b0 = (size_t)(k / (n + 1)), l0 = (size_t)(k % (n + 1));
  size_t blast = n;
  if (q->b >= 0) { /* a bound B: only that start */
    if (b0 > (size_t)q->b || (size_t)q->b > n)
      return 0;
    if (b0 < (size_t)q->b)
      l0 = 0;
    b0 = blast = (size_t)q->b;
  }
  for (size_t b = b0; b <= blast; b++) {
    size_t l = b == b0 ? l0 : 0;
    /* a fixed length (bound L, Sub or A) leaves one candidate */
    size_t fixed = q->sub ? q->sublen : q->l >= 0 ? (size_t)q->l
                 : q->a >= 0 && (size_t)q->a <= n - b ? n - b - (size_t)q->a
                 : (size_t)-1;
    if (fixed != (size_t)-1) {
      if (fixed < l || fixed > n - b)
        continue;
      l = fixed;
    }
    for (; l <= n - b; l++) {
      if (matches(q, b, l)) {
        *bo = b;
        *lo = l;
        return 1;
      }
      if (fixed != (size_t)-1)
        break;
    }
  }
  return 0;
}

static int sub_text(pl_term atom, pl_term b, pl_term l, pl_term a, pl_term sub,
                    uint64_t *k, bool string, const char *pred) {
  struct sub_query q;
  size_t nbytes;
  atom = pl_deref(atom);
  if (pl_is_var(atom))
    return pl_err_inst(pred, 5);
  q.p = pl_text_of(atom, &nbytes, false);
  if (!q.p)
    return pl_err_type(string ? "string" : "atom", atom, pred, 5);
  if (int_arg(b, &q.b, pred) != PL_TRUE || int_arg(l, &q.l, pred) != PL_TRUE ||
      int_arg(a, &q.a, pred) != PL_TRUE)
    return PL_RAISE;
  q.off = offsets_of(q.p, nbytes, &q.n);
  q.sub = NULL;
  pl_term s = pl_deref(sub);
  if (!pl_is_var(s)) {
    q.sub = pl_text_of(s, &q.nsub, false);
    if (!q.sub)
      return pl_err_type(string ? "string" : "atom", s, pred, 5);
    q.sublen = pl_utf8_length(q.sub, q.nsub);
  }
  size_t bo, lo;
  if (!search(&q, *k, &bo, &lo))
    return PL_FALSE;
  *k = (uint64_t)bo * (q.n + 1) + lo + 1;
  size_t from = q.off[bo], len = q.off[bo + lo] - from;
  pl_term piece = string ? pl_make_string(q.p + from, len)
                         : pl_make_atom_text(q.p + from, len);
  return pl_unify(b, PL_MKINT((int64_t)bo)) && pl_unify(l, PL_MKINT((int64_t)lo)) &&
         pl_unify(a, PL_MKINT((int64_t)(q.n - bo - lo))) && pl_unify(sub, piece);
}

int pl_sub_atom_from(pl_term atom, pl_term b, pl_term l, pl_term a, pl_term sub,
                     uint64_t *k) {
  return sub_text(atom, b, l, a, sub, k, false, "sub_atom");
}

int pl_sub_string_from(pl_term str, pl_term b, pl_term l, pl_term a, pl_term sub,
                       uint64_t *k) {
  return sub_text(str, b, l, a, sub, k, true, "sub_string");
}

/* atom_concat(-A, -B, +C): the split after k code points. */
int pl_atom_concat_from(pl_term a, pl_term b, pl_term c, uint64_t *k) {
  size_t n;
  const char *p = pl_need_text(c, &n, "atomic", "atom_concat", 3);
  if (!p)
    return PL_RAISE;
  size_t count;
  size_t *off = offsets_of(p, n, &count);
  if (*k > count)
    return PL_FALSE;
  size_t at = off[*k];
  (*k)++;
  return pl_unify(a, pl_make_atom_text(p, at)) &&
         pl_unify(b, pl_make_atom_text(p + at, n - at));
}
