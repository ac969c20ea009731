; invoke: the reset goes at the start of the normal destination and of the
; landing pad (after the landingpad instruction), as the paper's exception
; handlers set `current` on entry.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s

declare void @may_throw()
declare i32 @__gxx_personality_v0(...)

define i32 @catcher() personality ptr @__gxx_personality_v0 {
; CHECK-LABEL: define i32 @catcher(
; CHECK:         invoke void @may_throw()
; CHECK-NEXT:            to label %cont unwind label %lpad
; CHECK:       cont:
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.catcher, ptr @__ccprof_current monotonic
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    ret i32 0
; CHECK:       lpad:
; CHECK-NEXT:    %lp = landingpad { ptr, i32 }
; CHECK-NEXT:            catch ptr null
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.catcher, ptr @__ccprof_current monotonic
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    ret i32 1
entry:
  invoke void @may_throw() to label %cont unwind label %lpad
cont:
  ret i32 0
lpad:
  %lp = landingpad { ptr, i32 } catch ptr null
  ret i32 1
}

; Two invokes sharing a landing pad reset it once; a phi stays first.
define i32 @shared() personality ptr @__gxx_personality_v0 {
; CHECK-LABEL: define i32 @shared(
; CHECK:       b:
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.shared
; CHECK-NEXT:    fence
; CHECK-NEXT:    invoke void @may_throw()
; CHECK:       done:
; CHECK-NEXT:    %r = phi i32 [ 7, %b ]
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.shared
; CHECK:       lpad:
; CHECK-NEXT:    %lp = landingpad
; CHECK-NEXT:            cleanup
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.shared
; CHECK-NEXT:    fence
; CHECK-NEXT:    resume
entry:
  invoke void @may_throw() to label %b unwind label %lpad
b:
  invoke void @may_throw() to label %done unwind label %lpad
done:
  %r = phi i32 [ 7, %b ]
  ret i32 %r
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
