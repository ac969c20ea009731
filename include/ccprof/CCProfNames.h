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
  if (strncmp(name + i, "operator", 8) ||
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
    if (op) {
      i += op;
      continue;
    }
    if (c == '<' || c == '{' || c == '[')
      ++depth;
    else if ((c == '>' || c == '}' || c == ']') && depth > 0)
      --depth;
    else if (c == '(' && i >= 8 && !strncmp(name + i - 8, "decltype", 8))
      ++depth; /* a return type "decltype(auto)": closed by the ')' below */
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

#endif /* CCPROF_CCPROFNAMES_H */
