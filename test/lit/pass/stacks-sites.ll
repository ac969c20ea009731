; Stacks mode, a function inlined into several callers (issue 14; Lua's
; index2value, inlined into lua_pushvalue, lua_type, lua_settop, ...): the
; late clean-up gives each copy of the entry lookup a last node of its own,
; @__ccprof_last.leaf.site*, so that a copy follows the context of the
; function it sits in instead of taking a last node shared with every other
; caller in turn. The cache of 8 nodes stays the function's
; (@__ccprof_ctx.leaf). A copy inlined right after its caller's entry
; compares the caller's node itself, not a load of the `current` just
; stored. The hit (the last node fits) is the likely way, so that it falls
; through into the function's code.
; RUN: %opt-ccprof -ccprof-mode=stacks -ccprof-min-instructions=0 -passes='ccprof,default<O2>,ccprof-cleanup,verify' -S %s | FileCheck %s
; A function entered from one site keeps its own last node.
; RUN: %opt-ccprof -ccprof-mode=stacks -ccprof-min-instructions=0 -passes='ccprof,ccprof-cleanup,verify' -S %s | FileCheck %s --check-prefix=NOINLINE

; CHECK-DAG: @__ccprof_last.a = internal global ptr @__ccprof_nonode
; CHECK-DAG: @__ccprof_last.leaf.site = internal global ptr @__ccprof_nonode
; CHECK-DAG: @__ccprof_last.leaf.site.{{[0-9]+}} = internal global ptr @__ccprof_nonode
; CHECK-NOT: @__ccprof_last.leaf =

; CHECK-LABEL: define i64 @a(
; CHECK:         %ccprof.node = phi ptr
; CHECK-NEXT:    store atomic ptr %ccprof.node, ptr @__ccprof_current monotonic
; CHECK:         %ccprof.last = load atomic ptr, ptr [[SITEA:@__ccprof_last.leaf.site[.0-9]*]] acquire
; CHECK-NEXT:    [[LPP:%.*]] = getelementptr inbounds i8, ptr %ccprof.last, i64 24
; CHECK-NEXT:    %ccprof.lastparent = load ptr, ptr [[LPP]]
; CHECK-NEXT:    icmp eq ptr %ccprof.lastparent, %ccprof.node
; CHECK:         br i1 {{.*}}, label %ccprof.pushed, label %ccprof.cached, !prof [[LIKELY:![0-9]+]]
; CHECK:       ccprof.cached:
; CHECK:         getelementptr inbounds [32 x ptr], ptr @__ccprof_ctx.leaf,
; CHECK:         store atomic ptr %ccprof.inslot, ptr [[SITEA]] monotonic

; CHECK-LABEL: define i64 @b(
; CHECK-NOT:     [[SITEA]]
; CHECK:         %ccprof.last = load atomic ptr, ptr [[SITEB:@__ccprof_last.leaf.site[.0-9]*]] acquire
; CHECK-NOT:     [[SITEA]]
; CHECK:         getelementptr inbounds [32 x ptr], ptr @__ccprof_ctx.leaf,
; CHECK-NOT:     [[SITEA]]
; CHECK:         store atomic ptr %ccprof.inslot, ptr [[SITEB]] monotonic
; CHECK-LABEL: define

; CHECK: [[LIKELY]] = !{!"branch_weights", i32 8, i32 1}

; NOINLINE-DAG: @__ccprof_last.leaf = internal global ptr @__ccprof_nonode
; NOINLINE-NOT: .site
; NOINLINE-LABEL: define internal i64 @leaf(
; NOINLINE:       %ccprof.saved = load atomic ptr, ptr @__ccprof_current monotonic
; NOINLINE-NEXT:  %ccprof.last = load atomic ptr, ptr @__ccprof_last.leaf acquire
; NOINLINE-NEXT:  [[LPP:%.*]] = getelementptr inbounds i8, ptr %ccprof.last, i64 24
; NOINLINE-NEXT:  %ccprof.lastparent = load ptr, ptr [[LPP]]
; NOINLINE-NEXT:  icmp eq ptr %ccprof.lastparent, %ccprof.saved

define internal i64 @leaf(i64 %x) {
  %a = mul i64 %x, 3
  %b = add i64 %a, 7
  ret i64 %b
}

define i64 @a(i64 %x) {
  %r = call i64 @leaf(i64 %x)
  %s = call i64 @ext(i64 %r)
  ret i64 %s
}

define i64 @b(i64 %x) {
  %r = call i64 @leaf(i64 %x)
  %s = add i64 %r, 1
  ret i64 %s
}

declare i64 @ext(i64)
