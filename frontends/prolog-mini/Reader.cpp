//===- Reader.cpp - prolog-mini: reading clauses (ISO Prolog syntax) ------===//
//
// Operator-precedence parsing with SWI-Prolog 7's rules, so that what it
// reads is what swipl reads:
//  * A term between delimiters is read by a shift-reduce loop over an
//    operand stack and an operator stack (OpParser). Any priority up to
//    1200 is accepted anywhere, also as an argument (`f(a :- b)`); `,`
//    ends an argument or list element, `|` a list element.
//  * A prefix operator becomes a plain atom when what follows cannot be
//    its operand: an infix operator binding looser than the prefix
//    operator's argument (`- = a` is '='('-',a)), or the term's end
//    (`f(-)`, `- - ` is '-'('-')).
//  * An atom that is an operator, used as an operand, has priority 0
//    (`X = dynamic`). A quoted atom is an operator only if it could not be
//    written unquoted ('-' 1 is an error, as in SWI-Prolog).
//  * `-` right before a number (no layout between) in operand position
//    makes a negative literal: -1, a - -1; `- 1` is '-'(1).
//  * A name followed at once by `(` is a functor: -(1) is '-'(1).
//  * A postfix operator applies to the operand before it at once.
//  * `|` is the infix operator '|' (priority 1105, as in SWI-Prolog 9; a
//    clause body reads `(a | b)` as '|'(a,b), which means a;b there).
// Lists and argument lists are read by loops, so a list of a million
// elements costs no stack; each nested term (parentheses, arguments,
// elements) takes a level of the fe::MaxNesting bound (Nesting.h), and the
// finished clause is checked for depth (operator chains are built by
// loops). The recursive functions keep small frames, so that the bound
// fits in an 8 MB stack.
//
// SWI-Prolog syntax not read: dicts (Tag{...}, a.b as dict access reads as
// '.'(a,b)), f() (a compound of no arguments), block operators, quasi
// quotations; [] and '[]' are the same atom (SWI-Prolog 7 tells them apart).
//
//===----------------------------------------------------------------------===//
#include "Reader.h"
#include "runtime/pl_ops.h"
#include "Lexer.h"
#include "../common/Nesting.h"

#include <deque>

using namespace pl;

// Keeps a helper's frame out of the recursive parse functions' (term()).
#define NOINLINE __attribute__((noinline))

namespace {

struct OpParser;

enum class Fix { Prefix, Infix, Postfix };

struct OpDef {
  int Pri = 0; // 0: not an operator of this fix
  int Left = 0, Right = 0; // the highest priority allowed for each operand
};

struct OpDefs {
  OpDef Of[3]; // by Fix
};

/// An operator type's fix and the operand priorities it allows.
bool opType(const std::string &Type, int Pri, Fix &F, OpDef &D) {
  struct Row {
    const char *Name;
    Fix F;
    int L, R; // -1: Pri - 1, 0: Pri, 1: no operand
  };
  static const Row Rows[] = {{"xfx", Fix::Infix, -1, -1}, {"xfy", Fix::Infix, -1, 0},
                             {"yfx", Fix::Infix, 0, -1},  {"fy", Fix::Prefix, 1, 0},
                             {"fx", Fix::Prefix, 1, -1},  {"xf", Fix::Postfix, -1, 1},
                             {"yf", Fix::Postfix, 0, 1}};
  for (const Row &R : Rows)
    if (Type == R.Name) {
      F = R.F;
      D.Pri = Pri;
      D.Left = R.L == 1 ? 0 : Pri + R.L;
      D.Right = R.R == 1 ? 0 : Pri + R.R;
      return true;
    }
  return false;
}

/// A name in quotes for a message, control characters (a NUL among them)
/// escaped; UTF-8 is left as it is.
std::string quoteName(const std::string &Name) {
  std::string Out = "'";
  for (char C : Name)
    Out += (unsigned char)C < 0x20 || C == 0x7f ? fe::printableChar(C) : std::string(1, C);
  return Out + "'";
}

/// Throws the error "<Before><Mid><After>" at \p At. Out of line and cold:
/// the message's temporaries then take no room in the frames of the
/// recursive parse functions, whose size decides how deep the main
/// thread's 8 MB stack lets input nest (about 10,000 levels).
[[noreturn]] __attribute__((noinline, cold)) void failAt(Loc At, const char *Before,
                                                         const std::string &Mid = "",
                                                         const char *After = "") {
  fe::error(At, Before + Mid + After);
}

[[noreturn]] __attribute__((noinline, cold)) void failNesting(Loc At) {
  failAt(At, "nesting too deep (more than ", std::to_string(fe::MaxNesting), " levels)");
}

/// A token for a message: 'name', variable X, end of clause.
std::string describe(const Token &T) {
  switch (T.K) {
  case Tok::End: return "end of clause";
  case Tok::Eof: return "end of file";
  case Tok::Var: return "variable " + T.Text;
  case Tok::Int:
  case Tok::Float: return "a number";
  case Tok::Str:
  case Tok::BackQ: return "a string";
  case Tok::Name:
  case Tok::QName:
  case Tok::Punct: return quoteName(T.Text);
  }
  return "?";
}

/// Throws "<What>, found <the token>" at the token.
[[noreturn]] __attribute__((noinline, cold)) void failFound(const char *What, const Token &T) {
  fe::error(T.At, What + (", found " + describe(T)));
}

/// SWI-Prolog 9's operator table (current_op/3 in a fresh swipl).
const struct {
  int Pri;
  const char *Type, *Names;
} DefaultOps[] = {
#define PL_DEFAULT_OP(Pri, Type, Names) {Pri, Type, Names},
    PL_DEFAULT_OPS
#undef PL_DEFAULT_OP
};

using OpTable = std::map<std::string, OpDefs>;

const OpDef *findOp(const OpTable &Ops, const std::string &Name, Fix F) {
  auto It = Ops.find(Name);
  if (It == Ops.end() || It->second.Of[int(F)].Pri == 0)
    return nullptr;
  return &It->second.Of[int(F)];
}

/// What may end the term being read. Any other `)`, `]`, `}` or end of
/// clause is an error right there (not after reducing what came before).
enum : unsigned {
  StopComma = 1,
  StopBar = 2,
  StopParen = 4,
  StopBracket = 8,
  StopBrace = 16,
  StopEnd = 32,
  // What ends an argument, a list element or tail, a clause.
  ArgStops = StopComma | StopParen,
  ElemStops = StopComma | StopBar | StopBracket,
};

/// The largest priority: reading a whole term reduces every operator left.
constexpr int MaxPri = 1201;

} // namespace

struct Reader::Impl {
  Lexer Lex;
  std::deque<Token> Ahead;
  OpTable Ops;
  enum class DQ { Codes, Chars, Atom, String } DoubleQuotes = DQ::String;
  int Depth = 0; // levels of nesting open (see common/Nesting.h)

  explicit Impl(const std::string &Src) : Lex(Src) {
    for (const auto &Row : DefaultOps) {
      std::string Names = Row.Names;
      size_t I = 0;
      while (I < Names.size()) {
        size_t J = Names.find(' ', I);
        if (J == std::string::npos)
          J = Names.size();
        defineOp(Names.substr(I, J - I), Row.Type, Row.Pri);
        I = J + 1;
      }
    }
  }

  void defineOp(const std::string &Name, const std::string &Type, int Pri) {
    Fix F = Fix::Infix; // opType sets it for every type
    OpDef D;
    opType(Type, Pri, F, D);
    Ops[Name].Of[int(F)] = D;
  }

  const OpDef *lookupOp(const std::string &Name, Fix F) const { return findOp(Ops, Name, F); }

  NOINLINE const Token &peek(size_t N = 0) {
    while (Ahead.size() <= N)
      Ahead.push_back(Lex.next());
    return Ahead[N];
  }
  NOINLINE Token take() {
    peek();
    Token T = std::move(Ahead.front());
    Ahead.pop_front();
    return T;
  }
  NOINLINE bool accept(char C) {
    if (!peek().isPunct(C))
      return false;
    take();
    return true;
  }
  NOINLINE void expect(char C, const char *Msg) {
    if (accept(C))
      return;
    const Token &T = peek();
    if (T.K == Tok::Eof)
      failAt(T.At, "unexpected end of file (", Msg, ")");
    failFound(Msg, T);
  }

  /// A term one level deeper; \p Expect says what should end it.
  TermPtr nested(unsigned Stops, const char *Expect, Loc At) {
    // fe::NestingGuard's bound, with the message made out of line.
    if (Depth >= fe::MaxNesting)
      failNesting(At);
    ++Depth;
    struct Leave {
      int &D;
      ~Leave() { --D; }
    } L{Depth};
    return term(Stops, Expect);
  }
  TermPtr term(unsigned Stops, const char *Expect);
  // Out of line: see term().
  NOINLINE bool operatorName(const Token &T, bool ExpectOp, std::string &Name);
  NOINLINE bool operatorStep(OpParser &S);
  NOINLINE TermPtr finish(OpParser &S);
  NOINLINE bool negativeNumberAhead();
  NOINLINE TermPtr negativeNumber();
  NOINLINE TermPtr number(const Token &T, bool Negative);
  TermPtr primary();
  NOINLINE TermPtr parenthesized(Loc Open);
  NOINLINE TermPtr braces(Loc Open);
  bool functorFollows();
  NOINLINE TermPtr compound(Loc At, const std::string &Name);
  NOINLINE TermPtr list(Loc Open);
  NOINLINE TermPtr text(const Token &T, DQ Mode);
  void checkDepth(const Term &T);
  void applyDirective(const Term &T);
  void applyOp(const Term &G);
  void setDoubleQuotes(const Term &V);
};

namespace {

/// The operand and operator stacks of one term being read (see the file
/// comment); Reader::Impl::term drives it token by token.
struct OpParser {
  struct Operand {
    TermPtr T;
    int Pri;
  };
  struct Pending {
    std::string Name;
    Loc At;
    Fix F;
    OpDef D;
  };
  const OpTable &Ops;
  std::vector<Operand> Out;
  std::vector<Pending> Side;
  bool HaveOperand = false; // the last thing read can be a left operand

  explicit OpParser(const OpTable &Ops) : Ops(Ops) {}
  bool empty() const { return Out.empty() && Side.empty(); }

  void operand(TermPtr T) {
    Out.push_back({std::move(T), 0});
    HaveOperand = true;
  }

  /// Before an infix or postfix operator whose left operand may have
  /// priority \p Pri: a prefix operator still waiting for its operand is
  /// an atom if it cannot take that much (`- = a`), and an infix operator
  /// that is also postfix is postfix.
  NOINLINE void modify(int Pri) {
    if (Side.empty() || HaveOperand || Pri <= Side.back().D.Right)
      return;
    Pending &Top = Side.back();
    if (Top.F == Fix::Prefix) {
      TermPtr Atom = mkAtom(Top.At, Top.Name);
      Side.pop_back();
      operand(std::move(Atom));
    } else if (Top.F == Fix::Infix && !Out.empty()) {
      if (const OpDef *Post = findOp(Ops, Top.Name, Fix::Postfix)) {
        Top.F = Fix::Postfix;
        Top.D = *Post;
        build();
        HaveOperand = true;
      }
    }
  }

  /// Applies the operators on the stack that bind tighter than \p Pri;
  /// at the end of the term (MaxPri) one that cannot take its operands is
  /// a priority clash.
  NOINLINE void reduce(int Pri) {
    while (!Out.empty() && !Side.empty() && Pri >= Side.back().D.Pri) {
      const Pending &Op = Side.back();
      size_t Arity = Op.F == Fix::Infix ? 2 : 1;
      if (Out.size() < Arity)
        return;
      const Operand *A = &Out[Out.size() - Arity];
      bool Fits = Op.F == Fix::Prefix    ? Op.D.Right >= A[0].Pri
                  : Op.F == Fix::Postfix ? Op.D.Left >= A[0].Pri
                                         : Op.D.Left >= A[0].Pri && Op.D.Right >= A[1].Pri;
      if (!Fits) {
        if (Pri == MaxPri)
          failAt(Op.At, "operator priority clash (", quoteName(Op.Name), ")");
        return;
      }
      build();
    }
  }

  /// Applies postfix operator \p Op to the operand before it at once: an
  /// operator pushed before that operand must not take it (`[x] bar = a`
  /// for `bar` xf 1200 is bar([x]) = a, a priority clash).
  NOINLINE void postfix(Pending Op) {
    if (Op.D.Left < Out.back().Pri)
      failAt(Op.At, "operator priority clash (", quoteName(Op.Name), ")");
    Side.push_back(std::move(Op));
    build();
  }

  /// Replaces the top operator and its operands with the compound.
  NOINLINE void build() {
    Pending Op = std::move(Side.back());
    Side.pop_back();
    size_t Arity = Op.F == Fix::Infix ? 2 : 1;
    std::vector<TermPtr> Args;
    for (size_t I = Out.size() - Arity; I < Out.size(); ++I)
      Args.push_back(std::move(Out[I].T));
    Out.resize(Out.size() - Arity);
    Loc At = Op.F == Fix::Prefix ? Op.At : Args[0]->At;
    Out.push_back({mkCompound(At, Op.Name, std::move(Args)), Op.D.Pri});
  }
};

} // namespace

/// Is \p T one of \p Stops?
static bool isStop(const Token &T, unsigned Stops) {
  if (T.K == Tok::End)
    return Stops & StopEnd;
  if (T.K != Tok::Punct)
    return false;
  static const std::pair<char, unsigned> Ends[] = {{',', StopComma},   {'|', StopBar},
                                                   {')', StopParen},   {']', StopBracket},
                                                   {'}', StopBrace}};
  for (const auto &E : Ends)
    if (T.Text[0] == E.first)
      return Stops & E.second;
  return false;
}

/// Could \p T be an operator here? Sets \p Name. A name followed at once
/// by `(` is a functor where an operand is expected.
bool Reader::Impl::operatorName(const Token &T, bool ExpectOp, std::string &Name) {
  switch (T.K) {
  case Tok::Name:
  case Tok::QName:
    if ((T.OpenFollows && !ExpectOp) || (T.K == Tok::QName && isUnquotedAtom(T.Text)))
      return false;
    Name = T.Text;
    return true;
  case Tok::Punct:
    if (T.Text != "," && T.Text != "|")
      return false;
    // `,` may follow a prefix operator that is then an atom (`- , a`); as
    // an operand it is an error in primary(). `|` cannot start a term.
    if (!ExpectOp && T.Text == "|")
      fe::error(T.At, "illegal start of term: '|'");
    Name = T.Text;
    return true;
  default:
    return false;
  }
}

/// Is a negative number next: `-` and a number with no layout between?
bool Reader::Impl::negativeNumberAhead() {
  const Token &Minus = peek();
  if (Minus.K != Tok::Name || Minus.Text != "-" || Minus.OpenFollows)
    return false;
  const Token &N = peek(1);
  return (N.K == Tok::Int || N.K == Tok::Float) && !N.LayoutBefore;
}

TermPtr Reader::Impl::number(const Token &T, bool Negative) {
  if (T.K == Tok::Float)
    return mkFloat(T.At, Negative ? -T.FloatVal : T.FloatVal);
  if (!Negative && T.IntMag == MaxIntMag)
    fe::error(T.At, "integer too large (the runtime's integers have 61 bits)");
  return mkInt(T.At, Negative ? -int64_t(T.IntMag) : int64_t(T.IntMag));
}

/// term ::= prefix-op* operand ((infix-op prefix-op* operand) | postfix-op)*
/// with the priorities of the operator table deciding the shape (see the
/// file comment). Ends before a `)`, `]`, `}`, the end of the clause or
/// of the file, and a `,` or `|` in \p Stops.
/// Each level of nesting recurses through this function and primary():
/// their work is in out-of-line helpers, to keep their frames small.
TermPtr Reader::Impl::term(unsigned Stops, const char *Expect) {
  OpParser S(Ops);
  for (;;) {
    const Token &T = peek();
    if (isStop(T, Stops)) {
      if (!S.empty())
        break;
    } else if (T.K == Tok::Eof) {
      failAt(T.At, "unexpected end of file");
    } else if (T.K == Tok::End || T.isPunct(')') || T.isPunct(']') || T.isPunct('}')) {
      failFound(Expect, T);
    }
    if (!S.HaveOperand && negativeNumberAhead()) {
      S.operand(negativeNumber());
      continue;
    }
    if (operatorStep(S))
      continue;
    if (S.HaveOperand)
      failFound("operator expected", T);
    S.operand(primary());
  }
  return finish(S);
}

/// `-` and a number: the negative number, located at the `-`.
TermPtr Reader::Impl::negativeNumber() {
  Loc At = take().At;
  TermPtr N = number(take(), true);
  const_cast<Term &>(*N).At = At; // made by number(): no one else has it
  return N;
}

/// If the next token is an operator here, takes it onto \p S (see the
/// file comment for the rules) and returns true.
bool Reader::Impl::operatorStep(OpParser &S) {
  std::string Name;
  if (!operatorName(peek(), S.HaveOperand, Name))
    return false;
  const OpDef *D;
  if (!S.HaveOperand && (D = lookupOp(Name, Fix::Prefix))) {
    S.Side.push_back({Name, take().At, Fix::Prefix, *D});
    return true;
  }
  if ((D = lookupOp(Name, Fix::Infix))) {
    S.modify(D->Left);
    if (S.HaveOperand) {
      S.reduce(D->Left);
      S.Side.push_back({Name, take().At, Fix::Infix, *D});
      S.HaveOperand = false;
      return true;
    }
  }
  if ((D = lookupOp(Name, Fix::Postfix))) {
    S.modify(D->Left);
    if (S.HaveOperand) {
      S.reduce(D->Left);
      S.postfix({Name, take().At, Fix::Postfix, *D});
      return true;
    }
  }
  return false;
}

/// At the end of a term: applies the operators left; the term.
TermPtr Reader::Impl::finish(OpParser &S) {
  S.modify(MaxPri);
  const Token &T = peek();
  // An infix operator still waiting for its right operand (reducing would
  // give it the wrong ones and blame another operator).
  if (!S.HaveOperand && !S.Side.empty())
    failAt(T.At, "operator ", quoteName(S.Side.back().Name),
           (" lacks an operand before " + describe(T)).c_str());
  S.reduce(MaxPri);
  if (S.Out.size() != 1 || !S.Side.empty()) // cannot happen: reduce either builds or throws
    failAt(T.At, "operator expected before ", describe(T));
  return std::move(S.Out[0].T);
}

/// primary ::= var | number | string | atom | compound | '(' term ')'
///           | list | '{' '}' | '{' term '}'
TermPtr Reader::Impl::primary() {
  Token T = take();
  switch (T.K) {
  case Tok::Var: return mkVar(T.At, T.Text);
  case Tok::Int:
  case Tok::Float: return number(T, false);
  case Tok::Str: return text(T, DoubleQuotes);
  case Tok::BackQ: return text(T, DQ::Codes);
  case Tok::Name:
  case Tok::QName: return T.OpenFollows ? compound(T.At, T.Text) : mkAtom(T.At, T.Text);
  case Tok::End: failAt(T.At, "unexpected end of clause");
  case Tok::Eof: failAt(T.At, "unexpected end of file");
  case Tok::Punct: break;
  }
  if (T.Text == "(")
    return parenthesized(T.At);
  if (T.Text == "[")
    return list(T.At);
  if (T.Text == "{")
    return braces(T.At);
  failAt(T.At, "illegal start of term: ", quoteName(T.Text));
}

/// parenthesized ::= '(' term ')'      (a term of priority 0)
TermPtr Reader::Impl::parenthesized(Loc Open) {
  TermPtr Inner = nested(StopParen, "expected ')'", Open);
  expect(')', "expected ')'");
  return Inner;
}

/// braces ::= '{' '}' | '{' term '}'
TermPtr Reader::Impl::braces(Loc Open) {
  if (accept('}'))
    return functorFollows() ? compound(Open, "{}") : mkAtom(Open, "{}");
  TermPtr Inner = nested(StopBrace, "expected '}'", Open);
  expect('}', "expected '}'");
  return mkCompound(Open, "{}", {std::move(Inner)});
}

/// Does a `(` follow at once, making the name before it a functor?
bool Reader::Impl::functorFollows() {
  return peek().isPunct('(') && !peek().LayoutBefore;
}

/// compound ::= name '(' arg (',' arg)* ')'      (no layout before '(')
/// arg      ::= term                             (up to 1200; ',' ends it)
/// name     ::= atom | '[]' | '{}'
TermPtr Reader::Impl::compound(Loc At, const std::string &Name) {
  take(); // '('
  if (peek().isPunct(')'))
    failAt(peek().At, "expected an argument (f() is not a term)");
  std::vector<TermPtr> Args;
  do
    Args.push_back(nested(ArgStops, "expected ',' or ')'", peek().At));
  while (accept(','));
  expect(')', "expected ',' or ')'");
  return mkCompound(At, Name, std::move(Args));
}

/// list ::= '[' ']' | '[' arg (',' arg)* ['|' arg] ']'
/// Read by a loop and built from the end: a long list costs no stack.
TermPtr Reader::Impl::list(Loc Open) {
  if (accept(']'))
    return functorFollows() ? compound(Open, "[]") : mkAtom(Open, "[]");
  std::vector<TermPtr> Elems;
  do
    Elems.push_back(nested(ElemStops, "expected ',', '|' or ']'", peek().At));
  while (accept(','));
  TermPtr Tail;
  if (accept('|')) {
    Tail = nested(ElemStops, "expected ']' after the tail of the list", peek().At);
    expect(']', "expected ']' after the tail of the list");
  } else {
    Loc End = peek().At;
    expect(']', "expected ',', '|' or ']'");
    Tail = mkAtom(End, "[]");
  }
  for (size_t I = Elems.size(); I-- > 0;) {
    Loc At = I == 0 ? Open : Elems[I]->At;
    Tail = mkCompound(At, "[|]", {std::move(Elems[I]), std::move(Tail)});
  }
  return Tail;
}

/// A "text" per the double_quotes flag; `text` is always codes.
TermPtr Reader::Impl::text(const Token &T, DQ Mode) {
  if (Mode == DQ::String)
    return mkString(T.At, T.Text);
  if (Mode == DQ::Atom)
    return mkAtom(T.At, T.Text);
  std::vector<TermPtr> Items;
  for (size_t I = 0; I < T.Text.size();) {
    size_t From = I;
    uint32_t C = decodeUtf8(T.Text, I);
    Items.push_back(Mode == DQ::Codes ? mkInt(T.At, C)
                                      : mkAtom(T.At, T.Text.substr(From, I - From)));
  }
  TermPtr L = mkAtom(T.At, "[]");
  for (size_t I = Items.size(); I-- > 0;)
    L = mkCompound(T.At, "[|]", {std::move(Items[I]), std::move(L)});
  return L;
}

/// Rejects a term nested more than fe::MaxNesting deep (the phases after
/// the reader recurse on it), where a chain of operators such as
/// `1+1+...+1` was built without recursion. A list's tail does not count
/// as a level: long lists are fine.
void Reader::Impl::checkDepth(const Term &Top) {
  std::vector<std::pair<const Term *, int>> Work{{&Top, 0}};
  while (!Work.empty()) {
    auto [T, D] = Work.back();
    Work.pop_back();
    if (D > fe::MaxNesting)
      failNesting(T->At);
    bool IsList = T->is("[|]", 2);
    for (size_t I = T->Args.size(); I-- > 0;)
      Work.push_back({T->Args[I].get(), IsList && I == 1 ? D : D + 1});
  }
}

/// `:- op(P, Type, Names)` and `:- set_prolog_flag(double_quotes, V)` take
/// effect from the next clause on; so do several in a conjunction
/// (`:- op(..), op(..)`) and the op/3 terms of a module's export list
/// (`:- module(m, [p/1, op(700, xfx, ===)])`), as when SWI-Prolog loads
/// the file.
void Reader::Impl::applyDirective(const Term &T) {
  if (!T.is(":-", 1))
    return;
  const Term *G = T.Args[0].get();
  if (G->is("module", 2)) {
    for (const Term *L = G->Args[1].get(); L->is("[|]", 2); L = L->Args[1].get())
      if (L->Args[0]->is("op", 3))
        applyOp(*L->Args[0]);
    return;
  }
  for (;;) {
    const Term *First = G->is(",", 2) ? G->Args[0].get() : G;
    if (First->is("op", 3))
      applyOp(*First);
    else if (First->is("set_prolog_flag", 2) && First->Args[0]->isAtom("double_quotes"))
      setDoubleQuotes(*First->Args[1]);
    if (!G->is(",", 2))
      return;
    G = G->Args[1].get();
  }
}

void Reader::Impl::applyOp(const Term &G) {
  const Term &P = *G.Args[0], &Type = *G.Args[1];
  if (P.K != Term::Int || P.IntVal < 0 || P.IntVal > 1200)
    fe::error(P.At, "op/3: the priority must be an integer from 0 to 1200");
  Fix F;
  OpDef D;
  if (Type.K != Term::Atom || !opType(Type.Name, int(P.IntVal), F, D))
    fe::error(Type.At, "op/3: the type must be one of xfx, xfy, yfx, fy, fx, xf, yf");
  std::vector<const Term *> Names;
  const Term *L = G.Args[2].get();
  if (L->K == Term::Atom && L->Name != "[]") {
    Names.push_back(L);
  } else {
    for (; L->is("[|]", 2); L = L->Args[1].get())
      Names.push_back(L->Args[0].get());
    if (!L->isAtom("[]"))
      fe::error(L->At, "op/3: the names must be an atom or a list of atoms");
  }
  for (const Term *N : Names) {
    if (N->K != Term::Atom)
      fe::error(N->At, "op/3: the names must be an atom or a list of atoms");
    if (N->Name == ",")
      fe::error(N->At, "op/3: ',' cannot be made an operator");
    if (N->Name == "|" && (F != Fix::Infix || (D.Pri > 0 && D.Pri < 1001)))
      fe::error(N->At, "op/3: '|' can only be an infix operator of priority 1001 or more");
    if (N->Name == "[]" || N->Name == "{}")
      fe::error(N->At, "op/3: '" + N->Name + "' as an operator is not supported");
    Ops[N->Name].Of[int(F)] = D; // priority 0 removes it
  }
}

void Reader::Impl::setDoubleQuotes(const Term &V) {
  static const std::pair<const char *, DQ> Modes[] = {
      {"codes", DQ::Codes}, {"chars", DQ::Chars}, {"atom", DQ::Atom}, {"string", DQ::String}};
  for (const auto &M : Modes)
    if (V.isAtom(M.first)) {
      DoubleQuotes = M.second;
      return;
    }
  fe::error(V.At, "set_prolog_flag: double_quotes must be codes, chars, atom or string");
}

Reader::Reader(const std::string &Src) : P(std::make_unique<Impl>(Src)) {}
Reader::~Reader() = default;

/// clause ::= term end
bool Reader::next(ReadClause &Out) {
  const Token &First = P->peek();
  if (First.K == Tok::Eof)
    return false;
  Loc At = First.At;
  TermPtr T = P->nested(StopEnd, "end of clause expected", At);
  P->take(); // the end

  P->checkDepth(*T);
  P->applyDirective(*T);
  Out = ReadClause{std::move(T), At};
  return true;
}

std::vector<ReadClause> pl::readAll(const std::string &Src) {
  Reader R(Src);
  std::vector<ReadClause> All;
  ReadClause C;
  while (R.next(C))
    All.push_back(std::move(C));
  return All;
}

bool pl::isDefaultOp(const std::string &Name) {
  for (const auto &D : DefaultOps) {
    std::string Names = std::string(" ") + D.Names + " ";
    if (Names.find(" " + Name + " ") != std::string::npos)
      return true;
  }
  return false;
}


