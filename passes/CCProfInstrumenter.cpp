//===- CCProfInstrumenter.cpp - call counts and `current` in LLVM IR -------===//
//
// Appel, Duba and MacQueen (1988) on LLVM IR. Before the optimizer runs, every
// profiled function @f gets a cost-centre record and these operations:
//
//   @__ccprof_cc.f = internal global %ccprof.cc { i64 0, i64 0, ptr @name,
//       ptr @symbol, ptr @file, i32 line, i32 flags, i64 0 },
//       section "__ccprof_cc", align 8        ; found via __start/__stop
//
//   entry:                                    ; after allocas, arg spills
//     store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic, align 8
//     fence syncscope("singlethread") seq_cst
//     %c = load i64, ptr @__ccprof_cc.f       ; call count (plain counters),
//     %c1 = add i64 %c, 1                     ; after the store: its cost is
//     store i64 %c1, ptr @__ccprof_cc.f       ; f's (see emitEntry)
//     ...
//     %r = call i32 @g(i32 %x)                ; a call that may return here
//     store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic, align 8
//     fence syncscope("singlethread") seq_cst ; caller reset
//
// The store to the thread-local `current` is atomic (monotonic) so DSE and
// GVN cannot delete or merge it once inlining puts two of them side by side,
// and the single-thread fence keeps the surrounding code on the right side of
// it; on x86 the pair is one `mov` to %fs:offset. Because these are ordinary
// IR operations, inlining copies them, code motion keeps them in order, and
// the code generator knows nothing about profiling. Once the optimizer is
// done, ccprof-cleanup (CCProfCleanup.cpp) drops the fences and the stores
// that the next store overwrites before any program code runs.
//
// No caller reset follows: tail calls (musttail, or a call whose value - or
// nothing, in a void function - is all that reaches the `ret`, possibly via
// the -O0-style retval slot clang emits), direct calls to an exact definition
// that restores `current` itself before returning (computeRestoring),
// self-recursive direct calls, calls
// that do not return, and calls that cannot call back into profiled code
// (intrinsics other than statepoints/patchpoints, inline asm, `nocallback`
// callees, the runtime's own __ccprof_* functions). A returns_twice call
// (setjmp) always gets a reset: its second return comes from a longjmp.
// For invoke, the reset goes at the start of the normal destination and of
// the landing pad (after the landingpad/catchpad instruction).
//
// With -ccprof-counters=atomic the increment is `atomicrmw add ... monotonic`;
// with =thread it goes to this thread's counter block (see rt/registry.c):
//     %b = load ptr, ptr @__ccprof_tblock     ; thread-local
//     %n = icmp eq ptr %b, null               ; first call on this thread:
//     br %n, label %slow, label %fast         ;   call __ccprof_thread_block()
//   fast:
//     %i = load i64, (index field of the record)
//     %slot = getelementptr i64, ptr %b, i64 %i ; plain increment of %slot
//
//===----------------------------------------------------------------------===//
#include "CCProfInstrumenter.h"
#include "DisplayNames.h"
#include "LLVMCompat.h"
#include "StackLookup.h"
#include "ProfileFilter.h"
#include "RecursionClone.h"
#include "ccprof/CCProfData.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Regex.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

#include <vector>

using namespace llvm;

//===----------------------------------------------------------------------===//
// Options (opt: -ccprof-*, clang: -mllvm -ccprof-*). Listed in docs/pass.md.
//===----------------------------------------------------------------------===//

namespace {
enum class CounterMode { Plain, Atomic, Thread };
enum class RestoreMode { None, Escaping, External };
} // namespace

// Both may be given several times (opt, clang -mllvm, `ccprof cc`, the CMake
// package's EXCLUDE/ONLY lists): a name matching any one of them counts.
static cl::list<std::string> ClExclude(
    "ccprof-exclude",
    cl::desc("Do not profile functions whose name (display or linkage) "
             "matches this regular expression (repeatable: any of them)"),
    cl::value_desc("regex"));

// Exclusions that need no shell quoting through `make CC=...`: a file of
// expressions, one a line (repeatable), and the CCPROF_EXCLUDE environment
// variable (CCProfExcludeEnv), read at compile time.
static cl::list<std::string> ClExcludeFile(
    "ccprof-exclude-file",
    cl::desc("Do not profile functions whose name matches any regular "
             "expression in this file: one a line, '#' starts a comment "
             "line, blank lines are ignored (repeatable)"),
    cl::value_desc("file"));

static cl::list<std::string> ClOnly(
    "ccprof-only",
    cl::desc("Profile only functions whose name (display or linkage) "
             "matches this regular expression (repeatable: any of them)"),
    cl::value_desc("regex"));

static cl::opt<CounterMode> ClCounters(
    "ccprof-counters", cl::desc("How call counts are incremented"),
    cl::init(CounterMode::Plain),
    cl::values(clEnumValN(CounterMode::Plain, "plain",
                          "non-atomic increment (cheapest; may lose counts "
                          "when threads call the same function)"),
               clEnumValN(CounterMode::Atomic, "atomic",
                          "relaxed atomic add (exact, contended)"),
               clEnumValN(CounterMode::Thread, "thread",
                          "per-thread counter blocks merged at thread exit "
                          "(exact, uncontended)")));

static cl::opt<ccprof::NameForm> ClNames(
    "ccprof-names",
    cl::desc("Names stored in the records, which the program's own report "
             "shows (`ccprof report --names` chooses again from the linkage "
             "name)"),
    cl::init(ccprof::NameForm::Short),
    cl::values(clEnumValN(ccprof::NameForm::Short, "short",
                          "C++ template arguments elided to <...>, no return "
                          "type, lambdas as f.lambda#N (compact)"),
               clEnumValN(ccprof::NameForm::Full, "full",
                          "demangled C++ names in full (large binaries "
                          "with templates)"),
               clEnumValN(ccprof::NameForm::Full, "demangled",
                          "the same as full (the old name)"),
               clEnumValN(ccprof::NameForm::Linkage, "linkage",
                          "linkage (mangled) names")));

static cl::opt<RestoreMode> ClCalleeRestore(
    "ccprof-callee-restore",
    cl::desc("Which functions also restore, on return, the `current` they "
             "found on entry, so that time after a callback returns into "
             "unprofiled code (libc qsort, other libraries) is not charged "
             "to the callback"),
    cl::init(RestoreMode::Escaping),
    cl::values(clEnumValN(RestoreMode::None, "none",
                          "caller reset only (the paper's scheme)"),
               clEnumValN(RestoreMode::Escaping, "escaping",
                          "functions whose address escapes, main, "
                          "functions called from unprofiled functions, "
                          "and the exported functions of a shared object"),
               clEnumValN(RestoreMode::External, "external",
                          "also every externally visible function")));

enum class ProfileMode { Flat, Stacks };
static cl::opt<ProfileMode> ClMode(
    "ccprof-mode", cl::desc("What `current` points at"),
    cl::init(ProfileMode::Flat),
    cl::values(clEnumValN(ProfileMode::Flat, "flat",
                          "the function's record: a flat profile (prof)"),
               clEnumValN(ProfileMode::Stacks, "stacks",
                          "its node in the calling-context tree (GHC's "
                          "cost-centre stacks): entries and time per context "
                          "as well")));

static cl::opt<bool> ClRecursionClone(
    "ccprof-recursion-clone",
    cl::desc("Give self-recursive functions an internal clone, used by their "
             "self-calls, that counts the call but skips the store to "
             "`current` (it already points at the same record)"),
    cl::init(true));

static cl::opt<bool> ClLocalExec(
    "ccprof-local-exec",
    cl::desc("In a module for an executable (PIE or not PIC), define "
             "`current` (weak) and reach it with the local-exec TLS model: "
             "one instruction, no GOT load (false: initial-exec, as in a "
             "shared library)"),
    cl::init(true));

// The environment variable of exclusions, read at compile time.
static const char CCProfExcludeEnv[] = "CCPROF_EXCLUDE";

namespace {

/// A regular expression of -ccprof-exclude/-only and where it was given,
/// for messages: Origin "for -ccprof-exclude", "in CCPROF_EXCLUDE" or
/// "for -ccprof-exclude-file", and Location "F:3" for a file's line.
struct Pattern {
  std::string Source, Origin, Location;
};

//===----------------------------------------------------------------------===//
// The implementation class
//===----------------------------------------------------------------------===//

class CCProfInstrumenter {
public:
  explicit CCProfInstrumenter(Module &M)
      : M(M), Ctx(M.getContext()), I32Ty(Type::getInt32Ty(Ctx)), I64Ty(Type::getInt64Ty(Ctx)),
        PtrTy(PointerType::getUnqual(Ctx)), Small(M) {}

  bool run();

private:
  bool parseOptions();
  bool gatherExclusions(std::vector<Pattern> &Out);
  bool readExcludeFile(const std::string &Path, std::vector<Pattern> &Out);
  bool compilePatterns(ArrayRef<Pattern> In, std::vector<Regex> &Out);
  void collectAnnotations();
  bool shouldProfile(Function &F, StringRef Display);
  std::string displayName(const Function &F);
  GlobalVariable *createRecord(Function &F, StringRef Display, bool Small = false);
  GlobalVariable *createFnEntry(Function &F, GlobalVariable *Rec);
  void createGlobals();
  void emitRegistration();
  void computeRestoring(ArrayRef<std::pair<Function *, std::string>> Work);
  /// How a function's entry treats `current` and the count.
  enum class Entry {
    Own,    // a profiled function: stores its record, counts a call
    Clone,  // its recursion clone: entered under its record, counts
    PartOf, // code of another function's (CCPROF_PART_OF_ATTR): stores
            // that function's record, counts nothing
  };
  void instrumentFunction(Function &F, GlobalVariable *Rec, Function *Orig,
                          Function *Clone, Entry Kind);
  void instrumentParts(ArrayRef<std::pair<Function *, std::string>> Parts,
                       const DenseMap<Function *, GlobalVariable *> &Records);
  void instrumentEntriesOf(ArrayRef<Function *> Entries,
                           const DenseMap<Function *, GlobalVariable *> &Records);
  void canonicalizeTailCall(CallBase &CB);
  void runLazy(ArrayRef<std::pair<Function *, std::string>> Work);
  void instrumentLazy(Function &F, GlobalVariable *Rec, GlobalVariable *Spare);
  Value *emitLazyPush(IRBuilder<> &B, Function &F, Value *AtEntry, GlobalVariable *Rec);
  GlobalVariable *CafRec = nullptr; // lazy stacks mode: the module's CAF
  void emitEntry(IRBuilder<> &B, GlobalVariable *Rec, bool SetCurrent);
  void emitCount(IRBuilder<> &B, GlobalVariable *Rec);
  StoreInst *emitSetCurrent(IRBuilder<> &B, Value *Rec);
  Value *emitPush(IRBuilder<> &B, Function &F, Value *Saved, GlobalVariable *Rec);
  Constant *noNode();
  bool forExecutable() const;
  void emitEntries(IRBuilder<> &B, Value *Node);
  static bool cannotChangeCurrent(const CallBase &CB);
  static bool isTailCall(const CallBase &CB);
  static BasicBlock::iterator entryInsertionPoint(Function &F);
  void positionAtEntry(IRBuilder<> &B, Function &F);
  static Instruction *restorePoint(BasicBlock &BB,
                                   const SmallPtrSetImpl<Instruction *> &TailCalls);
  static bool isInTailPosition(const CallBase &CB);
  Constant *stringConstant(StringRef S);

  Module &M;
  LLVMContext &Ctx;
  Type *I32Ty, *I64Ty;
  PointerType *PtrTy;
  StructType *RecordTy = nullptr;
  GlobalVariable *Current = nullptr;
  GlobalVariable *TBlock = nullptr;
  FunctionCallee TBlockFn;
  std::vector<Regex> Exclude, Only; // any match counts
  DenseSet<const Function *> Annotated; // noprofile annotation, ifunc resolvers
  DenseSet<const Function *> Restoring; // callee-side restore (computeRestoring)
  StringMap<unsigned> AnonCounts;
  // Functions whose stored name is a compact C++ name (CCPROF_FLAG_NAME_COMPACT).
  DenseSet<const Function *> CompactNames;
  StringMap<Constant *> Strings;
  uint32_t Flags = CCPROF_FLAG_COUNTERS_PLAIN;
  ccprof::SizeFilter Small; // -ccprof-min-instructions (ProfileFilter.h)
  SmallVector<std::pair<Function *, std::string>, 64> LeftOutSmall;
  DenseSet<const Function *> SmallLeaves;
};

/// Lines of a text: blank ones and those whose first non-blank character
/// is '#' skipped, the others trimmed (a regular expression with spaces
/// at its ends can be written with brackets, "[ ]").
static void patternLines(StringRef Text, const std::string &Origin,
                         const std::string &File, std::vector<Pattern> &Out) {
  SmallVector<StringRef, 16> Lines;
  Text.split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    StringRef L = Lines[I].trim();
    if (L.empty() || L.starts_with("#"))
      continue;
    Out.push_back({L.str(), Origin,
                   File.empty() ? "" : File + ":" + std::to_string(I + 1)});
  }
}

bool CCProfInstrumenter::readExcludeFile(const std::string &Path,
                                         std::vector<Pattern> &Out) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf) {
    Ctx.emitError("ccprof: cannot read '" + Path + "' for -" +
                  ClExcludeFile.ArgStr + ": " + Buf.getError().message());
    return false;
  }
  patternLines((*Buf)->getBuffer(), "for -" + ClExcludeFile.ArgStr.str(), Path, Out);
  return true;
}

/// -ccprof-exclude, then CCPROF_EXCLUDE (one expression a line, like a
/// file), then the lines of each -ccprof-exclude-file.
bool CCProfInstrumenter::gatherExclusions(std::vector<Pattern> &Out) {
  for (const std::string &S : ClExclude)
    Out.push_back({S, "for -" + ClExclude.ArgStr.str(), ""});
  if (std::optional<std::string> Env = sys::Process::GetEnv(CCProfExcludeEnv))
    patternLines(*Env, std::string("in ") + CCProfExcludeEnv, "", Out);
  for (const std::string &Path : ClExcludeFile)
    if (!readExcludeFile(Path, Out))
      return false;
  return true;
}

bool CCProfInstrumenter::compilePatterns(ArrayRef<Pattern> In,
                                         std::vector<Regex> &Out) {
  for (const Pattern &P : In) {
    if (P.Source.empty())
      continue; // -ccprof-exclude= : no expression
    Regex R(P.Source);
    std::string Err;
    if (!R.isValid(Err)) {
      Ctx.emitError("ccprof: " + (P.Location.empty() ? "" : P.Location + ": ") +
                    "invalid regular expression '" + P.Source + "' " + P.Origin +
                    ": " + Err);
      return false;
    }
    Out.push_back(std::move(R));
  }
  return true;
}

bool CCProfInstrumenter::parseOptions() {
  std::vector<Pattern> Excl, Incl;
  for (const std::string &S : ClOnly)
    Incl.push_back({S, "for -" + ClOnly.ArgStr.str(), ""});
  if (!gatherExclusions(Excl) || !compilePatterns(Excl, Exclude) ||
      !compilePatterns(Incl, Only))
    return false;
  switch (ClCounters) {
  case CounterMode::Plain:
    Flags = CCPROF_FLAG_COUNTERS_PLAIN;
    break;
  case CounterMode::Atomic:
    Flags = CCPROF_FLAG_COUNTERS_ATOMIC;
    break;
  case CounterMode::Thread:
    Flags = CCPROF_FLAG_COUNTERS_THREAD;
    break;
  }
  return true;
}

/// __attribute__((annotate("ccprof_noprofile"))) lands in
/// @llvm.global.annotations as { ptr @f, ptr @str, ptr @file, i32 line, ... }.
void CCProfInstrumenter::collectAnnotations() {
  GlobalVariable *GA = M.getNamedGlobal("llvm.global.annotations");
  if (!GA || !GA->hasInitializer())
    return;
  auto *Arr = dyn_cast<ConstantArray>(GA->getInitializer());
  if (!Arr)
    return;
  for (Value *Op : Arr->operands()) {
    auto *Entry = dyn_cast<ConstantStruct>(Op);
    if (!Entry || Entry->getNumOperands() < 2)
      continue;
    auto *Fn = dyn_cast<Function>(Entry->getOperand(0)->stripPointerCasts());
    auto *Str =
        dyn_cast<GlobalVariable>(Entry->getOperand(1)->stripPointerCasts());
    if (!Fn || !Str || !Str->hasInitializer())
      continue;
    auto *Data = dyn_cast<ConstantDataSequential>(Str->getInitializer());
    if (Data && Data->isCString() &&
        Data->getAsCString() == CCPROF_NOPROFILE_ANNOTATION)
      Annotated.insert(Fn);
  }
}

bool CCProfInstrumenter::shouldProfile(Function &F, StringRef Display) {
  if (F.isDeclaration() || F.hasAvailableExternallyLinkage())
    return false;
  if (F.hasFnAttribute(Attribute::Naked) ||
      F.hasFnAttribute(CCPROF_NOPROFILE_ATTR) || Annotated.count(&F))
    return false;
  if (F.getName().starts_with(CCPROF_RT_PREFIX))
    return false;
  // The full demangled name too, so that a filter written against it keeps
  // working whatever -ccprof-names stores.
  std::string Full;
  if (F.hasName() && (!Exclude.empty() || !Only.empty()))
    Full = ccprof::nameOf(F.getName(), ccprof::NameForm::Full).Name;
  auto Matches = [&](const std::vector<Regex> &Any) {
    return any_of(Any, [&](const Regex &R) {
      return R.match(Display) ||
             (F.hasName() && (R.match(F.getName()) || R.match(Full)));
    });
  };
  if (Matches(Exclude))
    return false;
  if (!Only.empty())
    return Matches(Only); // named: profiled whatever its size
  if (Small.leavesOut(F)) {
    LeftOutSmall.emplace_back(&F, Display.str());
    return false;
  }
  return true;
}

/// The name stored in the record (-ccprof-names, DisplayNames.h); unnamed
/// functions are `f.anon` after the function that encloses them
/// (debug-info scope) or first refers to them.
std::string CCProfInstrumenter::displayName(const Function &F) {
  if (F.hasName()) {
    ccprof::StoredName N = ccprof::nameOf(F.getName(), ClNames);
    if (N.Compact)
      CompactNames.insert(&F);
    return N.Name;
  }
  std::string Base;
  if (DISubprogram *SP = F.getSubprogram()) {
    for (DIScope *S = SP->getScope(); S && Base.empty(); S = S->getScope())
      if (auto *Outer = dyn_cast<DISubprogram>(S))
        Base = Outer->getName().str();
  }
  if (Base.empty()) {
    for (const User *U : F.users())
      if (auto *I = dyn_cast<Instruction>(U))
        if (I->getFunction()->hasName()) {
          Base = displayName(*I->getFunction());
          break;
        }
  }
  std::string Name = Base.empty() ? "anon" : ccprof::stripParams(Base) + ".anon";
  unsigned N = ++AnonCounts[Name];
  return N == 1 ? Name : Name + "#" + std::to_string(N);
}

Constant *CCProfInstrumenter::stringConstant(StringRef S) {
  auto It = Strings.find(S);
  if (It != Strings.end())
    return It->second;
  Constant *Init = ConstantDataArray::getString(Ctx, S);
  auto *GV = new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                                GlobalValue::PrivateLinkage, Init,
                                "__ccprof_str");
  GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  GV->setAlignment(Align(1));
  Strings[S] = GV;
  return GV;
}

/// The cost-centre record of \p F. A record of a function left out for its
/// size (\p Small, ProfileFilter.h) is only counted by the runtime for the
/// report's header: it carries no strings (its name and symbol would be most
/// of the binary's names in template-heavy C++) and CCPROF_FLAG_SMALL.
GlobalVariable *CCProfInstrumenter::createRecord(Function &F, StringRef Display,
                                                 bool Small) {
  std::string File = M.getSourceFileName();
  unsigned Line = 0;
  if (DISubprogram *SP = F.getSubprogram()) {
    StringRef Dir = SP->getDirectory(), Name = SP->getFilename();
    File = (Name.starts_with("/") || Dir.empty()) ? Name.str()
                                                  : (Dir + "/" + Name).str();
    Line = SP->getLine();
  }
  auto String = [&](StringRef S) -> Constant * {
    return Small ? ConstantPointerNull::get(PtrTy) : stringConstant(S);
  };
  uint32_t RecFlags = Flags | (CompactNames.count(&F) ? CCPROF_FLAG_NAME_COMPACT : 0) |
                      (Small ? CCPROF_FLAG_SMALL : 0);
  Constant *Fields[CCPROF_CC_NUM_FIELDS] = {
      ConstantInt::get(I64Ty, 0), // calls
      ConstantInt::get(I64Ty, 0), // ticks
      String(Display),
      String(F.getName()),
      String(File),
      ConstantInt::get(I32Ty, Small ? 0 : Line),
      ConstantInt::get(I32Ty, RecFlags),
      ConstantInt::get(I64Ty, 0), // index, assigned by the runtime
      ConstantInt::get(I64Ty, 0), // alloc (lazy mode)
  };
  StringRef Prefix = Small ? "__ccprof_small." : "__ccprof_cc.";
  std::string RecName =
      (Prefix + (F.hasName() ? F.getName() : "anon")).str();
  // A linkonce/weak function (inline C++, templates) may be defined in many
  // objects: its record is linkonce_odr in a comdat of its own so the linker
  // keeps one, and inlined copies elsewhere resolve to that one by name.
  bool Shared = F.hasName() && (F.hasLinkOnceLinkage() ||
                                F.hasWeakLinkage() || F.hasCommonLinkage());
  auto *Rec = new GlobalVariable(
      M, RecordTy, /*isConstant=*/false,
      Shared ? GlobalValue::LinkOnceODRLinkage : GlobalValue::InternalLinkage,
      ConstantStruct::get(RecordTy, Fields), RecName);
  if (Shared) {
    Rec->setVisibility(GlobalValue::HiddenVisibility);
    if (ccprof::targetTriple(M).supportsCOMDAT())
      Rec->setComdat(M.getOrInsertComdat(Rec->getName()));
  }
  Rec->setSection(CCPROF_SECTION);
  Rec->setAlignment(Align(8));
  return Rec;
}

/// Is \p F passed as the start routine of a thread (pthread_create,
/// C11 thrd_create) in this module?
static bool isThreadStartRoutine(const Function &F) {
  for (const Use &U : F.uses())
    if (auto *CB = dyn_cast<CallBase>(U.getUser()))
      if (const Function *Callee = CB->getCalledFunction()) {
        StringRef N = Callee->getName();
        if ((N == "pthread_create" && U.getOperandNo() == 2) ||
            (N == "thrd_create" && U.getOperandNo() == 1))
          return true;
      }
  return false;
}

/// {&F, Rec} in section __ccprof_fn, for a thread start routine (which the
/// entry keeps alive, as the thread does): how the runtime finds its record
/// for a thread no sample found in profiled code (CCProfData.h). Null
/// otherwise.
GlobalVariable *CCProfInstrumenter::createFnEntry(Function &F, GlobalVariable *Rec) {
  if (!isThreadStartRoutine(F))
    return nullptr;
  auto *Ty = StructType::get(Ctx, {PtrTy, PtrTy});
  auto *E = new GlobalVariable(M, Ty, /*isConstant=*/false, Rec->getLinkage(),
                               ConstantStruct::get(Ty, {&F, Rec}),
                               Rec->getName() + ".fn");
  E->setVisibility(Rec->getVisibility());
  if (Comdat *C = Rec->getComdat())
    E->setComdat(C);
  E->setSection(CCPROF_FN_SECTION);
  E->setAlignment(Align(8));
  return E;
}

void CCProfInstrumenter::createGlobals() {
  // The struct type comes from the shared field list: I64 -> I64Ty, ...
  Type *Kinds[] = {
#define CCPROF_CC_FIELD(CType, Kind, Name) Kind##Ty,
      CCPROF_CC_FIELDS
#undef CCPROF_CC_FIELD
  };
  RecordTy = StructType::getTypeByName(Ctx, "ccprof.cc");
  if (!RecordTy) {
    SmallVector<Type *, CCPROF_CC_NUM_FIELDS> Fields(std::begin(Kinds),
                                                     std::end(Kinds));
    RecordTy = StructType::create(Ctx, Fields, "ccprof.cc");
  }

  auto TLS = [&](const char *Name) {
    auto *GV = M.getNamedGlobal(Name);
    if (!GV)
      GV = new GlobalVariable(M, PtrTy, false, GlobalValue::ExternalLinkage,
                              nullptr, Name, nullptr,
                              GlobalValue::InitialExecTLSModel);
    return GV;
  };
  Current = TLS(CCPROF_CURRENT_NAME);
  if (ClLocalExec && forExecutable() && Current->isDeclaration()) {
    Current->setLinkage(GlobalValue::WeakAnyLinkage);
    Current->setInitializer(Constant::getNullValue(PtrTy));
    Current->setThreadLocalMode(GlobalValue::LocalExecTLSModel);
  }
  if (Flags == CCPROF_FLAG_COUNTERS_THREAD) {
    TBlock = TLS(CCPROF_TBLOCK_NAME);
    TBlockFn = M.getOrInsertFunction(CCPROF_TBLOCK_FN_NAME, PtrTy);
    if (auto *Fn = dyn_cast<Function>(TBlockFn.getCallee())) {
      Fn->addFnAttr(Attribute::Cold);
      Fn->addFnAttr(Attribute::NoUnwind);
    }
  }

  // Referencing the ABI symbol makes a missing or mismatched runtime a link
  // error rather than a silent empty profile.
  if (!M.getNamedGlobal("__ccprof_abi_ref")) {
    auto *Abi = M.getNamedGlobal(CCPROF_ABI_SYMBOL);
    if (!Abi)
      Abi = new GlobalVariable(M, I32Ty, true, GlobalValue::ExternalLinkage,
                               nullptr, CCPROF_ABI_SYMBOL);
    auto *Ref = new GlobalVariable(M, PtrTy, true,
                                   GlobalValue::LinkOnceODRLinkage, Abi,
                                   "__ccprof_abi_ref");
    Ref->setVisibility(GlobalValue::HiddenVisibility);
    if (ccprof::targetTriple(M).supportsCOMDAT())
      Ref->setComdat(M.getOrInsertComdat(Ref->getName()));
    appendToCompilerUsed(M, {Ref});
  }
}

/// Every linked image hands its records to the process's one runtime: a
/// constructor, one per image (a hidden COMDAT), calls
/// __ccprof_register(__start___ccprof_cc, __stop___ccprof_cc) - the bounds
/// of this image's section - and a destructor __ccprof_unregister at
/// dlclose or exit. So a shared library's or a dlopen'd plugin's records
/// join the program's profile (ELF only: the __start/__stop symbols).
void CCProfInstrumenter::emitRegistration() {
  if (M.getFunction(CCPROF_MODULE_CTOR) || !ccprof::targetTriple(M).isOSBinFormatELF())
    return;
  auto Bound = [&](const char *Name) {
    GlobalVariable *GV = M.getNamedGlobal(Name);
    if (!GV) {
      GV = new GlobalVariable(M, RecordTy, false, GlobalValue::ExternalWeakLinkage,
                              nullptr, Name);
      GV->setVisibility(GlobalValue::HiddenVisibility);
    }
    return GV;
  };
  GlobalVariable *Start = Bound(CCPROF_SECTION_START), *Stop = Bound(CCPROF_SECTION_STOP);
  GlobalVariable *FnStart = Bound(CCPROF_FN_SECTION_START),
                 *FnStop = Bound(CCPROF_FN_SECTION_STOP);
  Type *VoidTy = Type::getVoidTy(Ctx);
  auto Make = [&](const char *Name, const char *Callee, ArrayRef<Value *> Args) {
    Function *F = Function::Create(FunctionType::get(VoidTy, false),
                                   GlobalValue::LinkOnceODRLinkage, Name, M);
    F->setVisibility(GlobalValue::HiddenVisibility);
    F->setComdat(M.getOrInsertComdat(Name));
    F->addFnAttr(Attribute::NoUnwind);
    SmallVector<Type *, 2> Params(Args.size(), PtrTy);
    FunctionCallee C = M.getOrInsertFunction(Callee, FunctionType::get(VoidTy, Params, false));
    IRBuilder<> B(BasicBlock::Create(Ctx, "", F));
    B.CreateCall(C, Args);
    B.CreateRetVoid();
    return F;
  };
  Function *Ctor =
      Make(CCPROF_MODULE_CTOR, CCPROF_REGISTER_FN, {Start, Stop, FnStart, FnStop, Current});
  Function *Dtor = Make(CCPROF_MODULE_DTOR, CCPROF_UNREGISTER_FN, {Start});
  // The function as the entry's key: the linker keeps one entry per image.
  appendToGlobalCtors(M, Ctor, CCPROF_MODULE_PRIORITY, Ctor);
  appendToGlobalDtors(M, Dtor, CCPROF_MODULE_PRIORITY, Dtor);
}

/// The profiler's own memory operations are not the program's: sanitizers
/// leave them alone (ThreadSanitizer would report the plain counters, which
/// threads update without synchronisation by design; ASan would check
/// accesses to globals that are always valid).
template <typename InstT> static InstT *noSanitize(InstT *I) {
  I->setMetadata(LLVMContext::MD_nosanitize, MDNode::get(I->getContext(), {}));
  return I;
}

/// A profiled function's entry: `current` = \p Rec (unless \p SetCurrent is
/// false: the recursion clone, entered with `current` already \p Rec), then
/// the call count. Store first, count after: the count is a read-modify-write
/// of a word the previous call also wrote, so on an out-of-order CPU the
/// entry waits for the previous call's increment (store-to-load forwarding),
/// and whatever the sampler finds in `current` during that wait gets the
/// time. Counted first, that wait and the count itself were charged to the
/// caller: a 2 ns function then got a sixth of its true share (issue 17,
/// bench/accuracy). Counted after, they are the function's, which is what
/// its time measured alone (CCPROF=0, same binary) includes.
void CCProfInstrumenter::emitEntry(IRBuilder<> &B, GlobalVariable *Rec, bool SetCurrent) {
  if (SetCurrent)
    emitSetCurrent(B, Rec);
  emitCount(B, Rec);
}

void CCProfInstrumenter::emitCount(IRBuilder<> &B, GlobalVariable *Rec) {
  switch (ClCounters) {
  case CounterMode::Plain: {
    Value *Old = noSanitize(B.CreateAlignedLoad(I64Ty, Rec, Align(8), "ccprof.calls"));
    noSanitize(B.CreateAlignedStore(B.CreateAdd(Old, ConstantInt::get(I64Ty, 1)), Rec,
                                    Align(8)));
    return;
  }
  case CounterMode::Atomic:
    noSanitize(B.CreateAtomicRMW(AtomicRMWInst::Add, Rec, ConstantInt::get(I64Ty, 1),
                                 MaybeAlign(8), AtomicOrdering::Monotonic));
    return;
  case CounterMode::Thread: {
    Value *Block = noSanitize(B.CreateLoad(PtrTy, TBlock, "ccprof.tblock"));
    Value *IsNull = B.CreateICmpEQ(Block, ConstantPointerNull::get(PtrTy));
    BasicBlock *Head = B.GetInsertBlock();
    Instruction *SlowTerm = SplitBlockAndInsertIfThen(
        IsNull, &*B.GetInsertPoint(), /*Unreachable=*/false,
        MDBuilder(Ctx).createBranchWeights(1, 1 << 20));
    SlowTerm->getParent()->setName("ccprof.tblock.slow");
    SlowTerm->getSuccessor(0)->setName("ccprof.count");
    IRBuilder<> Slow(SlowTerm);
    Slow.SetCurrentDebugLocation(B.getCurrentDebugLocation());
    Value *Fresh = Slow.CreateCall(TBlockFn, {}, "ccprof.tblock.new");
    BasicBlock *Cont = SlowTerm->getSuccessor(0);
    B.SetInsertPoint(Cont, Cont->getFirstInsertionPt());
    PHINode *Phi = B.CreatePHI(PtrTy, 2, "ccprof.tblock.phi");
    Phi->addIncoming(Block, Head);
    Phi->addIncoming(Fresh, SlowTerm->getParent());
    Value *Index = noSanitize(B.CreateAlignedLoad(
        I64Ty, B.CreateStructGEP(RecordTy, Rec, CCPROF_CC_INDEX), Align(8),
        "ccprof.index"));
    Value *Slot = B.CreateGEP(I64Ty, Phi, Index, "ccprof.slot");
    Value *Old = noSanitize(B.CreateAlignedLoad(I64Ty, Slot, Align(8)));
    noSanitize(B.CreateAlignedStore(B.CreateAdd(Old, ConstantInt::get(I64Ty, 1)), Slot,
                                    Align(8)));
    return;
  }
  }
}

StoreInst *CCProfInstrumenter::emitSetCurrent(IRBuilder<> &B, Value *Rec) {
  StoreInst *S = noSanitize(B.CreateAlignedStore(Rec, Current, Align(8)));
  S->setAtomic(AtomicOrdering::Monotonic);
  B.CreateFence(AtomicOrdering::SequentiallyConsistent,
                SyncScope::SingleThread);
  return S;
}

/// Stacks mode: the node of \p Rec's function under \p Saved (what
/// `current` was at entry): a call of __ccprof_stack_enter given the
/// function's cache of nodes, @__ccprof_ctx.F, and its last node,
/// @__ccprof_last.F (at first the module's @__ccprof_nonode, which fits no
/// context), which the late clean-up expands inline (StackLookup.cpp; what
/// each step saved on Lua: docs/performance.md, "Per-call cost, 2026-11-27").
Value *CCProfInstrumenter::emitPush(IRBuilder<> &B, Function &F, Value *Saved,
                                    GlobalVariable *Rec) {
  auto *CacheTy = ArrayType::get(PtrTy, CCPROF_CTX_WAYS);
  auto *Cache = new GlobalVariable(M, CacheTy, false, GlobalValue::InternalLinkage,
                                   Constant::getNullValue(CacheTy),
                                   CCPROF_CTX_PREFIX + F.getName());
  Cache->setAlignment(Align(64)); // a cache line: no slot straddles two
  auto *Last = new GlobalVariable(M, PtrTy, false, GlobalValue::InternalLinkage, noNode(),
                                  CCPROF_LAST_PREFIX + F.getName());
  return ccprof::emitStackEnterCall(B, Saved, Rec, Cache, Last);
}

/// True if the module can only be linked into an executable (clang's
/// -fPIE, the default, or non-PIC code), where `current` can be reached
/// with the local-exec TLS model: `mov %reg, %fs:OFFSET`, where a shared
/// library's code first loads the variable's offset from the GOT (initial-
/// exec) and keeps it in a register across its calls. The executable then
/// defines `current` itself (weak: one per link; a statically linked
/// runtime's strong definition wins), and the linker exports it because
/// libccprof_rt.so defines it too, so the runtime and every shared library
/// use the executable's (interposition; tested with bfd, gold and lld). A
/// link that hides it (a version script) would leave two variables: the
/// registration passes the image's address of `current` and the runtime
/// warns (rt/registry.c). On Lua 5.4 flat mode's added instructions fell by
/// a fifth; the comparator of bench/programs/qsort.c, a 3 ns function, got
/// 21% of the samples instead of 4% (perf on the plain build: 35%):
/// docs/performance.md.
bool CCProfInstrumenter::forExecutable() const {
  return M.getPIELevel() != PIELevel::Default || M.getPICLevel() == PICLevel::NotPIC;
}

/// The module's @__ccprof_nonode: where every @__ccprof_last.F points
/// until its function's first cache hit. Its parent is itself, which no
/// `current` at entry is, so it never fits; its target is never entered.
Constant *CCProfInstrumenter::noNode() {
  if (GlobalVariable *G = M.getNamedGlobal(CCPROF_NONODE_NAME))
    return G;
  auto *Ty = ArrayType::get(PtrTy, CCPROF_NODE_TARGET_OFFSET / 8 + 1);
  auto *G = new GlobalVariable(M, Ty, true, GlobalValue::InternalLinkage, nullptr,
                               CCPROF_NONODE_NAME);
  G->setAlignment(Align(16));
  SmallVector<Constant *, 8> Fields(Ty->getNumElements(), Constant::getNullValue(PtrTy));
  Fields[CCPROF_NODE_PARENT_OFFSET / 8] = G;
  G->setInitializer(ConstantArray::get(Ty, Fields));
  return G;
}

/// Stacks mode: one more entry of \p Node, as -ccprof-counters says (the
/// thread mode's blocks are per record: its nodes count atomically).
void CCProfInstrumenter::emitEntries(IRBuilder<> &B, Value *Node) {
  if (ClCounters == CounterMode::Plain) {
    Value *Old = noSanitize(B.CreateAlignedLoad(I64Ty, Node, Align(8), "ccprof.entries"));
    noSanitize(B.CreateAlignedStore(B.CreateAdd(Old, ConstantInt::get(I64Ty, 1)), Node,
                                    Align(8)));
    return;
  }
  noSanitize(B.CreateAtomicRMW(AtomicRMWInst::Add, Node, ConstantInt::get(I64Ty, 1),
                               MaybeAlign(8), AtomicOrdering::Monotonic));
}

/// True if nothing but moving the call's value (through the retval slot,
/// phis and unconditional branches) lies between the call and a `ret` of
/// that value - or, in a void function, any `ret void`. Such a call becomes
/// a jump at -O2 once SROA and SimplifyCFG have removed the plumbing, so it
/// must not be followed by a reset.
bool CCProfInstrumenter::isInTailPosition(const CallBase &CB) {
  if (!isa<CallInst>(CB))
    return false;
  SmallPtrSet<const Value *, 8> Same;
  SmallPtrSet<const Value *, 4> Slots;
  SmallPtrSet<const BasicBlock *, 8> Seen;
  if (!CB.getType()->isVoidTy())
    Same.insert(&CB);
  const BasicBlock *BB = CB.getParent();
  BasicBlock::const_iterator It = std::next(CB.getIterator());
  for (unsigned Steps = 0; Steps < 64; ++Steps) {
    const Instruction &I = *It++;
    if (isa<DbgInfoIntrinsic>(I))
      continue;
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      if (II->getIntrinsicID() == Intrinsic::lifetime_end)
        continue;
    if (auto *S = dyn_cast<StoreInst>(&I)) {
      if (!S->isSimple() || !Same.count(S->getValueOperand()) ||
          !isa<AllocaInst>(S->getPointerOperand()))
        return false;
      Slots.insert(S->getPointerOperand());
      continue;
    }
    if (auto *L = dyn_cast<LoadInst>(&I)) {
      if (!L->isSimple() || !Slots.count(L->getPointerOperand()) ||
          L->getType() != CB.getType())
        return false;
      Same.insert(L);
      continue;
    }
    if (auto *Br = dyn_cast<BranchInst>(&I)) {
      if (Br->isConditional())
        return false;
      const BasicBlock *Next = Br->getSuccessor(0);
      if (!Seen.insert(Next).second)
        return false;
      for (const PHINode &Phi : Next->phis())
        if (Same.count(Phi.getIncomingValueForBlock(BB)))
          Same.insert(&Phi);
      BB = Next;
      It = Next->getFirstNonPHIIt();
      continue;
    }
    if (auto *Ret = dyn_cast<ReturnInst>(&I)) {
      Value *RV = Ret->getReturnValue();
      return !RV || Same.count(RV);
    }
    return false; // any other instruction, or another terminator
  }
  return false;
}

/// The C and C++ allocation functions: malloc, free and their kin, and
/// operator new and delete (Itanium names _Znw*, _Zna*, _Zdl*, _Zda*).
/// The C library's call nothing of the program's; a profiled definition of
/// one (a program's own allocator) restores `current` on return
/// (computeRestoring); so with callee-side restore on, a call of one
/// returns with `current` as it was and needs no reset, and a recursion
/// clone that ends in a tail call of `free` needs none after its self-calls
/// (bench/programs/binarytrees.c: make and destroy). An allocator that is
/// not profiled but calls back into profiled code (a hook) is not covered:
/// docs/pass.md, "Resets".
static bool isAllocationFunction(StringRef Name) {
  static const StringSet<> C = {"malloc",  "calloc",   "realloc",     "reallocarray",
                                "free",    "cfree",    "aligned_alloc", "posix_memalign",
                                "memalign", "valloc",  "pvalloc",     "malloc_usable_size"};
  return C.contains(Name) || Name.starts_with("_Znw") || Name.starts_with("_Zna") ||
         Name.starts_with("_Zdl") || Name.starts_with("_Zda");
}

/// Calls after which `current` cannot differ from before the call (unless
/// the call returns twice): nothing to reset.
bool CCProfInstrumenter::cannotChangeCurrent(const CallBase &CB) {
  if (CB.hasFnAttr(Attribute::ReturnsTwice))
    return false; // setjmp: the second return comes from a longjmp
  if (CB.doesNotReturn() || CB.isInlineAsm())
    return true;
  if (const Function *Callee = CB.getCalledFunction()) {
    if (Callee->isIntrinsic()) {
      switch (Callee->getIntrinsicID()) {
      case Intrinsic::experimental_gc_statepoint:
      case Intrinsic::experimental_patchpoint_void:
      case Intrinsic::experimental_patchpoint:
        break; // these call an arbitrary target
      default:
        return true;
      }
    }
    if (Callee->getName().starts_with(CCPROF_RT_PREFIX))
      return true;
    if (ClCalleeRestore != RestoreMode::None && isAllocationFunction(Callee->getName()))
      return true;
  }
  return CB.hasFnAttr(Attribute::NoCallback);
}

bool CCProfInstrumenter::isTailCall(const CallBase &CB) {
  return CB.isMustTailCall() || isInTailPosition(CB);
}

/// Makes a tail-position call end its block with `ret`: the plumbing between
/// them (retval slot, phis, branches) is provably just the call's value, so
/// `call; ret %call` is equivalent. A restore can then go before the call
/// without separating it from its `ret`.
void CCProfInstrumenter::canonicalizeTailCall(CallBase &CB) {
  Function &F = *CB.getFunction();
  BasicBlock *BB = CB.getParent();
  Instruction *Term = BB->getTerminator();
  if (CB.getNextNode() == Term && isa<ReturnInst>(Term))
    return;
  Value *RV = F.getReturnType()->isVoidTy() ? nullptr : &CB;
  for (BasicBlock *Succ : successors(BB))
    Succ->removePredecessor(BB);
  while (&BB->back() != &CB) {
    Instruction &Last = BB->back();
    Last.replaceAllUsesWith(PoisonValue::get(Last.getType()));
    Last.eraseFromParent();
  }
  ReturnInst::Create(Ctx, RV, BB);
}

/// Built for a shared object (-fPIC, not -fPIE): an exported function is an
/// entry point that any other module may call - an unprofiled interpreter
/// loading an extension, a program built without CCProf - whose time after
/// the return must not stay with the function.
static bool isSharedObjectEntry(const Function &F) {
  const Module &M = *F.getParent();
  return M.getPICLevel() != PICLevel::NotPIC && M.getPIELevel() == PIELevel::Default &&
         !F.hasLocalLinkage() && F.hasDefaultVisibility();
}

/// Functions that code outside the profiled code may call, so that on return
/// `current` must be what it was on entry (-ccprof-callee-restore):
/// escaping (address taken: callbacks, constructors), `main`, functions
/// called directly from unprofiled functions of this module, the exported
/// functions of a shared object, definitions of the allocation functions
/// (isAllocationFunction), all externally visible ones with =external,
/// and - so that their tail calls stay jumps -
/// the profiled functions they tail-call directly.
void CCProfInstrumenter::computeRestoring(
    ArrayRef<std::pair<Function *, std::string>> Work) {
  if (ClCalleeRestore == RestoreMode::None)
    return;
  DenseSet<const Function *> Profiled, Small;
  for (auto &W : Work)
    Profiled.insert(W.first);
  // A function left out for its size runs few instructions after a call
  // returns, and its caller resets `current`: those are charged to the
  // callee, as when the small function is inlined. No restore for that.
  for (auto &W : LeftOutSmall)
    Small.insert(W.first);
  SmallVector<Function *, 16> Worklist;
  auto Add = [&](Function *F) {
    if (Profiled.count(F) && Restoring.insert(F).second)
      Worklist.push_back(F);
  };
  for (auto &W : Work) {
    Function *F = W.first;
    bool CalledFromUnprofiled = false;
    for (const User *U : F->users())
      if (auto *CB = dyn_cast<CallBase>(U))
        if (CB->getCalledOperand() == F && !Profiled.count(CB->getFunction()) &&
            !Small.count(CB->getFunction()))
          CalledFromUnprofiled = true;
    if (CalledFromUnprofiled || F->getName() == "main" || isSharedObjectEntry(*F) ||
        isAllocationFunction(F->getName()) || // its callers do not reset
        F->hasAddressTaken(nullptr, /*IgnoreCallbackUses=*/false,
                           /*IgnoreAssumeLikeCalls=*/true,
                           /*IgnoreLLVMUsed=*/true) ||
        (ClCalleeRestore == RestoreMode::External && !F->hasLocalLinkage()))
      Add(F);
  }
  while (!Worklist.empty()) {
    Function *F = Worklist.pop_back_val();
    for (BasicBlock &BB : *F)
      for (Instruction &I : BB)
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (Function *Callee = CB->getCalledFunction())
            if (Callee != F && isTailCall(*CB))
              Add(Callee);
  }
}

/// Instruments \p F: the profiled function itself (\p Clone is its recursion
/// clone, or null) or the clone (\p IsClone). Calls to either are self-calls.
void CCProfInstrumenter::instrumentFunction(Function &F, GlobalVariable *Rec,
                                            Function *Orig, Function *Clone,
                                            Entry Kind) {
  // The clone is entered only from self-calls, with `current` already ours
  // and a caller that is this function: it neither stores nor restores.
  bool IsClone = Kind == Entry::Clone;
  bool Restore = Kind == Entry::Own && Restoring.count(Orig);

  // Intrinsics that cannot change `current` are left out: they need nothing,
  // and canonicalizeTailCall may erase some (lifetime.end, debug intrinsics).
  SmallVector<CallBase *, 16> Calls;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (!isa<IntrinsicInst>(CB) || !cannotChangeCurrent(*CB))
          Calls.push_back(CB);

  // A self-call returns with `current` unchanged - unless the callee may end
  // in a tail call to someone else, who then returns straight to us.
  auto IsSelf = [&](const CallBase &CB) {
    const Function *Callee = CB.getCalledFunction();
    return Callee && (Callee == Orig || Callee == Clone);
  };
  bool SelfCallsNeedReset = false;
  for (CallBase *CB : Calls)
    if (!IsSelf(*CB) && !cannotChangeCurrent(*CB) && isTailCall(*CB))
      SelfCallsNeedReset = true;

  SmallPtrSet<BasicBlock *, 8> ResetBlocks;
  SmallPtrSet<Instruction *, 8> TailCalls;
  SmallVector<StoreInst *, 16> Resets;
  auto ResetAtStart = [&](BasicBlock *BB) {
    if (auto *CS = dyn_cast<CatchSwitchInst>(BB->getFirstNonPHIIt())) {
      for (BasicBlock *Handler : CS->handlers())
        ResetBlocks.insert(Handler);
      return;
    }
    ResetBlocks.insert(BB);
  };
  for (CallBase *CB : Calls) {
    bool Self = IsSelf(*CB);
    bool Tail = isTailCall(*CB);
    if (Self && !CB->isMustTailCall()) {
      // A restoring function's self tail call must re-enter the original,
      // which saves the (already restored) outer `current` again.
      if (Restore && Tail)
        CB->setCalledFunction(Orig);
      else if (Clone)
        CB->setCalledFunction(Clone);
    }
    if (Tail) {
      if (Restore && !CB->isMustTailCall()) {
        canonicalizeTailCall(*CB);
        TailCalls.insert(CB);
      }
      // Nothing may follow a musttail call, not even a returns_twice
      // callee's reset.
      if (CB->isMustTailCall() || !CB->hasFnAttr(Attribute::ReturnsTwice))
        continue;
    }
    if (Self && !SelfCallsNeedReset)
      continue;
    if (cannotChangeCurrent(*CB))
      continue;
    // A callee that restores `current` before each of its returns hands
    // back what it found, which is our record: a reset would store it again.
    // Only for a definition the linker cannot replace with another copy
    // (linkonce_odr, weak, interposable), which might not restore.
    if (isa<CallInst>(CB) && !CB->hasFnAttr(Attribute::ReturnsTwice))
      if (Function *Callee = CB->getCalledFunction())
        if (Restoring.count(Callee) && Callee->isDefinitionExact())
          continue;
    // A function left out for its size that calls nothing that could
    // change `current` leaves it as it found it.
    if (SmallLeaves.count(CB->getCalledFunction()))
      continue;
    if (auto *Inv = dyn_cast<InvokeInst>(CB)) {
      ResetAtStart(Inv->getNormalDest());
      ResetAtStart(Inv->getUnwindDest());
      continue;
    }
    if (auto *CBr = dyn_cast<CallBrInst>(CB)) {
      ResetAtStart(CBr->getDefaultDest());
      for (BasicBlock *Dest : CBr->getIndirectDests())
        ResetAtStart(Dest);
      continue;
    }
    IRBuilder<> B(CB->getNextNode());
    Resets.push_back(emitSetCurrent(B, Rec));
  }
  for (BasicBlock *BB : ResetBlocks) {
    IRBuilder<> B(BB, BB->getFirstInsertionPt());
    Resets.push_back(emitSetCurrent(B, Rec));
  }
  SmallVector<Instruction *, 8> RestoreBefore;
  if (Restore) {
    EliminateUnreachableBlocks(F);
    for (BasicBlock &BB : F)
      if (Instruction *I = restorePoint(BB, TailCalls))
        RestoreBefore.push_back(I);
  }

  IRBuilder<> B(Ctx);
  positionAtEntry(B, F);
  LoadInst *Saved = nullptr;
  bool Stacks = ClMode == ProfileMode::Stacks;
  if (Restore || Stacks) {
    Saved = noSanitize(B.CreateAlignedLoad(PtrTy, Current, Align(8), "ccprof.saved"));
    Saved->setAtomic(AtomicOrdering::Monotonic);
  }
  if (Stacks) {
    // current = the node under `saved`; the resets store that node back.
    // The clone is entered from a self-call, under its own node (GHC's
    // rule): that node is `saved`, and stays current. (Parts are not
    // instrumented in this mode: instrumentParts.)
    Value *Node = Kind != Entry::Own ? Saved : emitPush(B, F, Saved, Rec);
    for (StoreInst *S : Resets)
      S->setOperand(0, Node);
    if (Kind == Entry::Own)
      emitSetCurrent(B, Node);
    if (Kind != Entry::PartOf)
      emitEntries(B, Node);
  } else if (Kind == Entry::PartOf) {
    emitSetCurrent(B, Rec);
  } else {
    emitEntry(B, Rec, /*SetCurrent=*/!IsClone);
  }
  for (Instruction *I : RestoreBefore) {
    IRBuilder<> RB(I);
    emitSetCurrent(RB, Saved);
  }
}

/// Functions marked CCPROF_PART_OF_ATTR = "owner" are pieces of the owner's
/// code that the front end compiled separately (prologc: a clause's
/// continuations and a predicate's retry code, which run when backtracking
/// re-enters its box): on entry and after each call they make the owner's
/// record current, and they count nothing. A part whose owner is not
/// profiled (excluded, or not in this module) stays unprofiled.
/// In stacks mode the owner's context is a node that only the front end
/// can know (which call of the owner's the continuation returns to, which
/// box the retry re-enters): prologc saves `current` in each continuation's
/// environment and choice point and makes it current again in the
/// continuation and on backtracking (docs/prolog-mini.md), and the pass
/// leaves parts alone.
void CCProfInstrumenter::instrumentParts(
    ArrayRef<std::pair<Function *, std::string>> Parts,
    const DenseMap<Function *, GlobalVariable *> &Records) {
  if (ClMode == ProfileMode::Stacks)
    return;
  for (auto &[F, Display] : Parts) {
    StringRef Owner = F->getFnAttribute(CCPROF_PART_OF_ATTR).getValueAsString();
    auto It = Records.find(M.getFunction(Owner));
    if (It != Records.end())
      instrumentFunction(*F, It->second, F, nullptr, Entry::PartOf);
  }
}

/// Functions marked CCPROF_ENTRY_OF_ATTR = "owner" are other entries of the
/// owner's: each is instrumented as the owner is (its record current on
/// entry, a call counted; in stacks mode, the owner's node entered), with
/// the owner's record (prologc: a predicate's entry for last calls whose
/// exit counter counts the box already, CCProfData.h).
void CCProfInstrumenter::instrumentEntriesOf(
    ArrayRef<Function *> Entries, const DenseMap<Function *, GlobalVariable *> &Records) {
  for (Function *F : Entries) {
    StringRef Owner = F->getFnAttribute(CCPROF_ENTRY_OF_ATTR).getValueAsString();
    auto It = Records.find(M.getFunction(Owner));
    if (It != Records.end())
      instrumentFunction(*F, It->second, F, nullptr, Entry::Own);
  }
}

/// Puts \p B where the entry code goes, with line 0 of the function: the
/// code is the compiler's, not a statement. A debugger's breakpoint on the
/// function (the line table's prologue_end, the first instruction with a
/// line) then stays on the first statement, after the parameter spills and
/// the entry code, as without the plugin.
void CCProfInstrumenter::positionAtEntry(IRBuilder<> &B, Function &F) {
  B.SetInsertPoint(&F.getEntryBlock(), entryInsertionPoint(F));
  if (DISubprogram *SP = F.getSubprogram())
    B.SetCurrentDebugLocation(DILocation::get(Ctx, 0, 0, SP));
  else
    B.SetCurrentDebugLocation(DebugLoc());
}

/// clang's spill of a parameter to its stack slot at the start of the entry
/// block (before SROA, so at every -O level): a store of an argument to an
/// alloca or a constant offset into one (coerced aggregates, through a
/// constant GEP), and debug intrinsics between them.
static bool isParameterSpill(const Instruction &I) {
  if (isa<DbgInfoIntrinsic>(I))
    return true;
  if (auto *S = dyn_cast<StoreInst>(&I))
    return isa<Argument>(S->getValueOperand()) &&
           isa<AllocaInst>(
               S->getPointerOperand()->stripInBoundsConstantOffsets());
  if (auto *G = dyn_cast<GetElementPtrInst>(&I))
    return G->hasAllConstantIndices() &&
           isa<AllocaInst>(G->getPointerOperand());
  return false;
}

/// Where the entry code goes: after the entry block's static allocas and the
/// parameter spills (a debugger shows the parameters from their slots). Static
/// allocas and llvm.localescape further down the entry block are moved up to
/// there first: -ccprof-counters=thread splits the block at this point, and
/// what follows it would leave the entry block (a static alloca would become
/// a dynamic one, and llvm.localescape is only valid in the entry block).
BasicBlock::iterator CCProfInstrumenter::entryInsertionPoint(Function &F) {
  BasicBlock &Entry = F.getEntryBlock();
  auto StaysInEntry = [](const Instruction &I) {
    if (auto *AI = dyn_cast<AllocaInst>(&I))
      return AI->isStaticAlloca();
    auto *II = dyn_cast<IntrinsicInst>(&I);
    return II && II->getIntrinsicID() == Intrinsic::localescape;
  };
  BasicBlock::iterator IP = Entry.begin();
  while (IP != Entry.end() && StaysInEntry(*IP))
    ++IP;
  if (IP == Entry.end())
    return IP;
  for (Instruction &I : make_early_inc_range(make_range(IP, Entry.end())))
    if (StaysInEntry(I))
      I.moveBefore(Entry, IP);
  // IP is where it was: after the leading run and what was moved up.
  while (IP != Entry.end() && isParameterSpill(*IP))
    ++IP;
  return IP;
}

/// Where a restoring function restores `current` in \p BB, if \p BB leaves
/// the function: before the `ret`, `resume` or `cleanupret ... unwind to
/// caller` - or, when the `ret` must directly follow a call, before that
/// call: a musttail call (which may be followed by a bitcast of its value,
/// and nothing else), llvm.experimental.deoptimize, or one of \p TailCalls
/// (tail calls that canonicalizeTailCall made end their block).
Instruction *CCProfInstrumenter::restorePoint(
    BasicBlock &BB, const SmallPtrSetImpl<Instruction *> &TailCalls) {
  Instruction *Term = BB.getTerminator();
  if (auto *CR = dyn_cast<CleanupReturnInst>(Term))
    return CR->unwindsToCaller() ? Term : nullptr;
  if (isa<ResumeInst>(Term))
    return Term;
  if (!isa<ReturnInst>(Term))
    return nullptr;
  if (CallInst *MustTail = BB.getTerminatingMustTailCall())
    return MustTail;
  if (CallInst *Deopt = BB.getTerminatingDeoptimizeCall())
    return Deopt;
  Instruction *Prev = Term->getPrevNode();
  if (Prev && TailCalls.count(Prev))
    return Prev;
  return Term;
}

bool CCProfInstrumenter::run() {
  if (M.getModuleFlag(CCPROF_MODULE_FLAG))
    return false; // already instrumented
  if (!parseOptions())
    return false;
  collectAnnotations();
  // An ifunc resolver runs while the dynamic linker relocates the program,
  // before the runtime (or TLS, for some loaders) is ready: never profile it.
  for (GlobalIFunc &IF : M.ifuncs())
    if (Function *R = IF.getResolverFunction())
      Annotated.insert(R);

  SmallVector<std::pair<Function *, std::string>, 64> Work;
  SmallVector<Function *, 8> EntriesOf;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    if (F.hasFnAttribute(CCPROF_ENTRY_OF_ATTR)) { // profiled with its owner
      if (!F.hasFnAttribute(CCPROF_NOPROFILE_ATTR))
        EntriesOf.push_back(&F);
      continue;
    }
    std::string Display = displayName(F);
    if (shouldProfile(F, Display))
      Work.emplace_back(&F, std::move(Display));
  }
  M.addModuleFlag(Module::Max, CCPROF_MODULE_FLAG, 1);
  if (auto *Mode = dyn_cast_or_null<MDString>(M.getModuleFlag(CCPROF_MODE_FLAG)))
    if (Mode->getString() == "lazy") {
      runLazy(Work);
      return true;
    }
  if (Work.empty() && LeftOutSmall.empty())
    return true;

  createGlobals();
  emitRegistration();
  computeRestoring(Work);
  SmallVector<GlobalValue *, 64> Used;
  // Functions left out for their size: a record each, under another name
  // (a translation unit that profiles the function keeps its own), so that
  // the runtime can count them (CCPROF_FLAG_SMALL).
  for (auto &[F, Display] : LeftOutSmall) {
    GlobalVariable *Rec = createRecord(*F, Display, /*Small=*/true);
    Used.push_back(Rec);
  }
  // Calls to them need no reset (ProfileFilter.h).
  SmallLeaves = ccprof::leafSet(LeftOutSmall, cannotChangeCurrent);

  // Parts of another function's code come after their owners' records.
  SmallVector<std::pair<Function *, std::string>, 16> Parts;
  DenseMap<Function *, GlobalVariable *> Records;
  for (auto &[F, Display] : Work) {
    if (F->hasFnAttribute(CCPROF_PART_OF_ATTR)) {
      Parts.emplace_back(F, Display);
      continue;
    }
    GlobalVariable *Rec = createRecord(*F, Display);
    Records[F] = Rec;
    Used.push_back(Rec);
    if (GlobalVariable *E = createFnEntry(*F, Rec))
      Used.push_back(E);
    Function *Clone = ClRecursionClone ? ccprof::cloneForRecursion(*F, *Rec) : nullptr;
    // Stacks mode: the clone counts at the node `current` points to; the
    // late pass (CarryCount.cpp) carries that count too.
    if (Clone && ClMode == ProfileMode::Stacks)
      Clone->setMetadata(CCPROF_REC_CLONE_MD,
                         MDNode::get(Ctx, {ValueAsMetadata::get(Rec),
                                           MDString::get(Ctx, CCPROF_REC_CLONE_STACKS)}));
    instrumentFunction(*F, Rec, F, Clone, Entry::Own);
    if (Clone)
      instrumentFunction(*Clone, Rec, F, Clone, Entry::Clone);
  }
  instrumentParts(Parts, Records);
  instrumentEntriesOf(EntriesOf, Records);
  // Keep the records of functions the optimizer deletes (fully inlined or
  // unused): the report lists them with their counts.
  appendToCompilerUsed(M, Used);
  return true;
}

/// The lazy mode (Sansom & Peyton Jones; see CCProfData.h for the marks).
/// Cost-centre functions count an entry and make their record current;
/// thunk entry code makes the thunk's stamped cost centre current; every
/// other function keeps the cost centre it was entered under. After each
/// call that can change `current` (not a tail call) the function stores
/// its own cost centre back: for a force, that is the update frame's
/// restoring the demander's. Every allocation call stamps the new object's
/// header with `current` and adds its size to `current`'s record.
void CCProfInstrumenter::runLazy(ArrayRef<std::pair<Function *, std::string>> Work) {
  createGlobals();
  emitRegistration();
  // Allocation before any cost centre is entered is charged here (never
  // reported unless it has bytes), so the hot path needs no null check.
  auto *Spare = new GlobalVariable(
      M, RecordTy, false, GlobalValue::InternalLinkage, Constant::getNullValue(RecordTy),
      "__ccprof_cc.lazy.spare");
  Spare->setAlignment(Align(8));
  SmallVector<GlobalValue *, 64> Used;
  if (ClMode == ProfileMode::Stacks) {
    // GHC's CAF cost centre: a top-level value is evaluated under MAIN;CAF.
    Constant *Fields[CCPROF_CC_NUM_FIELDS] = {
        ConstantInt::get(I64Ty, 0), ConstantInt::get(I64Ty, 0), stringConstant("CAF"),
        stringConstant("CAF"),      stringConstant(M.getSourceFileName()),
        ConstantInt::get(I32Ty, 0), ConstantInt::get(I32Ty, Flags),
        ConstantInt::get(I64Ty, 0), ConstantInt::get(I64Ty, 0)};
    CafRec = new GlobalVariable(M, RecordTy, false, GlobalValue::InternalLinkage,
                                ConstantStruct::get(RecordTy, Fields), "__ccprof_cc.CAF");
    CafRec->setSection(CCPROF_SECTION);
    CafRec->setAlignment(Align(8));
    Used.push_back(CafRec);
  }
  for (auto &[F, Display] : Work) {
    GlobalVariable *Rec = nullptr;
    if (F->hasFnAttribute(CCPROF_CC_ATTR)) {
      std::string Label = F->getFnAttribute(CCPROF_CC_ATTR).getValueAsString().str();
      Rec = createRecord(*F, Label.empty() ? Display : Label);
      Used.push_back(Rec);
    }
    instrumentLazy(*F, Rec, Spare);
  }
  appendToCompilerUsed(M, Used);
}

void CCProfInstrumenter::instrumentLazy(Function &F, GlobalVariable *Rec, GlobalVariable *Spare) {
  bool Thunk = F.hasFnAttribute(CCPROF_THUNK_ATTR);
  SmallVector<CallBase *, 16> Calls;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (auto *CB = dyn_cast<CallBase>(&I))
        Calls.push_back(CB);

  IRBuilder<> B(Ctx);
  positionAtEntry(B, F);
  // The function's own cost centre, restored after its calls.
  Value *Own;
  LoadInst *AtEntry = noSanitize(B.CreateAlignedLoad(PtrTy, Current, Align(8), "ccprof.entered"));
  AtEntry->setAtomic(AtomicOrdering::Monotonic);
  if (Rec && ClMode == ProfileMode::Stacks) {
    Own = emitLazyPush(B, F, AtEntry, Rec);
    emitSetCurrent(B, Own);
    emitEntries(B, Own);
  } else if (Rec) {
    emitEntry(B, Rec, /*SetCurrent=*/true);
    Own = Rec;
  } else if (Thunk && F.arg_size() >= 1) {
    Value *Slot = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), F.getArg(0), CCPROF_HEADER_CC_OFFSET);
    Value *Stamped = B.CreateAlignedLoad(PtrTy, Slot, Align(8), "ccprof.thunk.cc");
    // A thunk nobody stamped (built outside profiled code) keeps the
    // demander's cost centre.
    Own = B.CreateSelect(B.CreateIsNull(Stamped), AtEntry, Stamped, "ccprof.own");
    emitSetCurrent(B, Own);
  } else {
    Own = AtEntry;
  }

  for (CallBase *CB : Calls) {
    if (CB->hasFnAttr(CCPROF_ALLOC_ATTR)) {
      IRBuilder<> AB(CB->getNextNode());
      AB.SetCurrentDebugLocation(CB->getDebugLoc());
      LoadInst *Cur = noSanitize(AB.CreateAlignedLoad(PtrTy, Current, Align(8), "ccprof.cur"));
      Cur->setAtomic(AtomicOrdering::Monotonic);
      Value *Hdr = AB.CreateConstInBoundsGEP1_64(AB.getInt8Ty(), CB, CCPROF_HEADER_CC_OFFSET);
      AB.CreateAlignedStore(Cur, Hdr, Align(8));
      Value *Target = AB.CreateSelect(AB.CreateIsNull(Cur), Spare, Cur);
      Value *Field = AB.CreateStructGEP(RecordTy, Target, CCPROF_CC_ALLOC);
      Value *Size = AB.CreateZExtOrTrunc(CB->getArgOperand(0), I64Ty);
      AB.CreateAlignedStore(AB.CreateAdd(AB.CreateAlignedLoad(I64Ty, Field, Align(8)), Size), Field,
                            Align(8));
      continue;
    }
    if (cannotChangeCurrent(*CB) || CB->isMustTailCall())
      continue;
    if (isa<CallInst>(CB) && isInTailPosition(*CB) && !CB->hasFnAttr(Attribute::ReturnsTwice))
      continue;
    if (auto *Inv = dyn_cast<InvokeInst>(CB)) {
      IRBuilder<> NB(&*Inv->getNormalDest()->getFirstInsertionPt());
      emitSetCurrent(NB, Own);
      continue;
    }
    IRBuilder<> RB(CB->getNextNode());
    RB.SetCurrentDebugLocation(CB->getDebugLoc());
    emitSetCurrent(RB, Own);
  }
}

} // namespace

/// The lazy stacks mode: the node a cost-centre function \p F (record
/// \p Rec) runs under. It pushes its cost centre on the stack it was
/// called under, or if it is thunk code on the stack the thunk was built
/// under (the header's; GHC's principle: the stacks do not depend on the
/// order of evaluation), or if it is a CAF's on MAIN;CAF.
Value *CCProfInstrumenter::emitLazyPush(IRBuilder<> &B, Function &F, Value *AtEntry,
                                        GlobalVariable *Rec) {
  Value *Base = AtEntry;
  if (F.hasFnAttribute(CCPROF_CAF_ATTR)) {
    auto *Cache = new GlobalVariable(M, PtrTy, false, GlobalValue::InternalLinkage,
                                     ConstantPointerNull::get(PtrTy),
                                     CCPROF_CTX_PREFIX + F.getName() + ".caf");
    FunctionCallee Caf =
        M.getOrInsertFunction(CCPROF_STACK_CAF_FN_NAME, PtrTy, PtrTy, PtrTy, PtrTy);
    Base = B.CreateCall(Caf, {AtEntry, CafRec, Cache}, "ccprof.caf");
  } else if (F.hasFnAttribute(CCPROF_THUNK_ATTR) && F.arg_size() >= 1) {
    Value *Slot = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), F.getArg(0), CCPROF_HEADER_CC_OFFSET);
    Value *Stamped = B.CreateAlignedLoad(PtrTy, Slot, Align(8), "ccprof.thunk.stack");
    Base = B.CreateSelect(B.CreateIsNull(Stamped), AtEntry, Stamped, "ccprof.base");
  }
  return emitPush(B, F, Base, Rec);
}

bool ccprof::instrumentModule(Module &M) {
  return CCProfInstrumenter(M).run();
}
