/*===- message.c - prolog-mini: swipl's texts for error terms -------------===*
 *
 * The texts swipl 9.0.4's print_message(error, E) prints for the error
 * terms the runtime and the compiled code raise, collected by running it
 * (the unit tests hold the cases).
 *===----------------------------------------------------------------------===*/
#include "pl_format.h"
#include "pl_rt.h"

#include <string.h>

static int is_f(pl_term t, const char *name, unsigned arity) {
  t = pl_deref(t);
  if (arity == 0)
    return PL_TAG(t) == PL_TAG_ATOM && !strcmp(pl_atom_name(PL_ATOMNO(t)), name);
  if (PL_TAG(t) != PL_TAG_STR)
    return 0;
  pl_term f = pl_functor_of(t);
  return PL_FUNCTOR_ARITY(f) == arity &&
         !strcmp(pl_atom_name(PL_FUNCTOR_ATOM(f)), name);
}

static pl_term arg(pl_term t, unsigned i) { return pl_deref(pl_arg(pl_deref(t), i)); }

static void w(pl_stream *s, pl_term t) { pl_write_term_to(s, t, PL_WNUMBERVARS, 1200); }
static void q(pl_stream *s, pl_term t) {
  pl_write_term_to(s, t, PL_WQUOTED | PL_WNUMBERVARS, 1200);
}

/* "(an atom)", as swipl describes the culprit of a type error. */
static const char *describe(pl_term v) {
  v = pl_deref(v);
  switch (PL_TAG(v)) {
  case PL_TAG_REF: return "a var";
  case PL_TAG_INT: return "an integer";
  case PL_TAG_FLT: return "a float";
  case PL_TAG_STRG: return "a string";
  case PL_TAG_LST: return "a list";
  case PL_TAG_ATOM: return v == PL_MKATOM(PL_ATOM_NIL) ? "an empty_list" : "an atom";
  default: return "a compound";
  }
}

/* "Operator expected" for syntax_error(operator_expected). */
static void humanize(pl_stream *s, pl_term t, int capital) {
  if (PL_TAG(pl_deref(t)) != PL_TAG_ATOM) {
    w(s, t);
    return;
  }
  const char *p = pl_atom_name(PL_ATOMNO(pl_deref(t)));
  for (size_t i = 0; p[i]; i++) {
    char c = p[i] == '_' ? ' ' : p[i];
    pl_put_char(s, capital && i == 0 && c >= 'a' && c <= 'z' ? c - 32 : c);
  }
}

static void type_error_text(pl_stream *s, pl_term f) {
  pl_term type = arg(f, 1), v = arg(f, 2);
  if (is_f(type, "evaluable", 0)) {
    pl_put_str(s, "Arithmetic: `");
    q(s, v);
    pl_put_str(s, "' is not a function");
    return;
  }
  pl_put_str(s, "Type error: `");
  w(s, type);
  pl_put_str(s, "' expected, found `");
  q(s, v);
  pl_put_str(s, "' (");
  pl_put_str(s, describe(v));
  pl_put_str(s, ")");
}

static void permission_text(pl_stream *s, pl_term f) {
  pl_put_str(s, "No permission to ");
  w(s, arg(f, 1));
  pl_put_char(s, ' ');
  humanize(s, arg(f, 2), 0); /* static_procedure -> static procedure */
  pl_put_str(s, " `");
  q(s, arg(f, 3));
  pl_put_str(s, "'");
}

/* The formal part; returns 0 if it is not one swipl knows. */
static int formal_text(pl_stream *s, pl_term f) {
  if (is_f(f, "instantiation_error", 0)) {
    pl_put_str(s, "Arguments are not sufficiently instantiated");
  } else if (is_f(f, "type_error", 2)) {
    type_error_text(s, f);
  } else if (is_f(f, "domain_error", 2)) {
    pl_put_str(s, "Domain error: `");
    w(s, arg(f, 1));
    pl_put_str(s, "' expected, found `");
    q(s, arg(f, 2));
    pl_put_str(s, "'");
  } else if (is_f(f, "evaluation_error", 1)) {
    pl_put_str(s, "Arithmetic: evaluation error: `");
    w(s, arg(f, 1));
    pl_put_str(s, "'");
  } else if (is_f(f, "existence_error", 2) && is_f(arg(f, 1), "procedure", 0)) {
    pl_put_str(s, "Unknown procedure: ");
    q(s, arg(f, 2));
  } else if (is_f(f, "existence_error", 2)) {
    w(s, arg(f, 1));
    pl_put_str(s, " `");
    q(s, arg(f, 2));
    pl_put_str(s, "' does not exist");
  } else if (is_f(f, "representation_error", 1)) {
    pl_put_str(s, "Cannot represent due to `");
    w(s, arg(f, 1));
    pl_put_str(s, "'");
  } else if (is_f(f, "resource_error", 1) && is_f(arg(f, 1), "stack", 0)) {
    /* swipl's first line; the stack sizes and frames it adds are its own */
    pl_put_str(s, "Stack limit (1.0Gb) exceeded");
  } else if (is_f(f, "resource_error", 1)) {
    pl_put_str(s, "Not enough resources: ");
    w(s, arg(f, 1));
  } else if (is_f(f, "permission_error", 3)) {
    permission_text(s, f);
  } else if (is_f(f, "syntax_error", 1)) {
    pl_put_str(s, "Syntax error: ");
    humanize(s, arg(f, 1), 1);
  } else if (is_f(f, "format", 1)) {
    pl_put_str(s, "Format error: ");
    w(s, arg(f, 1));
  } else if (is_f(f, "format_argument_type", 2)) {
    pl_put_str(s, "Illegal argument to format sequence ~");
    w(s, arg(f, 1));
    pl_put_str(s, ": ");
    q(s, arg(f, 2));
  } else {
    return 0;
  }
  return 1;
}

/* "atom_length/2: " from context([system:]atom_length/2, _). */
static void context_text(pl_stream *s, pl_term ctx) {
  if (!is_f(ctx, "context", 2))
    return;
  pl_term pi = arg(ctx, 1);
  if (is_f(pi, ":", 2))
    pi = arg(pi, 2);
  if (!is_f(pi, "/", 2))
    return;
  w(s, arg(pi, 1));
  pl_put_char(s, '/');
  w(s, arg(pi, 2));
  pl_put_str(s, ": ");
}

void pl_message_text(pl_stream *s, pl_term ball) {
  ball = pl_deref(ball);
  if (!is_f(ball, "error", 2)) {
    pl_put_str(s, "Unknown message: ");
    q(s, ball);
    return;
  }
  pl_stream msg;
  pl_stream_init_mem(&msg);
  if (formal_text(&msg, arg(ball, 1))) {
    context_text(s, arg(ball, 2));
    pl_put_bytes(s, msg.buf, msg.len);
  } else {
    pl_put_str(s, "Unknown error term: ");
    q(s, arg(ball, 1));
  }
  pl_stream_free(&msg);
}

/* One message line on user_error: PREFIX, WHERE (if any), the text of MSG
 * (a format(Format, Args) message formatted, anything else as
 * pl_message_text). swipl starts it on a fresh line of the terminal: when
 * the program's output ended mid-line, a newline goes to user_error first. */
static void message_line(const char *prefix, const char *where, pl_term msg) {
  pl_flush();
  if (pl_user_output.col != 0) {
    pl_put_char(&pl_user_error, '\n');
    pl_user_output.col = 0;
  }
  pl_stream m;
  pl_stream_init_mem(&m);
  pl_put_str(&m, prefix);
  if (where) {
    pl_put_str(&m, where);
    pl_put_char(&m, ' ');
  }
  msg = pl_deref(msg);
  if (!(is_f(msg, "format", 2) && pl_format_to(&m, arg(msg, 1), arg(msg, 2)) == PL_TRUE))
    pl_message_text(&m, msg);
  pl_put_char(&m, '\n');
  pl_put_bytes(&pl_user_error, m.buf, m.len);
  pl_stream_free(&m);
  pl_stream_flush(&pl_user_error);
}

void pl_print_uncaught_at(pl_term ball, const char *where) { message_line("ERROR: ", where, ball); }

/* print_message(Kind, Msg) for the kinds swipl prints when it runs a
 * script: error, warning and informational; the others print nothing. */
int pl_bi_print_message(pl_term kind, pl_term msg) {
  kind = pl_deref(kind);
  const char *prefix = is_f(kind, "error", 0)           ? "ERROR: "
                       : is_f(kind, "warning", 0)       ? "Warning: "
                       : is_f(kind, "informational", 0) ? "% "
                                                        : NULL;
  if (prefix)
    message_line(prefix, NULL, msg);
  return PL_TRUE;
}

void pl_print_uncaught(pl_term ball) { pl_print_uncaught_at(ball, NULL); }
