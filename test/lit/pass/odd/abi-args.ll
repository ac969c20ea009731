; Arguments and allocas with ABI constraints: swifterror (only loads, stores
; and calls may use it), inalloca (the argument memory is allocated between
; stacksave and the call), preallocated (setup/arg/call tokens), byval and
; sret, and static allocas that follow other instructions in the entry block.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -passes=ccprof,verify -ccprof-counters=thread -S %s | FileCheck %s --check-prefix=THREAD
; RUN: %option-matrix %s -- %opt-ccprof

%S = type { i32, i32 }

declare swiftcc void @may_fail(ptr swifterror)
declare void @takes_inalloca(ptr inalloca(%S))
declare void @takes_prealloc(ptr preallocated(%S))
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
declare token @llvm.call.preallocated.setup(i32)
declare ptr @llvm.call.preallocated.arg(token, i32)

define swiftcc i32 @swift_err(ptr swifterror %err) {
; CHECK-LABEL: define swiftcc i32 @swift_err(
; CHECK:         call swiftcc void @may_fail(ptr swifterror %err)
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.swift_err, ptr @__ccprof_current
  call swiftcc void @may_fail(ptr swifterror %err)
  %e = load ptr, ptr %err
  %c = icmp eq ptr %e, null
  %r = zext i1 %c to i32
  ret i32 %r
}

define i32 @swift_local() {
  %err = alloca swifterror ptr
  store ptr null, ptr %err
  %r = call swiftcc i32 @swift_err(ptr swifterror %err)
  ret i32 %r
}

define void @inalloca_caller() {
  %sp = call ptr @llvm.stacksave.p0()
  %args = alloca inalloca %S
  store %S zeroinitializer, ptr %args
  call void @takes_inalloca(ptr inalloca(%S) %args)
  call void @llvm.stackrestore.p0(ptr %sp)
  ret void
}

define void @prealloc_caller() {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %a = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(%S)
  store %S zeroinitializer, ptr %a
  call void @takes_prealloc(ptr preallocated(%S) %a) [ "preallocated"(token %t) ]
  ret void
}

define void @byval_sret(ptr sret(%S) %out, ptr byval(%S) %in) {
  call void @byval_sret(ptr sret(%S) %out, ptr byval(%S) %in)
  ret void
}

; Static allocas after a call in the entry block stay in the entry block,
; ahead of the thread-counter branch (which would make them dynamic).
define i32 @late_alloca(i32 %x) {
; THREAD-LABEL: define i32 @late_alloca(
; THREAD-NEXT:    %a = alloca i32
; THREAD-NEXT:    %b = alloca i32
; THREAD-NEXT:    store atomic ptr @__ccprof_cc.late_alloca, ptr @__ccprof_current
; THREAD-NEXT:    fence
; THREAD-NEXT:    %ccprof.tblock = load ptr, ptr @__ccprof_tblock
; THREAD:       ccprof.count:
; THREAD:         call void @byval_sret(ptr null, ptr null)
  %a = alloca i32
  call void @byval_sret(ptr null, ptr null)
  %b = alloca i32
  store i32 %x, ptr %b
  %v = load i32, ptr %b
  ret i32 %v
}
@fps = global [2 x ptr] [ptr @swift_err, ptr @byval_sret]
