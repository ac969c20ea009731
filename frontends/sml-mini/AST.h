//===- AST.h - sml-mini: abstract syntax, with source locations -----------===//
//
// The parser builds these; Lower resolves names (filling the `Bind`, `Con`,
// `Fn` fields) and computes closures; Typecheck infers and checks types
// (reading the type expressions kept here); Codegen reads them.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "Diag.h"
#include "../common/Nesting.h"
#include <memory>
#include <string>
#include <vector>

namespace sml {

struct Binding;
struct FunInfo;
struct ConInfo;
struct Expr;
struct Pat;
struct Dec;
using ExprP = std::unique_ptr<Expr>;
using PatP = std::unique_ptr<Pat>;
using DecP = std::unique_ptr<Dec>;

/// SML's order of record labels: numbers by value, before names, names
/// alphabetically. A record's fields are laid out in this order.
inline bool labelLess(const std::string &A, const std::string &B) {
  bool NA = !A.empty() && A[0] >= '0' && A[0] <= '9', NB = !B.empty() && B[0] >= '0' && B[0] <= '9';
  if (NA != NB)
    return NA;
  if (NA && A.size() != B.size())
    return A.size() < B.size();
  return A < B;
}

/// A type as written: 'a, int, 'a list, (int, string) pair, t1 * t2, t1 -> t2.
enum class TyKind { Var, Con, Tuple, Arrow, Record };
struct TypeExpr {
  TyKind Kind;
  Loc At;
  std::string Name;                             // Var: "'a"; Con: the type constructor
  std::vector<std::shared_ptr<TypeExpr>> Args; // Con: arguments; Tuple: components;
                                               // Arrow: domain, range;
                                               // Record: the fields' types
  std::vector<std::string> Labels;             // Record: the fields' labels
  bool Parens = false;                         // written in parentheses
  TypeExpr(TyKind K, Loc L) : Kind(K), At(L) {}
};
using TyP = std::shared_ptr<TypeExpr>;

enum class PatKind { Wild, Var, Int, Char, Str, Tuple, Con, Cons, Ref, As, Record };

struct Pat {
  PatKind Kind;
  Loc At;
  std::string Name;   // Var / Con / As (the layered variable)
  long long IntVal = 0; // Int; Char: the character's code
  std::string StrVal;
  std::vector<PatP> Sub; // Tuple elements; Con argument (0 or 1); Cons head, tail;
                         // Ref; As: the pattern the variable is layered on
  std::vector<TyP> Annots; // `p : t`
  std::vector<std::string> Labels; // Record: the fields' labels (Sub: their patterns)
  bool Flexible = false;           // Record: `{a = p, ...}`
  // filled by Lower
  Binding *Bind = nullptr; // Var, As
  ConInfo *Con = nullptr;  // Con (datatype constructor or exception)
  Pat(PatKind K, Loc L) : Kind(K), At(L) {}
  ~Pat() { fe::destroyIteratively(Sub); } // long list patterns are deep
};

struct Rule {
  PatP P;
  ExprP Body;
};

struct Clause { // one clause of a `fun`: f p1 ... pn = body
  Loc At;
  std::vector<PatP> Params;
  TyP Result; // `f p1 ... pn : t = body`
  ExprP Body;
};

enum class ExprKind {
  Int, Real, Char, Str, Var, Tuple, App, Infix, AndAlso, OrElse, If, Case, Fn, Let, Seq,
  Raise, Handle, List, While,
  Record, // {a = e1, b = e2}: Labels, Sub in the order written
  Select  // #a: the selector function; IntVal: the field's index, set by Typecheck
};

struct Expr {
  ExprKind Kind;
  Loc At;
  long long IntVal = 0;      // Int; Char: the character's code
  double RealVal = 0;        // Real
  std::string Name;          // Var name / Infix operator / Str literal
  std::vector<ExprP> Sub;    // operands, tuple/list/seq elements; If: c,t,e;
                             // While: condition, body
  std::vector<Rule> Rules;   // Case / Fn / Handle
  std::vector<DecP> Decs;    // Let
  std::vector<TyP> Annots;   // `e : t`
  std::vector<std::string> Labels; // Record: the fields' labels
  // filled by Lower
  Binding *Bind = nullptr;   // Var (and Infix operators that are functions)
  FunInfo *Fn = nullptr;     // Fn
  Expr(ExprKind K, Loc L) : Kind(K), At(L) {}
  ~Expr() { fe::destroyIteratively(Sub); } // `1 + 1 + ...` is as deep as long
};

struct FunBind {
  Loc At;
  std::string Name;
  std::vector<Clause> Clauses;
  FunInfo *Fn = nullptr; // filled by Lower
};

struct ConDecl {
  Loc At;
  std::string Name;
  bool HasArg = false;
  unsigned Width = 1; // components of the argument's declared tuple type
  TyP Arg;            // HasArg: its type
  ConInfo *Info = nullptr; // filled by Lower
};

struct DataBind {
  Loc At;
  std::vector<std::string> TyVars;
  std::string Name;
  std::vector<ConDecl> Cons;
};

struct TypeBind { // type ('a, ...) name = ty
  Loc At;
  std::vector<std::string> TyVars;
  std::string Name;
  TyP Body;
};

/// A signature's specification (SML '97 section 5, without structures and
/// sharing): what a structure ascribed to it must define and exports.
struct Spec {
  enum Kind { Val, Type, EqType, Datatype, Exception } K;
  Loc At;
  std::string Name;                // Val, Type, EqType
  std::vector<std::string> TyVars; // Type, EqType
  TyP Ty;                          // Val: its type; Type: its definition, if given
  std::vector<DataBind> Datas;     // Datatype
  std::vector<ConDecl> Exns;       // Exception
};
struct SigExp {
  Loc At;
  std::vector<Spec> Specs;
};

enum class DecKind {
  Val, Fun, Datatype, Exception, Local, Type,
  Structure, // structure Name = struct Body end (or = Alias)
  Open,      // open Names
  Signature, // signature ... = sig ... end: parsed and dropped
  Fixity     // infix, infixr, nonfix: the parser's alone
};

struct Dec {
  DecKind Kind;
  Loc At;
  std::vector<std::pair<PatP, ExprP>> Vals; // Val (several with `and`)
  std::vector<FunBind> Funs;                // Fun (mutually recursive group)
  std::vector<DataBind> Datas;              // Datatype
  std::vector<ConDecl> Exns;                // Exception
  std::vector<TypeBind> Types;              // Type
  std::vector<DecP> Inner, Body;            // Local: local Inner in Body end;
                                            // Structure: its Body
  std::string Name, Alias;                  // Structure
  std::vector<std::string> Names;           // Open
  std::vector<ConInfo *> ExnInfos;          // filled by Lower
  std::shared_ptr<const SigExp> Sig;        // Structure: `S : SIG` or `S :> SIG`
  bool Opaque = false;                      // ... `:>`
  /// Structure: the values it defines (filled by Lower), by name, in order;
  /// with a signature, only those it specifies are bound outside.
  std::vector<std::pair<std::string, Binding *>> Members;
  Dec(DecKind K, Loc L) : Kind(K), At(L) {}
};

/// A structure in a message: 'S', or for `structure X : SIG = A` (a
/// functor's argument A, as its parameter X) 'A' (as X).
inline std::string structureName(const Dec &D) {
  return D.Alias.empty() ? "'" + D.Name + "'" : "'" + D.Alias + "' (as " + D.Name + ")";
}

struct Program {
  std::vector<DecP> Decs;
};

} // namespace sml
