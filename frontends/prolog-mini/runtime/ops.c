/*===- ops.c - prolog-mini: the operator table -----------------------------===*
 *
 * SWI-Prolog 9's default operators (as `current_op/3` lists them in a fresh
 * swipl 9.0.4, minus the ones only modules use), plus op/3's additions. Indexed by
 * atom number; an atom has at most one prefix, one infix and one postfix
 * definition.
 *===----------------------------------------------------------------------===*/
#include "pl_ops.h"
#include "pl_rt.h"

#include <stdlib.h>
#include <string.h>

enum { XFX, XFY, YFX, FY, FX, XF, YF };

struct op_def {
  short pre, in, post;          /* priorities, 0 = none */
  unsigned char pre_t, in_t, post_t;
};

static struct op_def *ops;
static uint32_t ops_cap;

static const struct {
  int pri;
  const char *type;
  const char *names;
} defaults[] = {
#define PL_DEFAULT_OP(pri, type, names) {pri, type, names},
    PL_DEFAULT_OPS
#undef PL_DEFAULT_OP
};

static int type_code(const char *t) {
  static const char *const names[] = {"xfx", "xfy", "yfx", "fy", "fx", "xf", "yf"};
  for (int i = 0; i < 7; i++)
    if (!strcmp(t, names[i]))
      return i;
  return -1;
}

static struct op_def *slot(uint32_t atom) {
  if (atom >= ops_cap) {
    uint32_t cap = ops_cap ? ops_cap : 256;
    while (cap <= atom)
      cap *= 2;
    ops = realloc(ops, cap * sizeof *ops);
    if (!ops)
      abort();
    memset(ops + ops_cap, 0, (cap - ops_cap) * sizeof *ops);
    ops_cap = cap;
  }
  return &ops[atom];
}

static void set_op(int pri, int type, uint32_t atom) {
  struct op_def *d = slot(atom);
  if (type <= YFX) {
    d->in = (short)pri;
    d->in_t = (unsigned char)type;
  } else if (type <= FX) {
    d->pre = (short)pri;
    d->pre_t = (unsigned char)type;
  } else {
    d->post = (short)pri;
    d->post_t = (unsigned char)type;
  }
}

static void init_defaults(void) {
  static int done;
  if (done)
    return;
  done = 1;
  for (size_t i = 0; i < sizeof defaults / sizeof *defaults; i++) {
    const char *p = defaults[i].names;
    while (*p) {
      size_t n = strcspn(p, " ");
      set_op(defaults[i].pri, type_code(defaults[i].type), pl_intern(p, n));
      p += n;
      p += *p == ' ';
    }
  }
}

int pl_add_op(int priority, const char *type, uint32_t atom) {
  init_defaults();
  int t = type_code(type);
  if (priority < 0 || priority > 1200)
    return pl_err_domain("operator_priority", PL_MKINT(priority), "op", 3);
  if (t < 0)
    return pl_err_domain("operator_specifier",
                         PL_MKATOM(pl_intern(type, strlen(type))), "op", 3);
  if (atom == PL_ATOM_COMMA || !strcmp(pl_atom_name(atom), "|")) {
    /* swipl: modify for ',', create for '|' (as a non-infix or low one) */
    int comma = atom == PL_ATOM_COMMA;
    if (comma || t > YFX || (priority > 0 && priority < 1001)) {
      pl_term f = pl_compound_from(
          pl_intern_str("permission_error"), 3,
          (pl_term[]){pl_make_atom_text(comma ? "modify" : "create", 6),
                      pl_atom_str("operator"), PL_MKATOM(atom)});
      return pl_raise(pl_error_term(f, pl_context("op", 3, true)));
    }
  }
  set_op(priority, t, atom);
  return PL_TRUE;
}

static const struct op_def *get(uint32_t atom) {
  init_defaults();
  return atom < ops_cap ? &ops[atom] : NULL;
}

int pl_op_prefix(uint32_t atom, int *argp) {
  const struct op_def *d = get(atom);
  if (!d || !d->pre)
    return 0;
  *argp = d->pre_t == FY ? d->pre : d->pre - 1;
  return d->pre;
}

int pl_op_infix(uint32_t atom, int *leftp, int *rightp) {
  const struct op_def *d = get(atom);
  if (!d || !d->in)
    return 0;
  *leftp = d->in_t == YFX ? d->in : d->in - 1;
  *rightp = d->in_t == XFY ? d->in : d->in - 1;
  return d->in;
}

int pl_op_postfix(uint32_t atom, int *argp) {
  const struct op_def *d = get(atom);
  if (!d || !d->post)
    return 0;
  *argp = d->post_t == YF ? d->post : d->post - 1;
  return d->post;
}

int pl_op_any(uint32_t atom) {
  const struct op_def *d = get(atom);
  if (!d)
    return 0;
  int m = d->pre > d->in ? d->pre : d->in;
  return m > d->post ? m : d->post;
}
