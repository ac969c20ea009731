; Tail calls get no reset, and nothing is put between them and the `ret`, so
; -O2 can still make them jumps: a call whose value is returned (directly,
; through clang's -O0 retval slot and return block, or through a phi), a call
; followed by `ret void`, and musttail calls. A call whose value is changed
; before the return is not a tail call.
; RUN: %opt-ccprof -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -passes='ccprof,default<O2>,verify' -S %s | FileCheck %s --check-prefix=O2

declare i32 @g(i32)
declare void @h()

define i32 @direct(i32 %x) {
; CHECK-LABEL: define i32 @direct(
; CHECK:         %r = call i32 @g(i32 %x)
; CHECK-NEXT:    ret i32 %r
  %r = call i32 @g(i32 %x)
  ret i32 %r
}

define void @void_tail() {
; CHECK-LABEL: define void @void_tail(
; CHECK:         call void @h()
; CHECK-NEXT:    ret void
  call void @h()
  ret void
}

; What clang emits before SROA: store to %retval, branch, load, ret.
define i32 @retval_slot(i32 %x) {
; CHECK-LABEL: define i32 @retval_slot(
; CHECK:       if.then:
; CHECK-NEXT:    %call = call i32 @g(i32 %x)
; CHECK-NEXT:    store i32 %call, ptr %retval
; CHECK-NEXT:    br label %return
; CHECK:       if.else:
; CHECK-NEXT:    %call2 = call i32 @g(i32 0)
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.retval_slot, ptr @__ccprof_current
; CHECK:       return:
; CHECK-NEXT:    %v = load i32, ptr %retval
; CHECK-NEXT:    ret i32 %v
entry:
  %retval = alloca i32
  %c = icmp eq i32 %x, 0
  br i1 %c, label %if.else, label %if.then
if.then:
  %call = call i32 @g(i32 %x)
  store i32 %call, ptr %retval
  br label %return
if.else:
  %call2 = call i32 @g(i32 0)
  %inc = add i32 %call2, 1
  store i32 %inc, ptr %retval
  br label %return
return:
  %v = load i32, ptr %retval
  ret i32 %v
}

define i32 @via_phi(i32 %x) {
; CHECK-LABEL: define i32 @via_phi(
; CHECK:         %r = call i32 @g(i32 %x)
; CHECK-NEXT:    br label %done
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %done, label %call
call:
  %r = call i32 @g(i32 %x)
  br label %done
done:
  %p = phi i32 [ 0, %entry ], [ %r, %call ]
  ret i32 %p
}

define i32 @must(i32 %x) {
; CHECK-LABEL: define i32 @must(
; CHECK:         %r = musttail call i32 @g(i32 %x)
; CHECK-NEXT:    ret i32 %r
  %r = musttail call i32 @g(i32 %x)
  ret i32 %r
}

define i32 @not_tail(i32 %x) {
; CHECK-LABEL: define i32 @not_tail(
; CHECK:         %r = call i32 @g(i32 %x)
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.not_tail, ptr @__ccprof_current
; CHECK:         %s = add i32 %r, 1
  %r = call i32 @g(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

; After -O2 the tail calls are marked `tail` and still end the function.
; O2-LABEL: define i32 @direct(
; O2:         %r = tail call i32 @g(i32 %x)
; O2-NEXT:    ret i32 %r
; O2-LABEL: define i32 @retval_slot(
; O2:         tail call i32 @g(i32 %x)
; O2-NEXT:    br label
