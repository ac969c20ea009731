/*===- io_stream.c - prolog-mini: output built-ins with a stream argument --===*
 *
 * write/2, print/2, writeq/2, write_canonical/2, write_term/3, nl/1, tab/2,
 * put_char/2, flush_output/1, for the streams a program names: the aliases
 * user_output and user_error (there is no open/3 here). Each runs its /N-1
 * sibling with pl_cur_out switched, so the two cannot drift apart.
 *===----------------------------------------------------------------------===*/
#include "pl_builtins.h"
#include "pl_rt.h"

#include <string.h>

/* The stream an alias names; NULL with swipl's error raised. */
static pl_stream *stream_of(pl_term t, const char *pred, int arity) {
  t = pl_deref(t);
  if (pl_is_var(t)) {
    pl_err_inst(pred, arity);
    return NULL;
  }
  if (PL_TAG(t) != PL_TAG_ATOM) {
    pl_err_domain("stream_or_alias", t, pred, arity);
    return NULL;
  }
  const char *s = pl_atom_name(PL_ATOMNO(t));
  if (!strcmp(s, "user_output"))
    return &pl_user_output;
  if (!strcmp(s, "user_error"))
    return &pl_user_error;
  pl_err_existence("stream", t, pred, arity);
  return NULL;
}

/* Runs fn(args) with output to the stream s names. */
#define WITH_STREAM(s, pred, arity, call)                                      \
  do {                                                                         \
    pl_stream *to_ = stream_of(s, pred, arity);                                \
    if (!to_)                                                                  \
      return PL_RAISE;                                                         \
    pl_stream *saved_ = pl_cur_out;                                            \
    pl_cur_out = to_;                                                          \
    int r_ = (call);                                                           \
    pl_cur_out = saved_;                                                       \
    return r_;                                                                 \
  } while (0)

int pl_bi_write2(pl_term s, pl_term t) { WITH_STREAM(s, "write", 2, pl_bi_write(t)); }
int pl_bi_print2(pl_term s, pl_term t) { WITH_STREAM(s, "print", 2, pl_bi_print(t)); }
int pl_bi_writeq2(pl_term s, pl_term t) { WITH_STREAM(s, "writeq", 2, pl_bi_writeq(t)); }
int pl_bi_write_canonical2(pl_term s, pl_term t) {
  WITH_STREAM(s, "write_canonical", 2, pl_bi_write_canonical(t));
}
int pl_bi_write_term3(pl_term s, pl_term t, pl_term opts) {
  WITH_STREAM(s, "write_term", 3, pl_bi_write_term(t, opts));
}
int pl_bi_nl1(pl_term s) { WITH_STREAM(s, "nl", 1, pl_bi_nl()); }
int pl_bi_tab2(pl_term s, pl_term n) { WITH_STREAM(s, "tab", 2, pl_bi_tab(n)); }
int pl_bi_put_char2(pl_term s, pl_term c) { WITH_STREAM(s, "put_char", 2, pl_bi_put_char(c)); }
int pl_bi_flush_output1(pl_term s) {
  WITH_STREAM(s, "flush_output", 1, pl_bi_flush_output());
}
