; Every load, store and atomic update the pass inserts carries !nosanitize,
; so that ThreadSanitizer neither instruments nor reports the plain call
; counters (updated without synchronisation by design) and no sanitizer
; spends time on the profiler's own accesses (test/lit/sanitizers/tsan.test
; runs the result). The program's own load stays unmarked.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s --check-prefixes=CHECK,PLAIN
; RUN: %opt-ccprof -ccprof-counters=atomic -passes=ccprof,verify -S %s | FileCheck %s --check-prefixes=CHECK,ATOMIC
; RUN: %opt-ccprof -ccprof-counters=thread -passes=ccprof,verify -S %s | FileCheck %s --check-prefixes=CHECK,THREAD
; RUN: %opt-ccprof -passes=ccprof,tsan-module,tsan,verify -S %s | FileCheck %s --check-prefix=TSAN

@g = global i64 0

declare void @ext()

define i64 @f() sanitize_thread {
  call void @ext()
  %v = load i64, ptr @g
  ret i64 %v
}

; CHECK-LABEL: define i64 @f(
; CHECK:         store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic, align 8, !nosanitize
; PLAIN:         load i64, ptr @__ccprof_cc.f, align 8, !nosanitize
; PLAIN:         store i64 {{.*}}, ptr @__ccprof_cc.f, align 8, !nosanitize
; ATOMIC:        atomicrmw add ptr @__ccprof_cc.f, i64 1 monotonic, align 8, !nosanitize
; THREAD:        load ptr, ptr @__ccprof_tblock, align 8, !nosanitize
; THREAD:        %ccprof.index = load i64, {{.*}}, !nosanitize
; THREAD:        load i64, ptr %ccprof.slot, align 8, !nosanitize
; THREAD:        store i64 {{.*}}, ptr %ccprof.slot, align 8, !nosanitize
; CHECK:         call void @ext()
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.f, ptr @__ccprof_current monotonic, align 8, !nosanitize
; CHECK:         %v = load i64, ptr @g, align 4{{$}}

; TSAN-LABEL: define i64 @f(
; TSAN-NOT:     call void @__tsan_{{(read|write|atomic)[0-9_a-z]*}}(ptr @__ccprof
; TSAN:         call void @__tsan_{{(unaligned_)?}}read8(ptr @g)
