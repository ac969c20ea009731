/* names.c - how the prof report prints compact C++ names.
 *
 * The pass stores a C++ function's name compactly, template arguments
 * elided: "nlohmann::basic_json<…>::at(char const*) const" (CCProfNames.h).
 * The report drops the parameter list ("nlohmann::basic_json<…>::at")
 * unless another row would then read the same (overloads, or the same
 * member of two instantiations); such rows keep it, and rows that still
 * read the same get their linkage name after them (ccprof_shorten_names).
 * Names still too wide for the row are then shortened from the least
 * telling part on, and rows that would read the same are numbered
 * (ccprof_fit_names). Only rows that are shown (called or sampled) count.
 * The JSON profile keeps the stored name.
 * This may run in a signal handler (init.c): no allocation, no qsort.
 */
#include "ccprof_rt.h"
#include "ccprof/CCProfNames.h"

#include <string.h>

#define shown_name ccprof_shown_name

static const char ellipsis[] = "\xE2\x80\xA6"; /* … */

static int is_shown(const struct ccprof_row *r) { return r->calls || r->ticks || r->alloc; }

/* Shell sort (no qsort in a signal handler) of v by cmp. */
static void sort_shown(struct shown_name *v, size_t n,
                       int (*cmp)(const struct shown_name *, const struct shown_name *)) {
  static const size_t gaps[] = {102419, 45519, 20231, 8992, 3996, 1776,
                                701,    301,   132,   57,   23,   10, 4, 1};
  for (size_t g = 0; g < sizeof gaps / sizeof gaps[0]; ++g)
    for (size_t i = gaps[g]; i < n; ++i) {
      struct shown_name tmp = v[i];
      size_t j = i;
      for (; j >= gaps[g] && cmp(&tmp, &v[j - gaps[g]]) < 0; j -= gaps[g])
        v[j] = v[j - gaps[g]];
      v[j] = tmp;
    }
}

static int by_shown(const struct shown_name *a, const struct shown_name *b) {
  size_t n = a->len < b->len ? a->len : b->len;
  int c = memcmp(a->row->name, b->row->name, n);
  return c ? c : (a->len > b->len) - (a->len < b->len);
}

/* Sorts v by shown name; calls widen(group) for each run of rows that read
 * the same and differ in some way (the caller decides). */
static void for_each_clash(struct shown_name *v, size_t n, void (*widen)(struct shown_name *, size_t)) {
  sort_shown(v, n, by_shown);
  for (size_t i = 0; i < n;) {
    size_t j = i + 1;
    while (j < n && !by_shown(&v[i], &v[j]))
      ++j;
    if (j - i > 1)
      widen(v + i, j - i);
    i = j;
  }
}

static void keep_params(struct shown_name *g, size_t n) {
  for (size_t k = 0; k < n; ++k)
    g[k].len = g[k].row->name_len = strlen(g[k].row->name);
}

static void add_symbols(struct shown_name *g, size_t n) {
  for (size_t k = 0; k < n; ++k)
    g[k].row->show_symbol = g[k].row->symbol && *g[k].row->symbol;
}

void ccprof_shorten_names(struct ccprof_row *rows, size_t n, struct shown_name *v) {
  size_t m = 0;
  for (size_t i = 0; i < n; ++i) {
    struct ccprof_row *r = &rows[i];
    r->name_len = 0;
    r->show_symbol = 0;
    memset(&r->fit, 0, sizeof r->fit);
    r->number = 0;
    if (!is_shown(r))
      continue;
    r->name_len = r->compact ? ccprof_params_at(r->name) : strlen(r->name);
    if (v)
      v[m++] = (struct shown_name){r, r->name_len, 0, 0};
  }
  if (!v) { /* no room: the stored names, which are all different */
    for (size_t i = 0; i < n; ++i)
      rows[i].name_len = 0;
    return;
  }
  for_each_clash(v, m, keep_params);
  for_each_clash(v, m, add_symbols);
}

/* ---- printing a name ------------------------------------------------------ */

/* Where the pieces go: put (if any), after skip characters are dropped;
 * counts the characters written and hashes their bytes (FNV-1a). */
struct pen {
  void (*put)(void *, const char *, size_t);
  void *ctx;
  size_t skip, width;
  uint64_t hash;
};

static void pen_put(struct pen *p, const char *s, size_t n) {
  if (p->skip && n) {
    size_t b = ccprof_utf8_prefix(s, n, p->skip);
    p->skip -= ccprof_utf8_width(s, b);
    s += b;
    n -= b;
  }
  if (!n)
    return;
  p->width += ccprof_utf8_width(s, n);
  for (size_t i = 0; i < n; ++i)
    p->hash = (p->hash ^ (unsigned char)s[i]) * 1099511628211ull;
  if (p->put)
    p->put(p->ctx, s, n);
}

static void pen_puts(struct pen *p, const char *s) { pen_put(p, s, strlen(s)); }

/* The shown part of a row's name: Q = s[0, params), P = s[params, close]
 * (when params < n), R = s[rest, n). */
struct parts {
  const char *s;
  size_t n, params, close, rest;
};

static void split(const struct ccprof_row *row, struct parts *x) {
  x->s = row->name;
  x->n = row->name_len ? row->name_len : strlen(row->name);
  if (row->fit.on) { /* found by fit_row */
    x->params = row->fit.open;
    x->close = row->fit.close;
  } else {
    x->params = row->compact ? ccprof_params_at(row->name) : x->n;
    if (x->params > x->n)
      x->params = x->n;
    x->close = x->params < x->n ? ccprof_params_end(x->s, x->params, x->n) : x->n;
  }
  x->rest = x->close < x->n ? x->close + 1 : x->n;
}

/* s[b, e) without the qualifiers of the names in it. */
static void put_unqualified(struct pen *p, const char *s, size_t b, size_t e) {
  size_t run = b;
  for (size_t i = b; i < e;) {
    size_t q = ccprof_qualifier_len(s, i, e);
    if (!q) {
      ++i;
      continue;
    }
    pen_put(p, s + run, i - run);
    i += q;
    run = i;
  }
  pen_put(p, s + run, e - run);
}

static void put_range(struct pen *p, const char *s, size_t b, size_t e, int unqualified) {
  if (unqualified)
    put_unqualified(p, s, b, e);
  else
    pen_put(p, s + b, e - b);
}

struct nth_param {
  size_t want, seen, end;
};

static void nth_end(void *ctx, size_t b, size_t e) {
  struct nth_param *t = ctx;
  (void)b;
  if (t->seen++ == t->want)
    t->end = e;
}

/* The name without " #N" and " [symbol]". */
static void put_body(const struct ccprof_row *row, struct pen *p) {
  const struct ccprof_fit *f = &row->fit;
  struct parts x;
  if (!f->on) {
    pen_put(p, row->name, row->name_len ? row->name_len : strlen(row->name));
    return;
  }
  split(row, &x);
  if (f->skip) {
    pen_puts(p, ellipsis);
    p->skip = f->skip;
  }
  if (f->tail) {
    pen_put(p, x.s, f->head);
    pen_puts(p, ellipsis);
    pen_puts(p, "::");
    pen_put(p, x.s + f->tail, x.params - f->tail);
  } else {
    pen_put(p, x.s, x.params);
  }
  if (x.params < x.n) {
    if (f->params == CCPROF_ALL_PARAMS) {
      put_range(p, x.s, x.params, x.rest, f->unqualified);
    } else if (f->params == 0) {
      pen_puts(p, "(");
      pen_puts(p, ellipsis);
      pen_puts(p, ")");
    } else {
      struct nth_param t = {f->params - 1, 0, x.close};
      ccprof_each_param(x.s, x.params, x.close, nth_end, &t);
      put_range(p, x.s, x.params, t.end, f->unqualified);
      pen_puts(p, ", ");
      pen_puts(p, ellipsis);
      pen_puts(p, ")");
    }
  }
  pen_put(p, x.s + x.rest, x.n - x.rest);
  p->skip = 0;
}

static void put_suffix(const struct ccprof_row *row, struct pen *p) {
  if (row->number) {
    char digits[24];
    size_t k = sizeof digits;
    for (unsigned v = row->number; v; v /= 10)
      digits[--k] = (char)('0' + v % 10);
    pen_puts(p, " #");
    pen_put(p, digits + k, sizeof digits - k);
  }
  if (row->show_symbol && row->symbol && *row->symbol) {
    pen_puts(p, " [");
    pen_puts(p, row->symbol);
    pen_puts(p, "]");
  }
}

void ccprof_render_name(const struct ccprof_row *row, void (*put)(void *, const char *, size_t),
                        void *ctx) {
  struct pen p = {put, ctx, 0, 0, 0};
  put_body(row, &p);
  put_suffix(row, &p);
}

static void to_sink(void *ctx, const char *s, size_t n) { ccprof_put(ctx, s, n); }

void ccprof_put_name(struct ccprof_sink *s, const struct ccprof_row *row) {
  ccprof_render_name(row, to_sink, s);
}

int ccprof_any_numbered(const struct ccprof_row *rows, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (rows[i].number && is_shown(&rows[i]))
      return 1;
  return 0;
}

const char ccprof_numbered_note[] =
    "#N: functions whose short names read the same, numbered in the order of their linkage names\n"
    "  (ccprof report --names=full names them in full from the JSON profile)\n";

/* ---- fitting a name to a width ------------------------------------------- */

static size_t body_width(const struct ccprof_row *row) {
  struct pen p = {0};
  put_body(row, &p);
  return p.width;
}

/* The display without " #N", hashed (rows with the same hash read the same). */
static uint64_t display_hash(const struct ccprof_row *row) {
  struct pen p = {0};
  p.hash = 14695981039346656037ull;
  put_body(row, &p);
  if (row->show_symbol && row->symbol && *row->symbol) {
    pen_puts(&p, " [");
    pen_puts(&p, row->symbol);
    pen_puts(&p, "]");
  }
  return p.hash ^ p.width;
}

struct char_at {
  size_t k;
  char c;
};

static void find_char(void *ctx, const char *s, size_t n) {
  struct char_at *a = ctx;
  size_t w = ccprof_utf8_width(s, n);
  if (a->c || a->k >= w) {
    a->k -= a->c ? 0 : w;
    return;
  }
  a->c = s[ccprof_utf8_prefix(s, n, a->k)];
}

/* The first byte of character k of the name as fitted, without its skip. */
static char char_at(struct ccprof_row *row, size_t k) {
  struct char_at a = {k, 0};
  uint32_t skip = row->fit.skip;
  struct pen p = {find_char, &a, 0, 0, 0};
  row->fit.skip = 0;
  put_body(row, &p);
  row->fit.skip = skip;
  return a.c;
}

#define MAX_COMPONENTS 256

/* Tries "…::" for name[head, tail) (which ends with "::"): sets the fit and
 * says whether it fits limit. An elision that saves under 3 characters
 * ("std::") is no elision: it keeps the fit it had. */
static int elide(struct ccprof_row *row, size_t head, size_t tail, size_t limit) {
  if (ccprof_utf8_width(row->name + head, tail - head) < 6)
    return 0;
  row->fit.head = (uint32_t)head;
  row->fit.tail = (uint32_t)tail;
  return body_width(row) <= limit;
}

/* Sets row->fit so that the name takes at most limit characters, losing as
 * little as it can: first the qualifiers of the parameter types, then the
 * middle components of the qualified name (keeping the first, the class
 * and the function), then the first, then parameters from the last, then
 * the class, then the start. Returns 0 if the name is left as it is, 1 if
 * it keeps its class and function, 2 if not. */
static int fit_row(struct ccprof_row *row, size_t limit) {
  struct ccprof_fit *f = &row->fit;
  struct parts x;
  size_t starts[MAX_COMPONENTS], nc, np = 0;
  memset(f, 0, sizeof *f);
  if (!row->compact || body_width(row) <= limit)
    return 0;
  split(row, &x);
  nc = ccprof_components(x.s, x.params, starts, MAX_COMPONENTS);
  if (nc > MAX_COMPONENTS)
    nc = 0; /* straight to the last resort */
  if (x.params < x.n)
    np = ccprof_each_param(x.s, x.params, x.close, NULL, NULL);
  f->on = 1;
  f->open = (uint32_t)x.params;
  f->close = (uint32_t)x.close;
  f->params = CCPROF_ALL_PARAMS;
  f->unqualified = 1;
  if (body_width(row) <= limit)
    return 1;
  if (nc >= 4) { /* "a::…::c::f": components 1 to nc - m - 1 elided */
    for (size_t m = nc - 2; m >= 2; --m)
      if (elide(row, starts[1], starts[nc - m], limit))
        return 1;
  }
  if (nc >= 3 && elide(row, 0, starts[nc - 2], limit)) /* "…::c::f": the first too */
    return 1;
  for (size_t k = np; k-- > 0;) {
    f->params = (unsigned short)(k < CCPROF_ALL_PARAMS ? k : 0);
    if (body_width(row) <= limit)
      return 1;
  }
  if (nc >= 2) { /* the function's own name: "a::…::f", then "…::f" */
    f->tail = (uint32_t)starts[nc - 1];
    f->head = nc >= 3 ? (uint32_t)starts[1] : 0;
    if (body_width(row) <= limit)
      return 2;
    f->head = 0;
    if (body_width(row) <= limit)
      return 2;
  }
  size_t w = body_width(row); /* "…" and the last limit - 1 characters */
  f->skip = (uint32_t)(w - (limit > 1 ? limit - 1 : 0));
  while (f->skip < w && strchr(":, ", char_at(row, f->skip))) /* not "…:f", "… f" */
    ++f->skip;
  return 2;
}

int ccprof_fit_name(struct ccprof_row *row, size_t width) {
  row->name_len = 0;
  row->show_symbol = 0;
  row->number = 0;
  memset(&row->fit, 0, sizeof row->fit);
  return width ? fit_row(row, width) : 0;
}

static int by_hash(const struct shown_name *a, const struct shown_name *b) {
  return (a->hash > b->hash) - (a->hash < b->hash);
}

/* By hash, then symbol, then name, then place: the order rows are numbered in. */
static int by_hash_symbol(const struct shown_name *a, const struct shown_name *b) {
  int c = by_hash(a, b);
  if (!c)
    c = strcmp(a->row->symbol ? a->row->symbol : "", b->row->symbol ? b->row->symbol : "");
  if (!c)
    c = strcmp(a->row->name, b->row->name);
  return c ? c : (a->row > b->row) - (a->row < b->row);
}

static size_t digits(size_t v) {
  size_t d = 1;
  for (; v >= 10; v /= 10)
    ++d;
  return d;
}

void ccprof_fit_names(struct ccprof_row *rows, size_t n, struct shown_name *v, size_t width,
                      int symbols_ok) {
  size_t m = 0;
  if (!v)
    return;
  for (size_t i = 0; i < n; ++i) {
    memset(&rows[i].fit, 0, sizeof rows[i].fit);
    rows[i].number = 0;
    if (is_shown(&rows[i])) /* len: 1 while the row is to be fitted */
      v[m++] = (struct shown_name){&rows[i], 1, 0, 0};
  }
  /* Rows shown with their symbol (the same name): the symbols stay if
   * symbols_ok and every row of the group fits with its symbol; else the
   * group is numbered. */
  for (size_t k = 0; k < m; ++k) { /* by the name without the symbol */
    int sym = v[k].row->show_symbol;
    v[k].row->show_symbol = 0;
    v[k].hash = display_hash(v[k].row);
    v[k].row->show_symbol = sym;
  }
  sort_shown(v, m, by_hash);
  for (size_t i = 0; i < m;) {
    size_t j = i + 1, g = 0;
    int ok = symbols_ok;
    while (j < m && v[j].hash == v[i].hash)
      ++j;
    for (size_t k = i; k < j; ++k) {
      struct ccprof_row *r = v[k].row;
      if (!r->show_symbol)
        continue;
      ++g;
      if (width && body_width(r) + 3 + ccprof_utf8_width(r->symbol, strlen(r->symbol)) > width)
        ok = 0;
    }
    for (size_t k = i; k < j && !ok; ++k)
      if (v[k].row->show_symbol) {
        v[k].row->show_symbol = 0;
        v[k].reserve = 2 + digits(g);
      }
    i = j;
  }
  /* Fit, then number the rows that read the same and lost something (were
   * shortened or are numbered already); numbering takes room: again. */
  for (int round = 0; round < 8; ++round) {
    int changed = 0;
    for (size_t k = 0; width && k < m; ++k)
      if (v[k].len) { /* not fitted yet, or its reserve grew */
        fit_row(v[k].row, width > v[k].reserve + 10 ? width - v[k].reserve : 10);
        v[k].len = 0;
      }
    for (size_t k = 0; k < m; ++k)
      v[k].hash = display_hash(v[k].row);
    sort_shown(v, m, by_hash);
    for (size_t i = 0; i < m;) {
      size_t j = i + 1;
      int lost = v[i].row->fit.on || v[i].reserve;
      while (j < m && v[j].hash == v[i].hash) {
        lost |= v[j].row->fit.on || v[j].reserve;
        ++j;
      }
      for (size_t k = i; lost && j - i > 1 && k < j; ++k)
        if (v[k].reserve < 2 + digits(j - i)) {
          v[k].reserve = 2 + digits(j - i);
          v[k].len = changed = 1;
        }
      i = j;
    }
    if (!changed)
      break;
  }
  sort_shown(v, m, by_hash_symbol);
  for (size_t i = 0; i < m;) {
    size_t j = i + 1;
    int numbered = v[i].reserve != 0;
    while (j < m && v[j].hash == v[i].hash)
      numbered |= v[j++].reserve != 0;
    for (size_t k = i; numbered && j - i > 1 && k < j; ++k)
      v[k].row->number = (unsigned)(k - i + 1);
    i = j;
  }
}

/* GHC's MODULE column, for the lazy-mini report (writer_ghc.c) and every
 * calling-context tree (writer_tree.c): "MAIN" for GHC's MAIN; a Haskell
 * file's cost centres are module "Prelude" (Prelude.hs) or "Main"; for C
 * and C++ the source file's name without its extension; "" when the
 * record has no file. */
size_t ccprof_module_name(const char *name, const char *file, char *buf, size_t cap) {
  const char *base = strrchr(file ? file : "", '/');
  base = base ? base + 1 : file ? file : "";
  size_t n = strlen(base);
  const char *m = base, *dot = strrchr(base, '.');
  if (name && strcmp(name, "MAIN") == 0)
    m = "MAIN", n = 4;
  else if (n > 3 && strcmp(base + n - 3, ".hs") == 0)
    m = strcmp(base, "Prelude.hs") == 0 ? "Prelude" : "Main", n = strlen(m);
  else if (dot && dot != base)
    n = (size_t)(dot - base);
  n = n < cap - 1 ? n : cap - 1;
  memcpy(buf, m, n);
  buf[n] = 0;
  return n;
}

/* GHC's SRC column: "file.c:12", the file's base name and the line (no
 * line when it is 0); or dflt when there is no file. cap >= 24. */
size_t ccprof_src_name(const char *file, uint32_t line, const char *dflt, char *buf,
                       size_t cap) {
  const char *base = strrchr(file ? file : "", '/');
  base = base ? base + 1 : file ? file : "";
  int none = !*base;
  if (none)
    base = dflt;
  size_t n = strlen(base);
  n = n < cap - 24 ? n : cap - 24;
  memcpy(buf, base, n);
  if (line && !none) {
    buf[n++] = ':';
    n += ccprof_fmt_u64(buf + n, line);
  }
  buf[n] = 0;
  return n;
}
