//===- AST.h - lazy-mini: abstract syntax, with source locations ----------===//
//
// The parser builds these. Operators are already resolved to applications
// (fixities are the Haskell 98 Prelude's), list comprehensions, ranges,
// sections, `if` and `do` keep their own nodes for Lower to desugar. Types
// as written (signatures, annotations, data fields, synonyms) are kept for
// the type checker (Typecheck.h).
//
//===----------------------------------------------------------------------===//
#pragma once
#include "Lexer.h"
#include "../common/Nesting.h"

#include <cctype>
#include <memory>
#include <string>
#include <vector>

namespace lazy {

struct Expr;
struct Pat;
struct Decl;
struct Binding;
struct ConInfo;
struct FunDef;
struct BindGroup;
using ExprP = std::unique_ptr<Expr>;
using PatP = std::unique_ptr<Pat>;
using DeclP = std::unique_ptr<Decl>;

/// A type as written: `T t1 .. tn` (Con; `()` and `[]` too), `a` or
/// `f t1 .. tn` (Var: a constructor class's variable applied), `t1 -> t2`
/// (Fun), `[t]` (List), `(t1, .., tn)` (Tuple, n >= 2).
enum class TypeKind { Var, Con, Fun, List, Tuple };
struct TypeExpr;
using TypeP = std::unique_ptr<TypeExpr>;
struct TypeExpr {
  TypeKind Kind;
  Loc At;
  std::string Name;        // Var, Con
  std::vector<TypeP> Args; // Con and Var arguments, Fun (from, to), List element, Tuple elements
  TypeExpr(TypeKind K, Loc L) : Kind(K), At(L) {}
  TypeP clone() const {
    auto T = std::make_unique<TypeExpr>(Kind, At);
    T->Name = Name;
    for (auto &A : Args) T->Args.push_back(A->clone());
    return T;
  }
};

/// `C t` in a context.
struct ClassPred {
  Loc At;
  std::string Class;
  TypeP Type;
};

/// `[context =>] type`: a signature or an annotation.
struct TypeSig {
  Loc At;
  std::vector<ClassPred> Context;
  TypeP Type;
};

enum class PatKind { Wild, Var, Int, Char, Con, Tuple, As, Lazy };

struct Pat {
  PatKind Kind;
  Loc At;
  std::string Name;      // Var, Con, As (the variable)
  long long IntVal = 0;  // Int, Char (its code)
  std::vector<PatP> Sub; // Con arguments, Tuple elements, As/Lazy pattern
  bool Record = false;   // Con: C {f = p, ...}: Sub are the fields named, in FieldNames
  std::vector<std::string> FieldNames;
  Binding *Bind = nullptr; // Var, As (filled by Lower)
  ConInfo *Con = nullptr;  // Con, Tuple (filled by Lower)
  Pat(PatKind K, Loc L) : Kind(K), At(L) {}
  ~Pat() { fe::destroyIteratively(Sub); } // long list patterns are deep
};

/// A right-hand side: `= e` or guarded `| g1 = e1 | g2 = e2`, with an
/// optional `where` block.
struct GuardedRhs {
  std::vector<std::pair<ExprP, ExprP>> Guards; // empty: plain body
  ExprP Body;
  std::vector<DeclP> Where;
  std::shared_ptr<BindGroup> WhereBinds; // filled by Lower
};

struct Alt {
  Loc At;
  PatP P;
  GuardedRhs Rhs;
};

enum class ExprKind {
  Var, Con, Int, Frac, Char, Str, App, Lambda, Let, If, Case, Tuple, List,
  Range,    // [a..], [a..b], [a,b..], [a,b..c]: Sub = from, then?, to? (nullptr when absent)
  Comp,     // [e | quals]: Sub[0] = e
  Neg,      // - e
  SectionL, // (e op): Name = op, Sub[0] = e
  SectionR, // (op e): Name = op, Sub[0] = e
  SCC,      // {-# SCC "label" #-} e: Name = label
  Do,       // do { e1; e2; let ds; ... }: Stmts
  RecordCon, // C { f = e, ... }: Name = C, FieldNames, Sub = the values
  RecordUpd, // e { f = e', ... }: Sub[0] = e, then the values; FieldNames
  Wildcard, AsPattern, // `_` and `x@e`: parsed as expressions only to become
                       // generator patterns (an error anywhere else)
  PatGuard, // a guard of qualifiers, `| Just y <- f x, y > 0, let z = y`: Quals
            // (only as a GuardedRhs's guard; a plain Bool guard is the expression)
};

struct Qual { // a list-comprehension qualifier or a do statement
  enum Kind { Gen, Guard, Let } K;
  Loc At;
  PatP P;                  // Gen
  ExprP E;                 // Gen, Guard
  std::vector<DeclP> Decls; // Let
  std::shared_ptr<BindGroup> Binds; // Let in a pattern guard (filled by Lower)
};

struct Expr {
  ExprKind Kind;
  Loc At;
  std::string Name; // Var/Con name, Str literal, operator of a section, SCC label,
                    // a Frac literal, an Int literal beyond int64
  long long IntVal = 0;
  int NumType = 0; // an Int or Frac literal: its type (LZ_NUM_*; Typecheck)
  std::vector<ExprP> Sub;     // App: f, x; If: c, t, e; Tuple/List elements; Let/Lambda body
  std::vector<PatP> Params;   // Lambda
  std::vector<Alt> Alts;      // Case
  std::vector<DeclP> Decls;   // Let
  std::vector<Qual> Quals;    // Comp, Do
  // filled by Lower
  std::shared_ptr<TypeSig> Annot;     // `e :: t` (any kind of expression)
  std::string ShowType; // Var of show or print: the shown type (LZ_SHOW_*; Typecheck)
  std::vector<std::string> FieldNames; // RecordCon, RecordUpd
  Binding *Bind = nullptr;            // Var, Con
  FunDef *Fn = nullptr;               // Lambda, SCC (the function it becomes)
  std::shared_ptr<BindGroup> LetBinds; // Let
  unsigned BindLo = 0, BindHi = 0;    // ids of the bindings made inside
  Expr(ExprKind K, Loc L) : Kind(K), At(L) {}
  ~Expr() { fe::destroyIteratively(Sub); } // `1 + 1 + ...` is as deep as long
};

struct ConDecl {
  Loc At;
  std::string Name;
  unsigned Arity = 0;
  std::vector<TypeP> Fields; // Arity of them
  std::vector<std::string> FieldNames; // a record constructor's, one per field; else empty
};

enum class DeclKind { Fun, Pat, Data, Sig, Synonym, Instance, Class };

/// One equation `f p1 .. pn rhs`, a pattern binding `p rhs`, a data
/// declaration, a type signature `f, g :: t` or a synonym `type T a = t`.
/// Lower groups consecutive equations of one function.
struct Decl {
  DeclKind Kind;
  Loc At;
  std::string Name;        // Fun: the function; Data, Synonym: the type
  std::vector<PatP> Params; // Fun
  PatP Lhs;                // Pat
  GuardedRhs Rhs;          // Fun, Pat
  std::vector<ConDecl> Cons; // Data
  std::vector<std::string> TyParams; // Data, Synonym
  std::vector<std::pair<Loc, std::string>> Deriving; // Data
  bool Newtype = false; // Data: declared with `newtype` (its pattern does not evaluate)
  bool Mono = false;    // Fun: a comprehension's generator (Lower): typed as a lambda, not generalized
  std::vector<std::pair<Loc, std::string>> Names;    // Sig: the variables it types
  std::shared_ptr<TypeSig> Sig; // Sig
  TypeP Synonym;                // Synonym: the right-hand side
  // Instance: `instance ctx => Class T a .. where methods`: Name = Class,
  // Sig = ctx => T a .., Methods = the equations; MethodSigs (Lower) the
  // signature each method is checked against.
  // Class: `class ctx => C a where sigs and default methods`: Name = C,
  // TyParams = {a}, Sig = ctx => C a (the superclasses), Methods.
  std::vector<DeclP> Methods;
  std::vector<std::shared_ptr<TypeSig>> MethodSigs;
  unsigned BindLo = 0, BindHi = 0; // Pat: ids of the bindings made in Rhs (Lower)
  Decl(DeclKind K, Loc L) : Kind(K), At(L) {}
};

/// A name without its module qualifier: `Map.insert` -> `insert`,
/// `Data.Map.Map` -> `Map`, `Map.!` -> `!`; other names as they are.
inline std::string baseName(const std::string &Name) {
  size_t I = 0;
  while (I < Name.size() && isupper((unsigned char)Name[I])) {
    size_t J = I;
    while (J < Name.size() && (isalnum((unsigned char)Name[J]) || Name[J] == '_' || Name[J] == '\''))
      ++J;
    if (J + 1 >= Name.size() || Name[J] != '.') break;
    I = J + 1;
  }
  return Name.substr(I);
}
/// `M.x`'s M, or empty for an unqualified name.
inline std::string qualifierOf(const std::string &Name) {
  size_t B = Name.size() - baseName(Name).size();
  return B ? Name.substr(0, B - 1) : std::string();
}

/// `import [qualified] M [as A] [[hiding] (x, T, T(..), (op))]`. Lower
/// resolves it (Modules.h: which modules there are).
struct ImportDecl {
  Loc At;
  std::string Module, As; // As: the alias, or the module's name
  bool Qualified = false;
  bool HasList = false, Hiding = false;
  std::vector<std::pair<Loc, std::string>> Names; // the list's names (constructors' too)
};

struct SourceModule {
  std::string Name; // `module M where`: M (else empty)
  bool HasExports = false;
  std::vector<std::pair<Loc, std::string>> Exports;
  std::vector<ImportDecl> Imports;
  std::vector<DeclP> Decls;
};

} // namespace lazy
