//===- Lexer.h - sml-mini: tokens of the SML '97 subset -------------------===//
#pragma once
#include "Diag.h"
#include <string>
#include <vector>

namespace sml {

enum class Tok {
  Eof, Int, Real, String, Id, SymId, TyVar,
  LParen, RParen, LBrack, RBrack, Comma, Semi, Underscore,
  Arrow /* => */, TyArrow /* -> */, Bar, Equals, Colon, Hash,
  // reserved words
  KwAnd, KwAndalso, KwAs, KwCase, KwDatatype, KwDo, KwElse, KwEnd, KwException,
  KwFn, KwFun, KwHandle, KwIf, KwIn, KwInfix, KwInfixr, KwLet, KwLocal, KwNonfix,
  KwOf, KwOp, KwOpen, KwOrelse, KwRaise, KwRec, KwThen, KwType, KwVal, KwWhile,
  KwWith, KwWithtype, KwAbstype, KwStruct, KwStructure, KwSig, KwSignature,
  KwFunctor, KwEqtype, KwInclude, KwSharing, KwWhere,
  LBrace, RBrace, Dots
};

struct Token {
  Tok Kind;
  std::string Text; // identifier name, decoded string literal
  long long IntVal = 0;
  double RealVal = 0; // Real
  Loc At;
};

/// Splits \p Src into tokens; throws CompileError on a bad character,
/// an unterminated string or comment, or an integer literal out of range.
std::vector<Token> lex(const std::string &Src);

const char *tokName(Tok K);
/// The token for a message: 'name', integer 5, a string, or its kind.
std::string describe(const Token &T);

} // namespace sml
