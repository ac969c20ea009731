/*===- db.c - prolog-mini: dynamic predicates (assert, retract) -----------===*
 *
 * Each dynamic predicate has a list of clauses, each a copy of the asserted
 * term with the generations in which it was added and removed: a call sees
 * the clauses alive in the generation it started in (SWI-Prolog's logical
 * update view), so assert and retract during the call do not change what it
 * enumerates. Removed clauses stay linked (a running call may be on one).
 *===----------------------------------------------------------------------===*/
#include "pl_builtins.h"
#include "pl_control.h"
#include "pl_rt.h"

#include <gc.h>
#include <string.h>

struct pl_clause {
  pl_term clause; /* Head :- Body, a private copy */
  uint64_t born, died;
  struct pl_clause *next;
};

struct pl_db {
  pl_term functor;
  struct pl_clause *first, *last;
  struct pl_db *next;
  int is_static; /* a compiled predicate: clause/2 reads it, nothing modifies it */
};

#define DB_BUCKETS 256
static struct pl_db *buckets[DB_BUCKETS];
static uint64_t generation = 1;

static struct pl_db **bucket(pl_term functor) {
  return &buckets[(functor * 0x9e3779b97f4a7c15ull) >> 56];
}

static struct pl_db *find(pl_term functor) {
  for (struct pl_db *d = *bucket(functor); d; d = d->next)
    if (d->functor == functor)
      return d;
  return NULL;
}

static struct pl_db *get(pl_term functor) {
  struct pl_db *d = find(functor);
  if (!d) {
    d = GC_malloc_uncollectable(sizeof *d);
    memset(d, 0, sizeof *d);
    d->functor = functor;
    d->next = *bucket(functor);
    *bucket(functor) = d;
  }
  return d;
}

void pl_db_declare(pl_term functor) { get(functor); }
void pl_db_declare_static(pl_term functor) { get(functor)->is_static = 1; }

/* permission_error(modify, static_procedure, N/A), as swipl raises it. */
static int static_procedure(pl_term functor, const char *pred, int arity) {
  pl_term pi = pl_mk2(PL_ATOM_SLASH, PL_MKATOM(PL_FUNCTOR_ATOM(functor)),
                      PL_MKINT(PL_FUNCTOR_ARITY(functor)));
  pl_term f = pl_make_compound(pl_intern_str("permission_error"), 3);
  PL_PTR(f)[1] = PL_MKATOM(pl_intern_str("modify"));
  PL_PTR(f)[2] = PL_MKATOM(pl_intern_str("static_procedure"));
  PL_PTR(f)[3] = pi;
  return pl_raise(pl_error_term(f, pl_context(pred, arity, true)));
}
int pl_db_exists(pl_term functor) { return find(functor) != NULL; }

static pl_term functor_of_callable(pl_term t) {
  return PL_TAG(t) == PL_TAG_ATOM ? PL_FUNCTOR(PL_ATOMNO(t), 0) : pl_functor_of(t);
}

/* Splits Head :- Body (or a fact); raises for a variable or a non-callable. */
static int split(pl_term c, pl_term *head, pl_term *body) {
  c = pl_deref(c);
  *head = c;
  *body = PL_MKATOM(PL_ATOM_TRUE);
  if (PL_TAG(c) == PL_TAG_STR && PL_PTR(c)[0] == PL_FUNCTOR(PL_ATOM_NECK, 2)) {
    *head = pl_deref(PL_PTR(c)[1]);
    *body = PL_PTR(c)[2];
  }
  if (pl_is_var(*head))
    return pl_err_inst("assertz", 1);
  if (!pl_is_callable(*head))
    return pl_err_type("callable", *head, "assertz", 1);
  return PL_TRUE;
}

static pl_term neck(pl_term head, pl_term body) {
  pl_term c = pl_make_compound(PL_ATOM_NECK, 2);
  PL_PTR(c)[1] = head;
  PL_PTR(c)[2] = body;
  return c;
}

/* at_end: assertz, else asserta; loading: a static predicate's clause,
 * registered at start-up for clause/2. */
static int add(pl_term c, int at_end, int loading) {
  pl_term head, body;
  int r = split(c, &head, &body);
  if (r != PL_TRUE)
    return r;
  struct pl_db *d = get(functor_of_callable(head));
  if (d->is_static && !loading)
    return static_procedure(d->functor, at_end ? "assertz" : "asserta", 1);
  struct pl_clause *cl = GC_malloc_uncollectable(sizeof *cl);
  cl->clause = pl_copy_term(neck(head, body));
  GC_add_roots(&cl->clause, &cl->clause + 1);
  cl->born = ++generation;
  cl->died = UINT64_MAX;
  cl->next = NULL;
  if (at_end) {
    if (d->last)
      d->last->next = cl;
    else
      d->first = cl;
    d->last = cl;
  } else {
    cl->next = d->first;
    d->first = cl;
    if (!d->last)
      d->last = cl;
  }
  return PL_TRUE;
}

int pl_bi_assertz(pl_term c) { return add(c, 1, 0); }
int pl_bi_asserta(pl_term c) { return add(c, 0, 0); }
int pl_bi_static_clause(pl_term c) { return add(c, 1, 1); }

/* '$modifiable'(Head): retract/1's check that Head's predicate is not a
 * compiled one. */
int pl_bi_modifiable(pl_term h) {
  h = pl_deref(h);
  struct pl_db *d = pl_is_callable(h) ? find(functor_of_callable(h)) : NULL;
  return d && d->is_static ? static_procedure(d->functor, "retract", 1) : PL_TRUE;
}

static int alive(const struct pl_clause *c, uint64_t gen) { return c->born <= gen && gen < c->died; }

/* Frame args: [goal, next clause, generation]. */
void pl_db_start(struct pl_cp *frame, pl_term goal) {
  struct pl_db *d = find(functor_of_callable(pl_deref(goal)));
  frame->args[0] = goal;
  frame->args[1] = (pl_term)(uintptr_t)(d ? d->first : NULL);
  frame->args[2] = generation;
}

int pl_db_next(struct pl_cp *frame, pl_term *body) {
  uint64_t gen = frame->args[2];
  struct pl_clause *c = (struct pl_clause *)(uintptr_t)frame->args[1];
  for (; c; c = c->next) {
    if (!alive(c, gen))
      continue;
    pl_term copy = pl_copy_term(c->clause);
    if (pl_unify(frame->args[0], PL_PTR(copy)[1]) != PL_TRUE) {
      pl_undo_to(frame);
      continue;
    }
    struct pl_clause *n = c->next;
    while (n && !alive(n, gen))
      n = n->next;
    if (n)
      frame->args[1] = (pl_term)(uintptr_t)n;
    else
      pl_B = frame->prev; /* the last one: no choice point left */
    *body = PL_PTR(copy)[2];
    return 1;
  }
  pl_B = frame->prev;
  return 0;
}

/* Does a unify with b? A frame to bind against, so that the bindings can be
 * undone even when no choice point exists; -1 if the choice-point stack is
 * full (pl_push_cp has raised the resource error). */
static int attempt(pl_term a, pl_term b) {
  struct pl_cp *saved = pl_B;
  struct pl_cp *frame = pl_push_cp(NULL, 0);
  if (!frame)
    return -1;
  int ok = pl_unify(a, b) == PL_TRUE;
  pl_undo_to(frame);
  pl_B = saved;
  return ok;
}

/* '$clause_refs'(Head, Refs): Refs is a list Ref-(H-B) of a fresh copy of
 * each clause alive now of Head's dynamic predicate, in order (clause/2
 * and retract/1 in prelude.pl enumerate it: the logical update view); of a
 * static one's when the program uses clause/2 (registered at start-up),
 * else none. */
int pl_bi_clause_refs(pl_term h, pl_term refs) {
  h = pl_deref(h);
  if (pl_is_var(h))
    return pl_err_inst("clause", 2);
  if (!pl_is_callable(h))
    return pl_err_type("callable", h, "clause", 2);
  struct pl_db *d = find(functor_of_callable(h));
  pl_term list = PL_MKATOM(PL_ATOM_NIL), *tail = &list;
  for (struct pl_clause *cl = d ? d->first : NULL; cl; cl = cl->next) {
    if (!alive(cl, generation))
      continue;
    pl_term copy = pl_copy_term(cl->clause);
    pl_term hb = pl_make_compound(PL_ATOM_MINUS, 2);
    PL_PTR(hb)[1] = PL_PTR(copy)[1];
    PL_PTR(hb)[2] = PL_PTR(copy)[2];
    pl_term entry = pl_make_compound(PL_ATOM_MINUS, 2);
    PL_PTR(entry)[1] = (pl_term)(uintptr_t)cl | PL_TAG_INT;
    PL_PTR(entry)[2] = hb;
    *tail = pl_cons(entry, PL_MKATOM(PL_ATOM_NIL));
    tail = &PL_PTR(*tail)[1];
  }
  return pl_unify(refs, list);
}

/* '$erase'(Ref): removes the clause, if no one has yet. */
int pl_bi_erase(pl_term ref) {
  struct pl_clause *cl = (struct pl_clause *)(uintptr_t)(pl_deref(ref) & ~(pl_term)7);
  if (cl->died != UINT64_MAX)
    return PL_FALSE;
  cl->died = ++generation;
  return PL_TRUE;
}

int pl_bi_retractall(pl_term h) {
  h = pl_deref(h);
  if (pl_is_var(h))
    return pl_err_inst("retractall", 1);
  struct pl_db *d = get(functor_of_callable(h));
  if (d->is_static)
    return static_procedure(d->functor, "retractall", 1);
  for (struct pl_clause *cl = d->first; cl; cl = cl->next) {
    if (!alive(cl, generation))
      continue;
    int r = attempt(h, PL_PTR(pl_copy_term(cl->clause))[1]);
    if (r < 0)
      return PL_RAISE;
    if (r)
      cl->died = ++generation;
  }
  return PL_TRUE;
}
