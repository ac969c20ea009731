/* writer_ghc.c - the report of a lazy-mini profile, laid out like GHC's
 * `+RTS -p` (Sansom & Peyton Jones's cost centres):
 *
 *   total time  =        0.47 secs   (470 ticks @ 1000 us, task-clock)
 *   total alloc =  242,659,824 bytes
 *
 *   COST CENTRE  MODULE  SRC        entries  %time %alloc  ticks      bytes
 *   slow         Main    scc.hs:7      1200   99.6   99.9    468  242400000
 *
 * Cost centres sorted by time, then entries; "(GC)" is the collector's
 * time and "(unprofiled)" time with no cost centre. ccprof_write_prof
 * uses this layout when the profile has allocation counts. In stacks mode
 * the calling-context tree follows (writer_tree.c), with %alloc columns.
 */
#include "ccprof_rt.h"

#include <string.h>

enum { C_NAME, C_MOD, C_SRC, C_ENTRIES, C_TIME, C_ALLOC, C_TICKS, C_BYTES, NC };
static const char *const heads[NC] = {"COST CENTRE", "MODULE", "SRC",   "entries",
                                      "%time",       "%alloc", "ticks", "bytes"};
static const int right[NC] = {0, 0, 0, 1, 1, 1, 1, 1};

struct line {
  char text[NC][160];
  size_t len[NC];
};

static size_t copy(char *dst, const char *src, size_t cap) {
  size_t n = strlen(src);
  if (n >= cap)
    n = cap - 1;
  memcpy(dst, src, n);
  dst[n] = 0;
  return n;
}

static void make_line(const struct ccprof_report *r, const struct ccprof_row *row,
                      struct line *l) {
  l->len[C_NAME] = copy(l->text[C_NAME], row->name, sizeof l->text[0]);
  l->len[C_MOD] = ccprof_module_name(row->name, row->file, l->text[C_MOD], sizeof l->text[0]);
  l->len[C_SRC] = ccprof_src_name(row->file, row->line, "", l->text[C_SRC], sizeof l->text[0]);
  l->len[C_ENTRIES] = ccprof_fmt_u64(l->text[C_ENTRIES], row->calls);
  l->len[C_TIME] = ccprof_fmt_fixed(l->text[C_TIME], row->ticks * 100, r->samples ? r->samples : 1, 1, 0);
  l->len[C_ALLOC] = ccprof_fmt_fixed(l->text[C_ALLOC], row->alloc * 100, r->alloc ? r->alloc : 1, 1, 0);
  l->len[C_TICKS] = ccprof_fmt_u64(l->text[C_TICKS], row->ticks);
  l->len[C_BYTES] = ccprof_fmt_u64(l->text[C_BYTES], row->alloc);
}

static int shown_row(const struct ccprof_row *row) {
  return row->calls || row->ticks || row->alloc;
}

/* 242659824 -> "242,659,824" */
static size_t grouped(char *buf, uint64_t v) {
  char digits[32];
  size_t n = ccprof_fmt_u64(digits, v), out = 0;
  for (size_t i = 0; i < n; ++i) {
    if (i && (n - i) % 3 == 0)
      buf[out++] = ',';
    buf[out++] = digits[i];
  }
  buf[out] = 0;
  return out;
}

int ccprof_write_ghc(struct ccprof_sink *s, const struct ccprof_report *r) {
  char num[64];
  struct ccprof_row extra[CCPROF_MAX_EXTRA];
  size_t nextra = ccprof_extra_rows(r, extra);

  ccprof_puts(s, "ccprof profile of ");
  ccprof_puts(s, r->program);
  ccprof_puts(s, " ");
  ccprof_put_origin(s, r);
  ccprof_puts(s, ", started ");
  ccprof_put(s, num, ccprof_fmt_time(num, r->start_sec, 0));
  ccprof_puts(s, " UTC\n\n\ttotal time  = ");
  ccprof_put(s, num, ccprof_fmt_fixed(num, r->samples, r->hz ? r->hz : 1, 2, 0));
  ccprof_puts(s, " secs   (");
  ccprof_put(s, num, ccprof_fmt_u64(num, r->samples));
  ccprof_puts(s, " ticks @ ");
  ccprof_put(s, num, ccprof_fmt_u64(num, r->hz ? 1000000u / r->hz : 0));
  ccprof_puts(s, " us");
  if (r->timer && *r->timer) {
    ccprof_puts(s, ", ");
    ccprof_puts(s, r->timer);
  }
  ccprof_puts(s, ")\n\ttotal alloc = ");
  ccprof_put(s, num, grouped(num, r->alloc));
  ccprof_puts(s, " bytes\n\n");

  size_t width[NC];
  for (int c = 0; c < NC; ++c)
    width[c] = strlen(heads[c]);
  struct line l;
  CCPROF_FOR_EACH_ROW(r, extra, nextra, shown_row, row, {
    make_line(r, row, &l);
    for (int c = 0; c < NC; ++c)
      if (l.len[c] > width[c])
        width[c] = l.len[c];
  });
  for (int c = 0; c < NC; ++c) {
    size_t pad = width[c] - strlen(heads[c]);
    if (c)
      ccprof_puts(s, " ");
    if (right[c])
      ccprof_pad(s, pad);
    ccprof_puts(s, heads[c]);
    if (!right[c] && c + 1 < NC)
      ccprof_pad(s, pad);
  }
  ccprof_puts(s, "\n");
  CCPROF_FOR_EACH_ROW(r, extra, nextra, shown_row, row, {
    make_line(r, row, &l);
    for (int c = 0; c < NC; ++c) {
      size_t pad = width[c] - l.len[c];
      if (c)
        ccprof_puts(s, " ");
      if (right[c])
        ccprof_pad(s, pad);
      ccprof_put(s, l.text[c], l.len[c]);
      if (!right[c] && c + 1 < NC)
        ccprof_pad(s, pad);
    }
    ccprof_puts(s, "\n");
  });
  ccprof_put_tree(s, r); /* stacks mode */
  return ccprof_flush(s);
}
