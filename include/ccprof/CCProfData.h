/* CCProfData.h - the one definition of CCProf's ABI.
 *
 * Shared by the instrumentation pass (passes/, C++) and the runtime (rt/, C),
 * like LLVM's InstrProfData.inc: the cost-centre record layout, the symbol
 * and section names the pass emits and the runtime defines, and the version
 * that ties them together. Change anything here and bump CCPROF_ABI_VERSION.
 *
 * The record (struct __ccprof_cc, 64 bytes, 8-byte aligned) is emitted by the
 * pass once per profiled function (or, for lazy-mini, per cost centre), into
 * section CCPROF_SECTION. Every record
 * of every object linked into one image (the executable or a shared object)
 * therefore lies in one array between __start___ccprof_cc and
 * __stop___ccprof_cc, which the image's registration constructor hands to
 * the runtime.
 */
#ifndef CCPROF_CCPROFDATA_H
#define CCPROF_CCPROFDATA_H

#define CCPROF_ABI_VERSION 7

/* Section holding the records (a C identifier, so the linker defines
 * __start_/__stop_ symbols for it). */
#define CCPROF_SECTION "__ccprof_cc"
#define CCPROF_SECTION_START "__start___ccprof_cc"
#define CCPROF_SECTION_STOP "__stop___ccprof_cc"

/* Profiled functions passed to pthread_create or thrd_create as a thread's
 * start routine also get an entry {function, record} in section
 * CCPROF_FN_SECTION:
 * the runtime charges a short thread that no sample found in profiled code
 * to its start routine's record, not to "(unprofiled)". */
#define CCPROF_FN_SECTION "__ccprof_fn"
#define CCPROF_FN_SECTION_START "__start___ccprof_fn"
#define CCPROF_FN_SECTION_STOP "__stop___ccprof_fn"

/* Every linked image (executable or shared object) with records registers
 * them with the process's runtime from a constructor the pass emits (one
 * per image: a COMDAT), CCPROF_REGISTER_FN(__start, __stop, fn __start,
 * fn __stop, &current) - the bounds of its two sections, and the address
 * of `current` as the image reaches it (an executable defines its own,
 * which must be the runtime's) - and unregisters them from
 * a destructor, CCPROF_UNREGISTER_FN(__start), at dlclose or exit (the
 * runtime then keeps a copy of the records). */
#define CCPROF_REGISTER_FN "__ccprof_register"
#define CCPROF_UNREGISTER_FN "__ccprof_unregister"
#define CCPROF_MODULE_CTOR "__ccprof_module_register"
#define CCPROF_MODULE_DTOR "__ccprof_module_unregister"
#define CCPROF_MODULE_PRIORITY 101

/* Thread-local pointer to the running cost centre (the paper's `current`).
 * Written by instrumented code, read by the SIGPROF handler. */
#define CCPROF_CURRENT_NAME "__ccprof_current"
/* Thread-local pointer to this thread's counter block (-ccprof-counters=thread). */
#define CCPROF_TBLOCK_NAME "__ccprof_tblock"
/* Slow path for the above: allocates and returns this thread's block. */
#define CCPROF_TBLOCK_FN_NAME "__ccprof_thread_block"
/* -ccprof-mode=stacks: `current` is a node of the calling-context tree
 * (rt/stacks.c). A node begins { u64 entries; u64 ticks; ptr cc; ptr
 * parent; ptr children; ptr sibling; ptr target; ... }: entries and ticks
 * where a record has calls and ticks, and the fields the pass's inline
 * lookup reads at the offsets below. Each profiled function has a cache,
 * `[CCPROF_CTX_WAYS x ptr] @__ccprof_ctx.<function>`, of the last nodes it
 * was given, and before it `ptr @__ccprof_last.<function>`, the node its
 * last entry found in the cache (initially the module's
 * @__ccprof_nonode, whose parent is itself: it matches no context). An
 * entry under `current_at_entry` takes node->target of the first of these
 * whose parent is current_at_entry; on a miss it calls ptr
 * __ccprof_stack_push(ptr current_at_entry, ptr record, ptr slot), which
 * returns the node of the record's function under the one it is given and
 * leaves it (or the alias it stands for) in the slot. */
#define CCPROF_PUSH_FN_NAME "__ccprof_stack_push" /* (3 arguments; no binary calls an older form) */
/* The whole lookup, ptr __ccprof_stack_enter(ptr current_at_entry, ptr
 * record, ptr cache, ptr last): what the pass emits at an entry and
 * expands inline after the optimizer (passes/StackLookup.cpp); a call left
 * unexpanded (an LTO link without the plugin) does the same work. */
#define CCPROF_ENTER_FN_NAME "__ccprof_stack_enter"
#define CCPROF_CTX_PREFIX "__ccprof_ctx."
#define CCPROF_LAST_PREFIX "__ccprof_last."
#define CCPROF_NONODE_NAME "__ccprof_nonode"
/* The cache is CCPROF_CTX_WAYS pointers; the entry looks in slot
 * (current_at_entry >> CCPROF_CTX_SHIFT) & (CCPROF_CTX_WAYS - 1) and hands
 * that slot to the push. (Nodes are 16-byte aligned and 112 bytes apart,
 * an odd multiple of 16, so consecutive nodes take different slots.) 32
 * slots, 256 bytes a function: C++ inline code is entered from dozens of
 * contexts in turn (jsonbench's assert_invariant from 90), and with 8 a
 * third of its entries took the slow path (ABI 7; 8 before). */
#define CCPROF_CTX_WAYS 32
#define CCPROF_CTX_SHIFT 4
#define CCPROF_NODE_ENTRIES_OFFSET 0
#define CCPROF_NODE_PARENT_OFFSET 24
/* A cache hit (slot->parent == current_at_entry) enters slot->target: the
 * node itself, or the node up the stack it stands for (recursion). */
#define CCPROF_NODE_TARGET_OFFSET 48
/* Every instrumented module references this symbol, so linking without the
 * runtime, or with a runtime of another ABI version, fails at link time. */
#define CCPROF_ABI_IDENT __ccprof_abi_v7 /* the runtime defines it (rt/init.c) */
#define CCPROF_STR_(x) #x
#define CCPROF_STR(x) CCPROF_STR_(x)
#define CCPROF_ABI_SYMBOL CCPROF_STR(CCPROF_ABI_IDENT)
/* Module flag set by the pass: a module is never instrumented twice. */
#define CCPROF_MODULE_FLAG "ccprof.instrumented"
/* Function attribute / annotation string that excludes a function. */
#define CCPROF_NOPROFILE_ATTR "ccprof-noprofile"
#define CCPROF_NOPROFILE_ANNOTATION "ccprof_noprofile"
/* ... and one that keeps a function profiled whatever its size
 * (-ccprof-min-instructions). */
#define CCPROF_PROFILE_ATTR "ccprof-profile"
#define CCPROF_PROFILE_ANNOTATION "ccprof_profile"
/* The lazy mode (lazy-mini, after Sansom & Peyton Jones): a module with the
 * string module flag CCPROF_MODE_FLAG = "lazy" has cost-centre functions
 * (attribute CCPROF_CC_ATTR = label), thunk entry code (CCPROF_THUNK_ATTR;
 * argument 0 is the thunk, whose cost centre is at byte offset
 * CCPROF_HEADER_CC_OFFSET) and allocation calls (call-site attribute
 * CCPROF_ALLOC_ATTR; argument 0 is the size in bytes, the result the new
 * object, whose header takes the current cost centre). */
#define CCPROF_MODE_FLAG "ccprof.mode"
#define CCPROF_CC_ATTR "ccprof-cc"
#define CCPROF_THUNK_ATTR "ccprof-thunk"
#define CCPROF_ALLOC_ATTR "ccprof-alloc"
#define CCPROF_HEADER_CC_OFFSET 8
/* In stacks mode (-ccprof-mode=stacks) the header takes `current`, a node:
 * a thunk restores the whole stack it was built under (GHC's principle: the
 * stacks do not depend on the order of evaluation). A CAF's entry code
 * (a thunk's, with attribute CCPROF_CAF_ATTR: a top-level value, whose
 * object is static and never stamped) runs as GHC's do, under the module's
 * "CAF" cost centre pushed on the root of the stack that forced it:
 * ptr CCPROF_STACK_CAF_FN(ptr current, ptr CAF record, ptr cache) returns
 * that node. */
#define CCPROF_CAF_ATTR "ccprof-caf"
/* A function that is a piece of another's code (attribute CCPROF_PART_OF_ATTR
 * = the owner's name): prologc compiles a clause's continuations and a
 * predicate's retry code as functions of their own, which must run under
 * the predicate's record. Such a function gets no record and counts no
 * call; on entry and after each call it makes its owner's record current.
 * In stacks mode the pass leaves it alone: the owner's context is a node
 * that the front end saves and restores (prologc: in continuation
 * environments and choice points). */
#define CCPROF_PART_OF_ATTR "ccprof-part-of"
/* Another entry of a function (attribute CCPROF_ENTRY_OF_ATTR = the owner's
 * name): entering it is calling the owner. It gets no record of its own; on
 * entry it makes the owner's record current and counts a call of the
 * owner's (in stacks mode: enters the owner's node under the caller's), and
 * it is profiled whenever its owner is, whatever -ccprof-only and
 * -ccprof-exclude say of its own name. prologc: a predicate's entry for last
 * calls whose exit counter counts the box already (no call marker). */
#define CCPROF_ENTRY_OF_ATTR "ccprof-entry-of"
#define CCPROF_STACK_CAF_FN_NAME "__ccprof_stack_caf"
/* Function metadata on a recursion clone (the internal copy that a
 * self-recursive function's self-calls enter): !{ptr record}. The late pass
 * (passes/CarryCount.cpp) finds the clones by it. */
#define CCPROF_REC_CLONE_MD "ccprof.rec"
/* ... and in stacks mode !{ptr record, !"stacks"}: the clone counts at the
 * node that `current` points to when it is entered. */
#define CCPROF_REC_CLONE_STACKS "stacks"
/* Prefix of the runtime's own symbols: never instrumented. */
#define CCPROF_RT_PREFIX "__ccprof_"

/* Record fields, in order: CCPROF_CC_FIELD(C type, LLVM kind, name).
 * LLVM kind is one of I64, I32, Ptr; the pass builds its StructType from
 * this list and the runtime its struct, so the two cannot drift apart. */
#define CCPROF_CC_FIELDS                                                       \
  CCPROF_CC_FIELD(uint64_t, I64, calls)   /* call count (plain/atomic) */      \
  CCPROF_CC_FIELD(uint64_t, I64, ticks)   /* timer ticks, SIGPROF handler */   \
  CCPROF_CC_FIELD(const char *, Ptr, name)   /* display name (compact) */      \
  CCPROF_CC_FIELD(const char *, Ptr, symbol) /* linkage name */                \
  CCPROF_CC_FIELD(const char *, Ptr, file)   /* source file or "" */           \
  CCPROF_CC_FIELD(uint32_t, I32, line)       /* source line or 0 */            \
  CCPROF_CC_FIELD(uint32_t, I32, flags)      /* CCPROF_FLAG_* */               \
  CCPROF_CC_FIELD(uint64_t, I64, index)      /* set by the runtime: slot in    \
                                                per-thread counter blocks */   \
  CCPROF_CC_FIELD(uint64_t, I64, alloc)      /* bytes allocated while this     \
                                                cost centre was current (the   \
                                                lazy mode; 0 for C) */

/* Field numbers, for the pass's GEPs. */
enum {
  CCPROF_CC_CALLS = 0,
  CCPROF_CC_TICKS = 1,
  CCPROF_CC_NAME = 2,
  CCPROF_CC_SYMBOL = 3,
  CCPROF_CC_FILE = 4,
  CCPROF_CC_LINE = 5,
  CCPROF_CC_FLAGS = 6,
  CCPROF_CC_INDEX = 7,
  CCPROF_CC_ALLOC = 8,
  CCPROF_CC_NUM_FIELDS = 9
};

/* flags: how the call count of this record is kept. */
enum {
  CCPROF_FLAG_COUNTERS_PLAIN = 0,
  CCPROF_FLAG_COUNTERS_ATOMIC = 1,
  CCPROF_FLAG_COUNTERS_THREAD = 2, /* counts live in per-thread blocks */
  CCPROF_FLAG_COUNTERS_MASK = 3,
  /* name is a compact C++ name (CCProfNames.h): template arguments elided,
   * then the parameter list, which reports drop unless two rows would read
   * the same. The full name is the demangled symbol. */
  CCPROF_FLAG_NAME_COMPACT = 4,
  /* Not profiled: a function the pass left out for its size
   * (-ccprof-min-instructions), so that the report's header can say how
   * many. Nothing counts into the record; it is not a row. */
  CCPROF_FLAG_SMALL = 8
};

#include <stdint.h>
struct __ccprof_cc;
/* An entry of CCPROF_FN_SECTION. */
struct __ccprof_fn {
  void *fn;
  struct __ccprof_cc *cc;
};
struct __ccprof_cc {
#define CCPROF_CC_FIELD(CType, Kind, Name) CType Name;
  CCPROF_CC_FIELDS
#undef CCPROF_CC_FIELD
};
#ifdef __cplusplus
static_assert(sizeof(struct __ccprof_cc) == 64, "record layout changed");
#else
_Static_assert(sizeof(struct __ccprof_cc) == 64, "record layout changed");
#endif

#endif /* CCPROF_CCPROFDATA_H */
