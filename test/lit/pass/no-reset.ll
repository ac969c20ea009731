; Calls that cannot return into this function with another `current` get no
; reset: intrinsics (but statepoints, which call arbitrary code, do), inline
; asm, `nocallback` callees, calls that never return, the runtime's own
; functions. setjmp (returns_twice) always gets one: its second return comes
; from a longjmp out of some other function.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare i32 @leafy(i32) nocallback
declare void @fatal() noreturn
declare i32 @setjmp(ptr) returns_twice
declare void @__ccprof_something()
declare void @work()

define i32 @f(ptr %a, ptr %b, ptr %env) {
; CHECK-LABEL: define i32 @f(
; CHECK:         store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current
; CHECK-NEXT:    fence
; CHECK:         store i64 {{.*}}, ptr @__ccprof_cc.f
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(
; CHECK-NEXT:    call void asm sideeffect "nop", ""()
; CHECK-NEXT:    %x = call i32 @leafy(i32 1)
; CHECK-NEXT:    call void @__ccprof_something()
; CHECK-NEXT:    %j = call i32 @setjmp(ptr %env)
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current
; CHECK-NEXT:    fence
; CHECK-NEXT:    %c = icmp eq i32 %j, 0
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 16, i1 false)
  call void asm sideeffect "nop", ""()
  %x = call i32 @leafy(i32 1)
  call void @__ccprof_something()
  %j = call i32 @setjmp(ptr %env)
  %c = icmp eq i32 %j, 0
  br i1 %c, label %die, label %ok
die:
; CHECK:       die:
; CHECK-NEXT:    call void @fatal()
; CHECK-NEXT:    unreachable
  call void @fatal()
  unreachable
ok:
  call void @work()
  ret i32 %x
}
