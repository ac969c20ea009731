; -ccprof-counters: plain load/add/store (default), a relaxed atomic add, or
; this thread's counter block (first use calls the runtime, cold path).
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=PLAIN
; RUN: %opt-ccprof -ccprof-counters=atomic -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=ATOMIC
; RUN: %opt-ccprof -ccprof-counters=thread -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=THREAD

define void @f() {
  ret void
}

; PLAIN:       @__ccprof_cc.f = {{.*}} i32 0, i64 0, i64 0 }
; The store of `current` comes first, the count after it (emitEntry: the
; count's cost is the callee's).
; PLAIN-LABEL: define void @f(
; PLAIN-NEXT:    store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current
; PLAIN-NEXT:    fence
; PLAIN-NEXT:    %ccprof.calls = load i64, ptr @__ccprof_cc.f, align 8
; PLAIN-NEXT:    add i64 %ccprof.calls, 1
; PLAIN-NEXT:    store i64

; ATOMIC:       @__ccprof_cc.f = {{.*}} i32 1, i64 0, i64 0 }
; ATOMIC-LABEL: define void @f(
; ATOMIC-NEXT:    store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current
; ATOMIC-NEXT:    fence
; ATOMIC-NEXT:    atomicrmw add ptr @__ccprof_cc.f, i64 1 monotonic, align 8

; THREAD-DAG:   @__ccprof_cc.f = {{.*}} i32 2, i64 0, i64 0 }
; THREAD-DAG:   @__ccprof_tblock = external thread_local(initialexec) global ptr
; THREAD-LABEL: define void @f(
; THREAD-NEXT:    store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current
; THREAD-NEXT:    fence
; THREAD-NEXT:    %ccprof.tblock = load ptr, ptr @__ccprof_tblock
; THREAD-NEXT:    [[NULL:%.*]] = icmp eq ptr %ccprof.tblock, null
; THREAD-NEXT:    br i1 [[NULL]], label %ccprof.tblock.slow, label %ccprof.count, !prof
; THREAD:       ccprof.tblock.slow:
; THREAD-NEXT:    %ccprof.tblock.new = call ptr @__ccprof_thread_block()
; THREAD:       ccprof.count:
; THREAD-NEXT:    %ccprof.tblock.phi = phi ptr [ %ccprof.tblock, %{{.*}} ], [ %ccprof.tblock.new, %ccprof.tblock.slow ]
; THREAD-NEXT:    %ccprof.index = load i64, ptr getelementptr inbounds {{.*}}@__ccprof_cc.f{{.*}}, align 8
; THREAD-NEXT:    %ccprof.slot = getelementptr i64, ptr %ccprof.tblock.phi, i64 %ccprof.index
; THREAD-NEXT:    load i64, ptr %ccprof.slot
; THREAD-NEXT:    add i64
; THREAD-NEXT:    store i64
; THREAD-NEXT:    ret void
; THREAD:       declare ptr @__ccprof_thread_block() #[[ATTR:[0-9]+]]
; THREAD:       attributes #[[ATTR]] = { cold nounwind }
