; indirectbr / blockaddress: blocks whose address is taken (never cloned),
; blockaddress used from another function, and an address-taken block that
; is unreachable (a restoring function removes unreachable blocks first).
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %option-matrix %s -- %opt-ccprof

declare void @g()

@table = global [2 x ptr] [ptr blockaddress(@dispatch, %one), ptr blockaddress(@dispatch, %two)]

define i32 @dispatch(i32 %i) {
; CHECK-LABEL: define i32 @dispatch(
; CHECK:       one:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.dispatch, ptr @__ccprof_current
entry:
  %slot = getelementptr [2 x ptr], ptr @table, i32 0, i32 %i
  %t = load ptr, ptr %slot
  indirectbr ptr %t, [label %one, label %two]
one:
  call void @g()
  ret i32 1
two:
  %r = call i32 @dispatch(i32 0)
  ret i32 %r
}
@fp = global ptr @dispatch

define i32 @dead_target(i32 %n) {
entry:
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
more:
  %m = sub i32 %n, 1
  %r = call i32 @dead_target(i32 %m)
  ret i32 %r
done:
  ret i32 0
lost:
  call void @g()
  ret i32 7
}
@lost_addr = global ptr blockaddress(@dead_target, %lost)
@fp2 = global ptr @dead_target
