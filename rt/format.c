/* format.c - text building blocks for the writers: a buffered write(2)
 * sink, integer and fixed-point numbers, UTC dates, and the row order.
 *
 * Deliberately without stdio, malloc or floating point: the profile may be
 * written from a fatal-signal handler, and integer arithmetic gives the same
 * digits on every machine (the tests compare text).
 */
#include "ccprof_rt.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

void ccprof_sink_init(struct ccprof_sink *s, int fd) {
  s->fd = fd;
  s->failed = 0;
  s->len = 0;
}

int ccprof_flush(struct ccprof_sink *s) {
  size_t off = 0;
  while (off < s->len && !s->failed) {
    ssize_t n = write(s->fd, s->buf + off, s->len - off);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      s->failed = n < 0 ? errno : EIO;
    else
      off += (size_t)n;
  }
  s->len = 0;
  return s->failed;
}

/* Room for up to n more bytes at the end of the buffer (flushed first if
 * full): where they go, and in *k how many fit. */
static char *room(struct ccprof_sink *s, size_t n, size_t *k) {
  if (s->len == sizeof s->buf)
    ccprof_flush(s);
  *k = sizeof s->buf - s->len < n ? sizeof s->buf - s->len : n;
  char *at = s->buf + s->len;
  s->len += *k;
  return at;
}

void ccprof_put(struct ccprof_sink *s, const char *p, size_t n) {
  while (n) {
    size_t k;
    char *at = room(s, n, &k);
    memcpy(at, p, k);
    p += k;
    n -= k;
  }
}

void ccprof_puts(struct ccprof_sink *s, const char *str) {
  ccprof_put(s, str, strlen(str));
}

/* Spaces in chunks: the tree of a deep program indents thousands of rows
 * by up to hundreds of columns (Lua's stacks profile: 20M instructions of
 * one-byte puts at exit). */
void ccprof_pad(struct ccprof_sink *s, size_t n) {
  while (n) {
    size_t k;
    char *at = room(s, n, &k);
    memset(at, ' ', k);
    n -= k;
  }
}

size_t ccprof_fmt_u64(char *buf, uint64_t v) {
  char tmp[21];
  size_t n = 0;
  do {
    tmp[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  for (size_t i = 0; i < n; ++i)
    buf[i] = tmp[n - 1 - i];
  buf[n] = 0;
  return n;
}

size_t ccprof_fmt_fixed(char *buf, uint64_t num, uint64_t den,
                        unsigned decimals, int drop_zero) {
  unsigned __int128 scale = 1;
  for (unsigned i = 0; i < decimals; ++i)
    scale *= 10;
  if (den == 0)
    den = 1;
  unsigned __int128 q = ((unsigned __int128)num * scale * 2 + den) / (2 * (unsigned __int128)den);
  uint64_t ip = (uint64_t)(q / scale), fp = (uint64_t)(q % scale);
  size_t n = 0;
  if (!(drop_zero && ip == 0 && decimals > 0))
    n = ccprof_fmt_u64(buf, ip);
  if (decimals) {
    buf[n++] = '.';
    char digits[24];
    size_t k = ccprof_fmt_u64(digits, fp);
    for (size_t i = k; i < decimals; ++i)
      buf[n++] = '0';
    memcpy(buf + n, digits, k);
    n += k;
  }
  buf[n] = 0;
  return n;
}

/* Writes q / 10^decimals (q < 10^38) into buf; returns the length. */
static size_t put_scaled(char *buf, unsigned __int128 q, unsigned decimals) {
  char digits[48];
  size_t k = 0;
  do {
    digits[k++] = (char)('0' + (unsigned)(q % 10));
    q /= 10;
  } while (q || k <= decimals); /* at least one digit before the point */
  size_t n = 0;
  while (k) {
    if (k == decimals)
      buf[n++] = '.';
    buf[n++] = digits[--k];
  }
  buf[n] = 0;
  return n;
}

int ccprof_short_calls(uint64_t ticks, uint64_t hz, uint64_t calls) {
  /* (ticks + 1) / hz / calls < NS * 1e-9: under NS even with one more tick,
   * so a function no sample found is marked only if that says enough. */
  return hz && (unsigned __int128)(ticks + 1) * 1000000000u <
                   (unsigned __int128)CCPROF_SHORT_CALL_NS * hz * calls;
}

const char ccprof_short_call_note[] =
    "* under " CCPROF_STR(CCPROF_SHORT_CALL_NS) " ns a call: the share is likely too small, "
    "part of the time is the caller's\n"
    "  (docs/runtime.md, \"How far a share can be trusted\")\n";

size_t ccprof_fmt_per_call(char *buf, uint64_t ticks, uint64_t hz, uint64_t calls) {
  static const char *const units[] = {"s ", "ms", "us", "ns"};
  if (!calls) {
    buf[0] = 0;
    return 0;
  }
  if (!ticks || !hz) {
    memcpy(buf, "0   ", 5); /* the digits' column, no unit */
    return 4;
  }
  const unsigned __int128 den = (unsigned __int128)hz * calls; /* < 2^96 */
  unsigned __int128 pow = 1; /* 10^(3u): the unit's scale */
  unsigned u = 0;
  while (u < 3 && (unsigned __int128)ticks * pow < den) /* below 1 of this unit */
    ++u, pow *= 1000;
  /* Three significant digits; below 1 ns, up to three decimals. Rounding
   * may carry into the next decade (9.996 -> 10.00): one digit fewer, then. */
  unsigned __int128 whole = (unsigned __int128)ticks * pow / den;
  unsigned decimals = whole >= 100 ? 0 : whole >= 10 ? 1 : 2;
  if (!whole)
    decimals = 3;
  unsigned __int128 q;
  for (;;) {
    unsigned __int128 scale = 1;
    for (unsigned i = 0; i < decimals; ++i)
      scale *= 10;
    q = ((unsigned __int128)ticks * pow * scale * 2 + den) / (2 * den);
    if (!decimals || q < 1000)
      break;
    --decimals;
  }
  if (u > 0 && q >= 1000 && !decimals) { /* 999.6 us -> 1.00 ms */
    --u;
    pow /= 1000;
    q = ((unsigned __int128)ticks * pow * 100 * 2 + den) / (2 * den);
    decimals = 2;
  }
  size_t n = put_scaled(buf, q, decimals);
  buf[n++] = ' ';
  memcpy(buf + n, units[u], 3);
  return n + 2;
}

/* Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm). */
static void civil(int64_t days, int64_t *y, unsigned *m, unsigned *d) {
  days += 719468;
  int64_t era = (days >= 0 ? days : days - 146096) / 146097;
  unsigned doe = (unsigned)(days - era * 146097);
  unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  unsigned mp = (5 * doy + 2) / 153;
  *d = doy - (153 * mp + 2) / 5 + 1;
  *m = mp < 10 ? mp + 3 : mp - 9;
  *y = (int64_t)yoe + era * 400 + (*m <= 2);
}

static char *two(char *p, unsigned v) {
  p[0] = (char)('0' + v / 10 % 10);
  p[1] = (char)('0' + v % 10);
  return p + 2;
}

size_t ccprof_fmt_time(char *buf, int64_t t, int iso) {
  int64_t days = t >= 0 ? t / 86400 : (t - 86399) / 86400;
  int64_t secs = t - days * 86400, y;
  unsigned m, d;
  civil(days, &y, &m, &d);
  char *p = buf;
  p = two(p, (unsigned)(y / 100));
  p = two(p, (unsigned)(y % 100));
  *p++ = '-';
  p = two(p, m);
  *p++ = '-';
  p = two(p, d);
  *p++ = iso ? 'T' : ' ';
  p = two(p, (unsigned)(secs / 3600));
  *p++ = ':';
  p = two(p, (unsigned)(secs / 60 % 60));
  *p++ = ':';
  p = two(p, (unsigned)(secs % 60));
  if (iso)
    *p++ = 'Z';
  *p = 0;
  return (size_t)(p - buf);
}

int ccprof_row_before(const struct ccprof_row *a, const struct ccprof_row *b) {
  if (a->ticks != b->ticks)
    return a->ticks > b->ticks;
  if (a->calls != b->calls)
    return a->calls > b->calls;
  int c = strcmp(a->name, b->name);
  if (c)
    return c < 0;
  c = strcmp(a->file, b->file);
  if (c)
    return c < 0;
  return a->line < b->line;
}

/* Shell sort (Ciura's gaps): in place, no allocation, fine for the tens of
 * thousands of rows a large program has. */
void ccprof_sort_rows(struct ccprof_row *rows, size_t n) {
  static const size_t gaps[] = {102419, 45519, 20231, 8992, 3996, 1776,
                                701,    301,   132,   57,   23,   10, 4, 1};
  for (size_t g = 0; g < sizeof gaps / sizeof gaps[0]; ++g) {
    size_t gap = gaps[g];
    for (size_t i = gap; i < n; ++i) {
      struct ccprof_row tmp = rows[i];
      size_t j = i;
      for (; j >= gap && ccprof_row_before(&tmp, &rows[j - gap]); j -= gap)
        rows[j] = rows[j - gap];
      rows[j] = tmp;
    }
  }
}

size_t ccprof_extra_rows(const struct ccprof_report *r, struct ccprof_row extra[CCPROF_MAX_EXTRA]) {
  size_t n = 0;
  if (r->unprofiled_ticks)
    extra[n++] = (struct ccprof_row){.name = "(unprofiled)", .symbol = "", .file = "", .ticks = r->unprofiled_ticks};
  if (r->gc_ticks)
    extra[n++] = (struct ccprof_row){.name = "(GC)", .symbol = "", .file = "", .ticks = r->gc_ticks};
  if (r->census_ticks)
    extra[n++] = (struct ccprof_row){.name = "(census)", .symbol = "", .file = "", .ticks = r->census_ticks};
  ccprof_sort_rows(extra, n);
  return n;
}

void ccprof_put_origin(struct ccprof_sink *s, const struct ccprof_report *r) {
  enum { SHOWN_PIDS = 8 };
  char num[24];
  if (r->nmerged > 1 && r->merged_pids) {
    ccprof_puts(s, "(merged from ");
    ccprof_put(s, num, ccprof_fmt_u64(num, r->nmerged));
    ccprof_puts(s, " profiles: pids ");
    for (size_t i = 0; i < r->nmerged && i < SHOWN_PIDS; ++i) {
      if (i)
        ccprof_puts(s, ", ");
      ccprof_put(s, num, ccprof_fmt_u64(num, r->merged_pids[i]));
    }
    if (r->nmerged > SHOWN_PIDS)
      ccprof_puts(s, ", ...");
  } else {
    ccprof_puts(s, "(pid ");
    ccprof_put(s, num, ccprof_fmt_u64(num, (uint64_t)r->pid));
  }
  ccprof_puts(s, " on ");
  ccprof_puts(s, r->host);
  ccprof_puts(s, ")");
}
