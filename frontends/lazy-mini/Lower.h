//===- Lower.h - lazy-mini: desugaring, name resolution, cost centres -----===//
//
// Lower rewrites the sugar (comprehensions, ranges, sections, negation,
// `do`, string and list literals stay) into applications of Prelude
// functions, groups the equations of each function, resolves every name to
// a Binding, numbers the bindings so that Codegen can compute the free
// variables of any expression (those referenced inside it but bound outside
// it), and decides which functions are cost centres: SCC expressions, and
// with -fprof-auto every top-level function and CAF of the program (not the
// Prelude's, as in GHC).
//
//===----------------------------------------------------------------------===//
#pragma once
#include "AST.h"
#include "Modules.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace llvm {
class Function;
class GlobalVariable;
class Value;
} // namespace llvm

namespace lazy {

enum class Prim {
  None, Add, Sub, Mul, Div, Mod, Quot, Rem, Negate, Eq, Ne, Lt, Le, Gt, Ge,
  Seq, Error, Show, Print, PutStrLn, Then, Return,
  Coerce, // fromIntegral, toInteger, fromInteger, realToFrac: to the type the checker finds
  Bind,   // >>= of IO
  Ord, Chr, // Data.Char's ord and chr
  PutStr,
  // Enum and Bounded, from the values: fromEnum; the value of x's type
  // whose fromEnum is n (primEnumLike x n); the largest and smallest
  // fromEnum of x's type. toEnum, minBound and maxBound become these at
  // the type the checker finds (Typecheck.cpp, typeDirected).
  FromEnum, EnumLike, EnumTop, EnumBottom,
  ToEnum, MinBound, MaxBound,
  // Fractional and Floating: (/); primMath op x y (sqrt, exp, ..., **:
  // LZ_MATH_*); primRound mode x (truncate, round, ceiling, floor), to
  // the integral type the checker finds, as primIntegralCoerce.
  FDiv, Math, Round,
  // A class method's selector: the field Binding::Field of a dictionary.
  Method,
  // primCompare x y: -1, 0 or 1 as x is less than, equal to or greater
  // than y (a program's Ord instance's compare, called once)
  Compare,
  // primShowsPrec d x: show x in a context of precedence d (showsPrec, and
  // the runtime calls a program's showsPrec with the d it meets)
  ShowsPrec,
  // Text.Printf's printf: String -> r, r a function of the arguments to
  // IO () or String; each use's shape is fixed by the checker (Binding::Shape)
  Printf,
  Last = Printf
};
unsigned primArity(Prim P);
const char *primName(Prim P);

struct ConInfo {
  std::string Name;
  unsigned Tag = 0, Arity = 0;
  const Decl *Data = nullptr; // its data declaration (null: built in)
  const ConDecl *Ctor = nullptr; // ... and the constructor there
  llvm::GlobalVariable *Info = nullptr;   // codegen: info table
  llvm::GlobalVariable *Static = nullptr; // codegen: the nullary constructor's object
};

struct Binding {
  enum Kind { Var, Fun, Con, Prim } K = Var;
  std::string Name;
  Loc At;
  unsigned Id = 0;
  bool Global = false; // top level: a function or a CAF
  FunDef *Fn = nullptr;
  ConInfo *C = nullptr;
  lazy::Prim P = lazy::Prim::None;
  int NumType = 0; // a Prim's numeric result type, where the checker fixed it (LZ_NUM_*)
  unsigned Field = 0; // a Prim::Method: the dictionary field it selects; a
                      // Prim::Printf: its shape's number
  std::string Shape;  // a Prim::Printf at its uses: lazy_printf.c's shape
  llvm::GlobalVariable *G = nullptr; // codegen: static closure or CAF object
};

/// A function (equations of a `f p1 .. pn = ...`, n >= 1), a value binding
/// (n = 0: a thunk, or a CAF at top level), a lambda, or an SCC body.
struct FunDef {
  std::string Name; // report / symbol name
  Loc At;
  unsigned Arity = 0;
  std::vector<Decl *> Eqs; // equations (Fun decls)
  Expr *Lambda = nullptr;  // a lambda: Params + Sub[0]
  Expr *SCCBody = nullptr; // an SCC: the expression it scopes over
  Binding *B = nullptr;    // the name it binds (null for lambdas and SCCs)
  bool TopLevel = false;
  bool Mono = false;      // not generalized (Decl::Mono)
  bool InPrelude = false; // the Prelude's or a library module's (not profiled)
  std::string File;       // a library module's: its name (else Prelude.hs or the program)
  std::string CostCentre; // non-empty: a cost-centre function with this label
  /// The dictionaries it takes before its arguments, one per class of its
  /// signature's context that is passed as a dictionary (isValueClass:
  /// not): Typecheck adds them to the equations once it has the types.
  std::vector<Binding *> DictParams;
  bool IsDict = false; // an instance's dictionary: its body is made by Typecheck
  /// A value whose signature has only value classes in its context (`total
  /// :: Num a => [a] -> a; total = foldr (+) 0`): a function of () (in
  /// DictParams), as GHC's is of its dictionaries - evaluated at each use.
  Binding *UnitParam = nullptr;
  unsigned BindLo = 0, BindHi = 0; // ids of the bindings made inside (equations)
  std::vector<bool> Strict; // per parameter: surely evaluated (Strictness.h)
  bool Eager = false; // a let's value its body surely evaluates: computed at the let
  llvm::Function *Code = nullptr;
  llvm::GlobalVariable *Info = nullptr, *Static = nullptr; // codegen
};

/// Calls \p F on every expression directly inside \p E (operands, bodies,
/// guards, alternatives, where and let right-hand sides).
void forEachChild(Expr &E, const std::function<void(Expr &)> &F);
void forEachChild(GuardedRhs &R, const std::function<void(Expr &)> &F);

/// The bindings of one declaration list (top level, let, where): all
/// mutually recursive.
struct BindGroup {
  std::vector<FunDef *> Funs;
  std::vector<Decl *> PatBinds; // (p) = e, lazily matched
  std::vector<std::vector<Binding *>> PatVars; // per pattern binding
  std::unordered_map<const Binding *, const TypeSig *> Sigs; // type signatures
};

/// The Prelude's Eq, Ord, Show, Enum, Bounded and numeric classes: their
/// methods find the instance from the values at run time. Every other
/// class (Functor, Monad, a program's own) is compiled by dictionary passing.
bool isValueClass(const std::string &Name);

/// A class compiled by dictionary passing. Its dictionary is a constructor
/// (Dict) of the superclasses' dictionaries, then the methods.
struct ClassInfo {
  const Decl *D;
  std::string Name, Var;
  std::vector<std::string> Supers;      // dictionary superclasses, in field order
  std::vector<std::string> ValueSupers; // Eq, Ord, ...: no field
  std::vector<Binding *> SuperSelectors; // field I: Supers[I]'s dictionary
  struct Method {
    std::string Name;
    const TypeSig *Sig;
    Binding *Selector;          // a Prim::Method
    FunDef *Default = nullptr;  // its default, a function of the class's dictionary
  };
  std::vector<Method> Methods;
  ConInfo *Dict = nullptr;
};

/// `instance ctx => C (T a ..)` of a dictionary class: its methods, each a
/// top-level function of the context's dictionaries, and the dictionary.
struct DictInstance {
  Decl *D; // Sig: the context => the instance type
  ClassInfo *Class;
  std::vector<std::pair<std::string, FunDef *>> Methods;
  FunDef *Dict = nullptr;
};

struct LoweredProgram {
  SourceModule Prelude, User;
  /// The library modules the program imports (Modules.h), by name.
  std::vector<std::pair<std::string, SourceModule>> Libraries;
  std::shared_ptr<BindGroup> Top;
  std::vector<std::unique_ptr<FunDef>> Funs;
  std::vector<std::unique_ptr<Binding>> Bindings;
  std::vector<std::unique_ptr<ConInfo>> Cons;
  std::vector<std::unique_ptr<Expr>> Synth; // expressions Lower made up
  ConInfo *Nil = nullptr, *Cons_ = nullptr, *False = nullptr, *True = nullptr,
          *Unit = nullptr;
  std::map<unsigned, ConInfo *> Tuples; // by arity
  std::vector<const Decl *> Types; // data declarations and synonyms, Prelude's first
  /// A program's instance of Show, Eq or Ord for one of its data types:
  /// each method a top-level function (in Top), called by the runtime.
  struct Instance {
    const Decl *D;    // the instance declaration
    const Decl *Data; // the data type
    std::vector<std::pair<std::string, FunDef *>> Methods; // by method name
  };
  std::vector<Instance> Instances;
  std::vector<std::unique_ptr<ClassInfo>> Classes;
  std::vector<DictInstance> DictInstances;
  std::vector<std::unique_ptr<Decl>> SynthDecls; // declarations Lower made up
  Binding *Main = nullptr;
  bool ProfAuto = false;
  std::string SourceName;
};

/// Lowers Prelude then User in one top-level scope. Throws CompileError.
void lower(LoweredProgram &LP);

} // namespace lazy
