//===- Reader.h - prolog-mini: reading clauses (ISO Prolog syntax) --------===//
//
// Standard Prolog syntax with SWI-Prolog 7's choices where ISO leaves room:
// the standard operator table (plus SWI's common extras), `:- op/3`
// directives taking effect from the next clause on, `:- set_prolog_flag(
// double_quotes, codes|chars|atom|string)` likewise, quoted atoms and
// strings with ISO and SWI escapes, 0'c character codes, 0x/0o/0b/0'
// integers, floats, block and line comments. A user error (bad syntax, an
// unterminated quote, an integer beyond 61 bits) throws fe::CompileError at
// its location.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "AST.h"

#include <map>
#include <string>
#include <vector>

namespace pl {

/// A clause or directive read from the source, and where it starts.
struct ReadClause {
  TermPtr T;
  Loc At;
};

class Reader {
public:
  explicit Reader(const std::string &Src);
  ~Reader();
  /// The next clause or directive (a term ending in a full stop), or false
  /// at the end of the source. Applies op/3 and double_quotes directives
  /// (still returning them).
  bool next(ReadClause &Out);

private:
  struct Impl;
  std::unique_ptr<Impl> P;
};

/// Is \p Name an operator of SWI-Prolog 9's default table? (writeq then
/// writes it in parentheses as an operand: `(=)/2`.)
bool isDefaultOp(const std::string &Name);

/// All clauses of a source.
std::vector<ReadClause> readAll(const std::string &Src);

} // namespace pl
