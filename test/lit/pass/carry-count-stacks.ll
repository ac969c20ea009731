; The carried count in stacks mode (issue 14): a recursion clone counts at
; the node `current` points to when it is entered (its load of `current`),
; so the clone is marked !{record, !"stacks"} and ccprof-carry carries
; that count too: the clone takes and returns the pending calls, flushes
; them to its node (the entry load) before other calls, and a caller adds
; what comes back to the node `current` holds at the call. Without it,
; every call of fib incremented the node in memory (2x flat mode's time).
; RUN: %opt-ccprof -ccprof-mode=stacks -passes='ccprof,default<O2>,ccprof-carry,verify' -S %s | FileCheck %s
; RUN: %opt-ccprof -ccprof-mode=stacks -ccprof-carry-count=false -passes='ccprof,default<O2>,verify' -S %s | FileCheck %s --check-prefix=MEM
; CHECK-LABEL: define {{.*}}i64 @fib(i64 %n)
; CHECK:         %ccprof.saved = load atomic ptr, ptr @__ccprof_current monotonic
; CHECK:         [[NODE:%ccprof.node[0-9]*]] = load atomic ptr, ptr @__ccprof_current monotonic
; CHECK-NEXT:    [[PAIR:%.*]] = {{.*}}call {{.*}}{ i64, i64 } @fib.ccprof.rec(i64 {{.*}}, i64 0)
; CHECK:         [[N:%.*]] = extractvalue { i64, i64 } [[PAIR]], 1
; CHECK-NEXT:    [[OLD:%.*]] = load i64, ptr [[NODE]]
; CHECK-NEXT:    [[NEW:%.*]] = add i64 [[OLD]], [[N]]
; CHECK-NEXT:    store i64 [[NEW]], ptr [[NODE]]
; CHECK: define internal {{.*}}{ i64, i64 } @fib.ccprof.rec(i64 {{.*}}, i64 %ccprof.acc){{.*}} !ccprof.rec [[MD:![0-9]+]]
; CHECK-NOT:     load i64, ptr %ccprof.saved
; CHECK:         ret { i64, i64 }
; CHECK:       [[MD]] = !{ptr @__ccprof_cc.fib, !"stacks"}
; MEM-LABEL: define internal {{.*}}i64 @fib.ccprof.rec(
; MEM:           load i64, ptr %ccprof.saved
define i64 @fib(i64 %n) {
entry:
  %c = icmp slt i64 %n, 2
  br i1 %c, label %done, label %rec
rec:
  %a = sub i64 %n, 1
  %x = call i64 @fib(i64 %a)
  %b = sub i64 %n, 2
  %y = call i64 @fib(i64 %b)
  %s = add i64 %x, %y
  ret i64 %s
done:
  ret i64 %n
}
