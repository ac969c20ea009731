/*===- pl_atoms.h - prolog-mini: helpers shared by the text built-ins -----===*/
#ifndef PL_ATOMS_H
#define PL_ATOMS_H

#include "pl_builtins.h"
#include "pl_rt.h"
#include "pl_write_atom.h"

/* A list of codes (or one-char atoms) for UTF-8 text. */
pl_term pl_codes_of(const char *p, size_t n, bool chars);
pl_term pl_char_atom(uint32_t code);
/* Raises swipl's error for a list that is not a code/char list. */
int pl_text_list_error(pl_term l, const char *pred, int arity);
/* The text of a bound atomic argument, or NULL with an error raised
 * (instantiation_error, or type_error(type, T)). */
const char *pl_need_text(pl_term t, size_t *n, const char *type,
                         const char *pred, int arity);

#endif
