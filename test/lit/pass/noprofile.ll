; Selective profiling: the "ccprof-noprofile" attribute, the
; annotate("ccprof_noprofile") annotation, -ccprof-exclude and -ccprof-only
; leave a function untouched (no record, no count, no store to `current`),
; so its time goes to its caller. Runtime functions (__ccprof_*) never count.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -ccprof-exclude='^prof' -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=EXCL
; RUN: %opt-ccprof -ccprof-only='^profiled$' -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=ONLY

@.str = private unnamed_addr constant [17 x i8] c"ccprof_noprofile\00", section "llvm.metadata"
@.other = private unnamed_addr constant [6 x i8] c"other\00", section "llvm.metadata"
@.file = private unnamed_addr constant [4 x i8] c"a.c\00", section "llvm.metadata"
@llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [
  { ptr, ptr, ptr, i32, ptr } { ptr @annotated, ptr @.str, ptr @.file, i32 1, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr @profiled, ptr @.other, ptr @.file, i32 2, ptr null }], section "llvm.metadata"

declare void @g()

; CHECK-NOT: @__ccprof_cc.annotated =
; CHECK-NOT: @__ccprof_cc.by_attribute =
; CHECK-NOT: @__ccprof_cc.__ccprof_helper =
; CHECK: @__ccprof_cc.profiled =
; CHECK-NOT: @__ccprof_cc.annotated =

define void @annotated() {
; CHECK-LABEL: define void @annotated(
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    ret void
  call void @g()
  call void @g()
  ret void
}

define void @by_attribute() "ccprof-noprofile" {
; CHECK-LABEL: define void @by_attribute(
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @g()
  call void @g()
  call void @g()
  ret void
}

define void @__ccprof_helper() {
; CHECK-LABEL: define void @__ccprof_helper(
; CHECK-NEXT:    call void @g()
  call void @g()
  call void @g()
  ret void
}

define void @profiled() {
; CHECK-LABEL: define void @profiled(
; CHECK:         store atomic ptr @__ccprof_cc.profiled
  call void @g()
  call void @g()
  ret void
}

define void @other() {
  call void @g()
  ret void
}

; EXCL-NOT:   @__ccprof_cc.profiled =
; EXCL:       @__ccprof_cc.other =
; EXCL-LABEL: define void @profiled(
; EXCL-NEXT:    call void @g()
; EXCL-LABEL: define void @other(
; EXCL:         store atomic ptr @__ccprof_cc.other

; ONLY-NOT:   @__ccprof_cc.other =
; ONLY:       @__ccprof_cc.profiled =
; ONLY-NOT:   @__ccprof_cc.other =
; ONLY-LABEL: define void @other(
; ONLY-NEXT:    call void @g()
