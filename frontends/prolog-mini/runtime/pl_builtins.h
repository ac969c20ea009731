/*===- pl_builtins.h - prolog-mini: the deterministic C built-ins ---------===*
 *
 * The one list of built-in predicates implemented in C: the compiler
 * includes this header (defining PL_BUILTIN to collect name/arity/symbol)
 * and the runtime defines each function. Each takes `arity` terms and
 * returns PL_TRUE, PL_FALSE or PL_RAISE (pl_ball set), see pl_term.h.
 *
 * Nondeterministic modes are the control half's: between/3, length/2 with
 * both arguments unbound, atom_concat/3 with an unbound first argument,
 * sub_atom/5, clause/2 ... are not here. The deterministic modes here raise
 * or fail exactly as swipl does for their own modes.
 *===----------------------------------------------------------------------===*/
#ifndef PL_BUILTINS_H
#define PL_BUILTINS_H

#include "pl_term.h"

/* PL_BUILTIN(name, arity, c_function) */
#define PL_BUILTINS                                                            \
  /* comparison and sorting (compare.c) */                                     \
  PL_BUILTIN("==", 2, pl_bi_eq)                                                \
  PL_BUILTIN("\\==", 2, pl_bi_neq)                                             \
  PL_BUILTIN("@<", 2, pl_bi_lt)                                                \
  PL_BUILTIN("@=<", 2, pl_bi_le)                                               \
  PL_BUILTIN("@>", 2, pl_bi_gt)                                                \
  PL_BUILTIN("@>=", 2, pl_bi_ge)                                               \
  PL_BUILTIN("compare", 3, pl_bi_compare)                                      \
  PL_BUILTIN("sort", 2, pl_bi_sort)                                            \
  PL_BUILTIN("msort", 2, pl_bi_msort)                                          \
  PL_BUILTIN("sort", 4, pl_bi_sort4)                                           \
  PL_BUILTIN("keysort", 2, pl_bi_keysort)                                      \
  /* unification */                                                            \
  PL_BUILTIN("=", 2, pl_bi_unify)                                              \
  PL_BUILTIN("\\=", 2, pl_bi_not_unify)                                        \
  /* arithmetic (arith.c) */                                                   \
  PL_BUILTIN("is", 2, pl_bi_is)                                                \
  PL_BUILTIN("=:=", 2, pl_bi_num_eq)                                           \
  PL_BUILTIN("=\\=", 2, pl_bi_num_ne)                                          \
  PL_BUILTIN("<", 2, pl_bi_num_lt)                                             \
  PL_BUILTIN(">", 2, pl_bi_num_gt)                                             \
  PL_BUILTIN("=<", 2, pl_bi_num_le)                                            \
  PL_BUILTIN(">=", 2, pl_bi_num_ge)                                            \
  PL_BUILTIN("succ", 2, pl_bi_succ)                                            \
  PL_BUILTIN("plus", 3, pl_bi_plus)                                            \
  /* type tests (types.c) */                                                   \
  PL_BUILTIN("var", 1, pl_bi_var)                                              \
  PL_BUILTIN("nonvar", 1, pl_bi_nonvar)                                        \
  PL_BUILTIN("atom", 1, pl_bi_atom)                                            \
  PL_BUILTIN("number", 1, pl_bi_number)                                        \
  PL_BUILTIN("integer", 1, pl_bi_integer)                                      \
  PL_BUILTIN("float", 1, pl_bi_float)                                          \
  PL_BUILTIN("atomic", 1, pl_bi_atomic)                                        \
  PL_BUILTIN("compound", 1, pl_bi_compound)                                    \
  PL_BUILTIN("callable", 1, pl_bi_callable)                                    \
  PL_BUILTIN("is_list", 1, pl_bi_is_list)                                      \
  PL_BUILTIN("string", 1, pl_bi_string)                                        \
  PL_BUILTIN("ground", 1, pl_bi_ground)                                        \
  /* term construction and inspection (terms.c) */                             \
  PL_BUILTIN("functor", 3, pl_bi_functor)                                      \
  PL_BUILTIN("$arg", 3, pl_bi_arg)                                              \
  PL_BUILTIN("=..", 2, pl_bi_univ)                                             \
  PL_BUILTIN("copy_term", 2, pl_bi_copy_term)                                  \
  PL_BUILTIN("term_variables", 2, pl_bi_term_variables)                        \
  PL_BUILTIN("numbervars", 3, pl_bi_numbervars)                                \
  PL_BUILTIN("nb_setval", 2, pl_bi_nb_setval)                                  \
  PL_BUILTIN("nb_getval", 2, pl_bi_nb_getval)                                  \
  PL_BUILTIN("b_setval", 2, pl_bi_b_setval)                                    \
  PL_BUILTIN("b_getval", 2, pl_bi_b_getval)                                    \
  /* atoms and strings (atoms.c, strings.c) */                                 \
  PL_BUILTIN("atom_codes", 2, pl_bi_atom_codes)                                \
  PL_BUILTIN("atom_chars", 2, pl_bi_atom_chars)                                \
  PL_BUILTIN("char_code", 2, pl_bi_char_code)                                  \
  PL_BUILTIN("atom_length", 2, pl_bi_atom_length)                              \
  PL_BUILTIN("atom_number", 2, pl_bi_atom_number)                              \
  PL_BUILTIN("number_codes", 2, pl_bi_number_codes)                            \
  PL_BUILTIN("number_chars", 2, pl_bi_number_chars)                            \
  PL_BUILTIN("atom_string", 2, pl_bi_atom_string)                              \
  PL_BUILTIN("number_string", 2, pl_bi_number_string)                          \
  PL_BUILTIN("string_concat", 3, pl_bi_string_concat)                          \
  PL_BUILTIN("string_chars", 2, pl_bi_string_chars)                            \
  PL_BUILTIN("string_codes", 2, pl_bi_string_codes)                            \
  PL_BUILTIN("string_to_atom", 2, pl_bi_string_to_atom)                        \
  PL_BUILTIN("string_length", 2, pl_bi_string_length)                          \
  PL_BUILTIN("upcase_atom", 2, pl_bi_upcase_atom)                              \
  PL_BUILTIN("downcase_atom", 2, pl_bi_downcase_atom)                          \
  PL_BUILTIN("term_to_atom", 2, pl_bi_term_to_atom)                            \
  PL_BUILTIN("term_string", 2, pl_bi_term_string)                              \
  PL_BUILTIN("string_upper", 2, pl_bi_string_upper)                            \
  PL_BUILTIN("string_lower", 2, pl_bi_string_lower)                            \
  PL_BUILTIN("string_code", 3, pl_bi_string_code)                              \
  PL_BUILTIN("atomic_list_concat", 2, pl_bi_atomic_list_concat2)               \
  PL_BUILTIN("atomic_list_concat", 3, pl_bi_atomic_list_concat3)               \
  PL_BUILTIN("split_string", 4, pl_bi_split_string)                            \
  /* output (io.c, format.c) */                                                \
  PL_BUILTIN("write", 1, pl_bi_write)                                          \
  PL_BUILTIN("print", 1, pl_bi_print)                                          \
  PL_BUILTIN("writeq", 1, pl_bi_writeq)                                        \
  PL_BUILTIN("write_canonical", 1, pl_bi_write_canonical)                      \
  PL_BUILTIN("write_term", 2, pl_bi_write_term)                                \
  PL_BUILTIN("nl", 0, pl_bi_nl)                                                \
  PL_BUILTIN("tab", 1, pl_bi_tab)                                              \
  PL_BUILTIN("put_char", 1, pl_bi_put_char)                                    \
  PL_BUILTIN("flush_output", 0, pl_bi_flush_output)                            \
  PL_BUILTIN("write", 2, pl_bi_write2)                                         \
  PL_BUILTIN("print", 2, pl_bi_print2)                                         \
  PL_BUILTIN("writeq", 2, pl_bi_writeq2)                                       \
  PL_BUILTIN("write_canonical", 2, pl_bi_write_canonical2)                     \
  PL_BUILTIN("write_term", 3, pl_bi_write_term3)                               \
  PL_BUILTIN("nl", 1, pl_bi_nl1)                                               \
  PL_BUILTIN("tab", 2, pl_bi_tab2)                                             \
  PL_BUILTIN("put_char", 2, pl_bi_put_char2)                                   \
  PL_BUILTIN("flush_output", 1, pl_bi_flush_output1)                           \
  PL_BUILTIN("op", 3, pl_bi_op)                                                \
  PL_BUILTIN("format", 1, pl_bi_format1)                                       \
  PL_BUILTIN("format", 2, pl_bi_format2)                                       \
  PL_BUILTIN("format", 3, pl_bi_format3)                                       \
  /* the dynamic database (db.c) */                                            \
  PL_BUILTIN("assert", 1, pl_bi_assertz)                                       \
  PL_BUILTIN("assertz", 1, pl_bi_assertz)                                      \
  PL_BUILTIN("asserta", 1, pl_bi_asserta)                                      \
  PL_BUILTIN("retractall", 1, pl_bi_retractall)                                \
  PL_BUILTIN("$clause_refs", 2, pl_bi_clause_refs)                             \
  PL_BUILTIN("$erase", 1, pl_bi_erase)                                         \
  PL_BUILTIN("$static_clause", 1, pl_bi_static_clause)                         \
  PL_BUILTIN("$modifiable", 1, pl_bi_modifiable)                               \
  PL_BUILTIN("$print_message", 2, pl_bi_print_message)                         \
  PL_BUILTIN("$atom_concat", 3, pl_atom_concat_det)                            \
  /* start-up (run.c): what the goal being run is, for messages */             \
  PL_BUILTIN("$goal_kind", 4, pl_bi_goal_kind)

#ifdef __cplusplus
extern "C" {
#endif

#define PL_ARGS_0 void
#define PL_ARGS_1 pl_term
#define PL_ARGS_2 pl_term, pl_term
#define PL_ARGS_3 pl_term, pl_term, pl_term
#define PL_ARGS_4 pl_term, pl_term, pl_term, pl_term
#define PL_BUILTIN(name, arity, fn) int fn(PL_ARGS_##arity);
PL_BUILTINS
#undef PL_BUILTIN

#ifdef __cplusplus
}
#endif
#endif /* PL_BUILTINS_H */
