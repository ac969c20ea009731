; A function marked "ccprof-part-of"="owner" is a piece of owner's code that
; the front end compiled separately (prologc: a clause's continuations, a
; predicate's retry code): it gets no record of its own and counts no call;
; on entry, and after each call that may change `current`, it makes the
; owner's record current. Tail calls stay jumps. A part whose owner is not
; profiled stays unprofiled. In stacks mode the pass leaves parts alone: the
; owner's context is a node only the front end can know (prologc saves it in
; the continuation's environment and the choice point, and restores it).
; RUN: %opt-ccprof -ccprof-min-instructions=0 -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -ccprof-min-instructions=0 -ccprof-exclude='^owner$' -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=EXCLUDED
; RUN: %opt-ccprof -ccprof-min-instructions=0 -ccprof-mode=stacks -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=STACKS

declare i32 @work(i32)

define tailcc i32 @owner(i32 %x) {
  %r = tail call tailcc i32 @piece(i32 %x)
  ret i32 %r
}

define internal tailcc i32 @piece(i32 %x) "ccprof-part-of"="owner" {
  %a = call i32 @work(i32 %x)
  %r = tail call tailcc i32 @owner(i32 %a)
  ret i32 %r
}

; One record, the owner's; none for the piece.
; CHECK: @__ccprof_cc.owner =
; CHECK-NOT: @__ccprof_cc.piece
; CHECK-LABEL: define internal tailcc i32 @piece(
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.owner, ptr @__ccprof_current monotonic
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    %a = call i32 @work(i32 %x)
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.owner, ptr @__ccprof_current monotonic
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    %r = tail call tailcc i32 @owner(i32 %a)
; CHECK-NEXT:    ret i32 %r

; EXCLUDED-NOT: @__ccprof_cc.owner
; EXCLUDED-LABEL: define internal tailcc i32 @piece(
; EXCLUDED-NEXT:    %a = call i32 @work(i32 %x)

; STACKS-LABEL: define internal tailcc i32 @piece(
; STACKS-NEXT:    %a = call i32 @work(i32 %x)
; STACKS-NEXT:    %r = tail call tailcc i32 @owner(i32 %a)
