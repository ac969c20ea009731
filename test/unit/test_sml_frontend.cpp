//===- test_sml_frontend.cpp - sml-mini: lexer, parser, name resolution ---===//
#include "Lower.h"
#include "Parser.h"
#include "Typecheck.h"

#include <catch2/catch.hpp>

using namespace sml;

static std::vector<Token> toks(const std::string &S) { return lex(S); }

TEST_CASE("lexer: literals, qualified names, nested comments", "[sml][lexer]") {
  auto T = toks("val x = ~5 (* a (* nested *) comment *) List.filter \"a\\n\\\"\" 'a 0x1F op::");
  REQUIRE(T.size() == 11);
  CHECK(T[10].Kind == Tok::Eof);
  CHECK(T[0].Kind == Tok::KwVal);
  CHECK(T[1].Kind == Tok::Id);
  CHECK(T[2].Kind == Tok::Equals);
  CHECK(T[3].Kind == Tok::Int);
  CHECK(T[3].IntVal == -5);
  CHECK(T[4].Kind == Tok::Id);
  CHECK(T[4].Text == "List.filter");
  CHECK(T[5].Kind == Tok::String);
  CHECK(T[5].Text == "a\n\"");
  CHECK(T[6].Kind == Tok::TyVar);
  CHECK(T[7].IntVal == 31);
  CHECK(T[8].Kind == Tok::KwOp);
  CHECK(T[9].Text == "::");
  CHECK(T[4].At.Line == 1);
  CHECK(T[4].At.Col == 41);
}

TEST_CASE("lexer: errors carry their location", "[sml][lexer]") {
  try {
    lex("val s =\n  \"abc");
    FAIL("no error");
  } catch (const CompileError &E) {
    CHECK(E.At.Line == 2);
    CHECK(E.At.Col == 3);
    CHECK(std::string(E.what()) == "unterminated string literal");
  }
  CHECK_THROWS_AS(lex("(* open"), CompileError);
  CHECK_THROWS_AS(lex("val x = 4611686018427387904"), CompileError);
  CHECK_NOTHROW(lex("val x = ~4611686018427387904"));
  CHECK_THROWS_AS(lex("val r = 1e400"), CompileError);
}

TEST_CASE("lexer: real literals", "[sml][lexer]") {
  auto T = lex("1.5 ~2.25e3 3E~2 7 0x1E2");
  CHECK(T[0].Kind == Tok::Real);
  CHECK(T[0].RealVal == 1.5);
  CHECK(T[1].Kind == Tok::Real);
  CHECK(T[1].RealVal == -2250.0);
  CHECK(T[1].Text == "~2.25e3");
  CHECK(T[2].Kind == Tok::Real);
  CHECK(T[2].RealVal == 0.03);
  CHECK(T[3].Kind == Tok::Int);
  CHECK(T[4].Kind == Tok::Int); // hex digits, not an exponent
  CHECK(T[4].IntVal == 0x1E2);
  CHECK_THROWS_AS(lex("val x = 1.e2"), CompileError); // `1.` needs digits
}

static const Expr &valRhs(const Program &P, size_t I = 0) { return *P.Decs[I]->Vals[0].second; }

TEST_CASE("parser: SML '97 precedence and associativity", "[sml][parser]") {
  Program P = parseProgram(lex("val r = 1 + 2 * 3 :: xs @ ys"));
  const Expr &E = valRhs(P);
  // (1 + (2 * 3)) :: (xs @ ys)
  REQUIRE(E.Kind == ExprKind::Infix);
  CHECK(E.Name == "::");
  REQUIRE(E.Sub[0]->Kind == ExprKind::Infix);
  CHECK(E.Sub[0]->Name == "+");
  CHECK(E.Sub[0]->Sub[1]->Name == "*");
  CHECK(E.Sub[1]->Name == "@");

  Program Q = parseProgram(lex("val r = a - b - c"));
  const Expr &F = valRhs(Q); // (a - b) - c
  CHECK(F.Sub[0]->Kind == ExprKind::Infix);
  CHECK(F.Sub[1]->Kind == ExprKind::Var);

  Program R = parseProgram(lex("val r = f x y andalso g z orelse h"));
  const Expr &G = valRhs(R); // ((f x y) andalso (g z)) orelse h
  CHECK(G.Kind == ExprKind::OrElse);
  CHECK(G.Sub[0]->Kind == ExprKind::AndAlso);
  CHECK(G.Sub[0]->Sub[0]->Kind == ExprKind::App);
  CHECK(G.Sub[0]->Sub[0]->Sub[0]->Kind == ExprKind::App); // (f x) y
}

TEST_CASE("parser: a nested case takes the following rules", "[sml][parser]") {
  Program P = parseProgram(lex("val r = case a of 1 => case b of 2 => 3 | _ => 4 | _ => 5"));
  const Expr &E = valRhs(P);
  REQUIRE(E.Kind == ExprKind::Case);
  CHECK(E.Rules.size() == 1);
  CHECK(E.Rules[0].Body->Rules.size() == 3);
}

TEST_CASE("parser: fun clauses, patterns, errors", "[sml][parser]") {
  Program P = parseProgram(lex("fun f (a, b) [x, y] (SOME z :: _) = a\n  | f _ _ _ = 0"));
  REQUIRE(P.Decs[0]->Funs.size() == 1);
  const FunBind &F = P.Decs[0]->Funs[0];
  REQUIRE(F.Clauses.size() == 2);
  CHECK(F.Clauses[0].Params.size() == 3);
  CHECK(F.Clauses[0].Params[0]->Kind == PatKind::Tuple);
  CHECK(F.Clauses[0].Params[1]->Kind == PatKind::Cons); // [x, y] = x :: y :: []
  CHECK(F.Clauses[0].Params[2]->Kind == PatKind::Cons);
  CHECK(F.Clauses[0].Params[2]->Sub[0]->Kind == PatKind::Con);

  try {
    parseProgram(lex("fun f x = 1\n  | g y = 2"));
    FAIL("no error");
  } catch (const CompileError &E) {
    CHECK(E.At.Line == 2);
    CHECK(std::string(E.what()).find("must all define 'f'") != std::string::npos);
  }
  CHECK_NOTHROW(parseProgram(lex("val x = 1.5 * ~2.0e~1")));
  CHECK_THROWS_AS(parseProgram(lex("fun f 1.5 = 0")), CompileError); // real is no eqtype
  CHECK_THROWS_AS(parseProgram(lex("functor F () = struct end")), CompileError);
  { // a functor application is the body again, after the parameter as an alias
    Program P = parseProgram(lex("signature S = sig val x : int end\n"
                                 "functor F (A : S) = struct val y = A.x end\n"
                                 "structure B = struct val x = 1 end\nstructure C = F (B)"));
    const Dec &C = *P.Decs.back();
    REQUIRE(C.Body.size() == 2);
    CHECK(C.Body[0]->Name == "A");
    CHECK(C.Body[0]->Alias == "B");
    CHECK(C.Body[0]->Sig != nullptr);
    CHECK(C.Body[1]->Kind == DecKind::Val);
  }
  CHECK_THROWS_AS(parseProgram(lex("structure C = G (B)")), CompileError); // no functor G
  CHECK_THROWS_AS(parseProgram(lex("val x = {a = 1, a = 2}")), CompileError);
  CHECK_THROWS_AS(parseProgram(lex("val c = #\"ab\"")), CompileError);
  CHECK_THROWS_AS(parseProgram(lex("val x = if a then b")), CompileError);
}

static LoweredProgram lowered(const std::string &Src) {
  LoweredProgram LP;
  LP.User = parseProgram(lex(Src));
  lower(LP);
  return LP;
}
static FunInfo *fun(LoweredProgram &LP, const std::string &Name) {
  for (auto &F : LP.Funs)
    if (F->Name == Name)
      return F.get();
  return nullptr;
}

TEST_CASE("lower: the paper's names and closures", "[sml][lower]") {
  LoweredProgram LP = lowered(
      "fun subset pred = let fun f nil = nil | f (a::r) = if pred a then a::f(r) else f(r) in f end\n"
      "fun isPrime x = let fun test i = i>=x orelse (x mod i <> 0 andalso test(i+1)) in test 2 end\n"
      "fun g xs = (fn y => y, fn z => z)\n"
      "fun h x = x\nfun h y = y\n"
      "val k = fn q => q\n"
      "fun gcd (a, 0) = a | gcd (a, b) = gcd (b, a mod b)\n"
      "fun add3 a b c = a + b + c\n");
  FunInfo *F = fun(LP, "subset.f");
  REQUIRE(F);
  // subset.f captures pred, but not itself (it is its own env).
  REQUIRE(F->Free.size() == 1);
  CHECK(F->Free[0]->Name == "pred");
  FunInfo *T = fun(LP, "isPrime.test");
  REQUIRE(T);
  REQUIRE(T->Free.size() == 1);
  CHECK(T->Free[0]->Name == "x");
  CHECK(fun(LP, "subset")->Free.empty());
  CHECK(fun(LP, "g.anon@3"));
  CHECK(fun(LP, "h@4"));
  CHECK(fun(LP, "h@5"));
  CHECK(fun(LP, "k"));
  FunInfo *G = fun(LP, "gcd");
  REQUIRE(G);
  CHECK(G->Arity == 1);
  CHECK(G->Widths == std::vector<unsigned>{2});
  FunInfo *A = fun(LP, "add3");
  REQUIRE(A);
  CHECK(A->Arity == 3);
  CHECK(A->Widths == std::vector<unsigned>{0, 0, 0});
}

TEST_CASE("lower: mutual recursion inside a function captures siblings", "[sml][lower]") {
  LoweredProgram LP = lowered(
      "fun outer n = let fun ev 0 = true | ev k = od (k - 1) and od 0 = false | od k = ev (k - 1)\n"
      "in ev n end");
  FunInfo *Ev = fun(LP, "outer.ev"), *Od = fun(LP, "outer.od");
  REQUIRE(Ev);
  REQUIRE(Od);
  REQUIRE(Ev->Free.size() == 1);
  CHECK(Ev->Free[0]->Name == "od");
  REQUIRE(Od->Free.size() == 1);
  CHECK(Od->Free[0]->Name == "ev");
}

TEST_CASE("lower: unbound names and misused constructors", "[sml][lower]") {
  try {
    lowered("val a = 1\nval b = a + c");
    FAIL("no error");
  } catch (const CompileError &E) {
    CHECK(E.At.Line == 2);
    CHECK(E.At.Col == 13);
    CHECK(std::string(E.what()) == "unbound variable or constructor 'c'");
  }
  CHECK_THROWS_AS(lowered("datatype t = A of int\nfun f A = 1"), CompileError);
  CHECK_THROWS_AS(lowered("datatype t = A\nfun f (A x) = x"), CompileError);
  CHECK_THROWS_AS(lowered("fun f (x, x) = x"), CompileError);
  CHECK_THROWS_AS(lowered("fun f x y = x | f z = z"), CompileError);
}

static void typechecked(const std::string &Src) {
  LoweredProgram LP;
  LP.User = parseProgram(lex(Src));
  lower(LP);
  typecheck(LP);
}

TEST_CASE("typecheck: let-polymorphism, datatypes, records, the value restriction",
          "[sml][types]") {
  CHECK_NOTHROW(typechecked("fun id x = x\nval p = (id 1, id \"a\")"));
  CHECK_NOTHROW(typechecked("datatype 'a tree = L | N of 'a tree * 'a * 'a tree\n"
                            "fun size L = 0 | size (N (l, _, r)) = size l + 1 + size r\n"
                            "val n = size (N (L, \"x\", L)) + size (N (L, 1, L))"));
  CHECK_NOTHROW(typechecked("val r = {a = 1, b = \"x\"}\nval s = #b r ^ \"y\""));
  CHECK_NOTHROW(typechecked("fun max (a, b) = if a > b then a else b\nval m = max (1, 2)"));
  // let-bound, so polymorphic; but a ref of an empty list is not
  CHECK_THROWS_AS(typechecked("val r = ref []\nval _ = r := [1]\nval _ = r := [\"a\"]"),
                  CompileError);
  CHECK_THROWS_AS(typechecked("fun f x = f [x]"), CompileError);
  CHECK_THROWS_AS(typechecked("val e = (fn x => x) = (fn y => y)"), CompileError);
  CHECK_THROWS_AS(typechecked("fun f (x : 'a) : 'a = x + 1"), CompileError);
}

TEST_CASE("typecheck: errors carry both types and the first five", "[sml][types]") {
  try {
    typechecked("val a = 1 + \"s\"\nval b = [1, \"x\"]\nval c = if 1 then 2 else 3\n"
                "val d = 1 ^ \"s\"\nval e = ~ \"s\"\nval f = size 3");
    FAIL("no error");
  } catch (const CompileError &E) {
    CHECK(E.At.Line == 1);
    CHECK(E.Msg.find("expected: int * int") != std::string::npos);
    CHECK(E.Msg.find("argument: int * string") != std::string::npos);
    REQUIRE(E.More.size() == 4); // five in all, the sixth not reported
    CHECK(E.More[0].At.Line == 2);
    CHECK(E.More[3].At.Line == 5);
  }
}

/// The primitive that the operator of declaration \p Dec (`val x = a OP b`)
/// resolved to.
static Prim infixPrim(const LoweredProgram &LP, size_t Dec) {
  return valRhs(LP.User, Dec).Bind->P;
}

TEST_CASE("typecheck: overloaded operators resolve per use, defaulting to int",
          "[sml][types]") {
  LoweredProgram LP;
  LP.User = parseProgram(lex("val a = 1.5 + 2.0\nval b = 1 + 2\nfun f (x, y) = x < y\n"
                             "val c = f (1.0, 2.0)\nfun g (x, y) = x * y\nval d = ~ 2.5"));
  lower(LP);
  typecheck(LP);
  CHECK(infixPrim(LP, 0) == Prim::RAdd);
  CHECK(infixPrim(LP, 1) == Prim::Add);
  const Expr &FBody = *LP.User.Decs[2]->Funs[0].Clauses[0].Body;
  CHECK(FBody.Bind->P == Prim::RLt); // decided by a later declaration, as Poly/ML does
  const Expr &GBody = *LP.User.Decs[4]->Funs[0].Clauses[0].Body;
  CHECK(GBody.Bind->P == Prim::Mul); // nothing decided it: int
  CHECK(valRhs(LP.User, 5).Sub[0]->Bind->P == Prim::RNeg);
  CHECK_THROWS_AS(typechecked("val x = 1 + 1.0"), CompileError);
  CHECK_THROWS_AS(typechecked("val x = 1.0 = 1.0"), CompileError); // real: no equality
  CHECK_THROWS_AS(typechecked("val x = 3 / 2"), CompileError);
  CHECK_THROWS_AS(typechecked("val x = \"a\" + \"b\""), CompileError);
}
