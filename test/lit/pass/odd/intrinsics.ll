; Intrinsics with placement rules: llvm.localescape (entry block only, once),
; llvm.experimental.deoptimize (must be followed by `ret` of its value),
; gc.statepoint with gc.result/gc.relocate (call and invoke), and
; returns_twice calls.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -passes=ccprof,verify -ccprof-counters=thread -S %s | FileCheck %s --check-prefix=THREAD
; RUN: %option-matrix %s -- %opt-ccprof

declare void @llvm.localescape(...)
declare ptr @llvm.localrecover(ptr, ptr, i32)
declare i32 @llvm.experimental.deoptimize.i32(...)
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare i32 @llvm.experimental.gc.result.i32(token)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
declare i32 @setjmp(ptr) returns_twice
declare i32 @g(i32)
declare i32 @__gxx_personality_v0(...)

; The counter code (and with -ccprof-counters=thread its branch) must leave
; llvm.localescape in the entry block.
define i32 @escaper(i32 %x) {
; CHECK-LABEL: define i32 @escaper(
; CHECK:         %slot = alloca i32
; CHECK-NEXT:    call void (...) @llvm.localescape(ptr %slot)
; THREAD-LABEL: define i32 @escaper(
; THREAD-NEXT:    %slot = alloca i32
; THREAD-NEXT:    call void (...) @llvm.localescape(ptr %slot)
; THREAD-NEXT:    store i32 %x, ptr %slot
; THREAD-NEXT:    %ccprof.saved = load atomic ptr
; THREAD-NEXT:    store atomic ptr @__ccprof_cc.escaper, ptr @__ccprof_current
; THREAD-NEXT:    fence
; THREAD-NEXT:    %ccprof.tblock = load ptr, ptr @__ccprof_tblock
  %slot = alloca i32
  call void (...) @llvm.localescape(ptr %slot)
  store i32 %x, ptr %slot
  %r = call i32 @g(i32 %x)
  ret i32 %r
}

define i32 @recoverer(ptr %fp) {
  %p = call ptr @llvm.localrecover(ptr @escaper, ptr %fp, i32 0)
  %v = load i32, ptr %p
  ret i32 %v
}

; The restore goes before the deoptimize call, not between it and `ret`.
define i32 @deopt(i32 %x) {
; CHECK-LABEL: define i32 @deopt(
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    %d = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %x) [ "deopt"() ]
; CHECK-NEXT:    ret i32 %d
  %c = icmp eq i32 %x, 0
  br i1 %c, label %slow, label %fast
slow:
  %d = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %x) [ "deopt"() ]
  ret i32 %d
fast:
  ret i32 1
}

define i32 @safepoint(ptr addrspace(1) %obj) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
entry:
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(i32 (i32)) @g, i32 1, i32 0, i32 7, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj) ]
  %r = call i32 @llvm.experimental.gc.result.i32(token %t)
  %o = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  %t2 = invoke token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(i32 (i32)) @g, i32 1, i32 0, i32 %r, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %o) ]
      to label %ok unwind label %lpad
ok:
  %r2 = call i32 @llvm.experimental.gc.result.i32(token %t2)
  ret i32 %r2
lpad:
  %lp = landingpad token cleanup
  %o2 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %lp, i32 0, i32 0)
  ret i32 0
}

define i32 @jumps(ptr %buf) {
  %r = call i32 @setjmp(ptr %buf) returns_twice
  ret i32 %r
}
@fps = global [4 x ptr] [ptr @escaper, ptr @deopt, ptr @safepoint, ptr @jumps]
