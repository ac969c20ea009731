//===- AST.cpp - prolog-mini: terms as read from the source ---------------===//
//
// show() writes a term the way the reader's tests compare it with
// SWI-Prolog's reading: canonical syntax, every compound as name(args),
// every atom but a letter-digit one quoted ('-', '[]', ';'), variables by
// name, floats as SWI-Prolog 9 writes them. Terms can be a million levels
// deep (a long list is a chain of '[|]' cells), so both show() and the
// destructor work with an explicit stack, never by recursion.
//
//===----------------------------------------------------------------------===//
#include "AST.h"
#include "Lexer.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace pl;

static TermPtr make(Term::Kind K, Loc L, std::string Name) {
  auto T = std::make_shared<Term>();
  T->K = K;
  T->At = L;
  T->Name = std::move(Name);
  return T;
}

TermPtr pl::mkVar(Loc L, std::string Name) { return make(Term::Var, L, std::move(Name)); }
TermPtr pl::mkAtom(Loc L, std::string Name) { return make(Term::Atom, L, std::move(Name)); }
TermPtr pl::mkString(Loc L, std::string Bytes) { return make(Term::String, L, std::move(Bytes)); }

TermPtr pl::mkInt(Loc L, int64_t V) {
  auto T = std::make_shared<Term>();
  T->K = Term::Int;
  T->At = L;
  T->IntVal = V;
  return T;
}

TermPtr pl::mkFloat(Loc L, double V) {
  auto T = std::make_shared<Term>();
  T->K = Term::Float;
  T->At = L;
  T->FloatVal = V;
  return T;
}

TermPtr pl::mkCompound(Loc L, std::string Name, std::vector<TermPtr> Args) {
  auto T = std::make_shared<Term>();
  T->K = Term::Compound;
  T->At = L;
  T->Name = std::move(Name);
  T->Args = std::move(Args);
  return T;
}

Term::~Term() {
  // Destroying a million-cell list recursively would overflow the stack:
  // take over the arguments of every subterm that dies with this one.
  if (Args.empty())
    return;
  std::vector<TermPtr> Work = std::move(Args);
  while (!Work.empty()) {
    TermPtr T = std::move(Work.back());
    Work.pop_back();
    if (T.use_count() == 1 && !T->Args.empty()) {
      // Made non-const by mk*, so changing it through the const view is
      // defined; no one else holds it.
      auto &Sub = const_cast<std::vector<TermPtr> &>(T->Args);
      for (TermPtr &A : Sub)
        Work.push_back(std::move(A));
      Sub.clear();
    }
  }
}

/// A float as SWI-Prolog 9 writes it: the shortest digits that read back
/// the same; positional notation for exponents -4 .. 14, else d.ddde+NN;
/// always a '.' (1.0, 1.0e+15); 1.0Inf, -1.0Inf, 1.5NaN.
static std::string showFloat(double V) {
  if (std::isnan(V))
    return "1.5NaN";
  if (std::isinf(V))
    return V < 0 ? "-1.0Inf" : "1.0Inf";
  char Buf[40];
  int Prec = 1;
  for (; Prec < 17; ++Prec) {
    snprintf(Buf, sizeof Buf, "%.*e", Prec - 1, V);
    if (strtod(Buf, nullptr) == V)
      break;
  }
  snprintf(Buf, sizeof Buf, "%.*e", Prec - 1, V);
  std::string E = Buf; // [-]d[.ddd]e[+-]XX
  std::string Sign = E[0] == '-' ? "-" : "";
  if (!Sign.empty())
    E.erase(0, 1);
  size_t EPos = E.find('e');
  int Exp = atoi(E.c_str() + EPos + 1);
  std::string Digits = E.substr(0, 1) + (EPos > 1 ? E.substr(2, EPos - 2) : "");
  std::string Out;
  if (Exp < -4 || Exp >= 15) {
    Out = Digits.substr(0, 1) + "." + (Digits.size() > 1 ? Digits.substr(1) : "0") + "e" +
          (Exp < 0 ? "-" : "+") + std::to_string(std::abs(Exp));
  } else if (Exp < 0) {
    Out = "0." + std::string(-Exp - 1, '0') + Digits;
  } else {
    if ((int)Digits.size() <= Exp + 1)
      Digits += std::string(Exp + 1 - Digits.size(), '0');
    std::string Frac = Digits.substr(Exp + 1);
    Out = Digits.substr(0, Exp + 1) + "." + (Frac.empty() ? "0" : Frac);
  }
  return Sign + Out;
}

/// Text in quotes \p Q with the escapes writeq uses.
static std::string quote(const std::string &S, char Q) {
  std::string Out(1, Q);
  for (char C : S) {
    unsigned char U = C;
    if (C == Q || C == '\\') {
      Out += '\\';
      Out += C;
    } else if (C == '\n') {
      Out += "\\n";
    } else if (C == '\t') {
      Out += "\\t";
    } else if (U < 0x20 || U == 0x7f) {
      char Buf[8];
      snprintf(Buf, sizeof Buf, "\\x%x\\", U);
      Out += Buf;
    } else {
      Out += C;
    }
  }
  return Out + Q;
}

static std::string showAtom(const std::string &Name) {
  return isLetterAtom(Name) ? Name : quote(Name, '\'');
}

std::string pl::show(const Term &Top) {
  // Work items: a term to write, or (T == nullptr) literal text.
  struct Item {
    const Term *T;
    const char *Text;
  };
  std::vector<Item> Work{{&Top, nullptr}};
  std::string Out;
  while (!Work.empty()) {
    Item I = Work.back();
    Work.pop_back();
    if (!I.T) {
      Out += I.Text;
      continue;
    }
    const Term &T = *I.T;
    switch (T.K) {
    case Term::Var: Out += T.Name; break;
    case Term::Atom: Out += showAtom(T.Name); break;
    case Term::Int: Out += std::to_string(T.IntVal); break;
    case Term::Float: Out += showFloat(T.FloatVal); break;
    case Term::String: Out += quote(T.Name, '"'); break;
    case Term::Compound:
      Out += showAtom(T.Name) + "(";
      Work.push_back({nullptr, ")"});
      for (size_t A = T.Args.size(); A-- > 0;) {
        Work.push_back({T.Args[A].get(), nullptr});
        if (A)
          Work.push_back({nullptr, ","});
      }
      break;
    }
  }
  return Out;
}
