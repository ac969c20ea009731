//===- Codegen.cpp - sml-mini: LLVM IR generation -------------------------===//
//
// Values are uniform 64-bit words (runtime/sml_runtime.h): odd = 63-bit int,
// low bits 010 = immediate constant (unit, bools, nil, nullary constructors),
// low bits 000 = pointer to a heap object whose first word is a header.
//
// A `fun f p1 ... pn` becomes
//   tailcc i64 @f(i64 %env, i64 %p1, ..., i64 %pn)   ; "direct" entry
// where a parameter that every clause matches with a k-tuple is passed as k
// flat words. If any parameter is flat, the closure's code pointer is a
// separate "generic" entry taking one word per curried parameter, which
// unpacks the tuples and tail-calls @f. Calls of a known function with all
// its arguments are direct calls; others go through @sml.apply, which
// applies a closure or builds and saturates partial applications.
// Every call in tail position is `musttail`, so tail recursion, mutual
// recursion and continuation passing run in constant stack.
//
// `e handle m` saves a handler frame with _setjmp; `raise` longjmps to the
// innermost frame (runtime). Compiler-generated helpers (apply, generic
// entries, constructor and primitive wrappers) carry "ccprof-noprofile":
// they are plumbing, and calls through them are charged to the SML
// function they reach.
//
//===----------------------------------------------------------------------===//
#include "Codegen.h"
#include "../common/CodegenKit.h"
#include "../common/nursery.h"

#include <ccprof/CCProfData.h>

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

#include <map>

using namespace llvm;

namespace sml {
namespace {

constexpr unsigned MaxArity = 5;

class Codegen {
  LoweredProgram &LP;
  LLVMContext &Ctx;
  std::unique_ptr<Module> M;
  IRBuilder<> B;
  fe::DebugInfo DI;
  std::string FileName;
  Type *I64, *I32, *PtrTy, *F64;

  // runtime
  FunctionCallee RtAlloc, RtRaise, RtTypeError, RtEqual, RtCompare,
      RtConcat, RtPrint, RtIntToString, RtSize, RtStr, RtStrSub, RtArrayMake, RtArraySub,
      RtArrayUpdate, RtArrayLength, RtArrayFromList, RtPapExtend, RtRealToInt, RtRealFmt,
      RtTan, RtAtan, RtAtan2, RtRemember, SetJmp;
  std::map<uint64_t, Constant *> RealLits; // by bit pattern
  std::map<std::pair<FunInfo *, unsigned>, Function *> PartialStubs;
  GlobalVariable *HandlerTop, *Hp, *HpLim, *NurseryLo, *NurseryHi;
  std::vector<Constant *> GlobalRoots; // top-level value slots (sml_gc.h)
  StructType *FrameTy;
  Function *Apply = nullptr;

  // per function
  FunInfo *CurF = nullptr;
  Function *CurFn = nullptr;
  Value *Env = nullptr;
  std::map<Binding *, Value *> Locals;
  DISubprogram *SP = nullptr;
  bool CanTail = false; // musttail possible (tailcc function)

  std::map<std::string, Constant *> StrLits, LocStrs;
  std::map<ConInfo *, Function *> ConWrappers;
  std::map<Prim, Function *> PrimWrappers;
  std::map<unsigned, Function *> SelectWrappers; // #a as a value, by field index
  std::map<Function *, Constant *> StaticClosures;

public:
  Codegen(LoweredProgram &P, LLVMContext &C, const std::string &Dir, const std::string &File)
      : LP(P), Ctx(C), M(std::make_unique<Module>(File, C)), B(C),
        DI(*M, Dir, File, "basis.sml", "<sml-mini>", dwarf::DW_LANG_C, "smlc (sml-mini)"),
        FileName(File) {
    I64 = Type::getInt64Ty(Ctx);
    I32 = Type::getInt32Ty(Ctx);
    PtrTy = PointerType::getUnqual(Ctx);
    F64 = Type::getDoubleTy(Ctx);
  }

  std::unique_ptr<Module> run();

private:
  // ------------------------------------------------------------ constants
  Constant *c64(int64_t V) { return ConstantInt::get(I64, V); }
  Constant *intConst(int64_t N) { return c64(int64_t((uint64_t)N << 1) | 1); }
  Constant *unit() { return c64(enc::imm(0)); }
  Constant *boolConst(bool V) { return c64(enc::imm(enc::tag(enc::TBool, V))); }
  Constant *nilConst() { return c64(enc::imm(enc::tag(enc::TList, 0))); }
  Value *boolOf(Value *I1) { return B.CreateSelect(I1, boolConst(true), boolConst(false)); }

  FunctionCallee runtime(const char *Name, Type *Ret, ArrayRef<Type *> Args,
                         unsigned Attrs = fe::RtPlain) {
    // The runtime never calls back into SML code: no caller reset needed.
    return fe::declareRuntime(*M, Name, Ret, Args, fe::RtNoCallback | Attrs);
  }

  /// A static string object: header + bytes + NUL, 8-byte aligned.
  Constant *strLit(const std::string &S) {
    auto It = StrLits.find(S);
    if (It != StrLits.end())
      return It->second;
    auto *Bytes = ConstantDataArray::getString(Ctx, S, true);
    auto *Ty = StructType::get(Ctx, {I64, Bytes->getType()});
    auto *Init = ConstantStruct::get(
        Ty, {c64(enc::header(enc::KString, S.size(), 0)), Bytes});
    auto *G = new GlobalVariable(*M, Ty, true, GlobalValue::PrivateLinkage, Init, "str");
    G->setAlignment(Align(8));
    G->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    Constant *V = ConstantExpr::getPtrToInt(G, I64);
    StrLits[S] = V;
    return V;
  }

  // ---------------------------------------------------------------- reals
  /// A static real object [header, double].
  Constant *realLit(double D) {
    uint64_t Bits;
    memcpy(&Bits, &D, sizeof Bits);
    Constant *&V = RealLits[Bits];
    if (!V) {
      auto *Ty = StructType::get(Ctx, {I64, F64});
      auto *Init = ConstantStruct::get(Ty, {c64(SML_REAL_HEADER), ConstantFP::get(F64, D)});
      auto *G = new GlobalVariable(*M, Ty, true, GlobalValue::PrivateLinkage, Init, "real");
      G->setAlignment(Align(8));
      G->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
      V = ConstantExpr::getPtrToInt(G, I64);
    }
    return V;
  }
  Value *boxReal(Value *D) {
    Value *O = alloc(2, SML_REAL_HEADER);
    B.CreateAlignedStore(D, B.CreateConstInBoundsGEP1_64(I64, O, 1), Align(8));
    return B.CreatePtrToInt(O, I64);
  }
  Value *unboxReal(Value *V) {
    return B.CreateAlignedLoad(F64, B.CreateConstInBoundsGEP1_64(I64, ptr(V), 1), Align(8));
  }
  static bool isRealPrim(Prim P) { return P >= Prim::RAdd && P <= Prim::MathAtan2; }
  /// A real primitive of one argument (a real, or an int for `real`).
  Value *realPrim1(Prim P, Value *A, Loc L) {
    auto Unary = [&](Intrinsic::ID Id) { return boxReal(B.CreateUnaryIntrinsic(Id, unboxReal(A))); };
    switch (P) {
    case Prim::RNeg: return boxReal(B.CreateFNeg(unboxReal(A)));
    case Prim::RAbs: return Unary(Intrinsic::fabs);
    case Prim::RealFromInt: return boxReal(B.CreateSIToFP(B.CreateAShr(A, 1), F64));
    case Prim::RealFloor: case Prim::RealCeil: case Prim::RealTrunc: case Prim::RealRound: {
      int Mode = P == Prim::RealFloor ? SML_FLOOR : P == Prim::RealCeil ? SML_CEIL
                 : P == Prim::RealTrunc ? SML_TRUNC : SML_ROUND;
      return B.CreateCall(RtRealToInt, {A, intConst(Mode), locStr(L)});
    }
    case Prim::MathSqrt: return Unary(Intrinsic::sqrt);
    case Prim::MathSin: return Unary(Intrinsic::sin);
    case Prim::MathCos: return Unary(Intrinsic::cos);
    case Prim::MathExp: return Unary(Intrinsic::exp);
    case Prim::MathLn: return Unary(Intrinsic::log);
    case Prim::MathLog10: return Unary(Intrinsic::log10);
    case Prim::MathTan: return boxReal(B.CreateCall(RtTan, {unboxReal(A)}));
    case Prim::MathAtan: return boxReal(B.CreateCall(RtAtan, {unboxReal(A)}));
    default: return nullptr;
    }
  }
  /// A real primitive of two arguments (a pair; RealFmt's second is an int).
  Value *realPrim2(Prim P, Value *A, Value *Bv) {
    if (P == Prim::RealFmt)
      return B.CreateCall(RtRealFmt, {A, Bv});
    Value *X = unboxReal(A), *Y = unboxReal(Bv);
    switch (P) {
    case Prim::RAdd: return boxReal(B.CreateFAdd(X, Y));
    case Prim::RSub: return boxReal(B.CreateFSub(X, Y));
    case Prim::RMul: return boxReal(B.CreateFMul(X, Y));
    case Prim::RDiv: return boxReal(B.CreateFDiv(X, Y));
    case Prim::RLt: return boolOf(B.CreateFCmpOLT(X, Y));
    case Prim::RGt: return boolOf(B.CreateFCmpOGT(X, Y));
    case Prim::RLe: return boolOf(B.CreateFCmpOLE(X, Y));
    case Prim::RGe: return boolOf(B.CreateFCmpOGE(X, Y));
    case Prim::MathPow: return boxReal(B.CreateBinaryIntrinsic(Intrinsic::pow, X, Y));
    case Prim::MathAtan2: return boxReal(B.CreateCall(RtAtan2, {X, Y}));
    default: return nullptr;
    }
  }

  /// "file:line:col" as a C string, for run-time error messages.
  Constant *locStr(Loc L, const std::string &Suffix = "") {
    std::string S = (CurF && CurF->InBasis ? std::string("basis.sml") : FileName) + ":" +
                    std::to_string(L.Line) + ":" + std::to_string(L.Col) + Suffix;
    auto It = LocStrs.find(S);
    if (It != LocStrs.end())
      return It->second;
    Constant *C = B.CreateGlobalString(S, "loc", 0, M.get());
    LocStrs[S] = C;
    return C;
  }

  // ------------------------------------------------------------- heap ops
  Value *ptr(Value *V) { return B.CreateIntToPtr(V, PtrTy); }
  Value *field(Value *V, unsigned I) {
    Value *P = B.CreateConstInBoundsGEP1_64(I64, ptr(V), I);
    return B.CreateAlignedLoad(I64, P, Align(8));
  }
  void setField(Value *Obj, unsigned I, Value *V) {
    B.CreateAlignedStore(V, B.CreateConstInBoundsGEP1_64(I64, Obj, I), Align(8));
  }
  /// Allocates an object of \p Words words (header included); returns a ptr.
  /// Bumps the nursery pointer inline (common/nursery.h); at the end of a chunk,
  /// sml_alloc takes the next one or collects.
  Value *alloc(unsigned Words, uint64_t Header) {
    unsigned Kind = Header & 0xff;
    uint64_t Len = (Header >> 8) & 0xffffffffu;
    assert((Kind == enc::KString || Words == 1 + Len) && "the header's length sizes the object");
    (void)Kind;
    (void)Len;
    Words = std::max(Words, 2u); // room for a forwarding address
    BasicBlock *Fast = newBlock("alloc.fast"), *Slow = newBlock("alloc.slow"),
               *Done = newBlock("alloc.done");
    Value *Old = fe::emitNurseryBump(B, Hp, HpLim, c64(8 * Words), Fast, Slow);
    B.CreateBr(Done);
    B.SetInsertPoint(Slow);
    Value *Fresh = B.CreateCall(RtAlloc, {c64(Words)});
    B.CreateBr(Done);
    B.SetInsertPoint(Done);
    PHINode *P = B.CreatePHI(PtrTy, 2);
    P->addIncoming(Old, Fast);
    P->addIncoming(Fresh, Slow);
    setField(P, 0, c64(Header));
    return P;
  }
  /// `:=`: the store and the write barrier of sml_gc.h (an old object given
  /// a nursery pointer is remembered).
  void writeField(Value *Obj, unsigned I, Value *V) {
    Value *Slot = B.CreateConstInBoundsGEP1_64(I64, Obj, I);
    B.CreateAlignedStore(V, Slot, Align(8));
    Value *Lo = B.CreateAlignedLoad(I64, NurseryLo, Align(8));
    Value *Size = B.CreateSub(B.CreateAlignedLoad(I64, NurseryHi, Align(8)), Lo);
    auto Young = [&](Value *X) { return B.CreateICmpULT(B.CreateSub(X, Lo), Size); };
    Value *Need = B.CreateAnd(B.CreateAnd(isPtr(V), Young(V)),
                              B.CreateNot(Young(B.CreatePtrToInt(Slot, I64))));
    BasicBlock *Rem = newBlock("remember"), *Done = newBlock("remember.done");
    B.CreateCondBr(Need, Rem, Done, MDBuilder(Ctx).createBranchWeights(1, 1000));
    B.SetInsertPoint(Rem);
    B.CreateCall(RtRemember, {Slot});
    B.CreateBr(Done);
    B.SetInsertPoint(Done);
  }
  Value *isPtr(Value *V) {
    return B.CreateICmpEQ(B.CreateAnd(V, c64(7)), c64(0));
  }

  BasicBlock *newBlock(const char *Name) { return BasicBlock::Create(Ctx, Name, CurFn); }

  /// Emits a raise of the built-in exception \p Name at \p L (noreturn) in a
  /// fresh block and returns it.
  BasicBlock *raiseBlock(Loc L, const char *Name) {
    auto SavedIP = B.saveIP();
    BasicBlock *BB = newBlock("raise");
    B.SetInsertPoint(BB);
    B.CreateCall(RtRaise, {exnValue(LP.BuiltinExn.at(Name)), locStr(L)});
    B.CreateUnreachable();
    B.restoreIP(SavedIP);
    return BB;
  }
  /// Continues in \p OK when \p Cond holds, else in \p Bad.
  void check(Value *Cond, BasicBlock *Bad) {
    BasicBlock *OK = newBlock("ok");
    B.CreateCondBr(Cond, OK, Bad);
    B.SetInsertPoint(OK);
  }
  /// Starts a block for code after a noreturn call; returns a dummy value.
  Value *deadEnd() {
    B.SetInsertPoint(newBlock("dead"));
    return PoisonValue::get(I64);
  }

  // ------------------------------------------------------------ functions
  FunctionType *fnType(unsigned NParams) {
    return FunctionType::get(I64, SmallVector<Type *, 8>(NParams + 1, I64), false);
  }
  Function *newFunction(const std::string &Name, unsigned NParams, bool Helper) {
    Function *F = Function::Create(fnType(NParams), GlobalValue::InternalLinkage, Name, *M);
    F->setCallingConv(CallingConv::Tail);
    F->addFnAttr(Attribute::NoUnwind);
    if (Helper)
      F->addFnAttr(CCPROF_NOPROFILE_ATTR);
    return F;
  }
  CallInst *callFn(FunctionType *FT, Value *Callee, ArrayRef<Value *> Args) {
    CallInst *C = B.CreateCall(FT, Callee, Args);
    C->setCallingConv(CallingConv::Tail);
    return C;
  }
  /// Finishes a value: in tail position, returns it (a call just before
  /// becomes musttail) and yields nullptr.
  Value *result(Value *V, bool Tail) {
    if (!Tail)
      return V;
    if (auto *C = dyn_cast<CallInst>(V))
      if (CanTail && C->getCallingConv() == CallingConv::Tail && C->getNextNode() == nullptr &&
          C->getParent() == B.GetInsertBlock())
        C->setTailCallKind(CallInst::TCK_MustTail);
    B.CreateRet(V);
    return nullptr;
  }

  Constant *staticClosure(Function *Code, unsigned Arity) {
    auto It = StaticClosures.find(Code);
    if (It != StaticClosures.end())
      return It->second;
    auto *Ty = ArrayType::get(I64, 3);
    auto *Init = ConstantArray::get(
        Ty, {c64(enc::header(enc::KClosure, 2, 0)), ConstantExpr::getPtrToInt(Code, I64),
             c64(Arity)});
    auto *G = new GlobalVariable(*M, Ty, true, GlobalValue::PrivateLinkage, Init,
                                 Code->getName() + ".closure");
    G->setAlignment(Align(8));
    Constant *V = ConstantExpr::getPtrToInt(G, I64);
    StaticClosures[Code] = V;
    return V;
  }
  Function *entryOf(FunInfo *F) { return F->Generic ? F->Generic : F->Direct; }

  void declareFunction(FunInfo *F) {
    F->Direct = newFunction(F->Name, F->numDirectParams(), false);
    bool Flat = false;
    for (unsigned W : F->Widths)
      Flat |= W != 0;
    if (Flat)
      F->Generic = newFunction(F->Name + ".entry", F->Arity, true);
    F->Direct->setSubprogram(DI.function(F->Name, F->At.Line, F->InBasis));
  }

  // ------------------------------------------------------ values of names
  Value *exnValue(ConInfo *C) {
    if (!C->HasArg) {
      if (!C->Static) {
        if (!C->RuntimeSym.empty()) {
          C->Static = new GlobalVariable(*M, ArrayType::get(I64, 2), true,
                                         GlobalValue::ExternalLinkage, nullptr, C->RuntimeSym);
        } else {
          auto *Ty = StructType::get(Ctx, {I64, PtrTy});
          auto *Name = B.CreateGlobalString(C->Name, "exn.name", 0, M.get());
          C->Static = new GlobalVariable(
              *M, Ty, true, GlobalValue::PrivateLinkage,
              ConstantStruct::get(Ty, {c64(enc::header(enc::KExn, 1, C->ExnId)), Name}),
              "exn." + C->Name);
          C->Static->setAlignment(Align(8));
        }
      }
      return ConstantExpr::getPtrToInt(C->Static, I64);
    }
    return nullptr;
  }
  Constant *exnName(ConInfo *C) {
    return B.CreateGlobalString(C->Name, "exn.name", 0, M.get());
  }

  /// Builds constructor \p C applied to \p Arg.
  Value *construct(ConInfo *C, Value *Arg) {
    if (C->IsExn) {
      Value *O = alloc(3, enc::header(enc::KExn, 2, C->ExnId));
      setField(O, 1, exnName(C));
      setField(O, 2, Arg);
      return B.CreatePtrToInt(O, I64);
    }
    if (C->Width) { // `of t1 * ... * tn`: the fields go in the cell itself
      SmallVector<Value *, 4> Fields;
      unpack(Arg, C->Width, Loc(), Fields);
      return constructFlat(C, Fields);
    }
    Value *O = alloc(2, conHeader(C));
    setField(O, 1, Arg);
    return B.CreatePtrToInt(O, I64);
  }
  uint64_t conHeader(ConInfo *C) {
    return enc::header(enc::KCon, C->Width ? C->Width : 1, enc::tag(C->TypeId, C->Index));
  }
  Value *constructFlat(ConInfo *C, ArrayRef<Value *> Fields) {
    Value *O = alloc(1 + Fields.size(), conHeader(C));
    for (size_t I = 0; I < Fields.size(); ++I)
      setField(O, 1 + I, Fields[I]);
    return B.CreatePtrToInt(O, I64);
  }
  Value *cons(Value *H, Value *T) {
    Value *O = alloc(3, consHeader());
    setField(O, 1, H);
    setField(O, 2, T);
    return B.CreatePtrToInt(O, I64);
  }
  uint64_t consHeader() { return enc::header(enc::KCon, 2, enc::tag(enc::TList, 1)); }

  Value *conValue(ConInfo *C) {
    if (!C->HasArg)
      return C->IsExn ? exnValue(C) : c64(enc::imm(enc::tag(C->TypeId, C->Index)));
    // A constructor used as a function value: a wrapper closure.
    Function *&W = ConWrappers[C];
    if (!W) {
      auto SavedIP = B.saveIP();
      auto SavedLoc = B.getCurrentDebugLocation();
      Function *SavedFn = CurFn;
      W = newFunction("con." + C->Name, 1, true);
      CurFn = W;
      B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", W));
      B.SetCurrentDebugLocation(DebugLoc());
      Value *Arg = W->getArg(1);
      B.CreateRet(C == LP.ConsCon ? consOfPair(Arg, Loc()) : construct(C, Arg));
      CurFn = SavedFn;
      B.restoreIP(SavedIP);
      B.SetCurrentDebugLocation(SavedLoc);
    }
    return staticClosure(W, 1);
  }
  Value *consOfPair(Value *Pair, Loc L) {
    return cons(field(Pair, 1), field(Pair, 2));
  }

  Value *valueOf(Binding *Bd, Loc L) {
    switch (Bd->K) {
    case Binding::Con:
      return conValue(Bd->C);
    case Binding::Prim:
      return primValue(Bd->P);
    case Binding::Fun:
      if (Bd->Fn->Free.empty())
        return staticClosure(entryOf(Bd->Fn), Bd->Fn->Arity);
      if (Bd->Fn == CurF)
        return Env;
      break;
    case Binding::Var:
      if (Bd->Global)
        return B.CreateAlignedLoad(I64, Bd->G, Align(8), Bd->Name);
      break;
    }
    auto FI = CurF->FreeIdx.find(Bd);
    if (FI != CurF->FreeIdx.end())
      return field(Env, 3 + FI->second);
    auto It = Locals.find(Bd);
    if (It == Locals.end())
      error(L, "internal error: no value for '" + Bd->Name + "'");
    return It->second;
  }

  // ---------------------------------------------------------- primitives
  /// A compiler-made function of \p NParams values after the env (not
  /// profiled, no source location) returning what \p Body computes from it;
  /// a call Body ends with becomes a tail call.
  Function *helper(const std::string &Name, unsigned NParams,
                   function_ref<Value *(Function *)> Body) {
    auto SavedIP = B.saveIP();
    auto SavedLoc = B.getCurrentDebugLocation();
    Function *SavedFn = CurFn;
    FunInfo *SavedF = CurF;
    CurF = nullptr;
    Function *W = newFunction(Name, NParams, true);
    CurFn = W;
    B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", W));
    B.SetCurrentDebugLocation(DebugLoc());
    Value *V = Body(W);
    if (auto *C = dyn_cast<CallInst>(V))
      if (C->getCallingConv() == CallingConv::Tail && !C->getNextNode())
        C->setTailCallKind(CallInst::TCK_MustTail);
    B.CreateRet(V);
    CurFn = SavedFn;
    CurF = SavedF;
    B.restoreIP(SavedIP);
    B.SetCurrentDebugLocation(SavedLoc);
    return W;
  }
  /// A helper of one argument, whose body \p Body generates from it.
  Function *oneArgHelper(const std::string &Name, function_ref<Value *(Value *)> Body) {
    return helper(Name, 1, [&](Function *W) { return Body(W->getArg(1)); });
  }

  /// `f a1 ... ak` for a known f of arity n > k: a closure of arity n - k
  /// over f's closure and a1 ... ak, whose code (partialStub) calls f's
  /// entry with all n. Applying it is an ordinary closure call rather than
  /// a partial application that sml.apply must take apart and saturate.
  Value *partialApp(FunInfo *F, Value *Clo, ArrayRef<Value *> Captured) {
    unsigned K = Captured.size();
    Value *O = alloc(4 + K, enc::header(enc::KClosure, 3 + K, 0));
    setField(O, 1, B.CreatePtrToInt(partialStub(F, K), I64));
    setField(O, 2, c64(F->Arity - K));
    setField(O, 3, Clo);
    for (unsigned I = 0; I < K; ++I)
      setField(O, 4 + I, Captured[I]);
    return B.CreatePtrToInt(O, I64);
  }
  Function *partialStub(FunInfo *F, unsigned K) {
    Function *&S = PartialStubs[{F, K}];
    if (!S)
      S = helper(F->Name + ".partial" + std::to_string(K), F->Arity - K, [&](Function *W) {
        Value *Env = W->getArg(0);
        SmallVector<Value *, 8> Args{field(Env, 3)};
        for (unsigned I = 0; I < K; ++I)
          Args.push_back(field(Env, 4 + I));
        for (unsigned I = 1; I < W->arg_size(); ++I)
          Args.push_back(W->getArg(I));
        Function *Entry = entryOf(F);
        return callFn(Entry->getFunctionType(), Entry, Args);
      });
    return S;
  }

  /// A primitive as a value: a static closure of its helper.
  Value *primValue(Prim P) {
    Function *&W = PrimWrappers[P];
    if (!W)
      W = oneArgHelper(std::string("op") + primName(P), [&](Value *Arg) {
        if (primArity(P) != 2) // one value, or Array.update's triple
          return prim1(P, Arg, Loc());
        return prim2(P, field(Arg, 1), field(Arg, 2), Loc());
      });
    return staticClosure(W, 1);
  }

  /// The one primitive of three arguments.
  Value *arrayUpdate(Value *A, Value *I, Value *X, Loc L) {
    return B.CreateCall(RtArrayUpdate, {A, I, X, locStr(L)});
  }

  /// `#a` as a value: a static closure that loads field \p Index.
  Value *selectValue(unsigned Index) {
    Function *&W = SelectWrappers[Index];
    if (!W)
      W = oneArgHelper("select." + std::to_string(Index + 1),
                       [&](Value *Arg) { return field(Arg, Index + 1); });
    return staticClosure(W, 1);
  }

  /// ~n of the tagged int \p A; Overflow (for the least int) when \p Used.
  Value *negInt(Value *A, Value *Used, Loc L) {
    Value *R = B.CreateBinaryIntrinsic(Intrinsic::ssub_with_overflow, c64(2), A);
    check(B.CreateNot(B.CreateAnd(Used, B.CreateExtractValue(R, 1))), raiseBlock(L, "Overflow"));
    return B.CreateExtractValue(R, 0);
  }
  Value *prim1(Prim P, Value *A, Loc L) {
    if (isRealPrim(P))
      return realPrim1(P, A, L);
    switch (P) {
    case Prim::Abs: { // |n|: ~n when negative
      Value *IsNeg = B.CreateICmpSLT(A, c64(0));
      return B.CreateSelect(IsNeg, negInt(A, IsNeg, L), A);
    }
    case Prim::Neg:
      return negInt(A, B.getTrue(), L);
    case Prim::Deref:
      return field(A, 1);
    case Prim::Ref: {
      Value *O = alloc(2, enc::header(enc::KRef, 1, 0));
      setField(O, 1, A);
      return B.CreatePtrToInt(O, I64);
    }
    case Prim::Print:
      return B.CreateCall(RtPrint, {A, locStr(L)});
    case Prim::IntToString:
      return B.CreateCall(RtIntToString, {A});
    case Prim::Size:
      return B.CreateCall(RtSize, {A, locStr(L)});
    case Prim::Ord: // a char is its code
      return A;
    case Prim::Chr: {
      Value *Code = B.CreateAShr(A, 1);
      check(B.CreateICmpULE(Code, c64(255)), raiseBlock(L, "Chr"));
      return A;
    }
    case Prim::Str:
      return B.CreateCall(RtStr, {A});
    case Prim::ArrayLength: case Prim::VectorLength:
      return B.CreateCall(RtArrayLength, {A});
    case Prim::ArrayFromList: case Prim::VectorFromList:
      return B.CreateCall(RtArrayFromList,
                          {A, intConst(P == Prim::ArrayFromList ? enc::KRef : enc::KTuple)});
    case Prim::ArrayUpdate: { // a triple built elsewhere (see genApp)
      SmallVector<Value *, 3> Xs;
      unpack(A, 3, L, Xs);
      return arrayUpdate(Xs[0], Xs[1], Xs[2], L);
    }
    default:
      return prim2(P, nullptr, A, L); // unreachable in practice
    }
  }

  /// Integer comparison or equality as an i1.
  Value *compare(Prim P, Value *A, Value *Bv, Loc L) {
    switch (P) { // words (the types say so): tagged ints order as ints
    case Prim::IEq: return B.CreateICmpEQ(A, Bv);
    case Prim::INe: return B.CreateICmpNE(A, Bv);
    case Prim::ILt: return B.CreateICmpSLT(A, Bv);
    case Prim::IGt: return B.CreateICmpSGT(A, Bv);
    case Prim::ILe: return B.CreateICmpSLE(A, Bv);
    case Prim::IGe: return B.CreateICmpSGE(A, Bv);
    default: break;
    }
    if (P == Prim::Eq || P == Prim::Ne) {
      // Same word: equal. Otherwise only two heap objects can still be equal.
      BasicBlock *Start = B.GetInsertBlock();
      BasicBlock *Slow = newBlock("eq.slow"), *Join = newBlock("eq.join");
      Value *Same = B.CreateICmpEQ(A, Bv);
      Value *BothPtr = B.CreateICmpEQ(B.CreateAnd(B.CreateOr(A, Bv), c64(7)), c64(0));
      B.CreateCondBr(B.CreateAnd(B.CreateNot(Same), BothPtr), Slow, Join);
      B.SetInsertPoint(Slow);
      Value *R = B.CreateICmpNE(B.CreateCall(RtEqual, {A, Bv, locStr(L)}), c64(0));
      B.CreateBr(Join);
      B.SetInsertPoint(Join);
      PHINode *Phi = B.CreatePHI(Type::getInt1Ty(Ctx), 2);
      Phi->addIncoming(Same, Start);
      Phi->addIncoming(R, Slow);
      return P == Prim::Eq ? (Value *)Phi : B.CreateNot(Phi);
    }
    // Ordering: ints inline, strings in the runtime.
    BasicBlock *Start = B.GetInsertBlock();
    BasicBlock *Slow = newBlock("cmp.slow"), *Join = newBlock("cmp.join");
    Value *BothInt = B.CreateTrunc(B.CreateAnd(A, Bv), Type::getInt1Ty(Ctx));
    CmpInst::Predicate Pr = P == Prim::Lt ? CmpInst::ICMP_SLT
                            : P == Prim::Gt ? CmpInst::ICMP_SGT
                            : P == Prim::Le ? CmpInst::ICMP_SLE
                                            : CmpInst::ICMP_SGE;
    Value *Fast = B.CreateICmp(Pr, A, Bv);
    B.CreateCondBr(BothInt, Join, Slow);
    B.SetInsertPoint(Slow);
    Value *C = B.CreateCall(RtCompare, {A, Bv, locStr(L)});
    Value *SlowR = B.CreateICmp(Pr, C, c64(0));
    B.CreateBr(Join);
    B.SetInsertPoint(Join);
    PHINode *Phi = B.CreatePHI(Type::getInt1Ty(Ctx), 2);
    Phi->addIncoming(Fast, Start);
    Phi->addIncoming(SlowR, Slow);
    return Phi;
  }
  static bool isCompare(Prim P) {
    return P == Prim::Eq || P == Prim::Ne || P == Prim::Lt || P == Prim::Gt ||
           P == Prim::Le || P == Prim::Ge || (P >= Prim::IEq && P <= Prim::IGe);
  }

  Value *prim2(Prim P, Value *A, Value *Bv, Loc L) {
    if (isRealPrim(P))
      return realPrim2(P, A, Bv);
    if (isCompare(P))
      return boolOf(compare(P, A, Bv, L));
    switch (P) {
    case Prim::Add: case Prim::Sub: case Prim::Mul: {
      Value *R;
      if (P == Prim::Add)
        R = B.CreateBinaryIntrinsic(Intrinsic::sadd_with_overflow, A, B.CreateSub(Bv, c64(1)));
      else if (P == Prim::Sub)
        R = B.CreateBinaryIntrinsic(Intrinsic::ssub_with_overflow, A, B.CreateSub(Bv, c64(1)));
      else
        R = B.CreateBinaryIntrinsic(Intrinsic::smul_with_overflow, B.CreateAShr(A, 1),
                                    B.CreateSub(Bv, c64(1)));
      check(B.CreateNot(B.CreateExtractValue(R, 1)), raiseBlock(L, "Overflow"));
      Value *V = B.CreateExtractValue(R, 0);
      return P == Prim::Add ? V : B.CreateOr(V, c64(1));
    }
    case Prim::Div: case Prim::Mod: {
      Value *X = B.CreateAShr(A, 1), *Y = B.CreateAShr(Bv, 1);
      check(B.CreateICmpNE(Y, c64(0)), raiseBlock(L, "Div"));
      Value *Q = B.CreateSDiv(X, Y), *R = B.CreateSRem(X, Y);
      // SML rounds towards negative infinity: fix up when signs differ.
      Value *Adjust = B.CreateAnd(B.CreateICmpNE(R, c64(0)),
                                  B.CreateICmpSLT(B.CreateXor(R, Y), c64(0)));
      if (P == Prim::Div) {
        Q = B.CreateSub(Q, B.CreateZExt(Adjust, I64));
        check(B.CreateICmpSLT(Q, c64(int64_t(1) << 62)), raiseBlock(L, "Overflow"));
        return B.CreateOr(B.CreateShl(Q, 1), c64(1));
      }
      R = B.CreateSelect(Adjust, B.CreateAdd(R, Y), R);
      return B.CreateOr(B.CreateShl(R, 1), c64(1));
    }
    case Prim::Concat:
      return B.CreateCall(RtConcat, {A, Bv, locStr(L)});
    case Prim::StrSub:
      return B.CreateCall(RtStrSub, {A, Bv, locStr(L)});
    case Prim::ArrayMake:
      return B.CreateCall(RtArrayMake, {A, Bv, locStr(L)});
    case Prim::ArraySub: case Prim::VectorSub:
      return B.CreateCall(RtArraySub, {A, Bv, locStr(L)});
    case Prim::Cons:
      return cons(A, Bv);
    case Prim::Assign:
      writeField(ptr(A), 1, Bv);
      return unit();
    default:
      return prim1(P, A, L);
    }
  }

  // ---------------------------------------------------------- application
  /// Applies the closure value \p F to \p Args one at a time.
  Value *applyValue(Value *F, ArrayRef<Value *> Args, bool Tail, Loc L) {
    Constant *Msg = locStr(L, ": runtime type error: applying a value that is not a function");
    for (size_t I = 0; I < Args.size(); ++I) {
      F = applyOne(F, Args[I], Tail && I + 1 == Args.size(), Msg);
      if (!F)
        return nullptr;
    }
    return result(F, Tail);
  }
  /// F X for an unknown function F. A closure of arity 1 (the common case:
  /// `fn`, a one-parameter `fun`, partialApp's closures) is called here, in
  /// line; anything else (a closure of more parameters, a partial
  /// application) goes through sml.apply. F is a function value (the types
  /// say so): a closure or a partial application, both of >= 3 words.
  Value *applyOne(Value *F, Value *X, bool Tail, Constant *Msg) {
    Value *IsClosure = B.CreateICmpEQ(B.CreateAnd(field(F, 0), c64(0xff)), c64(enc::KClosure));
    Value *Unary = B.CreateAnd(IsClosure, B.CreateICmpEQ(field(F, 2), c64(1)));
    BasicBlock *Fast = newBlock("apply.closure1"), *Slow = newBlock("apply.generic");
    B.CreateCondBr(Unary, Fast, Slow, MDBuilder(Ctx).createBranchWeights(100, 1));
    B.SetInsertPoint(Fast);
    Value *R1 = result(callFn(fnType(1), ptr(field(F, 1)), {F, X}), Tail);
    BasicBlock *FastEnd = B.GetInsertBlock();
    B.SetInsertPoint(Slow);
    Value *R2 = result(callFn(Apply->getFunctionType(), Apply, {F, X, Msg}), Tail);
    if (Tail)
      return nullptr;
    BasicBlock *Join = newBlock("apply.join");
    B.CreateBr(Join);
    BasicBlock *SlowEnd = B.GetInsertBlock();
    B.SetInsertPoint(FastEnd);
    B.CreateBr(Join);
    B.SetInsertPoint(Join);
    PHINode *Phi = B.CreatePHI(I64, 2);
    Phi->addIncoming(R1, FastEnd);
    Phi->addIncoming(R2, SlowEnd);
    return Phi;
  }

  /// Splits \p V, the value of a k-tuple parameter, into its fields.
  void unpack(Value *V, unsigned K, Loc L, SmallVectorImpl<Value *> &Out) {
    for (unsigned I = 0; I < K; ++I)
      Out.push_back(field(V, I + 1));
  }

  /// Arguments of a direct call: flat tuple parameters take a syntactic
  /// tuple's elements without building it.
  void directArgs(FunInfo *F, ArrayRef<Expr *> Args, SmallVectorImpl<Value *> &Out) {
    for (unsigned I = 0; I < F->Arity; ++I) {
      unsigned W = F->Widths[I];
      Expr *A = Args[I];
      if (W && A->Kind == ExprKind::Tuple && A->Sub.size() == W) {
        for (auto &S : A->Sub)
          Out.push_back(gen(*S, false));
        continue;
      }
      Value *V = gen(*A, false);
      setLoc(A->At);
      if (W)
        unpack(V, W, A->At, Out);
      else
        Out.push_back(V);
    }
  }

  Value *genApp(Expr &E, bool Tail) {
    if (E.Sub[0]->Kind == ExprKind::Select) { // #a e: a load
      Value *R = gen(*E.Sub[1], false);
      setLoc(E.At);
      return result(field(R, E.Sub[0]->IntVal + 1), Tail);
    }
    SmallVector<Expr *, 6> Args;
    Expr *Head = &E;
    while (Head->Kind == ExprKind::App) {
      Args.push_back(Head->Sub[1].get());
      Head = Head->Sub[0].get();
    }
    std::reverse(Args.begin(), Args.end());
    Binding *Bd = Head->Kind == ExprKind::Var ? Head->Bind : nullptr;

    if (Bd && Bd->K == Binding::Prim) {
      Value *R;
      Expr *A = Args[0];
      if (primArity(Bd->P) == 3 && A->Kind == ExprKind::Tuple && A->Sub.size() == 3) {
        Value *X = gen(*A->Sub[0], false), *Y = gen(*A->Sub[1], false),
              *Z = gen(*A->Sub[2], false);
        setLoc(E.At);
        R = arrayUpdate(X, Y, Z, A->At);
      } else if (primArity(Bd->P) == 2) {
        if (A->Kind == ExprKind::Tuple && A->Sub.size() == 2) {
          Value *X = gen(*A->Sub[0], false), *Y = gen(*A->Sub[1], false);
          setLoc(E.At);
          R = prim2(Bd->P, X, Y, A->At);
        } else {
          Value *V = gen(*A, false);
          setLoc(E.At);
          SmallVector<Value *, 2> XY;
          unpack(V, 2, A->At, XY);
          R = prim2(Bd->P, XY[0], XY[1], A->At);
        }
      } else {
        Value *V = gen(*A, false);
        setLoc(E.At);
        R = prim1(Bd->P, V, E.At);
      }
      return restArgs(R, Args, 1, Tail, E.At);
    }
    if (Bd && Bd->K == Binding::Con) {
      ConInfo *C = Bd->C; // applied, so it takes an argument (Typecheck)
      Expr *A = Args[0];
      Value *R;
      if (C == LP.ConsCon && A->Kind == ExprKind::Tuple && A->Sub.size() == 2) {
        Value *X = gen(*A->Sub[0], false), *Y = gen(*A->Sub[1], false);
        setLoc(E.At);
        R = cons(X, Y);
      } else if (C->Width && A->Kind == ExprKind::Tuple && A->Sub.size() == C->Width) {
        SmallVector<Value *, 4> Fields;
        for (auto &S : A->Sub)
          Fields.push_back(gen(*S, false));
        setLoc(E.At);
        R = constructFlat(C, Fields);
      } else {
        Value *V = gen(*A, false);
        setLoc(E.At);
        R = C == LP.ConsCon ? consOfPair(V, A->At) : construct(C, V);
      }
      return restArgs(R, Args, 1, Tail, E.At);
    }
    if (Bd && Bd->K == Binding::Fun && Args.size() >= Bd->Fn->Arity) {
      FunInfo *F = Bd->Fn;
      // A function without free variables never reads its env: passing
      // none keeps it from being address-taken, so LLVM may inline it.
      Value *Clo = F->Free.empty() ? c64(0) : valueOf(Bd, Head->At);
      SmallVector<Value *, 8> CallArgs{Clo};
      directArgs(F, ArrayRef<Expr *>(Args).take_front(F->Arity), CallArgs);
      setLoc(E.At);
      CallInst *C = callFn(F->Direct->getFunctionType(), F->Direct, CallArgs);
      return restArgs(C, Args, F->Arity, Tail, E.At);
    }
    if (Bd && Bd->K == Binding::Fun) { // fewer arguments than its arity
      Value *Clo = valueOf(Bd, Head->At);
      SmallVector<Value *, 6> Vals;
      for (Expr *A : Args)
        Vals.push_back(gen(*A, false));
      setLoc(E.At);
      return result(partialApp(Bd->Fn, Clo, Vals), Tail);
    }
    Value *F = gen(*Head, false);
    SmallVector<Value *, 6> Vals;
    for (Expr *A : Args)
      Vals.push_back(gen(*A, false));
    setLoc(E.At);
    return applyValue(F, Vals, Tail, E.At);
  }
  Value *restArgs(Value *R, ArrayRef<Expr *> Args, size_t Used, bool Tail, Loc L) {
    if (Used == Args.size())
      return result(R, Tail);
    SmallVector<Value *, 6> Vals;
    for (size_t I = Used; I < Args.size(); ++I)
      Vals.push_back(gen(*Args[I], false));
    return applyValue(R, Vals, Tail, L);
  }

  // ------------------------------------------------------------ closures
  /// The closure of \p F, allocated (fields unset) unless it is static.
  Value *allocClosure(FunInfo *F) {
    if (F->Free.empty())
      return staticClosure(entryOf(F), F->Arity);
    Value *O = alloc(3 + F->Free.size(), enc::header(enc::KClosure, 2 + F->Free.size(), 0));
    setField(O, 1, B.CreatePtrToInt(entryOf(F), I64));
    setField(O, 2, c64(F->Arity));
    // Filled later (fillClosure), maybe after other allocations: until
    // then the collector must see no stale words here.
    for (size_t I = 0; I < F->Free.size(); ++I)
      setField(O, 3 + I, c64(0));
    return B.CreatePtrToInt(O, I64);
  }
  void fillClosure(FunInfo *F, Value *Clo, Loc L) {
    if (F->Free.empty())
      return;
    Value *P = ptr(Clo);
    for (size_t I = 0; I < F->Free.size(); ++I)
      setField(P, 3 + I, valueOf(F->Free[I], L));
  }

  // ------------------------------------------------------------- patterns
  /// Tests \p V against \p P, branching to \p Fail on mismatch; binds the
  /// pattern's variables in Locals.
  void match(Pat &P, Value *V, BasicBlock *Fail) {
    switch (P.Kind) {
    case PatKind::Wild:
      return;
    case PatKind::Var:
      Locals[P.Bind] = V;
      if (!V->hasName() && !isa<Constant>(V))
        V->setName(P.Name);
      return;
    case PatKind::Int: case PatKind::Char:
      check(B.CreateICmpEQ(V, intConst(P.IntVal)), Fail);
      return;
    case PatKind::Str:
      check(B.CreateICmpNE(B.CreateCall(RtEqual, {V, strLit(P.StrVal), locStr(P.At)}), c64(0)),
            Fail);
      return;
    case PatKind::Tuple:
      if (P.Sub.empty())
        return; // () matches the only value of type unit
      for (size_t I = 0; I < P.Sub.size(); ++I)
        match(*P.Sub[I], field(V, I + 1), Fail);
      return;
    case PatKind::Con: {
      ConInfo *C = P.Con;
      if (!C->HasArg) {
        check(B.CreateICmpEQ(V, conValue(C)), Fail);
        return;
      }
      check(isPtr(V), Fail);
      if (!C->SoleBoxed) { // which boxed constructor (or exception) it is
        uint64_t H = C->IsExn ? enc::header(enc::KExn, 2, C->ExnId) : conHeader(C);
        check(B.CreateICmpEQ(field(V, 0), c64(H)), Fail);
      }
      Pat &Arg = *P.Sub[0];
      if (C->Width) {
        if (Arg.Kind == PatKind::Tuple && Arg.Sub.size() == C->Width) {
          for (unsigned I = 0; I < C->Width; ++I)
            match(*Arg.Sub[I], field(V, 1 + I), Fail);
          return;
        }
        if (Arg.Kind == PatKind::Wild)
          return;
        // `C x`: the argument as a tuple value, rebuilt from the fields
        Value *T = alloc(1 + C->Width, enc::header(enc::KTuple, C->Width, 0));
        for (unsigned I = 0; I < C->Width; ++I)
          setField(T, 1 + I, field(V, 1 + I));
        match(Arg, B.CreatePtrToInt(T, I64), Fail);
        return;
      }
      match(Arg, field(V, C->IsExn ? 2 : 1), Fail);
      return;
    }
    case PatKind::Cons: // `::` is the list's only boxed constructor
      check(isPtr(V), Fail);
      match(*P.Sub[0], field(V, 1), Fail);
      match(*P.Sub[1], field(V, 2), Fail);
      return;
    case PatKind::Ref:
      match(*P.Sub[0], field(V, 1), Fail);
      return;
    case PatKind::As:
      Locals[P.Bind] = V;
      match(*P.Sub[0], V, Fail);
      return;
    case PatKind::Record:
      llvm_unreachable("Typecheck rewrites record patterns as tuple patterns");
    }
  }

  // ---------------------------------------------------------- expressions
  void setLoc(Loc L) {
    if (SP)
      B.SetCurrentDebugLocation(DILocation::get(Ctx, L.Line, L.Col, SP));
  }

  /// Branches to \p T or \p F on the boolean \p E, without materialising
  /// comparison results.
  void genCond(Expr &E, BasicBlock *T, BasicBlock *F) {
    if (E.Kind == ExprKind::AndAlso || E.Kind == ExprKind::OrElse) {
      BasicBlock *Mid = newBlock(E.Kind == ExprKind::AndAlso ? "and" : "or");
      if (E.Kind == ExprKind::AndAlso)
        genCond(*E.Sub[0], Mid, F);
      else
        genCond(*E.Sub[0], T, Mid);
      B.SetInsertPoint(Mid);
      genCond(*E.Sub[1], T, F);
      return;
    }
    if (E.Kind == ExprKind::Infix && E.Bind->K == Binding::Prim && isCompare(E.Bind->P)) {
      Value *A = gen(*E.Sub[0], false), *Bv = gen(*E.Sub[1], false);
      setLoc(E.At);
      B.CreateCondBr(compare(E.Bind->P, A, Bv, E.At), T, F);
      return;
    }
    Value *V = gen(E, false);
    setLoc(E.At);
    B.CreateCondBr(B.CreateICmpEQ(V, boolConst(true)), T, F); // a bool: the types say so
  }

  /// Joins the values of several branches (non-tail code).
  struct Joiner {
    BasicBlock *BB = nullptr;
    SmallVector<std::pair<Value *, BasicBlock *>, 4> In;
  };
  void addJoin(Joiner &J, Value *V) {
    if (!J.BB)
      J.BB = newBlock("join");
    J.In.push_back({V, B.GetInsertBlock()});
    B.CreateBr(J.BB);
  }
  Value *finishJoin(Joiner &J) {
    if (!J.BB)
      return deadEnd();
    B.SetInsertPoint(J.BB);
    PHINode *Phi = B.CreatePHI(I64, J.In.size());
    for (auto &P : J.In)
      Phi->addIncoming(P.first, P.second);
    return Phi;
  }
  /// Emits the value of a branch: returns it in tail position, else joins.
  void branchValue(Expr &E, bool Tail, Joiner &J) {
    Value *V = gen(E, Tail);
    if (!Tail)
      addJoin(J, V);
  }
  void constBranch(Value *V, bool Tail, Joiner &J) {
    if (Tail)
      B.CreateRet(V);
    else
      addJoin(J, V);
  }

  /// Compiles \p E; in tail position (\p Tail) emits the `ret` itself and
  /// returns nullptr.
  Value *gen(Expr &E, bool Tail) {
    setLoc(E.At);
    switch (E.Kind) {
    case ExprKind::Int: case ExprKind::Char:
      return result(intConst(E.IntVal), Tail);
    case ExprKind::Real:
      return result(realLit(E.RealVal), Tail);
    case ExprKind::Record: {
      // Fields evaluated in the order written, laid out in label order
      // (Typecheck's record types).
      SmallVector<Value *, 4> Vs;
      for (auto &S : E.Sub)
        Vs.push_back(gen(*S, false));
      SmallVector<unsigned, 4> Ix;
      for (unsigned I = 0; I < Vs.size(); ++I)
        Ix.push_back(I);
      std::sort(Ix.begin(), Ix.end(),
                [&](unsigned A, unsigned Bi) { return labelLess(E.Labels[A], E.Labels[Bi]); });
      setLoc(E.At);
      Value *O = alloc(1 + Vs.size(), enc::header(enc::KTuple, Vs.size(), 0));
      for (unsigned I = 0; I < Ix.size(); ++I)
        setField(O, I + 1, Vs[Ix[I]]);
      return result(B.CreatePtrToInt(O, I64), Tail);
    }
    case ExprKind::Select:
      return result(selectValue(E.IntVal), Tail);
    case ExprKind::Str:
      return result(strLit(E.Name), Tail);
    case ExprKind::Var:
      return result(valueOf(E.Bind, E.At), Tail);
    case ExprKind::Tuple: {
      if (E.Sub.empty())
        return result(unit(), Tail);
      SmallVector<Value *, 4> Vs;
      for (auto &S : E.Sub)
        Vs.push_back(gen(*S, false));
      setLoc(E.At);
      Value *O = alloc(1 + Vs.size(), enc::header(enc::KTuple, Vs.size(), 0));
      for (size_t I = 0; I < Vs.size(); ++I)
        setField(O, I + 1, Vs[I]);
      return result(B.CreatePtrToInt(O, I64), Tail);
    }
    case ExprKind::List: {
      SmallVector<Value *, 8> Vs;
      for (auto &S : E.Sub)
        Vs.push_back(gen(*S, false));
      setLoc(E.At);
      Value *L = nilConst();
      for (size_t I = Vs.size(); I-- > 0;)
        L = cons(Vs[I], L);
      return result(L, Tail);
    }
    case ExprKind::App:
      return genApp(E, Tail);
    case ExprKind::Infix: {
      Binding *Bd = E.Bind;
      if (Bd->K == Binding::Prim) {
        Value *A = gen(*E.Sub[0], false), *Bv = gen(*E.Sub[1], false);
        setLoc(E.At);
        return result(prim2(Bd->P, A, Bv, E.At), Tail);
      }
      if (Bd->K == Binding::Con && Bd->C == LP.ConsCon) {
        Value *A = gen(*E.Sub[0], false), *Bv = gen(*E.Sub[1], false);
        setLoc(E.At);
        return result(cons(A, Bv), Tail);
      }
      // a function: apply it to the pair
      Expr Head(ExprKind::Var, E.At);
      Head.Name = E.Name;
      Head.Bind = Bd;
      Expr Pair(ExprKind::Tuple, E.At);
      Pair.Sub = std::move(E.Sub);
      Expr App(ExprKind::App, E.At);
      App.Sub.push_back(ExprP(&Head));
      App.Sub.push_back(ExprP(&Pair));
      Value *R = genApp(App, Tail);
      App.Sub[0].release();
      App.Sub[1].release();
      E.Sub = std::move(Pair.Sub);
      return R;
    }
    case ExprKind::AndAlso: case ExprKind::OrElse: case ExprKind::If: {
      // a andalso b = if a then b else false; a orelse b = if a then true
      // else b: b stays in tail position.
      BasicBlock *T = newBlock("then"), *F = newBlock("else");
      Joiner J;
      genCond(*E.Sub[0], T, F);
      B.SetInsertPoint(T);
      if (E.Kind == ExprKind::OrElse)
        constBranch(boolConst(true), Tail, J);
      else
        branchValue(*E.Sub[1], Tail, J);
      B.SetInsertPoint(F);
      if (E.Kind == ExprKind::AndAlso)
        constBranch(boolConst(false), Tail, J);
      else
        branchValue(*E.Sub[E.Kind == ExprKind::If ? 2 : 1], Tail, J);
      return Tail ? nullptr : finishJoin(J);
    }
    case ExprKind::Case: {
      Value *V = gen(*E.Sub[0], false);
      return genRules(E.Rules, V, Tail, E.At, "Match");
    }
    case ExprKind::Fn: {
      FunInfo *F = E.Fn;
      Value *Clo = allocClosure(F);
      fillClosure(F, Clo, E.At);
      return result(Clo, Tail);
    }
    case ExprKind::Let: {
      for (auto &D : E.Decs)
        dec(*D);
      return gen(*E.Sub[0], Tail);
    }
    case ExprKind::While: {
      BasicBlock *Cond = newBlock("while.cond"), *Body = newBlock("while.body"),
                 *Done = newBlock("while.done");
      B.CreateBr(Cond);
      B.SetInsertPoint(Cond);
      genCond(*E.Sub[0], Body, Done);
      B.SetInsertPoint(Body);
      gen(*E.Sub[1], false);
      B.CreateBr(Cond);
      B.SetInsertPoint(Done);
      return result(unit(), Tail);
    }
    case ExprKind::Seq: {
      for (size_t I = 0; I + 1 < E.Sub.size(); ++I)
        gen(*E.Sub[I], false);
      return gen(*E.Sub.back(), Tail);
    }
    case ExprKind::Raise: {
      Value *V = gen(*E.Sub[0], false);
      setLoc(E.At);
      B.CreateCall(RtRaise, {V, locStr(E.At)});
      B.CreateUnreachable();
      if (Tail) {
        B.SetInsertPoint(newBlock("dead"));
        B.CreateUnreachable();
        return nullptr;
      }
      return deadEnd();
    }
    case ExprKind::Handle:
      return genHandle(E, Tail);
    }
    return nullptr;
  }

  /// Rules of a case/fn/handle: first match wins; if none, raises \p Exn
  /// (for a handler, re-raises the exception).
  Value *genRules(std::vector<Rule> &Rules, Value *V, bool Tail, Loc L, const char *Exn) {
    Joiner J;
    for (Rule &R : Rules) {
      BasicBlock *Next = newBlock("next");
      match(*R.P, V, Next);
      branchValue(*R.Body, Tail, J);
      B.SetInsertPoint(Next);
    }
    setLoc(L);
    if (Exn)
      B.CreateCall(RtRaise, {exnValue(LP.BuiltinExn.at(Exn)), locStr(L)});
    else
      B.CreateCall(RtRaise, {V, ConstantPointerNull::get(cast<PointerType>(PtrTy))});
    B.CreateUnreachable();
    return Tail ? nullptr : finishJoin(J);
  }

  Value *genHandle(Expr &E, bool Tail) {
    // The frame lives in the entry block: one per handle site.
    IRBuilder<> AB(&CurFn->getEntryBlock(), CurFn->getEntryBlock().begin());
    Value *Frame = AB.CreateAlloca(FrameTy, nullptr, "handler");
    Value *Prev = B.CreateLoad(PtrTy, HandlerTop, "prev.handler");
    B.CreateStore(Prev, B.CreateStructGEP(FrameTy, Frame, 1));
    B.CreateStore(Frame, HandlerTop);
    CallInst *SJ = B.CreateCall(SetJmp, {Frame});
    SJ->addFnAttr(Attribute::ReturnsTwice);
    BasicBlock *Body = newBlock("try"), *Handler = newBlock("handler");
    B.CreateCondBr(B.CreateICmpEQ(SJ, ConstantInt::get(I32, 0)), Body, Handler);
    Joiner J;
    B.SetInsertPoint(Body);
    Value *V = gen(*E.Sub[0], false);
    B.CreateStore(Prev, HandlerTop);
    if (Tail)
      B.CreateRet(V);
    else
      addJoin(J, V);
    // The runtime has popped the frame and stored the exception in it.
    B.SetInsertPoint(Handler);
    setLoc(E.At);
    Value *Exn = B.CreateLoad(I64, B.CreateStructGEP(FrameTy, Frame, 2), "exn");
    Value *R = genRules(E.Rules, Exn, Tail, E.At, nullptr);
    if (Tail)
      return nullptr;
    // genRules joined the handler arms; join them with the body's value.
    addJoin(J, R);
    return finishJoin(J);
  }

  // --------------------------------------------------------- declarations
  void bindGlobals(Pat &P) {
    if (P.Kind == PatKind::Var || P.Kind == PatKind::As) {
      if (P.Bind->Global) {
        auto *G = new GlobalVariable(*M, I64, false, GlobalValue::InternalLinkage, c64(0),
                                     P.Name);
        G->setAlignment(Align(8));
        P.Bind->G = G;
        GlobalRoots.push_back(G);
        B.CreateAlignedStore(Locals[P.Bind], G, Align(8));
      }
      if (P.Kind == PatKind::Var)
        return;
    }
    for (auto &S : P.Sub)
      bindGlobals(*S);
  }

  void dec(Dec &D) {
    switch (D.Kind) {
    case DecKind::Type: case DecKind::Datatype:
      return;
    case DecKind::Exception:
      return; // exception objects are static (see docs/sml-mini.md)
    case DecKind::Open: case DecKind::Signature: case DecKind::Fixity:
      return;
    case DecKind::Structure:
      for (auto &Bd : D.Body) dec(*Bd);
      return;
    case DecKind::Local:
      for (auto &I : D.Inner) dec(*I);
      for (auto &Bd : D.Body) dec(*Bd);
      return;
    case DecKind::Val: {
      SmallVector<Value *, 2> Vs;
      for (auto &V : D.Vals)
        Vs.push_back(gen(*V.second, false));
      for (size_t I = 0; I < D.Vals.size(); ++I) {
        Pat &P = *D.Vals[I].first;
        setLoc(P.At);
        if (P.Kind == PatKind::Var || P.Kind == PatKind::Wild) {
          match(P, Vs[I], nullptr);
        } else {
          BasicBlock *Fail = newBlock("bind.fail");
          match(P, Vs[I], Fail);
          BasicBlock *Cont = B.GetInsertBlock();
          B.SetInsertPoint(Fail);
          B.CreateCall(RtRaise, {exnValue(LP.BuiltinExn.at("Bind")), locStr(P.At)});
          B.CreateUnreachable();
          B.SetInsertPoint(Cont);
        }
        bindGlobals(P);
      }
      return;
    }
    case DecKind::Fun: {
      SmallVector<Value *, 4> Clos;
      for (FunBind &FB : D.Funs) {
        Value *C = allocClosure(FB.Fn);
        Clos.push_back(C);
        if (!FB.Fn->Self->Global)
          Locals[FB.Fn->Self] = C;
      }
      for (size_t I = 0; I < D.Funs.size(); ++I)
        fillClosure(D.Funs[I].Fn, Clos[I], D.Funs[I].At);
      return;
    }
    }
  }

  // ------------------------------------------------------------ functions
  void beginFunction(FunInfo *F, Function *Fn) {
    CurF = F;
    CurFn = Fn;
    SP = Fn->getSubprogram();
    Locals.clear();
    B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", Fn));
    Env = Fn->arg_size() ? Fn->getArg(0) : nullptr;
    if (Env)
      Env->setName("env");
    CanTail = Fn->getCallingConv() == CallingConv::Tail;
  }

  void genFunction(FunInfo *F) {
    beginFunction(F, F->Direct);
    setLoc(F->At);
    // parameters, flat where the width says so
    SmallVector<SmallVector<Value *, 4>, 5> Params(F->Arity);
    unsigned A = 1;
    for (unsigned I = 0; I < F->Arity; ++I) {
      unsigned W = F->Widths[I];
      for (unsigned K = 0; K < (W ? W : 1); ++K)
        Params[I].push_back(F->Direct->getArg(A++));
    }
    if (F->Rules) { // fn match
      Value *V = Params[0][0];
      genRules(*F->Rules, V, true, F->At, "Match");
    } else {
      for (Clause &C : *F->Clauses) {
        BasicBlock *Next = newBlock("next.clause");
        for (unsigned I = 0; I < F->Arity; ++I) {
          Pat &P = *C.Params[I];
          if (F->Widths[I]) {
            for (unsigned K = 0; K < F->Widths[I]; ++K)
              match(*P.Sub[K], Params[I][K], Next);
          } else {
            match(P, Params[I][0], Next);
          }
        }
        gen(*C.Body, true);
        B.SetInsertPoint(Next);
      }
      setLoc(F->At);
      B.CreateCall(RtRaise, {exnValue(LP.BuiltinExn.at("Match")), locStr(F->At)});
      B.CreateUnreachable();
    }
    if (F->Generic)
      genGenericEntry(F);
  }

  /// The closure entry of a function with flat tuple parameters: unpacks
  /// and tail-calls the direct entry.
  void genGenericEntry(FunInfo *F) {
    FunInfo *Saved = CurF;
    CurFn = F->Generic;
    SP = nullptr;
    B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", F->Generic));
    B.SetCurrentDebugLocation(DebugLoc());
    SmallVector<Value *, 8> Args{F->Generic->getArg(0)};
    for (unsigned I = 0; I < F->Arity; ++I) {
      Value *V = F->Generic->getArg(I + 1);
      if (F->Widths[I])
        unpack(V, F->Widths[I], F->At, Args);
      else
        Args.push_back(V);
    }
    CallInst *C = callFn(F->Direct->getFunctionType(), F->Direct, Args);
    C->setTailCallKind(CallInst::TCK_MustTail);
    B.CreateRet(C);
    CurF = Saved;
  }

  /// sml.apply(f, x): applies a closure or partial application to one
  /// argument; saturating calls are tail calls into the function.
  void genApply() {
    Apply = Function::Create(FunctionType::get(I64, {I64, I64, PtrTy}, false),
                             GlobalValue::InternalLinkage, "sml.apply", *M);
    Apply->setCallingConv(CallingConv::Tail);
    Apply->addFnAttr(Attribute::NoUnwind);
    Apply->addFnAttr(CCPROF_NOPROFILE_ATTR);
    CurFn = Apply;
    CurF = nullptr;
    SP = nullptr;
    B.SetCurrentDebugLocation(DebugLoc());
    Value *F = Apply->getArg(0), *X = Apply->getArg(1);
    B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", Apply));
    BasicBlock *Bad = BasicBlock::Create(Ctx, "not.a.function", Apply);
    BasicBlock *Obj = BasicBlock::Create(Ctx, "object", Apply);
    B.CreateCondBr(isPtr(F), Obj, Bad);
    B.SetInsertPoint(Bad);
    B.CreateCall(RtTypeError, {Apply->getArg(2)});
    B.CreateUnreachable();
    B.SetInsertPoint(Obj);
    Value *Kind = B.CreateAnd(field(F, 0), c64(0xff));
    BasicBlock *Clo = BasicBlock::Create(Ctx, "closure", Apply);
    BasicBlock *Pap = BasicBlock::Create(Ctx, "pap", Apply);
    SwitchInst *S = B.CreateSwitch(Kind, Bad, 2);
    S->addCase(cast<ConstantInt>(c64(enc::KClosure)), Clo);
    S->addCase(cast<ConstantInt>(c64(enc::KPap)), Pap);
    // closure: arity 1 calls, else starts a partial application
    B.SetInsertPoint(Clo);
    Value *Arity = field(F, 2);
    BasicBlock *Call1 = BasicBlock::Create(Ctx, "call1", Apply);
    BasicBlock *MkPap = BasicBlock::Create(Ctx, "mkpap", Apply);
    B.CreateCondBr(B.CreateICmpEQ(Arity, c64(1)), Call1, MkPap);
    B.SetInsertPoint(Call1);
    CallInst *C = callFn(fnType(1), ptr(field(F, 1)), {F, X});
    C->setTailCallKind(CallInst::TCK_MustTail);
    B.CreateRet(C);
    B.SetInsertPoint(MkPap);
    Value *P = alloc(4, enc::header(enc::KPap, 3, 0));
    setField(P, 1, F);
    setField(P, 2, c64(1));
    setField(P, 3, X);
    B.CreateRet(B.CreatePtrToInt(P, I64));
    // partial application: saturate (tail call) or extend
    B.SetInsertPoint(Pap);
    Value *Fn = field(F, 1), *N = field(F, 2);
    Value *PArity = field(Fn, 2);
    BasicBlock *Extend = BasicBlock::Create(Ctx, "extend", Apply);
    SwitchInst *Sat = B.CreateSwitch(B.CreateSub(PArity, N), Extend, 1);
    BasicBlock *Saturate = BasicBlock::Create(Ctx, "saturate", Apply);
    Sat->addCase(cast<ConstantInt>(c64(1)), Saturate);
    B.SetInsertPoint(Extend);
    B.CreateRet(B.CreateCall(RtPapExtend, {F, X}));
    B.SetInsertPoint(Saturate);
    Value *Code = ptr(field(Fn, 1));
    SwitchInst *ByArity = B.CreateSwitch(PArity, Bad, MaxArity - 1);
    for (unsigned K = 2; K <= MaxArity; ++K) {
      BasicBlock *BB = BasicBlock::Create(Ctx, "arity" + std::to_string(K), Apply);
      ByArity->addCase(cast<ConstantInt>(c64(K)), BB);
      B.SetInsertPoint(BB);
      SmallVector<Value *, 6> Args{Fn};
      for (unsigned I = 0; I + 1 < K; ++I)
        Args.push_back(field(F, 3 + I));
      Args.push_back(X);
      CallInst *CK = callFn(fnType(K), Code, Args);
      CK->setTailCallKind(CallInst::TCK_MustTail);
      B.CreateRet(CK);
    }
  }

  void genRoot() {
    Function *Top = Function::Create(FunctionType::get(I64, {}, false),
                                     GlobalValue::InternalLinkage, "<toplevel>", *M);
    Top->addFnAttr(Attribute::NoUnwind);
    Top->setSubprogram(DI.function("<toplevel>", 1, false));
    LP.Root->Direct = Top;
    beginFunction(LP.Root, Top);
    setLoc(Loc{1, 1});
    for (auto &D : LP.Basis.Decs)
      dec(*D);
    for (auto &D : LP.User.Decs)
      dec(*D);
    B.CreateRet(unit());
    // The runtime's main() calls the program through this pointer.
    new GlobalVariable(*M, PtrTy, true, GlobalValue::ExternalLinkage, Top, "sml_entry");
    // The collector's precise roots: every top-level value's slot.
    auto *RootsTy = ArrayType::get(PtrTy, GlobalRoots.size());
    new GlobalVariable(*M, RootsTy, true, GlobalValue::ExternalLinkage,
                       ConstantArray::get(RootsTy, GlobalRoots), "sml_global_roots");
    new GlobalVariable(*M, I64, true, GlobalValue::ExternalLinkage, c64(GlobalRoots.size()),
                       "sml_global_root_count");
  }
};

std::unique_ptr<Module> Codegen::run() {
  RtAlloc = runtime("sml_alloc", PtrTy, {I64}, fe::RtNoAliasReturn);
  RtRemember = runtime("sml_remember", Type::getVoidTy(Ctx), {PtrTy});
  RtRaise = runtime("sml_raise", Type::getVoidTy(Ctx), {I64, PtrTy}, fe::RtNoReturn);
  RtTypeError =
      runtime("sml_type_error", Type::getVoidTy(Ctx), {PtrTy}, fe::RtNoReturn | fe::RtCold);
  RtEqual = runtime("sml_equal", I64, {I64, I64, PtrTy});
  RtCompare = runtime("sml_compare", I64, {I64, I64, PtrTy});
  RtConcat = runtime("sml_concat", I64, {I64, I64, PtrTy});
  RtPrint = runtime("sml_print", I64, {I64, PtrTy});
  RtIntToString = runtime("sml_int_to_string", I64, {I64});
  RtSize = runtime("sml_size", I64, {I64, PtrTy});
  RtStr = runtime("sml_str", I64, {I64});
  RtStrSub = runtime("sml_string_sub", I64, {I64, I64, PtrTy});
  RtArrayMake = runtime("sml_array_make", I64, {I64, I64, PtrTy});
  RtArraySub = runtime("sml_array_sub", I64, {I64, I64, PtrTy});
  RtArrayUpdate = runtime("sml_array_update", I64, {I64, I64, I64, PtrTy});
  RtArrayLength = runtime("sml_array_length", I64, {I64});
  RtArrayFromList = runtime("sml_array_from_list", I64, {I64, I64});
  RtPapExtend = runtime("sml_pap_extend", I64, {I64, I64});
  RtRealToInt = runtime("sml_real_to_int", I64, {I64, I64, PtrTy});
  RtRealFmt = runtime("sml_real_fmt", I64, {I64, I64});
  RtTan = runtime("tan", F64, {F64}); // libm (no LLVM 19 intrinsics)
  RtAtan = runtime("atan", F64, {F64});
  RtAtan2 = runtime("atan2", F64, {F64, F64});
  SetJmp = M->getOrInsertFunction("_setjmp", FunctionType::get(I32, {PtrTy}, false));
  cast<Function>(SetJmp.getCallee())->addFnAttr(Attribute::ReturnsTwice);
  cast<Function>(SetJmp.getCallee())->addFnAttr(Attribute::NoUnwind);
  HandlerTop = new GlobalVariable(*M, PtrTy, false, GlobalValue::ExternalLinkage, nullptr,
                                  "sml_handler");
  auto Extern = [&](Type *Ty, const char *Name) {
    return new GlobalVariable(*M, Ty, false, GlobalValue::ExternalLinkage, nullptr, Name);
  };
  Hp = Extern(PtrTy, FE_GC_HP_SYMBOL);
  HpLim = Extern(PtrTy, FE_GC_HPLIM_SYMBOL);
  NurseryLo = Extern(I64, FE_GC_NURSERY_LO_SYMBOL);
  NurseryHi = Extern(I64, FE_GC_NURSERY_HI_SYMBOL);
  // struct sml_frame { jmp_buf jb; struct sml_frame *prev; value exn; }
  static_assert(sizeof(jmp_buf) % 8 == 0 && sizeof(sml_frame) == sizeof(jmp_buf) + 16,
                "sml.frame below is struct sml_frame");
  FrameTy = StructType::create(Ctx, {ArrayType::get(I64, sizeof(jmp_buf) / 8), PtrTy, I64},
                               "sml.frame");

  genApply();
  for (auto &F : LP.Funs)
    if (!F->IsRoot)
      declareFunction(F.get());
  // Global bindings must exist before any function refers to them: emit
  // the top-level code first (it creates the globals in program order).
  genRoot();
  for (auto &F : LP.Funs)
    if (!F->IsRoot)
      genFunction(F.get());
  DI.finalize();
  return std::move(M);
}

} // namespace

std::unique_ptr<Module> codegen(LoweredProgram &LP, LLVMContext &Ctx, const std::string &Dir,
                                const std::string &File) {
  return Codegen(LP, Ctx, Dir, File).run();
}

} // namespace sml
