; The allocation functions (malloc, free and their kin, operator new and
; delete) return with `current` as it was: the C library's call nothing of
; the program's, and a profiled definition of one (a program's own
; allocator) restores `current` on return. So a call of one gets no reset,
; and a recursion clone that ends in a tail call of free needs no reset
; after its self-calls (binarytrees' make and destroy: 1.051x -> 1.018x the
; plain build's instructions). With -ccprof-callee-restore=none no function
; restores, and every call of one is reset as before.
; RUN: %opt-ccprof -ccprof-min-instructions=0 -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -ccprof-min-instructions=0 -ccprof-callee-restore=none -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=NONE

%node = type { ptr, ptr }

declare ptr @malloc(i64)
declare void @free(ptr)
declare ptr @_Znwm(i64)
declare void @_ZdlPv(ptr)
declare void @work()

define ptr @alloc_and_work() {
; CHECK-LABEL: define ptr @alloc_and_work(
; CHECK:         %p = call ptr @malloc(i64 16)
; CHECK-NEXT:    %q = call ptr @_Znwm(i64 8)
; CHECK-NEXT:    call void @_ZdlPv(ptr %q)
; CHECK-NEXT:    call void @work()
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.alloc_and_work, ptr @__ccprof_current
; NONE-LABEL: define ptr @alloc_and_work(
; NONE:         %p = call ptr @malloc(i64 16)
; NONE-NEXT:    store atomic ptr @__ccprof_cc.alloc_and_work, ptr @__ccprof_current
; NONE:         %q = call ptr @_Znwm(i64 8)
; NONE-NEXT:    store atomic ptr @__ccprof_cc.alloc_and_work, ptr @__ccprof_current
  %p = call ptr @malloc(i64 16)
  %q = call ptr @_Znwm(i64 8)
  call void @_ZdlPv(ptr %q)
  call void @work()
  ret ptr %p
}

; destroy's self-calls enter its clone, which ends in a tail call of free:
; no reset after them.
define void @destroy(ptr %t) {
; CHECK-LABEL: define void @destroy(
; CHECK:         call void @destroy.ccprof.rec(ptr %l)
; CHECK-NEXT:    %rp = getelementptr
; CHECK-NEXT:    %r = load ptr, ptr %rp
; CHECK-NEXT:    call void @destroy.ccprof.rec(ptr %r)
; CHECK-NEXT:    br label %done
; NONE-LABEL: define void @destroy(
; NONE:         call void @destroy.ccprof.rec(ptr %l)
; NONE-NEXT:    store atomic ptr @__ccprof_cc.destroy, ptr @__ccprof_current
  %lp = getelementptr %node, ptr %t, i32 0, i32 0
  %l = load ptr, ptr %lp
  %has = icmp ne ptr %l, null
  br i1 %has, label %kids, label %done
kids:
  call void @destroy(ptr %l)
  %rp = getelementptr %node, ptr %t, i32 0, i32 1
  %r = load ptr, ptr %rp
  call void @destroy(ptr %r)
  br label %done
done:
  tail call void @free(ptr %t)
  ret void
}

; A program's own allocator, profiled: it puts back the `current` it found.
define ptr @calloc(i64 %n, i64 %size) {
; CHECK-LABEL: define ptr @calloc(
; CHECK:         %ccprof.saved = load atomic ptr, ptr @__ccprof_current
; CHECK:         store atomic ptr @__ccprof_cc.calloc, ptr @__ccprof_current
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current
; CHECK-NEXT:    fence
; CHECK-NEXT:    ret ptr
; NONE-LABEL: define ptr @calloc(
; NONE-NOT:     %ccprof.saved
; NONE:         ret ptr
  %b = mul i64 %n, %size
  %p = call ptr @malloc(i64 %b)
  call void @work()
  ret ptr %p
}
