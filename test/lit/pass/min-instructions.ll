; -ccprof-min-instructions=N (ProfileFilter.cpp): a function with fewer
; than N instructions, no loop, no self-call and no call out of the module
; is not profiled: no count, no store to `current`; it gets a record
; __ccprof_small.<name> flagged CCPROF_FLAG_SMALL (8), without strings
; (no name, symbol or file), which the runtime counts for the report's header. Large whatever their size: a loop, a
; self-call, a call to a declaration (unless it does not return), an address
; taken, the annotation ccprof_profile or the attribute "ccprof-profile";
; a call to an available_externally function that is not small itself.
; By default only C++ inline code is left out: linkonce_odr/weak_odr
; functions, and internal ones whose names show a template instance or a
; lambda (a local type in the template arguments); =all applies the
; threshold to every function.
; 0 profiles everything, and -ccprof-only profiles what it names whatever
; its size. Callers reset `current` after a call to a left-out function
; only if that function may call something that changes it.
; RUN: %opt-ccprof -ccprof-min-instructions=0 -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=ZERO
; RUN: %opt-ccprof -ccprof-min-instructions=8 -passes=ccprof,verify -S %s | FileCheck %s --check-prefixes=CHECK,INLINE
; RUN: %opt-ccprof -ccprof-min-instructions=8 -ccprof-min-instructions-linkage=all -passes=ccprof,verify -S %s | FileCheck %s --check-prefixes=CHECK,ALL
; RUN: %opt-ccprof -ccprof-min-instructions=8 -ccprof-only='^tiny$' -ccprof-only='^caller$' -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=ONLY
; RUN: %opt-ccprof -ccprof-min-instructions=3 -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=THREE
target triple = "x86_64-unknown-linux-gnu"

@.profile = private unnamed_addr constant [15 x i8] c"ccprof_profile\00", section "llvm.metadata"
@.file = private unnamed_addr constant [4 x i8] c"a.c\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [
  { ptr, ptr, ptr, i32, ptr } { ptr @pinned, ptr @.profile, ptr @.file, i32 1, ptr null }], section "llvm.metadata"
@callback = global ptr @taken

declare void @ext()
declare void @fatal() noreturn

; Threshold 0: every function has its record.
; ZERO-NOT: @__ccprof_small.
; ZERO: @__ccprof_cc.tiny = linkonce_odr hidden global
; ZERO-NOT: @__ccprof_small.

; Left out: the small inline functions, with a record flagged 8 (CCPROF_FLAG_SMALL)
; under another name; with =all the small internal function too.
; CHECK-NOT: @__ccprof_cc.tiny =
; CHECK-NOT: @__ccprof_cc.leaf_caller =
; CHECK-NOT: @__ccprof_cc.dies =
; CHECK-DAG: @__ccprof_small.tiny = linkonce_odr hidden global %ccprof.cc { i64 0, i64 0, ptr null, ptr null, ptr null, i32 0, i32 8, i64 0, i64 0 }, section "__ccprof_cc", comdat, align 8
; CHECK-DAG: @__ccprof_small.leaf_caller = linkonce_odr hidden global
; CHECK-DAG: @__ccprof_small.dies = linkonce_odr hidden global
; CHECK-DAG: @__ccprof_small.wrapper = linkonce_odr hidden global
; ALL-DAG: @__ccprof_small.internal_tiny = internal global
; INLINE-DAG: @__ccprof_cc.internal_tiny = internal global
; ALL-DAG: @__ccprof_small._ZL2sqi = internal global
; INLINE-DAG: @__ccprof_cc._ZL2sqi = internal global
; CHECK-DAG: @"__ccprof_small._ZL5applyIZ4mainE3$_0EiT_i" = internal global
; CHECK-DAG: @"__ccprof_small._ZZ4mainENK3$_0clEi" = internal global
; Kept: large, a loop, a self-call, a call out, an address taken, pinned.
; CHECK-DAG: @__ccprof_cc.large = linkonce_odr hidden global
; CHECK-DAG: @__ccprof_cc.loop = linkonce_odr hidden global
; CHECK-DAG: @__ccprof_cc.recursive = linkonce_odr hidden global
; CHECK-DAG: @__ccprof_cc.calls_out = linkonce_odr hidden global
; CHECK-DAG: @__ccprof_cc.taken = linkonce_odr hidden global
; CHECK-DAG: @__ccprof_cc.pinned = linkonce_odr hidden global
; CHECK-DAG: @__ccprof_cc.by_attribute = linkonce_odr hidden global
; CHECK-DAG: @__ccprof_cc.caller = internal global
; A call to an available_externally function (the library's copy runs, never
; profiled) keeps a function profiled only if that function is large.
; CHECK-DAG: @__ccprof_small.calls_lib_small = linkonce_odr hidden global
; CHECK-DAG: @__ccprof_cc.calls_lib_large = linkonce_odr hidden global

; -ccprof-only names: profiled whatever their size; nothing else is.
; ONLY-NOT: @__ccprof_small.
; ONLY: @__ccprof_cc.tiny = linkonce_odr hidden global
; ONLY-NOT: @__ccprof_small.

; Threshold 3: three counted instructions are enough to be profiled.
; THREE-DAG: @__ccprof_cc.tiny = linkonce_odr hidden global
; THREE-DAG: @__ccprof_small.wrapper = linkonce_odr hidden global

; Three instructions: left out (lifetime markers are not counted).
define linkonce_odr i32 @tiny(ptr %p) {
; CHECK-LABEL: define linkonce_odr i32 @tiny(
; CHECK-NEXT:    %a = alloca i32
; CHECK-NEXT:    call void @llvm.lifetime.start
; CHECK-NEXT:    %v = load i32, ptr %p
; CHECK-NEXT:    call void @llvm.lifetime.end
; CHECK-NEXT:    %w = add i32 %v, 1
; CHECK-NEXT:    ret i32 %w
; ZERO-LABEL: define linkonce_odr i32 @tiny(
; ZERO:         store atomic ptr @__ccprof_cc.tiny, ptr @__ccprof_current monotonic
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  %v = load i32, ptr %p
  call void @llvm.lifetime.end.p0(ptr %a)
  %w = add i32 %v, 1
  ret i32 %w
}

; Calls only a left-out function that calls nothing: a leaf, left out.
define linkonce_odr i32 @leaf_caller(ptr %p) {
; CHECK-LABEL: define linkonce_odr i32 @leaf_caller(
; CHECK-NOT:     __ccprof
; CHECK:         ret i32
  %v = call i32 @tiny(ptr %p)
  ret i32 %v
}

; A call that does not return does not make a function large.
define linkonce_odr void @dies(i1 %c) {
; CHECK-LABEL: define linkonce_odr void @dies(
; CHECK-NOT:     __ccprof
; CHECK:         ret void
  br i1 %c, label %bad, label %ok
bad:
  call void @fatal()
  unreachable
ok:
  ret void
}

; Small, calls a profiled function: left out, but not a leaf.
define linkonce_odr void @wrapper() {
; CHECK-LABEL: define linkonce_odr void @wrapper(
; CHECK-NEXT:    call void @large(
; CHECK-NEXT:    ret void
  call void @large(i32 1)
  ret void
}

define internal i32 @internal_tiny(i32 %x) {
; ALL-LABEL: define internal i32 @internal_tiny(
; ALL-NEXT:    %r = mul i32 %x, %x
; INLINE-LABEL: define internal i32 @internal_tiny(
; INLINE:        store atomic ptr @__ccprof_cc.internal_tiny
  %r = mul i32 %x, %x
  ret i32 %r
}

; C++ with internal linkage: a plain function (static int sq(int)), a
; template instance over a lambda (apply<main::$_0>), the lambda's operator().
define internal i32 @_ZL2sqi(i32 %x) {
  %r = mul i32 %x, %x
  ret i32 %r
}

define internal i32 @"_ZL5applyIZ4mainE3$_0EiT_i"(i32 %x) {
  %r = call i32 @"_ZZ4mainENK3$_0clEi"(ptr null, i32 %x)
  ret i32 %r
}

define internal i32 @"_ZZ4mainENK3$_0clEi"(ptr %this, i32 %y) {
  %r = add i32 %y, 1
  ret i32 %r
}

define linkonce_odr void @large(i32 %x) {
; CHECK-LABEL: define linkonce_odr void @large(
; CHECK:         store atomic ptr @__ccprof_cc.large, ptr @__ccprof_current monotonic
  %a = add i32 %x, 1
  %b = mul i32 %a, %a
  %c = add i32 %b, %x
  %d = mul i32 %c, %b
  %e = add i32 %d, %a
  %f = mul i32 %e, %e
  %g = add i32 %f, %c
  ret void
}

define linkonce_odr void @loop(i32 %n) {
; CHECK-LABEL: define linkonce_odr void @loop(
; CHECK:         store atomic ptr @__ccprof_cc.loop
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %j, %head ]
  %j = add i32 %i, 1
  %done = icmp eq i32 %j, %n
  br i1 %done, label %exit, label %head
exit:
  ret void
}

define linkonce_odr void @recursive(i32 %n) {
; CHECK-LABEL: define linkonce_odr void @recursive(
; CHECK:         store atomic ptr @__ccprof_cc.recursive
  call void @recursive(i32 %n)
  ret void
}

define linkonce_odr void @calls_out() {
; CHECK-LABEL: define linkonce_odr void @calls_out(
; CHECK:         store atomic ptr @__ccprof_cc.calls_out
  call void @ext()
  ret void
}

define available_externally i64 @lib_size(ptr %s) {
  %n = load i64, ptr %s
  ret i64 %n
}

define available_externally i32 @lib_compare(ptr %a, ptr %b) {
  %r = call i32 @memcmp(ptr %a, ptr %b, i64 8)
  ret i32 %r
}

declare i32 @memcmp(ptr, ptr, i64)

define linkonce_odr i64 @calls_lib_small(ptr %s) {
; CHECK-LABEL: define linkonce_odr i64 @calls_lib_small(
; CHECK-NOT:     __ccprof
; CHECK:         ret i64
  %n = call i64 @lib_size(ptr %s)
  ret i64 %n
}

define linkonce_odr i32 @calls_lib_large(ptr %a, ptr %b) {
; CHECK-LABEL: define linkonce_odr i32 @calls_lib_large(
; CHECK:         store atomic ptr @__ccprof_cc.calls_lib_large
  %r = call i32 @lib_compare(ptr %a, ptr %b)
  ret i32 %r
}

define linkonce_odr void @taken() {
; CHECK-LABEL: define linkonce_odr void @taken(
; CHECK:         store atomic ptr @__ccprof_cc.taken
  ret void
}

define linkonce_odr void @pinned() {
; CHECK-LABEL: define linkonce_odr void @pinned(
; CHECK:         store atomic ptr @__ccprof_cc.pinned
  ret void
}

define linkonce_odr void @by_attribute() "ccprof-profile" {
; CHECK-LABEL: define linkonce_odr void @by_attribute(
; CHECK:         store atomic ptr @__ccprof_cc.by_attribute
  ret void
}

; The caller resets `current` after the call that may change it (@wrapper
; calls @large), not after calls to leaves (@tiny, @leaf_caller, @dies).
define internal i32 @caller(ptr %p) {
; CHECK-LABEL: define internal i32 @caller(
; CHECK:         store atomic ptr @__ccprof_cc.caller
; CHECK:         %a = call i32 @tiny(ptr %p)
; CHECK-NEXT:    %b = call i32 @leaf_caller(ptr %p)
; CHECK-NEXT:    call void @dies(i1 false)
; CHECK-NEXT:    call void @wrapper()
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.caller, ptr @__ccprof_current monotonic
; ONLY-LABEL: define internal i32 @caller(
; ONLY:          %a = call i32 @tiny(ptr %p)
; ONLY-NEXT:     store atomic ptr @__ccprof_cc.caller, ptr @__ccprof_current monotonic
  %a = call i32 @tiny(ptr %p)
  %b = call i32 @leaf_caller(ptr %p)
  call void @dies(i1 false)
  call void @wrapper()
  %s = add i32 %a, %b
  %t = mul i32 %s, %s
  %u = add i32 %t, %a
  %v = call i32 @_ZL2sqi(i32 %u)
  %w = call i32 @"_ZL5applyIZ4mainE3$_0EiT_i"(i32 %v)
  ret i32 %w
}

declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
