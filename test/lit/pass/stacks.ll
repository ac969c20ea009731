; -ccprof-mode=stacks (issue 14): the entry loads `current` and makes
; current = __ccprof_push(saved, record); every caller reset stores that
; node, not the record; a restoring function (address taken) still puts
; back what it found; a self-recursive function gets no recursion clone
; (its self-calls push and are counted at its node); the flat count stays.
; RUN: %opt-ccprof -ccprof-mode=stacks -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -ccprof-mode=stacks -passes='ccprof,default<O2>,verify' -S %s | FileCheck %s --check-prefix=O2
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=FLAT

declare i32 @g(i32)
@table = global [1 x ptr] [ptr @callback]

; CHECK-LABEL: define i32 @f(i32 %x)
; CHECK:         %ccprof.saved = load atomic ptr, ptr @__ccprof_current monotonic
; CHECK-NEXT:    %ccprof.node = call ptr @__ccprof_push(ptr %ccprof.saved, ptr @__ccprof_cc.f)
; CHECK-NEXT:    store atomic ptr %ccprof.node, ptr @__ccprof_current monotonic
; CHECK:         load i64, ptr @__ccprof_cc.f
; CHECK:         %r = call i32 @g(i32 %x)
; CHECK-NEXT:    store atomic ptr %ccprof.node, ptr @__ccprof_current monotonic
; CHECK-NOT:     store atomic ptr @__ccprof_cc.f
; FLAT-LABEL: define i32 @f(i32 %x)
; FLAT-NOT:     __ccprof_push
; FLAT:         store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current
define i32 @f(i32 %x) {
  %r = call i32 @g(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

; CHECK-LABEL: define i32 @callback(i32 %x)
; CHECK:         %ccprof.saved = load atomic ptr, ptr @__ccprof_current
; CHECK-NEXT:    %ccprof.node = call ptr @__ccprof_push(ptr %ccprof.saved, ptr @__ccprof_cc.callback)
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    ret i32
define i32 @callback(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

; CHECK-LABEL: define i64 @fib(i64 %n)
; CHECK:         call ptr @__ccprof_push(ptr %ccprof.saved, ptr @__ccprof_cc.fib)
; CHECK:         call i64 @fib(
; CHECK-NOT:   define {{.*}}fib.ccprof.rec
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
; O2:         %ccprof.node = {{.*}}call ptr @__ccprof_push(
; O2:         store atomic ptr %ccprof.node, ptr @__ccprof_current
; O2:         call i32 @g(
; O2-NEXT:    store atomic ptr %ccprof.node, ptr @__ccprof_current
; O2-LABEL: define i64 @fib(
; O2:         call ptr @__ccprof_push(
