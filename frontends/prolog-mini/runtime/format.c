/*===- format.c - prolog-mini: format/1,2,3 --------------------------------===*
 *
 * The directive loop and column handling. Text since the last column stop
 * is held back (the segment) so that ~t fill points inside it can be
 * padded when the next stop (~N| or ~N+) fixes its width; without a fill
 * point the padding goes after the text, as swipl does. Errors as swipl
 * 9.0.4's: format('not enough arguments'), format('too many arguments'),
 * existence_error(format_character, C), format_argument_type(C, Arg); the
 * text before an error has been written, as swipl's.
 *===----------------------------------------------------------------------===*/
#include "pl_format.h"

#include <string.h>

#define MAX_FILLS 16

struct fmt {
  pl_stream *out;
  pl_stream seg;      /* the segment since the last column stop */
  size_t seg_col;     /* the column the segment starts at */
  size_t fill_at[MAX_FILLS];
  int fill_char[MAX_FILLS];
  int nfill;
  pl_term args;       /* the remaining arguments (a list) */
};

pl_stream *pl_fmt_seg(struct fmt *f) { return &f->seg; }

static void seg_reset(struct fmt *f, size_t col) {
  f->seg.len = 0;
  f->seg_col = col;
  f->nfill = 0;
}

/* Writes the segment out, padded to column `target` (if it is short). */
static void column_stop(struct fmt *f, size_t target) {
  size_t width = pl_utf8_length(f->seg.buf ? f->seg.buf : "", f->seg.len);
  size_t at = f->seg_col + width;
  size_t pad = target > at ? target - at : 0;
  size_t done = 0;
  if (pad && f->nfill == 0) {
    f->fill_at[0] = f->seg.len; /* no ~t: pad after the text */
    f->fill_char[0] = ' ';
    f->nfill = 1;
  }
  for (int i = 0; i < f->nfill; i++) {
    size_t from = i ? f->fill_at[i - 1] : 0;
    pl_put_bytes(f->out, f->seg.buf + from, f->fill_at[i] - from);
    /* spread evenly; the last fill point takes the remainder */
    size_t n = i == f->nfill - 1 ? pad - done : pad / (size_t)f->nfill;
    for (size_t k = 0; k < n; k++)
      pl_put_char(f->out, f->fill_char[i]);
    done += n;
  }
  size_t from = f->nfill ? f->fill_at[f->nfill - 1] : 0;
  pl_put_bytes(f->out, f->seg.buf + from, f->seg.len - from);
  seg_reset(f, at > target ? at : target);
}

/* Flushes the segment without padding (end of format, a newline, error). */
static void seg_flush(struct fmt *f) {
  pl_put_bytes(f->out, f->seg.buf ? f->seg.buf : "", f->seg.len);
  seg_reset(f, f->out->col);
}

int pl_fmt_next_arg(struct fmt *f, pl_term *arg) {
  pl_term l = pl_deref(f->args);
  if (PL_TAG(l) != PL_TAG_LST)
    return pl_raise(pl_error_term(
        pl_mk1(pl_intern_str("format"),
               pl_atom_str("not enough arguments")),
        pl_context("format", 2, true)));
  *arg = pl_arg(l, 1);
  f->args = pl_arg(l, 2);
  return PL_TRUE;
}

/* The numeric argument of a directive: digits, ` c (a fill char) or *. */
static int read_numarg(struct fmt *f, const char *p, size_t n, size_t *i,
                       int64_t *num) {
  *num = -1;
  if (*i < n && p[*i] == '*') {
    pl_term a;
    if (pl_fmt_next_arg(f, &a) != PL_TRUE)
      return PL_RAISE;
    a = pl_deref(a);
    if (PL_TAG(a) != PL_TAG_INT || PL_INTVAL(a) < 0)
      return pl_fmt_arg_type_error('*', a);
    *num = PL_INTVAL(a);
    (*i)++;
  } else if (*i + 1 < n && p[*i] == '`') {
    *num = (unsigned char)p[*i + 1];
    *i += 2;
  } else {
    while (*i < n && p[*i] >= '0' && p[*i] <= '9')
      *num = (*num < 0 ? 0 : *num * 10) + (p[(*i)++] - '0');
  }
  return PL_TRUE;
}

/* Column directives, ~n and ~~; returns -1 when d is none of them. */
static int layout_directive(struct fmt *f, char d, int64_t num) {
  switch (d) {
  case 't':
    if (f->nfill < MAX_FILLS) {
      f->fill_at[f->nfill] = f->seg.len;
      f->fill_char[f->nfill++] = num < 0 ? ' ' : (int)num;
    }
    return PL_TRUE;
  case '|':
    if (num < 0)
      num = (int64_t)(f->seg_col + pl_utf8_length(f->seg.buf ? f->seg.buf : "", f->seg.len));
    column_stop(f, (size_t)num);
    return PL_TRUE;
  case '+':
    column_stop(f, f->seg_col + (size_t)(num < 0 ? 8 : num));
    return PL_TRUE;
  case 'n':
    seg_flush(f);
    for (int64_t k = 0; k < (num < 0 ? 1 : num); k++)
      pl_put_char(f->out, '\n');
    seg_reset(f, 0);
    return PL_TRUE;
  case '~':
    pl_put_char(&f->seg, '~');
    return PL_TRUE;
  default:
    return -1;
  }
}

static int run(struct fmt *f, const char *p, size_t n) {
  for (size_t i = 0; i < n;) {
    if (p[i] != '~') {
      size_t j = i;
      while (j < n && p[j] != '~' && p[j] != '\n')
        j++;
      if (j == i) { /* a newline: columns restart */
        seg_flush(f);
        pl_put_char(f->out, '\n');
        seg_reset(f, 0);
        j++;
      } else {
        pl_put_bytes(&f->seg, p + i, j - i);
      }
      i = j;
      continue;
    }
    i++;
    int64_t num;
    if (read_numarg(f, p, n, &i, &num) != PL_TRUE)
      return PL_RAISE;
    if (i >= n)
      return pl_fmt_error("truncated format specification");
    char d = p[i++];
    int r = layout_directive(f, d, num);
    if (r < 0)
      r = pl_fmt_directive(f, d, num);
    if (r != PL_TRUE)
      return r;
  }
  return PL_TRUE;
}

int pl_fmt_error(const char *msg) {
  return pl_raise(pl_error_term(
      pl_mk1(pl_intern_str("format"), pl_make_atom_text(msg, strlen(msg))),
      pl_context("format", 2, true)));
}

int pl_format_to(pl_stream *out, pl_term format, pl_term args) {
  size_t n;
  pl_term fd = pl_deref(format);
  if (PL_TAG(fd) == PL_TAG_INT || PL_TAG(fd) == PL_TAG_FLT) /* as swipl */
    return pl_raise(pl_error_term(
        pl_mk2(pl_intern_str("type_error"), pl_atom_str("text"), fd),
        pl_context("format", 3, false)));
  const char *p = pl_text_of(format, &n, true);
  if (!p) {
    if (pl_is_var(pl_deref(format)))
      return pl_err_inst("format", 2);
    return pl_err_type("text", pl_deref(format), "format", 2);
  }
  struct fmt f;
  f.out = out;
  pl_stream_init_mem(&f.seg);
  seg_reset(&f, out->col);
  args = pl_deref(args);
  /* a single argument that is not a list stands for [Arg] */
  f.args = pl_list_length(args) >= 0 ? args : pl_cons(args, PL_MKATOM(PL_ATOM_NIL));
  int r = run(&f, p, n);
  seg_flush(&f);
  pl_stream_free(&f.seg);
  if (r == PL_TRUE && PL_TAG(pl_deref(f.args)) == PL_TAG_LST)
    return pl_fmt_error("too many arguments");
  return r;
}

int pl_bi_format1(pl_term format) {
  return pl_format_to(pl_cur_out, format, PL_MKATOM(PL_ATOM_NIL));
}

int pl_bi_format2(pl_term format, pl_term args) {
  return pl_format_to(pl_cur_out, format, args);
}
