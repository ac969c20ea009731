/* writer_json.c - the machine-readable report (docs/formats.md, version 1).
 *
 * Every record appears, called or not, with every field the pass recorded;
 * the run's metadata sits at the top level. Numbers that are counts are JSON
 * integers; seconds are decimals with six places. Strings are escaped per
 * RFC 8259. Names and paths pass through as UTF-8; a byte that is not part
 * of well-formed UTF-8 (a Latin-1 file name) is written as \ufffd, the
 * replacement character, so the file is always valid JSON.
 */
#include "ccprof_rt.h"

/* Length (1-4) of the well-formed UTF-8 character at p, or 0 if p starts
 * none: a stray continuation byte, an overlong form, a surrogate, a code
 * point past U+10FFFF, or a sequence cut short (by the NUL, too). */
static size_t utf8_len(const unsigned char *p) {
  unsigned c = p[0], cp, n;
  if (c < 0x80)
    return 1;
  if (c >= 0xC2 && c <= 0xDF)
    n = 2, cp = c & 0x1F;
  else if (c >= 0xE0 && c <= 0xEF)
    n = 3, cp = c & 0x0F;
  else if (c >= 0xF0 && c <= 0xF4)
    n = 4, cp = c & 0x07;
  else
    return 0;
  for (unsigned i = 1; i < n; ++i) {
    if ((p[i] & 0xC0) != 0x80)
      return 0;
    cp = cp << 6 | (p[i] & 0x3F);
  }
  if ((n == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) ||
      (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
    return 0;
  return n;
}

static void put_string(struct ccprof_sink *s, const char *str) {
  static const char hex[] = "0123456789abcdef";
  ccprof_put(s, "\"", 1);
  const unsigned char *p = (const unsigned char *)str, *run = p;
  for (;;) {
    unsigned char ch = *p;
    size_t n = ch >= 0x80 ? utf8_len(p) : (ch >= 0x20 && ch != '"' && ch != '\\');
    if (n) {
      p += n; /* part of a run copied in one piece */
      continue;
    }
    ccprof_put(s, (const char *)run, (size_t)(p - run));
    if (!ch)
      break;
    if (ch >= 0x80) {
      ccprof_put(s, "\\ufffd", 6); /* JSON text is UTF-8: not this byte */
    } else if (ch == '"' || ch == '\\') {
      char esc[2] = {'\\', (char)ch};
      ccprof_put(s, esc, 2);
    } else {
      char esc[6] = {'\\', 'u', '0', '0', hex[ch >> 4], hex[ch & 15]};
      ccprof_put(s, esc, 6);
    }
    run = ++p;
  }
  ccprof_put(s, "\"", 1);
}

static void put_u64(struct ccprof_sink *s, uint64_t v) {
  char num[24];
  ccprof_put(s, num, ccprof_fmt_u64(num, v));
}

static void put_fixed(struct ccprof_sink *s, uint64_t num, uint64_t den) {
  char buf[48];
  ccprof_put(s, buf, ccprof_fmt_fixed(buf, num, den, 6, 0));
}

static void field(struct ccprof_sink *s, const char *indent, const char *name) {
  ccprof_puts(s, indent);
  put_string(s, name);
  ccprof_puts(s, ": ");
}

int ccprof_write_json(struct ccprof_sink *s, const struct ccprof_report *r) {
  char date[32];
  ccprof_puts(s, "{\n");
  field(s, "  ", "format"), put_string(s, "ccprof"), ccprof_puts(s, ",\n");
  field(s, "  ", "version"), put_u64(s, 1), ccprof_puts(s, ",\n");
  field(s, "  ", "program"), put_string(s, r->program), ccprof_puts(s, ",\n");
  if (r->nmerged > 1 && r->merged_pids) { /* ccprof merge: no one process */
    field(s, "  ", "merged_pids");
    for (size_t i = 0; i < r->nmerged; ++i)
      ccprof_puts(s, i ? ", " : "["), put_u64(s, r->merged_pids[i]);
    ccprof_puts(s, "],\n");
  } else {
    field(s, "  ", "pid"), put_u64(s, (uint64_t)r->pid), ccprof_puts(s, ",\n");
  }
  field(s, "  ", "host"), put_string(s, r->host), ccprof_puts(s, ",\n");
  ccprof_fmt_time(date, r->start_sec, 1);
  field(s, "  ", "start"), put_string(s, date), ccprof_puts(s, ",\n");
  ccprof_fmt_time(date, r->end_sec, 1);
  field(s, "  ", "end"), put_string(s, date), ccprof_puts(s, ",\n");
  if (r->delta) { /* a periodic snapshot (CCPROF_PERIOD): what changed in it */
    field(s, "  ", "delta"), ccprof_puts(s, "true,\n");
    field(s, "  ", "sequence"), put_u64(s, r->sequence), ccprof_puts(s, ",\n");
    field(s, "  ", "final"), ccprof_puts(s, r->final_delta ? "true,\n" : "false,\n");
    field(s, "  ", "period_start_ns"), put_u64(s, r->period_start_ns), ccprof_puts(s, ",\n");
    field(s, "  ", "period_end_ns"), put_u64(s, r->period_end_ns), ccprof_puts(s, ",\n");
  }
  field(s, "  ", "hz"), put_u64(s, r->hz), ccprof_puts(s, ",\n");
  field(s, "  ", "samples"), put_u64(s, r->samples), ccprof_puts(s, ",\n");
  field(s, "  ", "seconds"), put_fixed(s, r->samples, r->hz), ccprof_puts(s, ",\n");
  field(s, "  ", "cpu_seconds"), put_fixed(s, r->cpu_ns, 1000000000u), ccprof_puts(s, ",\n");
  field(s, "  ", "unprofiled_ticks"), put_u64(s, r->unprofiled_ticks), ccprof_puts(s, ",\n");
  if (r->gc_ticks)
    field(s, "  ", "gc_ticks"), put_u64(s, r->gc_ticks), ccprof_puts(s, ",\n");
  if (r->census_ticks)
    field(s, "  ", "census_ticks"), put_u64(s, r->census_ticks), ccprof_puts(s, ",\n");
  field(s, "  ", "counters"), put_string(s, r->counters), ccprof_puts(s, ",\n");
  field(s, "  ", "timer"), put_string(s, r->timer ? r->timer : ""), ccprof_puts(s, ",\n");
  if (r->small_functions)
    field(s, "  ", "small_functions"), put_u64(s, r->small_functions), ccprof_puts(s, ",\n");
  if (r->warning)
    field(s, "  ", "warning"), put_string(s, r->warning), ccprof_puts(s, ",\n");
  field(s, "  ", "functions");
  ccprof_puts(s, "[");
  for (size_t i = 0; i < r->nrows; ++i) {
    const struct ccprof_row *row = &r->rows[i];
    ccprof_puts(s, i ? ",\n    {" : "\n    {");
    field(s, "", "name"), put_string(s, row->name), ccprof_puts(s, ", ");
    field(s, "", "symbol"), put_string(s, row->symbol), ccprof_puts(s, ", ");
    field(s, "", "file"), put_string(s, row->file), ccprof_puts(s, ", ");
    field(s, "", "line"), put_u64(s, row->line), ccprof_puts(s, ", ");
    field(s, "", "calls"), put_u64(s, row->calls), ccprof_puts(s, ", ");
    field(s, "", "ticks"), put_u64(s, row->ticks), ccprof_puts(s, ", ");
    field(s, "", "seconds"), put_fixed(s, row->ticks, r->hz);
    if (r->alloc)
      ccprof_puts(s, ", "), field(s, "", "alloc"), put_u64(s, row->alloc);
    if (r->ports && row->has_ports) { /* Byrd-box ports (CCProfPorts.h) */
      ccprof_puts(s, ", "), field(s, "", "exits"), put_u64(s, row->exits);
      ccprof_puts(s, ", "), field(s, "", "redos"), put_u64(s, row->redos);
      ccprof_puts(s, ", "), field(s, "", "fails"), put_u64(s, row->fails);
      ccprof_puts(s, ", "), field(s, "", "box_seconds"), put_fixed(s, row->box_ns, 1000000000u);
      if (row->nclauses) {
        ccprof_puts(s, ", "), field(s, "", "clauses");
        for (size_t c = 0; c < row->nclauses; ++c) {
          ccprof_puts(s, c ? ", {" : "[{");
          field(s, "", "tried"), put_u64(s, row->clauses[c].tried), ccprof_puts(s, ", ");
          field(s, "", "unified"), put_u64(s, row->clauses[c].unified), ccprof_puts(s, "}");
        }
        ccprof_puts(s, "]");
      }
    }
    ccprof_puts(s, "}");
  }
  ccprof_puts(s, r->nrows ? "\n  ]" : "]");
  if (r->stacks) { /* stacks mode: the tree, parents before children */
    ccprof_puts(s, ",\n"), field(s, "  ", "stacks"), ccprof_puts(s, "[");
    const char *sep = "\n    {";
    for (const struct ccprof_node *n = r->stacks->children; n;
         n = ccprof_node_next(n, r->stacks)) {
      ccprof_puts(s, sep), sep = ",\n    {";
      field(s, "", "id"), put_u64(s, n->number), ccprof_puts(s, ", ");
      field(s, "", "parent"), put_u64(s, n->parent ? n->parent->number : 0), ccprof_puts(s, ", ");
      field(s, "", "name"), put_string(s, n->cc->name ? n->cc->name : ""), ccprof_puts(s, ", ");
      field(s, "", "symbol"), put_string(s, n->cc->symbol ? n->cc->symbol : ""), ccprof_puts(s, ", ");
      field(s, "", "entries"), put_u64(s, n->entries), ccprof_puts(s, ", ");
      field(s, "", "ticks"), put_u64(s, n->ticks), ccprof_puts(s, ", ");
      field(s, "", "inherited_ticks"), put_u64(s, n->inherited);
      if (r->alloc) {
        ccprof_puts(s, ", "), field(s, "", "alloc"), put_u64(s, n->alloc);
        ccprof_puts(s, ", "), field(s, "", "inherited_alloc"), put_u64(s, n->inherited_alloc);
      }
      ccprof_puts(s, "}");
    }
    ccprof_puts(s, r->stacks->children ? "\n  ]" : "]");
  }
  ccprof_puts(s, "\n}\n");
  return ccprof_flush(s);
}
