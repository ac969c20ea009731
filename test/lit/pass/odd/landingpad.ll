; Itanium EH: landing pads (reset after the landingpad), resume (restore
; before it), an invoke whose normal destination has a phi, self-recursive
; invokes (cloned), and a personality function with no landing pad at all.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %option-matrix %s -- %opt-ccprof

declare void @may_throw(i32)
declare void @cleanup_work()
declare i32 @__gxx_personality_v0(...)

define i32 @rethrows(i32 %x) personality ptr @__gxx_personality_v0 {
; CHECK-LABEL: define i32 @rethrows(
; CHECK:       lpad:
; CHECK-NEXT:    %lp = landingpad { ptr, i32 }
; CHECK-NEXT:            cleanup
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.rethrows, ptr @__ccprof_current
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    resume { ptr, i32 } %lp
entry:
  invoke void @may_throw(i32 %x) to label %cont unwind label %lpad
cont:
  %p = phi i32 [ %x, %entry ]
  ret i32 %p
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  call void @cleanup_work()
  resume { ptr, i32 } %lp
}
@fp = global ptr @rethrows

define i32 @rec_invoke(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %done, label %more
more:
  %y = sub i32 %x, 1
  %r = invoke i32 @rec_invoke(i32 %y) to label %done2 unwind label %lpad
done2:
  ret i32 %r
lpad:
  %lp = landingpad { ptr, i32 } catch ptr null
  br label %done
done:
  %v = phi i32 [ 0, %entry ], [ -1, %lpad ]
  ret i32 %v
}

; Two invokes sharing one landing pad and one normal destination.
define void @shared(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 1) to label %mid unwind label %lpad
mid:
  invoke void @may_throw(i32 2) to label %mid unwind label %lpad
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

; Personality, no landing pad.
define i32 @no_lpad(i32 %x) personality ptr @__gxx_personality_v0 {
  call void @may_throw(i32 %x)
  ret i32 %x
}
