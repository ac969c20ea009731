/* writer_prof.c - the report in the paper's (and prof's) format:
 *
 *   %time  cumsecs   #call time/call  name
 *    90.5     3.52   78189   45.0 us  isPrime.test
 *     8.5     3.85    1000    330 us  isPrime
 *     1.0     3.89       0            (unprofiled)
 *
 * under a short header (program, date, total time, rate, samples). Rows are
 * the functions that were called or sampled, sorted by time, then calls,
 * then name; "(unprofiled)" is the time when no profiled function was
 * current. Columns widen for large numbers but keep prof's minimum widths.
 * prof's ms/call read .000 for most functions of a fast program: the time
 * per call has its own unit per row instead (ccprof_fmt_per_call).
 * A function whose time per call is a few nanoseconds (ccprof_short_calls)
 * is marked '*' after it, and a note under the table says what that means.
 * Profiles with allocation counts (lazy-mini) get an %alloc column after
 * %time, as in GHC's .prof files.
 */
#include "ccprof_rt.h"

#include <string.h>

enum { COL_TIME, COL_ALLOC, COL_CUM, COL_CALLS, COL_PER_CALL, NCOLS };
static const char *const headings[NCOLS] = {"%time", "%alloc", "cumsecs", "#call", "time/call"};
static const size_t min_width[NCOLS] = {5, 6, 8, 7, 9};

struct cells {
  char text[NCOLS][48];
  size_t len[NCOLS];
};

static void make_cells(const struct ccprof_report *r, const struct ccprof_row *row,
                       uint64_t cum_ticks, struct cells *c) {
  c->len[COL_TIME] = ccprof_fmt_fixed(c->text[COL_TIME], row->ticks * 100, r->samples, 1, 1);
  c->len[COL_ALLOC] = r->alloc ? ccprof_fmt_fixed(c->text[COL_ALLOC], row->alloc * 100, r->alloc, 1, 1)
                               : 0;
  c->len[COL_CUM] = ccprof_fmt_fixed(c->text[COL_CUM], cum_ticks, r->hz, 2, 0);
  c->len[COL_CALLS] = ccprof_fmt_u64(c->text[COL_CALLS], row->calls);
  c->len[COL_PER_CALL] = ccprof_fmt_per_call(c->text[COL_PER_CALL], row->ticks, r->hz,
                                             row->calls);
}

static int shown(const struct ccprof_row *row) {
  return row->calls || row->ticks || row->alloc;
}
static int column_shown(const struct ccprof_report *r, int c) { return c != COL_ALLOC || r->alloc; }

/* The width of each column; returns whether a row is marked '*'. */
static int column_widths(const struct ccprof_report *r, const struct ccprof_row *extra,
                         size_t nextra, size_t width[NCOLS]) {
  struct cells cells;
  uint64_t cum = 0;
  int any_short = 0;
  for (int c = 0; c < NCOLS; ++c)
    width[c] = min_width[c];
  CCPROF_FOR_EACH_ROW(r, extra, nextra, shown, row, {
    cum += row->ticks;
    make_cells(r, row, cum, &cells);
    for (int c = 0; c < NCOLS; ++c)
      if (cells.len[c] > width[c])
        width[c] = cells.len[c];
    any_short |= ccprof_short_calls(row->ticks, r->hz, row->calls);
  });
  return any_short;
}

/* ---- Byrd-box ports (CCProfPorts.h) --------------------------------------- */

/* After the flat table, which stays as it is (every function, C's too, the
 * time per call, the notes), the predicates' ports in the layout of
 * Debray's tables: sorted like the flat table, by self time. */
enum { PCOL_TIME, PCOL_BOX, PCOL_CALLS, PCOL_EXITS, PCOL_REDOS, PCOL_FAILS, NPCOLS };
static const char *const port_headings[NPCOLS] = {"%time", "box-s", "calls",
                                                  "exits", "redos", "fails"};

static int port_row_shown(const struct ccprof_row *row) {
  return row->has_ports && (row->calls || row->ticks || row->exits || row->redos ||
                            row->fails || row->box_ns);
}

struct port_cells {
  char text[NPCOLS][48];
  size_t len[NPCOLS];
};

static void port_cells(const struct ccprof_report *r, const struct ccprof_row *row,
                       struct port_cells *c) {
  c->len[PCOL_TIME] = ccprof_fmt_fixed(c->text[PCOL_TIME], row->ticks * 100, r->samples, 1, 1);
  c->len[PCOL_BOX] = ccprof_fmt_fixed(c->text[PCOL_BOX], row->box_ns, 1000000000u, 3, 0);
  c->len[PCOL_CALLS] = ccprof_fmt_u64(c->text[PCOL_CALLS], row->calls);
  c->len[PCOL_EXITS] = ccprof_fmt_u64(c->text[PCOL_EXITS], row->exits);
  c->len[PCOL_REDOS] = ccprof_fmt_u64(c->text[PCOL_REDOS], row->redos);
  c->len[PCOL_FAILS] = ccprof_fmt_u64(c->text[PCOL_FAILS], row->fails);
}

/* The clause counts of one predicate, "tried/unified" per clause in source
 * order, wrapped at CCPROF_ROW_WIDTH. */
static void put_clauses(struct ccprof_sink *s, const struct ccprof_row *row) {
  char num[48];
  size_t column = 2 + (row->name_len ? row->name_len : strlen(row->name)) + 1;
  ccprof_puts(s, "  ");
  ccprof_put_name(s, row);
  ccprof_puts(s, ":");
  for (size_t i = 0; i < row->nclauses; ++i) {
    size_t n = ccprof_fmt_u64(num, row->clauses[i].tried);
    num[n++] = '/';
    n += ccprof_fmt_u64(num + n, row->clauses[i].unified);
    if (column + 1 + n > CCPROF_ROW_WIDTH && column > 4) {
      ccprof_puts(s, "\n   ");
      column = 3;
    }
    ccprof_puts(s, " ");
    ccprof_put(s, num, n);
    column += 1 + n;
  }
  ccprof_puts(s, "\n");
}

static void put_ports(struct ccprof_sink *s, const struct ccprof_report *r) {
  if (!r->ports)
    return;
  size_t width[NPCOLS];
  struct port_cells cells;
  int any = 0, clauses = 0;
  for (int c = 0; c < NPCOLS; ++c)
    width[c] = strlen(port_headings[c]);
  for (size_t i = 0; i < r->nrows; ++i) {
    const struct ccprof_row *row = &r->rows[i];
    if (!port_row_shown(row))
      continue;
    any = 1;
    clauses |= row->nclauses != 0;
    port_cells(r, row, &cells);
    for (int c = 0; c < NPCOLS; ++c)
      if (cells.len[c] > width[c])
        width[c] = cells.len[c];
  }
  if (!any)
    return;
  ccprof_puts(s, "\nports of the predicates (Byrd boxes): box-s is the time inside the box"
                 " (a recursive call is not timed again)\n\n");
  for (int c = 0; c < NPCOLS; ++c) {
    ccprof_pad(s, width[c] - strlen(port_headings[c]) + (c ? 2 : 0));
    ccprof_puts(s, port_headings[c]);
  }
  ccprof_puts(s, "  name/arity\n");
  for (size_t i = 0; i < r->nrows; ++i) {
    const struct ccprof_row *row = &r->rows[i];
    if (!port_row_shown(row))
      continue;
    port_cells(r, row, &cells);
    for (int c = 0; c < NPCOLS; ++c) {
      ccprof_pad(s, width[c] - cells.len[c] + (c ? 2 : 0));
      ccprof_put(s, cells.text[c], cells.len[c]);
    }
    ccprof_puts(s, "  ");
    ccprof_put_name(s, row);
    ccprof_puts(s, "\n");
  }
  if (!clauses)
    return;
  ccprof_puts(s, "\nclauses: tried/unified (the head unified), in source order\n");
  for (size_t i = 0; i < r->nrows; ++i)
    if (port_row_shown(&r->rows[i]) && r->rows[i].nclauses)
      put_clauses(s, &r->rows[i]);
}

size_t ccprof_prof_name_column(const struct ccprof_report *r) {
  struct ccprof_row extra[CCPROF_MAX_EXTRA];
  size_t nextra = ccprof_extra_rows(r, extra), width[NCOLS], column = 2; /* "* " */
  column_widths(r, extra, nextra, width);
  for (int c = 0; c < NCOLS; ++c)
    if (column_shown(r, c))
      column += width[c] + (c ? 1 : 0);
  return column;
}

int ccprof_write_prof(struct ccprof_sink *s, const struct ccprof_report *r) {
  if (r->alloc) /* a lazy-mini profile: cost centres, GHC's layout */
    return ccprof_write_ghc(s, r);
  char num[48];
  struct ccprof_row extra[CCPROF_MAX_EXTRA];
  size_t nextra = ccprof_extra_rows(r, extra);

  ccprof_puts(s, "ccprof profile of ");
  ccprof_puts(s, r->program);
  ccprof_puts(s, " ");
  ccprof_put_origin(s, r);
  ccprof_puts(s, ", started ");
  ccprof_put(s, num, ccprof_fmt_time(num, r->start_sec, 0));
  ccprof_puts(s, " UTC\ntotal ");
  ccprof_put(s, num, ccprof_fmt_fixed(num, r->samples, r->hz, 2, 0));
  ccprof_puts(s, " s: ");
  ccprof_put(s, num, ccprof_fmt_u64(num, r->samples));
  ccprof_puts(s, " samples at ");
  ccprof_put(s, num, ccprof_fmt_u64(num, r->hz));
  ccprof_puts(s, " Hz");
  if (r->timer && *r->timer) {
    ccprof_puts(s, " (");
    ccprof_puts(s, r->timer);
    ccprof_puts(s, ")");
  }
  ccprof_puts(s, "; process CPU time ");
  ccprof_put(s, num, ccprof_fmt_fixed(num, r->cpu_ns, 1000000000u, 2, 0));
  ccprof_puts(s, " s; call counters ");
  ccprof_puts(s, r->counters);
  if (r->small_functions) { /* -ccprof-min-instructions */
    ccprof_puts(s, "\n");
    ccprof_put(s, num, ccprof_fmt_u64(num, r->small_functions));
    ccprof_puts(s, r->small_functions == 1 ? " small function" : " small functions");
    ccprof_puts(s, " not profiled: their time is their callers'");
  }
  if (r->warning) {
    ccprof_puts(s, "\nwarning: ");
    ccprof_puts(s, r->warning);
  }
  ccprof_puts(s, "\n\n");

  size_t width[NCOLS];
  struct cells cells;
  uint64_t cum = 0;
  int any_short = column_widths(r, extra, nextra, width);

  for (int c = 0; c < NCOLS; ++c) {
    if (!column_shown(r, c))
      continue;
    ccprof_pad(s, width[c] - strlen(headings[c]) + (c ? 1 : 0));
    ccprof_puts(s, headings[c]);
  }
  ccprof_puts(s, "  name\n");
  cum = 0;
  CCPROF_FOR_EACH_ROW(r, extra, nextra, shown, row, {
    cum += row->ticks;
    make_cells(r, row, cum, &cells);
    for (int c = 0; c < NCOLS; ++c) {
      if (!column_shown(r, c))
        continue;
      ccprof_pad(s, width[c] - cells.len[c] + (c ? 1 : 0));
      ccprof_put(s, cells.text[c], cells.len[c]);
    }
    /* The mark takes the first of the two spaces before the name. */
    ccprof_puts(s, ccprof_short_calls(row->ticks, r->hz, row->calls) ? "* " : "  ");
    ccprof_put_name(s, row);
    ccprof_puts(s, "\n");
  });
  if (any_short || r->numbered) {
    ccprof_puts(s, "\n");
    ccprof_puts(s, any_short ? ccprof_short_call_note : "");
    ccprof_puts(s, r->numbered ? ccprof_numbered_note : "");
  }
  put_ports(s, r);
  ccprof_put_tree(s, r);
  return ccprof_flush(s);
}
