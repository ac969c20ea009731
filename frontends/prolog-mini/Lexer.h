//===- Lexer.h - prolog-mini: the tokens of Prolog text -------------------===//
//
// Private to the reader (Reader.cpp). Tokens are made on demand, one at a
// time, so that an error in a later clause is reported only when the
// reader reaches it. The lexer knows nothing of operators: whether `-`
// before a number makes a negative literal, or a name is an operator, is
// the parser's decision.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "AST.h"

#include <cstdint>
#include <string>

namespace pl {

enum class Tok {
  Name,  // letter-digit atom, symbol-char atom, `!`, `;`
  QName, // 'quoted atom'
  Var,   // X, _Foo, _
  Int,   // its magnitude: the parser applies a leading `-`
  Float,
  Str,   // "text"
  BackQ, // `text`
  Punct, // ( ) [ ] { } , |
  End,   // the full stop ending a clause
  Eof
};

struct Token {
  Tok K = Tok::Eof;
  Loc At;
  std::string Text;       // Name/QName/Var/Str/BackQ: its text; Punct: the char
  uint64_t IntMag = 0;    // Int: at most 2^60, the largest negative magnitude
  double FloatVal = 0;    // Float
  bool LayoutBefore = false; // whitespace or a comment precedes it
  bool OpenFollows = false;  // Name/QName: `(` follows at once (a functor)

  bool isPunct(char C) const { return K == Tok::Punct && Text[0] == C; }
};

/// The largest magnitude an integer token may have: 2^60 (the runtime's
/// 61-bit integers hold -2^60 .. 2^60-1; the parser rejects a positive 2^60).
constexpr uint64_t MaxIntMag = uint64_t(1) << 60;

class Lexer {
public:
  /// A UTF-8 byte order mark at the start is skipped, as swipl does when
  /// it loads a file.
  explicit Lexer(std::string Src) : S(std::move(Src)) {
    if (S.compare(0, 3, "\xEF\xBB\xBF") == 0)
      P = LineStart = 3;
  }
  /// The next token; Eof (again and again) at the end.
  Token next();

private:
  const std::string S; // a copy: the reader may outlive its argument
  size_t P = 0;
  int Line = 1;
  size_t LineStart = 0;
  bool AtStart = true; // no token yet

  int peekc(size_t Ahead = 0) const {
    return P + Ahead < S.size() ? (unsigned char)S[P + Ahead] : -1;
  }
  Loc here() const { return Loc{Line, int(P - LineStart) + 1}; }
  void advance();
  bool skipLayout();
  void number(Token &T);
  bool digitsWithGroups(Token &T, unsigned Radix);
  void fraction(Token &T, size_t Start);
  void charCode(Token &T);
  void quoted(Token &T, char Q, const char *What);
  bool escape(std::string &Out, Loc QuoteAt, const char *What);
  uint32_t hexDigits(int N, Loc At);
  [[noreturn]] void eofIn(Loc At, const char *What);
};

/// Appends code point \p C to \p Out in UTF-8.
void appendUtf8(std::string &Out, uint32_t C);

/// Decodes the code point at \p I of \p S, advancing \p I; a byte that does
/// not start valid UTF-8 stands for itself.
uint32_t decodeUtf8(const std::string &S, size_t &I);

/// Can \p Name be written without quotes (a letter-digit atom starting with
/// a lower-case letter, a symbol-char atom, `!`, `;`, `[]`, `{}`)? Only a
/// quoted atom that cannot be is an operator, as in SWI-Prolog.
bool isUnquotedAtom(const std::string &Name);

/// Is \p Name a letter-digit atom starting with a lower-case letter?
bool isLetterAtom(const std::string &Name);

} // namespace pl
