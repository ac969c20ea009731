//===- Codegen.cpp - lazy-mini: LLVM IR for non-strict evaluation ---------===//
//
// The evaluation model (runtime/lazy_runtime.h): values are pointers to
// objects with an info table and a cost-centre word. An expression in a
// lazy position (an argument, a let right-hand side, a constructor field)
// becomes a THUNK capturing its free variables, unless it is already a
// value (variable, literal, constructor application, lambda). Forcing a
// thunk calls its entry code `ptr @f.thunk(ptr self)`, which computes the
// value (weak head normal form); lazy_force then overwrites the thunk with
// an indirection, so the work is shared.
//
// A function `f p1 .. pn` is `tailcc ptr @f(ptr env, ptr a1, ..., ptr an)`
// returning weak head normal form; calls in tail position are musttail.
// Unknown calls go through @lazy.apply (partial applications). The marks
// for the profiler's lazy mode (names from include/ccprof/CCProfData.h):
//   "ccprof-cc"="label"   a cost-centre function (an SCC body, or with
//                         -fprof-auto a top-level function or CAF; MAIN)
//   "ccprof-thunk"        thunk entry code: `current` = self's cost centre
//                         (in stacks mode: the stack it was built under)
//   "ccprof-caf"          a CAF's thunk entry code (stacks mode: runs under
//                         the stack MAIN;CAF, as GHC's CAFs do)
//   "ccprof-alloc"        (call site) allocates arg0 bytes; the object's
//                         word 1 takes the current cost centre (or stack)
//
//===----------------------------------------------------------------------===//
#include "Codegen.h"
#include "../common/CodegenKit.h"
#include "../common/nursery.h"

#include "runtime/lazy_runtime.h"
#include <ccprof/CCProfData.h>

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"

#include <cstddef>
#include <deque>
#include <map>
#include <set>

using namespace llvm;

namespace lazy {
namespace {

// Object kinds and layout: runtime/lazy_runtime.h.
enum : int64_t { KCon = LZ_CON, KInt = LZ_INT, KStr = LZ_STR, KFun = LZ_FUN, KPap = LZ_PAP,
                 KThunk = LZ_THUNK };
constexpr unsigned PayloadWord = LZ_PAYLOAD_WORD; // word 0 info, word 1 cost centre
constexpr int64_t SmallIntMin = LZ_SMALL_INT_MIN, SmallIntCount = LZ_SMALL_INT_COUNT,
                  SmallIntWords = LZ_SMALL_INT_WORDS;
constexpr unsigned MaxArity = 6;

class Codegen {
  LoweredProgram &LP;
  LLVMContext &Ctx;
  std::unique_ptr<Module> M;
  IRBuilder<> B;
  fe::DebugInfo DI;
  std::string FileName;
  Type *I64, *PtrTy;
  StructType *InfoTy;

  Function *AllocFn = nullptr;
  FunctionCallee RtAlloc, RtForce, RtTypeError, RtPatFail, RtError, RtEqual,
      RtCompare, RtShow, RtShowPrec, RtIO, RtPapExtend, RtStrUncons, RtEnumLike, RtEnumOf, RtArith,
      RtNumConvert, RtRound, RtMath, RtIntegerOfString;
  GlobalVariable *IntInfo = nullptr, *IntegerInfo = nullptr, *DoubleInfo = nullptr;
  GlobalVariable *SmallIntegers = nullptr;
  Function *Apply = nullptr;
  GlobalVariable *SmallInts = nullptr, *Chars = nullptr;

  // per function
  FunDef *CurF = nullptr;
  Function *CurFn = nullptr;
  DISubprogram *SP = nullptr;
  std::map<Binding *, Value *> Locals;
  bool CanTail = false;
  unsigned ThunkCount = 0;
  std::map<std::string, Constant *> StrLits, CStrs;

public:
  Codegen(LoweredProgram &P, LLVMContext &C, const std::string &Dir, const std::string &File)
      : LP(P), Ctx(C), M(std::make_unique<Module>(File, C)), B(C),
        DI(*M, Dir, File, "Prelude.hs", "<lazy-mini>", dwarf::DW_LANG_Haskell,
           "lazyc (lazy-mini)"),
        FileName(File) {
    I64 = Type::getInt64Ty(Ctx);
    PtrTy = PointerType::getUnqual(Ctx);
    // struct lz_info { kind, tag, size, arity, name, code }
    static_assert(sizeof(lz_info) == 48 && offsetof(lz_info, arity) == 24,
                  "lz.info below is struct lz_info");
    InfoTy = StructType::create(Ctx, {I64, I64, I64, I64, PtrTy, PtrTy}, "lz.info");
    // Tells the ccprof pass to use its lazy mode on this module.
    M->addModuleFlag(Module::Error, CCPROF_MODE_FLAG, MDString::get(Ctx, "lazy"));
  }

  std::unique_ptr<Module> run();

private:
  Constant *c64(int64_t V) { return ConstantInt::get(I64, V); }
  Constant *nullp() { return ConstantPointerNull::get(cast<PointerType>(PtrTy)); }
  /// fe::RtNoCallback: the function never runs Haskell code (forces no
  /// thunk).
  FunctionCallee runtime(const char *Name, Type *Ret, ArrayRef<Type *> Args, unsigned Attrs) {
    return fe::declareRuntime(*M, Name, Ret, Args, Attrs);
  }
  Constant *cstr(const std::string &S) {
    auto It = CStrs.find(S);
    if (It != CStrs.end()) return It->second;
    Constant *C = B.CreateGlobalString(S, "cstr", 0, M.get());
    CStrs[S] = C;
    return C;
  }
  Constant *locStr(Loc L) {
    std::string In = !CurF || !CurF->InPrelude ? FileName
                     : CurF->File.empty()       ? std::string("Prelude.hs")
                                                : CurF->File;
    return cstr(In + ":" +
                std::to_string(L.Line) + ":" + std::to_string(L.Col));
  }
  void setLoc(Loc L) {
    if (SP) B.SetCurrentDebugLocation(DILocation::get(Ctx, L.Line, L.Col, SP));
  }

  // ---------------------------------------------------------- info tables
  GlobalVariable *infoTable(const std::string &Name, int64_t Kind, int64_t Tag, int64_t Size,
                            int64_t Arity, const std::string &Desc, Constant *Code) {
    auto *G = new GlobalVariable(
        *M, InfoTy, true, GlobalValue::PrivateLinkage,
        ConstantStruct::get(InfoTy, {c64(Kind), c64(Tag), c64(Size), c64(Arity), cstr(Desc),
                                     Code ? Code : nullp()}),
        Name);
    G->setAlignment(Align(8));
    G->setSection(LZ_INFO_SECTION_NAME); // how the heap census recognises an object
    return G;
  }
  /// The heap-profile description of a thunk for \p E (Sansom & Peyton
  /// Jones, section 5.1): the function it applies, or UNKNOWN.
  static std::string describe(const Expr &E) {
    const Expr *H = &E;
    while (H->Kind == ExprKind::App && !H->Sub.empty()) H = H->Sub[0].get();
    if (H->Kind == ExprKind::SCC && !H->Sub.empty()) return describe(*H->Sub[0]);
    // Only a known function has a name: an argument `f` in `f x` does not.
    if (H == &E || H->Kind != ExprKind::Var || H->Name.empty() || !H->Bind ||
        (H->Bind->K != Binding::Fun && H->Bind->K != Binding::Prim))
      return "UNKNOWN";
    return H->Name[0] == '%' ? H->Name.substr(1) : H->Name; // a desugaring's Prelude name
  }
  static std::string describe(const GuardedRhs &R) {
    return R.Guards.empty() && R.Body ? describe(*R.Body) : "UNKNOWN";
  }
  /// A static object [info, null, payload...].
  GlobalVariable *staticObject(const std::string &Name, Constant *Info, unsigned Payload,
                               bool Constant_) {
    SmallVector<Constant *, 4> Fields{Info, nullp()};
    for (unsigned I = 0; I < Payload; ++I) Fields.push_back(nullp());
    auto *Ty = ArrayType::get(PtrTy, Fields.size());
    auto *G = new GlobalVariable(*M, Ty, Constant_, GlobalValue::PrivateLinkage,
                                 ConstantArray::get(Ty, Fields), Name);
    G->setAlignment(Align(8));
    return G;
  }

  Value *conInfo(ConInfo *C) {
    if (!C->Info) {
      C->Info = infoTable("info." + C->Name, KCon, C->Tag, C->Arity, 0, C->Name, fieldNames(C));
      if (C->Arity == 0)
        C->Static = staticObject("con." + C->Name, C->Info, 0, true);
    }
    return C->Info;
  }
  /// A record constructor's field names, for show: a null-terminated
  /// array in the info table's code slot (lazy_runtime.h).
  Constant *fieldNames(ConInfo *C) {
    if (!C->Ctor || C->Ctor->FieldNames.empty()) return nullptr;
    std::vector<Constant *> Names;
    for (const std::string &N : C->Ctor->FieldNames) Names.push_back(cstr(N));
    Names.push_back(nullp());
    auto *Ty = ArrayType::get(PtrTy, Names.size());
    return new GlobalVariable(*M, Ty, true, GlobalValue::PrivateLinkage,
                              ConstantArray::get(Ty, Names), "fields." + C->Name);
  }
  Value *nullaryCon(ConInfo *C) {
    conInfo(C);
    return C->Static;
  }

  // ----------------------------------------------------------------- heap
  Value *field(Value *Obj, unsigned I) { // payload word I
    return B.CreateAlignedLoad(PtrTy, B.CreateConstInBoundsGEP1_64(PtrTy, Obj, PayloadWord + I), Align(8));
  }
  void setField(Value *Obj, unsigned I, Value *V) {
    B.CreateAlignedStore(V, B.CreateConstInBoundsGEP1_64(PtrTy, Obj, PayloadWord + I), Align(8));
  }
  Value *infoOf(Value *Obj) { return B.CreateAlignedLoad(PtrTy, Obj, Align(8)); }
  Value *kindOf(Value *Obj) {
    return B.CreateAlignedLoad(I64, B.CreateStructGEP(InfoTy, infoOf(Obj), 0), Align(8));
  }
  /// Allocates an object with \p Payload words; the call (of lazy.alloc,
  /// inlined) is marked for the profiler, which stamps word 1 with the
  /// current cost centre. The header store is volatile: the nursery's
  /// collector walks every object allocated by its headers, and the
  /// optimizer dropped the stores to an object it found unused, leaving a
  /// hole the walk stopped at (heap/nursery.test).
  Value *alloc(Value *Info, unsigned Payload) {
    unsigned Bytes = 8 * (PayloadWord + Payload);
    CallInst *C = B.CreateCall(AllocFn, {c64(Bytes)});
    C->addFnAttr(Attribute::get(Ctx, CCPROF_ALLOC_ATTR));
    B.CreateAlignedStore(Info, C, Align(8))->setVolatile(true);
    return C;
  }
  BasicBlock *newBlock(const char *Name) { return BasicBlock::Create(Ctx, Name, CurFn); }
  /// lazy.alloc(bytes), a multiple of 8: bumps the nursery's allocation
  /// pointer (common/nursery.h) and is inlined into every allocation (a
  /// call of the runtime's was 16% of queens' time); at a chunk's end, and
  /// without a nursery (fe_hp == fe_hplim == null: LAZY_NURSERY_KB=0, a
  /// heap profile), it calls lazy_alloc. The profiler sees the call of
  /// lazy.alloc: it runs before the inliner. Inlined by -O1 and up, not
  /// always: inlined at -O0, where every value has a stack slot of its own,
  /// heap/stale-frames.test's walk of 10^7 cells ran out of its 64 MB.
  Function *genAllocFn() {
    auto Extern = [&](const char *Name) {
      return new GlobalVariable(*M, PtrTy, false, GlobalValue::ExternalLinkage, nullptr, Name);
    };
    GlobalVariable *Hp = Extern(FE_GC_HP_SYMBOL), *HpLim = Extern(FE_GC_HPLIM_SYMBOL);
    Function *F = Function::Create(FunctionType::get(PtrTy, {I64}, false),
                                   GlobalValue::InternalLinkage, "lazy.alloc", *M);
    F->addFnAttr(Attribute::InlineHint);
    F->addFnAttr(Attribute::NoUnwind);
    F->addFnAttr(Attribute::NoCallback);
    F->addRetAttr(Attribute::NoAlias);
    F->addFnAttr(CCPROF_NOPROFILE_ATTR); // the profiler marks its callers' calls
    auto *Entry = BasicBlock::Create(Ctx, "entry", F), *Fast = BasicBlock::Create(Ctx, "fast", F),
         *Slow = BasicBlock::Create(Ctx, "slow", F);
    IRBuilder<> AB(Entry);
    AB.CreateRet(fe::emitNurseryBump(AB, Hp, HpLim, F->getArg(0), Fast, Slow));
    AB.SetInsertPoint(Slow);
    AB.CreateRet(AB.CreateCall(RtAlloc, {F->getArg(0)}));
    return F;
  }

  /// Evaluates \p V to weak head normal form.
  Value *force(Value *V) {
    // Static constructors, ints, strings and closures are values; only a
    // CAF (a writable global) may be an unevaluated thunk.
    if (isa<Constant>(V) && !(isa<GlobalVariable>(V) && !cast<GlobalVariable>(V)->isConstant()))
      return V;
    // Thunks, indirections and black holes are kinds KThunk .. KThunk + 2.
    static_assert(LZ_IND == LZ_THUNK + 1 && LZ_BLACKHOLE == LZ_THUNK + 2,
                  "force tests the unevaluated kinds as one range");
    // An indirection (an updated thunk: half of lazy_force's calls on
    // bench/lazy) is followed here, without the call.
    auto Unevaluated = [&](Value *Kind) {
      return B.CreateICmpULT(B.CreateSub(Kind, c64(KThunk)), c64(3));
    };
    MDNode *Rarely = MDBuilder(Ctx).createBranchWeights(1, 4);
    Value *Kind = kindOf(V);
    BasicBlock *Start = B.GetInsertBlock();
    BasicBlock *Slow = newBlock("force.slow"), *Ind = newBlock("force.ind"),
               *Call = newBlock("force"), *Done = newBlock("forced");
    B.CreateCondBr(Unevaluated(Kind), Slow, Done, Rarely);
    B.SetInsertPoint(Slow);
    B.CreateCondBr(B.CreateICmpEQ(Kind, c64(LZ_IND)), Ind, Call);
    B.SetInsertPoint(Ind);
    Value *Target = field(V, 0);
    B.CreateCondBr(Unevaluated(kindOf(Target)), Call, Done, Rarely);
    B.SetInsertPoint(Call);
    Value *R = B.CreateCall(RtForce, {phi({{V, Slow}, {Target, Ind}})});
    B.CreateBr(Done);
    B.SetInsertPoint(Done);
    return phi({{V, Start}, {Target, Ind}, {R, Call}});
  }
  /// A phi of pointers at the insertion point, one (value, block) per predecessor.
  PHINode *phi(std::initializer_list<std::pair<Value *, BasicBlock *>> In) {
    PHINode *P = B.CreatePHI(PtrTy, In.size());
    for (auto &[V, From] : In)
      P->addIncoming(V, From);
    return P;
  }
  /// \p V, or \p Fn(V) where \p Cond holds: the call in a block of its own,
  /// a phi after.
  Value *callWhen(Value *Cond, FunctionCallee Fn, Value *V, const char *CallName,
                  const char *DoneName, MDNode *Weights = nullptr) {
    BasicBlock *Start = B.GetInsertBlock();
    BasicBlock *Call = newBlock(CallName), *Done = newBlock(DoneName);
    B.CreateCondBr(Cond, Call, Done, Weights);
    B.SetInsertPoint(Call);
    Value *R = B.CreateCall(Fn, {V});
    B.CreateBr(Done);
    B.SetInsertPoint(Done);
    return phi({{V, Start}, {R, Call}});
  }

  /// Boxes a raw int: small ones are static, others allocated here (so
  /// the profiler charges the bytes to the current cost centre).
  Value *mkInt(Value *Raw) { return mkIntOf(Raw, B.getTrue()); }
  /// Boxes a raw int as an Int if \p IsInt (an i1) holds, else as an Integer.
  Value *mkIntOf(Value *Raw, Value *IsInt) {
    if (auto *C = dyn_cast<ConstantInt>(Raw))
      if (C->getSExtValue() >= SmallIntMin && C->getSExtValue() < SmallIntMin + SmallIntCount &&
          isa<ConstantInt>(IsInt))
        return intConst(C->getSExtValue(), cast<ConstantInt>(IsInt)->isOne() ? LZ_NUM_INT
                                                                               : LZ_NUM_INTEGER);
    BasicBlock *Small = newBlock("int.small"), *Big = newBlock("int.box"),
               *Done = newBlock("int.done");
    B.CreateCondBr(B.CreateICmpULT(B.CreateAdd(Raw, c64(-SmallIntMin)), c64(SmallIntCount)),
                   Small, Big);
    B.SetInsertPoint(Small);
    Value *Index = B.CreateAdd(Raw, c64(-SmallIntMin));
    Value *S = B.CreateInBoundsGEP(PtrTy, B.CreateSelect(IsInt, SmallInts, SmallIntegers),
                                   {B.CreateMul(Index, c64(SmallIntWords))});
    B.CreateBr(Done);
    B.SetInsertPoint(Big);
    Value *O = alloc(B.CreateSelect(IsInt, IntInfo, IntegerInfo), 1);
    B.CreateAlignedStore(Raw, B.CreateConstInBoundsGEP1_64(PtrTy, O, PayloadWord), Align(8));
    BasicBlock *BigEnd = B.GetInsertBlock();
    B.CreateBr(Done);
    B.SetInsertPoint(Done);
    PHINode *Phi = B.CreatePHI(PtrTy, 2);
    Phi->addIncoming(S, Small);
    Phi->addIncoming(O, BigEnd);
    return Phi;
  }
  /// An Int (or, by \p Num, Integer) constant.
  Value *intConst(int64_t N, int Num = LZ_NUM_INT) {
    GlobalVariable *Table = Num == LZ_NUM_INTEGER ? SmallIntegers : SmallInts;
    if (N >= SmallIntMin && N < SmallIntMin + SmallIntCount)
      return B.CreateConstInBoundsGEP2_64(Table->getValueType(), Table, 0,
                                          (N - SmallIntMin) * SmallIntWords);
    Value *O = alloc(Num == LZ_NUM_INTEGER ? IntegerInfo : IntInfo, 1);
    B.CreateAlignedStore(c64(N), B.CreateConstInBoundsGEP1_64(PtrTy, O, PayloadWord), Align(8));
    return O;
  }
  /// A Double constant: a static object.
  Value *doubleConst(double D) {
    auto *Ty = StructType::get(Ctx, {PtrTy, PtrTy, Type::getDoubleTy(Ctx)});
    auto *G = new GlobalVariable(*M, Ty, true, GlobalValue::PrivateLinkage,
                                 ConstantStruct::get(Ty, {DoubleInfo, nullp(),
                                                          ConstantFP::get(Type::getDoubleTy(Ctx), D)}),
                                 "lz.double");
    G->setAlignment(Align(8));
    return G;
  }
  /// A numeric literal at the type the checker found (E.NumType): Int,
  /// Integer (beyond int64: made from its digits at run time), Double; in
  /// code polymorphic in its type, an Int that takes the other operand's.
  Value *numLiteral(Expr &E) {
    if (E.Kind == ExprKind::Frac || E.NumType == LZ_NUM_DOUBLE)
      return doubleConst(E.Name.empty() ? double(E.IntVal) : std::strtod(E.Name.c_str(), nullptr));
    if (E.Name.empty()) return intConst(E.IntVal, E.NumType);
    Value *Big = B.CreateCall(RtIntegerOfString, {cstr(E.Name)});
    return E.NumType == LZ_NUM_INT ? B.CreateCall(RtNumConvert, {c64(LZ_NUM_INT), Big, cstr("")})
                                   : Big;
  }
  /// A Char literal: the runtime's static object (lazy_chars).
  Value *charConst(int64_t Code) {
    return B.CreateConstInBoundsGEP2_64(Chars->getValueType(), Chars, 0, Code * SmallIntWords);
  }
  /// A list pattern's view of an evaluated value: a packed string becomes
  /// [] or c : rest (the runtime's lazy_str_uncons).
  Value *asList(Value *W) {
    return callWhen(B.CreateICmpEQ(kindOf(W), c64(KStr)), RtStrUncons, W, "str.uncons",
                    "str.list");
  }
  static bool isListPat(const Pat &P, const LoweredProgram &LP) {
    return P.Kind == PatKind::Con && (P.Con == LP.Nil || P.Con == LP.Cons_);
  }
  /// The raw int of an evaluated value, after checking it is an Int.
  Value *unboxInt(Value *V, Loc L) {
    BasicBlock *Bad = typeError(L, "expected an Int");
    BasicBlock *OK = newBlock("int");
    B.CreateCondBr(B.CreateICmpEQ(kindOf(V), c64(KInt)), OK, Bad);
    B.SetInsertPoint(OK);
    return rawInt(V);
  }
  BasicBlock *typeError(Loc L, const std::string &What) {
    auto IP = B.saveIP();
    BasicBlock *BB = newBlock("type.error");
    B.SetInsertPoint(BB);
    B.CreateCall(RtTypeError, {locStr(L), cstr(What)});
    B.CreateUnreachable();
    B.restoreIP(IP);
    return BB;
  }
  Value *strLit(const std::string &S) {
    auto It = StrLits.find(S);
    if (It != StrLits.end()) return It->second;
    auto *Bytes = ConstantDataArray::getString(Ctx, S, true);
    auto *Ty = StructType::get(Ctx, {PtrTy, PtrTy, I64, Bytes->getType()});
    auto *StrInfo = M->getOrInsertGlobal("lazy_str_info", InfoTy);
    auto *G = new GlobalVariable(
        *M, Ty, true, GlobalValue::PrivateLinkage,
        ConstantStruct::get(Ty, {StrInfo, nullp(), c64(S.size()), Bytes}), "str");
    G->setAlignment(Align(8));
    StrLits[S] = G;
    return G;
  }

  // ------------------------------------------------------------ functions
  FunctionType *fnType(unsigned N) {
    return FunctionType::get(PtrTy, SmallVector<Type *, 8>(N + 1, PtrTy), false);
  }
  DISubprogram *subprogram(const std::string &Name, Loc At, bool Prelude) {
    return DI.function(Name, At.Line, Prelude);
  }
  /// The program's functions (tailcc) save no registers for their callers
  /// (LLVM's x86 "no_callee_saved_registers"; other targets ignore it), so
  /// a caller spills what is live across a call and nothing else, and
  /// every frame starts with a 16-byte slot that is written (frameGuard).
  /// Both keep stale pointers out of the frames the conservative collector
  /// scans: a prologue that saves the callee-saved registers keeps whatever
  /// its caller left in them, and one that aligns the stack with `push
  /// %rax` (LLVM's choice for an 8-byte adjustment) keeps %rax, often the
  /// caller's last result - the very list the function then walks - for as
  /// long as the function runs (bench/lazy/RESULTS.md, item 2). A
  /// top-level function walking [1 .. 10^7] kept all of it: 2.2 GB, now
  /// 7 MB; exp3_8 peaked at 398 MB, now 141 MB (bench/lazy/run.sh).
  /// Thunk entry code, which lazy_force (C) calls, keeps the C convention;
  /// every tailcc call carries the attribute too, so an indirect one (the
  /// callee unknown) also saves its live values.
  static constexpr const char *NoCalleeSaved = "no_callee_saved_registers";
  void tailcc(Function *F) {
    F->setCallingConv(CallingConv::Tail);
    F->addFnAttr(NoCalleeSaved);
  }
  /// At the start of a tailcc function: the 16-byte slot that makes the
  /// frame's size other than one word (see tailcc), written so that it stays.
  void frameGuard() {
    B.SetCurrentDebugLocation(DebugLoc());
    AllocaInst *A = B.CreateAlloca(ArrayType::get(I64, 2), nullptr, "frame.guard");
    B.CreateStore(c64(0), A)->setVolatile(true);
  }
  CallInst *callTail(FunctionType *FT, Value *Callee, ArrayRef<Value *> Args) {
    CallInst *C = B.CreateCall(FT, Callee, Args);
    C->setCallingConv(CallingConv::Tail);
    C->addFnAttr(Attribute::get(Ctx, NoCalleeSaved));
    return C;
  }
  /// In tail position, returns \p V (a preceding tailcc call becomes
  /// musttail) and yields nullptr.
  Value *result(Value *V, bool Tail) {
    if (!Tail) return V;
    if (auto *C = dyn_cast<CallInst>(V))
      if (CanTail && C->getCallingConv() == CallingConv::Tail && !C->getNextNode() &&
          C->getParent() == B.GetInsertBlock())
        C->setTailCallKind(CallInst::TCK_MustTail);
    B.CreateRet(V);
    return nullptr;
  }

  /// The free variables of code made of \p Root with bindings [Lo, Hi)
  /// bound inside it: locals of the enclosing code it refers to.
  std::vector<Binding *> freeVars(const std::function<void(const std::function<void(Expr &)> &)> &Walk,
                                  unsigned Lo, unsigned Hi) {
    std::set<Binding *> Seen;
    std::vector<Binding *> Out;
    std::function<void(Expr &)> Visit = [&](Expr &E) {
      if (Binding *Bd = E.Bind)
        if (!Bd->Global && (Bd->K == Binding::Var || Bd->K == Binding::Fun) &&
            (Bd->Id < Lo || Bd->Id >= Hi) && Seen.insert(Bd).second)
          Out.push_back(Bd);
      forEachChild(E, Visit);
    };
    Walk(Visit);
    std::sort(Out.begin(), Out.end(), [](Binding *A, Binding *Bb) { return A->Id < Bb->Id; });
    return Out;
  }
  std::vector<Binding *> freeVarsOf(FunDef *F) {
    if (F->Lambda)
      return freeVars([&](auto &V) { V(*F->Lambda); }, F->Lambda->BindLo, F->Lambda->BindHi);
    if (F->SCCBody)
      return freeVars([&](auto &V) { V(*F->SCCBody->Sub[0]); }, F->SCCBody->BindLo,
                      F->SCCBody->BindHi);
    return freeVars(
        [&](auto &V) {
          for (Decl *Eq : F->Eqs) forEachChild(Eq->Rhs, V);
        },
        F->BindLo, F->BindHi);
  }

  Value *valueOf(Binding *Bd, Loc L) {
    switch (Bd->K) {
    case Binding::Con:
      if (Bd->C->Arity == 0) return nullaryCon(Bd->C);
      return conWrapper(Bd->C);
    case Binding::Prim:
      return primWrapper(Bd);
    case Binding::Fun:
      if (Bd->Global || (Bd->Fn->Arity && freeOf(Bd->Fn).empty())) {
        defineFunction(Bd->Fn);
        return Bd->Fn->Static;
      }
      break;
    case Binding::Var:
      if (Bd->Global) return Bd->G;
      break;
    }
    auto It = Locals.find(Bd);
    if (It == Locals.end())
      error(L, "internal error: no value for '" + Bd->Name + "'");
    return It->second;
  }

  // ------------------------------------------------------------- wrappers
  std::map<ConInfo *, Value *> ConWrappers;
  std::map<std::tuple<Prim, int, unsigned>, Value *> PrimWrappers;
  std::deque<Expr> WrapperHeads; // what a wrapper's prim() sees as its head
  struct Saved {
    IRBuilderBase::InsertPoint IP;
    DebugLoc DL;
    FunDef *F;
    Function *Fn;
    DISubprogram *SP;
    std::map<Binding *, Value *> Locals;
    bool CanTail;
  };
  Saved save() { return {B.saveIP(), B.getCurrentDebugLocation(), CurF, CurFn, SP, Locals, CanTail}; }
  void restore(Saved &S) {
    B.restoreIP(S.IP);
    B.SetCurrentDebugLocation(S.DL);
    CurF = S.F;
    CurFn = S.Fn;
    SP = S.SP;
    Locals = std::move(S.Locals);
    CanTail = S.CanTail;
  }
  /// A static closure for compiler-made code of \p Arity arguments.
  Value *helperClosure(const std::string &Name, unsigned Arity,
                       const std::function<Value *(Function *)> &Body) {
    Saved S = save();
    Function *F = Function::Create(fnType(Arity), GlobalValue::InternalLinkage, Name, *M);
    tailcc(F);
    F->addFnAttr(CCPROF_NOPROFILE_ATTR);
    CurFn = F;
    SP = nullptr;
    CanTail = true;
    B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", F));
    frameGuard();
    B.SetCurrentDebugLocation(DebugLoc());
    Value *R = Body(F);
    if (R) B.CreateRet(R);
    restore(S);
    auto *Info = infoTable(Name + ".info", KFun, 0, 0, Arity, Name, F);
    return staticObject(Name + ".closure", Info, 0, true);
  }
  Value *conWrapper(ConInfo *C) {
    Value *&W = ConWrappers[C];
    if (!W)
      W = helperClosure("con." + C->Name, C->Arity, [&](Function *F) {
        Value *O = alloc(conInfo(C), C->Arity);
        for (unsigned I = 0; I < C->Arity; ++I) setField(O, I, F->getArg(1 + I));
        return O;
      });
    return W;
  }
  /// A primitive's arity; printf's is its use's (1 + its arguments).
  static unsigned arityOf(const Binding *Bd) {
    return Bd->P == Prim::Printf ? Bd->Shape.size() : primArity(Bd->P);
  }
  Value *primWrapper(Binding *Bd) {
    Prim P = Bd->P;
    Value *&W = PrimWrappers[{P, Bd->NumType, Bd->Field}];
    if (!W) {
      WrapperHeads.emplace_back(ExprKind::Var, Loc());
      Expr *Head = &WrapperHeads.back();
      Head->Bind = Bd;
      std::string Name = std::string("prim.") + primName(P);
      if (Bd->NumType) Name += "." + std::to_string(Bd->NumType);
      if (P == Prim::Method) Name = "method." + Bd->Name;
      if (P == Prim::Printf) Name += "." + Bd->Shape;
      W = helperClosure(Name, arityOf(Bd), [&](Function *F) {
        SmallVector<Value *, 2> Args;
        for (unsigned I = 0; I < arityOf(Bd); ++I) Args.push_back(F->getArg(1 + I));
        return prim(P, Args, Loc(), false, Head);
      });
    }
    return W;
  }

  // ----------------------------------------------------------- primitives
  /// Applies primitive \p P to lazy argument values.
  Value *prim(Prim P, ArrayRef<Value *> A, Loc L, bool Tail, const Expr *Head = nullptr) {
    switch (P) {
    case Prim::Add: case Prim::Sub: case Prim::Mul: case Prim::Div: case Prim::Mod:
    case Prim::Quot: case Prim::Rem: case Prim::Negate:
      return result(arith(P, A, L), Tail);
    case Prim::Method: // a class method (or superclass) from a dictionary
      return result(force(field(force(A[0]), Head->Bind->Field)), Tail);
    case Prim::FDiv:
      return result(B.CreateCall(RtArith, {c64(LZ_OP_FDIV), force(A[0]), force(A[1]), locStr(L)}),
                    Tail);
    case Prim::Math:
      return result(B.CreateCall(RtMath, {force(A[0]), force(A[1]), force(A[2]), locStr(L)}), Tail);
    case Prim::Round:
      return result(B.CreateCall(RtRound, {force(A[0]), force(A[1]), c64(numType(Head)), locStr(L)}),
                    Tail);
    case Prim::Eq: case Prim::Ne: case Prim::Lt: case Prim::Le: case Prim::Gt: case Prim::Ge:
      return result(B.CreateSelect(compare(P, A[0], A[1], L), nullaryCon(LP.True),
                                   nullaryCon(LP.False)),
                    Tail);
    case Prim::Compare: { // -1, 0, 1: two Ints inline, anything else in the runtime
      Value *X = force(A[0]), *Y = force(A[1]);
      Value *R = intsOrRuntime(
          X, Y, I64,
          [&](Value *XI, Value *YI) {
            return B.CreateSelect(B.CreateICmpSLT(XI, YI), c64(-1),
                                  B.CreateZExt(B.CreateICmpSGT(XI, YI), I64));
          },
          [&] { return B.CreateCall(RtCompare, {X, Y, locStr(L)}); });
      return result(mkInt(R), Tail);
    }
    case Prim::Seq:
      force(A[0]);
      return result(force(A[1]), Tail);
    case Prim::Error:
      B.CreateCall(RtError, {force(A[0]), locStr(L)});
      B.CreateUnreachable();
      B.SetInsertPoint(newBlock("dead"));
      if (Tail) {
        B.CreateUnreachable();
        return nullptr;
      }
      return PoisonValue::get(PtrTy);
    case Prim::Show:
      return result(B.CreateCall(RtShow, {A[0], showType(Head)}), Tail);
    case Prim::Printf: { // lazy_printf(fmt, shape, loc, args...): a String
      const std::string &Shape = Head->Bind->Shape;
      FunctionCallee Fn = M->getOrInsertFunction(
          "lazy_printf", FunctionType::get(PtrTy, {PtrTy, PtrTy, PtrTy}, true));
      SmallVector<Value *, 8> Vs{A[0], cstr(Shape), locStr(L)};
      Vs.append(A.begin() + 1, A.end());
      Value *S = B.CreateCall(Fn, Vs);
      if (Shape[0] == 'S') return result(S, Tail);
      return prim(Prim::PutStr, {S}, L, Tail);
    }
    case Prim::ShowsPrec:
      return result(B.CreateCall(RtShowPrec, {force(A[0]), A[1], showType(Head)}), Tail);
    case Prim::Coerce: // fromIntegral and friends: to the type the checker found
      if (numType(Head) == LZ_NUM_ANY) return result(force(A[0]), Tail);
      return result(B.CreateCall(RtNumConvert, {c64(numType(Head)), force(A[0]), locStr(L)}), Tail);
    case Prim::FromEnum: case Prim::EnumTop: case Prim::EnumBottom: case Prim::EnumLike:
      return result(enumPrim(P, A, L), Tail);
    case Prim::Ord:
      return result(mkInt(B.CreateAlignedLoad(
                        I64, B.CreateConstInBoundsGEP1_64(PtrTy, force(A[0]), PayloadWord), Align(8))),
                    Tail);
    case Prim::Chr: { // a code 0-255 (characters are bytes): the static Char
      Value *X = unboxInt(force(A[0]), L);
      BasicBlock *Bad = newBlock("chr.bad"), *OK = newBlock("chr");
      B.CreateCondBr(B.CreateICmpULT(X, c64(LZ_CHAR_COUNT)), OK, Bad);
      B.SetInsertPoint(Bad);
      B.CreateCall(RtError, {strLit("Prelude.chr: bad argument (lazy-mini's characters are bytes)"),
                             locStr(L)});
      B.CreateUnreachable();
      B.SetInsertPoint(OK);
      return result(B.CreateInBoundsGEP(PtrTy, Chars, {B.CreateMul(X, c64(SmallIntWords))}), Tail);
    }
    case Prim::Print: case Prim::PutStrLn: case Prim::Then: case Prim::Return:
    case Prim::Bind: case Prim::PutStr: {
      int64_t Op = P == Prim::Print      ? LZ_IO_PRINT
                   : P == Prim::PutStrLn ? LZ_IO_PUTSTRLN
                   : P == Prim::PutStr   ? LZ_IO_PUTSTR
                   : P == Prim::Then     ? LZ_IO_THEN
                   : P == Prim::Bind     ? LZ_IO_BIND
                                         : LZ_IO_RETURN;
      Value *Second = A.size() > 1 ? A[1] : P == Prim::Print ? showType(Head) : nullp();
      return result(B.CreateCall(RtIO, {c64(Op), A[0], Second}), Tail);
    }
    default:
      return result(PoisonValue::get(PtrTy), Tail);
    }
  }

  static int numType(const Expr *Head) {
    return Head && Head->Bind ? Head->Bind->NumType : LZ_NUM_ANY;
  }
  /// + - * div mod quot rem negate. Two INTs inline: an Int wraps (GHC's
  /// Int), an Integer that overflows goes to the runtime, as does any
  /// other number (an Integer beyond int64, a Double: lazy_numbers.c). A
  /// result is an Int only if both operands are: in polymorphic code a
  /// literal is an Int and takes the other operand's type.
  Value *arith(Prim P, ArrayRef<Value *> A, Loc L) {
    bool Neg = P == Prim::Negate;
    Value *X0 = force(A[0]);
    Value *Y0 = Neg ? X0 : force(A[1]);
    Value *IA = infoOf(X0), *IB = Neg ? IA : infoOf(Y0);
    auto KindIs = [&](Value *Info) {
      return B.CreateICmpEQ(B.CreateAlignedLoad(I64, B.CreateStructGEP(InfoTy, Info, 0), Align(8)),
                            c64(KInt));
    };
    BasicBlock *Fast = newBlock("arith.int"), *Slow = newBlock("arith.slow"),
               *Box = newBlock("arith.box"), *Done = newBlock("arith.done");
    B.CreateCondBr(Neg ? KindIs(IA) : B.CreateAnd(KindIs(IA), KindIs(IB)), Fast, Slow);
    B.SetInsertPoint(Fast);
    Value *IsInt = B.CreateAnd(B.CreateICmpEQ(IA, IntInfo), B.CreateICmpEQ(IB, IntInfo));
    Value *X = rawInt(X0), *Y = Neg ? X : rawInt(Y0);
    Value *R, *Ovf; // Ovf: the result left int64
    auto WithOverflow = [&](Intrinsic::ID Id, Value *U, Value *V) {
      Value *Pair = B.CreateBinaryIntrinsic(Id, U, V);
      R = B.CreateExtractValue(Pair, 0);
      Ovf = B.CreateExtractValue(Pair, 1);
    };
    switch (P) {
    case Prim::Add: WithOverflow(Intrinsic::sadd_with_overflow, X, Y); break;
    case Prim::Sub: WithOverflow(Intrinsic::ssub_with_overflow, X, Y); break;
    case Prim::Mul: WithOverflow(Intrinsic::smul_with_overflow, X, Y); break;
    case Prim::Negate: WithOverflow(Intrinsic::ssub_with_overflow, c64(0), X); break;
    default: {
      BasicBlock *Zero = newBlock("divzero");
      BasicBlock *OK = newBlock("div");
      B.CreateCondBr(B.CreateICmpEQ(Y, c64(0)), Zero, OK);
      B.SetInsertPoint(Zero);
      B.CreateCall(RtError, {strLit("divide by zero"), locStr(L)});
      B.CreateUnreachable();
      B.SetInsertPoint(OK);
      // minBound `div` (-1): an Integer leaves int64, an Int overflows
      // (GHC raises an exception: the runtime does); `mod` and `rem` are 0
      Value *MinusOne = B.CreateICmpEQ(Y, c64(-1));
      Ovf = P == Prim::Mod || P == Prim::Rem
                ? B.getFalse()
                : B.CreateAnd(MinusOne, B.CreateICmpEQ(X, c64(INT64_MIN)));

      Value *Safe = B.CreateSelect(MinusOne, c64(1), Y);
      Value *Q = B.CreateSDiv(X, Safe), *Rm = B.CreateSRem(X, Safe);
      Q = B.CreateSelect(MinusOne, B.CreateNeg(X), Q);
      Rm = B.CreateSelect(MinusOne, c64(0), Rm);
      if (P == Prim::Quot) { R = Q; break; }
      if (P == Prim::Rem) { R = Rm; break; }
      Value *Adjust = B.CreateAnd(B.CreateICmpNE(Rm, c64(0)),
                                  B.CreateICmpSLT(B.CreateXor(Rm, Y), c64(0)));
      R = P == Prim::Div ? B.CreateSub(Q, B.CreateZExt(Adjust, I64))
                         : B.CreateSelect(Adjust, B.CreateAdd(Rm, Y), Rm);
    }
    }
    // An Int's overflow wraps, but for div and quot (an exception in GHC)
    bool Raises = P == Prim::Div || P == Prim::Quot;
    B.CreateCondBr(Raises ? Ovf : B.CreateAnd(Ovf, B.CreateNot(IsInt)), Slow, Box,
                   MDBuilder(Ctx).createBranchWeights(1, 1000));
    B.SetInsertPoint(Box);
    Value *FastR = mkIntOf(R, IsInt);
    BasicBlock *FastEnd = B.GetInsertBlock();
    B.CreateBr(Done);
    B.SetInsertPoint(Slow);
    int64_t Op = P == Prim::Add    ? LZ_OP_ADD
                 : P == Prim::Sub  ? LZ_OP_SUB
                 : P == Prim::Mul  ? LZ_OP_MUL
                 : P == Prim::Div  ? LZ_OP_DIV
                 : P == Prim::Mod  ? LZ_OP_MOD
                 : P == Prim::Quot ? LZ_OP_QUOT
                 : P == Prim::Rem  ? LZ_OP_REM
                                   : LZ_OP_NEG;
    Value *SlowR = B.CreateCall(RtArith, {c64(Op), X0, Y0, locStr(L)});
    B.CreateBr(Done);
    B.SetInsertPoint(Done);
    PHINode *Phi = B.CreatePHI(PtrTy, 2);
    Phi->addIncoming(FastR, FastEnd);
    Phi->addIncoming(SlowR, Slow);
    return Phi;
  }

  /// fromEnum, primEnumLike, primEnumTop, primEnumBottom: an Int inline
  /// (itself; n; the largest and smallest Int), anything else (a Char, a
  /// constructor of an enumeration) in the runtime.
  Value *enumPrim(Prim P, ArrayRef<Value *> A, Loc L) {
    Value *X = force(A[0]);
    BasicBlock *Int = newBlock("enum.int"), *Other = newBlock("enum.other"),
               *Done = newBlock("enum.done");
    B.CreateCondBr(B.CreateICmpEQ(kindOf(X), c64(KInt)), Int, Other);
    B.SetInsertPoint(Int);
    Value *FromInt = P == Prim::FromEnum   ? X
                     : P == Prim::EnumLike ? force(A[1])
                     : intConst(P == Prim::EnumTop ? INT64_MAX : INT64_MIN);
    BasicBlock *IntEnd = B.GetInsertBlock();
    B.CreateBr(Done);
    B.SetInsertPoint(Other);
    Value *FromRt = P == Prim::EnumLike
                        ? B.CreateCall(RtEnumLike, {X, force(A[1]), locStr(L)})
                        : B.CreateCall(RtEnumOf, {c64(P == Prim::FromEnum ? 0 : P == Prim::EnumTop ? 1 : 2),
                                                  X, locStr(L)});
    BasicBlock *OtherEnd = B.GetInsertBlock();
    B.CreateBr(Done);
    B.SetInsertPoint(Done);
    PHINode *Phi = B.CreatePHI(PtrTy, 2);
    Phi->addIncoming(FromInt, IntEnd);
    Phi->addIncoming(FromRt, OtherEnd);
    return Phi;
  }
  /// Tells the runtime the values of each enumeration type (Bool, (), and
  /// every data type whose constructors have no fields), in tag order.
  void registerEnums() {
    FunctionCallee Reg = runtime("lazy_register_enum", Type::getVoidTy(Ctx), {PtrTy, I64},
                                 fe::RtNoCallback);
    auto Table = [&](const std::string &Name, std::vector<ConInfo *> Cs) {
      std::vector<Constant *> Vs;
      for (ConInfo *C : Cs) Vs.push_back(cast<Constant>(nullaryCon(C)));
      auto *Ty = ArrayType::get(PtrTy, Vs.size());
      auto *G = new GlobalVariable(*M, Ty, true, GlobalValue::PrivateLinkage,
                                   ConstantArray::get(Ty, Vs), "enum." + Name);
      B.CreateCall(Reg, {G, c64(Vs.size())});
    };
    Table("Bool", {LP.False, LP.True});
    Table("()", {LP.Unit});
    for (const Decl *D : LP.Types) {
      if (D->Kind != DeclKind::Data) continue;
      std::vector<ConInfo *> Cs;
      bool Enumeration = true;
      for (auto &C : LP.Cons)
        if (C->Data == D) {
          Enumeration &= C->Arity == 0;
          Cs.push_back(C.get());
        }
      std::sort(Cs.begin(), Cs.end(), [](ConInfo *X, ConInfo *Y) { return X->Tag < Y->Tag; });
      if (Enumeration && !Cs.empty()) Table(D->Name, Cs);
    }
  }

  /// The type show and print are used at, if the type checker knew it.
  Value *showType(const Expr *Head) {
    return cstr(Head && !Head->ShowType.empty() ? Head->ShowType : std::string(1, LZ_SHOW_OTHER));
  }

  /// Comparison as an i1: ints inline, anything else in the runtime
  /// (structural, forcing as it goes).
  Value *compare(Prim P, Value *A0, Value *B0, Loc L) {
    Value *A = force(A0), *Bv = force(B0);
    CmpInst::Predicate Pr = P == Prim::Eq ? CmpInst::ICMP_EQ : P == Prim::Ne ? CmpInst::ICMP_NE
                            : P == Prim::Lt ? CmpInst::ICMP_SLT : P == Prim::Le ? CmpInst::ICMP_SLE
                            : P == Prim::Gt ? CmpInst::ICMP_SGT : CmpInst::ICMP_SGE;
    return intsOrRuntime(
        A, Bv, Type::getInt1Ty(Ctx), [&](Value *X, Value *Y) { return B.CreateICmp(Pr, X, Y); },
        [&] {
          Value *C = (P == Prim::Eq || P == Prim::Ne)
                         ? B.CreateCall(RtEqual, {A, Bv, locStr(L)})
                         : B.CreateCall(RtCompare, {A, Bv, locStr(L)});
          return (P == Prim::Eq)   ? B.CreateICmpNE(C, c64(0))
                 : (P == Prim::Ne) ? B.CreateICmpEQ(C, c64(0))
                                   : B.CreateICmp(Pr, C, c64(0));
        });
  }
  /// \p Ints of the raw ints of the evaluated \p X and \p Y when both are
  /// INTs (inline), else \p Other (the runtime): a value of type \p Ty.
  Value *intsOrRuntime(Value *X, Value *Y, Type *Ty,
                       const std::function<Value *(Value *, Value *)> &Ints,
                       const std::function<Value *()> &Other) {
    BasicBlock *IntsBB = newBlock("ints"), *OtherBB = newBlock("ints.other"),
               *Done = newBlock("ints.done");
    B.CreateCondBr(B.CreateAnd(B.CreateICmpEQ(kindOf(X), c64(KInt)),
                               B.CreateICmpEQ(kindOf(Y), c64(KInt))),
                   IntsBB, OtherBB);
    B.SetInsertPoint(IntsBB);
    Value *Fast = Ints(rawInt(X), rawInt(Y));
    BasicBlock *IntsEnd = B.GetInsertBlock();
    B.CreateBr(Done);
    B.SetInsertPoint(OtherBB);
    Value *Slow = Other();
    BasicBlock *OtherEnd = B.GetInsertBlock();
    B.CreateBr(Done);
    B.SetInsertPoint(Done);
    PHINode *Phi = B.CreatePHI(Ty, 2);
    Phi->addIncoming(Fast, IntsEnd);
    Phi->addIncoming(Slow, OtherEnd);
    return Phi;
  }
  /// The raw int64 of an INT (or the code of a Char).
  Value *rawInt(Value *O) {
    return B.CreateAlignedLoad(I64, B.CreateConstInBoundsGEP1_64(PtrTy, O, PayloadWord), Align(8));
  }

  // ---------------------------------------------------------- expressions
  static bool isValueForm(Expr &E) {
    switch (E.Kind) {
    case ExprKind::Var: case ExprKind::Con: case ExprKind::Int: case ExprKind::Frac:
    case ExprKind::Char: case ExprKind::Str: case ExprKind::Lambda: case ExprKind::Tuple:
    case ExprKind::List:
      return true;
    default:
      return false;
    }
  }

  /// A value for \p E without evaluating it: a thunk unless E is already
  /// a value (or cheap and safe to build now).
  Value *genLazy(Expr &E) {
    setLoc(E.At);
    switch (E.Kind) {
    case ExprKind::Var: case ExprKind::Con:
      return valueOf(E.Bind, E.At);
    case ExprKind::Int: case ExprKind::Frac:
      return numLiteral(E);
    case ExprKind::Char:
      return charConst(E.IntVal);
    case ExprKind::Str:
      return strLit(E.Name);
    case ExprKind::Lambda:
      return closure(E.Fn);
    case ExprKind::Tuple: case ExprKind::List:
      return genStrict(E, false);
    case ExprKind::App: {
      // A saturated constructor application is a value already.
      Expr *H = &E;
      unsigned N = 0;
      while (H->Kind == ExprKind::App) {
        H = H->Sub[0].get();
        ++N;
      }
      if (H->Kind == ExprKind::Con && H->Bind->K == Binding::Con && H->Bind->C->Arity == N)
        return genStrict(E, false);
      break;
    }
    default:
      break;
    }
    return thunk(E);
  }

  /// Allocates a thunk for \p E, generating its entry code.
  Value *thunk(Expr &E) {
    std::vector<Binding *> Free =
        freeVars([&](auto &V) { V(E); }, E.BindLo, E.BindHi);
    std::string Name = (CurF ? CurF->Name : std::string("top")) + ".thunk" +
                       std::to_string(++ThunkCount);
    Function *Entry = thunkEntry(Name, E.At, CurF && CurF->InPrelude, Free,
                                 [&](Function *, bool) { genStrict(E, true); });
    auto *Info = infoTable(Name + ".info", KThunk, 0, std::max<size_t>(1, Free.size()), 0,
                           describe(E), Entry);
    Value *O = alloc(Info, std::max<size_t>(1, Free.size()));
    for (size_t I = 0; I < Free.size(); ++I) setField(O, I, valueOf(Free[I], E.At));
    return O;
  }
  /// Thunk entry code `ptr @Name(ptr self)`: loads the free variables and
  /// runs \p Body (which returns the value).
  Function *thunkEntry(const std::string &Name, Loc At, bool Prelude,
                       const std::vector<Binding *> &Free,
                       const std::function<void(Function *, bool)> &Body,
                       const std::string &CC = "") {
    Saved S = save();
    Function *F = Function::Create(fnType(0), GlobalValue::InternalLinkage, Name, *M);
    F->addFnAttr(CCPROF_THUNK_ATTR);
    if (!CC.empty()) F->addFnAttr(CCPROF_CC_ATTR, CC);
    F->addFnAttr(Attribute::NoUnwind);
    F->setSubprogram(subprogram(Name, At, Prelude));
    CurFn = F;
    SP = F->getSubprogram();
    CanTail = false; // lazy_force updates the thunk after it returns
    Locals.clear();
    B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", F));
    setLoc(At);
    Value *Self = F->getArg(0);
    Self->setName("self");
    for (size_t I = 0; I < Free.size(); ++I) {
      Value *V = field(Self, I);
      V->setName(Free[I]->Name);
      Locals[Free[I]] = V;
    }
    Body(F, false);
    restore(S);
    return F;
  }

  /// The closure of a local function or lambda (allocated, fields filled).
  Value *closure(FunDef *F) {
    Value *O = allocClosure(F);
    fillClosure(F, O);
    return O;
  }
  std::map<FunDef *, std::vector<Binding *>> FreeCache;
  const std::vector<Binding *> &freeOf(FunDef *F) {
    auto It = FreeCache.find(F);
    if (It != FreeCache.end()) return It->second;
    return FreeCache[F] = freeVarsOf(F);
  }
  Value *allocClosure(FunDef *F) {
    defineFunction(F);
    const auto &Free = freeOf(F);
    if (Free.empty()) return F->Static;
    return alloc(F->Info, Free.size());
  }
  void fillClosure(FunDef *F, Value *O) {
    const auto &Free = freeOf(F);
    for (size_t I = 0; I < Free.size(); ++I) setField(O, I, valueOf(Free[I], F->At));
  }

  /// Evaluates \p E to weak head normal form; in tail position emits the
  /// return itself and yields nullptr.
  Value *genStrict(Expr &E, bool Tail) {
    setLoc(E.At);
    switch (E.Kind) {
    case ExprKind::Var: case ExprKind::Con:
      return result(force(valueOf(E.Bind, E.At)), Tail);
    case ExprKind::Int: case ExprKind::Frac: case ExprKind::Char: case ExprKind::Str:
    case ExprKind::Lambda:
      return result(genLazy(E), Tail);
    case ExprKind::Tuple: {
      ConInfo *C = LP.Tuples.at(E.Sub.size());
      SmallVector<Value *, 4> Vs;
      for (auto &S : E.Sub) Vs.push_back(genLazy(*S));
      Value *O = alloc(conInfo(C), Vs.size());
      for (size_t I = 0; I < Vs.size(); ++I) setField(O, I, Vs[I]);
      return result(O, Tail);
    }
    case ExprKind::List: {
      SmallVector<Value *, 8> Vs;
      for (auto &S : E.Sub) Vs.push_back(genLazy(*S));
      Value *L = nullaryCon(LP.Nil);
      for (size_t I = Vs.size(); I-- > 0;) {
        Value *O = alloc(conInfo(LP.Cons_), 2);
        setField(O, 0, Vs[I]);
        setField(O, 1, L);
        L = O;
      }
      return result(L, Tail);
    }
    case ExprKind::App:
      return genApp(E, Tail);
    case ExprKind::If:
      return genIf(*E.Sub[0], E.Sub[1].get(), E.Sub[2].get(), Tail, E.At);
    case ExprKind::Case: {
      bool Refutable = false;
      for (Alt &A : E.Alts)
        Refutable |= A.P->Kind != PatKind::Var && A.P->Kind != PatKind::Wild;
      Value *V = Refutable ? genStrict(*E.Sub[0], false) : genLazy(*E.Sub[0]);
      bool ListAlt = false;
      for (Alt &A : E.Alts) ListAlt |= isListPat(*A.P, LP);
      if (ListAlt) V = asList(V); // once, not in each alternative
      Join J;
      for (Alt &A : E.Alts) {
        BasicBlock *Next = newBlock("alt.next");
        match(*A.P, V, Next);
        rhs(A.Rhs, Tail, J, Next);
        B.SetInsertPoint(Next);
      }
      B.CreateCall(RtPatFail, {locStr(E.At), cstr("Non-exhaustive patterns in case")});
      B.CreateUnreachable();
      return Tail ? nullptr : finish(J);
    }
    case ExprKind::Let:
      bindGroup(*E.LetBinds);
      return genStrict(*E.Sub[0], Tail);
    case ExprKind::SCC: {
      FunDef *F = E.Fn;
      defineFunction(F);
      SmallVector<Value *, 8> Args{nullp()};
      for (Binding *Bd : freeOf(F)) Args.push_back(valueOf(Bd, E.At));
      setLoc(E.At);
      return result(callTail(F->Code->getFunctionType(), F->Code, Args), Tail);
    }
    default:
      error(E.At, "internal error: unexpected expression in code generation");
    }
  }

  /// `if c then t else e`; a null \p Then or \p Else stands for True or
  /// False (`c || e`, `c && t`: see genApp).
  Value *genIf(Expr &Cond, Expr *Then, Expr *Else, bool Tail, Loc At) {
    Value *C = genStrict(Cond, false);
    BasicBlock *T = newBlock("then"), *F = newBlock("else"), *Chk = newBlock("if.false");
    B.CreateCondBr(B.CreateICmpEQ(C, nullaryCon(LP.True)), T, Chk);
    B.SetInsertPoint(Chk);
    B.CreateCondBr(B.CreateICmpEQ(C, nullaryCon(LP.False)), F, typeError(At, "expected a Bool"));
    Join J;
    auto Arm = [&](BasicBlock *BB, Expr *Body, ConInfo *Const) {
      B.SetInsertPoint(BB);
      if (Body)
        branch(*Body, Tail, J);
      else if (Value *V = result(nullaryCon(Const), Tail))
        addJoin(J, V);
    };
    Arm(T, Then, LP.True);
    Arm(F, Else, LP.False);
    return Tail ? nullptr : finish(J);
  }

  /// The Prelude's `&&` or `||` (not a program's own): applied to two
  /// operands it is compiled as the `if` it is defined by, the second
  /// operand evaluated in the call's position. As a call, the second
  /// operand was a thunk that `&&` forced, so `and (x:xs) = x && and xs`
  /// or a list equality nested a frame per element (30,000 deep for
  /// bench/lazy/sort.hs's `sorted`, each frame pinning nursery objects);
  /// now it is a loop, as GHC's inlining of `&&` makes it.
  static bool isPreludeBoolOp(const Binding *Bd) {
    return Bd && Bd->K == Binding::Fun && Bd->Global && Bd->Fn->InPrelude &&
           Bd->Fn->File.empty() && (Bd->Name == "&&" || Bd->Name == "||");
  }

  struct Join {
    BasicBlock *BB = nullptr;
    SmallVector<std::pair<Value *, BasicBlock *>, 4> In;
  };
  void branch(Expr &E, bool Tail, Join &J) {
    Value *V = genStrict(E, Tail);
    if (!Tail) addJoin(J, V);
  }
  void addJoin(Join &J, Value *V) {
    if (!J.BB) J.BB = newBlock("join");
    J.In.push_back({V, B.GetInsertBlock()});
    B.CreateBr(J.BB);
  }
  Value *finish(Join &J) {
    if (!J.BB) {
      B.SetInsertPoint(newBlock("dead"));
      return PoisonValue::get(PtrTy);
    }
    B.SetInsertPoint(J.BB);
    PHINode *Phi = B.CreatePHI(PtrTy, J.In.size());
    for (auto &P : J.In) Phi->addIncoming(P.first, P.second);
    return Phi;
  }

  /// A right-hand side: where bindings, then guards in order (all failing
  /// falls through to \p Fail), or the plain body.
  void rhs(GuardedRhs &R, bool Tail, Join &J, BasicBlock *Fail) {
    if (R.WhereBinds) bindGroup(*R.WhereBinds);
    if (R.Guards.empty()) {
      branch(*R.Body, Tail, J);
      return;
    }
    for (auto &G : R.Guards) {
      BasicBlock *No = newBlock("guard.next");
      if (G.first->Kind != ExprKind::PatGuard) guardTest(*G.first, No);
      for (Qual &Q : G.first->Quals) switch (Q.K) {
        case Qual::Guard: guardTest(*Q.E, No); break;
        case Qual::Gen: { // as a case alternative's pattern
          bool Refutable = Q.P->Kind != PatKind::Var && Q.P->Kind != PatKind::Wild;
          Value *V = Refutable ? genStrict(*Q.E, false) : genLazy(*Q.E);
          if (isListPat(*Q.P, LP)) V = asList(V);
          match(*Q.P, V, No);
          break;
        }
        case Qual::Let: bindGroup(*Q.Binds); break;
        }
      branch(*G.second, Tail, J);
      B.SetInsertPoint(No);
    }
    B.CreateBr(Fail);
  }
  /// A Bool guard: on to \p No unless it is True.
  void guardTest(Expr &G, BasicBlock *No) {
    Value *C = genStrict(G, false);
    BasicBlock *Yes = newBlock("guard");
    B.CreateCondBr(B.CreateICmpEQ(C, nullaryCon(LP.True)), Yes, No);
    B.SetInsertPoint(Yes);
  }

  Value *genApp(Expr &E, bool Tail) {
    SmallVector<Expr *, 6> Args;
    Expr *Head = &E;
    while (Head->Kind == ExprKind::App) {
      Args.push_back(Head->Sub[1].get());
      Head = Head->Sub[0].get();
    }
    std::reverse(Args.begin(), Args.end());
    Binding *Bd = (Head->Kind == ExprKind::Var || Head->Kind == ExprKind::Con) ? Head->Bind : nullptr;
    if (Head->Kind == ExprKind::Int || Head->Kind == ExprKind::Frac ||
        Head->Kind == ExprKind::Char || Head->Kind == ExprKind::Str ||
        Head->Kind == ExprKind::List ||
        Head->Kind == ExprKind::Tuple)
      error(Head->At, "this literal is applied to an argument, but it is not a function");

    if (Bd && Bd->K == Binding::Con && Args.size() == Bd->C->Arity) {
      SmallVector<Value *, 4> Vs;
      for (Expr *A : Args) Vs.push_back(genLazy(*A));
      setLoc(E.At);
      Value *O = alloc(conInfo(Bd->C), Vs.size());
      for (size_t I = 0; I < Vs.size(); ++I) setField(O, I, Vs[I]);
      return result(O, Tail);
    }
    if (Bd && Bd->K == Binding::Con && Args.size() > Bd->C->Arity)
      error(E.At, "constructor '" + Bd->C->Name + "' is applied to too many arguments");
    if (isPreludeBoolOp(Bd) && Args.size() == 2)
      return Bd->Name == "&&" ? genIf(*Args[0], Args[1], nullptr, Tail, E.At)
                              : genIf(*Args[0], nullptr, Args[1], Tail, E.At);
    if (Bd && Bd->K == Binding::Prim && Bd->P == Prim::Seq && Args.size() == 2) {
      // a `seq` b: evaluate a, then b in this position (a tail call stays one)
      genStrict(*Args[0], false);
      return genStrict(*Args[1], Tail);
    }
    if (Bd && Bd->K == Binding::Prim && Args.size() >= arityOf(Bd)) {
      unsigned N = arityOf(Bd);
      // `seq a b` and `a >> b` evaluate lazily what they may not need.
      SmallVector<Value *, 2> Vs;
      for (unsigned I = 0; I < N; ++I) Vs.push_back(genLazy(*Args[I]));
      setLoc(E.At);
      if (Args.size() == N) return prim(Bd->P, Vs, E.At, Tail, Head);
      Value *R = prim(Bd->P, Vs, E.At, false, Head);
      return applyRest(R, ArrayRef<Expr *>(Args).drop_front(N), Tail, E.At);
    }
    if (Bd && Bd->K == Binding::Fun && Bd->Fn->Arity >= 1 && Args.size() >= Bd->Fn->Arity) {
      FunDef *F = Bd->Fn;
      defineFunction(F);
      SmallVector<Value *, 8> CallArgs{freeOf(F).empty() ? (Value *)nullp() : valueOf(Bd, E.At)};
      // A strict parameter's argument is evaluated here: no thunk (Strictness.h)
      for (unsigned I = 0; I < F->Arity; ++I)
        CallArgs.push_back(I < F->Strict.size() && F->Strict[I] ? genStrict(*Args[I], false)
                                                                 : genLazy(*Args[I]));
      setLoc(E.At);
      CallInst *C = callTail(F->Code->getFunctionType(), F->Code, CallArgs);
      if (Args.size() == F->Arity) return result(C, Tail);
      return applyRest(C, ArrayRef<Expr *>(Args).drop_front(F->Arity), Tail, E.At);
    }
    Value *F = genLazy(*Head);
    return applyRest(F, Args, Tail, E.At);
  }
  Value *applyRest(Value *F, ArrayRef<Expr *> Args, bool Tail, Loc L) {
    SmallVector<Value *, 6> Vs;
    for (Expr *A : Args) Vs.push_back(genLazy(*A));
    setLoc(L);
    Value *R = F;
    for (size_t I = 0; I < Vs.size(); ++I)
      R = callTail(Apply->getFunctionType(), Apply, {R, Vs[I], locStr(L)});
    return result(R, Tail);
  }

  // -------------------------------------------------------------- patterns
  /// Matches \p V (possibly unevaluated) against \p P; on mismatch branches
  /// to \p Fail. Constructor and literal patterns force.
  void match(Pat &P, Value *V, BasicBlock *Fail) {
    switch (P.Kind) {
    case PatKind::Wild:
      return;
    case PatKind::Var:
      Locals[P.Bind] = V;
      return;
    case PatKind::As:
      Locals[P.Bind] = V;
      match(*P.Sub[0], V, Fail);
      return;
    case PatKind::Int: { // an INT inline; an Integer beyond int64 or a Double: ==
      Value *W = force(V);
      BasicBlock *Int = newBlock("lit.int"), *Other = newBlock("lit.other"),
                 *OK = newBlock("lit");
      B.CreateCondBr(B.CreateICmpEQ(kindOf(W), c64(KInt)), Int, Other);
      B.SetInsertPoint(Int);
      B.CreateCondBr(B.CreateICmpEQ(rawInt(W), c64(P.IntVal)), OK, Fail);
      B.SetInsertPoint(Other);
      Value *Eq = B.CreateCall(RtEqual, {W, intConst(P.IntVal), locStr(P.At)});
      B.CreateCondBr(B.CreateICmpNE(Eq, c64(0)), OK, Fail);
      B.SetInsertPoint(OK);
      return;
    }
    case PatKind::Char: {
      BasicBlock *OK = newBlock("char");
      B.CreateCondBr(B.CreateICmpEQ(rawInt(force(V)), c64(P.IntVal)), OK, Fail);
      B.SetInsertPoint(OK);
      return;
    }
    case PatKind::Con: case PatKind::Tuple: {
      if (P.Con && P.Con->Data && P.Con->Data->Newtype &&
          (P.Sub[0]->Kind == PatKind::Var || P.Sub[0]->Kind == PatKind::Wild)) {
        // A newtype has no constructor in GHC: `N x` matches without
        // evaluating the value; x is its field, when needed.
        if (P.Sub[0]->Kind == PatKind::Var) Locals[P.Sub[0]->Bind] = newtypeField(V, P.At);
        return;
      }
      Value *W = force(V);
      if (isListPat(P, LP)) W = asList(W);
      ConInfo *C = P.Con;
      BasicBlock *OK = newBlock("con");
      if (C->Arity == 0) {
        B.CreateCondBr(B.CreateICmpEQ(W, nullaryCon(C)), OK, Fail);
      } else {
        B.CreateCondBr(B.CreateICmpEQ(infoOf(W), conInfo(C)), OK, Fail);
      }
      B.SetInsertPoint(OK);
      for (size_t I = 0; I < P.Sub.size(); ++I) match(*P.Sub[I], field(W, I), Fail);
      return;
    }
    case PatKind::Lazy:
      return;
    }
  }

  // ---------------------------------------------------------- declarations
  /// Binds a local declaration group: closures and thunks are allocated
  /// first, then filled, so that they can refer to each other.
  void bindGroup(BindGroup &G) {
    std::vector<std::pair<FunDef *, Value *>> Objs;
    for (FunDef *F : G.Funs) {
      if (F->Eager) { // evaluated here, not a thunk (Strictness.h)
        GuardedRhs &R = F->Eqs[0]->Rhs;
        if (R.WhereBinds) bindGroup(*R.WhereBinds);
        Locals[F->B] = genStrict(*R.Body, false);
        continue;
      }
      Value *O = F->Arity ? allocClosure(F) : allocValueThunk(F);
      Locals[F->B] = O;
      Objs.push_back({F, O});
    }
    std::vector<std::pair<Value *, std::vector<Binding *>>> PatThunks;
    for (size_t I = 0; I < G.PatBinds.size(); ++I) {
      Decl *D = G.PatBinds[I];
      // the right-hand side, shared; each variable selects from it
      auto Free = freeVars([&](auto &V) { forEachChild(D->Rhs, V); }, D->BindLo, D->BindHi);
      std::string Name = (CurF ? CurF->Name : std::string("top")) + ".pat" +
                         std::to_string(++ThunkCount);
      Function *Entry = thunkEntry(Name, D->At, CurF && CurF->InPrelude, Free,
                                   [&](Function *, bool) { genRhsValue(D->Rhs, D->At); });
      auto *Info = infoTable(Name + ".info", KThunk, 0, std::max<size_t>(1, Free.size()), 0,
                             describe(D->Rhs), Entry);
      Value *Rhs = alloc(Info, std::max<size_t>(1, Free.size()));
      for (size_t K = 0; K < Free.size(); ++K) setField(Rhs, K, valueOf(Free[K], D->At));
      for (Binding *V : G.PatVars[I]) Locals[V] = selector(*D->Lhs, V, Rhs, D->At);
      PatThunks.push_back({Rhs, {}});
    }
    for (auto &FO : Objs) {
      FunDef *F = FO.first;
      if (F->Arity) {
        if (!freeOf(F).empty()) fillClosure(F, FO.second);
      } else {
        const auto &Free = freeOf(F);
        for (size_t I = 0; I < Free.size(); ++I) setField(FO.second, I, valueOf(Free[I], F->At));
      }
    }
  }

  /// The field of the newtype value \p V, unevaluated (a thunk that
  /// evaluates V and then its field).
  Value *newtypeField(Value *V, Loc At) {
    std::string Name = (CurF ? CurF->Name : std::string("top")) + ".newtype";
    Binding Src;
    Src.Name = "value";
    std::vector<Binding *> Free{&Src};
    Function *Entry = thunkEntry(Name, At, CurF && CurF->InPrelude, Free, [&](Function *, bool) {
      B.CreateRet(force(field(force(Locals[&Src]), 0)));
    });
    auto *Info = infoTable(Name + ".info", KThunk, 0, 1, 0, "UNKNOWN", Entry);
    Value *O = alloc(Info, 1);
    setField(O, 0, V);
    return O;
  }

  /// A thunk that evaluates the pattern binding's right-hand side \p Rhs,
  /// matches \p P and returns variable \p V's value.
  Value *selector(Pat &P, Binding *V, Value *Rhs, Loc At) {
    std::string Name = (CurF ? CurF->Name : std::string("top")) + ".sel." + V->Name;
    Binding Src;
    Src.Name = "rhs";
    std::vector<Binding *> Free{&Src};
    Function *Entry = thunkEntry(Name, At, CurF && CurF->InPrelude, Free, [&](Function *, bool) {
      BasicBlock *Fail = newBlock("irrefutable");
      match(P, Locals[&Src], Fail);
      B.CreateRet(force(Locals[V]));
      B.SetInsertPoint(Fail);
      B.CreateCall(RtPatFail, {locStr(At), cstr("Irrefutable pattern failed")});
      B.CreateUnreachable();
    });
    auto *Info = infoTable(Name + ".info", KThunk, 0, 1, 0, "UNKNOWN", Entry);
    Value *O = alloc(Info, 1);
    setField(O, 0, Rhs);
    return O;
  }

  /// The value of a right-hand side with guards (no fall through: failing
  /// guards are an error), returned from the current function.
  void genRhsValue(GuardedRhs &R, Loc At) {
    Join J;
    BasicBlock *Fail = newBlock("guards.fail");
    rhs(R, true, J, Fail);
    B.SetInsertPoint(Fail);
    B.CreateCall(RtPatFail, {locStr(At), cstr("Non-exhaustive guards")});
    B.CreateUnreachable();
  }

  Value *allocValueThunk(FunDef *F) {
    defineFunction(F);
    return alloc(F->Info, std::max<size_t>(1, freeOf(F).size()));
  }

  // ---------------------------------------------------------------- define
  std::set<FunDef *> Defined;
  /// Declares and generates \p F (once): its code, info table and, without
  /// free variables, its static closure (or CAF object).
  void defineFunction(FunDef *F) {
    if (!Defined.insert(F).second) return;
    const auto &Free = freeOf(F);
    bool Global = F->TopLevel;
    if (F->Arity == 0 && !F->Lambda && !F->SCCBody) {
      // a value: thunk entry code; a CAF at top level. The info table and
      // the CAF exist before the code, which may refer to itself (fibs).
      // A CAF is named after itself (the retainer CAF:name); a local
      // value's thunk by what it applies.
      F->Info = infoTable(F->Name + ".info", KThunk, 0, std::max<size_t>(1, Free.size()), 0,
                          Global ? F->Name : describe(F->Eqs[0]->Rhs), nullptr);
      if (Global) {
        // [info, cc, value, name]: the name outlives the update (the
        // retainer CAF:name of the heap census, whose static roots these are).
        F->Static = staticObject(F->Name + ".caf", F->Info, 2, false);
        F->Static->setInitializer(ConstantArray::get(
            cast<ArrayType>(F->Static->getValueType()),
            {F->Info, nullp(), nullp(), cstr(F->Name)}));
        F->Static->setSection(LZ_CAF_SECTION_NAME);
        F->B->G = F->Static;
      }
      Function *Entry = thunkEntry(F->Name, F->At, F->InPrelude, Free,
                                   [&](Function *, bool) {
                                     FunDef *SavedF = CurF;
                                     CurF = F;
                                     genRhsValue(F->Eqs[0]->Rhs, F->At);
                                     CurF = SavedF;
                                   },
                                   F->CostCentre);
      F->Code = Entry;
      if (Global) // stacks mode: evaluated under CAF, as GHC's CAFs are
        Entry->addFnAttr(CCPROF_CAF_ATTR);
      auto *Init = cast<ConstantStruct>(F->Info->getInitializer());
      F->Info->setInitializer(ConstantStruct::get(
          InfoTy, {Init->getOperand(0), Init->getOperand(1), Init->getOperand(2),
                   Init->getOperand(3), Init->getOperand(4), Entry}));
      return;
    }
    unsigned NParams = F->SCCBody ? Free.size() : F->Arity;
    Function *Fn = Function::Create(fnType(NParams), GlobalValue::InternalLinkage, F->Name, *M);
    tailcc(Fn);
    Fn->addFnAttr(Attribute::NoUnwind);
    if (!F->CostCentre.empty()) Fn->addFnAttr(CCPROF_CC_ATTR, F->CostCentre);
    Fn->setSubprogram(subprogram(F->Name, F->At, F->InPrelude));
    F->Code = Fn;
    if (!F->SCCBody) {
      if (F->Arity > MaxArity)
        error(F->At, "'" + F->Name + "' has " + std::to_string(F->Arity) +
                         " parameters; lazy-mini allows at most " + std::to_string(MaxArity));
      F->Info = infoTable(F->Name + ".info", KFun, 0, Free.size(), F->Arity,
                          F->Lambda ? "UNKNOWN" : F->Name, Fn);
      if (Free.empty()) F->Static = staticObject(F->Name + ".closure", F->Info, 0, true);
    }
    Saved S = save();
    CurF = F;
    CurFn = Fn;
    SP = Fn->getSubprogram();
    CanTail = true;
    Locals.clear();
    B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", Fn));
    frameGuard();
    setLoc(F->At);
    Value *Env = Fn->getArg(0);
    Env->setName("env");
    if (F->SCCBody) {
      for (size_t I = 0; I < Free.size(); ++I) {
        Fn->getArg(1 + I)->setName(Free[I]->Name);
        Locals[Free[I]] = Fn->getArg(1 + I);
      }
      genStrict(*F->SCCBody->Sub[0], true);
    } else {
      for (size_t I = 0; I < Free.size(); ++I) {
        Value *V = field(Env, I);
        V->setName(Free[I]->Name);
        Locals[Free[I]] = V;
      }
      if (F->B && !F->B->Global && !Free.empty()) Locals[F->B] = Env; // recursion
      if (F->Lambda) {
        BasicBlock *Fail = newBlock("nomatch");
        for (unsigned I = 0; I < F->Arity; ++I) match(*F->Lambda->Params[I], Fn->getArg(1 + I), Fail);
        genStrict(*F->Lambda->Sub[0], true);
        B.SetInsertPoint(Fail);
        B.CreateCall(RtPatFail, {locStr(F->At), cstr("Non-exhaustive patterns in lambda")});
        B.CreateUnreachable();
      } else {
        Join J;
        for (Decl *Eq : F->Eqs) {
          BasicBlock *Next = newBlock("next.eq");
          for (unsigned I = 0; I < F->Arity; ++I) match(*Eq->Params[I], Fn->getArg(1 + I), Next);
          rhs(Eq->Rhs, true, J, Next);
          B.SetInsertPoint(Next);
        }
        B.CreateCall(RtPatFail, {locStr(F->At), cstr(("Non-exhaustive patterns in function " +
                                                      F->B->Name).c_str())});
        B.CreateUnreachable();
      }
    }
    restore(S);
  }

  // ------------------------------------------------------------ lazy.apply
  void genApply() {
    Apply = Function::Create(FunctionType::get(PtrTy, {PtrTy, PtrTy, PtrTy}, false),
                             GlobalValue::InternalLinkage, "lazy.apply", *M);
    tailcc(Apply);
    Apply->addFnAttr(Attribute::NoUnwind);
    // Profiled in the lazy mode's way (no cost centre of its own): when
    // forcing the function leaves the thunk's cost centre (or stack)
    // current, the profiler stores the caller's back before the call.
    CurFn = Apply;
    SP = nullptr;
    B.SetCurrentDebugLocation(DebugLoc());
    B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", Apply));
    frameGuard();
    Value *F = force(Apply->getArg(0)), *X = Apply->getArg(1);
    BasicBlock *Bad = newBlock("not.a.function"), *Fun = newBlock("fun"), *Pap = newBlock("pap");
    SwitchInst *Sw = B.CreateSwitch(kindOf(F), Bad, 2);
    Sw->addCase(cast<ConstantInt>(c64(KFun)), Fun);
    Sw->addCase(cast<ConstantInt>(c64(KPap)), Pap);
    B.SetInsertPoint(Bad);
    B.CreateCall(RtTypeError, {Apply->getArg(2), cstr("applying a value that is not a function")});
    B.CreateUnreachable();
    B.SetInsertPoint(Fun);
    Value *Info = infoOf(F);
    Value *Arity = B.CreateAlignedLoad(I64, B.CreateStructGEP(InfoTy, Info, 3), Align(8));
    Value *Code = B.CreateAlignedLoad(PtrTy, B.CreateStructGEP(InfoTy, Info, 5), Align(8));
    BasicBlock *Call1 = newBlock("call1"), *MkPap = newBlock("mkpap");
    B.CreateCondBr(B.CreateICmpEQ(Arity, c64(1)), Call1, MkPap);
    B.SetInsertPoint(Call1);
    CallInst *C = callTail(fnType(1), Code, {F, X});
    C->setTailCallKind(CallInst::TCK_MustTail);
    B.CreateRet(C);
    B.SetInsertPoint(MkPap);
    B.CreateRet(B.CreateCall(RtPapExtend, {F, X}));
    B.SetInsertPoint(Pap);
    Value *Fn = field(F, 0);
    Value *N = B.CreatePtrToInt(field(F, 1), I64);
    Value *FInfo = infoOf(Fn);
    Value *PArity = B.CreateAlignedLoad(I64, B.CreateStructGEP(InfoTy, FInfo, 3), Align(8));
    Value *PCode = B.CreateAlignedLoad(PtrTy, B.CreateStructGEP(InfoTy, FInfo, 5), Align(8));
    BasicBlock *Extend = newBlock("extend"), *Sat = newBlock("saturate");
    B.CreateCondBr(B.CreateICmpEQ(B.CreateAdd(N, c64(1)), PArity), Sat, Extend);
    B.SetInsertPoint(Extend);
    B.CreateRet(B.CreateCall(RtPapExtend, {F, X}));
    B.SetInsertPoint(Sat);
    SwitchInst *ByArity = B.CreateSwitch(PArity, Bad, MaxArity - 1);
    for (unsigned K = 2; K <= MaxArity; ++K) {
      BasicBlock *BB = newBlock("arity");
      ByArity->addCase(cast<ConstantInt>(c64(K)), BB);
      B.SetInsertPoint(BB);
      SmallVector<Value *, 8> Args{Fn};
      for (unsigned I = 0; I + 1 < K; ++I) Args.push_back(field(F, 2 + I));
      Args.push_back(X);
      CallInst *CK = callTail(fnType(K), PCode, Args);
      CK->setTailCallKind(CallInst::TCK_MustTail);
      B.CreateRet(CK);
    }
    genApplyEntry();
  }
  /// Tells the runtime each method of the program's instances, by the info
  /// table of every constructor of the instance's type.
  void registerInstances() {
    FunctionCallee Reg = runtime("lazy_register_instance", Type::getVoidTy(Ctx),
                                 {I64, PtrTy, PtrTy}, fe::RtNoCallback);
    for (const LoweredProgram::Instance &I : LP.Instances)
      for (auto &[Name, F] : I.Methods) {
        int64_t Method = Name == "show"        ? LZ_METHOD_SHOW
                         : Name == "showsPrec" ? LZ_METHOD_SHOWSPREC
                         : Name == "==" ? LZ_METHOD_EQ
                         : Name == "compare" ? LZ_METHOD_COMPARE
                                             : LZ_METHOD_LE;
        Value *Fn = valueOf(F->B, F->At);
        for (auto &C : LP.Cons)
          if (C->Data == I.Data) B.CreateCall(Reg, {c64(Method), conInfo(C.get()), Fn});
      }
  }
  /// lazy_apply1(f, x): lazy.apply for the runtime, which applies the
  /// continuation of an IO `>>=` to the first action's result.
  void genApplyEntry() {
    Function *Entry = Function::Create(FunctionType::get(PtrTy, {PtrTy, PtrTy}, false),
                                       GlobalValue::ExternalLinkage, "lazy_apply1", *M);
    CurFn = Entry;
    B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", Entry));
    CallInst *C = callTail(Apply->getFunctionType(), Apply,
                           {Entry->getArg(0), Entry->getArg(1), cstr("'>>='")});
    B.CreateRet(C);
  }
};

std::unique_ptr<Module> Codegen::run() {
  using fe::RtNoCallback, fe::RtNoReturn, fe::RtPlain;
  RtAlloc = runtime("lazy_alloc", PtrTy, {I64}, RtNoCallback | fe::RtNoAliasReturn);
  AllocFn = genAllocFn();
  RtForce = runtime("lazy_force", PtrTy, {PtrTy}, RtPlain);
  RtTypeError =
      runtime("lazy_type_error", Type::getVoidTy(Ctx), {PtrTy, PtrTy}, RtNoCallback | RtNoReturn);
  RtPatFail = runtime("lazy_pattern_fail", Type::getVoidTy(Ctx), {PtrTy, PtrTy},
                      RtNoCallback | RtNoReturn);
  RtError = runtime("lazy_error", Type::getVoidTy(Ctx), {PtrTy, PtrTy}, RtNoReturn);
  RtEqual = runtime("lazy_equal", I64, {PtrTy, PtrTy, PtrTy}, RtPlain);
  RtCompare = runtime("lazy_compare", I64, {PtrTy, PtrTy, PtrTy}, RtPlain);
  RtShow = runtime("lazy_show", PtrTy, {PtrTy, PtrTy}, RtPlain);
  RtShowPrec = runtime("lazy_show_prec", PtrTy, {PtrTy, PtrTy, PtrTy}, RtPlain);
  RtIO = runtime("lazy_io", PtrTy, {I64, PtrTy, PtrTy}, RtNoCallback);
  RtPapExtend = runtime("lazy_pap_extend", PtrTy, {PtrTy, PtrTy}, RtNoCallback);
  RtStrUncons = runtime("lazy_str_uncons", PtrTy, {PtrTy}, RtNoCallback);
  RtEnumLike = runtime("lazy_enum_like", PtrTy, {PtrTy, PtrTy, PtrTy}, RtNoCallback);
  RtEnumOf = runtime("lazy_enum_of", PtrTy, {I64, PtrTy, PtrTy}, RtNoCallback);
  RtArith = runtime("lazy_arith", PtrTy, {I64, PtrTy, PtrTy, PtrTy}, RtNoCallback);
  RtNumConvert = runtime("lazy_num_convert", PtrTy, {I64, PtrTy, PtrTy}, RtNoCallback);
  RtRound = runtime("lazy_round", PtrTy, {PtrTy, PtrTy, I64, PtrTy}, RtNoCallback);
  RtMath = runtime("lazy_math", PtrTy, {PtrTy, PtrTy, PtrTy, PtrTy}, RtNoCallback);
  RtIntegerOfString = runtime("lazy_integer_of_string", PtrTy, {PtrTy}, RtNoCallback);
  IntInfo = new GlobalVariable(*M, InfoTy, true, GlobalValue::ExternalLinkage, nullptr,
                               "lazy_int_info");
  IntegerInfo = new GlobalVariable(*M, InfoTy, true, GlobalValue::ExternalLinkage, nullptr,
                                   "lazy_integer_info");
  DoubleInfo = new GlobalVariable(*M, InfoTy, true, GlobalValue::ExternalLinkage, nullptr,
                                  "lazy_double_info");
  SmallIntegers = new GlobalVariable(*M, ArrayType::get(PtrTy, SmallIntCount * SmallIntWords),
                                     true, GlobalValue::ExternalLinkage, nullptr,
                                     "lazy_small_integers");
  SmallInts = new GlobalVariable(*M, ArrayType::get(PtrTy, SmallIntCount * SmallIntWords), true,
                                 GlobalValue::ExternalLinkage, nullptr, "lazy_small_ints");
  Chars = new GlobalVariable(*M, ArrayType::get(PtrTy, LZ_CHAR_COUNT * SmallIntWords), true,
                             GlobalValue::ExternalLinkage, nullptr, "lazy_chars");
  for (auto &KV : LP.Tuples) conInfo(KV.second);
  genApply();
  CurF = nullptr;
  // Top level: every function and CAF is defined on first use; make sure
  // all of the program's exist (and get their static objects).
  for (FunDef *F : LP.Top->Funs) defineFunction(F);
  if (!LP.Top->PatBinds.empty())
    error(LP.Top->PatBinds[0]->At, "top-level pattern bindings are not supported by lazy-mini");
  // lazy_entry: the MAIN cost centre runs the program's `main` action.
  Function *Entry = Function::Create(FunctionType::get(PtrTy, {}, false),
                                     GlobalValue::ExternalLinkage, "lazy_entry", *M);
  Entry->addFnAttr(CCPROF_CC_ATTR, "MAIN");
  Entry->addFnAttr(Attribute::NoUnwind);
  Entry->setSubprogram(subprogram("MAIN", Loc{1, 1}, false));
  CurFn = Entry;
  SP = Entry->getSubprogram();
  CanTail = false;
  B.SetInsertPoint(BasicBlock::Create(Ctx, "entry", Entry));
  setLoc(Loc{1, 1});
  FunctionCallee Register = runtime("lazy_register_prelude", Type::getVoidTy(Ctx),
                                    {PtrTy, PtrTy, PtrTy, PtrTy}, RtNoCallback);
  B.CreateCall(Register, {nullaryCon(LP.Unit), nullaryCon(LP.Nil), conInfo(LP.Cons_),
                          nullaryCon(LP.True)});
  registerInstances();
  registerEnums();
  FunctionCallee RunIO = runtime("lazy_run_io", PtrTy, {PtrTy}, fe::RtPlain);
  B.CreateRet(B.CreateCall(RunIO, {force(LP.Main->Fn->Static)}));
  DI.finalize();
  return std::move(M);
}

} // namespace

std::unique_ptr<Module> codegen(LoweredProgram &LP, LLVMContext &Ctx, const std::string &Dir,
                                const std::string &File) {
  return Codegen(LP, Ctx, Dir, File).run();
}

} // namespace lazy
