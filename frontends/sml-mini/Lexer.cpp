//===- Lexer.cpp - sml-mini: the SML '97 lexical syntax (subset) ----------===//
//
// Identifiers may be qualified (`List.filter`, `Int.toString`): a qualified
// name is one token. Comments nest. `~5` is a negative literal; `~ x` is
// the negation function applied to x.
//
//===----------------------------------------------------------------------===//
#include "Lexer.h"

#include <cctype>
#include <cmath>
#include <cstring>
#include <unordered_map>

namespace sml {

static const std::unordered_map<std::string, Tok> Reserved = {
    {"and", Tok::KwAnd},         {"andalso", Tok::KwAndalso}, {"as", Tok::KwAs},
    {"case", Tok::KwCase},       {"datatype", Tok::KwDatatype}, {"do", Tok::KwDo},
    {"else", Tok::KwElse},       {"end", Tok::KwEnd},         {"exception", Tok::KwException},
    {"fn", Tok::KwFn},           {"fun", Tok::KwFun},         {"handle", Tok::KwHandle},
    {"if", Tok::KwIf},           {"in", Tok::KwIn},           {"infix", Tok::KwInfix},
    {"infixr", Tok::KwInfixr},   {"let", Tok::KwLet},         {"local", Tok::KwLocal},
    {"nonfix", Tok::KwNonfix},   {"of", Tok::KwOf},           {"op", Tok::KwOp},
    {"open", Tok::KwOpen},       {"orelse", Tok::KwOrelse},   {"raise", Tok::KwRaise},
    {"rec", Tok::KwRec},         {"then", Tok::KwThen},       {"type", Tok::KwType},
    {"val", Tok::KwVal},         {"while", Tok::KwWhile},     {"with", Tok::KwWith},
    {"withtype", Tok::KwWithtype}, {"abstype", Tok::KwAbstype}, {"struct", Tok::KwStruct},
    {"structure", Tok::KwStructure}, {"sig", Tok::KwSig},     {"signature", Tok::KwSignature},
    {"functor", Tok::KwFunctor}, {"eqtype", Tok::KwEqtype},   {"include", Tok::KwInclude},
    {"sharing", Tok::KwSharing}, {"where", Tok::KwWhere},
};

const char *tokName(Tok K) {
  switch (K) {
  case Tok::Eof: return "end of file";
  case Tok::Int: return "integer";
  case Tok::Real: return "real";
  case Tok::String: return "string";
  case Tok::Id: case Tok::SymId: return "identifier";
  case Tok::TyVar: return "type variable";
  case Tok::LParen: return "'('";
  case Tok::RParen: return "')'";
  case Tok::LBrack: return "'['";
  case Tok::RBrack: return "']'";
  case Tok::LBrace: return "'{'";
  case Tok::RBrace: return "'}'";
  case Tok::Comma: return "','";
  case Tok::Semi: return "';'";
  case Tok::Underscore: return "'_'";
  case Tok::Arrow: return "'=>'";
  case Tok::TyArrow: return "'->'";
  case Tok::Bar: return "'|'";
  case Tok::Equals: return "'='";
  case Tok::Colon: return "':'";
  case Tok::Hash: return "'#'";
  case Tok::Dots: return "'...'";
  default:
    for (auto &KV : Reserved)
      if (KV.second == K)
        return KV.first.c_str();
    return "token";
  }
}

std::string describe(const Token &T) {
  switch (T.Kind) {
  case Tok::Id: case Tok::SymId: return "'" + T.Text + "'";
  case Tok::Int: return "integer " + std::to_string(T.IntVal);
  case Tok::Real: return "real " + T.Text;
  case Tok::String: return "a string";
  default: return tokName(T.Kind);
  }
}

static bool isSymChar(char C) { return C && strchr("!%&$#+-/:<=>?@\\~`^|*", C); }
static bool isAlnumId(char C) { return isalnum((unsigned char)C) || C == '_' || C == '\''; }

static bool digitAt(const std::string &S, size_t I) {
  return I < S.size() && isdigit((unsigned char)S[I]);
}

/// After the digits of a number at \p J: is it a real, `.d` or `e[~]d`?
static bool realFollows(const std::string &S, size_t J) {
  if (J >= S.size())
    return false;
  if (S[J] == '.')
    return digitAt(S, J + 1);
  if (S[J] == 'e' || S[J] == 'E')
    return digitAt(S, J + 1) || (J + 1 < S.size() && S[J + 1] == '~' && digitAt(S, J + 2));
  return false;
}

/// A real literal at \p I: [~]d+.d+[e[~]d+] or [~]d+e[~]d+. Returns its end.
static size_t lexReal(const std::string &S, size_t I, Token &T) {
  std::string C; // the literal in C's syntax
  size_t J = I;
  auto Digits = [&] {
    while (digitAt(S, J))
      C += S[J++];
  };
  if (S[J] == '~') {
    C += '-';
    ++J;
  }
  Digits();
  if (S[J] == '.') {
    C += S[J++];
    Digits();
  }
  if (J < S.size() && (S[J] == 'e' || S[J] == 'E') && realFollows(S, J)) {
    C += 'e';
    if (S[++J] == '~') {
      C += '-';
      ++J;
    }
    Digits();
  }
  T.Kind = Tok::Real;
  T.Text = S.substr(I, J - I);
  T.RealVal = strtod(C.c_str(), nullptr);
  if (std::isinf(T.RealVal))
    error(T.At, "real literal out of range: " + T.Text);
  return J;
}

std::vector<Token> lex(const std::string &S) {
  std::vector<Token> Out;
  size_t I = 0, N = S.size();
  int Line = 1;
  size_t LineStart = 0;
  auto here = [&](size_t P) { return Loc{Line, int(P - LineStart) + 1}; };
  auto newline = [&](size_t P) { ++Line; LineStart = P + 1; };

  while (true) {
    // whitespace and (nested) comments
    while (I < N) {
      if (S[I] == '\n') { newline(I); ++I; }
      else if (isspace((unsigned char)S[I])) ++I;
      else if (S[I] == '(' && I + 1 < N && S[I + 1] == '*') {
        Loc Start = here(I);
        int Depth = 1;
        I += 2;
        while (I < N && Depth > 0) {
          if (S[I] == '(' && I + 1 < N && S[I + 1] == '*') { ++Depth; I += 2; }
          else if (S[I] == '*' && I + 1 < N && S[I + 1] == ')') { --Depth; I += 2; }
          else { if (S[I] == '\n') newline(I); ++I; }
        }
        if (Depth > 0)
          error(Start, "unterminated comment");
      } else break;
    }
    Token T;
    T.At = here(I);
    if (I >= N) { T.Kind = Tok::Eof; Out.push_back(T); return Out; }
    char C = S[I];
    // integer literals, including ~123
    if (isdigit((unsigned char)C) || (C == '~' && I + 1 < N && isdigit((unsigned char)S[I + 1]))) {
      bool Neg = C == '~';
      size_t J = I + Neg;
      unsigned __int128 V = 0;
      bool Hex = S.compare(J, 2, "0x") == 0 && J + 2 < N && isxdigit((unsigned char)S[J + 2]);
      if (Hex) J += 2;
      while (J < N && (Hex ? isxdigit((unsigned char)S[J]) : isdigit((unsigned char)S[J]))) {
        unsigned D = isdigit((unsigned char)S[J]) ? S[J] - '0' : (tolower(S[J]) - 'a' + 10);
        V = V * (Hex ? 16 : 10) + D;
        if (V > (1ULL << 62))
          V = (unsigned __int128)1 << 63; // too big for an int (a real's digits may be)
        ++J;
      }
      if (V > (Neg ? (1ULL << 62) : (1ULL << 62) - 1) && !(!Hex && realFollows(S, J)))
        error(T.At, "integer literal out of range (ints are 63-bit)");
      if (!Hex && realFollows(S, J)) {
        I = lexReal(S, I, T);
        Out.push_back(T);
        continue;
      }
      T.Kind = Tok::Int;
      T.IntVal = Neg ? -(long long)V : (long long)V;
      I = J;
      Out.push_back(T);
      continue;
    }
    if (C == '"') {
      std::string V;
      ++I;
      while (true) {
        if (I >= N || S[I] == '\n')
          error(T.At, "unterminated string literal");
        char D = S[I++];
        if (D == '"') break;
        if (D != '\\') { V += D; continue; }
        if (I >= N) error(T.At, "unterminated string literal");
        char E = S[I++];
        switch (E) {
        case 'n': V += '\n'; break;
        case 't': V += '\t'; break;
        case 'a': V += '\a'; break;
        case 'b': V += '\b'; break;
        case 'r': V += '\r'; break;
        case 'v': V += '\v'; break;
        case 'f': V += '\f'; break;
        case '"': V += '"'; break;
        case '\\': V += '\\'; break;
        default:
          if (isdigit((unsigned char)E) && I + 1 < N && isdigit((unsigned char)S[I]) &&
              isdigit((unsigned char)S[I + 1])) {
            int Code = (E - '0') * 100 + (S[I] - '0') * 10 + (S[I + 1] - '0');
            if (Code > 255) error(here(I - 2), "character code \\" + std::to_string(Code) + " out of range");
            V += char(Code);
            I += 2;
          } else if (isspace((unsigned char)E)) { // \   \ gap
            --I;
            while (I < N && isspace((unsigned char)S[I])) { if (S[I] == '\n') newline(I); ++I; }
            if (I >= N || S[I] != '\\') error(T.At, "bad string gap");
            ++I;
          } else
            error(here(I - 2), "unknown escape " + fe::describeEscape(E) + " in string");
        }
      }
      T.Kind = Tok::String;
      T.Text = V;
      Out.push_back(T);
      continue;
    }
    if (C == '\'') {
      size_t J = I + 1;
      while (J < N && isAlnumId(S[J])) ++J;
      T.Kind = Tok::TyVar;
      T.Text = S.substr(I, J - I);
      I = J;
      Out.push_back(T);
      continue;
    }
    if (isalpha((unsigned char)C)) {
      size_t J = I;
      while (J < N && isAlnumId(S[J])) ++J;
      // qualified identifier: Structure.name (or Structure.+)
      while (J + 1 < N && S[J] == '.' && (isalpha((unsigned char)S[J + 1]) || isSymChar(S[J + 1]))) {
        ++J;
        if (isalpha((unsigned char)S[J]))
          while (J < N && isAlnumId(S[J])) ++J;
        else
          while (J < N && isSymChar(S[J])) ++J;
      }
      T.Text = S.substr(I, J - I);
      auto R = Reserved.find(T.Text);
      T.Kind = R != Reserved.end() ? R->second : Tok::Id;
      I = J;
      Out.push_back(T);
      continue;
    }
    switch (C) {
    case '(': T.Kind = Tok::LParen; break;
    case ')': T.Kind = Tok::RParen; break;
    case '[': T.Kind = Tok::LBrack; break;
    case ']': T.Kind = Tok::RBrack; break;
    case '{': T.Kind = Tok::LBrace; break;
    case '}': T.Kind = Tok::RBrace; break;
    case ',': T.Kind = Tok::Comma; break;
    case ';': T.Kind = Tok::Semi; break;
    default: T.Kind = Tok::Eof; break;
    }
    if (T.Kind != Tok::Eof) { ++I; Out.push_back(T); continue; }
    if (C == '_' ) { T.Kind = Tok::Underscore; ++I; Out.push_back(T); continue; }
    if (C == '.' && S.compare(I, 3, "...") == 0) { T.Kind = Tok::Dots; I += 3; Out.push_back(T); continue; }
    if (isSymChar(C)) {
      size_t J = I;
      while (J < N && isSymChar(S[J])) ++J;
      T.Text = S.substr(I, J - I);
      I = J;
      if (T.Text == "=>") T.Kind = Tok::Arrow;
      else if (T.Text == "->") T.Kind = Tok::TyArrow;
      else if (T.Text == "|") T.Kind = Tok::Bar;
      else if (T.Text == "=") T.Kind = Tok::Equals;
      else if (T.Text == ":") T.Kind = Tok::Colon;
      else if (T.Text == "#") T.Kind = Tok::Hash;
      else T.Kind = Tok::SymId;
      Out.push_back(T);
      continue;
    }
    if (C == '#' ) { T.Kind = Tok::Hash; ++I; Out.push_back(T); continue; }
    error(T.At, "unexpected character " + fe::quoteChar(C));
  }
}

} // namespace sml
