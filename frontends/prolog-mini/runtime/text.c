/*===- text.c - prolog-mini: UTF-8 and the text of atomic terms -----------===*/
#include "pl_rt.h"

#include <gc.h>
#include <stdio.h>
#include <string.h>

size_t pl_utf8_decode(const char *s, size_t n, uint32_t *code) {
  const unsigned char *p = (const unsigned char *)s;
  if (n == 0) {
    *code = 0;
    return 0;
  }
  unsigned c = p[0];
  size_t len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
  if (c < 0xC0 || len > n) { /* stray byte: take it as it is */
    *code = c;
    return 1;
  }
  uint32_t v = len == 2 ? c & 0x1F : len == 3 ? c & 0x0F : c & 0x07;
  for (size_t i = 1; i < len; i++)
    v = (v << 6) | (p[i] & 0x3F);
  *code = v;
  return len;
}

size_t pl_utf8_encode(uint32_t c, char *out) {
  unsigned char *o = (unsigned char *)out;
  if (c < 0x80) {
    o[0] = (unsigned char)c;
    return 1;
  }
  if (c < 0x800) {
    o[0] = (unsigned char)(0xC0 | (c >> 6));
    o[1] = (unsigned char)(0x80 | (c & 0x3F));
    return 2;
  }
  if (c < 0x10000) {
    o[0] = (unsigned char)(0xE0 | (c >> 12));
    o[1] = (unsigned char)(0x80 | ((c >> 6) & 0x3F));
    o[2] = (unsigned char)(0x80 | (c & 0x3F));
    return 3;
  }
  o[0] = (unsigned char)(0xF0 | (c >> 18));
  o[1] = (unsigned char)(0x80 | ((c >> 12) & 0x3F));
  o[2] = (unsigned char)(0x80 | ((c >> 6) & 0x3F));
  o[3] = (unsigned char)(0x80 | (c & 0x3F));
  return 4;
}

size_t pl_utf8_length(const char *p, size_t n) {
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    k += ((unsigned char)p[i] & 0xC0) != 0x80;
  return k;
}

/* A code or char list's text; NULL if it is not one (or is partial). The
 * first element decides which (swipl rejects [a, 0'b]). */
static const char *list_text(pl_term l, size_t *len) {
  pl_stream mem;
  pl_stream_init_mem(&mem);
  l = pl_deref(l);
  int codes = -1;
  while (PL_TAG(l) == PL_TAG_LST) {
    pl_term h = pl_deref(pl_arg(l, 1));
    if (codes < 0)
      codes = PL_TAG(h) == PL_TAG_INT;
    if (codes && PL_TAG(h) == PL_TAG_INT && PL_INTVAL(h) >= 0 &&
        PL_INTVAL(h) <= 0x10FFFF) {
      pl_put_code(&mem, (uint32_t)PL_INTVAL(h));
    } else if (!codes && PL_TAG(h) == PL_TAG_ATOM &&
               pl_utf8_length(pl_atom_name(PL_ATOMNO(h)),
                              pl_atom_len(PL_ATOMNO(h))) == 1) {
      pl_put_bytes(&mem, pl_atom_name(PL_ATOMNO(h)), pl_atom_len(PL_ATOMNO(h)));
    } else {
      pl_stream_free(&mem);
      return NULL;
    }
    l = pl_deref(pl_arg(l, 2));
  }
  if (l != PL_MKATOM(PL_ATOM_NIL)) {
    pl_stream_free(&mem);
    return NULL;
  }
  char *out = GC_malloc_atomic(mem.len + 1);
  memcpy(out, mem.buf ? mem.buf : "", mem.len);
  out[mem.len] = 0;
  *len = mem.len;
  pl_stream_free(&mem);
  return out;
}

const char *pl_text_of(pl_term t, size_t *len, bool lists) {
  t = pl_deref(t);
  if (t == PL_MKATOM(PL_ATOM_NIL)) {
    /* as swipl 7+: [] is the empty list, whose text is "" (atom_length([],
     * N) gives 0), though it is written as [] */
    *len = 0;
    return "";
  }
  switch (PL_TAG(t)) {
  case PL_TAG_ATOM:
    *len = pl_atom_len(PL_ATOMNO(t));
    return pl_atom_name(PL_ATOMNO(t));
  case PL_TAG_STRG:
    *len = pl_string_of(t)->len;
    return pl_string_of(t)->bytes;
  case PL_TAG_INT:
  case PL_TAG_FLT: {
    char *buf = GC_malloc_atomic(64);
    if (PL_TAG(t) == PL_TAG_INT)
      snprintf(buf, 64, "%lld", (long long)PL_INTVAL(t));
    else
      pl_format_float(buf, 64, pl_float_value(t));
    *len = strlen(buf);
    return buf;
  }
  case PL_TAG_LST:
    return lists ? list_text(t, len) : NULL;
  default:
    return NULL;
  }
}
