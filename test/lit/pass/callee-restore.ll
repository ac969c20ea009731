; Callee-side restore (-ccprof-callee-restore, default "escaping"): functions
; that unprofiled code may call - address taken, main, called from an
; unprofiled function, tail-called by such a function - load `current` on
; entry and store it back before every return and `resume`, so the time of
; the unprofiled caller after the callback returns is not charged to the
; callback. Tail calls stay tail calls: the restore goes before the call.
; A direct call to such a function (an exact definition) gets no caller reset.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -passes='ccprof,default<O2>,verify' %s -o - | %llc -O2 -mtriple=x86_64-linux-gnu -o - | FileCheck %s --check-prefix=ASM
; RUN: %opt-ccprof -ccprof-callee-restore=none -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=NONE
; RUN: %opt-ccprof -ccprof-callee-restore=external -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=EXTERNAL
; RUN: %opt-ccprof -ccprof-exclude='^excluded$' -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=EXCLUDED

declare i32 @g(i32)
declare void @sink(ptr)
declare void @may_throw()
declare i32 @__gxx_personality_v0(...)

@table = global [1 x ptr] [ptr @callback]

; Address escapes (stored in @table): restore before the ret.
define i32 @callback(i32 %x) {
; CHECK-LABEL: define i32 @callback(
; CHECK-NEXT:    %ccprof.saved = load atomic ptr, ptr @__ccprof_current monotonic, align 8
; CHECK:         store atomic ptr @__ccprof_cc.callback, ptr @__ccprof_current
; CHECK:         %r = call i32 @g(i32 %x)
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.callback, ptr @__ccprof_current
; CHECK-NEXT:    fence
; CHECK-NEXT:    %s = add i32 %r, 1
; CHECK-NEXT:    store atomic ptr %ccprof.saved, ptr @__ccprof_current monotonic, align 8
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    ret i32 %s
; NONE-LABEL: define i32 @callback(
; NONE-NOT:     ccprof.saved
; NONE:         ret i32
  %r = call i32 @g(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

; Escapes (passed to @sink) and ends in a tail call through clang's retval
; slot: the call now ends its block with `ret`, the restore precedes it, and
; the other path restores before its own ret.
define i32 @tail_cb(i32 %x) {
; CHECK-LABEL: define i32 @tail_cb(
; CHECK:       a:
; CHECK-NEXT:    store atomic ptr %ccprof.saved, ptr @__ccprof_current monotonic
; CHECK-NEXT:    fence
; CHECK-NEXT:    %call = call i32 @helper(i32 %x)
; CHECK-NEXT:    ret i32 %call
; CHECK:       return:
; CHECK-NEXT:    %v = load i32, ptr %retval
; CHECK-NEXT:    store atomic ptr %ccprof.saved, ptr @__ccprof_current monotonic
; CHECK-NEXT:    fence
; CHECK-NEXT:    ret i32 %v
; After -O2 and code generation the call to helper is still a jump.
; ASM-LABEL: tail_cb:
; ASM:         {{jmp|je|jne}} helper {{.*}}TAILCALL
entry:
  %retval = alloca i32
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  %call = call i32 @helper(i32 %x)
  store i32 %call, ptr %retval
  br label %return
b:
  store i32 0, ptr %retval
  br label %return
return:
  %v = load i32, ptr %retval
  ret i32 %v
}

; Tail-called by a restoring function, so it returns straight into the
; unprofiled caller: it restores too.
define internal i32 @helper(i32 %x) noinline {
; CHECK-LABEL: define internal i32 @helper(
; CHECK-NEXT:    %ccprof.saved = load atomic ptr
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current
; CHECK-NEXT:    fence
; CHECK-NEXT:    ret i32 %s
  %r = call i32 @g(i32 %x)
  %s = add i32 %r, 2
  ret i32 %s
}

; Internal, called directly by profiled code only: caller reset suffices.
define internal i32 @plain(i32 %x) {
; CHECK-LABEL: define internal i32 @plain(
; CHECK-NOT:     ccprof.saved
; CHECK:         ret i32
; EXTERNAL-LABEL: define internal i32 @plain(
; EXTERNAL-NOT:     ccprof.saved
; EXTERNAL:         ret i32
  %r = call i32 @g(i32 %x)
  %s = add i32 %r, 3
  ret i32 %s
}

; External but not escaping: only with =external.
define i32 @user() {
; CHECK-LABEL: define i32 @user(
; CHECK-NOT:     ccprof.saved
; CHECK:         ret i32
; EXTERNAL-LABEL: define i32 @user(
; EXTERNAL-NEXT:    %ccprof.saved = load atomic ptr
  call void @sink(ptr @tail_cb)
  %r = call i32 @plain(i32 1)
  %s = add i32 %r, 1
  ret i32 %s
}

; A restoring function's self tail call re-enters the original (which saves
; the restored outer `current` again), not the recursion clone; its other
; self-calls use the clone.
define i32 @walk(i32 %n) {
; CHECK-LABEL: define i32 @walk(
; CHECK:         %a = call i32 @walk.ccprof.rec(i32 %m)
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current
; CHECK-NEXT:    fence
; CHECK-NEXT:    %t = call i32 @walk(i32 %a)
; CHECK-NEXT:    ret i32 %t
entry:
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
more:
  %m = sub i32 %n, 1
  %a = call i32 @walk(i32 %m)
  %t = call i32 @walk(i32 %a)
  ret i32 %t
done:
  ret i32 0
}

define void @register() {
  call void @sink(ptr @walk)
  ret void
}

; Exceptions leaving through a cleanup restore before `resume`.
define void @cleanup_cb() personality ptr @__gxx_personality_v0 {
; CHECK-LABEL: define void @cleanup_cb(
; CHECK:       lpad:
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current
; CHECK-NEXT:    fence
; CHECK-NEXT:    resume
entry:
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

define void @register2() {
  call void @sink(ptr @cleanup_cb)
  ret void
}

; A function called from an unprofiled (excluded) function restores.
define void @excluded() {
  %r = call i32 @from_excluded(i32 1)
  %s = call i32 @g(i32 %r)
  ret void
}
define internal i32 @from_excluded(i32 %x) {
; EXCLUDED-LABEL: define internal i32 @from_excluded(
; EXCLUDED-NEXT:    %ccprof.saved = load atomic ptr
; CHECK-LABEL: define internal i32 @from_excluded(
; CHECK-NOT:     ccprof.saved
; CHECK:         ret i32
  %r = call i32 @g(i32 %x)
  %s = add i32 %r, 3
  ret i32 %s
}

; Regression: canonicalizing a tail call drops the lifetime.end between it
; and the `ret`; the pass must not touch that intrinsic afterwards.
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
define i32 @with_lifetime(i32 %x) {
; CHECK-LABEL: define i32 @with_lifetime(
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current
; CHECK-NEXT:    fence
; CHECK-NEXT:    %r = call i32 @g(i32 %x)
; CHECK-NEXT:    ret i32 %r
  %buf = alloca i32
  call void @llvm.lifetime.start.p0(ptr %buf)
  call void @sink(ptr %buf)
  %r = call i32 @g(i32 %x)
  call void @llvm.lifetime.end.p0(ptr %buf)
  ret i32 %r
}
define void @register3() {
  call void @sink(ptr @with_lifetime)
  ret void
}

; A direct call to a restoring function needs no caller reset: the callee
; stores back the `current` it found, which is the caller's record. A
; linkonce_odr callee may be replaced at link time by a copy that does not
; restore, so a call to it keeps its reset; so does every call without
; callee-side restore.
define linkonce_odr i32 @odr_cb(i32 %x) {
  %r = call i32 @g(i32 %x)
  ret i32 %r
}
define void @register4() {
  call void @sink(ptr @odr_cb)
  ret void
}
define i32 @calls_restoring(i32 %x) {
; CHECK-LABEL: define i32 @calls_restoring(
; CHECK:         %a = call i32 @callback(i32 %x)
; CHECK-NEXT:    %b = call i32 @helper(i32 %a)
; CHECK-NEXT:    %c = call i32 @odr_cb(i32 %b)
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.calls_restoring, ptr @__ccprof_current
; CHECK-NEXT:    fence
; CHECK-NEXT:    %s = add i32 %c, 1
; NONE-LABEL: define i32 @calls_restoring(
; NONE:          %a = call i32 @callback(i32 %x)
; NONE-NEXT:     store atomic ptr @__ccprof_cc.calls_restoring, ptr @__ccprof_current
; NONE:          %b = call i32 @helper(i32 %a)
; NONE-NEXT:     store atomic ptr @__ccprof_cc.calls_restoring, ptr @__ccprof_current
  %a = call i32 @callback(i32 %x)
  %b = call i32 @helper(i32 %a)
  %c = call i32 @odr_cb(i32 %b)
  %s = add i32 %c, 1
  ret i32 %s
}
