/*===- globals.c - prolog-mini: global variables ---------------------------===*
 *
 * nb_setval/2 stores a copy (later bindings and backtracking leave it be).
 * b_setval/2 stores the term itself and is undone on backtracking: each
 * key's value is a chain '$bval'(Value, Next) whose Next cells are bound
 * through pl_bind (so trailed when a choice point could undo them); the
 * value is the last link's, and undoing a binding shortens the chain back
 * to the previous value. nb_setval starts a new chain.
 *===----------------------------------------------------------------------===*/
#include "pl_builtins.h"
#include "pl_rt.h"

#include <string.h>

static pl_term *globals; /* per atom: the chain's first cell, or 0 */
static uint32_t globals_cap;

/* The key's first cell, creating the table slot (and an empty chain). */
static pl_term *slot(uint32_t a) {
  if (a >= globals_cap) {
    uint32_t cap = globals_cap ? globals_cap : 64;
    while (cap <= a)
      cap *= 2;
    pl_term *g = pl_alloc(cap); /* GC-visible: the values are heap terms */
    if (globals)
      memcpy(g, globals, globals_cap * sizeof *g);
    globals = g;
    globals_cap = cap;
  }
  return &globals[a];
}

static int key_atom(pl_term key, const char *pred, const char *type_pred,
                    uint32_t *a) {
  key = pl_deref(key);
  if (pl_is_var(key))
    return pl_err_inst(pred, 2);
  if (PL_TAG(key) != PL_TAG_ATOM)
    return pl_err_type("atom", key, type_pred, 2);
  *a = PL_ATOMNO(key);
  return PL_TRUE;
}

static pl_term new_link(pl_term value) {
  return pl_mk2(pl_intern_str("$bval"), value, pl_new_var());
}

/* The last link of a chain (its Next unbound), or 0 if the chain is empty. */
static pl_term last_link(pl_term first) {
  pl_term link = 0, c = pl_deref(first);
  while (!pl_is_var(c)) {
    link = c;
    c = pl_deref(pl_arg(c, 2));
  }
  return link;
}

static int set_value(pl_term key, pl_term value, bool backtrackable) {
  uint32_t a;
  int r = key_atom(key, backtrackable ? "b_setval" : "nb_setval",
                   backtrackable ? "b_setval" : "nb_linkval", &a);
  if (r != PL_TRUE)
    return r;
  pl_term *first = slot(a);
  if (!backtrackable) {
    /* a new chain whose first cell is set for good (not trailed) */
    *first = pl_new_var();
    *PL_PTR(*first) = new_link(pl_copy_term(value));
    return PL_TRUE;
  }
  if (!*first)
    *first = pl_new_var(); /* an empty chain */
  pl_term last = last_link(*first);
  pl_term tail = last ? pl_deref(pl_arg(last, 2)) : pl_deref(*first);
  pl_bind(tail, new_link(value));
  return PL_TRUE;
}

int pl_bi_nb_setval(pl_term key, pl_term value) { return set_value(key, value, false); }
int pl_bi_b_setval(pl_term key, pl_term value) { return set_value(key, value, true); }

static int get_value(pl_term key, pl_term value, const char *pred) {
  uint32_t a;
  int r = key_atom(key, pred, pred, &a);
  if (r != PL_TRUE)
    return r;
  pl_term last = a < globals_cap && globals[a] ? last_link(globals[a]) : 0;
  if (!last)
    return pl_err_existence("variable", pl_deref(key), pred, 2);
  return pl_unify(value, pl_arg(last, 1));
}

int pl_bi_nb_getval(pl_term key, pl_term value) { return get_value(key, value, "nb_getval"); }
int pl_bi_b_getval(pl_term key, pl_term value) { return get_value(key, value, "b_getval"); }
