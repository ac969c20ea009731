/*===- varnames.c - prolog-mini: write_canonical's variable names ----------===*
 *
 * swipl's write_canonical(f(X,Y,X)) writes f(A,_,A): the variables that
 * occur more than once are lettered in order of first occurrence, the
 * others are `_`, so the output reads back with the same sharing.
 *===----------------------------------------------------------------------===*/
#include "pl_write_atom.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

struct var_entry {
  pl_term var;   /* 0 = empty slot */
  uint64_t count;
  int64_t letter; /* -1 until named */
};

struct pl_varnames {
  struct var_entry *slots;
  size_t cap, n;
  int64_t next_letter;
};

static struct var_entry *find(struct pl_varnames *vn, pl_term v) {
  size_t i = (size_t)((v >> 3) * 0x9E3779B97F4A7C15ull) & (vn->cap - 1);
  while (vn->slots[i].var && vn->slots[i].var != v)
    i = (i + 1) & (vn->cap - 1);
  return &vn->slots[i];
}

static void grow(struct pl_varnames *vn) {
  struct var_entry *old = vn->slots;
  size_t oldcap = vn->cap;
  vn->cap = oldcap ? oldcap * 2 : 64;
  vn->slots = calloc(vn->cap, sizeof *vn->slots);
  if (!vn->slots)
    abort();
  for (size_t i = 0; i < oldcap; i++)
    if (old[i].var)
      *find(vn, old[i].var) = old[i];
  free(old);
}

static void count_var(struct pl_varnames *vn, pl_term v) {
  if ((vn->n + 1) * 2 > vn->cap)
    grow(vn);
  struct var_entry *e = find(vn, v);
  if (!e->var) {
    e->var = v;
    e->letter = -1;
    vn->n++;
  }
  e->count++;
}

/* Recursion on all arguments but the last, which loops (lists). */
static void walk(struct pl_varnames *vn, pl_term t) {
  for (;;) {
    t = pl_deref(t);
    if (pl_is_var(t)) {
      count_var(vn, t);
      return;
    }
    if (PL_TAG(t) != PL_TAG_STR && PL_TAG(t) != PL_TAG_LST)
      return;
    unsigned n = PL_FUNCTOR_ARITY(pl_functor_of(t));
    for (unsigned i = 1; i < n; i++)
      walk(vn, pl_arg(t, i));
    t = pl_arg(t, n);
  }
}

struct pl_varnames *pl_varnames_collect(pl_term t) {
  struct pl_varnames *vn = calloc(1, sizeof *vn);
  if (!vn)
    abort();
  grow(vn);
  walk(vn, t);
  return vn;
}

/* Letters are given as the writer meets the variables, which is the order
 * of first occurrence. */
void pl_varname(struct pl_varnames *vn, pl_term var, char *buf, size_t cap) {
  struct var_entry *e = find(vn, var);
  if (!e->var || e->count < 2) {
    snprintf(buf, cap, "_");
    return;
  }
  if (e->letter < 0)
    e->letter = vn->next_letter++;
  if (e->letter >= 26)
    snprintf(buf, cap, "%c%" PRId64, (char)('A' + e->letter % 26),
             e->letter / 26);
  else
    snprintf(buf, cap, "%c", (char)('A' + e->letter));
}

void pl_varnames_free(struct pl_varnames *vn) {
  free(vn->slots);
  free(vn);
}
