; A profiled function passed to pthread_create (or thrd_create) as a
; thread's start routine gets an entry {function, record} in section
; __ccprof_fn, and the image's registration constructor hands the runtime
; the bounds of that section: a short thread that no sample found in
; profiled code is charged to its start routine (runtime/short-threads.test).
; Other functions, even with their address taken, get none (an entry would
; keep a function alive that the optimizer could delete).
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s

; CHECK-DAG: @__ccprof_cc.worker.fn = internal global { ptr, ptr } { ptr @worker, ptr @__ccprof_cc.worker }, section "__ccprof_fn", align 8
; CHECK-DAG: @__ccprof_cc.c11_worker.fn = internal global { ptr, ptr } { ptr @c11_worker, ptr @__ccprof_cc.c11_worker }, section "__ccprof_fn"
; CHECK-NOT: @__ccprof_cc.callback.fn
; CHECK-NOT: @__ccprof_cc.main.fn
; CHECK: call void @__ccprof_register(ptr @__start___ccprof_cc, ptr @__stop___ccprof_cc, ptr @__start___ccprof_fn, ptr @__stop___ccprof_fn, ptr @__ccprof_current)

declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @thrd_create(ptr, ptr, ptr)
declare void @sink(ptr)

define internal ptr @worker(ptr %a) {
  ret ptr null
}

define internal i32 @c11_worker(ptr %a) {
  ret i32 0
}

define internal void @callback() {
  ret void
}

define i32 @main() {
  %t = alloca i64
  %r = call i32 @pthread_create(ptr %t, ptr null, ptr @worker, ptr null)
  %r2 = call i32 @thrd_create(ptr %t, ptr @c11_worker, ptr null)
  call void @sink(ptr @callback)
  ret i32 0
}
