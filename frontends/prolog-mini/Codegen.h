//===- Codegen.h - prolog-mini: LLVM IR for a normalised program ----------===//
//
// Every predicate name/N becomes `tailcc i32 @"name/N"(i64 a1..aN, ptr
// kcode, ptr kenv)`: it selects the clauses whose first argument can match
// (first-argument indexing), pushes a choice point if more than one can,
// and jumps to the first. A clause unifies its head and runs its body up to
// the first call, which it makes with a continuation (a function of the
// clause and the clause's environment on the heap); the last call passes
// the clause's own continuation on. All transfers are tail calls, so only
// the heap, the trail and the choice points grow (docs/prolog-mini.md).
//
// With Profile (prologc -p) the code also keeps Debray's ports: each
// predicate gets a struct __ccprof_ports (include/ccprof/CCProfPorts.h), the
// call port wraps the continuation so that the exit port is seen, and the
// trail carries port markers that backtracking turns into redos and fails.
// Clause and continuation functions are marked as parts of their predicate
// (CCPROF_PART_OF_ATTR), so the sampler charges their time to it.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "Program.h"

#include <memory>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace pl {

struct CodegenOptions {
  bool Profile = false;      // -p: ports and box time
  bool ClauseCounts = false; // --clause-counts: tried/unified per clause
  bool Stacks = false;       // --ccprof-mode=stacks: frames keep the context
  std::string Dir, File;     // the source, for debug information
};

std::unique_ptr<llvm::Module> codegen(Program &P, llvm::LLVMContext &Ctx,
                                      const CodegenOptions &O);

} // namespace pl
