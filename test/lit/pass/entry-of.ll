; A function marked "ccprof-entry-of"="owner" is another entry of owner's
; (prologc: a predicate's entry for last calls whose exit counter counts the
; box already, which skips the check for one): entering it is calling the
; owner. It gets no record of its own; it makes the owner's record current
; and counts a call of the owner's, and it is profiled whenever the owner is,
; whatever -ccprof-only and -ccprof-exclude say of its own name. In stacks
; mode it enters the owner's node under the caller's, as the owner does.
; RUN: %opt-ccprof -ccprof-min-instructions=0 -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -ccprof-min-instructions=0 -ccprof-only='^owner$' -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -ccprof-min-instructions=0 -ccprof-exclude='second' -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -ccprof-min-instructions=0 -ccprof-exclude='^owner$' -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=EXCLUDED
; RUN: %opt-ccprof -ccprof-min-instructions=0 -ccprof-mode=stacks -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=STACKS

declare i32 @work(i32)

define tailcc i32 @owner(i32 %x) {
  %a = call i32 @work(i32 %x)
  %r = tail call tailcc i32 @owner.second(i32 %a)
  ret i32 %r
}

define internal tailcc i32 @owner.second(i32 %x) "ccprof-entry-of"="owner" {
  %a = call i32 @work(i32 %x)
  %r = tail call tailcc i32 @owner(i32 %a)
  ret i32 %r
}

; One record, the owner's; none for the second entry, which stores it and
; counts in it, and stores it again after a call that may change `current`.
; CHECK: @__ccprof_cc.owner =
; CHECK-NOT: @__ccprof_cc.owner.second
; CHECK-LABEL: define internal tailcc i32 @owner.second(
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.owner, ptr @__ccprof_current monotonic
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    %ccprof.calls = load i64, ptr @__ccprof_cc.owner
; CHECK-NEXT:    [[N:%.*]] = add i64 %ccprof.calls, 1
; CHECK-NEXT:    store i64 [[N]], ptr @__ccprof_cc.owner
; CHECK-NEXT:    %a = call i32 @work(i32 %x)
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.owner, ptr @__ccprof_current monotonic
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    %r = tail call tailcc i32 @owner(i32 %a)

; EXCLUDED-NOT: @__ccprof_cc
; EXCLUDED-LABEL: define internal tailcc i32 @owner.second(
; EXCLUDED-NEXT:    %a = call i32 @work(i32 %x)

; STACKS-LABEL: define internal tailcc i32 @owner.second(
; STACKS:         call {{.*}}@__ccprof_stack_enter{{.*}}@__ccprof_cc.owner
