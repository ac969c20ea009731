; A musttail call may be followed by a bitcast before its `ret`, and nothing
; else: the callee-side restore of a restoring function (here @mtb, whose
; address escapes) goes before the musttail call, never between the bitcast
; and the `ret`. The tail callee then runs under the restored record, as
; after any tail call in a restoring function (docs/pass.md).
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -passes=ccprof,verify -ccprof-callee-restore=external -S %s | FileCheck %s --check-prefix=EXT
; RUN: %option-matrix %s -- %opt-ccprof

declare ptr @callee(i32)

define ptr @mtb(i32 %x) {
; CHECK-LABEL: define ptr @mtb(
; CHECK:         %ccprof.saved = load atomic ptr, ptr @__ccprof_current monotonic
; CHECK:         store atomic ptr @__ccprof_cc.mtb, ptr @__ccprof_current monotonic
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current monotonic
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    %r = musttail call ptr @callee(i32 %x)
; CHECK-NEXT:    %b = bitcast ptr %r to ptr
; CHECK-NEXT:    ret ptr %b
  %r = musttail call ptr @callee(i32 %x)
  %b = bitcast ptr %r to ptr
  ret ptr %b
}
@fp = global ptr @mtb

; Profiled tail callee of a restoring function: it restores too, also when
; it ends in a musttail call with a bitcast (to itself, through the
; original, not the recursion clone).
define internal ptr @inner(i32 %x) {
; CHECK-LABEL: define internal ptr @inner(
; CHECK:         %ccprof.saved = load atomic ptr, ptr @__ccprof_current monotonic
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current monotonic
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    %r = musttail call ptr @inner(i32 %y)
; CHECK-NEXT:    %b = bitcast ptr %r to ptr
; CHECK-NEXT:    ret ptr %b
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current monotonic
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    ret ptr null
  %c = icmp eq i32 %x, 0
  br i1 %c, label %done, label %more
more:
  %y = sub i32 %x, 1
  %r = musttail call ptr @inner(i32 %y)
  %b = bitcast ptr %r to ptr
  ret ptr %b
done:
  ret ptr null
}

define ptr @outer(i32 %x) {
  %r = musttail call ptr @inner(i32 %x)
  %b = bitcast ptr %r to ptr
  ret ptr %b
}
@fp2 = global ptr @outer

; A returns_twice callee in a musttail call: its second return would need a
; reset, but nothing may follow a musttail call.
declare ptr @twice(i32) returns_twice
define ptr @mt_twice(i32 %x) {
; CHECK-LABEL: define ptr @mt_twice(
; CHECK:         %r = musttail call ptr @twice(i32 %x)
; CHECK-NEXT:    %b = bitcast ptr %r to ptr
; CHECK-NEXT:    ret ptr %b
  %r = musttail call ptr @twice(i32 %x) returns_twice
  %b = bitcast ptr %r to ptr
  ret ptr %b
}

; Not escaping: no restore, and nothing after the call either. With
; =external, @user restores, so @plain, which it tail-calls, restores too.
define internal ptr @plain(i32 %x) {
; CHECK-LABEL: define internal ptr @plain(
; CHECK-NOT:     ccprof.saved
; CHECK:         %r = musttail call ptr @callee(i32 %x)
; CHECK-NEXT:    %b = bitcast ptr %r to ptr
; CHECK-NEXT:    ret ptr %b
; EXT-LABEL:   define internal ptr @plain(
; EXT:           %ccprof.saved = load atomic ptr
; EXT:           store atomic ptr %ccprof.saved, ptr @__ccprof_current monotonic
; EXT-NEXT:      fence syncscope("singlethread") seq_cst
; EXT-NEXT:      %r = musttail call ptr @callee(i32 %x)
; EXT-NEXT:      %b = bitcast ptr %r to ptr
; EXT-NEXT:      ret ptr %b
; EXT-LABEL:   define ptr @user(
; EXT:           %ccprof.saved = load atomic ptr
; EXT:           store atomic ptr %ccprof.saved, ptr @__ccprof_current monotonic
; EXT-NEXT:      fence syncscope("singlethread") seq_cst
; EXT-NEXT:      %r = musttail call ptr @plain(i32 %x)
; EXT-NEXT:      %b = bitcast ptr %r to ptr
; EXT-NEXT:      ret ptr %b
  %r = musttail call ptr @callee(i32 %x)
  %b = bitcast ptr %r to ptr
  ret ptr %b
}

define ptr @user(i32 %x) {
  %r = musttail call ptr @plain(i32 %x)
  %b = bitcast ptr %r to ptr
  ret ptr %b
}
