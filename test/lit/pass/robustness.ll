; Modules the pass must take in its stride: declarations only, no main,
; available_externally and naked functions (skipped), varargs (no clone).
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: echo 'declare void @only_a_declaration()' > %t.decl.ll
; RUN: %opt-ccprof -passes=ccprof,verify -S %t.decl.ll | FileCheck %s --check-prefix=DECL
; DECL-NOT: __ccprof_cc
; DECL-NOT: __ccprof_current
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=SKIPPED
; SKIPPED-NOT: @__ccprof_cc.resolver =
; SKIPPED-NOT: @__ccprof_cc.avail =
; SKIPPED-NOT: @__ccprof_cc.naked =

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

; An ifunc resolver runs during relocation: never profiled.
@chosen = ifunc void (), ptr @resolver
define ptr @resolver() {
  ret ptr @naked
}

; Blocks whose address is taken: profiled, but no recursion clone (the clone's
; indirectbr would jump into the original).
define i32 @computed(i32 %n) {
; CHECK-LABEL: define i32 @computed(
; CHECK:         call i32 @computed(i32 %m)
; CHECK-NOT:   define {{.*}}computed.ccprof.rec
entry:
  %c = icmp eq i32 %n, 0
  %t = select i1 %c, ptr blockaddress(@computed, %done), ptr blockaddress(@computed, %more)
  indirectbr ptr %t, [label %done, label %more]
more:
  %m = sub i32 %n, 1
  %r = call i32 @computed(i32 %m)
  %s = add i32 %r, 1
  ret i32 %s
done:
  ret i32 0
}
