/* writer_tree.c - the calling-context tree of a stacks-mode profile
 * (stacks.c), in two forms:
 *
 * After the prof table, GHC's tree: a line per context, indented by its
 * depth, with its number, its entries, its own share of the time and the
 * share of it and everything it called (inherited):
 *
 *   COST CENTRE  MODULE  SRC        no.  entries  individual %time  inherited %time
 *   main         primes  primes.c:9   1        1               0.5            100.0
 *    f           primes  primes.c:3   2        1               1.0             90.0
 *     isPrime    primes  primes.c:1   3     1000              89.0             89.0
 *
 * A profile with allocation (lazy-mini) has GHC's %alloc beside each %time:
 * "entries  individual %time %alloc  inherited %time %alloc".
 *
 * Folded stacks, for flame graphs (CCPROF_FORMAT=folded): a line per
 * context that has time of its own, its names from the root down joined by
 * ';' and its ticks after a space: "main;f;isPrime 890".
 */
#include "ccprof_rt.h"

#include <string.h>

/* The columns a UTF-8 name takes: its characters (a shortened C++ name
 * has "…", three bytes). */
static size_t columns(const char *s) {
  size_t n = 0;
  for (; *s; ++s)
    n += ((unsigned char)*s & 0xC0) != 0x80;
  return n;
}

static const char *name_of(const struct ccprof_node *n) {
  return n->cc->name && *n->cc->name ? n->cc->name : n->cc->symbol ? n->cc->symbol : "?";
}

/* Depth first (declared in ccprof_rt.h; here, with the writers, so that
 * the ccprof tool links them without the runtime). */
const struct ccprof_node *ccprof_node_next(const struct ccprof_node *n,
                                           const struct ccprof_node *root) {
  if (n->children)
    return n->children;
  for (; n && n != root; n = n->parent ? n->parent : root)
    if (n->sibling)
      return n->sibling;
  return NULL;
}

/* A context with entries, time or allocation, or with contexts under it
 * (the lazy mode's CAF, which counts no entries). */
static int shown(const struct ccprof_node *n) {
  return n->entries || n->inherited || n->inherited_alloc || n->children;
}

/* A %time cell right-aligned in width w (after two spaces), and with
 * allocation in the profile a %alloc cell of width 6 after a space. */
static void put_shares(struct ccprof_sink *s, const struct ccprof_report *r, uint64_t ticks,
                       uint64_t alloc, size_t w) {
  char num[48];
  size_t len = ccprof_fmt_fixed(num, ticks * 100, r->samples ? r->samples : 1, 1, 0);
  ccprof_pad(s, 2 + w - len);
  ccprof_put(s, num, len);
  if (!r->alloc)
    return;
  len = ccprof_fmt_fixed(num, alloc * 100, r->alloc, 1, 0);
  ccprof_pad(s, 1 + 6 - len);
  ccprof_put(s, num, len);
}

/* The MODULE and SRC cells of a context (names.c): "-" and "<built-in>"
 * for a cost centre of no file (GHC's MAIN, "(truncated)"). */
static void module_of(const struct __ccprof_cc *cc, char *buf, size_t cap) {
  if (!ccprof_module_name(cc->name, cc->file, buf, cap))
    buf[0] = '-', buf[1] = 0;
}

static void src_of(const struct __ccprof_cc *cc, char *buf, size_t cap) {
  ccprof_src_name(cc->file, cc->line, "<built-in>", buf, cap);
}

/* Column widths of a tree: name (with its indent), module, src, no.,
 * entries. */
struct tree_widths {
  size_t name, module, src, no, entries;
};

static void measure(const struct ccprof_node *root, struct tree_widths *w) {
  char buf[128];
  *w = (struct tree_widths){strlen("COST CENTRE"), strlen("MODULE"), strlen("SRC"), 3, 7};
  for (const struct ccprof_node *n = root->children; n; n = ccprof_node_next(n, root)) {
    if (!shown(n))
      continue;
    size_t x = n->depth + columns(name_of(n));
    w->name = x > w->name ? x : w->name;
    module_of(n->cc, buf, sizeof buf), x = columns(buf);
    w->module = x > w->module ? x : w->module;
    src_of(n->cc, buf, sizeof buf), x = columns(buf);
    w->src = x > w->src ? x : w->src;
    x = ccprof_fmt_u64(buf, n->number);
    w->no = x > w->no ? x : w->no;
    x = ccprof_fmt_u64(buf, n->entries);
    w->entries = x > w->entries ? x : w->entries;
  }
}

/* Text left-aligned in a column of width w, then two spaces. */
static void put_left(struct ccprof_sink *s, const char *text, size_t w) {
  ccprof_puts(s, text);
  ccprof_pad(s, w - columns(text) + 2);
}

static void put_context(struct ccprof_sink *s, const struct ccprof_report *r,
                        const struct ccprof_node *n, const struct tree_widths *w) {
  char buf[128];
  ccprof_pad(s, n->depth);
  put_left(s, name_of(n), w->name - n->depth);
  module_of(n->cc, buf, sizeof buf);
  put_left(s, buf, w->module);
  src_of(n->cc, buf, sizeof buf);
  put_left(s, buf, w->src);
  size_t len = ccprof_fmt_u64(buf, n->number);
  ccprof_pad(s, w->no - len);
  ccprof_put(s, buf, len);
  len = ccprof_fmt_u64(buf, n->entries);
  ccprof_pad(s, 2 + w->entries - len);
  ccprof_put(s, buf, len);
  put_shares(s, r, n->ticks, n->alloc, 16);
  put_shares(s, r, n->inherited, n->inherited_alloc, 15);
  ccprof_puts(s, "\n");
}

void ccprof_put_tree(struct ccprof_sink *s, const struct ccprof_report *r) {
  const struct ccprof_node *root = r->stacks;
  if (!root || !root->children)
    return;
  struct tree_widths w;
  measure(root, &w);
  ccprof_puts(s, "\ncalling contexts (cost-centre stacks): a function's line under its caller's;"
                 " inherited: the context and all it called\n\n");
  put_left(s, "COST CENTRE", w.name);
  put_left(s, "MODULE", w.module);
  put_left(s, "SRC", w.src);
  ccprof_pad(s, w.no - 3);
  ccprof_puts(s, "no.");
  ccprof_pad(s, 2 + w.entries - 7);
  ccprof_puts(s, r->alloc ? "entries  individual %time %alloc  inherited %time %alloc\n"
                          : "entries  individual %time  inherited %time\n");
  for (const struct ccprof_node *n = root->children; n; n = ccprof_node_next(n, root))
    if (shown(n))
      put_context(s, r, n, &w);
}

/* Writes n's path from its root, names joined by ';'. */
static void put_path(struct ccprof_sink *s, const struct ccprof_node *n) {
  if (n->parent)
    put_path(s, n->parent), ccprof_puts(s, ";");
  ccprof_puts(s, name_of(n));
}

int ccprof_write_folded(struct ccprof_sink *s, const struct ccprof_report *r) {
  char num[24];
  const struct ccprof_node *root = r->stacks;
  for (const struct ccprof_node *n = root ? root->children : NULL; n;
       n = ccprof_node_next(n, root)) {
    if (!n->ticks)
      continue;
    put_path(s, n);
    ccprof_puts(s, " ");
    ccprof_put(s, num, ccprof_fmt_u64(num, n->ticks));
    ccprof_puts(s, "\n");
  }
  if (r->unprofiled_ticks) {
    ccprof_puts(s, "(unprofiled) ");
    ccprof_put(s, num, ccprof_fmt_u64(num, r->unprofiled_ticks));
    ccprof_puts(s, "\n");
  }
  return ccprof_flush(s);
}
