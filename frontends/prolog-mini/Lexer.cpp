//===- Lexer.cpp - prolog-mini: the tokens of Prolog text -----------------===//
//
// Character classes follow ISO Prolog and SWI-Prolog 7: symbol chars
// `+-*/\^<>=~:.?@#&$`, solo chars `! , ; |`, letter-digit names. A byte of
// 0x80 or more (part of a UTF-8 character) counts as a lower-case letter:
// non-ASCII names are atoms (SWI-Prolog would make a name starting with a
// non-ASCII upper-case letter a variable).
//
//===----------------------------------------------------------------------===//
#include "Lexer.h"

#include <cmath>
#include <cstdlib>
#include <cstring>

using namespace pl;

static bool isLayout(int C) {
  return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v';
}
static bool isDigit(int C) { return C >= '0' && C <= '9'; }
static bool isLower(int C) { return (C >= 'a' && C <= 'z') || C >= 0x80; }
static bool isUpper(int C) { return (C >= 'A' && C <= 'Z') || C == '_'; }
static bool isAlnum(int C) { return isLower(C) || isUpper(C) || isDigit(C); }
static bool isSymbol(int C) { return C > 0 && C < 0x80 && strchr("+-*/\\^<>=~:.?@#&$", C); }

static int digitValue(int C) {
  if (isDigit(C))
    return C - '0';
  if (C >= 'a' && C <= 'z')
    return C - 'a' + 10;
  if (C >= 'A' && C <= 'Z')
    return C - 'A' + 10;
  return 99;
}

void pl::appendUtf8(std::string &Out, uint32_t C) {
  if (C < 0x80) {
    Out += char(C);
  } else if (C < 0x800) {
    Out += char(0xC0 | (C >> 6));
    Out += char(0x80 | (C & 0x3F));
  } else if (C < 0x10000) {
    Out += char(0xE0 | (C >> 12));
    Out += char(0x80 | ((C >> 6) & 0x3F));
    Out += char(0x80 | (C & 0x3F));
  } else {
    Out += char(0xF0 | (C >> 18));
    Out += char(0x80 | ((C >> 12) & 0x3F));
    Out += char(0x80 | ((C >> 6) & 0x3F));
    Out += char(0x80 | (C & 0x3F));
  }
}

uint32_t pl::decodeUtf8(const std::string &S, size_t &I) {
  unsigned char B = S[I];
  int Len = B >= 0xF0 && B < 0xF8 ? 4 : B >= 0xE0 ? 3 : B >= 0xC0 ? 2 : 1;
  if (B < 0x80 || Len == 1 || I + Len > S.size()) {
    ++I;
    return B;
  }
  uint32_t C = B & (0x3F >> (Len - 1));
  for (int K = 1; K < Len; ++K) {
    unsigned char N = S[I + K];
    if ((N & 0xC0) != 0x80) { // not a continuation byte: the lead stands alone
      ++I;
      return B;
    }
    C = (C << 6) | (N & 0x3F);
  }
  I += Len;
  return C;
}

bool pl::isLetterAtom(const std::string &N) {
  if (N.empty() || !isLower((unsigned char)N[0]) || (unsigned char)N[0] == '_')
    return false;
  for (char C : N)
    if (!isAlnum((unsigned char)C))
      return false;
  return true;
}

bool pl::isUnquotedAtom(const std::string &N) {
  if (isLetterAtom(N) || N == "!" || N == ";" || N == "[]" || N == "{}")
    return true;
  if (N.empty() || N == ".")
    return false;
  for (char C : N)
    if (!isSymbol((unsigned char)C))
      return false;
  return true;
}

void Lexer::advance() {
  if (S[P] == '\n') {
    ++Line;
    LineStart = P + 1;
  }
  ++P;
}

void Lexer::eofIn(Loc At, const char *What) {
  fe::error(At, std::string("unexpected end of file in ") + What);
}

/// layout ::= (whitespace | '%' ... newline | '/*' ... '*/')*
/// Returns whether there was any.
bool Lexer::skipLayout() {
  bool Any = false;
  for (;;) {
    int C = peekc();
    if (isLayout(C)) {
      advance();
    } else if (C == '%') {
      while (peekc() != -1 && peekc() != '\n')
        advance();
    } else if (C == '/' && peekc(1) == '*') {
      Loc At = here();
      P += 2;
      while (!(peekc() == '*' && peekc(1) == '/')) {
        if (peekc() == -1)
          eofIn(At, "block comment");
        advance();
      }
      P += 2;
    } else {
      return Any;
    }
    Any = true;
  }
}

Token Lexer::next() {
  Token T;
  Loc PrevEnd = here(); // just after the previous token
  T.LayoutBefore = skipLayout();
  T.At = here();
  int C = peekc();
  if (C == -1) {
    // An unexpected end of file is reported where the text stopped, after
    // the last token, not on the empty line or the comment that follows it.
    if (!AtStart)
      T.At = PrevEnd;
    T.K = Tok::Eof;
    return T;
  }
  AtStart = false;
  size_t Start = P;
  if (isDigit(C)) {
    number(T);
  } else if (isUpper(C) || isLower(C)) {
    while (isAlnum(peekc()))
      ++P;
    T.K = isUpper(C) ? Tok::Var : Tok::Name;
    T.Text = S.substr(Start, P - Start);
  } else if (C == '\'') {
    quoted(T, '\'', "quoted atom");
    T.K = Tok::QName;
  } else if (C == '"') {
    quoted(T, '"', "string");
    T.K = Tok::Str;
  } else if (C == '`') {
    quoted(T, '`', "back-quoted string");
    T.K = Tok::BackQ;
  } else if (strchr("()[]{},|", C)) {
    ++P;
    T.K = Tok::Punct;
    T.Text = std::string(1, char(C));
  } else if (C == '!' || C == ';') {
    ++P;
    T.K = Tok::Name;
    T.Text = std::string(1, char(C));
  } else if (isSymbol(C)) {
    while (isSymbol(peekc()))
      ++P;
    T.Text = S.substr(Start, P - Start);
    // end ::= '.' followed by layout, '%' or the end of the input
    int After = peekc();
    T.K = T.Text == "." && (After == -1 || isLayout(After) || After == '%') ? Tok::End : Tok::Name;
  } else {
    fe::error(T.At, "illegal character " + fe::quoteChar(char(C)));
  }
  if (T.K == Tok::Name || T.K == Tok::QName)
    T.OpenFollows = peekc() == '(';
  return T;
}

/// number ::= digits [fraction] | '0x' hex | '0o' oct | '0b' bin | "0'" char
///          | radix "'" digits
void Lexer::number(Token &T) {
  size_t Start = P;
  T.K = Tok::Int;
  if (peekc() == '0' && peekc(1) == '\'') {
    P += 2;
    charCode(T);
    return;
  }
  if (peekc() == '0' && (peekc(1) == 'x' || peekc(1) == 'o' || peekc(1) == 'b')) {
    unsigned Radix = peekc(1) == 'x' ? 16 : peekc(1) == 'o' ? 8 : 2;
    P += 2;
    if (digitValue(peekc()) >= (int)Radix)
      fe::error(T.At, "illegal number: no digits after '0" + std::string(1, S[P - 1]) + "'");
    (void)digitsWithGroups(T, Radix);
    return;
  }
  // SWI-Prolog reads no fraction after digit groups: 1_000.5 is '.'(1000,5).
  if (digitsWithGroups(T, 10))
    return;
  // Edinburgh radix notation: 16'FF, 2'1010 (radix 2 to 36); else the
  // quote starts a quoted atom, as in SWI-Prolog.
  if (peekc() == '\'' && T.IntMag >= 2 && T.IntMag <= 36 &&
      digitValue(peekc(1)) < (int)T.IntMag) {
    ++P;
    (void)digitsWithGroups(T, unsigned(T.IntMag));
    return;
  }
  fraction(T, Start);
}

/// digits ::= digit+ (('_' layout? | ' ') digit+)*
/// SWI-Prolog 7's digit groups: `1_000_000`, `1 000 000` (one space, and
/// only in a radix of 10 or less). Returns whether there was a group.
bool Lexer::digitsWithGroups(Token &T, unsigned Radix) {
  uint64_t V = 0;
  bool Grouped = false;
  for (;;) {
    int D = digitValue(peekc());
    if (D < (int)Radix) {
      if (V > (MaxIntMag - D) / Radix) // checked before it can wrap around
        fe::error(T.At, "integer too large (the runtime's integers have 61 bits)");
      V = V * Radix + D;
      ++P;
      continue;
    }
    size_t Save = P, SaveLineStart = LineStart;
    int SaveLine = Line;
    if (peekc() == '_') {
      ++P;
      while (isLayout(peekc()))
        advance();
    } else if (peekc() == ' ' && Radix <= 10) {
      ++P;
    }
    if (P != Save && digitValue(peekc()) < (int)Radix) {
      Grouped = true;
      continue;
    }
    // Not a digit group: the `_` or space is the next token's.
    P = Save;
    Line = SaveLine;
    LineStart = SaveLineStart;
    break;
  }
  T.IntMag = V;
  return Grouped;
}

/// fraction ::= '.' digit+ [exponent] ['Inf' | 'NaN'] | exponent
/// exponent ::= ('e' | 'E') ['+' | '-'] digit+
void Lexer::fraction(Token &T, size_t Start) {
  bool Float = false;
  if (peekc() == '.' && isDigit(peekc(1))) {
    P += 1;
    while (isDigit(peekc()))
      ++P;
    Float = true;
  }
  if (peekc() == 'e' || peekc() == 'E') {
    size_t E = 1;
    if (peekc(1) == '+' || peekc(1) == '-')
      E = 2;
    if (isDigit(peekc(E))) {
      P += E;
      while (isDigit(peekc()))
        ++P;
      Float = true;
    }
  }
  if (!Float)
    return;
  std::string Text;
  for (size_t I = Start; I < P; ++I)
    if (S[I] != '_' && !isLayout((unsigned char)S[I]))
      Text += S[I];
  T.K = Tok::Float;
  T.FloatVal = strtod(Text.c_str(), nullptr);
  if (S.compare(P, 3, "Inf") == 0) {
    P += 3;
    T.FloatVal = INFINITY;
  } else if (S.compare(P, 3, "NaN") == 0) {
    P += 3;
    T.FloatVal = NAN;
  } else if (std::isinf(T.FloatVal)) {
    fe::error(T.At, "float overflow");
  }
}

/// char-code ::= "0'" (char | escape | "''" | "'")
void Lexer::charCode(Token &T) {
  int C = peekc();
  if (C == -1)
    eofIn(T.At, "character code");
  if (C == '\\') {
    std::string Out;
    if (!escape(Out, T.At, "character code"))
      fe::error(T.At, "illegal character code: a line continuation");
    size_t I = 0;
    T.IntMag = decodeUtf8(Out, I);
    return;
  }
  if (C == '\'') { // 0''' is the quote, and SWI-Prolog also reads 0'' so
    P += peekc(1) == '\'' ? 2 : 1;
    T.IntMag = '\'';
    return;
  }
  size_t I = P;
  T.IntMag = decodeUtf8(S, I);
  while (P < I)
    advance();
}

/// quoted ::= Q (char | Q Q | escape)* Q, for Q one of ' " `
/// The text (escapes applied) goes to T.Text.
void Lexer::quoted(Token &T, char Q, const char *What) {
  ++P; // the opening quote
  for (;;) {
    int C = peekc();
    if (C == -1)
      eofIn(T.At, What);
    if (C == Q) {
      if (peekc(1) != Q) {
        ++P;
        return;
      }
      P += 2; // a doubled quote stands for itself
      T.Text += Q;
    } else if (C == '\\') {
      escape(T.Text, T.At, What);
    } else {
      T.Text += char(C);
      advance();
    }
  }
}

/// Reads exactly \p N hex digits (for \uXXXX, \UXXXXXXXX).
uint32_t Lexer::hexDigits(int N, Loc At) {
  uint32_t V = 0;
  for (int I = 0; I < N; ++I) {
    int D = digitValue(peekc());
    if (D >= 16)
      fe::error(At, "illegal \\u or \\U escape: " + std::to_string(N) + " hex digits expected");
    V = V * 16 + D;
    ++P;
  }
  return V;
}

/// escape ::= '\' (one of abfnrtves0\'"` | octal+ ['\'] | 'x' hex+ ['\']
///           | 'u' hex{4} | 'U' hex{8} | newline | 'c' layout*)
/// Appends the character to \p Out; false for a line continuation (`\`
/// newline, `\c`), which stands for nothing.
bool Lexer::escape(std::string &Out, Loc QuoteAt, const char *What) {
  Loc At = here();
  ++P; // the backslash
  int C = peekc();
  if (C == -1)
    eofIn(QuoteAt, What);
  static const char Simple[] = "a\ab\bf\fn\nr\rt\tv\ve\x1bs \\\\''\"\"``";
  for (const char *E = Simple; *E; E += 2)
    if (C == *E) {
      ++P;
      Out += E[1];
      return true;
    }
  if (C == '\n' || (C == '\r' && peekc(1) == '\n')) { // a line continuation
    if (C == '\r')
      ++P;
    advance();
    return false;
  }
  if (C == 'c') { // SWI-Prolog: \c skips the layout after it
    ++P;
    while (isLayout(peekc()))
      advance();
    return false;
  }
  uint64_t V = 0;
  if ((C >= '0' && C <= '7') || C == 'x') {
    unsigned Radix = C == 'x' ? 16 : 8;
    if (C == 'x')
      ++P;
    if (digitValue(peekc()) >= (int)Radix)
      fe::error(At, "illegal \\x escape: no hex digits");
    while (digitValue(peekc()) < (int)Radix) {
      V = V * Radix + digitValue(peekc());
      if (V > 0x10FFFF)
        fe::error(At, "illegal character code in escape (beyond 0x10FFFF)");
      ++P;
    }
    if (peekc() == '\\') // ISO's closing backslash; SWI-Prolog lets it out
      ++P;
  } else if (C == 'u' || C == 'U') {
    ++P;
    V = hexDigits(C == 'u' ? 4 : 8, At);
    if (V > 0x10FFFF)
      fe::error(At, "illegal character code in escape (beyond 0x10FFFF)");
  } else {
    fe::error(At, "undefined escape sequence " + fe::describeEscape(char(C)));
  }
  appendUtf8(Out, uint32_t(V));
  return true;
}
