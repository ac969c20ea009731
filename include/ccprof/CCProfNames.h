/* CCProfNames.h - where a compact C++ name's parameter list starts.
 *
 * The pass stores C++ names compactly (passes/DisplayNames.h): the
 * qualified name with every template argument list elided to "<…>" and the
 * return type dropped, followed by the parameter list and qualifiers, e.g.
 * "nlohmann::basic_json<…>::at(char const*) const", and marks the record
 * CCPROF_FLAG_NAME_COMPACT. Reports show such a name without its parameter
 * list unless two rows would then read the same (overloads). This header
 * says where the parameter list starts; it is shared by the pass (C++) and
 * the runtime (C), so both cut a name at the same place.
 */
#ifndef CCPROF_CCPROFNAMES_H
#define CCPROF_CCPROFNAMES_H

#include <stddef.h>
#include <string.h>

/* Do the angle brackets of p balance up to its first '(' (or its end)?
 * Tells "operator<<char>(...)" (operator< of <char>) from "operator<<" and
 * the demangler's "operator<<<char>(...)" (operator<< of <char>). */
static inline int ccprof_angles_balance(const char *p) {
  int depth = 0;
  for (; *p && *p != '('; ++p) {
    depth += *p == '<' ? 1 : *p == '>' ? -1 : 0;
    if (depth < 0)
      return 0;
  }
  return depth == 0;
}

/* If name[i] starts the keyword "operator" of an operator name, the length
 * of "operator" and the operator's brackets or angle brackets that follow
 * ("operator<<", "operator()", "operator[]", "operator->"), else 0: the
 * brackets of an operator's name open nothing. */
static inline size_t ccprof_operator_len(const char *name, size_t i) {
  static const char *const tokens[] = {"<<=", "<=>", ">>=", "->*", "<<", ">>",
                                       "<=",  ">=",  "->",  "[]",  "()", "<", ">"};
  if (name[i] != 'o' || strncmp(name + i, "operator", 8) ||
      (i > 0 && name[i - 1] != ':' && name[i - 1] != ' '))
    return 0;
  const char *op = name + i + 8;
  for (size_t t = 0; t < sizeof tokens / sizeof tokens[0]; ++t) {
    size_t n = strlen(tokens[t]);
    if (!strncmp(op, tokens[t], n) &&
        (tokens[t][0] == '(' || tokens[t][0] == '[' || ccprof_angles_balance(op + n)))
      return 8 + n;
  }
  return 8;
}

/* Is name[i] the operator '<' or '>' of an expression ("decltype(a < b)"),
 * which the demangler sets off by spaces, and not an angle bracket? */
static inline int ccprof_comparison(const char *name, size_t i) {
  return (name[i] == '<' || name[i] == '>') && i > 0 && name[i - 1] == ' ' && name[i + 1] == ' ';
}

/* Offset of the '(' that opens the parameter list of a compact name, or
 * strlen(name) if it has none. Skips "(anonymous namespace)", operator
 * names, and anything inside <>, {} or [] (a lambda's "{lambda(int)#1}",
 * an ABI tag "[abi:cxx11]"). */
static inline size_t ccprof_params_at(const char *name) {
  static const char anon[] = "(anonymous namespace)";
  int depth = 0;
  size_t i = 0;
  while (name[i]) {
    size_t op = ccprof_operator_len(name, i);
    char c = name[i];
    if (op || ccprof_comparison(name, i)) {
      i += op ? op : 1;
      continue;
    }
    if (c == '<' || c == '{' || c == '[')
      ++depth;
    else if ((c == '>' || c == '}' || c == ']') && depth > 0)
      --depth;
    else if (c == '(' && (depth > 0 || (i >= 8 && !strncmp(name + i - 8, "decltype", 8))))
      ++depth; /* a return type "decltype(f(x), (void)())", or parentheses
                  inside brackets: closed by the ')' below */
    else if (c == ')' && depth > 0)
      --depth;
    else if (c == '(' && depth == 0) {
      if (strncmp(name + i, anon, sizeof anon - 1))
        return i;
      i += sizeof anon - 1;
      continue;
    }
    ++i;
  }
  return i;
}

/* ---- pieces of a compact name, for reports that must fit a width ------- */

/* Characters (UTF-8 code points) in s[0, n): the bytes that are not
 * continuation bytes. "…" is one character, three bytes. */
static inline size_t ccprof_utf8_width(const char *s, size_t n) {
  size_t w = 0;
  for (size_t i = 0; i < n; ++i)
    w += ((unsigned char)s[i] & 0xC0) != 0x80;
  return w;
}

/* Bytes of the first k characters of s[0, n) (n if it has fewer): a cut
 * there never falls inside a multi-byte character. */
static inline size_t ccprof_utf8_prefix(const char *s, size_t n, size_t k) {
  size_t i = 0;
  for (; i < n; ++i)
    if (((unsigned char)s[i] & 0xC0) != 0x80 && k-- == 0)
      break;
  return i;
}

/* Is name[i] a bracket that opens (+1) or closes (-1) a nesting level, or
 * neither (0)? All four kinds count alike, as in ccprof_params_at; the '>'
 * of "->" and a comparison (ccprof_comparison) are no brackets. */
static inline int ccprof_bracket(const char *name, size_t i) {
  char c = name[i];
  if (ccprof_comparison(name, i))
    return 0;
  if (c == '(' || c == '<' || c == '[' || c == '{')
    return 1;
  if (c == ')' || c == ']' || c == '}' || (c == '>' && !(i > 0 && name[i - 1] == '-')))
    return -1;
  return 0;
}

/* Offset of the ')' that closes the '(' at name[open] (both within n
 * bytes), or n if it is not closed. Operator names are skipped. */
static inline size_t ccprof_params_end(const char *name, size_t open, size_t n) {
  int depth = 0;
  for (size_t i = open; i < n; ++i) {
    size_t op = ccprof_operator_len(name, i);
    if (op && i > open) {
      i += op - 1;
      continue;
    }
    depth += ccprof_bracket(name, i);
    if (depth == 0)
      return i;
  }
  return n;
}

/* The parameters of the list name[open, close] ('(' and ')'): calls
 * each(ctx, begin, end) for each one, without the ", " between them, and
 * returns how many there are ("()": none). */
static inline size_t ccprof_each_param(const char *name, size_t open, size_t close,
                                       void (*each)(void *, size_t, size_t), void *ctx) {
  size_t count = 0, start = open + 1;
  int depth = 0;
  if (close <= open + 1)
    return 0;
  for (size_t i = open + 1; i <= close; ++i) {
    size_t op = i < close ? ccprof_operator_len(name, i) : 0;
    if (op) {
      i += op - 1;
      continue;
    }
    if (i == close || (depth == 0 && name[i] == ',')) {
      if (each)
        each(ctx, start, i);
      ++count;
      start = i + 1;
      while (start < close && name[start] == ' ')
        ++start;
      continue;
    }
    depth += ccprof_bracket(name, i);
  }
  return count;
}

static inline int ccprof_ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '$';
}

/* The length of the qualifiers that start at name[i] (before n) - the
 * namespace and class names, with their template arguments, and "::" -
 * as "std::__cxx11::", "basic_json<…>::", "(anonymous namespace)::", or 0.
 * Only at the start of a name, not after an identifier character or "::". */
static inline size_t ccprof_qualifier_len(const char *name, size_t i, size_t n) {
  static const char anon[] = "(anonymous namespace)::";
  size_t at = i;
  if (i > 0 && (ccprof_ident_char(name[i - 1]) || name[i - 1] == ':'))
    return 0;
  for (;;) {
    size_t j = at;
    if (n - at >= sizeof anon - 1 && !strncmp(name + at, anon, sizeof anon - 1)) {
      at += sizeof anon - 1;
      continue;
    }
    if (at >= n || !ccprof_ident_char(name[at]) || (name[at] >= '0' && name[at] <= '9') ||
        ccprof_operator_len(name, at))
      return at - i;
    while (j < n && ccprof_ident_char(name[j]))
      ++j;
    if (j < n && name[j] == '<') { /* template arguments: to the matching '>' */
      int depth = 0;
      for (; j < n; ++j) {
        depth += ccprof_bracket(name, j);
        if (depth == 0)
          break;
      }
      if (j++ >= n)
        return at - i;
    }
    if (!(n - j >= 2 && name[j] == ':' && name[j + 1] == ':'))
      return at - i;
    at = j + 2;
  }
}

/* Where the components of a qualified name name[0, n) start: "a::b<…>::f"
 * has three, at 0, 3 and 9. Writes at most max offsets into starts and
 * returns how many components there are. "::" inside brackets, in
 * "(anonymous namespace)" or after "operator" (a conversion operator's
 * type) does not separate components. */
static inline size_t ccprof_components(const char *name, size_t n, size_t *starts, size_t max) {
  size_t count = 0;
  int depth = 0;
  if (max)
    starts[0] = 0;
  count = 1;
  for (size_t i = 0; i < n; ++i) {
    size_t op = ccprof_operator_len(name, i);
    if (op) {
      if (op == 8 && i + 8 < n && name[i + 8] == ' ')
        break; /* "operator std::string": the rest is one component */
      i += op - 1;
      continue;
    }
    depth += ccprof_bracket(name, i);
    if (depth == 0 && i + 2 < n && name[i] == ':' && name[i + 1] == ':') {
      if (count < max)
        starts[count] = i + 2;
      ++count;
      ++i;
    }
  }
  return count;
}

#endif /* CCPROF_CCPROFNAMES_H */
