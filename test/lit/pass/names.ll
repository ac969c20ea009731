; Names: C++ linkage names are demangled (option for linkage names), lambdas
; become enclosing.lambda#N, unnamed functions enclosing.anon after the
; function that refers to them, and the linkage name is always kept too.
; -ccprof-min-instructions=0: the lambda here is small, and a function left
; out for its size has a record without names (min-instructions.ll).
; RUN: %opt-ccprof -ccprof-min-instructions=0 -passes=ccprof,verify -S %s | FileCheck %s
; RUN: %opt-ccprof -ccprof-min-instructions=0 -ccprof-names=linkage -passes=ccprof,verify -S %s | FileCheck %s --check-prefix=LINKAGE

; CHECK-DAG: c"ns::Point::norm(double) const\00"
; CHECK-DAG: c"_ZNK2ns5Point4normEd\00"
; CHECK-DAG: c"main.lambda#1\00"
; CHECK-DAG: c"run.lambda#2\00"
; CHECK-DAG: c"caller.anon\00"
; CHECK-DAG: c"caller.anon#2\00"
; CHECK-DAG: c"plain_c\00"
; LINKAGE-NOT: c"ns::Point::norm(double) const\00"
; LINKAGE-DAG: c"_ZNK2ns5Point4normEd\00"
; LINKAGE-DAG: c"_ZZ4mainENK3$_0clEi\00"

define double @_ZNK2ns5Point4normEd(ptr %this, double %x) {
  ret double %x
}

; main::$_0::operator()(int) const  (clang numbers internal lambdas from 0)
define internal i32 @"_ZZ4mainENK3$_0clEi"(ptr %this, i32 %x) {
  ret i32 %x
}

; run()::{lambda(int)#2}::operator()(int) const
define linkonce_odr i32 @_ZZ3runvENKUliE0_clEi(ptr %this, i32 %x) {
  ret i32 %x
}

define internal void @0() {
  ret void
}

define internal void @1() {
  ret void
}

define void @caller() {
  call void @0()
  call void @1()
  ret void
}

define void @plain_c() {
  ret void
}
