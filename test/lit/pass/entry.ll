; Entry: after the entry block's allocas and the stores that spill arguments
; to them (see entry-debug.ll), the call count is incremented and
; `current` is set (atomic monotonic store + single-thread fence). The record
; lives in section __ccprof_cc, is kept by llvm.compiler.used, and the module
; is flagged and tied to the runtime's ABI symbol.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s

; CHECK-DAG: %ccprof.cc = type { i64, i64, ptr, ptr, ptr, i32, i32, i64, i64 }
; CHECK-DAG: @__ccprof_cc.leaf = internal global %ccprof.cc { i64 0, i64 0, ptr @{{.*}}, ptr @{{.*}}, ptr @{{.*}}, i32 0, i32 0, i64 0, i64 0 }, section "__ccprof_cc", align 8
; (A module without "PIC Level" is for an executable: it defines `current`,
; local-exec; pass/local-exec.ll.)
; CHECK-DAG: @__ccprof_current = weak thread_local(localexec) global ptr null
; CHECK-DAG: @__ccprof_abi_ref = linkonce_odr hidden constant ptr @__ccprof_abi_v7
; CHECK-DAG: @llvm.compiler.used = appending global {{.*}}@__ccprof_abi_ref{{.*}}@__ccprof_cc.leaf

define i32 @leaf(i32 %x) {
; CHECK-LABEL: define i32 @leaf(
; CHECK-NEXT:    %a = alloca i32
; CHECK-NEXT:    %b = alloca i64
; CHECK-NEXT:    store i32 %x, ptr %a
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.leaf, ptr @__ccprof_current monotonic, align 8
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    %ccprof.calls = load i64, ptr @__ccprof_cc.leaf
; CHECK-NEXT:    [[N:%.*]] = add i64 %ccprof.calls, 1
; CHECK-NEXT:    store i64 [[N]], ptr @__ccprof_cc.leaf
; CHECK-NEXT:    %v = load i32, ptr %a
  %a = alloca i32
  %b = alloca i64
  store i32 %x, ptr %a
  %v = load i32, ptr %a
  ret i32 %v
}

; A declaration gets nothing.
declare i32 @external(i32)
; CHECK-NOT: @__ccprof_cc.external
; CHECK: !{i32 7, !"ccprof.instrumented", i32 1}
