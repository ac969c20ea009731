//===- Lexer.cpp - lazy-mini: Haskell 98 lexical syntax and layout --------===//
#include "Lexer.h"

#include <cctype>
#include <cstring>
#include <unordered_map>

namespace lazy {

static const std::unordered_map<std::string, Tok> ReservedIds = {
    {"case", Tok::KwCase},     {"class", Tok::KwClass},       {"data", Tok::KwData},
    {"default", Tok::KwDefault}, {"deriving", Tok::KwDeriving}, {"do", Tok::KwDo},
    {"else", Tok::KwElse},     {"if", Tok::KwIf},             {"import", Tok::KwImport},
    {"in", Tok::KwIn},         {"infix", Tok::KwInfix},       {"infixl", Tok::KwInfixl},
    {"infixr", Tok::KwInfixr}, {"instance", Tok::KwInstance}, {"let", Tok::KwLet},
    {"module", Tok::KwModule}, {"newtype", Tok::KwNewtype},   {"of", Tok::KwOf},
    {"then", Tok::KwThen},     {"type", Tok::KwType},         {"where", Tok::KwWhere},
    {"_", Tok::Underscore}};

static const std::unordered_map<std::string, Tok> ReservedOps = {
    {"..", Tok::DotDot}, {"::", Tok::DColon}, {"=", Tok::Equals}, {"\\", Tok::Backslash},
    {"|", Tok::Bar},     {"<-", Tok::LArrow}, {"->", Tok::RArrow}, {"@", Tok::At},
    {"~", Tok::Tilde},   {"=>", Tok::DArrow}};

const char *tokName(Tok K) {
  switch (K) {
  case Tok::Eof: return "end of file";
  case Tok::Int: return "integer";
  case Tok::Float: return "floating-point literal";
  case Tok::String: return "string";
  case Tok::Char: return "character";
  case Tok::VarId: return "identifier";
  case Tok::ConId: return "constructor";
  case Tok::VarSym: case Tok::ConSym: return "operator";
  case Tok::LParen: return "'('";
  case Tok::RParen: return "')'";
  case Tok::LBrack: return "'['";
  case Tok::RBrack: return "']'";
  case Tok::Comma: return "','";
  case Tok::Semi: return "';'";
  case Tok::LBrace: return "'{'";
  case Tok::RBrace: return "'}'";
  case Tok::Backquote: return "'`'";
  case Tok::SCC: return "SCC pragma";
  default:
    for (auto &KV : ReservedIds)
      if (KV.second == K) return KV.first.c_str();
    for (auto &KV : ReservedOps)
      if (KV.second == K) return KV.first.c_str();
    return "token";
  }
}

std::string describe(const Token &T) {
  if (T.Virtual)
    return T.Kind == Tok::Semi ? "a new line at the same indentation"
           : T.Kind == Tok::RBrace ? "the end of an indented block" : "an indented block";
  switch (T.Kind) {
  case Tok::VarId: case Tok::ConId: case Tok::VarSym: case Tok::ConSym:
    return "'" + T.Text + "'";
  case Tok::Int: return "integer " + (T.Text.empty() ? std::to_string(T.IntVal) : T.Text);
  case Tok::Float: return "floating-point literal " + T.Text;
  case Tok::String: return "a string";
  default: return tokName(T.Kind);
  }
}

static bool isSymChar(char C) { return C && strchr("!#$%&*+./<=>?@\\^|-~:", C); }
static bool isIdChar(char C) { return isalnum((unsigned char)C) || C == '_' || C == '\''; }

/// qvarid, qconid, qvarsym, qconsym: `M.x`, `Data.Map.Map`, `Map.!`. The
/// conid S[I, J) is a module name if a '.' follows it at once, then an
/// identifier or an operator (but not `..`: `[LT ..GT]` and `[False..]`
/// are ranges, where Haskell 98 would read a qualified `.`). Sets \p T's
/// kind to the name's and its text to the whole qualified name; returns
/// where the name ends.
static size_t qualified(const std::string &S, size_t I, size_t J, Token &T) {
  size_t N = S.size();
  while (J + 1 < N && S[J] == '.') {
    char C = S[J + 1];
    size_t K = J + 1;
    if (isalpha((unsigned char)C) || C == '_') {
      while (K < N && isIdChar(S[K])) ++K;
      bool Con = isupper((unsigned char)C);
      if (!Con && ReservedIds.count(S.substr(J + 1, K - J - 1)))
        break; // `M.where`: not a name
      T.Kind = Con ? Tok::ConId : Tok::VarId;
      J = K;
      if (!Con) break;
      continue;
    }
    if (!isSymChar(C) || (C == '.' && (K + 1 >= N || !isSymChar(S[K + 1]))))
      break;
    while (K < N && isSymChar(S[K])) ++K;
    T.Kind = C == ':' ? Tok::ConSym : Tok::VarSym;
    J = K;
    break;
  }
  T.Text = S.substr(I, J - I);
  return J;
}

std::vector<Token> lex(const std::string &S) {
  std::vector<Token> Out;
  size_t I = 0, N = S.size();
  int Line = 1;
  size_t LineStart = 0;
  bool SawNewline = true;
  auto here = [&](size_t P) { return Loc{Line, int(P - LineStart) + 1}; };
  auto newline = [&](size_t P) { ++Line; LineStart = P + 1; SawNewline = true; };
  // The character of the escape after a backslash at S[P - 1]: \n \t \r
  // \a \b \f \v \\ \" \', decimal \65, hexadecimal \x41 and octal \o101
  // (to 255: strings are bytes).
  auto escape = [&](size_t &P, const char *In) -> char {
    if (P >= N) error(here(P - 1), std::string("unterminated ") + In);
    char E = S[P++];
    switch (E) {
    case 'n': return '\n';
    case 't': return '\t';
    case 'r': return '\r';
    case 'a': return '\a';
    case 'b': return '\b';
    case 'f': return '\f';
    case 'v': return '\v';
    case '\\': case '"': case '\'': return E;
    default: break;
    }
    unsigned Base = isdigit((unsigned char)E) ? 10 : E == 'x' ? 16 : E == 'o' ? 8 : 0;
    auto digit = [&](char C) -> int {
      int D = isdigit((unsigned char)C) ? C - '0'
              : isxdigit((unsigned char)C) ? tolower((unsigned char)C) - 'a' + 10 : 99;
      return D < int(Base) ? D : -1;
    };
    if (Base) {
      if (Base == 10) --P;
      if (P >= N || digit(S[P]) < 0) error(here(P - 1), std::string("a digit in an escape in ") + In);
      unsigned V = 0;
      while (P < N && digit(S[P]) >= 0 && V <= 255) V = V * Base + digit(S[P++]);
      if (V > 255) error(here(P - 1), std::string("character code above 255 in ") + In);
      return char(V);
    }
    error(here(P - 2), "unsupported escape " + fe::describeEscape(E) + " in " + In);
  };
  auto push = [&](Token T) {
    T.FirstOnLine = SawNewline;
    SawNewline = false;
    Out.push_back(std::move(T));
  };

  while (true) {
    // whitespace, -- comments, {- nested comments -}; {-# SCC #-} is a token
    while (I < N) {
      char C = S[I];
      if (C == '\n') { newline(I); ++I; continue; }
      if (C == '\t') error(here(I), "tab characters are not allowed (the layout rule needs columns)");
      if (isspace((unsigned char)C)) { ++I; continue; }
      if (C == '-' && I + 1 < N && S[I + 1] == '-') {
        size_t J = I;
        while (J < N && S[J] == '-') ++J;
        if (J < N && isSymChar(S[J])) break; // an operator such as -->
        while (I < N && S[I] != '\n') ++I;
        continue;
      }
      if (C == '{' && I + 1 < N && S[I + 1] == '-') {
        if (S.compare(I, 3, "{-#") == 0) {
          size_t J = I + 3;
          while (J < N && isspace((unsigned char)S[J])) ++J;
          if (S.compare(J, 3, "SCC") == 0 && J + 3 < N && isspace((unsigned char)S[J + 3]))
            break; // lexed as a token below
        }
        Loc Start = here(I);
        int Depth = 1;
        I += 2;
        while (I < N && Depth > 0) {
          if (S[I] == '{' && I + 1 < N && S[I + 1] == '-') { ++Depth; I += 2; }
          else if (S[I] == '-' && I + 1 < N && S[I + 1] == '}') { --Depth; I += 2; }
          else { if (S[I] == '\n') newline(I); ++I; }
        }
        if (Depth > 0) error(Start, "unterminated {- comment");
        continue;
      }
      break;
    }
    Token T;
    T.At = here(I);
    if (I >= N) {
      T.Kind = Tok::Eof;
      push(T);
      return Out;
    }
    char C = S[I];
    if (S.compare(I, 3, "{-#") == 0) { // SCC pragma
      size_t J = I + 3;
      while (J < N && isspace((unsigned char)S[J])) ++J;
      J += 3;
      while (J < N && isspace((unsigned char)S[J])) { if (S[J] == '\n') newline(J); ++J; }
      std::string Label;
      if (J < N && S[J] == '"') {
        ++J;
        while (J < N && S[J] != '"' && S[J] != '\n') Label += S[J++];
        if (J >= N || S[J] != '"') error(T.At, "unterminated cost-centre label in SCC pragma");
        ++J;
      } else {
        while (J < N && isIdChar(S[J])) Label += S[J++];
      }
      while (J < N && isspace((unsigned char)S[J])) { if (S[J] == '\n') newline(J); ++J; }
      if (Label.empty() || S.compare(J, 3, "#-}") != 0)
        error(T.At, "malformed SCC pragma: expected {-# SCC \"label\" #-}");
      I = J + 3;
      T.Kind = Tok::SCC;
      T.Text = Label;
      push(T);
      continue;
    }
    if (isdigit((unsigned char)C)) {
      unsigned __int128 V = 0;
      size_t J = I;
      bool Hex = S.compare(I, 2, "0x") == 0 || S.compare(I, 2, "0X") == 0;
      if (Hex) J += 2;
      bool Big = false;
      while (J < N && (Hex ? isxdigit((unsigned char)S[J]) : isdigit((unsigned char)S[J]))) {
        if (!Big)
          V = V * (Hex ? 16 : 10) + (isdigit((unsigned char)S[J]) ? S[J] - '0' : tolower(S[J]) - 'a' + 10);
        if (V >= ((unsigned __int128)1 << 63))
          Big = true; // an Integer literal: its digits are kept (Text)
        ++J;
      }
      T.Kind = Tok::Int;
      T.IntVal = (long long)(unsigned long long)V;
      if (V == ((unsigned __int128)1 << 63))
        T.IntVal = (long long)(1ULL << 63); // only valid negated
      if (Big)
        T.Text = S.substr(I, J - I);
      // A Double literal: digits.digits, an exponent, or both.
      size_t K = J;
      bool Frac = false;
      if (!Hex && K + 1 < N && S[K] == '.' && isdigit((unsigned char)S[K + 1])) {
        Frac = true;
        for (K += 1; K < N && isdigit((unsigned char)S[K]); ++K) {
        }
      }
      if (!Hex && K < N && (S[K] == 'e' || S[K] == 'E')) {
        size_t E = K + 1;
        if (E < N && (S[E] == '+' || S[E] == '-')) ++E;
        if (E < N && isdigit((unsigned char)S[E])) {
          Frac = true;
          for (K = E; K < N && isdigit((unsigned char)S[K]); ++K) {
          }
        }
      }
      if (Frac) {
        T.Kind = Tok::Float;
        T.Text = S.substr(I, K - I);
        J = K;
      }
      I = J;
      push(T);
      continue;
    }
    if (C == '"') {
      std::string V;
      ++I;
      while (true) {
        if (I >= N || S[I] == '\n') error(T.At, "unterminated string literal");
        char D = S[I++];
        if (D == '"') break;
        if (D == '\\' && I < N && (S[I] == ' ' || S[I] == '\n')) { // a gap: \ white space \ .
          while (I < N && (S[I] == ' ' || S[I] == '\n')) {
            if (S[I] == '\n') newline(I);
            ++I;
          }
          if (I >= N || S[I] != '\\') error(here(I), "a string gap must end with '\\'");
          ++I;
          continue;
        }
        V += D == '\\' ? escape(I, "string") : D;
      }
      T.Kind = Tok::String;
      T.Text = V;
      push(T);
      continue;
    }
    if (C == '\'') { // a character literal: 'c' or '\escape'
      ++I;
      if (I >= N || S[I] == '\n' || S[I] == '\'') error(T.At, "empty or unterminated character literal");
      char D = S[I++];
      char V = D == '\\' ? escape(I, "character literal") : D;
      if (I < N && S[I] != '\'' && S[I] != '\n')
        error(T.At, "a character literal holds one character");
      if (I >= N || S[I] != '\'') error(T.At, "unterminated character literal");
      ++I;
      T.Kind = Tok::Char;
      T.IntVal = (unsigned char)V;
      push(T);
      continue;
    }
    if (isalpha((unsigned char)C) || C == '_') {
      size_t J = I;
      while (J < N && isIdChar(S[J])) ++J;
      T.Text = S.substr(I, J - I);
      auto R = ReservedIds.find(T.Text);
      T.Kind = R != ReservedIds.end() ? R->second
               : isupper((unsigned char)C) ? Tok::ConId : Tok::VarId;
      bool ModuleName = !Out.empty() && (Out.back().Kind == Tok::KwImport ||
                                         (Out.back().Kind == Tok::VarId &&
                                          (Out.back().Text == "qualified" || Out.back().Text == "as")));
      if (T.Kind == Tok::ConId && ModuleName) { // import Data.Char: one name
        while (J + 1 < N && S[J] == '.' && isupper((unsigned char)S[J + 1])) {
          ++J;
          while (J < N && isIdChar(S[J])) ++J;
        }
        T.Text = S.substr(I, J - I);
      }
      if (T.Kind == Tok::ConId && !ModuleName) J = qualified(S, I, J, T);
      I = J;
      push(T);
      continue;
    }
    switch (C) {
    case '(': T.Kind = Tok::LParen; break;
    case ')': T.Kind = Tok::RParen; break;
    case '[': T.Kind = Tok::LBrack; break;
    case ']': T.Kind = Tok::RBrack; break;
    case ',': T.Kind = Tok::Comma; break;
    case ';': T.Kind = Tok::Semi; break;
    case '{': T.Kind = Tok::LBrace; break;
    case '}': T.Kind = Tok::RBrace; break;
    case '`': T.Kind = Tok::Backquote; break;
    default: T.Kind = Tok::Eof; break;
    }
    if (T.Kind != Tok::Eof) {
      ++I;
      push(T);
      continue;
    }
    if (isSymChar(C)) {
      size_t J = I;
      while (J < N && isSymChar(S[J])) ++J;
      T.Text = S.substr(I, J - I);
      auto R = ReservedOps.find(T.Text);
      T.Kind = R != ReservedOps.end() ? R->second : C == ':' ? Tok::ConSym : Tok::VarSym;
      I = J;
      push(T);
      continue;
    }
    error(T.At, "unexpected character " + fe::quoteChar(C));
  }
}

// --------------------------------------------------------------- layout
Layout::Layout(std::vector<Token> R) : Raw(std::move(R)) {
  if (!Raw.empty() && (Raw[0].Kind == Tok::KwModule || Raw[0].Kind == Tok::LBrace))
    ExpectBlock = false;
}

Token Layout::virtualTok(Tok K, Loc At) {
  Token T;
  T.Kind = K;
  T.At = At;
  T.Virtual = true;
  return T;
}

void Layout::produce() {
  const Token &T = Raw[I];
  if (ExpectBlock) {
    ExpectBlock = false;
    if (T.Kind == Tok::LBrace) { // explicit block
      Contexts.push_back(0);
      Pending.push_back(T);
      ++I;
      return;
    }
    int N = T.Kind == Tok::Eof ? 0 : T.At.Col;
    int M = Contexts.empty() ? 0 : Contexts.back();
    if (N > M) {
      Contexts.push_back(N);
      Pending.push_back(virtualTok(Tok::LBrace, T.At));
      IndentFor = I; // this line's indentation opened the block
      return;
    }
    Pending.push_back(virtualTok(Tok::LBrace, T.At));
    Pending.push_back(virtualTok(Tok::RBrace, T.At));
    return;
  }
  if (T.FirstOnLine && IndentFor != I && T.Kind != Tok::Eof) {
    int N = T.At.Col;
    if (!Contexts.empty() && Contexts.back() != 0) {
      if (N == Contexts.back()) {
        IndentFor = I;
        Pending.push_back(virtualTok(Tok::Semi, T.At));
        return;
      }
      if (N < Contexts.back()) {
        Contexts.pop_back();
        Pending.push_back(virtualTok(Tok::RBrace, T.At));
        return;
      }
    }
    IndentFor = I;
  }
  if (T.Kind == Tok::Eof) {
    if (!Contexts.empty()) {
      if (Contexts.back() == 0)
        error(T.At, "missing '}' at end of file");
      Contexts.pop_back();
      Pending.push_back(virtualTok(Tok::RBrace, T.At));
      return;
    }
    Pending.push_back(T);
    return;
  }
  if (T.Kind == Tok::RBrace) {
    if (Contexts.empty() || Contexts.back() != 0)
      error(T.At, "'}' does not close an explicit '{'");
    Contexts.pop_back();
  } else if (T.Kind == Tok::LBrace) {
    Contexts.push_back(0);
  }
  Pending.push_back(T);
  ++I;
  if (T.Kind == Tok::KwLet || T.Kind == Tok::KwWhere || T.Kind == Tok::KwDo ||
      T.Kind == Tok::KwOf)
    ExpectBlock = true;
}

const Token &Layout::peek() {
  while (Pending.empty())
    produce();
  return Pending.front();
}

Token Layout::next() {
  peek();
  Token T = Pending.front();
  Pending.pop_front();
  return T;
}

bool Layout::closeImplicit() {
  if (Contexts.empty() || Contexts.back() == 0)
    return false;
  Contexts.pop_back();
  Pending.push_front(virtualTok(Tok::RBrace, peek().At));
  return true;
}

} // namespace lazy
