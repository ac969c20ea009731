; Varargs thunks forward their arguments with a musttail call: nothing may go
; after the call, and the thunk is never cloned for recursion (va_start and
; the forwarded `...` need the original frame).
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %option-matrix %s -- %opt-ccprof

declare void @target(ptr, ...)

define void @thunk(ptr %this, ...) {
; CHECK-LABEL: define void @thunk(
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current monotonic
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    musttail call void (ptr, ...) @target(ptr %adj, ...)
; CHECK-NEXT:    ret void
  %adj = getelementptr i8, ptr %this, i64 8
  musttail call void (ptr, ...) @target(ptr %adj, ...)
  ret void
}
@vtable = global [1 x ptr] [ptr @thunk]

; A self-recursive varargs thunk: no clone.
; CHECK-NOT: define {{.*}}@rec_thunk.ccprof.rec
define i32 @rec_thunk(i32 %n, ...) {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
more:
  %m = sub i32 %n, 1
  %r = musttail call i32 (i32, ...) @rec_thunk(i32 %m, ...)
  ret i32 %r
done:
  %v = call i32 (i32, ...) @rec_thunk(i32 1, i32 2)
  ret i32 %v
}

; tailcc / swifttailcc guaranteed tail calls.
declare tailcc i32 @tc_callee(i32)
define tailcc i32 @tc(i32 %x) {
  %r = musttail call tailcc i32 @tc_callee(i32 %x)
  ret i32 %r
}
declare swifttailcc void @stc_callee(ptr swiftasync)
define swifttailcc void @stc(ptr swiftasync %ctx) {
  musttail call swifttailcc void @stc_callee(ptr swiftasync %ctx)
  ret void
}
@tcs = global [2 x ptr] [ptr @tc, ptr @stc]
