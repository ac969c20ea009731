//===- CodegenKit.h - front ends: debug info and runtime declarations -----===//
//
// What every front end's code generator sets up the same way: the debug
// information of a module compiled from one source file plus a built-in
// library (sml-mini's basis, lazy-mini's Prelude) - a DISubprogram per
// function, so that profiles and debuggers name the file and line - and the
// declarations of the runtime's functions with the attributes the optimiser
// and the ccprof pass rely on.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"

#include <string>

namespace llvm {
class Module;
} // namespace llvm

namespace fe {

/// The debug information of one module: a compile unit for the input
/// file, a second file for the language's built-in library, and the module
/// flags "Debug Info Version" and "Dwarf Version" (5).
class DebugInfo {
  llvm::DIBuilder DIB;
  llvm::DIFile *UserFile, *LibraryFile;
  llvm::DISubroutineType *FnTy;

public:
  /// \p Dir and \p File: the input; \p LibraryFile in \p LibraryDir: the
  /// built-in library ("basis.sml" in "<sml-mini>"); \p Lang: a
  /// dwarf::DW_LANG_* code; \p Producer: "smlc (sml-mini)".
  DebugInfo(llvm::Module &M, const std::string &Dir, const std::string &File,
            const std::string &LibraryFile, const std::string &LibraryDir, unsigned Lang,
            const std::string &Producer);

  /// A subprogram (a definition, local to the unit) for the function
  /// \p Name defined at \p Line of the input or, if \p InLibrary, of the
  /// library; attach it with Function::setSubprogram.
  llvm::DISubprogram *function(llvm::StringRef Name, unsigned Line, bool InLibrary);

  /// Ends the module's debug information; call once, after the last
  /// function.
  void finalize() { DIB.finalize(); }
};

/// Attributes of a runtime function (or-ed together). Every runtime
/// function is nounwind.
enum RuntimeAttrs : unsigned {
  RtPlain = 0,
  RtNoCallback = 1 << 0,   // never calls back into compiled code: the pass
                           // need not reset the caller's cost centre after it
  RtNoReturn = 1 << 1,     // raises, exits
  RtCold = 1 << 2,         // an error path
  RtNoAliasReturn = 1 << 3 // returns fresh memory (an allocator)
};

/// Declares (or finds) the runtime function \p Name of type
/// Ret(Args...) with the attributes \p Attrs.
llvm::FunctionCallee declareRuntime(llvm::Module &M, llvm::StringRef Name, llvm::Type *Ret,
                                    llvm::ArrayRef<llvm::Type *> Args, unsigned Attrs);

/// The nursery's inline allocation (common/nursery.h): loads the
/// allocation pointer \p Hp and, if \p Bytes more fit below \p HpLim,
/// bumps it in \p Fast, else branches to \p Slow (which calls the
/// runtime). Returns the old pointer, the object in \p Fast; \p B is left
/// at the end of \p Fast.
llvm::Value *emitNurseryBump(llvm::IRBuilder<> &B, llvm::GlobalVariable *Hp,
                             llvm::GlobalVariable *HpLim, llvm::Value *Bytes,
                             llvm::BasicBlock *Fast, llvm::BasicBlock *Slow);

} // namespace fe
