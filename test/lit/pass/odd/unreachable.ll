; Dead code: unreachable blocks (with self-referencing instructions, calls,
; returns and loops among themselves), functions that are nothing but
; `unreachable`, and noreturn calls.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %option-matrix %s -- %opt-ccprof

declare i32 @g(i32)
declare void @fail() noreturn

define i32 @dead_blocks(i32 %x) {
; CHECK-LABEL: define i32 @dead_blocks(
entry:
  %r = call i32 @g(i32 %x)
  ret i32 %r
dead1:
  %y = add i32 %y, 1
  %z = call i32 @g(i32 %y)
  br label %dead2
dead2:
  %p = phi i32 [ %z, %dead1 ], [ %q, %dead2 ]
  %q = call i32 @dead_blocks(i32 %p)
  %c = icmp eq i32 %q, 0
  br i1 %c, label %dead2, label %dead3
dead3:
  ret i32 %q
}
@fp = global ptr @dead_blocks

define void @only_unreachable() {
  unreachable
}

define i32 @noreturn_path(i32 %x) {
  %c = icmp eq i32 %x, 0
  br i1 %c, label %bad, label %ok
bad:
  call void @fail()
  unreachable
ok:
  %r = call i32 @noreturn_path(i32 0)
  ret i32 %r
}
@fp2 = global [2 x ptr] [ptr @only_unreachable, ptr @noreturn_path]
