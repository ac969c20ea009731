; -ccprof-mode=stacks (issue 14): the entry loads `current` (saved) and
; makes current = the node of this function under it. A node fits if its
; parent is saved, and the entry then enters its target (the node itself,
; or for an alias - recursion, GHC's rule - the node up the stack it stands
; for). It looks first at @__ccprof_last.f, the node its last entry found
; (initially the module's @__ccprof_nonode, which fits nothing), then in
; the slot of the function's 32-way cache that saved's address picks (a hit
; becomes the last), else calls __ccprof_stack_push (given the slot to
; refill). Then the node's entries are counted (the record's calls are not:
; the runtime sums the nodes'). Every caller reset stores that node, not
; the record; a restoring function (address taken) still puts back what it
; found. A self-recursive function's self-calls enter its recursion clone,
; which is entered under its own node (GHC's rule): it counts an entry of
; the node in `current` and stores nothing. On x86-64 the push is called
; with LLVM's preserve_most convention (the runtime's trampoline keeps
; those registers), so a leaf's fast path needs no saved registers.
; The pass emits the lookup as one call of __ccprof_stack_enter (so that the
; inliner weighs the entry as in flat mode: a small function stays
; inlinable) and its late clean-up expands the call inline, whatever
; -ccprof-cleanup says of the rest of the clean-up.
; RUN: %opt-ccprof -ccprof-mode=stacks -ccprof-cleanup=false -passes=ccprof,ccprof-cleanup,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -ccprof-mode=stacks -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=CALL
; RUN: %opt-ccprof -ccprof-mode=stacks -passes='ccprof,default<O2>,ccprof-cleanup,verify' -S %s | FileCheck %s --check-prefix=O2
; RUN: %opt-ccprof -ccprof-mode=stacks -ccprof-counters=atomic -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=ATOMIC
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=FLAT
; RUN: sed 's/^; TRIPLE: //' %s | %opt-ccprof -ccprof-mode=stacks -passes=ccprof,ccprof-cleanup,verify -S | FileCheck %s --check-prefix=X86
; CALL-LABEL: define i32 @f(i32 %x)
; CALL:         %ccprof.saved = load atomic ptr, ptr @__ccprof_current monotonic
; CALL-NEXT:    %ccprof.node = call ptr @__ccprof_stack_enter(ptr %ccprof.saved, ptr @__ccprof_cc.f, ptr @__ccprof_ctx.f, ptr @__ccprof_last.f)
; CALL-NEXT:    store atomic ptr %ccprof.node, ptr @__ccprof_current monotonic
; CALL:       declare ptr @__ccprof_stack_enter(ptr, ptr, ptr, ptr) #[[ATTR:[0-9]+]]
; CALL:       attributes #[[ATTR]] = { nocallback nounwind willreturn }
; TRIPLE: target triple = "x86_64-unknown-linux-gnu"

declare i32 @g(i32)
@table = global [1 x ptr] [ptr @callback]

; CHECK-DAG: @__ccprof_nonode = internal constant [7 x ptr] [ptr null, ptr null, ptr null, ptr @__ccprof_nonode, ptr null, ptr null, ptr null]
; CHECK-DAG: @__ccprof_last.f = internal global ptr @__ccprof_nonode
; CHECK-DAG: @__ccprof_ctx.f = internal global [32 x ptr] zeroinitializer, align 64
; CHECK-LABEL: define i32 @f(i32 %x)
; CHECK:         %ccprof.saved = load atomic ptr, ptr @__ccprof_current monotonic
; CHECK-NEXT:    %ccprof.last = load atomic ptr, ptr @__ccprof_last.f acquire
; CHECK-NEXT:    [[LPP:%.*]] = getelementptr inbounds i8, ptr %ccprof.last, i64 24
; CHECK-NEXT:    %ccprof.lastparent = load ptr, ptr [[LPP]]
; CHECK-NEXT:    [[LHIT:%.*]] = icmp eq ptr %ccprof.lastparent, %ccprof.saved
; CHECK-NEXT:    [[LTP:%.*]] = getelementptr inbounds i8, ptr %ccprof.last, i64 48
; CHECK-NEXT:    %ccprof.lasttarget = load ptr, ptr [[LTP]]
; CHECK-NEXT:    br i1 [[LHIT]], label %ccprof.pushed, label %ccprof.cached
; CHECK:       ccprof.cached:
; CHECK-NEXT:    [[I:%.*]] = ptrtoint ptr %ccprof.saved to i64
; CHECK-NEXT:    [[S:%.*]] = lshr i64 [[I]], 4
; CHECK-NEXT:    %ccprof.way = and i64 [[S]], 31
; CHECK-NEXT:    %ccprof.slot = getelementptr inbounds [32 x ptr], ptr @__ccprof_ctx.f, i64 0, i64 %ccprof.way
; CHECK-NEXT:    %ccprof.inslot = load atomic ptr, ptr %ccprof.slot acquire
; CHECK:       ccprof.parent:
; CHECK-NEXT:    [[PP:%.*]] = getelementptr inbounds i8, ptr %ccprof.inslot, i64 24
; CHECK-NEXT:    [[PAR:%.*]] = load ptr, ptr [[PP]]
; CHECK-NEXT:    [[HIT:%.*]] = icmp eq ptr [[PAR]], %ccprof.saved
; CHECK-NEXT:    [[TP:%.*]] = getelementptr inbounds i8, ptr %ccprof.inslot, i64 48
; CHECK-NEXT:    %ccprof.target = load ptr, ptr [[TP]]
; CHECK-NEXT:    br i1 [[HIT]], label %ccprof.remember, label %ccprof.push
; CHECK:       ccprof.remember:
; CHECK-NEXT:    store atomic ptr %ccprof.inslot, ptr @__ccprof_last.f monotonic
; CHECK:       ccprof.push:
; CHECK-NEXT:    [[P:%.*]] = call ptr @__ccprof_stack_push(ptr %ccprof.saved, ptr @__ccprof_cc.f, ptr %ccprof.slot)
; CHECK:       ccprof.pushed:
; CHECK-NEXT:    %ccprof.node = phi ptr [ %ccprof.lasttarget, %0 ], [ %ccprof.target, %ccprof.remember ], [ [[P]], %ccprof.push ]
; CHECK-NEXT:    store atomic ptr %ccprof.node, ptr @__ccprof_current monotonic
; CHECK-NEXT:    fence
; CHECK-NEXT:    %ccprof.entries = load i64, ptr %ccprof.node
; CHECK-NEXT:    [[E1:%.*]] = add i64 %ccprof.entries, 1
; CHECK-NEXT:    store i64 [[E1]], ptr %ccprof.node
; CHECK-NOT:     @__ccprof_cc.f
; CHECK:         %r = call i32 @g(i32 %x)
; CHECK-NEXT:    store atomic ptr %ccprof.node, ptr @__ccprof_current monotonic
; CHECK-NOT:     store atomic ptr @__ccprof_cc.f
; ATOMIC-LABEL: define i32 @f(i32 %x)
; ATOMIC:         atomicrmw add ptr %ccprof.node, i64 1 monotonic
; FLAT-LABEL: define i32 @f(i32 %x)
; FLAT-NOT:     __ccprof_stack_push
; FLAT:         store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current
define i32 @f(i32 %x) {
  %r = call i32 @g(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

; CHECK-LABEL: define i32 @callback(i32 %x)
; CHECK:         %ccprof.saved = load atomic ptr, ptr @__ccprof_current
; CHECK:         call ptr @__ccprof_stack_push(ptr %ccprof.saved, ptr @__ccprof_cc.callback, ptr %ccprof.slot)
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    ret i32
define i32 @callback(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

; CHECK-LABEL: define i64 @fib(i64 %n)
; CHECK:         call ptr @__ccprof_stack_push(ptr %ccprof.saved, ptr @__ccprof_cc.fib, ptr %ccprof.slot)
; CHECK:         call i64 @fib.ccprof.rec(
; CHECK-LABEL: define internal i64 @fib.ccprof.rec(i64 %n)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %ccprof.saved = load atomic ptr, ptr @__ccprof_current monotonic
; CHECK-NEXT:    %ccprof.entries = load i64, ptr %ccprof.saved
; CHECK-NEXT:    [[E:%.*]] = add i64 %ccprof.entries, 1
; CHECK-NEXT:    store i64 [[E]], ptr %ccprof.saved
; CHECK-NOT:     __ccprof_current
; CHECK:         call i64 @fib.ccprof.rec(
; CHECK-NOT:     __ccprof_current
; CHECK:         ret i64
; X86: %ccprof.pushed2 = call preserve_mostcc ptr @__ccprof_stack_push(
; X86: declare preserve_mostcc ptr @__ccprof_stack_push(ptr, ptr, ptr)
; FLAT: define internal i64 @fib.ccprof.rec
define i64 @fib(i64 %n) {
entry:
  %c = icmp slt i64 %n, 2
  br i1 %c, label %done, label %rec
rec:
  %a = sub i64 %n, 1
  %fa = call i64 @fib(i64 %a)
  %b = sub i64 %n, 2
  %fb = call i64 @fib(i64 %b)
  %s = add i64 %fa, %fb
  ret i64 %s
done:
  ret i64 %n
}

; After the optimizer the push stays (a call of the runtime), and so do
; the stores of its result.
; O2-LABEL: define i32 @f(
; O2:         call ptr @__ccprof_stack_push(
; O2:         %ccprof.node = phi ptr
; O2:         store atomic ptr %ccprof.node, ptr @__ccprof_current
; O2:         call i32 @g(
; O2-NEXT:    store atomic ptr %ccprof.node, ptr @__ccprof_current
; O2-LABEL: define i64 @fib(
; O2:         call ptr @__ccprof_stack_push(
