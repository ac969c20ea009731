//===- Lexer.h - lazy-mini: tokens and the Haskell 98 layout rule ---------===//
//
// lex() splits the source into raw tokens; Layout turns them into the
// token stream the parser reads, inserting the virtual braces and
// semicolons of the layout rule (Haskell 98 report, section 10.3) as the
// parser pulls tokens. The rule's parse-error(t) case, which closes an
// implicit block when the next token cannot continue it (`let x = 1 in x`,
// `(case e of p -> a)`), is the parser's call: closeImplicit().
//
//===----------------------------------------------------------------------===//
#pragma once
#include "../common/SourceDiag.h"

#include <deque>
#include <string>
#include <vector>

namespace lazy {

using fe::CompileError;
using fe::error;
using fe::Loc;

enum class Tok {
  Eof, Int, Float, Char, String, VarId, ConId, VarSym, ConSym,
  LParen, RParen, LBrack, RBrack, Comma, Semi, LBrace, RBrace, Backquote,
  // reserved operators
  DotDot, DColon, Equals, Backslash, Bar, LArrow, RArrow, At, Tilde, DArrow,
  // reserved identifiers
  KwCase, KwClass, KwData, KwDefault, KwDeriving, KwDo, KwElse, KwIf, KwImport,
  KwIn, KwInfix, KwInfixl, KwInfixr, KwInstance, KwLet, KwModule, KwNewtype,
  KwOf, KwThen, KwType, KwWhere, Underscore,
  SCC, // {-# SCC "label" #-}
};

struct Token {
  Tok Kind = Tok::Eof;
  std::string Text; // identifier/operator name, decoded string, SCC label,
                    // a Float's or a beyond-int64 Int's digits
  long long IntVal = 0;
  Loc At;
  bool FirstOnLine = false;
  bool Virtual = false; // inserted by the layout rule
};

std::vector<Token> lex(const std::string &Src);
const char *tokName(Tok K);
std::string describe(const Token &T);

/// The layout algorithm as a pull stream over the raw tokens.
class Layout {
public:
  explicit Layout(std::vector<Token> Raw);
  const Token &peek();
  Token next();
  /// The parse-error(t) rule: if the innermost block is implicit, closes it
  /// (the parser then sees the virtual `}`) and returns true.
  bool closeImplicit();

private:
  void produce();
  std::vector<Token> Raw;
  size_t I = 0;
  std::vector<int> Contexts; // indentation of each open block; 0 = explicit braces
  std::deque<Token> Pending;
  bool ExpectBlock = true; // the module's top level is a block too
  bool IndentPending = false;
  size_t IndentFor = size_t(-1);
  Token virtualTok(Tok K, Loc At);
};

} // namespace lazy
