; A linkonce_odr function (C++ inline, templates) may be defined in many
; objects: its record is linkonce_odr hidden in a comdat of its own, so the
; linker keeps one and inlined copies elsewhere resolve to it by name.
; (-ccprof-min-instructions=0: the small _Z3sqri is profiled.)
; RUN: %opt-ccprof -ccprof-min-instructions=0 -passes=ccprof,verify -S %s | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"

$_Z3sqri = comdat any

; CHECK: $__ccprof_cc._Z3sqri = comdat any
; CHECK: @__ccprof_cc._Z3sqri = linkonce_odr hidden global %ccprof.cc {{.*}}, section "__ccprof_cc", comdat, align 8
; CHECK: @__ccprof_cc.user = internal global

define linkonce_odr i32 @_Z3sqri(i32 %x) comdat {
  %r = mul i32 %x, %x
  ret i32 %r
}

define i32 @user(i32 %x) {
  %r = call i32 @_Z3sqri(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}
