; Modules the pass must take in its stride: declarations only, no main,
; available_externally and naked functions (skipped), varargs (no clone).
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: echo 'declare void @only_a_declaration()' > %t.decl.ll
; RUN: %opt-ccprof -passes=ccprof,verify -S %t.decl.ll | FileCheck %s --check-prefix=DECL
; DECL-NOT: __ccprof_cc
; DECL-NOT: __ccprof_current

; CHECK-NOT: @__ccprof_cc.avail =
; CHECK-NOT: @__ccprof_cc.naked =
; CHECK: @__ccprof_cc.va =

define available_externally i32 @avail(i32 %x) {
  ret i32 %x
}

define void @naked() naked {
  unreachable
}

define i32 @va(i32 %n, ...) {
; CHECK-LABEL: define i32 @va(
; CHECK:         %r = call i32 (i32, ...) @va(i32 %m)
; CHECK-NEXT:    ret i32 %r
; CHECK-NOT:   define {{.*}}va.ccprof.rec
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
more:
  %m = sub i32 %n, 1
  %r = call i32 (i32, ...) @va(i32 %m)
  ret i32 %r
done:
  ret i32 0
}
