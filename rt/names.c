/* names.c - how the prof report prints compact C++ names.
 *
 * The pass stores a C++ function's name compactly, template arguments
 * elided: "nlohmann::basic_json<…>::at(char const*) const" (CCProfNames.h).
 * The report drops the parameter list ("nlohmann::basic_json<…>::at")
 * unless another row would then read the same (overloads, or the same
 * member of two instantiations); such rows keep it, and rows that still
 * read the same get their linkage name after them. Only rows that are
 * shown (called or sampled) count. The JSON profile keeps the stored name.
 * This may run in a signal handler (init.c): no allocation, no qsort.
 */
#include "ccprof_rt.h"
#include "ccprof/CCProfNames.h"

#include <string.h>

#define shown_name ccprof_shown_name

static int by_shown(const struct shown_name *a, const struct shown_name *b) {
  size_t n = a->len < b->len ? a->len : b->len;
  int c = memcmp(a->row->name, b->row->name, n);
  return c ? c : (a->len > b->len) - (a->len < b->len);
}

/* Sorts v by shown name; calls widen(group) for each run of rows that read
 * the same and differ in some way (the caller decides). */
static void for_each_clash(struct shown_name *v, size_t n, void (*widen)(struct shown_name *, size_t)) {
  static const size_t gaps[] = {102419, 45519, 20231, 8992, 3996, 1776,
                                701,    301,   132,   57,   23,   10, 4, 1};
  for (size_t g = 0; g < sizeof gaps / sizeof gaps[0]; ++g) /* shell sort */
    for (size_t i = gaps[g]; i < n; ++i) {
      struct shown_name tmp = v[i];
      size_t j = i;
      for (; j >= gaps[g] && by_shown(&tmp, &v[j - gaps[g]]) < 0; j -= gaps[g])
        v[j] = v[j - gaps[g]];
      v[j] = tmp;
    }
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
    if (!r->calls && !r->ticks && !r->alloc)
      continue;
    r->name_len = r->compact ? ccprof_params_at(r->name) : strlen(r->name);
    if (v)
      v[m++] = (struct shown_name){r, r->name_len};
  }
  if (!v) { /* no room: the stored names, which are all different */
    for (size_t i = 0; i < n; ++i)
      rows[i].name_len = 0;
    return;
  }
  for_each_clash(v, m, keep_params);
  for_each_clash(v, m, add_symbols);
}

void ccprof_put_name(struct ccprof_sink *s, const struct ccprof_row *row) {
  if (row->name_len)
    ccprof_put(s, row->name, row->name_len);
  else
    ccprof_puts(s, row->name);
  if (row->show_symbol) {
    ccprof_puts(s, " [");
    ccprof_puts(s, row->symbol);
    ccprof_puts(s, "]");
  }
}
