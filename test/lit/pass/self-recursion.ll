; Self-recursive direct calls need no reset (`current` already points at the
; caller's record). They go to an internal clone whose entry counts the call
; but skips the store to `current`. Mutual recursion is an ordinary call.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=TREE
; RUN: %opt-ccprof -ccprof-recursion-clone=false -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=NOCLONE

define i64 @fib(i64 %n) {
; CHECK-LABEL: define i64 @fib(
; CHECK:         store atomic ptr @__ccprof_cc.fib, ptr @__ccprof_current
; CHECK:         %a = call i64 @fib.ccprof.rec(i64 %n1)
; CHECK-NEXT:    %n2 = sub i64 %n, 2
; CHECK-NEXT:    %b = call i64 @fib.ccprof.rec(i64 %n2)
; CHECK-NEXT:    %s = add i64 %a, %b
; CHECK-LABEL: define internal i64 @fib.ccprof.rec(
; CHECK:         %ccprof.calls = load i64, ptr @__ccprof_cc.fib
; CHECK-NOT:     store atomic
; CHECK:         %a = call i64 @fib.ccprof.rec(i64 %n1)
; CHECK-NEXT:    %n2 = sub i64 %n, 2
; CHECK-NEXT:    %b = call i64 @fib.ccprof.rec(i64 %n2)
; CHECK-NEXT:    %s = add i64 %a, %b
; CHECK:         ret i64

; NOCLONE-LABEL: define i64 @fib(
; NOCLONE:         %a = call i64 @fib(i64 %n1)
; NOCLONE-NEXT:    %n2 = sub i64 %n, 2
; NOCLONE-NOT:   ccprof.rec
entry:
  %c = icmp slt i64 %n, 2
  br i1 %c, label %base, label %rec
base:
  ret i64 %n
rec:
  %n1 = sub i64 %n, 1
  %a = call i64 @fib(i64 %n1)
  %n2 = sub i64 %n, 2
  %b = call i64 @fib(i64 %n2)
  %s = add i64 %a, %b
  ret i64 %s
}

; If the function may end in a tail call to another function, a self-call can
; return with that function's record in `current` (the tail callee returns
; straight to us): then self-calls get a reset too.
declare i64 @other(i64)
define i64 @tree(i64 %n) {
; TREE-LABEL: define i64 @tree(
; TREE:         %a = call i64 @tree.ccprof.rec(i64 %n1)
; TREE-NEXT:    store atomic ptr @__ccprof_cc.tree, ptr @__ccprof_current
; TREE:         %t = call i64 @other(i64 %a)
; TREE-NEXT:    ret i64 %t
entry:
  %c = icmp slt i64 %n, 2
  br i1 %c, label %base, label %rec
base:
  ret i64 %n
rec:
  %n1 = sub i64 %n, 1
  %a = call i64 @tree(i64 %n1)
  %t = call i64 @other(i64 %a)
  ret i64 %t
}
