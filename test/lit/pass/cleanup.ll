; The late clean-up (ccprof-cleanup, run after the optimizer): a store to
; `current` is erased when only count updates, fences and an unconditional
; branch lie between it and the next store to `current`; anything else in
; between - program code, a call, a load of `current` - keeps it. The
; single-thread fence after each store to `current` goes; the program's own
; fences stay. A module the pass did not instrument is left alone.
; RUN: %opt-ccprof -passes=ccprof-cleanup,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -passes=ccprof-cleanup,verify -ccprof-cleanup=false -S %s | FileCheck %s --check-prefix=OFF
; RUN: sed 's/ccprof.instrumented/not.ccprof/' %s | %opt-ccprof -passes=ccprof-cleanup,verify -S | FileCheck %s --check-prefix=OFF
; OFF-LABEL: define i32 @adjacent(
; OFF: store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic
; OFF-NEXT: fence syncscope("singlethread") seq_cst
; OFF-NEXT: %c = load i64, ptr @__ccprof_cc.g

%ccprof.cc = type { i64, i64, ptr, ptr, ptr, i32, i32, i64, i64 }

@__ccprof_current = external thread_local(initialexec) global ptr
@__ccprof_cc.f = internal global %ccprof.cc zeroinitializer, section "__ccprof_cc", align 8
@__ccprof_cc.g = internal global %ccprof.cc zeroinitializer, section "__ccprof_cc", align 8
@data = global i64 0

declare i32 @ext(i32)
declare void @use(ptr, ptr, ptr)

; The reset after @ext is followed by inlined g's count and entry store.
define i32 @adjacent(i32 %x) {
; CHECK-LABEL: define i32 @adjacent(
; CHECK:      %r = call i32 @ext(i32 %x)
; CHECK-NEXT: %c = load i64, ptr @__ccprof_cc.g
; CHECK-NEXT: %c1 = add i64 %c, 1
; CHECK-NEXT: store i64 %c1, ptr @__ccprof_cc.g
; CHECK-NEXT: store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic
; CHECK-NEXT: %y = mul i32 %r, 3
; CHECK-NEXT: store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic
; CHECK-NEXT: ret i32 %y
  %r = call i32 @ext(i32 %x)
  store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  %c = load i64, ptr @__ccprof_cc.g, align 8
  %c1 = add i64 %c, 1
  store i64 %c1, ptr @__ccprof_cc.g, align 8
  store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  %y = mul i32 %r, 3
  store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  ret i32 %y
}

; Program code, a call or a read of `current` between two stores keeps the
; first: samples there belong to it, or the read needs its value.
define i32 @kept(i32 %x) {
; CHECK-LABEL: define i32 @kept(
; CHECK:      store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic
; CHECK-NEXT: %y = mul i32 %x, 3
; CHECK-NEXT: store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic
; CHECK-NEXT: %r = call i32 @ext(i32 %y)
; CHECK-NEXT: %saved = load atomic ptr, ptr @__ccprof_current monotonic
; CHECK-NEXT: store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic
; CHECK-NEXT: store i64 7, ptr @data
; CHECK-NEXT: store atomic ptr %saved, ptr @__ccprof_current monotonic
; CHECK-NEXT: ret i32 %r
  store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  %y = mul i32 %x, 3
  store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  %r = call i32 @ext(i32 %y)
  %saved = load atomic ptr, ptr @__ccprof_current monotonic, align 8
  store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  store i64 7, ptr @data, align 8
  store atomic ptr %saved, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  ret i32 %r
}

; Across an unconditional branch into a block that starts (after its phis)
; with a store to `current`, the store is dead; into a block that starts
; with program code, or across a conditional branch, it is not.
define i32 @branches(i1 %p, i32 %x) {
; CHECK-LABEL: define i32 @branches(
; CHECK:      then:
; CHECK-NEXT: %a = call i32 @ext(i32 %x)
; CHECK-NEXT: br label %join
; CHECK:      else:
; CHECK-NEXT: %b = call i32 @ext(i32 0)
; CHECK-NEXT: store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic
; CHECK-NEXT: br label %work
; CHECK:      join:
; CHECK-NEXT: %v = phi i32 [ %a, %then ]
; CHECK-NEXT: store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic
; CHECK-NEXT: %w = add i32 %v, 1
; CHECK-NEXT: store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic
; CHECK-NEXT: br i1 %p, label %work, label %done
entry:
  br i1 %p, label %then, label %else
then:
  %a = call i32 @ext(i32 %x)
  store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  br label %join
else:
  %b = call i32 @ext(i32 0)
  store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  br label %work
join:
  %v = phi i32 [ %a, %then ]
  store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  %w = add i32 %v, 1
  store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  br i1 %p, label %work, label %done
work:
  %m = mul i32 %x, %x
  br label %done
done:
  ret i32 %x
}

; Atomic counters (-ccprof-counters=atomic) are count updates too.
define void @atomic_count() {
; CHECK-LABEL: define void @atomic_count(
; CHECK-NEXT: %1 = atomicrmw add ptr @__ccprof_cc.g, i64 1 monotonic
; CHECK-NEXT: store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic
; CHECK-NEXT: ret void
  store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  atomicrmw add ptr @__ccprof_cc.g, i64 1 monotonic, align 8
  store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  ret void
}

; A fence that is the program's own (C11 atomic_signal_fence) stays.
define void @own_fence() {
; CHECK-LABEL: define void @own_fence(
; CHECK-NEXT: store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic
; CHECK-NEXT: store i64 1, ptr @data
; CHECK-NEXT: fence syncscope("singlethread") seq_cst
; CHECK-NEXT: ret void
  store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  store i64 1, ptr @data, align 8
  fence syncscope("singlethread") seq_cst
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 7, !"ccprof.instrumented", i32 1}

; A callee-restore's save, inlined into a profiled caller: the load of
; `current` right after the caller's entry store (its count update between)
; is that store's value, so the load goes, the restore stores the caller's
; record, and the caller's entry store, now followed only by its count
; update before the callee's store, goes too. A call, or a store through a
; pointer that may be `current`, between the store and the load keeps the
; load; a store to another global or a stack slot does not.
define void @forward(ptr %p) {
; CHECK-LABEL: define void @forward(
; CHECK-NEXT: %c = load i64, ptr @__ccprof_cc.f
; CHECK-NEXT: %c1 = add i64 %c, 1
; CHECK-NEXT: store i64 %c1, ptr @__ccprof_cc.f
; CHECK-NEXT: store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic
; CHECK-NEXT: store i64 1, ptr @data
; CHECK-NEXT: store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic
; CHECK-NEXT: %r = call i32 @ext(i32 1)
; CHECK-NEXT: %s2 = load atomic ptr, ptr @__ccprof_current monotonic
; CHECK-NEXT: store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic
; CHECK-NEXT: store i64 2, ptr %p
; CHECK-NEXT: %s3 = load atomic ptr, ptr @__ccprof_current monotonic
; CHECK-NEXT: store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic
; CHECK-NEXT: %slot = alloca i64
; CHECK-NEXT: store i64 3, ptr %slot
; CHECK-NEXT: store i64 4, ptr @data
; CHECK-NEXT: call void @use(ptr %s2, ptr %s3, ptr @__ccprof_cc.f)
; CHECK-NEXT: ret void
  store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  %c = load i64, ptr @__ccprof_cc.f, align 8
  %c1 = add i64 %c, 1
  store i64 %c1, ptr @__ccprof_cc.f, align 8
  %saved = load atomic ptr, ptr @__ccprof_current monotonic, align 8
  store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  store i64 1, ptr @data, align 8
  store atomic ptr %saved, ptr @__ccprof_current monotonic, align 8
  fence syncscope("singlethread") seq_cst
  %r = call i32 @ext(i32 1)
  %s2 = load atomic ptr, ptr @__ccprof_current monotonic, align 8
  store atomic ptr @__ccprof_cc.g, ptr @__ccprof_current monotonic, align 8
  store i64 2, ptr %p, align 8
  %s3 = load atomic ptr, ptr @__ccprof_current monotonic, align 8
  store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic, align 8
  %slot = alloca i64, align 8
  store i64 3, ptr %slot, align 8
  store i64 4, ptr @data, align 8
  %s4 = load atomic ptr, ptr @__ccprof_current monotonic, align 8
  call void @use(ptr %s2, ptr %s3, ptr %s4)
  ret void
}
