; `current` in a module for an executable (PIE, as clang compiles by
; default, or non-PIC) is defined there (weak: one per link) and reached
; with the local-exec TLS model - one instruction, no GOT load; in a module
; for a shared library (PIC, not PIE) it stays an initial-exec reference to
; the runtime's. -ccprof-local-exec=false keeps initial-exec everywhere. The
; registration hands the runtime the image's address of `current`, so that
; a link that hides the executable's variable is named (runtime/local-exec.test).
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=PIE
; RUN: sed 's/"PIE Level"/"Not PIE"/' %s | %opt-ccprof -passes=ccprof,verify -S | FileCheck %s --check-prefix=PIC
; RUN: %opt-ccprof -ccprof-local-exec=false -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=PIC
; RUN: %opt-ccprof -ccprof-mode=stacks -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=PIE
; RUN: sed 's/^; TRIPLE: //' %s | %opt-ccprof -passes='ccprof,default<O2>' | %llc -O2 -o - | FileCheck %s --check-prefix=ASM
; TRIPLE: target triple = "x86_64-unknown-linux-gnu"

; PIE: @__ccprof_current = weak thread_local(localexec) global ptr null
; PIC: @__ccprof_current = external thread_local(initialexec) global ptr
; PIE: call void @__ccprof_register({{.*}}, ptr @__ccprof_current)
; PIC: call void @__ccprof_register({{.*}}, ptr @__ccprof_current)
; ASM-LABEL: f:
; ASM: movq %{{.*}}, %fs:__ccprof_current@TPOFF
; ASM-NOT: __ccprof_current@GOTTPOFF

declare i32 @g(i32)

define i32 @f(i32 %x) {
  %r = call i32 @g(i32 %x)
  ret i32 %r
}

!llvm.module.flags = !{!0, !1}
!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
