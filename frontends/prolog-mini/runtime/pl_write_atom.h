/*===- pl_write_atom.h - prolog-mini: atom text, quoting, variable names ---===*/
#ifndef PL_WRITE_ATOM_H
#define PL_WRITE_ATOM_H

#include "pl_rt.h"

/* The atom's text, quoted and escaped as writeq does when quoted is set and
 * the atom needs it. */
void pl_atom_text_to(pl_stream *s, uint32_t atom, int quoted, int uescapes);
int pl_atom_needs_quotes(const char *p, size_t n);
/* Text between quote characters q (' or "), with SWI's escapes: control
 * characters without a name as \xHH\ (writeq) or, with uescapes, as
 * \uHHHH (print/1 and ~p). */
void pl_quoted_text_to(pl_stream *s, const char *p, size_t n, char q, int uescapes);
/* Character classes of code points (ASCII and, through the C.UTF-8 locale,
 * the rest). */
int pl_code_is_upper(uint32_t c);
int pl_code_is_lower(uint32_t c);
int pl_code_is_alpha(uint32_t c); /* letters, digits and _ (Prolog's csym) */
/* Prolog's symbol characters: #$&*+-./:<=>?@^~\ and, beyond ASCII, the
 * punctuation and symbols (swipl writes '→&' unquoted). */
int pl_code_is_symbol(uint32_t c);
uint32_t pl_code_to_upper(uint32_t c);
uint32_t pl_code_to_lower(uint32_t c);

/* write_canonical's variable names: variables occurring more than once are
 * A, B, ... in order of first occurrence; the others are _. */
struct pl_varnames;
struct pl_varnames *pl_varnames_collect(pl_term t);
void pl_varname(struct pl_varnames *vn, pl_term var, char *buf, size_t cap);
void pl_varnames_free(struct pl_varnames *vn);

#endif
