//===- Annotate.cpp - ccprof-annotate: the ccprof pass as a source rewrite -===//
//
//   ccprof-annotate FILE.c [-o OUT.c] -- <compile args>
//
// Rewrites one C (or C++) file so that, compiled by gcc (or by clang without
// the plugin) and linked with -lccprof_rt, it profiles as if clang had
// compiled it with the `ccprof` pass (passes/CCProfInstrumenter.cpp,
// docs/pass.md): Appel, Duba & MacQueen's scheme written in the source, as
// in figure 2 of their paper. Every profiled function gets
//
//   static struct __ccprof_cc __ccprof_cc_f __attribute__((section(...))) =
//       {0, 0, "f", "f", "/src/f.c", 12, 0, 0};     // before the function
//   int f(int x) { CCPROF_ENTER(__ccprof_cc_f);      // ++calls; current = &rec
//     ... __extension__ ({ __auto_type __ccprof_r1 = g(x);
//                          CCPROF_SET(__ccprof_cc_f); __ccprof_r1; }) ...
//
// i.e. the pass's entry count and `current` store, and a caller reset after
// each call that may return with another `current`. The rules for which calls
// get no reset (tail calls, self-recursion, builtins, noreturn callees,
// `leaf` callees; setjmp always gets one) and which functions restore the
// `current` they found on entry (-callee-restore) are the pass's, decided
// here on the AST instead of the IR. The prelude this tool writes at the top
// of the output re-declares the ABI of include/ccprof/CCProfData.h, so the
// output includes nothing the user does not have.
//
// Only the main file is rewritten: functions defined in headers are not
// profiled. Also left alone (each one reported with -v): calls whose text is
// not in the file (written inside a macro body, unless the macro expands to
// the call alone), implicit calls (C++ constructors, destructors, conversion
// operators), functions whose braces come from a macro, templates, constexpr
// functions, coroutines, function-try-blocks, C99 inline definitions.
//
// Differences from the pass's rewrite that do not change call counts: a C++
// call returning a class object is reset at the end of its full-expression;
// a restoring C function loses the tail calls whose arguments make calls;
// in C++ a restoring function restores in a destructor (no tail calls).
//
//===----------------------------------------------------------------------===//
#include "DisplayNames.h"
#include "ccprof/CCProfData.h"
#include "WriteOutput.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <set>

using namespace clang;
using namespace llvm;

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

static cl::OptionCategory Category("ccprof-annotate options");

static cl::opt<std::string>
    OutFile("o", cl::desc("Write the annotated source to <file> (written only "
                          "if annotation succeeds; default: standard output)"),
            cl::value_desc("file"), cl::cat(Category));

namespace {
enum class RestoreMode { None, Escaping, External };
}

// The pass's -ccprof-callee-restore, with the same meaning and default.
static cl::opt<RestoreMode> CalleeRestore(
    "callee-restore",
    cl::desc("Which functions restore, on return, the `current` they found "
             "on entry (as the pass's -ccprof-callee-restore)"),
    cl::init(RestoreMode::Escaping),
    cl::values(clEnumValN(RestoreMode::None, "none", "caller reset only"),
               clEnumValN(RestoreMode::Escaping, "escaping",
                          "address-taken functions, main, functions called "
                          "from unprofiled code (default)"),
               clEnumValN(RestoreMode::External, "external",
                          "also every externally visible function")),
    cl::cat(Category));

namespace {
enum class CounterMode { Plain, Atomic, Thread };
}

// The pass's -ccprof-counters: how the entry counts the call.
static cl::opt<CounterMode> Counters(
    "counters", cl::desc("How call counts are incremented (as the pass's "
                         "-ccprof-counters)"),
    cl::init(CounterMode::Plain),
    cl::values(clEnumValN(CounterMode::Plain, "plain",
                          "non-atomic increment (default)"),
               clEnumValN(CounterMode::Atomic, "atomic",
                          "relaxed atomic add"),
               clEnumValN(CounterMode::Thread, "thread",
                          "per-thread counter blocks of the runtime")),
    cl::cat(Category));

static cl::opt<bool> Verbose(
    "verbose",
    cl::desc("Report on stderr each function and call left uninstrumented, "
             "and why"),
    cl::cat(Category));
static cl::alias VerboseShort("v", cl::aliasopt(Verbose), cl::desc("Alias for --verbose"));

//===----------------------------------------------------------------------===//
// The prelude: the ABI of include/ccprof/CCProfData.h, restated without
// including it (users of the annotated source need not have CCProf's headers).
//===----------------------------------------------------------------------===//

static const char Prelude[] = R"(/* ---- ccprof-annotate: CCProf instrumentation (Appel, Duba & MacQueen 1988).
 * Generated. Mirrors include/ccprof/CCProfData.h, ABI version 1; link the
 * program with -lccprof_rt. ---- */
#ifndef CCPROF_ANNOTATE_PRELUDE
#define CCPROF_ANNOTATE_PRELUDE 1
#ifdef __cplusplus
extern "C" {
#endif
@RECORD@
/* The running cost centre: the paper's `current`. */
extern __thread struct __ccprof_cc *__ccprof_current __attribute__((tls_model("initial-exec")));
extern const int @ABI@;
/* This image's records (the linker's bounds of their section), handed to
 * the process's runtime as the pass's registration constructor does; the
 * runtime ignores a second registration of the same image. */
extern struct __ccprof_cc __start___ccprof_cc[] __attribute__((weak, visibility("hidden")));
extern struct __ccprof_cc __stop___ccprof_cc[] __attribute__((weak, visibility("hidden")));
void __ccprof_register(struct __ccprof_cc *, struct __ccprof_cc *, void *, void *);
void __ccprof_unregister(struct __ccprof_cc *);
#ifdef __cplusplus
}
#endif
__attribute__((constructor(101), used)) static void __ccprof_register_tu(void) {
  __ccprof_register(__start___ccprof_cc, __stop___ccprof_cc, 0, 0);
}
__attribute__((destructor(101), used)) static void __ccprof_unregister_tu(void) {
  __ccprof_unregister(__start___ccprof_cc);
}
/* Linking without the runtime, or with another ABI version, fails. */
static const int *const __ccprof_abi_ref __attribute__((used)) = &@ABI@;
/* current := &rec: a relaxed atomic store and a signal fence, as the pass
 * emits, so the optimizer neither drops nor merges nor moves it. */
#define CCPROF_SET(rec) (__atomic_store_n(&__ccprof_current, &(rec), __ATOMIC_RELAXED), __atomic_signal_fence(__ATOMIC_SEQ_CST))
#define CCPROF_RESTORE(saved) (__atomic_store_n(&__ccprof_current, (saved), __ATOMIC_RELAXED), __atomic_signal_fence(__ATOMIC_SEQ_CST))
/* Function entry: count the call, then make this function current. */
@COUNT@
#define CCPROF_ENTER(rec) (CCPROF_COUNT(rec), CCPROF_SET(rec))
#ifndef __cplusplus
/* Entry of a function that unprofiled code may call: remember the caller's
 * `current`; every return restores it (CCPROF_RESTORE(__ccprof_saved)). */
#define CCPROF_ENTER_SAVE(rec) struct __ccprof_cc *const __ccprof_saved = __atomic_load_n(&__ccprof_current, __ATOMIC_RELAXED); CCPROF_ENTER(rec)
#else
/* In C++ a destructor restores it, on returns and on exceptions alike. */
struct __ccprof_restorer {
  struct __ccprof_cc *saved;
  ~__ccprof_restorer() { CCPROF_RESTORE(saved); }
};
#define CCPROF_ENTER_SAVE(rec) const __ccprof_restorer __ccprof_saved = {__atomic_load_n(&__ccprof_current, __ATOMIC_RELAXED)}; CCPROF_ENTER(rec)
/* Caller reset after a call that yields a value: the call is the argument,
 * so it runs first; one helper per value category keeps the call's type.
 * Calls yielding a class object instead get a __ccprof_reset temporary, whose
 * destructor resets at the end of the full-expression: no copy or move. */
struct __ccprof_reset {
  struct __ccprof_cc *rec;
  ~__ccprof_reset() { CCPROF_SET(*rec); }
};
template <class T> static inline __attribute__((always_inline)) T __ccprof_ret_v(struct __ccprof_cc *r, T &&v) { CCPROF_SET(*r); return static_cast<T &&>(v); }
template <class T> static inline __attribute__((always_inline)) T &__ccprof_ret_l(struct __ccprof_cc *r, T &v) { CCPROF_SET(*r); return v; }
template <class T> static inline __attribute__((always_inline)) T &&__ccprof_ret_x(struct __ccprof_cc *r, T &&v) { CCPROF_SET(*r); return static_cast<T &&>(v); }
#endif
#endif
/* ---- end of ccprof-annotate prelude ---- */
)";

//===----------------------------------------------------------------------===//
// Display names: the pass's rules (passes/DisplayNames.h), applied to the
// linkage name Clang's mangler gives the function.
//===----------------------------------------------------------------------===//

namespace {

/// The record type, spelled from the same field list the pass and the
/// runtime use (CCProfData.h), with a size check against this build's.
std::string recordDeclaration() {
  std::string S = "/* One record per profiled function, in section " CCPROF_SECTION
                  " (ABI version " + std::to_string(CCPROF_ABI_VERSION) +
                  "). */\nstruct __ccprof_cc {\n";
  auto CType = [](StringRef Kind) {
    return Kind == "I64"   ? "unsigned long long "
           : Kind == "I32" ? "unsigned int "
                           : "const char *";
  };
#define CCPROF_CC_FIELD(CTy, Kind, Name)                                       \
  S += std::string("  ") + CType(#Kind) + #Name ";\n";
  CCPROF_CC_FIELDS
#undef CCPROF_CC_FIELD
  std::string Size = std::to_string(sizeof(struct __ccprof_cc));
  return S + "};\ntypedef char __ccprof_cc_layout_check[sizeof(struct __ccprof_cc) == " +
         Size + " ? 1 : -1];\n";
}


/// A C string literal holding \p S.
std::string cString(StringRef S) {
  std::string Out = "\"";
  for (unsigned char C : S) {
    if (C == '"' || C == '\\') {
      Out += '\\';
      Out += C;
    } else if (C < 0x20 || C >= 0x7f) {
      char Buf[8];
      snprintf(Buf, sizeof Buf, "\\%03o", C);
      Out += Buf;
    } else {
      Out += C;
    }
  }
  return Out + "\"";
}

/// An identifier fragment for the record's variable name.
std::string sanitize(StringRef S) {
  std::string Out;
  for (char C : S) {
    bool Ok = isAlnum(C) || C == '_';
    if (Ok)
      Out += C;
    else if (!Out.empty() && Out.back() != '_')
      Out += '_';
    if (Out.size() >= 48)
      break;
  }
  while (!Out.empty() && Out.back() == '_')
    Out.pop_back();
  return Out.empty() ? "fn" : Out;
}

//===----------------------------------------------------------------------===//
// The plan for one profiled function
//===----------------------------------------------------------------------===//

struct CallSite {
  const CallExpr *CE;
  bool Tail = false;         // the function returns its value (or, void: ends)
  bool Self = false;         // direct call to the function itself
  bool MayChange = true;     // may return with another `current`
  bool ReturnsTwice = false; // setjmp & co: always reset
  bool Discarded = false;    // value unused: `(call, reset)` suffices
  bool Implicit = false;     // no call syntax (conversion operator...)
  const char *Why = nullptr; // why no reset, for -v
  bool Reset = false;
};

struct ReturnSite {
  const ReturnStmt *RS;
  unsigned FirstCall, EndCall; // CallSites inside the returned value
};

struct Plan {
  const FunctionDecl *FD = nullptr;
  std::string Rec, Display, Symbol, File;
  bool CompactName = false; // CCPROF_FLAG_NAME_COMPACT
  unsigned Line = 0;
  bool Void = false;
  bool Restoring = false;
  std::vector<CallSite> Calls;
  std::vector<ReturnSite> Returns;
  // Post-order: inner calls before outer ones (see rewrite()).
  std::vector<std::pair<bool, unsigned>> Events; // (is call, index)
  std::vector<const CompoundStmt *> Handlers;     // catch blocks
  std::vector<const FunctionDecl *> TailCallees;
};

//===----------------------------------------------------------------------===//
// Whole-TU facts: definitions, address-taken functions, who calls whom
//===----------------------------------------------------------------------===//

class ScanVisitor : public RecursiveASTVisitor<ScanVisitor> {
public:
  std::vector<const FunctionDecl *> Defs;
  DenseSet<const FunctionDecl *> DefSet;
  DenseSet<const FunctionDecl *> AddressTaken; // canonical decls
  std::vector<std::pair<const FunctionDecl *, const FunctionDecl *>> Edges;
  StringSet<> IFuncResolvers;

  bool TraverseDecl(Decl *D) {
    auto *FD = dyn_cast_or_null<FunctionDecl>(D);
    if (FD)
      Stack.push_back(FD);
    bool R = RecursiveASTVisitor::TraverseDecl(D);
    if (FD)
      Stack.pop_back();
    return R;
  }
  bool TraverseLambdaExpr(LambdaExpr *LE) {
    addDef(LE->getCallOperator());
    Stack.push_back(LE->getCallOperator());
    bool R = RecursiveASTVisitor::TraverseLambdaExpr(LE);
    Stack.pop_back();
    return R;
  }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    addDef(FD);
    if (auto *IF = FD->getAttr<IFuncAttr>())
      IFuncResolvers.insert(IF->getResolver());
    // Called from outside the profiled code: the C runtime's constructor
    // list, a vtable. The pass sees these as escaping addresses.
    if (FD->hasAttr<ConstructorAttr>() || FD->hasAttr<DestructorAttr>())
      AddressTaken.insert(FD->getCanonicalDecl());
    if (auto *MD = dyn_cast<CXXMethodDecl>(FD))
      if (MD->isVirtual())
        AddressTaken.insert(FD->getCanonicalDecl());
    return true;
  }
  bool VisitCallExpr(CallExpr *CE) {
    // Pre-order: the callee's DeclRefExpr is visited after this, and is then
    // known to be a call, not an address.
    if (auto *DRE = dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts()))
      CalleeRefs.insert(DRE);
    if (const FunctionDecl *Callee = CE->getDirectCallee())
      Edges.push_back({Stack.empty() ? nullptr : Stack.back(),
                       Callee->getCanonicalDecl()});
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl()))
      if (!CalleeRefs.count(DRE))
        AddressTaken.insert(FD->getCanonicalDecl());
    return true;
  }

private:
  void addDef(const FunctionDecl *FD) {
    if (FD && FD->doesThisDeclarationHaveABody() && DefSet.insert(FD).second)
      Defs.push_back(FD);
  }
  std::vector<const FunctionDecl *> Stack;
  DenseSet<const DeclRefExpr *> CalleeRefs;
};

//===----------------------------------------------------------------------===//
// The body walk: every call of a profiled function, classified as the pass
// classifies IR calls.
//===----------------------------------------------------------------------===//

/// Where an expression or statement stands relative to the function's exit.
enum class Pos {
  None,
  Value, // its value is what the function returns (return f(x);)
  Stmt,  // void function: nothing runs after it but the return
};

class BodyWalker {
public:
  BodyWalker(ASTContext &Ctx, Plan &P) : Ctx(Ctx), P(P) {
    const FunctionDecl *FD = P.FD;
    P.Void = FD->getReturnType()->isVoidType();
    // C++ locals with destructors run code after every call in return
    // position, as do a destructor's member and base destructors: none of
    // those calls is a tail call in the IR.
    if (Ctx.getLangOpts().CPlusPlus &&
        (isa<CXXDestructorDecl>(FD) || hasDestructedLocals(FD->getBody())))
      NoTail = true;
  }

  void run() { walkCompound(cast<CompoundStmt>(P.FD->getBody()), Pos::Stmt, false); }

private:
  ASTContext &Ctx;
  Plan &P;
  bool NoTail = false;

  static bool hasDestructedLocals(const Stmt *S) {
    if (!S)
      return false;
    if (auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (auto *VD = dyn_cast<VarDecl>(D))
          if (VD->hasLocalStorage() && VD->needsDestruction(VD->getASTContext()))
            return true;
    if (isa<LambdaExpr>(S))
      return false;
    for (const Stmt *C : S->children())
      if (hasDestructedLocals(C))
        return true;
    return false;
  }

  void walkCompound(const CompoundStmt *CS, Pos At, bool IsStmtExprBody) {
    unsigned N = CS->size(), I = 0;
    for (const Stmt *C : CS->body()) {
      bool Last = ++I == N;
      if (IsStmtExprBody && Last) {
        walk(C, Pos::None, false); // the statement expression's value
        continue;
      }
      const Stmt *Next = Last ? nullptr : CS->body_begin()[I];
      bool Tail = (At == Pos::Stmt && Last) ||
                  (P.Void && Next && isa<ReturnStmt>(Next) &&
                   !cast<ReturnStmt>(Next)->getRetValue());
      walk(C, Tail ? Pos::Stmt : Pos::None, /*Discarded=*/true);
    }
  }

  void walk(const Stmt *S, Pos At = Pos::None, bool Discarded = false,
            bool Implicit = false) {
    if (!S)
      return;
    if (NoTail)
      At = Pos::None;
    if (auto *E = dyn_cast<Expr>(S))
      return walkExpr(E, At, Discarded, Implicit);
    if (auto *CS = dyn_cast<CompoundStmt>(S))
      return walkCompound(CS, At, false);
    if (auto *RS = dyn_cast<ReturnStmt>(S)) {
      unsigned First = P.Calls.size();
      walk(RS->getRetValue(), Pos::Value, false);
      P.Returns.push_back({RS, First, (unsigned)P.Calls.size()});
      P.Events.push_back({false, (unsigned)P.Returns.size() - 1});
      return;
    }
    if (auto *If = dyn_cast<IfStmt>(S)) {
      walk(If->getInit(), Pos::None, true);
      walk(If->getConditionVariableDeclStmt());
      if (!If->getConditionVariableDeclStmt())
        walk(If->getCond());
      Pos Branch = At == Pos::Stmt ? Pos::Stmt : Pos::None;
      walk(If->getThen(), Branch, true);
      walk(If->getElse(), Branch, true);
      return;
    }
    if (auto *LS = dyn_cast<LabelStmt>(S))
      return walk(LS->getSubStmt(), At, true);
    if (auto *AS = dyn_cast<AttributedStmt>(S))
      return walk(AS->getSubStmt(), At, true);
    if (auto *SC = dyn_cast<SwitchCase>(S))
      return walk(SC->getSubStmt(), Pos::None, true); // labels are constants
    if (auto *FS = dyn_cast<ForStmt>(S)) {
      walk(FS->getInit(), Pos::None, true);
      walk(FS->getConditionVariableDeclStmt());
      if (!FS->getConditionVariableDeclStmt())
        walk(FS->getCond());
      walk(FS->getInc(), Pos::None, true);
      walk(FS->getBody(), Pos::None, true);
      return;
    }
    if (auto *WS = dyn_cast<WhileStmt>(S)) {
      walk(WS->getConditionVariableDeclStmt());
      if (!WS->getConditionVariableDeclStmt())
        walk(WS->getCond());
      walk(WS->getBody(), Pos::None, true);
      return;
    }
    if (auto *DS = dyn_cast<DoStmt>(S)) {
      walk(DS->getBody(), Pos::None, true);
      walk(DS->getCond());
      return;
    }
    if (auto *SS = dyn_cast<SwitchStmt>(S)) {
      walk(SS->getInit(), Pos::None, true);
      walk(SS->getConditionVariableDeclStmt());
      if (!SS->getConditionVariableDeclStmt())
        walk(SS->getCond());
      walk(SS->getBody(), Pos::None, true);
      return;
    }
    if (auto *RF = dyn_cast<CXXForRangeStmt>(S)) {
      // The begin()/end()/operator* calls are implicit: only what is written.
      walk(RF->getInit(), Pos::None, true);
      walk(RF->getRangeInit());
      walk(RF->getBody(), Pos::None, true);
      return;
    }
    if (auto *TS = dyn_cast<CXXTryStmt>(S)) {
      walk(TS->getTryBlock());
      for (unsigned I = 0; I < TS->getNumHandlers(); ++I) {
        const CXXCatchStmt *H = TS->getHandler(I);
        if (auto *Block = dyn_cast_or_null<CompoundStmt>(H->getHandlerBlock())) {
          // The pass resets at the landing pad: the handler sets `current`.
          P.Handlers.push_back(Block);
          walk(Block);
        }
      }
      return;
    }
    if (auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls())
        if (auto *VD = dyn_cast<VarDecl>(D)) {
          // constexpr and C static initializers are constant expressions:
          // nothing runs, and a statement expression would not be constant.
          if (VD->isConstexpr() ||
              (VD->isStaticLocal() && !Ctx.getLangOpts().CPlusPlus))
            continue;
          walk(VD->getInit());
        }
      return;
    }
    for (const Stmt *C : S->children())
      walk(C);
  }

  void walkExpr(const Expr *E, Pos At, bool Discarded, bool Implicit) {
    if (auto *PE = dyn_cast<ParenExpr>(E))
      return walk(PE->getSubExpr(), At, Discarded);
    if (auto *ICE = dyn_cast<ImplicitCastExpr>(E)) {
      bool Same = ICE->getCastKind() == CK_NoOp;
      return walk(ICE->getSubExpr(), Same ? At : Pos::None, Same && Discarded,
                  ICE->getCastKind() == CK_UserDefinedConversion);
    }
    if (auto *CE = dyn_cast<ExplicitCastExpr>(E)) {
      bool ToVoid = CE->getCastKind() == CK_ToVoid;
      return walk(CE->getSubExpr(), ToVoid ? At : Pos::None, ToVoid,
                  CE->getCastKind() == CK_UserDefinedConversion);
    }
    if (auto *EWC = dyn_cast<ExprWithCleanups>(E))
      return walk(EWC->getSubExpr(), Pos::None, Discarded);
    // Temporaries around an implicit conversion call: still implicit.
    if (auto *BT = dyn_cast<CXXBindTemporaryExpr>(E))
      return walk(BT->getSubExpr(), Pos::None, Discarded, Implicit);
    if (auto *MT = dyn_cast<MaterializeTemporaryExpr>(E))
      return walk(MT->getSubExpr(), Pos::None, Discarded, Implicit);
    // Unevaluated or constant operands: nothing there runs at run time.
    if (isa<ConstantExpr>(E) || isa<UnaryExprOrTypeTraitExpr>(E) ||
        isa<CXXNoexceptExpr>(E) || isa<CXXDefaultArgExpr>(E) ||
        isa<CXXDefaultInitExpr>(E) || isa<BlockExpr>(E) ||
        isa<OpaqueValueExpr>(E) || isa<PseudoObjectExpr>(E))
      return;
    if (auto *TE = dyn_cast<CXXTypeidExpr>(E)) {
      if (TE->isPotentiallyEvaluated())
        for (const Stmt *C : TE->children())
          walk(C);
      return;
    }
    if (auto *GS = dyn_cast<GenericSelectionExpr>(E)) {
      if (!GS->isResultDependent())
        walk(GS->getResultExpr(), At, Discarded);
      return;
    }
    if (auto *CH = dyn_cast<ChooseExpr>(E))
      return walk(CH->getChosenSubExpr(), At, Discarded);
    if (auto *LE = dyn_cast<LambdaExpr>(E)) {
      // The body is a function of its own; captures are evaluated here.
      for (const Expr *Init : LE->capture_inits())
        walk(Init);
      return;
    }
    if (auto *SE = dyn_cast<StmtExpr>(E))
      return walkCompound(SE->getSubStmt(), Pos::None, true);
    if (auto *CO = dyn_cast<ConditionalOperator>(E)) {
      // return c ? f(x) : g(x); - both are tail calls in the IR (a phi).
      walk(CO->getCond());
      Pos Arm = At == Pos::Value ? Pos::Value : Pos::None;
      walk(CO->getTrueExpr(), Arm, Discarded);
      walk(CO->getFalseExpr(), Arm, Discarded);
      return;
    }
    if (auto *BCO = dyn_cast<BinaryConditionalOperator>(E)) {
      walk(BCO->getCommon());
      walk(BCO->getFalseExpr());
      return;
    }
    if (auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->getOpcode() == BO_Comma) {
        walk(BO->getLHS(), Pos::None, true);
        walk(BO->getRHS(), At, Discarded);
        return;
      }
    }
    if (auto *CE = dyn_cast<CallExpr>(E))
      return walkCall(CE, At, Discarded, Implicit);
    for (const Stmt *C : E->children())
      walk(C);
  }

  void walkCall(const CallExpr *CE, Pos At, bool Discarded, bool Implicit) {
    const Builtin::Context &BI = Ctx.BuiltinInfo;
    const FunctionDecl *Callee = CE->getDirectCallee();
    unsigned ID = Callee ? Callee->getBuiltinID() : 0;
    if (ID && BI.isUnevaluated(ID))
      return; // __builtin_constant_p(f(x)) does not call f
    for (const Stmt *C : CE->children())
      walk(C);

    CallSite CS;
    CS.CE = CE;
    CS.Discarded = Discarded;
    CS.Implicit = Implicit;
    if (auto *Op = dyn_cast<CXXOperatorCallExpr>(CE))
      if (Op->getOperator() == OO_Arrow) // `p->m`: its text is just `p`
        CS.Implicit = true;
    CS.Tail = At == Pos::Value || (At == Pos::Stmt && P.Void &&
                                   CE->getType()->isVoidType());

    if (Callee) {
      const FunctionDecl *Canon = Callee->getCanonicalDecl();
      CS.Self = Canon == P.FD->getCanonicalDecl();
      if (auto *MD = dyn_cast<CXXMethodDecl>(Callee))
        if (MD->isVirtual()) // dispatched through the vtable: not direct
          if (auto *ME = dyn_cast<MemberExpr>(CE->getCallee()->IgnoreParens()))
            if (!ME->hasQualifier())
              CS.Self = false;
      if (Callee->hasAttr<ReturnsTwiceAttr>() || (ID && BI.isReturnsTwice(ID))) {
        CS.ReturnsTwice = true;
      } else if (Callee->isNoReturn() || (ID && BI.isNoReturn(ID))) {
        CS.MayChange = false, CS.Why = "does not return";
      } else if (ID && (!BI.isPredefinedLibFunction(ID) || BI.isConst(ID) ||
                        BI.isInStdNamespace(ID) || ID == Builtin::BImemcpy ||
                        ID == Builtin::BImemmove || ID == Builtin::BImemset)) {
        // Compiler builtins become intrinsics or inline code, as do the
        // mem* functions and const libm functions; they never call back.
        CS.MayChange = false, CS.Why = "compiler builtin";
      } else if (Callee->hasAttr<LeafAttr>()) {
        // gcc's `leaf` (glibc's __THROW in C): clang's `nocallback`.
        CS.MayChange = false, CS.Why = "leaf (nocallback) callee";
      } else if (Callee->getName().starts_with("__ccprof_")) {
        CS.MayChange = false, CS.Why = "CCProf runtime";
      }
      if (CS.Tail && !CS.Self)
        P.TailCallees.push_back(Canon);
    } else {
      QualType T = CE->getCallee()->getType();
      if (const auto *PT = T->getAs<clang::PointerType>())
        T = PT->getPointeeType();
      if (const auto *FT = T->getAs<clang::FunctionType>())
        if (FT->getNoReturnAttr())
          CS.MayChange = false, CS.Why = "does not return";
    }
    P.Calls.push_back(CS);
    P.Events.push_back({true, (unsigned)P.Calls.size() - 1});
  }
};

//===----------------------------------------------------------------------===//
// The consumer: analysis, then rewriting
//===----------------------------------------------------------------------===//

struct Result {
  bool Ok = false;
  std::string Text;
};

/// The prelude, with the counting of the chosen -counters mode.
std::string prelude(bool CPlusPlus) {
  std::string Count;
  switch (Counters) {
  case CounterMode::Plain:
    Count = "#define CCPROF_COUNT(rec) (++(rec).calls)";
    break;
  case CounterMode::Atomic:
    Count = "#define CCPROF_COUNT(rec) __atomic_fetch_add(&(rec).calls, 1, "
            "__ATOMIC_RELAXED)";
    break;
  case CounterMode::Thread:
    // rt/registry.c: slot rec.index of this thread's block, allocated by
    // the runtime on the thread's first call.
    Count = "extern __thread unsigned long long *__ccprof_tblock "
            "__attribute__((tls_model(\"initial-exec\")));\n"
            "extern unsigned long long *__ccprof_thread_block(void);\n"
            "#define CCPROF_COUNT(rec) (++(__builtin_expect(__ccprof_tblock "
            "!= 0, 1) ? __ccprof_tblock : __ccprof_thread_block())[(rec).index])";
    if (CPlusPlus)
      Count = "extern \"C\" {\n" + Count.substr(0, Count.find("#define")) +
              "}\n" + Count.substr(Count.find("#define"));
    break;
  }
  std::string Text = Prelude;
  Text.replace(Text.find("@RECORD@"), 8, recordDeclaration());
  Text.replace(Text.find("@COUNT@"), 7, Count);
  for (size_t At; (At = Text.find("@ABI@")) != std::string::npos;)
    Text.replace(At, 5, CCPROF_ABI_SYMBOL);
  return Text;
}

class Annotator {
public:
  Annotator(ASTContext &Ctx, Result &Out)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), LO(Ctx.getLangOpts()),
        Out(Out), Mangler(Ctx.createMangleContext()) {
    RW.setSourceMgr(SM, LO);
    MainFID = SM.getMainFileID();
  }

  void run();

private:
  ASTContext &Ctx;
  SourceManager &SM;
  const LangOptions &LO;
  Result &Out;
  std::unique_ptr<MangleContext> Mangler;
  Rewriter RW;
  FileID MainFID;
  ScanVisitor Scan;
  std::vector<Plan> Plans;
  StringSet<> RecNames;
  std::set<std::pair<unsigned, unsigned>> Wrapped; // file ranges done
  unsigned Counter = 0;
  // TU-level declarations of the main file: (offset of last token, decl).
  std::vector<std::pair<unsigned, const Decl *>> TopLevel;

  std::set<std::pair<unsigned, std::string>> Noted; // a macro expands twice

  void note(SourceLocation Loc, const Twine &Msg) {
    if (!Verbose)
      return;
    Loc = SM.getExpansionLoc(Loc);
    std::string Text = Msg.str();
    if (!Noted.insert({Loc.getRawEncoding(), Text}).second)
      return;
    PresumedLoc PL = SM.getPresumedLoc(Loc);
    if (PL.isValid())
      errs() << PL.getFilename() << ":" << PL.getLine() << ":" << PL.getColumn()
             << ": ";
    errs() << "note: ccprof-annotate: " << Text << "\n";
  }

  bool inMainFile(SourceLocation Loc) const {
    return Loc.isValid() && Loc.isFileID() && SM.getFileID(Loc) == MainFID;
  }
  unsigned offset(SourceLocation Loc) const { return SM.getFileOffset(Loc); }

  const char *whyNotProfiled(const FunctionDecl *FD);
  bool lambdaSaysConstexpr(const FunctionDecl *FD);
  std::string symbolName(const FunctionDecl *FD);
  void describe(Plan &P);
  void computeRestoring();
  void decideCalls(Plan &P);
  void rewrite(Plan &P);
  void rewriteCall(Plan &P, CallSite &CS);
  void rewriteReturn(Plan &P, const ReturnSite &R);
  SourceLocation recordLoc(const FunctionDecl *FD, bool &AtLineStart);
  SourceLocation afterDecl(const Decl *D, unsigned Limit);
  std::optional<Token> rawTokenAt(unsigned Off);
  unsigned firstCodeToken(unsigned Off);
};

const char *Annotator::whyNotProfiled(const FunctionDecl *FD) {
  // Functions of other files (headers) are not ours: left alone silently.
  if (!inMainFile(SM.getExpansionLoc(FD->getBody()->getBeginLoc())))
    return "";
  if (FD->isImplicit() || FD->isDefaulted() || FD->isDeleted())
    return "";
  auto *Body = dyn_cast<CompoundStmt>(FD->getBody());
  if (!Body)
    return "body is not a plain block (function-try-block or coroutine)";
  if (!inMainFile(Body->getLBracLoc()) || !inMainFile(Body->getRBracLoc()))
    return "body braces come from a macro expansion";
  for (const FunctionDecl *R : FD->redecls())
    for (const auto *A : R->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == "ccprof_noprofile")
        return "annotated ccprof_noprofile";
  if (FD->hasAttr<NakedAttr>())
    return "naked";
  if (FD->getIdentifier() && FD->getName().starts_with("__ccprof_"))
    return "CCProf runtime";
  if (FD->isTemplated())
    return "template (instantiations are not rewritten)";
  // Explicitly constexpr/consteval: may run in constant evaluation, where the
  // instrumentation is not allowed. (Lambdas are implicitly constexpr when
  // they can be: those are instrumented and just stop being constexpr.)
  if (FD->isConsteval() ||
      (FD->isConstexprSpecified() &&
       (!isLambdaCallOperator(FD) || lambdaSaysConstexpr(FD))))
    return "constexpr";
  if (FD->getIdentifier() && Scan.IFuncResolvers.count(FD->getName()))
    return "ifunc resolver";
  if (!LO.CPlusPlus && FD->isInlined() && FD->isExternallyVisible() &&
      !FD->isInlineDefinitionExternallyVisible())
    return "C99 inline definition (may not refer to a static record)";
  return nullptr;
}

/// Clang marks every C++17 lambda constexpr; only a written `constexpr`
/// between the lambda's `[` and its body counts here.
bool Annotator::lambdaSaysConstexpr(const FunctionDecl *FD) {
  const CXXRecordDecl *Class = cast<CXXMethodDecl>(FD)->getParent();
  SourceLocation Begin = SM.getExpansionLoc(Class->getBeginLoc());
  SourceLocation Body = cast<CompoundStmt>(FD->getBody())->getLBracLoc();
  if (!inMainFile(Begin) || !inMainFile(Body))
    return true;
  for (unsigned Off = offset(Begin), End = offset(Body); Off < End;) {
    std::optional<Token> Tok = rawTokenAt(Off);
    if (!Tok)
      break;
    if (Tok->is(tok::raw_identifier) && Tok->getRawIdentifier() == "constexpr")
      return true;
    Off = offset(Tok->getEndLoc());
    StringRef Buf = SM.getBufferData(MainFID);
    while (Off < Buf.size() && isWhitespace(Buf[Off]))
      ++Off;
  }
  return false;
}

/// The function's linkage name, as the IR pass sees it.
std::string Annotator::symbolName(const FunctionDecl *FD) {
  if (!Mangler->shouldMangleDeclName(FD))
    return FD->getIdentifier() ? FD->getName().str() : FD->getNameAsString();
  GlobalDecl GD(FD);
  // Constructors and destructors: the base-object variant is the function
  // clang emits (the complete-object one is an alias of it).
  if (auto *CD = dyn_cast<CXXConstructorDecl>(FD))
    GD = GlobalDecl(CD, Ctor_Base);
  else if (auto *DD = dyn_cast<CXXDestructorDecl>(FD))
    GD = GlobalDecl(DD, Dtor_Base);
  std::string S;
  raw_string_ostream OS(S);
  Mangler->mangleName(GD, OS);
  OS.flush();
  if (!S.empty() && S[0] == '\01') // asm label marker on Darwin-like targets
    S.erase(0, 1);
  return S;
}

void Annotator::describe(Plan &P) {
  const FunctionDecl *FD = P.FD;
  P.Symbol = symbolName(FD);
  ccprof::StoredName N = ccprof::nameOf(P.Symbol, ccprof::NameForm::Short);
  P.Display = N.Name;
  P.CompactName = N.Compact;
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(FD->getLocation()));
  if (PL.isValid()) {
    SmallString<256> Path(PL.getFilename());
    sys::fs::make_absolute(Path);
    sys::path::remove_dots(Path, /*remove_dot_dot=*/false);
    P.File = std::string(Path);
    P.Line = PL.getLine();
  }
  // The variable's name: the C identifier when there is one (asm labels
  // such as "isPrime.test" are not identifiers), unique in the file.
  std::string Base =
      "__ccprof_cc_" +
      sanitize(!LO.CPlusPlus && FD->getIdentifier() ? FD->getName()
                                                    : StringRef(P.Display));
  std::string Name = Base;
  for (unsigned N = 2; !RecNames.insert(Name).second; ++N)
    Name = Base + "_" + std::to_string(N);
  P.Rec = Name;
}

/// -callee-restore: which functions restore the caller's `current` on
/// return (the pass's computeRestoring, on the AST).
void Annotator::computeRestoring() {
  if (CalleeRestore == RestoreMode::None)
    return;
  DenseMap<const FunctionDecl *, Plan *> ByCanon;
  for (Plan &P : Plans)
    ByCanon[P.FD->getCanonicalDecl()] = &P;
  std::vector<Plan *> Work;
  auto Add = [&](const FunctionDecl *Canon) {
    auto It = ByCanon.find(Canon);
    if (It != ByCanon.end() && !It->second->Restoring) {
      It->second->Restoring = true;
      Work.push_back(It->second);
    }
  };
  for (Plan &P : Plans) {
    const FunctionDecl *Canon = P.FD->getCanonicalDecl();
    if (P.FD->isMain() || Scan.AddressTaken.count(Canon) ||
        (CalleeRestore == RestoreMode::External && P.FD->isExternallyVisible()))
      Add(Canon);
  }
  for (auto &[Caller, Callee] : Scan.Edges)
    if (!Caller || !ByCanon.count(Caller->getCanonicalDecl()))
      Add(Callee);
  // A restoring function restores before its tail calls, so what it
  // tail-calls may return straight to unprofiled code: it restores too.
  while (!Work.empty()) {
    Plan *P = Work.back();
    Work.pop_back();
    for (const FunctionDecl *Callee : P->TailCallees)
      Add(Callee);
  }
}

/// The pass's instrumentFunction rules, per call.
void Annotator::decideCalls(Plan &P) {
  // A self-call returns with `current` unchanged - unless the function may
  // end in a tail call to someone else, who then returns straight to us.
  bool SelfNeedsReset = false;
  for (const CallSite &CS : P.Calls)
    if (CS.Tail && !CS.Self && CS.MayChange)
      SelfNeedsReset = true;
  for (CallSite &CS : P.Calls) {
    if (!CS.MayChange)
      CS.Reset = false;
    else if (CS.ReturnsTwice)
      CS.Reset = true; // the second return comes from a longjmp
    else if (CS.Tail)
      CS.Reset = false, CS.Why = "tail call";
    else if (CS.Self && !SelfNeedsReset)
      CS.Reset = false, CS.Why = "self-recursive call";
    else
      CS.Reset = true;
  }
}

std::optional<Token> Annotator::rawTokenAt(unsigned Off) {
  StringRef Buf = SM.getBufferData(MainFID);
  if (Off >= Buf.size())
    return std::nullopt;
  Lexer L(SM.getLocForStartOfFile(MainFID), LO, Buf.begin(), Buf.begin() + Off,
          Buf.end());
  Token Tok;
  L.LexFromRawLexer(Tok);
  if (Tok.is(tok::eof))
    return std::nullopt;
  return Tok;
}

/// The point just past declaration \p D (its `;`, or its closing brace),
/// where another file-level declaration may start; invalid if not found
/// before offset \p Limit.
SourceLocation Annotator::afterDecl(const Decl *D, unsigned Limit) {
  SourceLocation End = SM.getExpansionRange(D->getEndLoc()).getEnd();
  if (!inMainFile(End))
    return {};
  const Decl *Inner = D;
  if (auto *TD = dyn_cast<TemplateDecl>(D))
    Inner = TD->getTemplatedDecl();
  bool Braced = isa<NamespaceDecl>(Inner) ||
                (isa<LinkageSpecDecl>(Inner) &&
                 cast<LinkageSpecDecl>(Inner)->hasBraces()) ||
                (isa<FunctionDecl>(Inner) &&
                 cast<FunctionDecl>(Inner)->doesThisDeclarationHaveABody());
  std::optional<Token> Tok = rawTokenAt(offset(End));
  if (!Tok)
    return {};
  if (Braced && Tok->is(tok::r_brace))
    return Tok->getEndLoc();
  // Scan to the `;` that ends it (past asm labels, attributes, initializers).
  int Depth = 0;
  for (unsigned Off = offset(Tok->getEndLoc()), Steps = 0; Steps < 100000;
       ++Steps) {
    Tok = rawTokenAt(Off);
    if (!Tok || offset(Tok->getLocation()) >= Limit)
      return {};
    if (Tok->isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (Tok->isOneOf(tok::r_paren, tok::r_square, tok::r_brace) &&
             --Depth < 0)
      return {};
    else if (Tok->is(tok::semi) && Depth == 0)
      return Tok->getEndLoc();
    Off = offset(Tok->getEndLoc());
  }
  return {};
}

/// Where the record of \p FD goes: between the file-level declarations, just
/// before the one that contains FD. Inserting right before FD's own first
/// token would not do: GNU attributes in front of it (not part of its source
/// range) would then apply to the record.
SourceLocation Annotator::recordLoc(const FunctionDecl *FD, bool &AtLineStart) {
  AtLineStart = false;
  SourceLocation Anchor = SM.getExpansionLoc(FD->getOuterLocStart());
  if (!inMainFile(Anchor))
    Anchor = SM.getExpansionLoc(cast<CompoundStmt>(FD->getBody())->getLBracLoc());
  unsigned A = offset(Anchor);
  SourceLocation Start = SM.getLocForStartOfFile(MainFID);
  StringRef Buf = SM.getBufferData(MainFID);
  auto LineStartOf = [&](unsigned Off) {
    unsigned LS = Off;
    while (LS > 0 && Buf[LS - 1] != '\n')
      --LS;
    return LS;
  };
  // Before the token at Off, if only blanks precede it on its line, then at
  // its line start.
  auto Before = [&](unsigned Off) {
    unsigned LS = LineStartOf(Off);
    return Buf.slice(LS, Off).trim().empty() ? LS : Off;
  };
  // The last file-level declaration that ends before the anchor...
  std::optional<unsigned> B;
  auto It = std::lower_bound(
      TopLevel.begin(), TopLevel.end(), A,
      [](const std::pair<unsigned, const Decl *> &E, unsigned V) {
        return E.first < V;
      });
  while (It != TopLevel.begin()) {
    --It;
    SourceLocation After = afterDecl(It->second, A + 1);
    if (After.isValid() && offset(After) <= A) {
      B = offset(After);
      break;
    }
  }
  if (B) {
    // ... past a comment ending its line (`} // namespace x`).
    unsigned Off = *B;
    while (Off < Buf.size() && (Buf[Off] == ' ' || Buf[Off] == '\t'))
      ++Off;
    if (Buf.substr(Off).starts_with("//"))
      Off = Buf.find('\n', Off);
    if (Off < Buf.size() && Buf[Off] == '\n' && Off + 1 <= A)
      B = Off + 1;
  }
  // With no declaration before, the first code of the file (after the
  // header comment and the #includes); and if nothing but comments and
  // preprocessor lines separates that point from the function, right above
  // the function.
  unsigned First = firstCodeToken(B ? *B : 0);
  if (!B || First >= A)
    B = Before(std::min(First, A));
  AtLineStart = *B == 0 || Buf[*B - 1] == '\n';
  return Start.getLocWithOffset(*B);
}

/// The offset of the first token at or after \p Off that is not part of a
/// preprocessor directive (or the end of the file).
unsigned Annotator::firstCodeToken(unsigned Off) {
  StringRef Buf = SM.getBufferData(MainFID);
  Lexer L(SM.getLocForStartOfFile(MainFID), LO, Buf.begin(), Buf.begin() + Off,
          Buf.end());
  Token Tok;
  bool InDirective = false;
  for (;;) {
    L.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof))
      return Buf.size();
    if (Tok.isAtStartOfLine())
      InDirective = Tok.is(tok::hash);
    if (!InDirective)
      return offset(Tok.getLocation());
  }
}

void Annotator::rewriteCall(Plan &P, CallSite &CS) {
  const CallExpr *CE = CS.CE;
  if (CS.Implicit) {
    note(CE->getBeginLoc(), "implicit call not reset (no call syntax to wrap)");
    return;
  }
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(CE->getSourceRange()), SM, LO);
  if (R.isInvalid() || !inMainFile(R.getBegin()) || !inMainFile(R.getEnd())) {
    note(CE->getBeginLoc(),
         "call inside a macro expansion not reset: the macro's text is not "
         "the call alone");
    return;
  }
  unsigned B = offset(R.getBegin()), E = offset(R.getEnd());
  if (!Wrapped.insert({B, E}).second)
    return; // a macro argument expanded twice: its text is already wrapped
  StringRef Text = SM.getBufferData(MainFID).slice(B, E);
  if (CE->getEndLoc().isFileID() && !isa<CXXOperatorCallExpr>(CE) &&
      !isa<UserDefinedLiteral>(CE) && !Text.ends_with(")")) {
    note(CE->getBeginLoc(), "call without call syntax not reset");
    return;
  }
  std::string Set = "CCPROF_SET(" + P.Rec + ")";
  std::string Pre, Post;
  QualType T = CE->getType();
  if (T->isVoidType() || CS.Discarded) {
    Pre = "(";
    Post = ", " + Set + ")";
  } else if (!LO.CPlusPlus) {
    // A statement expression: the call runs once, then the reset, and the
    // value is the call's (__auto_type: its type, no second copy of the call).
    std::string V = "__ccprof_r" + std::to_string(++Counter);
    Pre = "__extension__ ({ __auto_type " + V + " = ";
    Post = "; " + Set + "; " + V + "; })";
  } else {
    // C++: statement expressions would copy the value (and drop references),
    // so a helper template takes the call as its argument and returns it.
    if (T->isRecordType() && CE->isPRValue()) {
      // A class object cannot pass through a helper without a copy or move
      // (an observable constructor call, or none at all if it is deleted):
      // a temporary resets `current` from its destructor instead, at the
      // end of the full-expression, and the call's value stays a prvalue.
      Pre = "((void)__ccprof_reset{&" + P.Rec + "}, ";
    } else if (CE->isPRValue()) {
      Pre = "__ccprof_ret_v(&" + P.Rec + ", ";
    } else if (CE->isLValue()) {
      Pre = "__ccprof_ret_l(&" + P.Rec + ", ";
    } else {
      Pre = "__ccprof_ret_x(&" + P.Rec + ", ";
    }
    Post = ")";
  }
  // Inner calls were rewritten first (post-order): the outer prefix goes in
  // front of theirs, the outer suffix behind theirs.
  RW.InsertText(R.getBegin(), Pre, /*InsertAfter=*/false);
  RW.InsertText(R.getEnd(), Post, /*InsertAfter=*/true);
}

/// A return of a restoring C function: restore the caller's `current` last.
void Annotator::rewriteReturn(Plan &P, const ReturnSite &R) {
  const ReturnStmt *RS = R.RS;
  SourceLocation Kw = RS->getReturnLoc();
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(RS->getSourceRange()), SM, LO);
  if (!inMainFile(Kw) || Range.isInvalid() || !inMainFile(Range.getEnd())) {
    note(Kw, "return inside a macro expansion: `current` not restored there");
    return;
  }
  // The `;` after the statement's last token (whitespace skipped by hand:
  // the raw lexer starts at an exact offset).
  StringRef Buf = SM.getBufferData(MainFID);
  unsigned Off = offset(Range.getEnd());
  while (Off < Buf.size() && isWhitespace(Buf[Off]))
    ++Off;
  std::optional<Token> Semi = rawTokenAt(Off);
  if (!Semi || Semi->isNot(tok::semi)) {
    note(Kw, "return not followed by `;` in the file: `current` not restored");
    return;
  }
  SourceLocation AfterSemi = Semi->getEndLoc();
  std::string Restore = "CCPROF_RESTORE(__ccprof_saved);";
  const Expr *V = RS->getRetValue();
  // Restoring first is right when nothing in the value may change `current`
  // but its tail calls: `return g(x);` stays a tail call, as in the pass.
  bool First = true;
  for (unsigned I = R.FirstCall; I < R.EndCall; ++I) {
    const CallSite &CS = P.Calls[I];
    if (CS.MayChange && !(CS.Tail && !CS.ReturnsTwice))
      First = false;
  }
  if (!V || First) {
    RW.InsertText(Kw, "{ " + Restore + " ", /*InsertAfter=*/false);
    RW.InsertText(AfterSemi, " }", /*InsertAfter=*/true);
    return;
  }
  if (V->getType()->isVoidType()) {
    RW.ReplaceText(Kw, 6, "{");
    RW.InsertText(AfterSemi, " " + Restore + " return; }", true);
    return;
  }
  // Otherwise keep the value (its own type; the return converts it as the
  // original did - a value containing calls is never a null pointer constant).
  std::string Tmp = "__ccprof_v" + std::to_string(++Counter);
  RW.ReplaceText(Kw, 6, "{ __auto_type " + Tmp + " =");
  RW.InsertText(AfterSemi, " " + Restore + " return " + Tmp + "; }", true);
}

void Annotator::rewrite(Plan &P) {
  auto *Body = cast<CompoundStmt>(P.FD->getBody());
  bool RestoreReturns = P.Restoring && !LO.CPlusPlus;
  for (auto [IsCall, Index] : P.Events) {
    if (IsCall) {
      CallSite &CS = P.Calls[Index];
      if (CS.Reset)
        rewriteCall(P, CS);
      else if (CS.Why)
        note(CS.CE->getBeginLoc(), Twine("no reset: ") + CS.Why);
    } else if (RestoreReturns) {
      rewriteReturn(P, P.Returns[Index]);
    }
  }
  if (RestoreReturns) {
    const Stmt *Last = Body->body_empty() ? nullptr : Body->body_back();
    if (!Last || !isa<ReturnStmt>(Last))
      RW.InsertText(Body->getRBracLoc(), " CCPROF_RESTORE(__ccprof_saved); ",
                    true);
  }
  // Last, so that they precede anything inserted at the same place.
  for (const CompoundStmt *H : P.Handlers)
    if (inMainFile(H->getLBracLoc()))
      RW.InsertText(H->getLBracLoc().getLocWithOffset(1),
                    " CCPROF_SET(" + P.Rec + ");", false);
  RW.InsertText(Body->getLBracLoc().getLocWithOffset(1),
                std::string(P.Restoring ? " CCPROF_ENTER_SAVE(" : " CCPROF_ENTER(") +
                    P.Rec + ");",
                false);

  bool AtLineStart = false;
  SourceLocation Loc = recordLoc(P.FD, AtLineStart);
  unsigned Flags = Counters == CounterMode::Plain    ? 0   // CCPROF_FLAG_COUNTERS_*
                   : Counters == CounterMode::Atomic ? 1
                                                     : 2;
  // Every field is initialised (ccprof/CCProfData.h's order), so that the
  // output compiles under -Wall -Wextra -Werror (-Wmissing-field-initializers).
  std::vector<std::string> Init(CCPROF_CC_NUM_FIELDS, "0");
  Init[CCPROF_CC_NAME] = cString(P.Display);
  Init[CCPROF_CC_SYMBOL] = cString(P.Symbol);
  Init[CCPROF_CC_FILE] = cString(P.File);
  Init[CCPROF_CC_LINE] = std::to_string(P.Line);
  Init[CCPROF_CC_FLAGS] =
      std::to_string(Flags | (P.CompactName ? CCPROF_FLAG_NAME_COMPACT : 0));
  std::string Rec = "static struct __ccprof_cc " + P.Rec +
                    " __attribute__((section(\"__ccprof_cc\"), used, "
                    "aligned(8))) = {" +
                    llvm::join(Init, ", ") + "};";
  RW.InsertText(Loc, AtLineStart ? Rec + "\n" : "\n" + Rec, true);
}

void Annotator::run() {
  if (Ctx.getDiagnostics().hasErrorOccurred())
    return;
  if (LO.CPlusPlus && !LO.CPlusPlus11) {
    // The value-passing helpers of the prelude need rvalue references.
    errs() << "ccprof-annotate: error: C++ before C++11 is not supported "
              "(compile with -std=c++11 or later)\n";
    return;
  }
  // Our own output again: like the pass on an instrumented module, change
  // nothing (instrumenting twice would count every call twice).
  if (SM.getBufferData(MainFID).contains("#define CCPROF_ANNOTATE_PRELUDE")) {
    errs() << "ccprof-annotate: warning: "
           << SM.getFileEntryRefForID(MainFID)->getName()
           << " is already annotated; output unchanged\n";
    Out.Text = SM.getBufferData(MainFID).str();
    Out.Ok = true;
    return;
  }
  TranslationUnitDecl *TU = Ctx.getTranslationUnitDecl();
  Scan.TraverseDecl(TU);

  for (const Decl *D : TU->decls()) {
    if (D->isImplicit())
      continue;
    SourceLocation End = SM.getExpansionRange(D->getEndLoc()).getEnd();
    if (inMainFile(End))
      TopLevel.push_back({offset(End), D});
  }
  llvm::stable_sort(TopLevel, [](const auto &A, const auto &B) {
    return A.first < B.first;
  });

  for (const FunctionDecl *FD : Scan.Defs) {
    const char *Why = whyNotProfiled(FD);
    if (Why) {
      if (*Why)
        note(FD->getLocation(),
             "function '" + FD->getNameAsString() + "' not profiled: " + Why);
      continue;
    }
    Plans.emplace_back();
    Plan &P = Plans.back();
    P.FD = FD;
    describe(P);
    BodyWalker(Ctx, P).run();
    decideCalls(P);
  }
  computeRestoring();
  // Functions in file order, so records at one insertion point keep it.
  llvm::stable_sort(Plans, [&](const Plan &A, const Plan &B) {
    return SM.isBeforeInTranslationUnit(A.FD->getLocation(), B.FD->getLocation());
  });
  for (Plan &P : Plans)
    rewrite(P);

  std::string Body;
  if (const RewriteBuffer *Buf = RW.getRewriteBufferFor(MainFID))
    Body = std::string(Buf->begin(), Buf->end());
  else
    Body = SM.getBufferData(MainFID).str();
  Out.Text = Plans.empty() ? Body : prelude(LO.CPlusPlus) + Body;
  Out.Ok = true;
}

class AnnotateConsumer : public ASTConsumer {
public:
  explicit AnnotateConsumer(Result &Out) : Out(Out) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    Annotator(Ctx, Out).run();
  }

private:
  Result &Out;
};

class AnnotateAction : public ASTFrontendAction {
public:
  explicit AnnotateAction(Result &Out) : Out(Out) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 StringRef) override {
    return std::make_unique<AnnotateConsumer>(Out);
  }

private:
  Result &Out;
};

class AnnotateFactory : public tooling::FrontendActionFactory {
public:
  explicit AnnotateFactory(Result &Out) : Out(Out) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<AnnotateAction>(Out);
  }

private:
  Result &Out;
};

} // namespace

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

/// Writes \p Text to \p Path whole or not at all (WriteOutput.h).
static bool writeAtomically(StringRef Path, StringRef Text) {
  std::string Why = ccprof::writeOutputFile(Path, Text);
  if (!Why.empty())
    errs() << "ccprof-annotate: error: cannot write '" << Path << "': " << Why << "\n";
  return Why.empty();
}

int main(int argc, const char **argv) {
  auto Parser = tooling::CommonOptionsParser::create(
      argc, argv, Category, cl::OneOrMore,
      "ccprof-annotate: instrument a C/C++ source file for CCProf\n\n"
      "  ccprof-annotate FILE.c [-o OUT.c] -- <compile args>\n\n"
      "Writes FILE.c with the ccprof pass's instrumentation spelled out in\n"
      "GNU C; compile it with gcc or clang and link with -lccprof_rt.\n");
  if (!Parser) {
    errs() << "ccprof-annotate: error: " << toString(Parser.takeError()) << "\n";
    return 1;
  }
  const std::vector<std::string> &Sources = Parser->getSourcePathList();
  if (Sources.size() != 1) {
    errs() << "ccprof-annotate: error: expected exactly one source file, got "
           << Sources.size() << "\n";
    return 1;
  }
  // One clear message for the commonest mistake, rather than the driver's.
  const std::string &Input = Sources.front();
  if (std::error_code EC = sys::fs::access(Input, sys::fs::AccessMode::Exist)) {
    errs() << "ccprof-annotate: error: cannot read '" << Input
           << "': " << EC.message() << "\n";
    return 1;
  }
  if (sys::fs::is_directory(Input)) {
    errs() << "ccprof-annotate: error: '" << Input << "' is a directory\n";
    return 1;
  }

  tooling::ClangTool Tool(Parser->getCompilations(), Sources);
  // gcc users pass gcc flags: clang's complaints about them are noise here.
  // And what gcc (12) accepts with a warning, clang must not reject: old C
  // that compiles with gcc is still annotated.
  Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
      {"-Wno-unknown-warning-option", "-Qunused-arguments",
       "-Wno-ignored-optimization-argument",
       "-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int",
       "-Wno-error=int-conversion", "-Wno-error=incompatible-pointer-types",
       "-Wno-error=incompatible-function-pointer-types",
       "-Wno-error=return-mismatch"},
      tooling::ArgumentInsertPosition::END));
  Tool.setPrintErrorMessage(false); // ours below says the same, once
  // Clang's builtin headers (stddef.h...), unless the command line names them.
  Tool.appendArgumentsAdjuster(
      [](const tooling::CommandLineArguments &Args, StringRef) {
        for (const std::string &A : Args)
          if (StringRef(A).starts_with("-resource-dir"))
            return Args;
        tooling::CommandLineArguments New = Args;
        if (sys::fs::is_directory(CCPROF_CLANG_RESOURCE_DIR))
          New.insert(New.begin() + (New.empty() ? 0 : 1),
                     "-resource-dir=" CCPROF_CLANG_RESOURCE_DIR);
        return New;
      });

  Result Out;
  AnnotateFactory Factory(Out);
  int RC = Tool.run(&Factory);
  if (RC != 0 || !Out.Ok) {
    errs() << "ccprof-annotate: error: '" << Input
           << "' could not be annotated; no output written\n";
    return 1;
  }
  if (OutFile.empty() || OutFile == "-") {
    outs() << Out.Text;
    outs().flush();
    return outs().has_error() ? 1 : 0;
  }
  return writeAtomically(OutFile, Out.Text) ? 0 : 1;
}
