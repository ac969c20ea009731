; asm goto (callbr): a terminator with several destinations; inline asm does
; not call back into profiled code, so no reset follows it, in any block.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %option-matrix %s -- %opt-ccprof

declare void @g()

define i32 @asmgoto(i32 %x) {
; CHECK-LABEL: define i32 @asmgoto(
; CHECK:         callbr void asm "jmp ${0:l}", "!i"()
; CHECK-NEXT:            to label %normal [label %err]
; CHECK:       normal:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.asmgoto, ptr @__ccprof_current
entry:
  callbr void asm "jmp ${0:l}", "!i"() to label %normal [label %err]
normal:
  call void @g()
  ret i32 0
err:
  %p = phi i32 [ 1, %entry ]
  call void @g()
  ret i32 %p
}
@fp = global ptr @asmgoto

; An output-producing asm goto whose indirect target is also reached
; directly, in a self-recursive function (cloned).
define i32 @asmgoto_rec(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %err, label %go
go:
  %v = callbr i32 asm "mov $1, $0; jmp ${2:l}", "=r,r,!i"(i32 %x) to label %normal [label %err]
normal:
  %y = sub i32 %v, 1
  %r = call i32 @asmgoto_rec(i32 %y)
  ret i32 %r
err:
  %p = phi i32 [ 0, %entry ], [ 1, %go ]
  ret i32 %p
}
