//===- test_lazy_frontend.cpp - lazy-mini: layout, parser, lowering -------===//
#include "Lower.h"
#include "Parser.h"
#include "Strictness.h"
#include "Typecheck.h"

#include <catch2/catch.hpp>

using namespace lazy;

/// The token kinds the parser would see (virtual braces and semicolons
/// included), as a compact string: { ; } for layout tokens, else text.
static std::string stream(const std::string &Src) {
  Layout L(lex(Src));
  std::string Out;
  while (L.peek().Kind != Tok::Eof) {
    Token T = L.next();
    if (!Out.empty()) Out += ' ';
    switch (T.Kind) {
    case Tok::LBrace: Out += T.Virtual ? "{" : "{!"; break;
    case Tok::RBrace: Out += T.Virtual ? "}" : "}!"; break;
    case Tok::Semi: Out += T.Virtual ? ";" : ";!"; break;
    case Tok::Int: Out += std::to_string(T.IntVal); break;
    default: Out += T.Text.empty() ? tokName(T.Kind) : T.Text;
    }
  }
  return Out;
}

TEST_CASE("layout: top level, where and let blocks", "[lazy][layout]") {
  CHECK(stream("f x = y\n  where y = x\ng = 1\n") ==
        "{ f x = y where { y = x } ; g = 1 }");
  CHECK(stream("main = do\n  print 1\n  print 2\n") == "{ main = do { print 1 ; print 2 } }");
  // an explicit block is not touched by indentation
  CHECK(stream("main = do { print 1;\n print 2 }\n") == "{ main = do {! print 1 ;! print 2 }! }");
  // the module header's `where` opens the body
  CHECK(stream("module Main where\nx = 1\ny = 2\n") == "module Main where { x = 1 ; y = 2 }");
}

TEST_CASE("layout: the parse-error(t) rule closes implicit blocks", "[lazy][layout]") {
  // `let x = 1 in x` on one line: `in` closes the let block
  SourceModule M = parseModule("f = let x = 1 in x\n");
  REQUIRE(M.Decls.size() == 1);
  CHECK(M.Decls[0]->Rhs.Body->Kind == ExprKind::Let);
  // a case inside parentheses is closed by `)`
  SourceModule C = parseModule("g x = (case x of 0 -> 1; n -> n) + 1\n");
  REQUIRE(C.Decls.size() == 1);
  CHECK(C.Decls[0]->Rhs.Body->Kind == ExprKind::App);
  // `where` at the alternatives' indentation ends the case block
  SourceModule W = parseModule("h x = case x of\n  0 -> y\n  n -> n\n  where y = 2\n");
  REQUIRE(W.Decls.size() == 1);
  CHECK(W.Decls[0]->Rhs.Where.size() == 1);
}

TEST_CASE("lexer: comments, pragmas, literals, errors", "[lazy][lexer]") {
  auto T = lex("x = 1 -- comment\n{- nested {- -} -} y --> z {-# SCC \"lbl\" #-} 0x10");
  std::vector<std::string> Texts;
  for (auto &K : T) Texts.push_back(K.Kind == Tok::SCC ? "SCC:" + K.Text : K.Kind == Tok::Int ? std::to_string(K.IntVal) : K.Text);
  CHECK(Texts == std::vector<std::string>{"x", "=", "1", "y", "-->", "z", "SCC:lbl", "16", ""});
  auto C = lex("x = 'a' '\\n' '\\65' '\\''");
  REQUIRE(C.size() == 7);
  CHECK(C[2].Kind == Tok::Char);
  CHECK(C[2].IntVal == 'a');
  CHECK(C[3].IntVal == '\n');
  CHECK(C[4].IntVal == 'A');
  CHECK(C[5].IntVal == '\'');
  CHECK_THROWS_AS(lex("x = 'ab'"), CompileError);
  CHECK_THROWS_AS(lex("x = ''"), CompileError);
  CHECK_THROWS_AS(lex("x = '\\256'"), CompileError);
  CHECK_THROWS_AS(lex("{- open"), CompileError);
  CHECK_THROWS_AS(lex("x = \"abc"), CompileError);
  auto E = lex("x = '\\a' '\\x41' '\\o101' '\\v'");
  REQUIRE(E.size() == 7);
  CHECK(E[2].IntVal == 7);
  CHECK(E[3].IntVal == 'A');
  CHECK(E[4].IntVal == 'A');
  CHECK(E[5].IntVal == 11);
  CHECK_THROWS_AS(lex("x = '\\xg'"), CompileError);
}

TEST_CASE("lexer: qualified names, and ranges that look like them", "[lazy][lexer]") {
  auto Kinds = [](const std::string &Src) {
    std::string Out;
    for (auto &K : lex(Src)) {
      if (K.Kind == Tok::Eof) break;
      Out += std::string(Out.empty() ? "" : " ") + tokName(K.Kind) + ":" + K.Text;
    }
    return Out;
  };
  CHECK(Kinds("M.insert Data.Map.Map m M.! k") ==
        "identifier:M.insert constructor:Data.Map.Map identifier:m operator:M.! identifier:k");
  CHECK(Kinds("[False..] [LT ..GT] [A..B]") ==
        "'[': constructor:False ..:.. ']': '[': constructor:LT ..:.. constructor:GT ']': "
        "'[': constructor:A ..:.. constructor:B ']':");
  CHECK(Kinds("f.g") == "identifier:f operator:. identifier:g");
  CHECK(baseName("Data.Map.insert") == "insert");
  CHECK(qualifierOf("Data.Map.insert") == "Data.Map");
  CHECK(baseName("Map.!") == "!");
  CHECK(qualifierOf("Just") == "");
}

TEST_CASE("lexer: Double literals and Integers beyond 64 bits", "[lazy][lexer]") {
  auto Kinds = [](const std::string &Src) {
    std::vector<std::string> Out;
    for (auto &K : lex(Src))
      if (K.Kind != Tok::Eof)
        Out.push_back(std::string(tokName(K.Kind)) + ":" +
                      (K.Kind == Tok::Int && K.Text.empty() ? std::to_string(K.IntVal) : K.Text));
    return Out;
  };
  CHECK(Kinds("1.5 2e3 6.02E+23 1e-2") ==
        std::vector<std::string>{"floating-point literal:1.5", "floating-point literal:2e3",
                                 "floating-point literal:6.02E+23", "floating-point literal:1e-2"});
  // A range, composition and a name after a number stay what they were.
  CHECK(Kinds("[1..10]") == std::vector<std::string>{"'[':", "integer:1", "..:..", "integer:10",
                                                     "']':"});
  CHECK(Kinds("1e") == std::vector<std::string>{"integer:1", "identifier:e"});
  // Beyond int64 the digits are kept (an Integer literal); 2^63 is one too.
  CHECK(Kinds("9223372036854775807 9223372036854775808 123456789012345678901234567890") ==
        std::vector<std::string>{"integer:9223372036854775807", "integer:9223372036854775808",
                                 "integer:123456789012345678901234567890"});
}

static const Expr &body(const SourceModule &M, size_t I = 0) { return *M.Decls[I]->Rhs.Body; }
static std::string opOf(const Expr &E) { // ((op a) b) -> op
  return E.Kind == ExprKind::App && E.Sub[0]->Kind == ExprKind::App ? E.Sub[0]->Sub[0]->Name : "";
}

TEST_CASE("parser: Haskell 98 fixities, sections, negation", "[lazy][parser]") {
  SourceModule M = parseModule("r = 1 + 2 * 3 : xs ++ ys\n");
  const Expr &E = body(M); // (1 + (2 * 3)) : (xs ++ ys)
  CHECK(opOf(E) == ":");
  CHECK(opOf(*E.Sub[0]->Sub[1]) == "+");
  CHECK(opOf(*E.Sub[1]) == "++");
  SourceModule D = parseModule("r = f . g $ x `div` 2\n");
  CHECK(opOf(body(D)) == "$"); // (f . g) $ (x `div` 2)
  CHECK(opOf(*body(D).Sub[1]) == "div");
  CHECK_THROWS_AS(parseModule("r = a == b == c\n"), CompileError); // non-associative
  SourceModule S = parseModule("a = (+ 1)\nb = (2 *)\nc = (`div` 2)\nd = (- 1)\ne = (-)\n");
  CHECK(body(S, 0).Kind == ExprKind::SectionR);
  CHECK(body(S, 1).Kind == ExprKind::SectionL);
  CHECK(body(S, 2).Kind == ExprKind::SectionR);
  CHECK(body(S, 3).Kind == ExprKind::Neg);
  CHECK(body(S, 4).Kind == ExprKind::Var);
}

TEST_CASE("parser: comprehensions, ranges, guards, SCC", "[lazy][parser]") {
  SourceModule M = parseModule(
      "c = [(x, y) | x <- xs, (y, _) <- ys, let z = x, odd z]\n"
      "r = [1, 3 .. 9]\n"
      "f n | n > 0 = 1\n    | otherwise = 0\n"
      "s = {-# SCC \"work\" #-} f 3\n");
  CHECK(body(M, 0).Kind == ExprKind::Comp);
  CHECK(body(M, 0).Quals.size() == 4);
  CHECK(body(M, 0).Quals[1].P->Kind == PatKind::Tuple);
  CHECK(body(M, 0).Quals[1].P->Sub[1]->Kind == PatKind::Wild);
  CHECK(body(M, 1).Kind == ExprKind::Range);
  CHECK(M.Decls[2]->Rhs.Guards.size() == 2);
  CHECK(body(M, 3).Kind == ExprKind::SCC);
  CHECK(body(M, 3).Name == "work");
}

static LoweredProgram lowered(const std::string &Src, bool ProfAuto) {
  LoweredProgram LP;
  LP.ProfAuto = ProfAuto;
  LP.Prelude = parseModule("id x = x\nmap f [] = []\nmap f (x:xs) = f x : map f xs\n");
  LP.User = parseModule(Src);
  lower(LP);
  return LP;
}
static FunDef *fun(LoweredProgram &LP, const std::string &Name) {
  for (auto &F : LP.Funs)
    if (F->Name == Name) return F.get();
  return nullptr;
}

TEST_CASE("lower: cost centres, names, errors", "[lazy][lower]") {
  LoweredProgram LP = lowered("sq x = x * x\nmain = print (map sq [1, 2])\n"
                              "g x = let h y = y in {-# SCC \"inner\" #-} h x\n", true);
  REQUIRE(fun(LP, "sq"));
  CHECK(fun(LP, "sq")->CostCentre == "sq");     // -fprof-auto: top-level functions
  CHECK(fun(LP, "main")->CostCentre == "main"); // and CAFs
  CHECK(fun(LP, "Prelude.map"));                // the Prelude's are not cost centres
  CHECK(fun(LP, "Prelude.map")->CostCentre.empty());
  CHECK(fun(LP, "g.h"));
  CHECK(fun(LP, "g.h")->CostCentre.empty());
  CHECK(fun(LP, "g.scc.inner"));
  CHECK(fun(LP, "g.scc.inner")->CostCentre == "inner");

  LoweredProgram Plain = lowered("sq x = x * x\nmain = print (sq 2)\n", false);
  CHECK(fun(Plain, "sq")->CostCentre.empty());

  try {
    lowered("main = print (f 1)\n", false);
    FAIL("no error");
  } catch (const CompileError &E) {
    CHECK(E.At.Line == 1);
    CHECK(E.At.Col == 15);
    CHECK(std::string(E.what()) == "variable not in scope: 'f'");
  }
  CHECK_THROWS_AS(lowered("f 0 = 1\ng = 2\nf n = n\nmain = print 1\n", false), CompileError);
  CHECK_THROWS_AS(lowered("f x = 1\nf x y = 2\nmain = print 1\n", false), CompileError);
  CHECK_THROWS_AS(lowered("x = 1\n", false), CompileError); // no main
}

/// The first type error of \p Src (with a small Prelude), or "" if it
/// type-checks.
static std::string typeError(const std::string &Src) {
  LoweredProgram LP;
  LP.Prelude = parseModule("id x = x\nmap f [] = []\nmap f (x:xs) = f x : map f xs\n"
                           "data Maybe a = Nothing | Just a deriving (Eq, Show)\n");
  LP.User = parseModule(Src);
  try {
    lower(LP);
    typecheck(LP);
  } catch (const CompileError &E) {
    return std::to_string(E.At.Line) + ":" + std::to_string(E.At.Col) + ": " + E.what();
  }
  return "";
}

TEST_CASE("typecheck: polymorphism, classes, signatures", "[lazy][types]") {
  // let-polymorphism and a generalized top-level function at two types
  CHECK(typeError("pair x = (x, x)\nmain = print (pair 1, pair True, let i y = y in (i 'c', i 2))\n") == "");
  // a context that the body needs through a superclass (Ord gives Eq)
  CHECK(typeError("same :: Ord a => a -> a -> Bool\nsame x y = x == y\nmain = print (same 1 2)\n") == "");
  // string patterns and String = [Char]
  CHECK(typeError("f \"ab\" = 'x'\nf (c:_) = c\nmain = print (f \"abc\" : map id \"de\")\n") == "");
  CHECK(typeError("main = print (1 + True)\n") ==
        "1:17: no instance for (Num Bool) arising from a use of '+'");
  CHECK(typeError("f :: a -> a\nf x = x + 1\nmain = print (f 1)\n") ==
        "2:9: no instance for (Num a) arising from a use of '+': add (Num a) to the context of "
        "the type signature for 'f'");
  CHECK(typeError("data T = A | B\nmain = print A\n") ==
        "2:8: no instance for (Show T) arising from a use of 'print'");
  CHECK(typeError("main = print (Just 1 == Just 'x')\n") ==
        "1:20: no instance for (Num Char) arising from the literal '1'");
  // the monomorphism restriction: n is not overloaded
  CHECK(typeError("n = 2\nk :: Int\nk = 1\nmain = print (n + k, n + (1 :: Integer))\n") ==
        "4:27: couldn't match expected type 'Int' with actual type 'Integer' in an argument of '+'");
  CHECK(typeError("main = print (map id)\n").find("no instance for (Show") != std::string::npos);
}

/// Which parameters of each function of \p Src are strict, as
/// "f:SL g:S" (S strict, L lazy), for the functions named in \p Names.
static std::string strictness(const std::string &Src, const std::vector<std::string> &Names) {
  LoweredProgram LP;
  LP.Prelude = parseModule("data Maybe a = Nothing | Just a\n");
  LP.User = parseModule(Src);
  lower(LP);
  typecheck(LP);
  analyseStrictness(LP);
  std::string Out;
  for (const std::string &N : Names)
    for (auto &F : LP.Funs)
      if (F->Name == N) {
        Out += (Out.empty() ? "" : " ") + N + ":";
        for (bool S : F->Strict) Out += S ? 'S' : 'L';
        if (!F->Arity) Out += F->Eager ? "eager" : "thunk"; // a let's value
      }
  return Out;
}

TEST_CASE("strictness: arguments surely evaluated", "[lazy][strictness]") {
  // an accumulator: the greatest fixed point keeps both strict
  CHECK(strictness("go :: Int -> Int -> Int\ngo acc n = if n == 0 then acc else go (acc + n) (n - 1)\n"
                   "main = print (go 0 10)\n",
                   {"go"}) == "go:SS");
  // a case on the second argument; the first only in one branch
  CHECK(strictness("f :: Int -> Maybe Int -> Int\nf d m = case m of\n  Nothing -> d\n  Just x -> x\n"
                   "main = print (f 1 Nothing)\n",
                   {"f"}) == "f:LS");
  // the first equation's first refutable pattern; the later ones are not
  // surely reached; a parameter only passed to a constructor stays lazy
  CHECK(strictness("g :: Int -> Int -> [Int] -> [Int]\ng 0 y xs = xs\ng n y xs = y : g (n - 1) y xs\n"
                   "main = print (g 2 3 [])\n",
                   {"g"}) == "g:SLL");
  // guards: the first guard is evaluated; a newtype pattern does not evaluate
  CHECK(strictness("newtype N = N Int\nh :: N -> Int -> Int\nh (N a) b\n  | b > 0 = 1\n  | True = a\n"
                   "main = print (h (N 1) 2)\n",
                   {"h"}) == "h:LS");
  // an argument passed on to a strict parameter of another function
  CHECK(strictness("k :: Int -> Int\nk x = x * 2\nm :: Int -> Int -> Int\nm a b = k a\n"
                   "main = print (m 1 2)\n",
                   {"k", "m"}) == "k:S m:SL");
  // never returns: strict in everything, as a function that fails is
  CHECK(strictness("loop :: Int -> Int\nloop x = loop x\nmain = print 1\n", {"loop"}) == "loop:S");
  // a let's value that its body surely evaluates is computed at the let;
  // one evaluated in one branch only, or recursive, stays a thunk
  CHECK(strictness("s :: Int -> Int -> Int\ns acc n = if n == 0 then acc else let a = acc + n in a `seq` s a (n - 1)\n"
                   "t :: Int -> Int\nt n = let b = n * 2 in if n > 5 then b else 0\n"
                   "u :: Int -> Int\nu n = let xs = n : xs in case xs of\n  (x:_) -> x\n"
                   "main = print (s 0 3 + t 1 + u 2)\n",
                   {"s.a", "t.b", "u.xs"}) == "s.a:eager t.b:thunk u.xs:thunk");
}
