/*===- pl_ops.h - prolog-mini: the operator table at start-up -----------===*
 *
 * SWI-Prolog 9's operators as `swipl` starts (current_op/3), in the order
 * they are declared: the reader (Reader.cpp) parses with them and the
 * runtime (ops.c) writes with them; op/3 directives change both. One list,
 * so that a term reads and writes back the same way.
 *   PL_DEFAULT_OP(priority, type, "name name ...")
 *===----------------------------------------------------------------------===*/
#ifndef PL_OPS_H
#define PL_OPS_H

#define PL_DEFAULT_OPS \
  PL_DEFAULT_OP(1200, "xfx", ":- --> =>") \
  PL_DEFAULT_OP(1200, "fx", ":- ?-") \
  PL_DEFAULT_OP(1150, "fx", "dynamic discontiguous initialization meta_predicate module_transparent multifile public thread_local thread_initialization volatile table") \
  PL_DEFAULT_OP(1105, "xfy", "|") \
  PL_DEFAULT_OP(1100, "xfy", ";") \
  PL_DEFAULT_OP(1050, "xfy", "-> *->") \
  PL_DEFAULT_OP(1000, "xfy", ",") \
  PL_DEFAULT_OP(900, "fy", "\\+") \
  PL_DEFAULT_OP(800, "xfx", ":=") \
  PL_DEFAULT_OP(700, "xfx", "= \\= == \\== @< @> @=< @>= =.. is =:= =\\= < > =< >= >:< :< as =@= \\=@=") \
  PL_DEFAULT_OP(600, "xfy", ":") \
  PL_DEFAULT_OP(500, "yfx", "+ - /\\ \\/") \
  PL_DEFAULT_OP(400, "yfx", "* / // rdiv << >> mod rem div xor") \
  PL_DEFAULT_OP(200, "xfx", "**") \
  PL_DEFAULT_OP(200, "xfy", "^") \
  PL_DEFAULT_OP(200, "fy", "- + \\") \
  PL_DEFAULT_OP(100, "yfx", ".") \
  PL_DEFAULT_OP(1, "fx", "$")

#endif /* PL_OPS_H */
