/*===- atomtext.c - prolog-mini: when and how atoms are quoted -------------===*
 *
 * As swipl 9.0.4's writeq: unquoted are solo atoms ([] {} ! ;), atoms of a
 * lowercase letter followed by letters, digits and _ (Unicode letters
 * count: `éa`), and atoms of symbol characters (except `.` and those
 * starting a comment, `/ *`). Escapes: \\ \' \n \t \a \b \f \v \r, other
 * control characters as \xHEX\ (`'\x1B\'`).
 *===----------------------------------------------------------------------===*/
#include "pl_write_atom.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <wctype.h>

static locale_t utf8_locale(void) {
  static locale_t loc;
  static int tried;
  if (!tried) {
    tried = 1;
    loc = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
  }
  return loc;
}

int pl_code_is_upper(uint32_t c) {
  if (c < 0x80)
    return c >= 'A' && c <= 'Z';
  locale_t l = utf8_locale();
  return l && iswupper_l((wint_t)c, l);
}

int pl_code_is_lower(uint32_t c) {
  if (c < 0x80)
    return c >= 'a' && c <= 'z';
  locale_t l = utf8_locale();
  return l && iswlower_l((wint_t)c, l);
}

int pl_code_is_alpha(uint32_t c) {
  if (c < 0x80)
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9') || c == '_';
  locale_t l = utf8_locale();
  return l && iswalnum_l((wint_t)c, l);
}

uint32_t pl_code_to_upper(uint32_t c) {
  if (c < 0x80)
    return c >= 'a' && c <= 'z' ? c - 32 : c;
  locale_t l = utf8_locale();
  return l ? (uint32_t)towupper_l((wint_t)c, l) : c;
}

uint32_t pl_code_to_lower(uint32_t c) {
  if (c < 0x80)
    return c >= 'A' && c <= 'Z' ? c + 32 : c;
  locale_t l = utf8_locale();
  return l ? (uint32_t)towlower_l((wint_t)c, l) : c;
}

int pl_code_is_symbol(uint32_t c) {
  if (c < 0x80)
    return c && strchr("#$&*+-./:<=>?@^~\\", (int)c);
  locale_t l = utf8_locale();
  return l && iswpunct_l((wint_t)c, l) && !iswalnum_l((wint_t)c, l);
}

static int all_symbols(const char *p, size_t n) {
  for (size_t i = 0; i < n;) {
    uint32_t c;
    i += pl_utf8_decode(p + i, n - i, &c);
    if (!pl_code_is_symbol(c))
      return 0;
  }
  return 1;
}

/* A lowercase letter (or an uncased letter) then letters, digits, _. */
static int is_plain_word(const char *p, size_t n) {
  uint32_t c;
  size_t k = pl_utf8_decode(p, n, &c);
  if (!(pl_code_is_lower(c) || (c >= 0x80 && pl_code_is_alpha(c) &&
                                !pl_code_is_upper(c))))
    return 0;
  for (size_t i = k; i < n; i += k) {
    k = pl_utf8_decode(p + i, n - i, &c);
    if (!pl_code_is_alpha(c))
      return 0;
  }
  return 1;
}

int pl_atom_needs_quotes(const char *p, size_t n) {
  if (n == 0)
    return 1;
  if ((n == 2 && (!memcmp(p, "[]", 2) || !memcmp(p, "{}", 2))) ||
      (n == 1 && (*p == '!' || *p == ';')))
    return 0;
  if (all_symbols(p, n))
    return (n == 1 && *p == '.') || (n >= 2 && p[0] == '/' && p[1] == '*');
  return !is_plain_word(p, n);
}

static const char *named_escape(int c) {
  switch (c) {
  case 7: return "\\a";
  case 8: return "\\b";
  case 9: return "\\t";
  case 10: return "\\n";
  case 11: return "\\v";
  case 12: return "\\f";
  case 13: return "\\r";
  case '\\': return "\\\\";
  default: return NULL;
  }
}

void pl_quoted_text_to(pl_stream *s, const char *p, size_t n, char q, int uescapes) {
  pl_put_char(s, q);
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)p[i];
    const char *e = named_escape(c);
    if (e) {
      pl_put_str(s, e);
    } else if (c == (unsigned char)q) {
      pl_put_char(s, '\\');
      pl_put_char(s, q);
    } else if (c < 0x20 || c == 0x7F) {
      char buf[8];
      if (uescapes)
        snprintf(buf, sizeof buf, "\\u%04X", c);
      else
        snprintf(buf, sizeof buf, "\\x%X\\", c);
      pl_put_str(s, buf);
    } else {
      pl_put_char(s, c);
    }
  }
  pl_put_char(s, q);
}

void pl_atom_text_to(pl_stream *s, uint32_t atom, int quoted, int uescapes) {
  const char *p = pl_atom_name(atom);
  size_t n = pl_atom_len(atom);
  if (quoted && pl_atom_needs_quotes(p, n))
    pl_quoted_text_to(s, p, n, '\'', uescapes);
  else
    pl_put_bytes(s, p, n);
}
