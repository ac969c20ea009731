; Stacks mode's entry lookup is a call of __ccprof_stack_enter until the
; late clean-up, so the inliner weighs a small function's entry as one call
; (flat mode's stores weigh about as much) and inlines what flat mode
; inlines. Expanded before the optimizer (the second RUN, the way the pass
; emitted it until 2026-11-27), the lookup's dozen instructions made such a
; function too big: Lua's index2value stayed a call, 4% of its time. The
; threshold is lowered so that the difference shows on a small function.
; RUN: %opt-ccprof -ccprof-mode=stacks -inline-threshold=75 -passes='ccprof,default<O2>,ccprof-cleanup,verify' -S %s | FileCheck %s --check-prefix=LATE
; RUN: %opt-ccprof -ccprof-mode=stacks -inline-threshold=75 -passes='ccprof,ccprof-cleanup,default<O2>,verify' -S %s | FileCheck %s --check-prefix=EARLY
; RUN: %opt-ccprof -inline-threshold=75 -passes='ccprof,default<O2>,ccprof-cleanup,verify' -S %s | FileCheck %s --check-prefix=LATE
; LATE-NOT: call {{.*}}@tiny(
; LATE: define i32 @one(
; LATE-NOT: call {{.*}}@tiny(
; LATE-NOT: call {{.*}}__ccprof_stack_enter(
; EARLY: call fastcc i32 @tiny(ptr %p, i32 1)

declare i32 @g(i32)

define internal i32 @tiny(ptr %p, i32 %i) {
  %q = getelementptr inbounds i32, ptr %p, i32 %i
  %v = load i32, ptr %q
  %c = icmp sgt i32 %v, 0
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

define i32 @one(ptr %p) {
  %a = call i32 @tiny(ptr %p, i32 1)
  %b = call i32 @g(i32 %a)
  ret i32 %b
}

define i32 @two(ptr %p) {
  %a = call i32 @tiny(ptr %p, i32 2)
  %b = call i32 @g(i32 %a)
  ret i32 %b
}

define i32 @three(ptr %p) {
  %a = call i32 @tiny(ptr %p, i32 3)
  %b = call i32 @g(i32 %a)
  ret i32 %b
}
