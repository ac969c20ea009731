; Functions the pass must leave alone or take as they are: naked (skipped),
; ifunc resolvers (skipped), aliases and ifuncs to profiled functions,
; available_externally (skipped), optnone (profiled), a function that is only
; reachable through an alias, and a declaration-only module.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %option-matrix %s -- %opt-ccprof
; RUN: %option-matrix %S/Inputs/declarations.ll -- %opt-ccprof

; CHECK-NOT: @__ccprof_cc.naked_fn =
; CHECK-NOT: @__ccprof_cc.resolver =
; CHECK-NOT: @__ccprof_cc.avail =
; CHECK: @__ccprof_cc.aliased =
; CHECK: @__ccprof_cc.opt_none =

@alias_of = alias i32 (i32), ptr @aliased
@ifn = ifunc i32 (i32), ptr @resolver

define internal i32 @aliased(i32 %x) {
; CHECK-LABEL: define internal i32 @aliased(
; CHECK:         %ccprof.saved = load atomic ptr
  %r = call i32 @alias_of(i32 %x)
  ret i32 %r
}

define internal ptr @resolver() {
  ret ptr @aliased
}

define void @naked_fn() naked noinline {
  call void asm sideeffect "ret", ""()
  unreachable
}

define available_externally i32 @avail(i32 %x) {
  %r = call i32 @ifn(i32 %x)
  ret i32 %r
}

define i32 @opt_none(i32 %x) noinline optnone {
  %r = call i32 @avail(i32 %x)
  %s = call i32 @opt_none(i32 %r)
  ret i32 %s
}

define i32 @calls_naked() {
  call void @naked_fn()
  %r = call i32 @ifn(i32 1)
  ret i32 %r
}
