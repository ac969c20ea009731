; In a module built for a shared object (-fPIC without -fPIE: "PIC Level"
; and no "PIE Level"), every exported function is an entry point that an
; unprofiled program may call (Python calling an extension's PyInit_* or
; methods): it restores the `current` it found on entry, so the caller's
; time after the return is not charged to it. Hidden and internal functions
; are not entry points; in an executable (-fPIE) exported functions are not
; restored for this reason.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: sed -e '/^!llvm.module.flags = !{!0}$/d' -e 's/^;PIE //' %s | %opt-ccprof -passes=ccprof,verify -S | FileCheck %s --check-prefix=PIE
; RUN: %opt-ccprof -ccprof-callee-restore=none -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=PIE

declare void @g()

; CHECK-LABEL: define void @exported(
; CHECK-NEXT:    %ccprof.saved = load atomic ptr, ptr @__ccprof_current
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current
; CHECK-NEXT:    fence
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    ret void
; PIE-LABEL: define void @exported(
; PIE-NOT:       ccprof.saved
; PIE:           ret void
define void @exported() {
  call void @g()
  ret void
}

; CHECK-LABEL: define hidden void @hidden_fn(
; CHECK-NOT:     ccprof.saved
; CHECK:         ret void
define hidden void @hidden_fn() {
  call void @g()
  ret void
}

; CHECK-LABEL: define internal void @internal_fn(
; CHECK-NOT:     ccprof.saved
; CHECK:         ret void
define internal void @internal_fn() {
  call void @g()
  ret void
}

define void @uses_internal() {
  call void @internal_fn()
  call void @hidden_fn()
  call void @g()
  ret void
}

!llvm.module.flags = !{!0}
;PIE !llvm.module.flags = !{!0, !1}
!0 = !{i32 8, !"PIC Level", i32 2}
;PIE !1 = !{i32 7, !"PIE Level", i32 2}
