/*===- copy.c - prolog-mini: copy_term/2, term_variables/2, numbervars/3 -===*
 *
 * All walk terms with recursion on all arguments but the last, which is a
 * loop, so that long lists take no C stack.
 *===----------------------------------------------------------------------===*/
#include "pl_builtins.h"
#include "pl_rt.h"

#include <stdlib.h>
#include <string.h>

/* A map from old variables to their copies (open addressing). */
struct var_map {
  pl_term *keys, *vals;
  size_t cap, n;
};

static pl_term *map_slot(struct var_map *m, pl_term k) {
  size_t i = (size_t)((k >> 3) * 0x9E3779B97F4A7C15ull) & (m->cap - 1);
  while (m->keys[i] && m->keys[i] != k)
    i = (i + 1) & (m->cap - 1);
  return &m->keys[i];
}

static pl_term map_get(struct var_map *m, pl_term k) {
  if ((m->n + 1) * 2 > m->cap) {
    struct var_map g = {calloc(m->cap * 2, 8), calloc(m->cap * 2, 8), m->cap * 2, 0};
    if (!g.keys || !g.vals)
      abort();
    for (size_t i = 0; i < m->cap; i++)
      if (m->keys[i]) {
        pl_term *s = map_slot(&g, m->keys[i]);
        *s = m->keys[i];
        g.vals[s - g.keys] = m->vals[i];
      }
    free(m->keys);
    free(m->vals);
    g.n = m->n;
    *m = g;
  }
  pl_term *s = map_slot(m, k);
  if (!*s) {
    *s = k;
    m->vals[s - m->keys] = pl_new_var();
    m->n++;
  }
  return m->vals[s - m->keys];
}

/* Copies t into *dst. */
static void copy_into(struct var_map *m, pl_term t, pl_term *dst) {
  for (;;) {
    t = pl_deref(t);
    unsigned tag = PL_TAG(t);
    if (tag == PL_TAG_REF) {
      *dst = map_get(m, t);
      return;
    }
    if (tag != PL_TAG_STR && tag != PL_TAG_LST) {
      *dst = t; /* atomic: shared (floats and strings are immutable) */
      return;
    }
    pl_term f = pl_functor_of(t);
    unsigned n = PL_FUNCTOR_ARITY(f);
    pl_term c = tag == PL_TAG_LST ? pl_cons(0, 0)
                                  : pl_make_compound(PL_FUNCTOR_ATOM(f), n);
    *dst = c;
    for (unsigned i = 1; i < n; i++)
      copy_into(m, pl_arg(t, i), pl_arg_cell(c, i));
    dst = pl_arg_cell(c, n);
    t = pl_arg(t, n);
  }
}

pl_term pl_copy_term(pl_term t) {
  struct var_map m = {calloc(64, 8), calloc(64, 8), 64, 0};
  if (!m.keys || !m.vals)
    abort();
  pl_term out;
  copy_into(&m, t, &out);
  free(m.keys);
  free(m.vals);
  return out;
}

int pl_bi_copy_term(pl_term t, pl_term c) { return pl_unify(c, pl_copy_term(t)); }

/* The variables of t in depth-first, left-to-right order of first
 * occurrence, consed in reverse onto *acc; seen marks each once. */
static void collect_vars(struct var_map *seen, pl_term t, pl_term **out,
                         size_t *n, size_t *cap) {
  for (;;) {
    t = pl_deref(t);
    if (pl_is_var(t)) {
      size_t before = seen->n;
      map_get(seen, t);
      if (seen->n == before)
        return;
      if (*n == *cap) {
        *cap *= 2;
        *out = realloc(*out, *cap * sizeof **out);
        if (!*out)
          abort();
      }
      (*out)[(*n)++] = t;
      return;
    }
    if (PL_TAG(t) != PL_TAG_STR && PL_TAG(t) != PL_TAG_LST)
      return;
    unsigned k = PL_FUNCTOR_ARITY(pl_functor_of(t));
    for (unsigned i = 1; i < k; i++)
      collect_vars(seen, pl_arg(t, i), out, n, cap);
    t = pl_arg(t, k);
  }
}

/* The variables of t, in order, into a malloc'ed array. */
static pl_term *term_vars(pl_term t, size_t *n) {
  struct var_map seen = {calloc(64, 8), calloc(64, 8), 64, 0};
  size_t cap = 16;
  pl_term *vars = malloc(cap * sizeof *vars);
  if (!seen.keys || !seen.vals || !vars)
    abort();
  *n = 0;
  collect_vars(&seen, t, &vars, n, &cap);
  free(seen.keys);
  free(seen.vals);
  return vars;
}

int pl_bi_term_variables(pl_term t, pl_term l) {
  size_t n;
  pl_term *vars = term_vars(t, &n);
  pl_term list = PL_MKATOM(PL_ATOM_NIL);
  for (size_t i = n; i-- > 0;)
    list = pl_cons(vars[i], list);
  free(vars);
  return pl_unify(l, list);
}

int pl_bi_numbervars(pl_term t, pl_term start, pl_term end) {
  start = pl_deref(start);
  if (pl_is_var(start))
    return pl_err_inst("numbervars", 4); /* swipl reports numbervars/4 */
  if (PL_TAG(start) != PL_TAG_INT)
    return pl_err_type("integer", start, "numbervars", 4);
  size_t n;
  pl_term *vars = term_vars(t, &n);
  int64_t k = PL_INTVAL(start);
  for (size_t i = 0; i < n; i++)
    pl_bind(vars[i], pl_mk1(PL_ATOM_VAR_FUNCTOR, PL_MKINT(k++)));
  free(vars);
  return pl_unify(end, PL_MKINT(k));
}

