/*===- error.c - prolog-mini: ISO error terms and swipl's messages ---------===*
 *
 * Error balls are error(Formal, context(system:Name/Arity, _)) as swipl's
 * built-ins raise them. The messages mimic swipl 9.0.4's print_message for
 * those terms (texts collected with print_message(error, E); see the unit
 * tests). An uncaught error of `:- initialization(main, main)` is printed by
 * swipl as `ERROR: FILE:LINE: user:main CONTEXT: MESSAGE`; without a
 * `where` we print `ERROR: CONTEXT: MESSAGE`.
 *===----------------------------------------------------------------------===*/
#include "pl_rt.h"

#include <string.h>

static uint32_t a_context, a_system, a_type_error, a_domain_error,
    a_inst_error, a_repr_error, a_existence_error, a_eval_error;

pl_term pl_error_term(pl_term formal, pl_term context) {
  return pl_mk2(PL_ATOM_ERROR, formal, context);
}

static pl_term atom_of(const char *s) { return PL_MKATOM(pl_intern(s, strlen(s))); }

pl_term pl_context(const char *pred, int arity, bool system) {
  pl_term pi = pl_mk2(PL_ATOM_SLASH, atom_of(pred), PL_MKINT(arity));
  if (system)
    pi = pl_mk2(PL_ATOM_COLON, PL_MKATOM(pl_atom_cached(&a_system, "system")), pi);
  return pl_mk2(pl_atom_cached(&a_context, "context"), pi, pl_new_var());
}

static int raise_formal(pl_term formal, const char *pred, int arity) {
  return pl_raise(pl_error_term(formal, pl_context(pred, arity, true)));
}

int pl_err_inst(const char *pred, int arity) {
  return raise_formal(PL_MKATOM(pl_atom_cached(&a_inst_error, "instantiation_error")),
                      pred, arity);
}

int pl_err_type(const char *type, pl_term culprit, const char *pred, int arity) {
  pl_term f = pl_mk2(pl_atom_cached(&a_type_error, "type_error"), atom_of(type),
                     culprit);
  return raise_formal(f, pred, arity);
}

int pl_err_domain(const char *dom, pl_term culprit, const char *pred, int arity) {
  pl_term f = pl_mk2(pl_atom_cached(&a_domain_error, "domain_error"),
                     atom_of(dom), culprit);
  return raise_formal(f, pred, arity);
}

int pl_err_repr(const char *what, const char *pred, int arity) {
  pl_term f = pl_mk1(pl_atom_cached(&a_repr_error, "representation_error"),
                     atom_of(what));
  return raise_formal(f, pred, arity);
}

int pl_err_existence(const char *kind, pl_term culprit, const char *pred,
                     int arity) {
  pl_term f = pl_mk2(pl_atom_cached(&a_existence_error, "existence_error"),
                     atom_of(kind), culprit);
  return raise_formal(f, pred, arity);
}

int pl_err_eval(const char *what, const char *func, int arity) {
  pl_term f = pl_mk1(pl_atom_cached(&a_eval_error, "evaluation_error"),
                     atom_of(what));
  return pl_raise(pl_error_term(f, pl_context(func, arity, false)));
}
