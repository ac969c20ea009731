/*===- io.c - prolog-mini: the output built-ins ----------------------------===*
 *
 * write/1, print/1, writeq/1, write_canonical/1, write_term/2, nl/0, tab/1,
 * put_char/1, flush_output/0 and op/3. All write to pl_cur_out (user_output
 * unless with_output_to or format/3 redirected it).
 *===----------------------------------------------------------------------===*/
#include "pl_builtins.h"
#include "pl_rt.h"

#include <string.h>

int pl_bi_write(pl_term t) {
  pl_write_term_to(pl_cur_out, t, PL_WNUMBERVARS, 1200);
  return PL_TRUE;
}

/* print/1 is portray + writeq; without portray hooks, writeq, except that
 * swipl's print escapes control characters as \uHHHH. */
int pl_bi_print(pl_term t) {
  pl_write_term_to(pl_cur_out, t, PL_WQUOTED | PL_WNUMBERVARS | PL_WPRINT, 1200);
  return PL_TRUE;
}

int pl_bi_writeq(pl_term t) {
  pl_write_term_to(pl_cur_out, t, PL_WQUOTED | PL_WNUMBERVARS, 1200);
  return PL_TRUE;
}

int pl_bi_write_canonical(pl_term t) {
  pl_write_term_to(pl_cur_out, t,
                   PL_WQUOTED | PL_WIGNORE_OPS | PL_WCANONICAL_NAMES, 1200);
  return PL_TRUE;
}

/* Option(true|false) into a flag bit, or type_error(bool, V). */
static int bool_option(pl_term opt, int bit, int *flags) {
  pl_term v = pl_deref(pl_arg(opt, 1));
  if (pl_is_var(v))
    return pl_err_inst("write_term", 2);
  if (v == PL_MKATOM(PL_ATOM_TRUE))
    *flags |= bit;
  else if (v == PL_MKATOM(PL_ATOM_FALSE))
    *flags &= ~bit;
  else
    return pl_err_type("bool", v, "write_term", 2);
  return PL_TRUE;
}

/* swipl ignores options it does not know (of arity 1), and raises
 * type_error(option, O) for anything that is not Name(Value). max_depth
 * and portray are among the ignored ones here. */
static int write_option(pl_term opt, int *flags) {
  opt = pl_deref(opt);
  if (pl_is_var(opt))
    return pl_err_inst("write_term", 2);
  if (PL_TAG(opt) != PL_TAG_STR || PL_FUNCTOR_ARITY(pl_functor_of(opt)) != 1)
    return pl_err_type("option", opt, "write_term", 2);
  const char *name = pl_atom_name(PL_FUNCTOR_ATOM(pl_functor_of(opt)));
  if (!strcmp(name, "quoted"))
    return bool_option(opt, PL_WQUOTED, flags);
  if (!strcmp(name, "ignore_ops"))
    return bool_option(opt, PL_WIGNORE_OPS, flags);
  if (!strcmp(name, "numbervars"))
    return bool_option(opt, PL_WNUMBERVARS, flags);
  return PL_TRUE;
}

int pl_bi_write_term(pl_term t, pl_term opts) {
  int flags = 0;
  int64_t n = pl_list_length(opts);
  if (n == -1)
    return pl_err_inst("write_term", 2);
  if (n < 0)
    return pl_err_type("list", pl_deref(opts), "write_term", 2);
  for (pl_term l = pl_deref(opts); PL_TAG(l) == PL_TAG_LST; l = pl_deref(pl_arg(l, 2))) {
    int r = write_option(pl_arg(l, 1), &flags);
    if (r != PL_TRUE)
      return r;
  }
  pl_write_term_to(pl_cur_out, t, flags, 1200);
  return PL_TRUE;
}

int pl_bi_nl(void) {
  pl_put_char(pl_cur_out, '\n');
  return PL_TRUE;
}

int pl_bi_tab(pl_term n) {
  pl_term v;
  if (pl_eval(n, &v) != PL_TRUE)
    return PL_RAISE;
  if (PL_TAG(v) != PL_TAG_INT)
    return pl_err_type("integer", v, "tab", 1);
  for (int64_t i = 0; i < PL_INTVAL(v); i++)
    pl_put_char(pl_cur_out, ' ');
  return PL_TRUE;
}

int pl_bi_put_char(pl_term c) {
  c = pl_deref(c);
  if (pl_is_var(c))
    return pl_err_inst("put_char", 1);
  if (PL_TAG(c) != PL_TAG_ATOM ||
      pl_utf8_length(pl_atom_name(PL_ATOMNO(c)), pl_atom_len(PL_ATOMNO(c))) != 1)
    return pl_err_type("character", c, "put_char", 1);
  pl_put_bytes(pl_cur_out, pl_atom_name(PL_ATOMNO(c)), pl_atom_len(PL_ATOMNO(c)));
  return PL_TRUE;
}

int pl_bi_flush_output(void) {
  pl_stream_flush(pl_cur_out);
  return PL_TRUE;
}

static int op_one(int pri, const char *type, pl_term name) {
  name = pl_deref(name);
  if (pl_is_var(name))
    return pl_err_inst("op", 3);
  if (PL_TAG(name) != PL_TAG_ATOM)
    return pl_err_type("atom", name, "op", 3);
  return pl_add_op(pri, type, PL_ATOMNO(name));
}

int pl_bi_op(pl_term pri, pl_term type, pl_term names) {
  pri = pl_deref(pri);
  type = pl_deref(type);
  names = pl_deref(names);
  if (pl_is_var(pri) || pl_is_var(type) || pl_is_var(names))
    return pl_err_inst("op", 3);
  if (PL_TAG(pri) != PL_TAG_INT)
    return pl_err_type("integer", pri, "op", 3);
  if (PL_TAG(type) != PL_TAG_ATOM)
    return pl_err_type("atom", type, "op", 3);
  int p = (int)PL_INTVAL(pri);
  if (PL_INTVAL(pri) < 0 || PL_INTVAL(pri) > 1200)
    return pl_err_domain("operator_priority", pri, "op", 3);
  const char *t = pl_atom_name(PL_ATOMNO(type));
  if (PL_TAG(names) != PL_TAG_LST)
    return op_one(p, t, names);
  for (; PL_TAG(names) == PL_TAG_LST; names = pl_deref(pl_arg(names, 2))) {
    int r = op_one(p, t, pl_arg(names, 1));
    if (r != PL_TRUE)
      return r;
  }
  return PL_TRUE;
}
