//===- Lower.h - sml-mini: name resolution and closure conversion ---------===//
//
// Lower walks the AST once with a scope chain and
//  - resolves every identifier to a Binding (variable, `fun`, constructor,
//    exception or primitive), rejecting unbound names with their location;
//  - gives every function its report name, as in the paper: `f` inside
//    `subset` is `subset.f`, an anonymous `fn` inside `g` is `g.anon`
//    (`g.anon@LINE` when `g` has several, `f@LINE` for a name defined twice);
//  - computes each function's free variables (its closure), its curried
//    arity and which parameters are tuples passed flat in registers.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "AST.h"
#include "runtime/sml_runtime.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace llvm {
class Function;
class GlobalVariable;
} // namespace llvm

namespace sml {

/// Built-in operations compiled inline or to a runtime call:
/// X(name, its name in reports and messages, arity: 1, 2 (a pair) or 3 (a
/// triple)). Chars are ints at run time (the types keep them apart); a real
/// is a boxed double. The arithmetic and comparisons are int's (or the
/// comparisons' int, char and string's); Typecheck rewrites an overloaded
/// use on reals to the R* twin.
#define SML_PRIMS(X)                                                           \
  X(Add, "+", 2) X(Sub, "-", 2) X(Mul, "*", 2) X(Div, "div", 2) X(Mod, "mod", 2) \
  X(Neg, "~", 1) X(Abs, "abs", 1)                                              \
  X(Eq, "=", 2) X(Ne, "<>", 2) X(Lt, "<", 2) X(Gt, ">", 2) X(Le, "<=", 2)      \
  X(Ge, ">=", 2) X(Concat, "^", 2) X(Cons, "::", 2)                            \
  X(Assign, ":=", 2) X(Deref, "!", 1) X(Ref, "ref", 1) X(Print, "print", 1)    \
  X(IntToString, "Int.toString", 1) X(Size, "size", 1)                         \
  X(Ord, "ord", 1) X(Chr, "chr", 1) X(StrSub, "String.sub", 2) X(Str, "str", 1) \
  X(ArrayMake, "Array.array", 2) X(ArraySub, "Array.sub", 2)                   \
  X(ArrayUpdate, "Array.update", 3) X(ArrayLength, "Array.length", 1)          \
  X(ArrayFromList, "Array.fromList", 1) X(VectorFromList, "Vector.fromList", 1) \
  X(VectorSub, "Vector.sub", 2) X(VectorLength, "Vector.length", 1)            \
  X(RAdd, "Real.+", 2) X(RSub, "Real.-", 2) X(RMul, "Real.*", 2)               \
  X(RDiv, "Real./", 2) X(RNeg, "Real.~", 1) X(RAbs, "Real.abs", 1)             \
  X(RLt, "Real.<", 2) X(RGt, "Real.>", 2) X(RLe, "Real.<=", 2)                 \
  X(RGe, "Real.>=", 2) X(RealFromInt, "real", 1)                               \
  X(RealFloor, "floor", 1) X(RealCeil, "ceil", 1) X(RealTrunc, "trunc", 1)     \
  X(RealRound, "round", 1) X(RealFmt, "Real.fmt", 2)                           \
  X(MathSqrt, "Math.sqrt", 1) X(MathSin, "Math.sin", 1) X(MathCos, "Math.cos", 1) \
  X(MathTan, "Math.tan", 1) X(MathAtan, "Math.atan", 1) X(MathExp, "Math.exp", 1) \
  X(MathLn, "Math.ln", 1) X(MathLog10, "Math.log10", 1) X(MathPow, "Math.pow", 2) \
  X(MathAtan2, "Math.atan2", 2)                                                \
  X(IEq, "SMLMini.wordEq", 2) X(INe, "SMLMini.wordNe", 2)                      \
  X(ILt, "SMLMini.intLt", 2) X(IGt, "SMLMini.intGt", 2)                        \
  X(ILe, "SMLMini.intLe", 2) X(IGe, "SMLMini.intGe", 2)

enum class Prim {
  None,
#define SML_PRIM_ENUM(E, Name, Arity) E,
  SML_PRIMS(SML_PRIM_ENUM)
#undef SML_PRIM_ENUM
};
int primArity(Prim P); // 1, 2 (a pair) or 3 (a triple: Array.update)
const char *primName(Prim P);
/// The real twin of an overloaded int operation (Add -> RAdd), or None.
Prim realTwin(Prim P);
/// The twin of a comparison or equality for operands the types show to be
/// immediate words (ints, chars, bools: Lt -> ILt, Eq -> IEq), or None.
Prim wordTwin(Prim P);
/// Names the basis (basis.sml) may use and the program may not: Lower
/// unbinds them after the basis.
constexpr const char *InternalPrefix = "SMLMini.";

/// A datatype constructor or an exception constructor.
struct ConInfo {
  std::string Name;
  bool HasArg = false;
  unsigned Width = 0; // >= 2: the argument is a tuple stored flat in the cell
  bool IsExn = false;
  int TypeId = 0, Index = 0; // datatype constructors
  /// The only constructor of its datatype with an argument: in well-typed
  /// code every pointer of the type is this constructor (no header test).
  bool SoleBoxed = false;
  int ExnId = 0;             // exceptions
  std::string RuntimeSym;    // built-in exceptions live in the runtime
  llvm::GlobalVariable *Static = nullptr; // codegen: nullary exn object / name string
};

struct Binding {
  enum Kind { Var, Fun, Con, Prim } K = Var;
  std::string Name;
  Loc At;
  FunInfo *Owner = nullptr; // function whose frame binds it
  bool Global = false;      // top level: an LLVM global (or a static closure)
  FunInfo *Fn = nullptr;    // Fun
  ConInfo *C = nullptr;     // Con
  sml::Prim P = sml::Prim::None;
  llvm::GlobalVariable *G = nullptr; // codegen: global value slot
};

struct FunInfo {
  std::string Name; // LLVM symbol and report name
  Loc At;
  FunInfo *Parent = nullptr;
  bool IsRoot = false;        // the top-level code, <toplevel>
  bool InBasis = false;       // defined in basis.sml
  Binding *Self = nullptr;    // `fun` binding (null for `fn`)
  std::vector<Clause> *Clauses = nullptr; // `fun`
  std::vector<Rule> *Rules = nullptr;     // `fn`
  unsigned Arity = 1;
  std::vector<unsigned> Widths; // per curried parameter: 0 = one value, k>=2 = a k-tuple passed flat
  std::vector<Binding *> Free;  // captured variables, in closure order
  std::map<Binding *, unsigned> FreeIdx;
  std::vector<FunInfo *> Group; // `fun ... and ...` siblings (incl. itself)
  // codegen
  llvm::Function *Direct = nullptr;  // flat parameters
  llvm::Function *Generic = nullptr; // closure entry: one value per curried parameter
  llvm::GlobalVariable *StaticClosure = nullptr;
  unsigned numDirectParams() const;
};

/// The resolved program: the AST plus the tables Lower built.
struct LoweredProgram {
  Program Basis, User;
  FunInfo *Root = nullptr;
  std::vector<std::unique_ptr<FunInfo>> Funs;
  std::vector<std::unique_ptr<Binding>> Bindings;
  std::vector<std::unique_ptr<ConInfo>> Cons;
  ConInfo *Nil = nullptr, *ConsCon = nullptr, *True = nullptr, *False = nullptr;
  std::map<std::string, ConInfo *> BuiltinExn; // Match, Bind, Div, ...
  std::map<Prim, Binding *> PrimBindings;      // a binding of each primitive
  std::string SourceName;
};

/// Resolves \p Basis (the sml-mini basis, written in sml-mini) followed by
/// \p User in one top-level scope. Throws CompileError.
void lower(LoweredProgram &LP);

/// Value encoding: runtime/sml_runtime.h's, for C++ (see docs/sml-mini.md).
namespace enc {
constexpr unsigned KTuple = SML_TUPLE, KCon = SML_CON, KClosure = SML_CLOSURE,
                   KString = SML_STRING, KRef = SML_REF, KExn = SML_EXN, KPap = SML_PAP,
                   KReal = SML_REAL;
constexpr int TUnit = SML_TYPE_UNIT, TBool = SML_TYPE_BOOL, TList = SML_TYPE_LIST,
              TOption = SML_TYPE_OPTION;
inline uint64_t tag(int TypeId, int Index) { return SML_CON_TAG(TypeId, Index); }
inline int64_t imm(uint64_t Tag) { return SML_IMM(Tag); }
inline uint64_t header(unsigned Kind, uint64_t Len, uint64_t Tag) {
  return SML_HEADER(Kind, Len, Tag);
}
} // namespace enc

} // namespace sml
