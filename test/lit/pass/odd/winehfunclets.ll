; Windows EH funclets (valid IR on any target for opt): catchswitch blocks
; hold nothing but the catchswitch, so an invoke that unwinds there gets its
; reset in each handler, after the catchpad; cleanuppad blocks get it after
; the cleanuppad; a restoring function restores before `cleanupret ... unwind
; to caller` as before `resume`.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %option-matrix %s -- %opt-ccprof

declare void @may_throw(i32)
declare void @in_funclet()
declare i32 @__CxxFrameHandler3(...)

define i32 @catcher(i32 %x) personality ptr @__CxxFrameHandler3 {
; CHECK-LABEL: define i32 @catcher(
; CHECK:       dispatch:
; CHECK-NEXT:    %cs = catchswitch within none [label %handler] unwind to caller
; CHECK:       handler:
; CHECK-NEXT:    %cp = catchpad within %cs [ptr null, i32 64, ptr null]
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.catcher, ptr @__ccprof_current
entry:
  invoke void @may_throw(i32 %x) to label %cont unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %handler] unwind to caller
handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  call void @in_funclet() [ "funclet"(token %cp) ]
  catchret from %cp to label %cont
cont:
  %r = phi i32 [ 0, %entry ], [ 1, %handler ]
  ret i32 %r
}

define void @cleaner(i32 %x) personality ptr @__CxxFrameHandler3 {
; CHECK-LABEL: define void @cleaner(
; CHECK:       cleanup:
; CHECK-NEXT:    %cl = cleanuppad within none []
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.cleaner, ptr @__ccprof_current
; CHECK:         store atomic ptr %ccprof.saved, ptr @__ccprof_current
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    cleanupret from %cl unwind to caller
entry:
  invoke void @may_throw(i32 %x) to label %done unwind label %cleanup
cleanup:
  %cl = cleanuppad within none []
  call void @in_funclet() [ "funclet"(token %cl) ]
  cleanupret from %cl unwind to caller
done:
  ret void
}
@fp = global ptr @cleaner

; Nested funclets, a self-recursive call inside a catch handler (cloned),
; and a cleanup that unwinds into an enclosing catchswitch.
define i32 @nested(i32 %x) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 %x) to label %ok unwind label %outer.dispatch
outer.dispatch:
  %cs1 = catchswitch within none [label %outer.handler] unwind to caller
outer.handler:
  %cp1 = catchpad within %cs1 [ptr null, i32 64, ptr null]
  %y = sub i32 %x, 1
  %r = invoke i32 @nested(i32 %y) [ "funclet"(token %cp1) ] to label %inner.ok unwind label %inner.cleanup
inner.ok:
  catchret from %cp1 to label %ok
inner.cleanup:
  %cl = cleanuppad within %cp1 []
  call void @in_funclet() [ "funclet"(token %cl) ]
  cleanupret from %cl unwind to caller
ok:
  %v = call i32 @nested(i32 0)
  ret i32 %v
}

; A personality function, invokes, and no handler at all reachable
; (unwinding to a terminate pad).
define void @terminates() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 0) to label %done unwind label %term
term:
  %t = cleanuppad within none []
  call void @in_funclet() [ "funclet"(token %t) ]
  unreachable
done:
  ret void
}
