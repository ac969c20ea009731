; The late pass ccprof-carry (passes/CarryCount.cpp, run after the optimizer):
; a recursion clone (!ccprof.rec) takes and returns the calls not yet added
; to its record, %ccprof.acc, instead of incrementing the record in memory;
; it adds them to the record (a flush) before calls of other functions and
; before `resume`, and keeps zero pending while a self-call runs; callers
; outside pass 0 and add what comes back. Clones with per-thread counters,
; setjmp, or a tail call of another function (also through the return
; block's phi) keep counting in memory. Off: -ccprof-carry-count=false, or
; a module the pass did not instrument.
; RUN: %opt-ccprof -passes=ccprof-carry,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -passes=ccprof-carry,verify -ccprof-carry-count=false -S %s | FileCheck %s --check-prefix=OFF
; RUN: sed 's/ccprof.instrumented/not.ccprof/' %s | %opt-ccprof -passes=ccprof-carry,verify -S | FileCheck %s --check-prefix=OFF
; OFF: define internal i64 @fib.ccprof.rec(i64 %n)
; OFF: define internal void @walk.ccprof.rec(i64 %n)
; OFF: define internal i64 @at.ccprof.rec(i64 %n)
; OFF: define internal i64 @eh.ccprof.rec(i64 %n)

%ccprof.cc = type { i64, i64, ptr, ptr, ptr, i32, i32, i64, i64 }

@__ccprof_current = external thread_local(initialexec) global ptr
@__ccprof_cc.fib = internal global %ccprof.cc zeroinitializer, section "__ccprof_cc", align 8
@__ccprof_cc.walk = internal global %ccprof.cc zeroinitializer, section "__ccprof_cc", align 8
@__ccprof_cc.at = internal global %ccprof.cc zeroinitializer, section "__ccprof_cc", align 8
@__ccprof_cc.th = internal global %ccprof.cc zeroinitializer, section "__ccprof_cc", align 8
@__ccprof_cc.sj = internal global %ccprof.cc zeroinitializer, section "__ccprof_cc", align 8
@__ccprof_cc.tl = internal global %ccprof.cc zeroinitializer, section "__ccprof_cc", align 8
@__ccprof_cc.eh = internal global %ccprof.cc zeroinitializer, section "__ccprof_cc", align 8
@__ccprof_cc.mk = internal global %ccprof.cc zeroinitializer, section "__ccprof_cc", align 8
@__ccprof_cc.fr = internal global %ccprof.cc zeroinitializer, section "__ccprof_cc", align 8
@__ccprof_cc.some = internal global %ccprof.cc zeroinitializer, section "__ccprof_cc", align 8
@__ccprof_tblock = external thread_local(initialexec) global ptr

declare i64 @other(i64)
declare ptr @malloc(i64)
declare void @free(ptr)
declare void @leaf()
declare i32 @setjmp(ptr) returns_twice
declare i32 @__gxx_personality_v0(...)

; The shape clang -O2 leaves: one self-call, the other a loop.
; CHECK-LABEL: define internal { i64, i64 } @fib.ccprof.rec(i64 %n, i64 %ccprof.acc) !ccprof.rec
; CHECK-NEXT:  entry:
; CHECK-NEXT:    [[A0:%.*]] = add i64 %ccprof.acc, 1
; CHECK-NOT:     @__ccprof_cc.fib
; CHECK:       loop:
; CHECK-NEXT:    [[A:%.*]] = phi i64 [ [[A0]], %entry ], [ [[A1:%.*]], %loop ]
; CHECK:         %r.ccprof.pair = call { i64, i64 } @fib.ccprof.rec(i64 %m1, i64 [[A]])
; CHECK-NEXT:    %r = extractvalue { i64, i64 } %r.ccprof.pair, 0
; CHECK-NEXT:    [[OUT:%.*]] = extractvalue { i64, i64 } %r.ccprof.pair, 1
; CHECK:         [[A1]] = add i64 [[OUT]], 1
; CHECK-NOT:     @__ccprof_cc.fib
; CHECK:       done:
; CHECK-NEXT:    [[AR:%.*]] = phi i64 [ [[A0]], %entry ], [ [[A1]], %loop ]
; CHECK-NEXT:    %res = phi
; CHECK-NEXT:    [[P:%.*]] = insertvalue { i64, i64 } poison, i64 %res, 0
; CHECK-NEXT:    [[P1:%.*]] = insertvalue { i64, i64 } [[P]], i64 [[AR]], 1
; CHECK-NEXT:    ret { i64, i64 } [[P1]]
define internal i64 @fib.ccprof.rec(i64 %n) !ccprof.rec !1 {
entry:
  %c0 = load i64, ptr @__ccprof_cc.fib, align 8, !nosanitize !0
  %c1 = add i64 %c0, 1
  store i64 %c1, ptr @__ccprof_cc.fib, align 8, !nosanitize !0
  %small = icmp ult i64 %n, 2
  br i1 %small, label %done, label %loop
loop:
  %m = phi i64 [ %n, %entry ], [ %m2, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop ]
  %m1 = sub i64 %m, 1
  %r = call i64 @fib.ccprof.rec(i64 %m1)
  %m2 = sub i64 %m, 2
  %acc2 = add i64 %acc, %r
  %l0 = load i64, ptr @__ccprof_cc.fib, align 8, !nosanitize !0
  %l1 = add i64 %l0, 1
  store i64 %l1, ptr @__ccprof_cc.fib, align 8, !nosanitize !0
  %again = icmp uge i64 %m2, 2
  br i1 %again, label %loop, label %done
done:
  %res = phi i64 [ %n, %entry ], [ %acc2, %loop ]
  ret i64 %res
}

define i64 @fib(i64 %n) {
; CHECK-LABEL: define i64 @fib(
; CHECK:         %r.ccprof.pair = call { i64, i64 } @fib.ccprof.rec(i64 %n, i64 0)
; CHECK-NEXT:    %r = extractvalue { i64, i64 } %r.ccprof.pair, 0
; CHECK-NEXT:    [[OUT:%.*]] = extractvalue { i64, i64 } %r.ccprof.pair, 1
; CHECK-NEXT:    [[C:%.*]] = load i64, ptr @__ccprof_cc.fib, align 8, !nosanitize
; CHECK-NEXT:    [[C1:%.*]] = add i64 [[C]], [[OUT]]
; CHECK-NEXT:    store i64 [[C1]], ptr @__ccprof_cc.fib, align 8, !nosanitize
; CHECK-NEXT:    ret i64 %r
  store atomic ptr @__ccprof_cc.fib, ptr @__ccprof_current monotonic, align 8
  %c0 = load i64, ptr @__ccprof_cc.fib, align 8
  %c1 = add i64 %c0, 1
  store i64 %c1, ptr @__ccprof_cc.fib, align 8
  %r = call i64 @fib.ccprof.rec(i64 %n)
  ret i64 %r
}

; void; a call of another function between self-calls; a reset of `current`.
; CHECK-LABEL: define internal i64 @walk.ccprof.rec(i64 %n, i64 %ccprof.acc)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    [[A0:%.*]] = add i64 %ccprof.acc, 1
; CHECK:       more:
; CHECK:         [[A1:%.*]] = call i64 @walk.ccprof.rec(i64 %m, i64 [[A0]])
; CHECK-NEXT:    [[C:%.*]] = load i64, ptr @__ccprof_cc.walk
; CHECK-NEXT:    [[C1:%.*]] = add i64 [[C]], [[A1]]
; CHECK-NEXT:    store i64 [[C1]], ptr @__ccprof_cc.walk
; CHECK-NEXT:    call void @leaf()
; CHECK-NEXT:    store atomic ptr @__ccprof_cc.walk, ptr @__ccprof_current
; CHECK-NEXT:    [[A2:%.*]] = call i64 @walk.ccprof.rec(i64 %m, i64 0)
; CHECK:       done:
; CHECK-NEXT:    [[AR:%.*]] = phi i64 [ [[A0]], %entry ], [ [[A2]], %more ]
; CHECK-NEXT:    ret i64 [[AR]]
; CHECK-LABEL: define void @walk(
; CHECK-NEXT:    [[N:%.*]] = call i64 @walk.ccprof.rec(i64 %n, i64 0)
; CHECK-NEXT:    [[C:%.*]] = load i64, ptr @__ccprof_cc.walk
; CHECK-NEXT:    [[C1:%.*]] = add i64 [[C]], [[N]]
; CHECK-NEXT:    store i64 [[C1]], ptr @__ccprof_cc.walk
define internal void @walk.ccprof.rec(i64 %n) !ccprof.rec !2 {
entry:
  %c0 = load i64, ptr @__ccprof_cc.walk, align 8
  %c1 = add i64 %c0, 1
  store i64 %c1, ptr @__ccprof_cc.walk, align 8
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
more:
  %m = sub i64 %n, 1
  call void @walk.ccprof.rec(i64 %m)
  call void @leaf()
  store atomic ptr @__ccprof_cc.walk, ptr @__ccprof_current monotonic, align 8
  call void @walk.ccprof.rec(i64 %m)
  br label %done
done:
  ret void
}

define void @walk(i64 %n) {
  call void @walk.ccprof.rec(i64 %n)
  ret void
}

; -ccprof-counters=atomic
; CHECK-LABEL: define internal { i64, i64 } @at.ccprof.rec(i64 %n, i64 %ccprof.acc)
; CHECK-NOT:     atomicrmw
; CHECK-LABEL: define i64 @at(
; CHECK:         [[OUT:%.*]] = extractvalue { i64, i64 } %r.ccprof.pair, 1
; CHECK-NEXT:    atomicrmw add ptr @__ccprof_cc.at, i64 [[OUT]] monotonic, align 8
define internal i64 @at.ccprof.rec(i64 %n) !ccprof.rec !3 {
  atomicrmw add ptr @__ccprof_cc.at, i64 1 monotonic, align 8
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
more:
  %m = sub i64 %n, 1
  %r = call i64 @at.ccprof.rec(i64 %m)
  %s = add i64 %r, 1
  ret i64 %s
done:
  ret i64 0
}

define i64 @at(i64 %n) {
  %r = call i64 @at.ccprof.rec(i64 %n)
  ret i64 %r
}

; -ccprof-counters=thread: the count goes through this thread's block.
; CHECK-LABEL: define internal i64 @th.ccprof.rec(i64 %n) !ccprof.rec
; CHECK:         %r = call i64 @th.ccprof.rec(i64 %m)
define internal i64 @th.ccprof.rec(i64 %n) !ccprof.rec !4 {
  %b = load ptr, ptr @__ccprof_tblock, align 8
  %i = load i64, ptr getelementptr inbounds (%ccprof.cc, ptr @__ccprof_cc.th, i32 0, i32 7), align 8
  %slot = getelementptr i64, ptr %b, i64 %i
  %o = load i64, ptr %slot, align 8
  %o1 = add i64 %o, 1
  store i64 %o1, ptr %slot, align 8
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
more:
  %m = sub i64 %n, 1
  %r = call i64 @th.ccprof.rec(i64 %m)
  %s = add i64 %r, 1
  ret i64 %s
done:
  ret i64 0
}

define i64 @th(i64 %n) {
  %r = call i64 @th.ccprof.rec(i64 %n)
  ret i64 %r
}

; setjmp: the count stays in memory.
; CHECK-LABEL: define internal i64 @sj.ccprof.rec(i64 %n, ptr %buf) !ccprof.rec
; CHECK-NEXT:    load i64, ptr @__ccprof_cc.sj
define internal i64 @sj.ccprof.rec(i64 %n, ptr %buf) !ccprof.rec !5 {
  %c0 = load i64, ptr @__ccprof_cc.sj, align 8
  %c1 = add i64 %c0, 1
  store i64 %c1, ptr @__ccprof_cc.sj, align 8
  %j = call i32 @setjmp(ptr %buf)
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
more:
  %m = sub i64 %n, 1
  %r = call i64 @sj.ccprof.rec(i64 %m, ptr %buf)
  ret i64 %r
done:
  ret i64 0
}

define i64 @sj(i64 %n, ptr %buf) {
  %r = call i64 @sj.ccprof.rec(i64 %n, ptr %buf)
  ret i64 %r
}

; A tail call of another function, through the return block's phi: the
; count stays in memory, so that the call stays a jump.
; CHECK-LABEL: define internal i64 @tl.ccprof.rec(i64 %n) !ccprof.rec
; CHECK:         %o = tail call i64 @other(i64 %n)
; CHECK-NEXT:    br label %ret
define internal i64 @tl.ccprof.rec(i64 %n) !ccprof.rec !6 {
entry:
  %c0 = load i64, ptr @__ccprof_cc.tl, align 8
  %c1 = add i64 %c0, 1
  store i64 %c1, ptr @__ccprof_cc.tl, align 8
  %z = icmp eq i64 %n, 0
  br i1 %z, label %base, label %more
base:
  %o = tail call i64 @other(i64 %n)
  br label %ret
more:
  %m = sub i64 %n, 1
  %r = call i64 @tl.ccprof.rec(i64 %m)
  %s = add i64 %r, 1
  br label %ret
ret:
  %v = phi i64 [ %o, %base ], [ %s, %more ]
  ret i64 %v
}

define i64 @tl(i64 %n) {
  %r = call i64 @tl.ccprof.rec(i64 %n)
  ret i64 %r
}

; An invoked self-call with a handler, and a cleanup that resumes.
; CHECK-LABEL: define internal { i64, i64 } @eh.ccprof.rec(i64 %n, i64 %ccprof.acc)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    [[A0:%.*]] = add i64 %ccprof.acc, 1
; CHECK:         %r.ccprof.pair = invoke { i64, i64 } @eh.ccprof.rec(i64 %m, i64 [[A0]])
; CHECK-NEXT:      to label %ok unwind label %lpad
; CHECK:       lpad:
; CHECK-NEXT:    %lp = landingpad
; CHECK-NEXT:      cleanup
; CHECK-NEXT:    [[C:%.*]] = load i64, ptr @__ccprof_cc.eh
; CHECK-NEXT:    [[C1:%.*]] = add i64 [[C]], 0
; CHECK-NEXT:    store i64 [[C1]], ptr @__ccprof_cc.eh
; CHECK-NEXT:    resume
; CHECK-LABEL: define i64 @eh(
; CHECK:         %r.ccprof.pair = invoke { i64, i64 } @eh.ccprof.rec(i64 %n, i64 0)
; CHECK:       ok:
; CHECK-NEXT:    %r = extractvalue { i64, i64 } %r.ccprof.pair, 0
; CHECK-NEXT:    [[OUT:%.*]] = extractvalue { i64, i64 } %r.ccprof.pair, 1
; CHECK-NEXT:    [[C:%.*]] = load i64, ptr @__ccprof_cc.eh
; CHECK-NEXT:    [[C1:%.*]] = add i64 [[C]], [[OUT]]
; CHECK:       lpad:
; CHECK-NOT:     @__ccprof_cc.eh
; CHECK:         ret i64 -1
define internal i64 @eh.ccprof.rec(i64 %n) personality ptr @__gxx_personality_v0 !ccprof.rec !7 {
entry:
  %c0 = load i64, ptr @__ccprof_cc.eh, align 8
  %c1 = add i64 %c0, 1
  store i64 %c1, ptr @__ccprof_cc.eh, align 8
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
more:
  %m = sub i64 %n, 1
  %r = invoke i64 @eh.ccprof.rec(i64 %m) to label %ok unwind label %lpad
ok:
  ret i64 %r
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
done:
  ret i64 0
}

define i64 @eh(i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i64 @eh.ccprof.rec(i64 %n) to label %ok unwind label %lpad
ok:
  ret i64 %r
lpad:
  %lp = landingpad { ptr, i32 } catch ptr null
  ret i64 -1
}

; Another function called on every call (binarytrees' make: malloc first;
; destroy: free last): each call flushes the count to memory anyway, so it
; stays there, as the instrumenter wrote it.
; CHECK-LABEL: define internal ptr @mk.ccprof.rec(i64 %n) !ccprof.rec
; CHECK-NEXT:  entry:
; CHECK-NEXT:    load i64, ptr @__ccprof_cc.mk
define internal ptr @mk.ccprof.rec(i64 %n) !ccprof.rec !9 {
entry:
  %c0 = load i64, ptr @__ccprof_cc.mk, align 8
  %c1 = add i64 %c0, 1
  store i64 %c1, ptr @__ccprof_cc.mk, align 8
  %t = call ptr @malloc(i64 16)
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
more:
  %m = sub i64 %n, 1
  %l = call ptr @mk.ccprof.rec(i64 %m)
  store ptr %l, ptr %t, align 8
  br label %done
done:
  ret ptr %t
}

define ptr @mk(i64 %n) {
  %r = call ptr @mk.ccprof.rec(i64 %n)
  ret ptr %r
}

; CHECK-LABEL: define internal void @fr.ccprof.rec(ptr %t) !ccprof.rec
; CHECK-NEXT:  entry:
; CHECK-NEXT:    load i64, ptr @__ccprof_cc.fr
define internal void @fr.ccprof.rec(ptr %t) !ccprof.rec !10 {
entry:
  %c0 = load i64, ptr @__ccprof_cc.fr, align 8
  %c1 = add i64 %c0, 1
  store i64 %c1, ptr @__ccprof_cc.fr, align 8
  %l = load ptr, ptr %t, align 8
  %z = icmp eq ptr %l, null
  br i1 %z, label %done, label %more
more:
  call void @fr.ccprof.rec(ptr %l)
  br label %done
done:
  call void @free(ptr %t)
  ret void
}

define void @fr(ptr %t) {
  call void @fr.ccprof.rec(ptr %t)
  ret void
}

; The other call on one path only (the base case): the recursive path
; carries the count.
; CHECK-LABEL: define internal { i64, i64 } @some.ccprof.rec(i64 %n, i64 %ccprof.acc)
define internal i64 @some.ccprof.rec(i64 %n) !ccprof.rec !11 {
entry:
  %c0 = load i64, ptr @__ccprof_cc.some, align 8
  %c1 = add i64 %c0, 1
  store i64 %c1, ptr @__ccprof_cc.some, align 8
  %z = icmp eq i64 %n, 0
  br i1 %z, label %base, label %more
base:
  call void @leaf()
  br label %done
more:
  %m = sub i64 %n, 1
  %r = call i64 @some.ccprof.rec(i64 %m)
  %r1 = add i64 %r, 1
  br label %done
done:
  %v = phi i64 [ 0, %base ], [ %r1, %more ]
  ret i64 %v
}

define i64 @some(i64 %n) {
  %r = call i64 @some.ccprof.rec(i64 %n)
  ret i64 %r
}

!llvm.module.flags = !{!8}
!0 = !{}
!1 = !{ptr @__ccprof_cc.fib}
!2 = !{ptr @__ccprof_cc.walk}
!3 = !{ptr @__ccprof_cc.at}
!4 = !{ptr @__ccprof_cc.th}
!5 = !{ptr @__ccprof_cc.sj}
!6 = !{ptr @__ccprof_cc.tl}
!7 = !{ptr @__ccprof_cc.eh}
!8 = !{i32 7, !"ccprof.instrumented", i32 1}
!9 = !{ptr @__ccprof_cc.mk}
!10 = !{ptr @__ccprof_cc.fr}
!11 = !{ptr @__ccprof_cc.some}
