; Caller reset: after a call that returns here, the caller stores its own
; record back into `current` - also after mutual recursion (a calls b).
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s

declare void @ext()

define i32 @a(i32 %n) {
; CHECK-LABEL: define i32 @a(
; CHECK:         store atomic ptr @__ccprof_cc.a, ptr @__ccprof_current monotonic
; CHECK:         call void @ext()
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.a, ptr @__ccprof_current monotonic, align 8
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK:         %r = call i32 @b(i32 %n)
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.a, ptr @__ccprof_current monotonic, align 8
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    %s = add i32 %r, 1
  call void @ext()
  %r = call i32 @b(i32 %n)
  %s = add i32 %r, 1
  ret i32 %s
}

define i32 @b(i32 %n) {
; CHECK-LABEL: define i32 @b(
; CHECK:         %r = call i32 @a(i32 %n)
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.b, ptr @__ccprof_current monotonic, align 8
  %r = call i32 @a(i32 %n)
  %s = mul i32 %r, 2
  ret i32 %s
}

; An indirect call may reach anything: reset.
define void @c(ptr %fp) {
; CHECK-LABEL: define void @c(
; CHECK:         call void %fp()
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.c, ptr @__ccprof_current monotonic
; CHECK:         ret void
  call void %fp()
  call void @ext() nounwind
  ret void
}
