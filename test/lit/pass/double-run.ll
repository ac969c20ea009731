; A module is never instrumented twice: running the pass again (as an
; explicit -passes=ccprof on IR clang already instrumented would) changes
; nothing.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s -o %t.once.ll
; RUN: %opt-ccprof -passes=ccprof,ccprof,verify -S %s -o %t.twice.ll
; RUN: %opt-ccprof -passes=ccprof,verify -S %t.once.ll -o %t.again.ll
; RUN: diff %t.once.ll %t.twice.ll
; RUN: FileCheck %s < %t.again.ll
; CHECK-LABEL: define void @f(
; CHECK-COUNT-1: %ccprof.calls = load
; CHECK-NOT:     %ccprof.calls = load
; CHECK:         ret void

define void @f() {
  ret void
}
