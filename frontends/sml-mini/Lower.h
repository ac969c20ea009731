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

/// Built-in operations compiled inline or to a runtime call.
enum class Prim {
  None, Add, Sub, Mul, Div, Mod, Eq, Ne, Lt, Gt, Le, Ge, Concat, Cons,
  Assign, Neg, Deref, Ref, Print, IntToString, Size,
  Ord, Chr, StrSub, Str, // chars are ints at run time (the types keep them apart)
  ArrayMake, ArraySub, ArrayUpdate, ArrayLength, ArrayFromList, // 'a array
  VectorFromList, VectorSub, VectorLength                       // 'a vector
};
int primArity(Prim P); // 1, 2 (a pair) or 3 (a triple: Array.update)
const char *primName(Prim P);

/// A datatype constructor or an exception constructor.
struct ConInfo {
  std::string Name;
  bool HasArg = false;
  unsigned Width = 0; // >= 2: the argument is a tuple stored flat in the cell
  bool IsExn = false;
  int TypeId = 0, Index = 0; // datatype constructors
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
  std::string SourceName;
};

/// Resolves \p Basis (the sml-mini basis, written in sml-mini) followed by
/// \p User in one top-level scope. Throws CompileError.
void lower(LoweredProgram &LP);

/// Value encoding: runtime/sml_runtime.h's, for C++ (see docs/sml-mini.md).
namespace enc {
constexpr unsigned KTuple = SML_TUPLE, KCon = SML_CON, KClosure = SML_CLOSURE,
                   KString = SML_STRING, KRef = SML_REF, KExn = SML_EXN, KPap = SML_PAP;
constexpr int TUnit = SML_TYPE_UNIT, TBool = SML_TYPE_BOOL, TList = SML_TYPE_LIST,
              TOption = SML_TYPE_OPTION;
inline uint64_t tag(int TypeId, int Index) { return SML_CON_TAG(TypeId, Index); }
inline int64_t imm(uint64_t Tag) { return SML_IMM(Tag); }
inline uint64_t header(unsigned Kind, uint64_t Len, uint64_t Tag) {
  return SML_HEADER(Kind, Len, Tag);
}
} // namespace enc

} // namespace sml
