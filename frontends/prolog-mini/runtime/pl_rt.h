/*===- pl_rt.h - prolog-mini: what the runtime's C files share -------------===*
 *
 * Declarations beyond the ABI of pl_term.h: the machine's setup, output
 * streams, error construction and the writer's entry points. The compiled
 * code needs only pl_term.h and pl_builtins.h; the control half and the
 * unit tests include this too.
 *===----------------------------------------------------------------------===*/
#ifndef PL_RT_H
#define PL_RT_H

#include "pl_term.h"

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/*---- atoms (term.c) ------------------------------------------------------*/
/* Interns PL_PREDEFINED_ATOMS in order, then the program's table, so that
 * the compiler's numbers (PL_ATOM_FIRST_FREE + i) hold. Call once, first. */
void pl_init_atoms(const char *const *program_atoms, size_t n);
/* The number of `name`, interned on first use into *slot (0 = not yet;
 * atom 0 is "[]", which is predefined and never looked up this way). */
uint32_t pl_atom_cached(uint32_t *slot, const char *name);
uint32_t pl_atom_count(void);
const struct pl_string *pl_string_of(pl_term t); /* t is a STRG */
pl_term pl_make_atom_text(const char *bytes, size_t len);
uint32_t pl_intern_str(const char *name); /* NUL-terminated */
pl_term pl_atom_str(const char *name);    /* the atom term, NUL-terminated */
/* A compound f(args...) built from an array. */
pl_term pl_compound_from(uint32_t atom, uint32_t arity, const pl_term *args);
pl_term pl_mk2(uint32_t atom, pl_term a, pl_term b); /* f(A,B) */
pl_term pl_mk1(uint32_t atom, pl_term a);            /* f(A) */

/*---- the machine (machine.c) ---------------------------------------------*/
/* Reserves the trail, the port trail and the choice-point stack (they never
 * move) and pushes the bottom frame pl_B0 with retry NULL. */
void pl_machine_init(void);
/* Pushes a frame with room for nargs saved words and makes it pl_B: fills
 * retry, prev (the old pl_B), tr (pl_TR), ptr (pl_PTR), nargs, sets cut to
 * the old pl_B
 * and zeroes kcode, kenv and next; args are the caller's to fill. On
 * exhaustion of the choice-point region it raises
 * error(resource_error(stack), choicepoints) and returns NULL (pl_B
 * unchanged): every caller checks and throws. */
struct pl_cp *pl_push_cp(void *retry, uint64_t nargs);
/* Pushes a trail entry; on exhaustion of the trail region, ends the run
 * (pl_exhausted), since a binding cannot report failure (pl_bind is void). */
void pl_trail_push(pl_term entry);
/* The same for the port trail (prologc -p's inline pushes' slow path). */
void pl_port_push(pl_term entry);
/* Ends the run when a region or the collected heap of at most `limit`
 * bytes is exhausted: flushes the output, prints swipl's first line for an
 * uncaught resource error (`ERROR: Stack limit (1.0Gb) exceeded`) and a
 * line naming what ran out, and exits with status 2, as for an uncaught
 * error. Not catchable (swipl's is): the compiled code has no way to throw
 * from inside an allocation or a binding. Allocates nothing collected. */
__attribute__((noreturn)) void pl_exhausted(const char *what, size_t limit);
extern pl_term *pl_trail_base;
extern pl_term *pl_trail_limit;
extern pl_term *pl_port_limit;

/*---- output (stream.c) ---------------------------------------------------*/
/* A buffered output: a file descriptor, or (fd < 0) a growing memory buffer
 * (for format/3, with_output_to, term_to_atom and the tests). */
typedef struct pl_stream {
  int fd;
  char *buf;
  size_t len, cap;
  size_t col;     /* column of the next character (for ~t~| and messages) */
  int last;       /* last character written (-1: none), for token gluing */
} pl_stream;
extern pl_stream pl_user_output, pl_user_error;
extern pl_stream *pl_cur_out; /* where write/1, format/1,2, nl/0 go */
void pl_stream_init_mem(pl_stream *s);
void pl_stream_free(pl_stream *s);
void pl_put_bytes(pl_stream *s, const char *p, size_t n);
void pl_put_str(pl_stream *s, const char *p);
void pl_put_char(pl_stream *s, int c); /* one byte */
void pl_put_code(pl_stream *s, uint32_t code); /* a code point, as UTF-8 */
void pl_stream_flush(pl_stream *s);
void pl_flush(void); /* user_output */
/* Before writing to user_error: flushes user_output (so ordering on a shared
 * terminal or pipe is what the program did). */
void pl_err_begin(void);

/*---- writing terms (write.c) ---------------------------------------------*/
enum {
  PL_WQUOTED = 1,
  PL_WIGNORE_OPS = 2,
  PL_WNUMBERVARS = 4,
  PL_WCANONICAL_NAMES = 8, /* write_canonical: shared variables A, B..., others _ */
  PL_WPRINT = 16 /* print/1, ~p: control characters quoted as \uHHHH */
};
void pl_write_term_to(pl_stream *s, pl_term t, int flags, int priority);
void pl_format_float(char *buf, size_t cap, double d); /* SWI's shortest */
/* op/3: priority 0 removes; type one of xfx xfy yfx fy fx xf yf. Returns
 * PL_TRUE or raises a domain error. */
int pl_add_op(int priority, const char *type, uint32_t atom);
/* The operator table (ops.c): the priority of atom as prefix/infix/postfix
 * (0 if none) and its argument priorities. */
int pl_op_prefix(uint32_t atom, int *argp);
int pl_op_infix(uint32_t atom, int *leftp, int *rightp);
int pl_op_postfix(uint32_t atom, int *argp);
int pl_op_any(uint32_t atom); /* the highest priority of any of its kinds */

/*---- errors (error.c) ----------------------------------------------------*/
/* Each builds error(Formal, context(system:Name/Arity, _)) and raises it;
 * they return PL_RAISE. */
int pl_err_inst(const char *pred, int arity);
int pl_err_type(const char *type, pl_term culprit, const char *pred, int arity);
int pl_err_domain(const char *dom, pl_term culprit, const char *pred, int arity);
int pl_err_repr(const char *what, const char *pred, int arity);
int pl_err_existence(const char *kind, pl_term culprit, const char *pred,
                     int arity);
/* error(evaluation_error(What), context(Name/Arity, _)): SWI puts the
 * function, not a predicate, without a module, in the context. */
int pl_err_eval(const char *what, const char *func, int arity);
pl_term pl_error_term(pl_term formal, pl_term context);
pl_term pl_context(const char *pred, int arity, bool system);
/* Prints what swipl prints on user_error for an exception nobody caught in
 * `:- initialization(main, main)`, without the file:line part. */
void pl_print_uncaught(pl_term ball);
/* The same, with swipl's "file:line: user:main" (where) before the
 * message, for a caller that knows it. */
void pl_print_uncaught_at(pl_term ball, const char *where);
/* The message text alone (no "ERROR: "), into s. */
void pl_message_text(pl_stream *s, pl_term ball);
int pl_bi_print_message(pl_term kind, pl_term msg);
/* A warning for a goal of `:- initialization(G)` that failed/raised, etc. */

/*---- text (text.c) -------------------------------------------------------*/
/* The text of an atomic term (atom, number, string; code or char lists when
 * lists is true) into a GC'd NUL-terminated buffer; returns NULL when t is
 * not text. */
const char *pl_text_of(pl_term t, size_t *len, bool lists);
/* Decodes one UTF-8 code point at p (n bytes left); returns its length. */
size_t pl_utf8_decode(const char *p, size_t n, uint32_t *code);
size_t pl_utf8_encode(uint32_t code, char *out);
size_t pl_utf8_length(const char *p, size_t n); /* in code points */
/* Parses a Prolog number (as number_codes/atom_number do): sign, integer
 * (0x, 0o, 0b, 0'c), float; *out set on success. */
bool pl_parse_number(const char *p, size_t n, pl_term *out);

/*---- arithmetic (arith.c) ------------------------------------------------*/
/* Evaluates t; PL_TRUE with *out a number, or PL_RAISE. */
int pl_eval(pl_term t, pl_term *out);
/* The same, with errors in the context of pred/2 (format's ~d: format). */
int pl_eval_in(pl_term t, pl_term *out, const char *pred);

/*---- lists (terms.c) -----------------------------------------------------*/
/* The length of a proper list, or -1 (partial list), or -2 (not a list). */
int64_t pl_list_length(pl_term l);
/* Built-ins with a nondeterministic mode are not in PL_BUILTINS: these
 * functions do their deterministic modes and return PL_NONDET_MODE (doing
 * nothing) for the mode the control half must enumerate. */
enum { PL_NONDET_MODE = 2 };
int pl_length_det(pl_term list, pl_term n);    /* partial list, unbound N */
int pl_atom_concat_det(pl_term a, pl_term b, pl_term c); /* -,-,+ */
int pl_char_type_det(pl_term c, pl_term type);  /* unbound char */
/* Restartable searches for the nondeterministic text built-ins: each finds
 * the first solution at or after enumeration index *k, unifies and
 * advances *k (keep it in pl_cp.next); PL_FALSE when there is none left. */
int pl_sub_atom_from(pl_term atom, pl_term b, pl_term l, pl_term a,
                     pl_term sub, uint64_t *k);
int pl_sub_string_from(pl_term str, pl_term b, pl_term l, pl_term a,
                       pl_term sub, uint64_t *k);
int pl_atom_concat_from(pl_term a, pl_term b, pl_term c, uint64_t *k);
int pl_code_type_det(pl_term c, pl_term type);  /* unbound code */
/* A copy of t with fresh variables (sharing kept), as copy_term/2. */
pl_term pl_copy_term(pl_term t);

#ifdef __cplusplus
}
#endif
#endif /* PL_RT_H */
