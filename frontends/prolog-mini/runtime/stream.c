/*===- stream.c - prolog-mini: buffered output streams ---------------------===*
 *
 * user_output is buffered (write/1 of many small tokens would otherwise be
 * a system call each); user_error is written through at once, after
 * flushing user_output, so that interleaving on a shared terminal or pipe
 * matches the program's order, as swipl's does.
 *===----------------------------------------------------------------------===*/
#include "pl_rt.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

pl_stream pl_user_output = {1, NULL, 0, 0, 0, -1};
pl_stream pl_user_error = {2, NULL, 0, 0, 0, -1};
pl_stream *pl_cur_out = &pl_user_output;

#define FD_BUFFER 65536

void pl_stream_init_mem(pl_stream *s) {
  s->fd = -1;
  s->buf = NULL;
  s->len = s->cap = s->col = 0;
  s->last = -1;
}

void pl_stream_free(pl_stream *s) {
  free(s->buf);
  s->buf = NULL;
  s->len = s->cap = 0;
}

static void write_all(int fd, const char *p, size_t n) {
  while (n) {
    ssize_t w = write(fd, p, n);
    if (w < 0) {
      if (errno == EINTR)
        continue;
      return; /* a closed pipe: nothing sensible left to do */
    }
    p += w;
    n -= (size_t)w;
  }
}

void pl_stream_flush(pl_stream *s) {
  if (s->fd >= 0 && s->len) {
    write_all(s->fd, s->buf, s->len);
    s->len = 0;
  }
}

void pl_flush(void) { pl_stream_flush(&pl_user_output); }

void pl_err_begin(void) { pl_flush(); }

static void reserve(pl_stream *s, size_t more) {
  if (s->len + more <= s->cap)
    return;
  if (s->fd >= 0 && s->len) {
    pl_stream_flush(s);
    if (more <= s->cap)
      return;
  }
  size_t cap = s->cap ? s->cap : (s->fd >= 0 ? FD_BUFFER : 256);
  while (cap < s->len + more + 1)
    cap *= 2;
  s->buf = realloc(s->buf, cap);
  if (!s->buf)
    abort();
  s->cap = cap;
}

/* Columns count code points: UTF-8 continuation bytes do not advance. */
static void track(pl_stream *s, const char *p, size_t n) {
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)p[i];
    if (c == '\n')
      s->col = 0;
    else if (c == '\t')
      s->col = (s->col | 7) + 1;
    else if ((c & 0xC0) != 0x80)
      s->col++;
  }
  if (n)
    s->last = (unsigned char)p[n - 1];
}

void pl_put_bytes(pl_stream *s, const char *p, size_t n) {
  if (!n)
    return;
  if (s == &pl_user_error)
    pl_flush(); /* user_output's earlier text first */
  reserve(s, n);
  memcpy(s->buf + s->len, p, n);
  s->len += n;
  if (s->fd < 0)
    s->buf[s->len] = 0; /* memory streams read as C strings */
  track(s, p, n);
  if (s == &pl_user_error)
    pl_stream_flush(s); /* unbuffered, as swipl's user_error */
}

void pl_put_str(pl_stream *s, const char *p) { pl_put_bytes(s, p, strlen(p)); }

void pl_put_char(pl_stream *s, int c) {
  char ch = (char)c;
  pl_put_bytes(s, &ch, 1);
}

void pl_put_code(pl_stream *s, uint32_t code) {
  char b[4];
  pl_put_bytes(s, b, pl_utf8_encode(code, b));
}
